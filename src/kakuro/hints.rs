//! Kakuro hints (SPEC §8, §10 stages): the next deduction on a position with its
//! explanation, as structured data (placements, eliminations, the cells and runs that
//! justify it) and text, shown in stages — the technique's name, then the runs or cells
//! to look at, then the step itself.
//!
//! Techniques, simplest first: the last free cell of a run (sum minus placed digits); a
//! cell with a single candidate left; a unique intersection (the only digit the
//! remaining combinations of both runs allow in the cell, USI); and a domain-test
//! elimination (no assignment of distinct digits from the candidates that reaches the
//! run's sum puts D in the cell). Placements are taken in run order or row-major order;
//! of the domain-test instances the one with the most eliminations, ties to the first
//! run (across runs row-major, then down runs).

use serde::Serialize;

use crate::engine::DigitSet;

use super::combinations::{combination_text, combinations};
use super::grid::KakuroGrid;
use super::hint_text::{domain_test_text, joined};
use super::position::KakuroPosition;
use super::propagate::run_supports;

/// The kinds of Kakuro deduction a hint can be, simplest first.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum KakuroTechnique {
    /// A run has one empty cell left: it takes the sum minus the placed digits.
    LastFreeCell,
    /// A cell has one candidate left.
    SingleCandidate,
    /// The combinations of a cell's two runs share one digit only (USI).
    UniqueIntersection,
    /// No assignment of a run that reaches its sum puts a digit in a cell.
    DomainTest,
}

impl KakuroTechnique {
    /// The stable id used in JSON output.
    pub fn id(self) -> &'static str {
        match self {
            KakuroTechnique::LastFreeCell => "last_free_cell",
            KakuroTechnique::SingleCandidate => "single_candidate",
            KakuroTechnique::UniqueIntersection => "unique_intersection",
            KakuroTechnique::DomainTest => "domain_test",
        }
    }

    /// The name people read.
    pub fn name(self) -> &'static str {
        match self {
            KakuroTechnique::LastFreeCell => "Last free cell",
            KakuroTechnique::SingleCandidate => "Single candidate",
            KakuroTechnique::UniqueIntersection => "Unique intersection",
            KakuroTechnique::DomainTest => "Domain test",
        }
    }
}

/// One deduction with its justification.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KakuroHint {
    /// Which deduction.
    pub technique: KakuroTechnique,
    /// Digits to place, as (white cell, digit).
    pub placements: Vec<(usize, u8)>,
    /// Candidates to remove, as (white cell, digit).
    pub eliminations: Vec<(usize, u8)>,
    /// The cells that justify the step (to highlight).
    pub cells: Vec<usize>,
    /// The runs that justify the step.
    pub runs: Vec<usize>,
    /// The full explanation.
    pub text: String,
}

/// The stages in which a hint is revealed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HintStage {
    /// Only the technique's name.
    Technique,
    /// The name and the runs or cells to look at.
    Cells,
    /// The step itself with its explanation.
    Step,
}

/// What asking for a hint gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KakuroHintOutcome {
    /// The next deduction.
    Hint(KakuroHint),
    /// Every cell is filled and every run is right.
    Solved,
    /// No technique applies; `contradiction` when the position already breaks a run.
    Stuck {
        /// Whether a run is broken or can no longer reach its sum.
        contradiction: bool,
    },
}

impl KakuroHint {
    /// The text of one stage of the hint.
    pub fn stage_text(&self, stage: HintStage, grid: &KakuroGrid) -> String {
        match stage {
            HintStage::Technique => self.technique.name().to_string(),
            HintStage::Cells => {
                let places: Vec<String> = if self.runs.is_empty() {
                    self.cells.iter().map(|&c| grid.cell_name(c)).collect()
                } else {
                    self.runs.iter().map(|&r| grid.describe_run(r)).collect()
                };
                format!(
                    "{}: look at {}",
                    self.technique.name(),
                    places.join(" and ")
                )
            }
            HintStage::Step => self.text.clone(),
        }
    }
}

