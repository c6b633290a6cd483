//! A game in play (SPEC §8, §10), one for every kind of puzzle: the puzzle, the
//! player's position, a bounded undo/redo history of invertible edits (see
//! `history`), the check against the solution and the clock. No terminal here: the UI and the
//! tests drive it through plain methods. What differs between Sudoku and Kakuro is
//! behind the small [`Kind`] trait.
//!
//! Pencil marks: an empty cell's candidates are the player's own marks, so a fresh
//! game has none and "fill candidates" writes them. An empty cell without marks is
//! "not yet marked", never a contradiction: [`Game::analysis_position`] is the
//! position the coach rates and hints from (SPEC §10): each marked cell's marks
//! intersected with what the cell has open, each unmarked cell what it has open.
//! Placing a digit also takes it out of the marks it rules out (part of the same
//! undoable step).
//!
//! Colour marks (`colours`): the two colours a player paints candidates with are
//! part of the game, changed by edits like the marks themselves.

mod clock;
mod colours;
#[cfg(test)]
pub(crate) mod fixtures;
mod history;
mod kakuro;
mod kind;
mod save;
mod step;
mod sudoku;

use std::time::Duration;

use crate::engine::DigitSet;

pub use clock::{Clock, format_duration};
pub use colours::{Colour, ColourChange, ColourMarks};
pub use history::{CellChange, CellState, Edit, FOLD_BATCH, History, UNDO_STEPS};
pub use kakuro::{KAKURO_KEY_PREFIX, Kakuro, SavedKakuro, kakuro_key};
pub use kind::Kind;
pub use save::{JournalEntry, JournalStop, SavedGame, read_journal};
pub use step::{contradictions, position_key};

pub use sudoku::{SavedSudoku, Sudoku, puzzle_key};

/// A Sudoku being played.
pub type SudokuGame = Game<Sudoku>;
/// A Kakuro being played.
pub type KakuroGame = Game<Kakuro>;

/// A puzzle being played.
#[derive(Clone, Debug)]
pub struct Game<K: Kind> {
    name: Option<String>,
    start: K::Position,
    position: K::Position,
    solution: Option<Vec<u8>>,
    history: History,
    colours: Vec<ColourMarks>,
    cursor: usize,
    clock: Clock,
}

impl<K: Kind> Game<K> {
    /// A fresh game on a puzzle: its placed digits become the givens, no marks yet
    /// (candidates a pencil-mark file gives are not carried over). `solution` is
    /// the full grid when the puzzle has exactly one solution and it is known.
    pub fn new(name: Option<String>, puzzle: &K::Position, solution: Option<Vec<u8>>) -> Game<K> {
        let start = K::givens_only(puzzle);
        Game {
            name,
            cursor: K::first_cell(&start),
            position: start.clone(),
            start,
            solution,
            history: History::default(),
            colours: vec![ColourMarks::NONE; K::cell_count(puzzle)],
            clock: Clock::starting_at(Duration::ZERO),
        }
    }

    /// The puzzle's name, if it has one.
    pub fn name(&self) -> Option<&str> {
        self.name.as_deref()
    }

    /// The position as the player has it (marks are the player's own).
    pub fn position(&self) -> &K::Position {
        &self.position
    }

    /// The puzzle as it started: givens only.
    pub fn start(&self) -> &K::Position {
        &self.start
    }

    /// The solution, when the puzzle has exactly one and it is known.
    pub fn solution(&self) -> Option<&[u8]> {
        self.solution.as_deref()
    }

    /// The history of edits.
    pub fn history(&self) -> &History {
        &self.history
    }

    /// The selected cell.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// The key the game's save is filed under.
    pub fn key(&self) -> String {
        K::save_key(&self.start)
    }

    /// A cell's name as people read it (`r3c7`).
    pub fn cell_name(&self, cell: usize) -> String {
        K::cell_name(&self.position, cell)
    }

