//! Forcing chains and nets (SPEC §2.1) on a puzzle that needs them: the rating
//! finishes by logic, every forcing step along the way is sound, and each
//! explanation reads branch by branch. The puzzle is #7 of the top95 list
//! (MIT-licensed, norvig/pytudes `py/sudoku-top95.txt`).

use kibitz::engine::solver::unique_solution;
use kibitz::engine::techniques::find_all;
use kibitz::engine::{Instance, Position, TechniqueId};
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::rating::strategy::{Step, simplest_first};
use kibitz::rating::{Scores, rate};

const TOP95_7: &str =
    "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....";

fn position(line: &str) -> Position {
    read_sudoku(line, "t", &ReadOptions::default())
        .next()
        .unwrap()
        .unwrap()
        .position
}

/// Whether an instance keeps every solution digit and places only solution digits.
fn sound(inst: &Instance, solution: &[u8]) -> bool {
    inst.eliminations
        .iter()
        .all(|e| solution[e.cell as usize] != e.digit)
        && inst
            .placements
            .iter()
            .all(|p| solution[p.cell as usize] == p.digit)
}

#[test]
fn a_puzzle_that_needs_forcing_nets_is_rated_by_logic() {
    let pos = position(TOP95_7);
    let report = rate(&pos, &Scores::default());
    assert!(!report.stuck, "stuck: {:?}", report.counts);
    assert!(report.counts.get("forcing_chain").unwrap_or(0) >= 1);
    assert!(report.counts.get("forcing_net").unwrap_or(0) >= 1);
}

#[test]
fn every_forcing_step_is_sound_and_explained_branch_by_branch() {
    let pos = position(TOP95_7);
    let solution = unique_solution(&pos).expect("a unique solution");
    let run = simplest_first(&pos, &Scores::default());
    let forcing: Vec<&Instance> = run
        .steps
        .iter()
        .filter_map(|s| match s {
            Step::Technique(i) => Some(i),
            _ => None,
        })
        .filter(|i| {
            matches!(
                i.technique,
                TechniqueId::ForcingChain | TechniqueId::ForcingNet
            )
        })
        .collect();
    // How many steps need forcing depends on the techniques before it in the
    // Simplest-first order (finned fish and wings take some of them).
    assert!(!forcing.is_empty(), "no forcing step");
    for inst in forcing {
        assert!(sound(inst, &solution), "unsound: {:?}", inst);
        let text = inst.explanation(pos.geometry());
        assert!(text.starts_with("Forcing "), "{text}");
        assert!(text.contains(": if r"), "no branch in {text}");
        assert!(
            text.contains("; so ") || text.contains("; either way "),
            "no conclusion in {text}"
        );
    }
}

#[test]
fn all_forcing_instances_of_a_hard_position_are_sound() {
    let pos = position(TOP95_7);
    let solution = unique_solution(&pos).expect("a unique solution");
    // The position where Simplest first first needs a forcing chain.
    let run = simplest_first(&pos, &Scores::default());
    let mut at = pos.clone();
    kibitz::engine::apply::automatic_step(&mut at);
    for step in &run.steps {
        if let Step::Technique(i) = step {
            if i.technique == TechniqueId::ForcingChain {
                break;
            }
            kibitz::engine::apply::apply(i, &mut at);
            kibitz::engine::apply::automatic_step(&mut at);
        }
    }
    for t in [TechniqueId::ForcingChain, TechniqueId::ForcingNet] {
        let found = find_all(t, &at);
        assert!(!found.is_empty(), "{t} finds nothing");
        for inst in &found {
            let text = inst.explanation(at.geometry());
            assert!(sound(inst, &solution), "unsound {t}: {text}");
            // One instance is one conclusion, and its explanation ends on it.
            let concluded: Vec<_> = inst.placements.iter().chain(&inst.eliminations).collect();
            assert_eq!(concluded.len(), 1, "{t} concludes {concluded:?}: {text}");
            let cell = at.geometry().cell_name(concluded[0].cell);
            let conclusion = text.rsplit("; ").next().unwrap_or_default();
            assert!(conclusion.contains(&cell), "{cell} not concluded in {text}");
            // Every source is followed, a broken one to its contradiction.
            for &source in &inst.cells {
                let name = at.geometry().cell_name(source);
                assert!(
                    text.contains(&format!("if {name}=")),
                    "{name} not followed: {text}"
                );
            }
        }
    }
}
