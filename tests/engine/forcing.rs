//! Forcing chains and nets (SPEC §2.1) on a puzzle that needs them: the rating
//! finishes by logic, every forcing step along the way is sound, each
//! explanation reads one line per branch, and each proof keeps exactly what its
//! conclusion rests on (SPEC §2.1, **Forcing proofs**). The puzzle is #7 of the
//! top95 list (MIT-licensed, norvig/pytudes `py/sudoku-top95.txt`); the "cannot
//! go" and degenerate cases use a small 4×4 position checked by hand.

use std::ops::ControlFlow;

use kibitz::engine::pattern::Pattern;
use kibitz::engine::pattern::forcing::{Conclusion, Trail};
use kibitz::engine::solver::unique_solution;
use kibitz::engine::techniques::choose;
use kibitz::engine::techniques::forcing::branch::{Branch, Why};
use kibitz::engine::techniques::forcing::net::follow_singles;
use kibitz::engine::techniques::{Context, find_all, for_each_instance};
use kibitz::engine::{CellDigit, DigitSet, Instance, Position, TechniqueId};
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
    assert!(!report.stuck(), "stuck: {:?}", report.counts);
    assert!(report.counts.get(TechniqueId::ForcingChain) >= 1);
    assert!(report.counts.get(TechniqueId::ForcingNet) >= 1);
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
        // A header, one line per branch, the conclusion on the last line.
        let lines: Vec<&str> = text.lines().collect();
        let Pattern::Forcing { branches, .. } = &inst.pattern else {
            panic!("not a forcing pattern: {text}");
        };
        assert_eq!(lines.len(), branches.len() + 2, "{text}");
        let last = lines[lines.len() - 1];
        assert!(
            last.starts_with("so ") || last.starts_with("either way "),
            "no conclusion in {text}"
        );
        assert!(
            !text.contains("either way") || !text.contains("cannot"),
            "{text}"
        );
    }
}

#[test]
fn all_forcing_instances_of_a_hard_position_are_sound() {
    let pos = position(TOP95_7);
    let solution = unique_solution(&pos).expect("a unique solution");
    let at = first_forcing_position(&pos);
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
            let conclusion = text.lines().last().unwrap_or_default();
            assert!(conclusion.contains(&cell), "{cell} not concluded in {text}");
            // Every source is followed, a broken one to its contradiction; a
            // placement whose other sources all break down says so.
            let Pattern::Forcing {
                branches,
                conclusion,
            } = &inst.pattern
            else {
                panic!("not a forcing pattern: {text}");
            };
            let sources = if inst.groups.is_empty() {
                at.candidates(inst.cells[0]).len()
            } else {
                inst.cells.len()
            };
            let expected = match conclusion {
                Conclusion::NotSo(_) => 1,
                Conclusion::Goes(_) => sources - 1,
                Conclusion::EitherWay(_) => sources,
            };
            assert_eq!(branches.len(), expected, "{text}");
            assert!(
                sources >= 2 || matches!(conclusion, Conclusion::NotSo(_)),
                "{text}"
            );
            for trail in branches {
                let name = at.geometry().cell_name(trail.source.cell);
                assert!(text.contains(&name), "{name} not followed: {text}");
            }
        }
    }
}

#[test]
fn the_chosen_forcing_step_is_the_one_chosen_among_all() {
    let pos = position(TOP95_7);
    let run = simplest_first(&pos, &Scores::default());
    let mut at = pos.clone();
    kibitz::engine::apply::automatic_step(&mut at);
    let mut compared = 0;
    for step in &run.steps {
        let Step::Technique(applied) = step else {
            continue;
        };
        let cx = Context::new(&at);
        for t in [TechniqueId::ForcingChain, TechniqueId::ForcingNet] {
            let all = cx.find(t);
            assert_eq!(
                cx.chosen(t).as_ref(),
                choose(&all),
                "{t} at step {compared}"
            );
            compared += 1;
        }
        kibitz::engine::apply::apply(applied, &mut at);
        kibitz::engine::apply::automatic_step(&mut at);
    }
    assert!(compared >= 10, "only {compared} positions compared");
}

#[test]
fn instances_handed_over_one_at_a_time_are_those_found_all_at_once() {
    let pos = first_forcing_position(&position(TOP95_7));
    for t in [
        TechniqueId::ForcingChain,
        TechniqueId::ForcingNet,
        TechniqueId::XWing,
    ] {
        let mut one_by_one = Vec::new();
        for_each_instance(t, &pos, &mut |inst| {
            one_by_one.push(inst);
            ControlFlow::Continue(())
        });
        let all = find_all(t, &pos);
        assert!(!all.is_empty() || t == TechniqueId::XWing, "{t}");
        assert_eq!(one_by_one, all, "{t}");
        let mut first = None;
        for_each_instance(t, &pos, &mut |inst| {
            first = Some(inst);
            ControlFlow::Break(())
        });
        assert_eq!(
            first.as_ref(),
            all.first(),
            "{t}: a break stops at the first"
        );
    }
}

