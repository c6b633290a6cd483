//! A game in play (SPEC §10): the puzzle, the player's position, an unlimited
//! undo/redo history of invertible edits, the check against the solution and the
//! clock. No terminal here: the UI and the tests drive it through plain methods.
//!
//! Pencil marks: an empty cell's candidates are the player's own marks, so a fresh
//! game has none and "fill candidates" writes them by basic filtering. An empty
//! cell without marks is "not yet marked", never a contradiction:
//! [`Game::analysis_position`] is the position the coach rates and hints from
//! (SPEC §10): each marked cell's marks intersected with basic filtering, each
//! unmarked cell the digits basic filtering allows. Placing a digit also removes
//! it from the marks of the cell's peers (part of the same undoable step).

mod clock;
mod history;
mod kakuro;
mod kakuro_save;
mod save;
mod step;

use std::sync::Arc;
use std::time::Duration;

use crate::engine::{Cell, Digit, DigitSet, Geometry, Position};

pub use clock::{Clock, format_duration};
pub use history::{CellChange, CellState, Edit, History};
pub use kakuro::KakuroGame;
pub use kakuro_save::{SavedKakuro, kakuro_key};
pub use save::{SavedGame, puzzle_key};
pub use step::{contradictions, position_key};

/// A puzzle being played.
#[derive(Clone, Debug)]
pub struct Game {
    name: Option<String>,
    start: Position,
    position: Position,
    solution: Option<Vec<Digit>>,
    history: History,
    cursor: Cell,
    clock: Clock,
}

impl Game {
    /// A fresh game on a puzzle: its placed digits become the givens, no marks yet
    /// (candidates a pencil-mark file gives are not carried over).
    /// `solution` is the full grid when the puzzle has exactly one solution.
    pub fn new(name: Option<String>, puzzle: &Position, solution: Option<Vec<Digit>>) -> Game {
        let start = Position::from_givens(Arc::clone(puzzle.geometry()), puzzle.values());
        let mut position = start.clone();
        for cell in start.empty_cells() {
            position.set_candidates(cell, DigitSet::EMPTY);
        }
        Game {
            name,
            start: position.clone(),
            position,
            solution,
            history: History::default(),
            cursor: 0,
            clock: Clock::starting_at(Duration::ZERO),
        }
    }

    /// The puzzle's name, if it has one.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// The board geometry.
    pub fn geometry(&self) -> &Arc<Geometry> {
        self.position.geometry()
    }

    /// The position as the player has it (marks are the player's own).
    pub fn position(&self) -> &Position {
        &self.position
    }

    /// The puzzle as it started: givens only.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The solution grid, when the puzzle has exactly one.
    pub fn solution(&self) -> Option<&[Digit]> {
        self.solution.as_deref()
    }

    /// The history of edits.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// The selected cell.
    pub fn cursor(&self) -> Cell {
        self.cursor
    }

    /// Selects a cell (ignored when out of range).
    pub fn set_cursor(&mut self, cell: Cell) {
        if (cell as usize) < self.geometry().cell_count() {
            self.cursor = cell;
        }
    }

    /// Moves the cursor by rows and columns, wrapping around the edges.
    pub fn move_cursor(&mut self, dr: isize, dc: isize) {
        let geo = self.geometry();
        let n = geo.n() as isize;
        let r = (geo.row_of(self.cursor) as isize + dr).rem_euclid(n);
        let c = (geo.col_of(self.cursor) as isize + dc).rem_euclid(n);
        self.cursor = geo.cell(r as usize, c as usize);
    }

    /// The clock.
    pub fn clock(&self) -> &Clock {
        &self.clock
    }

    /// Mutable access to the clock (to hold it, or stop it when the game is left).
    pub fn clock_mut(&mut self) -> &mut Clock {
        &mut self.clock
    }

    /// Places a digit in the cursor cell; false when nothing changed (a given, or the
    /// same digit already there).
    pub fn place(&mut self, d: Digit) -> bool {
        let cell = self.cursor;
        let n = self.position.n();
        if self.position.is_given(cell) || d == 0 || d as usize > n {
            return false;
        }
        if self.position.value(cell) == d {
            return false;
        }
        let mut changes = vec![self.change(cell, d, DigitSet::EMPTY)];
        for &p in self.geometry().peers(cell) {
            let marks = self.position.candidates(p);
            if self.position.value(p) == 0 && marks.contains(d) {
                changes.push(self.change(p, 0, marks - DigitSet::single(d)));
            }
        }
        self.commit(changes)
    }

    /// Toggles a pencil mark in the cursor cell (only in an empty cell).
    pub fn toggle_candidate(&mut self, d: Digit) -> bool {
        let cell = self.cursor;
        if self.position.value(cell) != 0 || d == 0 || d as usize > self.position.n() {
            return false;
        }
        let marks = self.position.candidates(cell);
        let toggled = if marks.contains(d) {
            marks - DigitSet::single(d)
        } else {
            marks | DigitSet::single(d)
        };
        let change = self.change(cell, 0, toggled);
        self.commit(vec![change])
    }

    /// Erases the cursor cell: its digit, or when empty its marks.
    pub fn erase(&mut self) -> bool {
        let cell = self.cursor;
        if self.position.is_given(cell) {
            return false;
        }
        let change = self.change(cell, 0, DigitSet::EMPTY);
        self.commit(vec![change])
    }