    /// Selects a cell (ignored when out of range).
    pub fn set_cursor(&mut self, cell: usize) {
        if cell < K::cell_count(&self.position) {
            self.cursor = cell;
        }
    }

    /// Moves the cursor by rows and columns, wrapping around the edges.
    pub fn move_cursor(&mut self, dr: isize, dc: isize) {
        self.cursor = K::step(&self.position, self.cursor, dr, dc);
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
    pub fn place(&mut self, d: u8) -> bool {
        let cell = self.cursor;
        let pos = &self.position;
        if K::is_given(pos, cell)
            || d == 0
            || d > K::max_digit(pos)
            || K::cell(pos, cell).value == d
        {
            return false;
        }
        let mut next = self.position.clone();
        K::place(&mut next, cell, d);
        self.commit_from(&next)
    }

    /// Toggles a pencil mark in the cursor cell (only in an empty cell).
    pub fn toggle_candidate(&mut self, d: u8) -> bool {
        let cell = self.cursor;
        let pos = &self.position;
        if K::cell(pos, cell).value != 0 || d == 0 || d > K::max_digit(pos) {
            return false;
        }
        let old = K::cell(pos, cell).candidates;
        let one = DigitSet::single(d);
        let marks = if old.contains(d) {
            old - one
        } else {
            old | one
        };
        self.commit_cells(&[(
            cell,
            CellState {
                value: 0,
                candidates: marks,
            },
        )])
    }

    /// Erases the cursor cell: its digit, or when empty its marks.
    pub fn erase(&mut self) -> bool {
        if K::is_given(&self.position, self.cursor) {
            return false;
        }
        self.commit_cells(&[(self.cursor, CellState::EMPTY)])
    }

    /// Fills the marks of every empty cell with what it has open; cells already
    /// marked keep only those of their marks.
    pub fn fill_candidates(&mut self) -> bool {
        let next = self.analysis_position();
        self.commit_from(&next)
    }

    /// Removes every pencil mark on the board.
    pub fn clear_candidates(&mut self) -> bool {
        let cells: Vec<(usize, CellState)> = self
            .empty_cells()
            .map(|cell| (cell, CellState::EMPTY))
            .collect();
        self.commit_cells(&cells)
    }

    /// Reverts the newest edit in effect; false at the start.
    pub fn undo(&mut self) -> bool {
        self.travel(false)
    }

    /// Applies the next undone edit again; false at the newest.
    pub fn redo(&mut self) -> bool {
        self.travel(true)
    }

    /// One step through the history, back or forward, cursor included.
    fn travel(&mut self, forward: bool) -> bool {
        let edit = if forward {
            self.history.redo()
        } else {
            self.history.undo()
        };
        let Some(edit) = edit.cloned() else {
            return false;
        };
        for ch in &edit.changes {
            let state = if forward { ch.after } else { ch.before };
            K::set_cell(&mut self.position, usize::from(ch.cell), state);
        }
        for ch in &edit.colours {
            let marks = if forward { ch.after } else { ch.before };
            self.set_colours(usize::from(ch.cell), marks);
        }
        self.cursor = usize::from(edit.cursor);
        self.after_change();
        true
    }

    /// The placed (non-given) digits that differ from the solution, in cell order;
    /// `None` when the solution is not known.
    pub fn mistakes(&self) -> Option<Vec<usize>> {
        let solution = self.solution.as_ref()?;
        let pos = &self.position;
        Some(
            (0..K::cell_count(pos))
                .filter(|&c| {
                    let v = K::cell(pos, c).value;
                    v != 0 && !K::is_given(pos, c) && solution.get(c) != Some(&v)
                })
                .collect(),
        )
    }

    /// Filled cells and the total number of cells.
    pub fn progress(&self) -> (usize, usize) {
        let total = K::cell_count(&self.position);
        (total - self.empty_cells().count(), total)
    }

    /// Whether the board is full and breaks no rule (and equals the solution when
    /// one is known).
    pub fn is_solved(&self) -> bool {
        let values = (0..K::cell_count(&self.position)).map(|c| K::cell(&self.position, c).value);
        K::is_solved(&self.position)
            && self
                .solution
                .as_ref()
                .is_none_or(|s| s.iter().copied().eq(values))
    }

    /// The position to analyse (SPEC §10): the placed digits; in each marked cell
    /// its marks intersected with what the cell has open, in each unmarked cell
    /// what it has open.
    pub fn analysis_position(&self) -> K::Position {
        analysis_of::<K>(&self.position)
    }

    /// The empty cells in order.
    fn empty_cells(&self) -> impl Iterator<Item = usize> + '_ {
        (0..K::cell_count(&self.position)).filter(|&c| K::cell(&self.position, c).value == 0)
    }