/// The position where Simplest first first needs a forcing chain.
fn first_forcing_position(pos: &Position) -> Position {
    let run = simplest_first(pos, &Scores::default());
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
    at
}

/// The facts `branch` derived that a trail's proof keeps, by index, checked to
/// be the very facts of the branch.
fn kept_indices(branch: &Branch, trail: &Trail) -> Vec<usize> {
    let kept: Vec<usize> = trail
        .facts
        .iter()
        .map(|f| {
            let i = branch
                .find(f.candidate, f.truth)
                .expect("a fact of the branch");
            assert_eq!(branch.facts[i].why, f.why);
            i
        })
        .collect();
    assert!(
        kept.windows(2).all(|w| w[0] < w[1]),
        "not in derivation order"
    );
    kept
}

#[test]
fn a_forcing_net_proof_keeps_exactly_what_its_conclusion_rests_on() {
    let pos = first_forcing_position(&position(TOP95_7));
    let found = find_all(TechniqueId::ForcingNet, &pos);
    assert!(!found.is_empty());
    let (mut left_out, mut multi_premise) = (0, 0);
    for inst in &found {
        let text = inst.explanation(pos.geometry());
        let Pattern::Forcing {
            branches,
            conclusion,
        } = &inst.pattern
        else {
            panic!("not a forcing pattern: {text}");
        };
        let mut size = 0;
        for trail in branches {
            let branch = follow_singles(&pos, trail.source, true);
            let kept = kept_indices(&branch, trail);
            // What the proof ends on: the contradiction, or the conclusion.
            let targets = match trail.contradiction {
                Some(c) => {
                    assert_eq!(branch.broken, Some(c), "{text}");
                    branch.contradiction_facts(&pos)
                }
                None => {
                    let Conclusion::EitherWay(f) = conclusion else {
                        panic!("a live branch outside an either-way step: {text}");
                    };
                    vec![branch.find(f.candidate, f.truth).expect("the conclusion")]
                }
            };
            assert!(!targets.is_empty(), "{text}");
            // Every kept fact is a target or a premise of a later kept fact,
            // and every premise of a kept fact is kept: the proof is exactly
            // the ancestors of the targets.
            let mut premises_of_kept = Vec::new();
            for &i in &kept {
                let mut premises = Vec::new();
                branch.premises(&pos, i, &mut premises);
                let fact = branch.facts[i];
                match fact.why {
                    Why::NakedSingle => {
                        let others = pos.candidates(fact.candidate.cell).len() - 1;
                        assert_eq!(premises.len(), others, "{text}");
                        multi_premise += usize::from(others > 1);
                    }
                    Why::HiddenSingle(g) => {
                        let places = pos
                            .geometry()
                            .group_cells(g)
                            .iter()
                            .filter(|&&c| pos.candidates(c).contains(fact.candidate.digit))
                            .count();
                        assert_eq!(premises.len(), places - 1, "{text}");
                        multi_premise += usize::from(places > 2);
                    }
                    Why::Placed => assert_eq!(premises.len(), 1, "{text}"),
                    Why::Assumed => assert!(premises.is_empty(), "{text}"),
                }
                for &p in &premises {
                    assert!(p < i, "a premise derived after its fact: {text}");
                    assert!(kept.contains(&p), "a premise left out: {text}");
                }
                premises_of_kept.extend(premises);
            }
            for &i in &kept {
                assert!(
                    targets.contains(&i) || premises_of_kept.contains(&i),
                    "a kept fact that leads nowhere: {text}"
                );
            }
            for t in &targets {
                assert!(kept.contains(t), "a target left out: {text}");
            }
            left_out += branch.facts.len() - kept.len();
            size += kept.len() - 1;
        }
        assert_eq!(inst.size(), size, "the size counts the proof: {text}");
    }
    assert!(left_out > 0, "no branch derived anything beyond its proof");
    assert!(multi_premise > 0, "no single rested on several removals");
}

/// A 4×4 position (solution 1234 / 3412 / 2143 / 4321) with naked and hidden
/// singles and short forcing steps, every one checked by hand:
/// ```text
/// .  .  .  4      123  2   23  4
/// .  .  1  .      23   24  1   23
/// .  1  .  .      2    1   234 23
/// 4  3  .  .      4    3   2   12
/// ```
const SMALL: &str = "...4..1..1..43..";