    /// Fills the marks of every empty cell by basic filtering; cells already marked
    /// keep only those of their marks that basic filtering allows.
    pub fn fill_candidates(&mut self) -> bool {
        let changes: Vec<CellChange> = self
            .position
            .empty_cells()
            .map(|cell| {
                let marks = self.position.candidates(cell);
                let allowed = self.position.allowed(cell);
                let filled = if marks.is_empty() {
                    allowed
                } else {
                    marks & allowed
                };
                self.change(cell, 0, filled)
            })
            .collect();
        self.commit(changes)
    }

    /// Removes every pencil mark on the board.
    pub fn clear_candidates(&mut self) -> bool {
        let changes: Vec<CellChange> = self
            .position
            .empty_cells()
            .map(|cell| self.change(cell, 0, DigitSet::EMPTY))
            .collect();
        self.commit(changes)
    }

    /// Reverts the newest edit in effect; false at the start.
    pub fn undo(&mut self) -> bool {
        let Some(edit) = self.history.undo().cloned() else {
            return false;
        };
        for ch in &edit.changes {
            set_cell(&mut self.position, ch.cell, ch.before);
        }
        self.cursor = edit.cursor;
        self.after_change();
        true
    }

    /// Applies the next undone edit again; false at the newest.
    pub fn redo(&mut self) -> bool {
        let Some(edit) = self.history.redo().cloned() else {
            return false;
        };
        for ch in &edit.changes {
            set_cell(&mut self.position, ch.cell, ch.after);
        }
        self.cursor = edit.cursor;
        self.after_change();
        true
    }

    /// The placed (non-given) digits that differ from the solution, row-major;
    /// `None` when the solution is not known.
    pub fn mistakes(&self) -> Option<Vec<Cell>> {
        let solution = self.solution.as_ref()?;
        Some(wrong_cells(&self.position, solution))
    }

    /// When the position contradicts the solution (a wrong digit, or marks that
    /// leave out a cell's solution digit), undoes edits back to the newest position
    /// free of such contradictions: right before the mistake that the current
    /// trouble started with (a mistake since corrected leaves nothing to undo).
    /// Returns how many edits were undone, or `None` when the solution is not known.
    pub fn undo_to_before_first_mistake(&mut self) -> Option<usize> {
        let solution = self.solution.clone()?;
        if step::contradictions(&self.position, &solution).is_empty() {
            return Some(0);
        }
        let mut replay = self.start.clone();
        let mut target = 0;
        for (i, edit) in self.history.edits()[..self.history.index()]
            .iter()
            .enumerate()
        {
            for ch in &edit.changes {
                set_cell(&mut replay, ch.cell, ch.after);
            }
            if step::contradictions(&replay, &solution).is_empty() {
                target = i + 1;
            }
        }
        let mut undone = 0;
        while self.history.index() > target && self.undo() {
            undone += 1;
        }
        Some(undone)
    }

    /// Filled cells and the total number of cells.
    pub fn progress(&self) -> (usize, usize) {
        let total = self.geometry().cell_count();
        (total - self.position.empty_count(), total)
    }

    /// Whether the board is full, free of duplicates (and equal to the solution when
    /// one is known).
    pub fn is_solved(&self) -> bool {
        self.position.is_solved()
            && self
                .solution
                .as_ref()
                .is_none_or(|s| s.as_slice() == self.position.values())
    }

    /// The position to analyse (SPEC §10): the placed digits; in each marked cell
    /// its marks intersected with basic filtering, in each unmarked cell what basic
    /// filtering allows.
    pub fn analysis_position(&self) -> Position {
        let mut pos = self.position.clone();
        let empty: Vec<Cell> = pos.empty_cells().collect();
        for cell in empty {
            let allowed = pos.allowed(cell);
            let marks = pos.candidates(cell);
            let kept = if marks.is_empty() {
                allowed
            } else {
                marks & allowed
            };
            pos.set_candidates(cell, kept);
        }
        pos
    }

    fn change(&self, cell: Cell, value: Digit, candidates: DigitSet) -> CellChange {
        CellChange {
            cell,
            before: cell_state(&self.position, cell),
            after: CellState { value, candidates },
        }
    }

    /// Applies the changes that change something as one history entry.
    fn commit(&mut self, changes: Vec<CellChange>) -> bool {
        let changes: Vec<CellChange> = changes
            .into_iter()
            .filter(|c| c.before != c.after)
            .collect();
        if changes.is_empty() {
            return false;
        }
        for ch in &changes {
            set_cell(&mut self.position, ch.cell, ch.after);
        }
        self.history.push(Edit {
            cursor: self.cursor,
            changes,
        });
        self.after_change();
        true
    }

    fn after_change(&mut self) {
        let solved = self.is_solved();
        self.clock.set_running(!solved);
    }
}

/// What a cell holds now.
fn cell_state(pos: &Position, cell: Cell) -> CellState {
    CellState {
        value: pos.value(cell),
        candidates: pos.candidates(cell),
    }
}

/// Puts a cell into a state (a digit, or an empty cell with exactly these marks).
fn set_cell(pos: &mut Position, cell: Cell, state: CellState) {
    if state.value != 0 {
        pos.set_value(cell, state.value);
    } else {
        pos.clear(cell);
        pos.set_candidates(cell, state.candidates);
    }
}

fn wrong_cells(pos: &Position, solution: &[Digit]) -> Vec<Cell> {
    pos.values()
        .iter()
        .zip(solution)
        .enumerate()
        .filter(|&(i, (&v, &s))| v != 0 && v != s && !pos.is_given(i as Cell))
        .map(|(i, _)| i as Cell)
        .collect()
}

#[cfg(test)]
mod tests;
