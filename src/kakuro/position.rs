//! A Kakuro position (SPEC §8): placed digits (givens marked, never changed) and the
//! candidate domain of every empty white cell, with the run checks a player sees —
//! repeated digits, sums that cannot be met — and each run's remaining combinations
//! (the "combination pop-up").

use std::sync::Arc;

use serde::Serialize;

use crate::engine::DigitSet;

use super::combinations::combinations;
use super::grid::KakuroGrid;

/// Each digit alone: the "combinations" of a lone cell that no clue constrains.
const SINGLE_DIGITS: [u16; 9] = [1, 2, 4, 8, 16, 32, 64, 128, 256];

/// Placed digits plus the candidates of every empty white cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KakuroPosition {
    grid: Arc<KakuroGrid>,
    values: Vec<u8>,
    given: Vec<bool>,
    candidates: Vec<DigitSet>,
}

/// What is wrong in a run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum ConflictKind {
    /// A digit appears twice or more; the cells holding it, in run order.
    Duplicate {
        /// The repeated digit.
        digit: u8,
        /// The white cells holding it.
        cells: Vec<usize>,
    },
    /// The placed digits exceed the clue, or fill the run with another total.
    Sum {
        /// The total of the placed digits.
        total: u32,
    },
}

/// A conflict found in one run.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct RunConflict {
    /// The run's index in [`KakuroGrid::runs`].
    pub run: usize,
    /// What is wrong.
    pub kind: ConflictKind,
}

impl KakuroPosition {
    /// A puzzle from its givens (`0` = empty, one per white cell); empty cells start
    /// with every digit their runs' placed digits leave open.
    pub fn new(grid: Arc<KakuroGrid>, givens: &[u8]) -> KakuroPosition {
        let n = grid.cell_count();
        let values: Vec<u8> = (0..n)
            .map(|i| {
                givens
                    .get(i)
                    .copied()
                    .filter(|d| (1..=9).contains(d))
                    .unwrap_or(0)
            })
            .collect();
        let given = values.iter().map(|&v| v != 0).collect();
        let mut pos = KakuroPosition {
            grid,
            values,
            given,
            candidates: vec![DigitSet::full(9); n],
        };
        for cell in 0..n {
            if pos.values[cell] == 0 {
                pos.candidates[cell] = DigitSet::full(9) - pos.placed_in_runs(cell);
            }
        }
        pos
    }

    /// The grid.
    pub fn grid(&self) -> &Arc<KakuroGrid> {
        &self.grid
    }

    /// The digit in `cell`, or 0 when empty.
    pub fn value(&self, cell: usize) -> u8 {
        self.values[cell]
    }

    /// Every white cell's digit (0 = empty), row-major.
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// Whether `cell` holds a digit of the puzzle itself.
    pub fn is_given(&self, cell: usize) -> bool {
        self.given[cell]
    }

    /// How many cells hold a digit.
    pub fn placed_count(&self) -> usize {
        self.values.iter().filter(|&&v| v != 0).count()
    }

    /// The candidates of an empty cell (meaningless for a filled one).
    pub fn candidates(&self, cell: usize) -> DigitSet {
        self.candidates[cell]
    }

    /// Replaces the candidates of `cell`.
    pub fn set_candidates(&mut self, cell: usize, set: DigitSet) {
        self.candidates[cell] = set & DigitSet::full(9);
    }

    /// Removes candidate `d` from `cell`; returns whether it was there.
    pub fn eliminate(&mut self, cell: usize, d: u8) -> bool {
        (1..=9).contains(&d) && self.candidates[cell].remove(d)
    }

    /// Places `d` in `cell` and removes it from the candidates of both runs' other cells;
    /// a given, or a digit outside 1–9, is left alone.
    pub fn place(&mut self, cell: usize, d: u8) {
        if self.given[cell] || !(1..=9).contains(&d) {
            return;
        }
        self.values[cell] = d;
        for run in self.grid.runs_of(cell) {
            for &other in &self.grid.runs()[run].cells {
                if other != cell {
                    self.candidates[other].remove(d);
                }
            }
        }
    }

    /// Sets the digit of `cell` (0 empties it) without touching any candidates, for undo;
    /// givens never change.
    pub fn set_value(&mut self, cell: usize, d: u8) {
        if !self.given[cell] && d <= 9 {
            self.values[cell] = d;
        }
    }

    /// Empties a cell that is not a given; its candidates are what its runs leave open.
    pub fn clear(&mut self, cell: usize) {
        if !self.given[cell] {
            self.values[cell] = 0;
            self.candidates[cell] = self.open_digits(cell);
        }
    }

    /// Sets every empty cell's candidates to what its runs' sums, lengths and placed
    /// digits leave open (the pencil marks a player would write first).
    pub fn reset_candidates(&mut self) {
        for cell in 0..self.values.len() {
            if self.values[cell] == 0 {
                self.candidates[cell] = self.open_digits(cell);
            }
        }
    }