/// Places and eliminates what a hint says.
pub fn apply_hint(position: &mut KakuroPosition, hint: &KakuroHint) {
    for &(cell, d) in &hint.placements {
        position.place(cell, d);
    }
    for &(cell, d) in &hint.eliminations {
        position.eliminate(cell, d);
    }
}

/// The next hint on a position, simplest technique first.
pub fn hint(position: &KakuroPosition) -> KakuroHintOutcome {
    if position.is_solved() {
        return KakuroHintOutcome::Solved;
    }
    let broken = !position.conflicts().is_empty()
        || position
            .empty_cells()
            .any(|c| position.candidates(c).is_empty());
    if broken {
        return KakuroHintOutcome::Stuck {
            contradiction: true,
        };
    }
    let placement = last_free_cells(position)
        .into_iter()
        .chain(single_candidates(position))
        .chain(unique_intersections(position))
        .next();
    if let Some(h) = placement {
        return KakuroHintOutcome::Hint(h);
    }
    match domain_tests(position) {
        Err(Contradiction) => KakuroHintOutcome::Stuck {
            contradiction: true,
        },
        Ok(found) => match found.into_iter().reduce(|best, h| {
            if h.eliminations.len() > best.eliminations.len() {
                h
            } else {
                best
            }
        }) {
            Some(h) => KakuroHintOutcome::Hint(h),
            None => KakuroHintOutcome::Stuck {
                contradiction: false,
            },
        },
    }
}

/// Every instance of every technique on the position, simplest technique first.
pub fn all_hints(position: &KakuroPosition) -> Vec<KakuroHint> {
    let mut all = last_free_cells(position);
    all.extend(single_candidates(position));
    all.extend(unique_intersections(position));
    all.extend(domain_tests(position).unwrap_or_default());
    all
}

/// Whether `d` is already placed in a run of `cell` (so placing it would repeat it).
fn repeats(position: &KakuroPosition, cell: usize, d: u8) -> bool {
    position
        .grid()
        .runs_of(cell)
        .into_iter()
        .any(|r| position.placed_digits(r).contains(d))
}

/// Runs with one empty cell: it takes the sum minus the placed digits.
fn last_free_cells(position: &KakuroPosition) -> Vec<KakuroHint> {
    let grid = position.grid();
    let mut found = Vec::new();
    for (index, run) in grid.runs().iter().enumerate() {
        let Some(sum) = run.sum else { continue };
        let empty: Vec<usize> = run
            .cells
            .iter()
            .copied()
            .filter(|&c| position.value(c) == 0)
            .collect();
        let [cell] = empty[..] else { continue };
        let placed: Vec<u8> = run
            .cells
            .iter()
            .map(|&c| position.value(c))
            .filter(|&v| v != 0)
            .collect();
        let last = i32::from(sum) - placed.iter().map(|&v| i32::from(v)).sum::<i32>();
        if !(1..=9).contains(&last) || repeats(position, cell, last as u8) {
            continue;
        }
        let name = grid.cell_name(cell);
        let text = format!(
            "{name} is the last empty cell of {}: {sum} − {} = {last}, so {name} = {last}.",
            grid.describe_run(index),
            joined(&placed, " − ")
        );
        found.push(KakuroHint {
            technique: KakuroTechnique::LastFreeCell,
            placements: vec![(cell, last as u8)],
            eliminations: Vec::new(),
            cells: run.cells.clone(),
            runs: vec![index],
            text,
        });
    }
    found
}

/// Empty cells with exactly one candidate, row-major.
fn single_candidates(position: &KakuroPosition) -> Vec<KakuroHint> {
    let grid = position.grid();
    position
        .empty_cells()
        .filter_map(|cell| {
            let d = position.candidates(cell).single_digit()?;
            let name = grid.cell_name(cell);
            Some(KakuroHint {
                technique: KakuroTechnique::SingleCandidate,
                placements: vec![(cell, d)],
                eliminations: Vec::new(),
                cells: vec![cell],
                runs: Vec::new(),
                text: format!("{name} has one candidate left, {d}, so {name} = {d}."),
            })
        })
        .collect()
}

