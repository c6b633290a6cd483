//! Soundness of every technique (SPEC §2): along solution paths of real corpus
//! puzzles (9×9, 16×16, 25×25, jigsaw 4×4 to 9×9) no instance removes a digit of
//! the solution or places a wrong one. A property test with a modest case count
//! walks random paths; `soundness_sweep_hard_positions` walks over 18,000
//! positions of hard 9×9, jigsaw and 16×16 puzzles on every run; the ignored
//! `soundness_sweep` walks every puzzle of several corpus files. Both print the
//! number of positions and instances checked, per technique.

use crate::common;

use kibitz::engine::apply::{apply, automatic_step};
use kibitz::engine::solver::unique_solution;
use kibitz::engine::techniques::{Context, find_every, simplest_hint};
use kibitz::engine::{Cell, Digit, Instance, Position, TechniqueId};
use kibitz::format::{ReadOptions, read_sudoku};
use proptest::prelude::*;
use std::cmp::Ordering;

/// A puzzle with its solution.
struct Case {
    name: String,
    position: Position,
    solution: Vec<Digit>,
}

/// How a solutions file lays out its grids.
#[derive(Copy, Clone)]
enum Layout {
    /// One solution per line.
    Lines,
    /// Blocks separated by blank lines: rows of digits, or of numbers when spaced.
    Blocks,
}

fn parse_solutions(text: &str, layout: Layout) -> Vec<Vec<Digit>> {
    let digits_of = |s: &str| -> Vec<Digit> {
        if s.split_whitespace().count() > 1 {
            s.split_whitespace()
                .map(|t| t.parse().expect("a number"))
                .collect()
        } else {
            s.trim().bytes().map(|b| b - b'0').collect()
        }
    };
    match layout {
        Layout::Lines => text
            .lines()
            .filter(|l| !l.trim().is_empty())
            .map(digits_of)
            .collect(),
        Layout::Blocks => text
            .split("\n\n")
            .filter(|b| !b.trim().is_empty())
            .map(|b| b.lines().flat_map(digits_of).collect())
            .collect(),
    }
}

/// Reads a corpus file of puzzles; solutions come from a file beside it or, when
/// `solutions` is `None`, from the exact solver (puzzles without a unique one are
/// left out).
fn load(test: &str, file: &str, solutions: Option<(&str, Layout)>, limit: usize) -> Vec<Case> {
    let Some(text) = common::corpus_file(test, file) else {
        return Vec::new();
    };
    let known = solutions
        .and_then(|(f, layout)| common::corpus_file(test, f).map(|t| parse_solutions(&t, layout)));
    let puzzles = read_sudoku(&text, file, &ReadOptions::default());
    let mut out = Vec::new();
    for (i, puzzle) in puzzles.enumerate().take(limit) {
        let puzzle = puzzle.unwrap_or_else(|e| panic!("{test}: {e}"));
        let solution = match &known {
            Some(all) => Some(all[i].clone()),
            None => unique_solution(&puzzle.position),
        };
        if let Some(solution) = solution {
            assert_eq!(solution.len(), puzzle.position.geometry().cell_count());
            out.push(Case {
                name: format!("{file} #{}", i + 1),
                position: puzzle.position,
                solution,
            });
        }
    }
    out
}

/// Harder positions on the same board: the solution with most digits blanked.
/// Such a puzzle may have several solutions, but a sound deduction holds for every
/// one of them, so the known solution must still survive.
fn blanked(base: &Case, count: u64, keep_percent: usize) -> Vec<Case> {
    (0..count)
        .map(|seed| {
            let mut rng = Lcg(seed);
            let givens: Vec<Digit> = base
                .solution
                .iter()
                .map(|&d| if rng.below(100) < keep_percent { d } else { 0 })
                .collect();
            Case {
                name: format!("{} blanked #{seed}", base.name),
                position: Position::from_givens(base.position.geometry().clone(), &givens),
                solution: base.solution.clone(),
            }
        })
        .collect()
}

/// Counts of what a walk checked.
#[derive(Debug)]
struct Stats {
    /// Forcing techniques are checked at one position in this many.
    forcing_every: usize,
    positions: usize,
    instances: usize,
    by_technique: Vec<usize>,
}

impl Default for Stats {
    fn default() -> Stats {
        Stats {
            forcing_every: FORCING_EVERY,
            positions: 0,
            instances: 0,
            by_technique: vec![0; TechniqueId::ALL.len()],
        }
    }
}

fn check_instance(case: &Case, pos: &Position, inst: &Instance) -> Result<(), String> {
    let geo = pos.geometry();
    for e in &inst.eliminations {
        if case.solution[e.cell as usize] == e.digit {
            return Err(format!("{}: unsound: {}", case.name, inst.explanation(geo)));
        }
    }
    for p in &inst.placements {
        if case.solution[p.cell as usize] != p.digit {
            return Err(format!(
                "{}: wrong placement: {}",
                case.name,
                inst.explanation(geo)
            ));
        }
    }
    Ok(())
}