    /// The digits of the runs' remaining combinations, less the digits placed in them.
    fn open_digits(&self, cell: usize) -> DigitSet {
        let mut open = DigitSet::full(9) - self.placed_in_runs(cell);
        for run in self.grid.runs_of(cell) {
            open &= self
                .combinations_with_placed(run)
                .fold(DigitSet::EMPTY, |u, combo| u | combo);
        }
        open
    }

    /// The digits placed in the runs of `cell`, other than its own.
    fn placed_in_runs(&self, cell: usize) -> DigitSet {
        let mut placed = DigitSet::EMPTY;
        for run in self.grid.runs_of(cell) {
            for &other in &self.grid.runs()[run].cells {
                if other != cell && self.values[other] != 0 {
                    placed.insert(self.values[other]);
                }
            }
        }
        placed
    }

    /// The domain of every cell: a placed digit alone, or the candidates.
    pub fn domains(&self) -> Vec<DigitSet> {
        self.values
            .iter()
            .zip(&self.candidates)
            .map(|(&v, &c)| if v != 0 { DigitSet::single(v) } else { c })
            .collect()
    }

    /// The white cells without a digit.
    pub fn empty_cells(&self) -> impl Iterator<Item = usize> + '_ {
        (0..self.values.len()).filter(|&c| self.values[c] == 0)
    }

    /// Whether every cell holds a digit and no run has a conflict.
    pub fn is_solved(&self) -> bool {
        self.values.iter().all(|&v| v != 0) && self.conflicts().is_empty()
    }

    /// The combinations of a run that hold all its placed digits and leave every empty
    /// cell of it at least one candidate (for a lone cell without a clue, each digit).
    pub fn remaining_combinations(&self, run: usize) -> Vec<DigitSet> {
        let cells = &self.grid.runs()[run].cells;
        let placed = self.placed_digits(run);
        self.combinations_with_placed(run)
            .filter(|&combo| {
                cells.iter().all(|&c| {
                    self.values[c] != 0 || !(self.candidates[c] & (combo - placed)).is_empty()
                })
            })
            .collect()
    }

    /// The combinations of a run holding all its placed digits, whatever the candidates.
    fn combinations_with_placed(&self, run: usize) -> impl Iterator<Item = DigitSet> + '_ {
        let r = &self.grid.runs()[run];
        let placed = self.placed_digits(run);
        let all: &[u16] = match r.sum {
            Some(sum) => combinations(sum, r.cells.len()),
            None => &SINGLE_DIGITS,
        };
        all.iter()
            .map(|&m| DigitSet(u32::from(m)))
            .filter(move |&combo| placed.is_subset(combo))
    }

    /// The digits placed in a run.
    pub fn placed_digits(&self, run: usize) -> DigitSet {
        let cells = &self.grid.runs()[run].cells;
        cells
            .iter()
            .filter(|&&c| self.values[c] != 0)
            .fold(DigitSet::EMPTY, |s, &c| {
                s | DigitSet::single(self.values[c])
            })
    }

    /// Repeated digits in a run (one entry per run and digit, runs in index order) and
    /// runs whose placed digits overshoot the clue or fill it with another total.
    pub fn conflicts(&self) -> Vec<RunConflict> {
        let mut found = Vec::new();
        for (index, run) in self.grid.runs().iter().enumerate() {
            for d in 1..=9u8 {
                let cells: Vec<usize> = run
                    .cells
                    .iter()
                    .copied()
                    .filter(|&c| self.values[c] == d)
                    .collect();
                if cells.len() > 1 {
                    found.push(RunConflict {
                        run: index,
                        kind: ConflictKind::Duplicate { digit: d, cells },
                    });
                }
            }
            let Some(sum) = run.sum else { continue };
            let total: u32 = run.cells.iter().map(|&c| u32::from(self.values[c])).sum();
            let full = run.cells.iter().all(|&c| self.values[c] != 0);
            if total > u32::from(sum) || (full && total != u32::from(sum)) {
                found.push(RunConflict {
                    run: index,
                    kind: ConflictKind::Sum { total },
                });
            }
        }
        found
    }

    /// A one-line description of a conflict for people.
    pub fn describe_conflict(&self, conflict: &RunConflict) -> String {
        let run = self.grid.describe_run(conflict.run);
        match &conflict.kind {
            ConflictKind::Duplicate { digit, cells } => {
                let names: Vec<String> = cells.iter().map(|&c| self.grid.cell_name(c)).collect();
                format!("{digit} appears twice in {run}: {}", names.join(", "))
            }
            ConflictKind::Sum { total } => format!("the digits of {run} add up to {total}"),
        }
    }
}