/// The combinations of a run that hold its placed digits, and the digits they leave free.
fn open_combinations(position: &KakuroPosition, run: usize) -> (Vec<u16>, DigitSet) {
    let r = &position.grid().runs()[run];
    let placed = position.placed_digits(run);
    let Some(sum) = r.sum else {
        return (Vec::new(), DigitSet::full(9) - placed);
    };
    let combos: Vec<u16> = combinations(sum, r.cells.len())
        .iter()
        .copied()
        .filter(|&m| placed.is_subset(DigitSet(u32::from(m))))
        .collect();
    let free = combos
        .iter()
        .fold(DigitSet::EMPTY, |u, &m| u | DigitSet(u32::from(m)))
        - placed;
    (combos, free)
}

/// Empty cells where the open digits of both runs' combinations share one digit only.
fn unique_intersections(position: &KakuroPosition) -> Vec<KakuroHint> {
    let grid = position.grid();
    let mut found = Vec::new();
    for cell in position.empty_cells() {
        let [across, down] = grid.runs_of(cell);
        let (combos_a, free_a) = open_combinations(position, across);
        let (combos_d, free_d) = open_combinations(position, down);
        let Some(d) = (free_a & free_d).single_digit() else {
            continue;
        };
        if !position.candidates(cell).contains(d) {
            continue;
        }
        let name = grid.cell_name(cell);
        let part = |run: usize, combos: &[u16], free: DigitSet| {
            let mut texts: Vec<String> = combos.iter().map(|&m| combination_text(m)).collect();
            texts.sort();
            if texts.is_empty() {
                format!("{} leaves {free}", grid.describe_run(run))
            } else {
                let plural = if texts.len() == 1 { "" } else { "s" };
                format!(
                    "{} leaves {free} (combination{plural} {})",
                    grid.describe_run(run),
                    texts.join(", ")
                )
            }
        };
        let text = format!(
            "In {name}, {}, and {}; the only digit both allow is {d}, so {name} = {d}.",
            part(across, &combos_a, free_a),
            part(down, &combos_d, free_d)
        );
        let mut cells = grid.runs()[across].cells.clone();
        cells.extend(
            grid.runs()[down]
                .cells
                .iter()
                .copied()
                .filter(|&c| c != cell),
        );
        found.push(KakuroHint {
            technique: KakuroTechnique::UniqueIntersection,
            placements: vec![(cell, d)],
            eliminations: Vec::new(),
            cells,
            runs: vec![across, down],
            text,
        });
    }
    found
}

/// A run that no assignment of the current domains completes.
struct Contradiction;

/// Per clued run, the candidates no assignment reaching the sum supports.
fn domain_tests(position: &KakuroPosition) -> Result<Vec<KakuroHint>, Contradiction> {
    let grid = position.grid();
    let domains = position.domains();
    let mut found = Vec::new();
    for (index, run) in grid.runs().iter().enumerate() {
        let Some(sum) = run.sum else { continue };
        let doms: Vec<DigitSet> = run.cells.iter().map(|&c| domains[c]).collect();
        let support = run_supports(sum, &doms);
        if support[0].is_empty() {
            return Err(Contradiction);
        }
        let eliminations: Vec<(usize, u8)> = run
            .cells
            .iter()
            .zip(support)
            .filter(|&(&c, _)| position.value(c) == 0)
            .flat_map(|(&c, s)| (domains[c] - s).iter().map(move |d| (c, d)))
            .collect();
        if eliminations.is_empty() {
            continue;
        }
        let text = domain_test_text(grid, index, sum, &doms, &eliminations);
        found.push(KakuroHint {
            technique: KakuroTechnique::DomainTest,
            placements: Vec::new(),
            eliminations,
            cells: run.cells.clone(),
            runs: vec![index],
            text,
        });
    }
    Ok(found)
}
