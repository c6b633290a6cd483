//! A Kakuro game in play (SPEC §8, §10): the puzzle, the player's position, the same
//! undo/redo history of invertible edits and clock as a Sudoku [`Game`](super::Game),
//! the check against the solution, staged hints from the Kakuro engine, and the ATK
//! profile of the current position, recomputed after every change (it takes
//! microseconds on a playable grid, so no worker thread is needed).
//!
//! Pencil marks follow the Sudoku game: an empty cell's candidates are the player's
//! own marks, a fresh game has none, and [`KakuroGame::analysis_position`] gives
//! unmarked cells what their runs leave open. An applied hint that eliminates from an
//! unmarked cell writes that cell's open digits less the eliminated ones as its
//! marks, so the deduction is kept.

use std::sync::Arc;
use std::time::Duration;

use super::{CellChange, CellState, Clock, Edit, History};
use crate::engine::DigitSet;
use crate::kakuro::{
    HintStage, KakuroGrid, KakuroHint, KakuroPosition, KakuroProfile, KakuroPuzzle,
    KakuroSolveOutcome, apply_hint, profile_position, solve,
};

/// A Kakuro being played.
#[derive(Clone, Debug)]
pub struct KakuroGame {
    pub(super) name: Option<String>,
    pub(super) givens: Vec<u8>,
    pub(super) position: KakuroPosition,
    pub(super) solution: Option<Vec<u8>>,
    pub(super) history: History,
    pub(super) cursor: usize,
    pub(super) clock: Clock,
    profile: KakuroProfile,
    hint: Option<(KakuroHint, HintStage)>,
}

impl KakuroGame {
    /// A fresh game on a puzzle, solved up front for the check (the solution is kept
    /// only when it is unique).
    pub fn new(puzzle: &KakuroPuzzle) -> KakuroGame {
        let solution = match solve(&puzzle.grid, &puzzle.givens) {
            KakuroSolveOutcome::Unique(s) => Some(s),
            _ => None,
        };
        KakuroGame::with_solution(puzzle, solution)
    }

    /// A fresh game with a known solution (or none).
    pub(super) fn with_solution(puzzle: &KakuroPuzzle, solution: Option<Vec<u8>>) -> KakuroGame {
        let mut position = KakuroPosition::new(Arc::clone(&puzzle.grid), &puzzle.givens);
        for cell in 0..puzzle.grid.cell_count() {
            if position.value(cell) == 0 {
                position.set_candidates(cell, DigitSet::EMPTY);
            }
        }
        let cursor = (0..puzzle.grid.cell_count())
            .find(|&c| position.value(c) == 0)
            .unwrap_or(0);
        KakuroGame {
            name: puzzle.name.clone(),
            givens: position.values().to_vec(),
            profile: profile_position(&position),
            position,
            solution,
            history: History::default(),
            cursor,
            clock: Clock::starting_at(Duration::ZERO),
            hint: None,
        }
    }

    /// The puzzle's name, if it has one.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// The grid.
    pub fn grid(&self) -> &Arc<KakuroGrid> {
        self.position.grid()
    }

    /// The puzzle as it started: its givens, one per white cell.
    pub fn givens(&self) -> &[u8] {
        &self.givens
    }

    /// The position as the player has it (marks are the player's own).
    pub fn position(&self) -> &KakuroPosition {
        &self.position
    }

    /// The solution, when the puzzle has exactly one.
    pub fn solution(&self) -> Option<&[u8]> {
        self.solution.as_deref()
    }

    /// The history of edits.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// The selected white cell.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The clock.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// Mutable access to the clock.
    pub fn clock_mut(&mut self) -> &mut Clock {
        &mut self.clock
    }

    /// The ATK profile of the current position.
    pub fn profile(&self) -> &KakuroProfile {
        &self.profile
    }

    /// The hint being revealed and how far, if any.
    pub fn staged_hint(&self) -> Option<&(KakuroHint, HintStage)> {
        self.hint.as_ref()
    }

    /// Shows a hint at a stage (the hint is dropped on the next change).
    pub fn stage_hint(&mut self, hint: KakuroHint, stage: HintStage) {
        self.hint = Some((hint, stage));
    }

    /// Selects a white cell (ignored when out of range).
    pub fn set_cursor(&mut self, cell: usize) {
        if cell < self.grid().cell_count() {
            self.cursor = cell;
        }
    }