    /// Records the difference between the position and `next` as one history entry.
    fn commit_from(&mut self, next: &K::Position) -> bool {
        let cells: Vec<(usize, CellState)> = (0..K::cell_count(next))
            .map(|cell| (cell, K::cell(next, cell)))
            .collect();
        self.commit_cells(&cells)
    }

    /// Puts cells into new states as one history entry; cells that do not change
    /// are left out, and nothing is recorded when none changes.
    fn commit_cells(&mut self, cells: &[(usize, CellState)]) -> bool {
        self.commit(cells, &[])
    }

    /// Puts cells into new states and cells' colour marks into new marks as one
    /// history entry; what does not change is left out, and nothing is recorded
    /// when nothing changes. A candidate that leaves a cell's marks loses its
    /// colour in the same entry, so undo brings both back.
    fn commit(&mut self, cells: &[(usize, CellState)], colours: &[(usize, ColourMarks)]) -> bool {
        let changes: Vec<CellChange> = cells
            .iter()
            .map(|&(cell, after)| CellChange {
                cell: cell as u16,
                before: K::cell(&self.position, cell),
                after,
            })
            .filter(|c| c.before != c.after)
            .collect();
        let kept = changes.iter().map(|ch| {
            let cell = usize::from(ch.cell);
            let marks = match ch.after.value {
                0 => ch.after.candidates,
                _ => DigitSet::EMPTY,
            };
            (cell, self.colours(cell).within(marks))
        });
        let colour_changes: Vec<ColourChange> = colours
            .iter()
            .copied()
            .chain(kept)
            .map(|(cell, after)| ColourChange {
                cell: cell as u16,
                before: self.colours(cell),
                after,
            })
            .filter(|c| c.before != c.after)
            .collect();
        if changes.is_empty() && colour_changes.is_empty() {
            return false;
        }
        for ch in &changes {
            K::set_cell(&mut self.position, usize::from(ch.cell), ch.after);
        }
        for ch in &colour_changes {
            self.set_colours(usize::from(ch.cell), ch.after);
        }
        self.history.push(Edit {
            cursor: self.cursor as u16,
            changes,
            colours: colour_changes,
        });
        self.after_change();
        true
    }

    /// Puts a cell's colour marks into a state (ignored off the board).
    fn set_colours(&mut self, cell: usize, marks: ColourMarks) {
        if let Some(slot) = self.colours.get_mut(cell) {
            *slot = marks;
        }
    }

    fn after_change(&mut self) {
        let solved = self.is_solved();
        self.clock.set_running(!solved);
    }
}

/// The position the coach works on for a position as the player has it: each
/// marked cell's marks intersected with what the cell has open, each unmarked cell
/// what it has open.
pub fn analysis_of<K: Kind>(played: &K::Position) -> K::Position {
    let mut pos = K::open_marks(played);
    for cell in 0..K::cell_count(played) {
        let state = K::cell(played, cell);
        if state.value == 0 && !state.candidates.is_empty() {
            let kept = state.candidates & K::cell(&pos, cell).candidates;
            K::set_cell(
                &mut pos,
                cell,
                CellState {
                    value: 0,
                    candidates: kept,
                },
            );
        }
    }
    pos
}

#[cfg(test)]
mod tests;