fn small() -> Position {
    position(SMALL)
}

fn forcing_instances(pos: &Position) -> Vec<Instance> {
    let mut all = find_all(TechniqueId::ForcingChain, pos);
    all.extend(find_all(TechniqueId::ForcingNet, pos));
    all
}

#[test]
fn every_place_but_one_broken_is_that_placement() {
    let pos = small();
    let geo = pos.geometry();
    let chains = find_all(TechniqueId::ForcingChain, &pos);
    // 2 in column 1 (r1c1, r2c1, r3c1): at r1c1 or r2c1 it leaves 2 out of
    // r1c2 and r2c2, the two places of 2 in column 2.
    let column_1 = geo.group_count() / 3;
    let inst = chains
        .iter()
        .find(|i| i.groups == [column_1] && i.digits == DigitSet::single(2))
        .expect("2 in column 1");
    assert_eq!(inst.placements, [CellDigit { cell: 8, digit: 2 }]);
    assert!(inst.eliminations.is_empty());
    assert_eq!(
        inst.explanation(geo),
        "Forcing chain from every place of 2 in column 1 (r1c1, r2c1, r3c1):\n\
         2 cannot go in r1c1: r1c2≠2, r2c2≠2; r2c2 is 2 (hidden single in column 2); \
         r2c2 would be both 2 and not 2\n\
         nor in r2c1: r1c2≠2, r2c2≠2; r2c2 is 2 (hidden single in column 2); \
         r2c2 would be both 2 and not 2\n\
         so 2 goes in r3c1: place 2 in r3c1"
    );
    assert_eq!(inst.size(), 6);
    // r3c3 (2, 3 or 4): 2 leaves 2 out of row 4; 3 makes r1c3 and r3c4 2,
    // which leaves 2 out of row 4 too.
    let inst = chains
        .iter()
        .find(|i| i.groups.is_empty() && i.cells == [10] && i.placements.len() == 1)
        .expect("r3c3");
    assert_eq!(inst.placements, [CellDigit { cell: 10, digit: 4 }]);
    let text = inst.explanation(geo);
    assert_eq!(
        text,
        "Forcing chain from every candidate of r3c3:\n\
         r3c3 cannot be 2: r4c3≠2, r4c4≠2; r4c4 is 2 (hidden single in row 4); \
         r4c4 would be both 2 and not 2\n\
         nor 3: r1c3≠3, r3c4≠3; r1c3 is 2 (naked single), so r4c3≠2; \
         r3c4 is 2 (naked single), so r4c4≠2; r4c4 is 2 (hidden single in row 4); \
         r4c4 would be both 2 and not 2\n\
         so r3c3 is 4: place 4 in r3c3"
    );
    assert_eq!(inst.size(), 10);
    // A lone live branch is never an either-way step.
    for inst in forcing_instances(&pos) {
        let text = inst.explanation(geo);
        if let Pattern::Forcing {
            conclusion: Conclusion::Goes(_),
            ..
        } = inst.pattern
        {
            assert!(
                text.contains("cannot") && !text.contains("either way"),
                "{text}"
            );
            assert_eq!(inst.placements.len() + inst.eliminations.len(), 1, "{text}");
        }
    }
}

#[test]
fn a_degenerate_source_is_no_instance() {
    let pos = small();
    let geo = pos.geometry();
    let found = forcing_instances(&pos);
    let from_sources = |i: &&Instance| {
        !matches!(
            i.pattern,
            Pattern::Forcing {
                conclusion: Conclusion::NotSo(_),
                ..
            }
        )
    };
    // r1c2 (2), r3c1 (2) and r4c3 (2) have one candidate each.
    let mut singles = 0;
    for cell in pos.empty_cells() {
        if pos.candidates(cell).len() == 1 {
            singles += 1;
            assert!(
                !found
                    .iter()
                    .filter(from_sources)
                    .any(|i| i.groups.is_empty() && i.cells == [cell]),
                "{} is a source",
                geo.cell_name(cell)
            );
        }
    }
    assert_eq!(singles, 3);
    // Digits with one place in a group (hidden singles) are no source either.
    let mut lone = 0;
    for group in 0..geo.group_count() {
        for digit in 1..=4 {
            let places = geo
                .group_cells(group)
                .iter()
                .filter(|&&c| pos.candidates(c).contains(digit))
                .count();
            if places == 1 {
                lone += 1;
                assert!(
                    !found
                        .iter()
                        .any(|i| i.groups == [group] && i.digits == DigitSet::single(digit)),
                    "{digit} in {} is a source",
                    geo.group_name(group)
                );
            }
        }
    }
    assert!(lone > 0);
}