fn check_consistent(case: &Case, pos: &Position) -> Result<(), String> {
    for cell in 0..pos.geometry().cell_count() as Cell {
        let want = case.solution[cell as usize];
        let v = pos.value(cell);
        if (v != 0 && v != want) || (v == 0 && !pos.candidates(cell).contains(want)) {
            return Err(format!(
                "{}: position left the solution at cell {cell}",
                case.name
            ));
        }
    }
    Ok(())
}

/// Each technique's instances come in strictly ascending canonical order (no
/// instance twice), and each effect is what applying it would remove.
fn check_order_and_effects(
    case: &Case,
    pos: &Position,
    instances: &[Instance],
) -> Result<(), String> {
    for pair in instances.windows(2) {
        let same = pair[0].technique == pair[1].technique;
        if same && pair[0].cmp_canonical(&pair[1]) != Ordering::Less {
            return Err(format!(
                "{}: out of canonical order: {} / {}",
                case.name,
                pair[0].explanation(pos.geometry()),
                pair[1].explanation(pos.geometry())
            ));
        }
    }
    match instances
        .iter()
        .find(|i| i.effect == 0 || i.effect != i.live_effect(pos))
    {
        Some(i) => Err(format!(
            "{}: wrong effect {}: {}",
            case.name,
            i.effect,
            i.explanation(pos.geometry())
        )),
        None => Ok(()),
    }
}

/// Walks from the puzzle to its solution: at each position every instance of every
/// technique is checked, then `choose` picks one to apply (or none: the solution
/// digit goes into the first empty cell with fewest candidates), then the automatic
/// step follows.
fn walk(
    case: &Case,
    stats: &mut Stats,
    mut choose: impl FnMut(&Position, &[Instance]) -> Option<Instance>,
) -> Result<(), String> {
    let mut pos = case.position.clone();
    loop {
        automatic_step(&mut pos);
        check_consistent(case, &pos)?;
        if pos.is_full() {
            return Ok(());
        }
        let instances = instances_checked(&pos, stats.positions, stats.forcing_every);
        stats.positions += 1;
        stats.instances += instances.len();
        for inst in &instances {
            stats.by_technique[inst.technique.index()] += 1;
            check_instance(case, &pos, inst)?;
        }
        check_order_and_effects(case, &pos, &instances)?;
        match choose(&pos, &instances) {
            Some(inst) => {
                apply(&inst, &mut pos);
            }
            None => {
                let cell = pos
                    .empty_cells()
                    .min_by_key(|&c| pos.candidates(c).len())
                    .ok_or("no empty cell")?;
                pos.place(cell, case.solution[cell as usize]);
            }
        }
    }
}

/// Forcing chains and nets try every candidate of a position, so the quick
/// sweeps check them at one position in this many (the ignored full sweep at
/// every position); every other technique is checked at every position.
const FORCING_EVERY: usize = 12;

/// The instances a walk checks at its `visited`-th position.
fn instances_checked(pos: &Position, visited: usize, forcing_every: usize) -> Vec<Instance> {
    let forcing = [TechniqueId::ForcingChain, TechniqueId::ForcingNet];
    if visited.is_multiple_of(forcing_every) {
        return find_every(pos);
    }
    let cx = Context::new(pos);
    TechniqueId::ALL
        .into_iter()
        .filter(|t| !forcing.contains(t))
        .flat_map(|t| cx.find(t))
        .collect()
}

/// A small deterministic generator (the test needs repeatable choices, not quality).
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

fn random_walk(case: &Case, seed: u64, stats: &mut Stats) -> Result<(), String> {
    let mut rng = Lcg(seed);
    walk(case, stats, |_, instances| {
        // Now and then place a solution digit instead, to reach other positions.
        let pick = rng.below(instances.len() + 1);
        instances.get(pick).cloned()
    })
}

fn proptest_cases() -> &'static [Case] {
    use std::sync::OnceLock;
    static CASES: OnceLock<Vec<Case>> = OnceLock::new();
    CASES.get_or_init(|| {
        let test = "soundness_random_paths";
        let mut cases = load(
            test,
            "sudoku9/sudoku_exchange_medium.txt",
            Some((
                "sudoku9/sudoku_exchange_medium.solutions.txt",
                Layout::Lines,
            )),
            200,
        );
        cases.extend(load(test, "sudoku9/top95.txt", None, 95));
        cases.extend(load(
            test,
            "sizes/puzzlekit_16x16.txt",
            Some(("sizes/puzzlekit_16x16.solutions.txt", Layout::Blocks)),
            96,
        ));
        cases.extend(load(
            test,
            "jigsaw/janko_jigsaw.txt",
            Some(("jigsaw/janko_jigsaw.solutions.txt", Layout::Blocks)),
            660,
        ));
        cases
    })
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 64,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    #[test]
    #[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
    fn soundness_random_paths(pick in any::<usize>(), seed in any::<u64>()) {
        let cases = proptest_cases();
        if !cases.is_empty() {
            let case = &cases[pick % cases.len()];
            let mut stats = Stats::default();
            let result = random_walk(case, seed, &mut stats);
            prop_assert!(result.is_ok(), "{}", result.unwrap_err());
        }
    }
}

