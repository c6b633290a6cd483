//! The Kakuro techniques (SPEC §8, with the model of §2–§3): one file per
//! technique, each exporting a [`Descriptor`] — stable id, name, default score,
//! a player's description and the finder that returns *all* its instances on a
//! position in canonical order (runs in index order: across runs row-major, then
//! down runs; cells row-major). [`registry`] is the one list of them.
//!
//! An instance is a [`KakuroHint`]: its placements or eliminations, the cells and
//! runs that justify it, its typed [`KakuroPattern`] and its explanation with the
//! arithmetic a player writes (`16 in two = 7+9`). Every technique is sound: on a
//! position consistent with the solution, no instance places a wrong digit or
//! removes the solution's digit (checked over every corpus Kakuro by
//! `tests/kakuro/soundness.rs`).
//!
//! The *remaining combinations* of a run, which most techniques read, are the
//! combinations of its sum and length that hold its placed digits and leave each
//! empty cell of it a candidate ([`KakuroPosition::remaining_combinations`]).

pub mod combination_digits;
pub mod combination_intersection;
pub mod domain_test;
pub mod hidden_single_run;
pub mod hidden_subset;
pub mod hint;
pub mod last_free_cell;
pub mod min_max_bounds;
pub mod naked_subset;
pub mod registry;
pub mod required_digits;
pub mod single_candidate;
pub mod sum_splitting;
pub mod unique_combination;
pub mod words;

use serde::Serialize;

use crate::engine::DigitSet;
use crate::engine::techniques::About;

use super::position::KakuroPosition;
pub use hint::KakuroHint;

pub use registry::KakuroTechnique;

/// What a Kakuro technique is: names, default score, description and finder.
pub struct Descriptor {
    /// The stable id used in scores files and JSON, e.g. `sum_splitting`.
    pub id: &'static str,
    /// The name people read.
    pub name: &'static str,
    /// The default score; `None` for the single candidate, which is automatic.
    pub default_score: Option<u32>,
    /// What to look for, why it works, when to use it.
    pub about: About,
    /// Every instance on a position, in canonical order.
    pub find: fn(&KakuroPosition) -> Vec<KakuroHint>,
}

/// The shape of an instance, for drawing and for reading it back: which cells,
/// runs and digits make it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum KakuroPattern {
    /// One cell and what it holds (a single candidate).
    Cell {
        /// The white cell.
        cell: usize,
    },
    /// One run and the combinations of it that are still possible.
    Run {
        /// The run's index.
        run: usize,
        /// Its remaining combinations, placed digits included, as digit masks.
        combinations: Vec<u32>,
    },
    /// Two crossing runs and the cell they share.
    Crossing {
        /// The shared cell.
        cell: usize,
        /// The across run.
        across: usize,
        /// The down run.
        down: usize,
    },
    /// Cells of one run confined to as many digits (or digits to as many cells).
    Subset {
        /// The run.
        run: usize,
        /// The subset's cells.
        cells: Vec<usize>,
        /// The subset's digits, as a mask.
        digits: u32,
    },
    /// A closed area of whole runs and the cells sticking in or out of it.
    Area {
        /// The runs whose sums are added.
        runs: Vec<usize>,
        /// The cells whose total the area fixes.
        odd_cells: Vec<usize>,
        /// That total.
        total: u32,
    },
}

/// A clued run that still has an empty cell, as the techniques read it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunState {
    /// The run's index in [`KakuroGrid::runs`](super::KakuroGrid::runs).
    pub index: usize,
    /// The clue sum.
    pub sum: u8,
    /// How many cells the run has.
    pub len: usize,
    /// Its empty cells, in run order.
    pub empty: Vec<usize>,
    /// The digits placed in it.
    pub placed: DigitSet,
    /// Their total.
    pub placed_sum: u32,
    /// Its remaining combinations (placed digits included).
    pub combos: Vec<DigitSet>,
}

impl RunState {
    /// What the empty cells must add up to.
    pub fn rest_sum(&self) -> u8 {
        u8::try_from(u32::from(self.sum).saturating_sub(self.placed_sum)).unwrap_or(0)
    }

    /// The digits some remaining combination gives the empty cells.
    pub fn allowed(&self) -> DigitSet {
        union(&self.combos) - self.placed
    }

    /// The digits every remaining combination gives the empty cells.
    pub fn required(&self) -> DigitSet {
        if self.combos.is_empty() {
            return DigitSet::EMPTY;
        }
        let all = self
            .combos
            .iter()
            .fold(DigitSet::full(9), |acc, &c| acc & c);
        all - self.placed
    }
}

/// The union of digit sets.
pub fn union(sets: &[DigitSet]) -> DigitSet {
    sets.iter().fold(DigitSet::EMPTY, |acc, &s| acc | s)
}

/// The state of run `run`, or `None` when it has no clue or no empty cell.
pub fn run_state(position: &KakuroPosition, run: usize) -> Option<RunState> {
    let r = &position.grid().runs()[run];
    let sum = r.sum?;
    let empty: Vec<usize> = r
        .cells
        .iter()
        .copied()
        .filter(|&c| position.value(c) == 0)
        .collect();
    if empty.is_empty() {
        return None;
    }
    let placed_sum = r.cells.iter().map(|&c| u32::from(position.value(c))).sum();
    Some(RunState {
        index: run,
        sum,
        len: r.cells.len(),
        empty,
        placed: position.placed_digits(run),
        placed_sum,
        combos: position.remaining_combinations(run),
    })
}

/// Every clued run with an empty cell, in run order.
pub fn run_states(position: &KakuroPosition) -> Vec<RunState> {
    (0..position.grid().runs().len())
        .filter_map(|r| run_state(position, r))
        .collect()
}

/// The eliminations that keep only `allowed` in `cells`, cell by cell.
pub fn outside(position: &KakuroPosition, cells: &[usize], allowed: DigitSet) -> Vec<(usize, u8)> {
    cells
        .iter()
        .flat_map(|&c| {
            (position.candidates(c) - allowed)
                .iter()
                .map(move |d| (c, d))
        })
        .collect()
}

/// A pattern of one run with its remaining combinations.
pub fn run_pattern(state: &RunState) -> KakuroPattern {
    KakuroPattern::Run {
        run: state.index,
        combinations: state.combos.iter().map(|c| c.0).collect(),
    }
}

/// Every way to choose `k` of `0..n`, ascending, in lexicographic order.
pub fn choose(n: usize, k: usize) -> Vec<Vec<usize>> {
    fn extend(
        n: usize,
        k: usize,
        start: usize,
        picked: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        if picked.len() == k {
            out.push(picked.clone());
            return;
        }
        for i in start..n {
            picked.push(i);
            extend(n, k, i + 1, picked, out);
            picked.pop();
        }
    }
    let mut out = Vec::new();
    extend(n, k, 0, &mut Vec::new(), &mut out);
    out
}