    /// Moves the cursor to the next white cell in a direction, wrapping at the edges
    /// and skipping clue and black squares; stays when the line has no other.
    pub fn move_cursor(&mut self, dr: isize, dc: isize) {
        let grid = Arc::clone(self.grid());
        let (w, h) = (grid.width() as isize, grid.height() as isize);
        let (mut r, mut c) = grid.position_of(self.cursor);
        for _ in 0..w.max(h) {
            r = (r as isize + dr).rem_euclid(h) as usize;
            c = (c as isize + dc).rem_euclid(w) as usize;
            if let Some(cell) = grid.white_cell(r, c) {
                self.cursor = cell;
                return;
            }
        }
    }

    /// Places a digit in the cursor cell, removing it from the marks of both runs;
    /// false when nothing changed.
    pub fn place(&mut self, d: u8) -> bool {
        let cell = self.cursor;
        if self.position.is_given(cell) || !(1..=9).contains(&d) || self.position.value(cell) == d {
            return false;
        }
        let mut next = self.position.clone();
        next.place(cell, d);
        self.commit_from(&next)
    }

    /// Toggles a pencil mark in the cursor cell (only in an empty cell).
    pub fn toggle_candidate(&mut self, d: u8) -> bool {
        let cell = self.cursor;
        if self.position.value(cell) != 0 || !(1..=9).contains(&d) {
            return false;
        }
        let mut next = self.position.clone();
        let marks = next.candidates(cell);
        let toggled = if marks.contains(d) {
            marks - DigitSet::single(d)
        } else {
            marks | DigitSet::single(d)
        };
        next.set_candidates(cell, toggled);
        self.commit_from(&next)
    }

    /// Erases the cursor cell: its digit, or when empty its marks.
    pub fn erase(&mut self) -> bool {
        let cell = self.cursor;
        if self.position.is_given(cell) {
            return false;
        }
        let mut next = self.position.clone();
        let empty = CellState {
            value: 0,
            candidates: DigitSet::EMPTY,
        };
        set_cell(&mut next, cell, empty);
        self.commit_from(&next)
    }

    /// Fills every empty cell's marks with what its runs leave open; marked cells
    /// keep only those of their marks.
    pub fn fill_candidates(&mut self) -> bool {
        let mut next = self.position.clone();
        next.reset_candidates();
        for cell in self.position.empty_cells() {
            let marks = self.position.candidates(cell);
            if !marks.is_empty() {
                next.set_candidates(cell, marks & next.candidates(cell));
            }
        }
        self.commit_from(&next)
    }

    /// Removes every pencil mark.
    pub fn clear_candidates(&mut self) -> bool {
        let mut next = self.position.clone();
        for cell in self.position.empty_cells() {
            next.set_candidates(cell, DigitSet::EMPTY);
        }
        self.commit_from(&next)
    }

    /// Applies the staged hint as one undoable step; false when none is staged or it
    /// changes nothing.
    pub fn apply_staged_hint(&mut self) -> bool {
        let Some((hint, _)) = self.hint.clone() else {
            return false;
        };
        let analysis = self.analysis_position();
        let mut next = self.position.clone();
        for &(cell, _) in &hint.eliminations {
            if next.value(cell) == 0 && next.candidates(cell).is_empty() {
                next.set_candidates(cell, analysis.candidates(cell));
            }
        }
        apply_hint(&mut next, &hint);
        self.commit_from(&next)
    }

    /// Reverts the newest edit in effect; false at the start.
    pub fn undo(&mut self) -> bool {
        let Some(edit) = self.history.undo().cloned() else {
            return false;
        };
        for ch in &edit.changes {
            set_cell(&mut self.position, usize::from(ch.cell), ch.before);
        }
        self.cursor = usize::from(edit.cursor);
        self.after_change();
        true
    }

    /// Applies the next undone edit again; false at the newest.
    pub fn redo(&mut self) -> bool {
        let Some(edit) = self.history.redo().cloned() else {
            return false;
        };
        for ch in &edit.changes {
            set_cell(&mut self.position, usize::from(ch.cell), ch.after);
        }
        self.cursor = usize::from(edit.cursor);
        self.after_change();
        true
    }