/// The corpus files a sweep walks: puzzles, and solutions where a file gives them
/// (otherwise the exact solver finds them).
type SweepSet = (&'static str, Option<(&'static str, Layout)>);

const EXCHANGE_EASY: SweepSet = (
    "sudoku9/sudoku_exchange_easy.txt",
    Some(("sudoku9/sudoku_exchange_easy.solutions.txt", Layout::Lines)),
);
const EXCHANGE_MEDIUM: SweepSet = (
    "sudoku9/sudoku_exchange_medium.txt",
    Some((
        "sudoku9/sudoku_exchange_medium.solutions.txt",
        Layout::Lines,
    )),
);
const DIABOLICAL: SweepSet = ("sudoku9/sudoku_exchange_diabolical_rated.txt", None);
const TOP1465: SweepSet = ("sudoku9/top1465.txt", None);
const SIZE_4: SweepSet = ("sizes/jxa3695_4x4.txt", None);
const SIZE_16: SweepSet = (
    "sizes/puzzlekit_16x16.txt",
    Some(("sizes/puzzlekit_16x16.solutions.txt", Layout::Blocks)),
);
const SIZE_25: SweepSet = ("sizes/jxa3695_25x25.txt", None);
const JIGSAW: SweepSet = (
    "jigsaw/janko_jigsaw.txt",
    Some(("jigsaw/janko_jigsaw.solutions.txt", Layout::Blocks)),
);

/// Walks the first `limit` puzzles of each set along a Simplest-first path and a
/// random path, checking every instance of every technique at every position;
/// returns the totals and a report of them.
fn sweep(test: &str, sets: &[(SweepSet, usize)], forcing_every: usize) -> (Stats, String) {
    let order = TechniqueId::default_order();
    let mut total = Stats::default();
    let mut report = String::new();
    for &((file, solutions), limit) in sets {
        let mut cases = load(test, file, solutions, limit);
        if file.contains("25x25") || file.contains("4x4") {
            // These puzzles fall to singles alone: walk blanked versions too.
            let extra: Vec<Case> = cases.iter().flat_map(|c| blanked(c, 12, 40)).collect();
            cases.extend(extra);
        }
        let mut stats = Stats {
            forcing_every,
            ..Stats::default()
        };
        for (i, case) in cases.iter().enumerate() {
            walk(case, &mut stats, |pos, _| simplest_hint(pos, &order))
                .unwrap_or_else(|e| panic!("{e}"));
            random_walk(case, i as u64, &mut stats).unwrap_or_else(|e| panic!("{e}"));
        }
        report += &format!(
            "{test}: {file}: {} puzzles, {} positions, {} instances checked\n",
            cases.len(),
            stats.positions,
            stats.instances
        );
        total.positions += stats.positions;
        total.instances += stats.instances;
        for (t, n) in stats.by_technique.iter().enumerate() {
            total.by_technique[t] += n;
        }
    }
    report += &format!(
        "{test}: total {} positions, {} instances, all sound; instances by technique:\n",
        total.positions, total.instances
    );
    for t in TechniqueId::ALL {
        report += &format!("  {:<22} {}\n", t.id(), total.by_technique[t.index()]);
    }
    (total, report)
}

/// The sweep CI runs: hard 9×9 puzzles (top1465 and the diabolical set reach the
/// chains, wings and finned fish), jigsaw and 16×16 boards, at least 10,000
/// positions in all. The report is written past the harness's capture.
#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn soundness_sweep_hard_positions() {
    let sets = [
        (TOP1465, 200),
        (DIABOLICAL, 150),
        (JIGSAW, 120),
        (SIZE_16, 10),
    ];
    let (total, report) = sweep("soundness_sweep_hard_positions", &sets, FORCING_EVERY);
    let _ = std::io::Write::write_all(&mut std::io::stderr(), report.as_bytes());
    if total.positions > 0 {
        assert!(
            total.positions >= 10_000,
            "the sweep must cover at least 10,000 positions, covered {}",
            total.positions
        );
    }
}

/// Every puzzle of every set: run with `--ignored --nocapture`.
#[test]
#[ignore = "a long sweep over the whole corpus; run with --ignored --nocapture"]
fn soundness_sweep() {
    let all = usize::MAX;
    let sets = [
        (EXCHANGE_EASY, all),
        (EXCHANGE_MEDIUM, all),
        (DIABOLICAL, all),
        (TOP1465, all),
        (SIZE_4, all),
        (SIZE_16, all),
        (SIZE_25, all),
        (JIGSAW, all),
    ];
    let (total, report) = sweep("soundness_sweep", &sets, 1);
    println!("{report}");
    assert!(
        total.positions >= 10_000,
        "the sweep must cover at least 10,000 positions"
    );
}