    /// The placed (non-given) digits that differ from the solution; `None` when the
    /// solution is not known.
    pub fn mistakes(&self) -> Option<Vec<usize>> {
        let solution = self.solution.as_ref()?;
        Some(wrong_cells(&self.position, solution))
    }

    /// Undoes edits back to right before the first one that put in a wrong digit
    /// (as the Sudoku game does); the number undone, or `None` without a solution.
    pub fn undo_to_before_first_mistake(&mut self) -> Option<usize> {
        let solution = self.solution.clone()?;
        if wrong_cells(&self.position, &solution).is_empty() {
            return Some(0);
        }
        let mut replay = self.start_position();
        let mut target = self.history.index();
        for (i, edit) in self.history.edits()[..self.history.index()]
            .iter()
            .enumerate()
        {
            for ch in &edit.changes {
                set_cell(&mut replay, usize::from(ch.cell), ch.after);
            }
            if !wrong_cells(&replay, &solution).is_empty() {
                target = i;
                break;
            }
        }
        let mut undone = 0;
        while self.history.index() > target && self.undo() {
            undone += 1;
        }
        Some(undone)
    }

    /// Filled white cells and the number of white cells.
    pub fn progress(&self) -> (usize, usize) {
        (self.position.placed_count(), self.grid().cell_count())
    }

    /// Whether every run is complete and right (and equal to the solution when known).
    pub fn is_solved(&self) -> bool {
        self.position.is_solved()
            && self
                .solution
                .as_ref()
                .is_none_or(|s| s.as_slice() == self.position.values())
    }

    /// The position to analyse: the player's digits and marks, every unmarked empty
    /// cell given what its runs leave open.
    pub fn analysis_position(&self) -> KakuroPosition {
        let mut pos = self.position.clone();
        pos.reset_candidates();
        for cell in self.position.empty_cells() {
            let marks = self.position.candidates(cell);
            if !marks.is_empty() {
                pos.set_candidates(cell, marks);
            }
        }
        pos
    }

    /// The puzzle's start: givens only, no marks.
    pub(super) fn start_position(&self) -> KakuroPosition {
        let mut pos = KakuroPosition::new(Arc::clone(self.grid()), &self.givens);
        for cell in 0..self.givens.len() {
            if self.givens[cell] == 0 {
                pos.set_candidates(cell, DigitSet::EMPTY);
            }
        }
        pos
    }

    /// Records the difference between the position and `next` as one history entry.
    fn commit_from(&mut self, next: &KakuroPosition) -> bool {
        let changes: Vec<CellChange> = (0..self.grid().cell_count())
            .filter_map(|cell| {
                let before = cell_state(&self.position, cell);
                let after = cell_state(next, cell);
                (before != after).then_some(CellChange {
                    cell: cell as u16,
                    before,
                    after,
                })
            })
            .collect();
        if changes.is_empty() {
            return false;
        }
        for ch in &changes {
            set_cell(&mut self.position, usize::from(ch.cell), ch.after);
        }
        self.history.push(Edit {
            cursor: self.cursor as u16,
            changes,
        });
        self.after_change();
        true
    }

    pub(super) fn after_change(&mut self) {
        self.hint = None;
        self.profile = profile_position(&self.position);
        let solved = self.is_solved();
        self.clock.set_running(!solved);
    }
}

/// What a cell holds: a digit (no marks kept), or the marks of an empty cell.
pub(super) fn cell_state(pos: &KakuroPosition, cell: usize) -> CellState {
    let value = pos.value(cell);
    CellState {
        value,
        candidates: if value == 0 {
            pos.candidates(cell)
        } else {
            DigitSet::EMPTY
        },
    }
}

/// Puts a cell into a state, leaving every other cell alone.
pub(super) fn set_cell(pos: &mut KakuroPosition, cell: usize, state: CellState) {
    pos.set_value(cell, state.value);
    pos.set_candidates(cell, state.candidates);
}

fn wrong_cells(pos: &KakuroPosition, solution: &[u8]) -> Vec<usize> {
    (0..pos.values().len())
        .filter(|&c| {
            let v = pos.value(c);
            v != 0 && Some(&v) != solution.get(c) && !pos.is_given(c)
        })
        .collect()
}

#[cfg(test)]
#[path = "kakuro_tests.rs"]
mod tests;
