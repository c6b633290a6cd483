//! What one kind of puzzle must tell the generic game (SPEC §1, §8, §10): how a
//! position holds digits and pencil marks, what placing a digit does to the marks
//! around it, which digits a cell has open, how the cursor moves, when the puzzle
//! is solved, and how the puzzle itself is written in a save. Sudoku
//! (`super::sudoku`) and Kakuro (`super::kakuro`) implement it; history, undo and
//! redo, the check, marks, hints applied and saves are written once, in
//! [`Game`](super::Game).

use std::fmt::Debug;

use serde::Serialize;
use serde::de::DeserializeOwned;

use super::CellState;

/// One kind of puzzle, as the generic game sees it. Cells are numbered from 0.
pub trait Kind: Sized + 'static {
    /// A position of this kind: placed digits, givens and marks.
    type Position: Clone + Debug + PartialEq;
    /// The puzzle's own part of a save (grid and givens), written beside the
    /// fields every save has.
    type SavedPuzzle: Serialize + DeserializeOwned + Clone + Debug;

    /// How many cells take digits.
    fn cell_count(pos: &Self::Position) -> usize;
    /// The largest digit a cell takes.
    fn max_digit(pos: &Self::Position) -> u8;
    /// What a cell holds: its digit (no marks), or when empty its pencil marks.
    fn cell(pos: &Self::Position, cell: usize) -> CellState;
    /// Whether a cell holds a given.
    fn is_given(pos: &Self::Position, cell: usize) -> bool;
    /// Puts a cell into a state: a digit (no marks kept), or empty with marks.
    fn set_cell(pos: &mut Self::Position, cell: usize, state: CellState);
    /// Places a digit, taking it out of the marks of every cell it rules out.
    fn place(pos: &mut Self::Position, cell: usize, digit: u8);
    /// The position with every empty cell marked with the digits it has open
    /// (basic filtering on a Sudoku, the runs' combinations on a Kakuro).
    fn open_marks(pos: &Self::Position) -> Self::Position;
    /// Whether every cell is filled and no rule is broken.
    fn is_solved(pos: &Self::Position) -> bool;
    /// The puzzle's givens alone: every other cell empty, no marks.
    fn givens_only(puzzle: &Self::Position) -> Self::Position;
    /// The cell the cursor reaches from `cell` moving by rows and columns.
    fn step(pos: &Self::Position, cell: usize, dr: isize, dc: isize) -> usize;
    /// The cell the cursor starts on.
    fn first_cell(pos: &Self::Position) -> usize;
    /// A cell's name as people read it.
    fn cell_name(pos: &Self::Position, cell: usize) -> String;
    /// The puzzle's part of a save.
    fn saved_puzzle(start: &Self::Position) -> Self::SavedPuzzle;
    /// The puzzle (givens only) back from a save; the error says what is wrong.
    fn puzzle_from_saved(saved: &Self::SavedPuzzle) -> Result<Self::Position, String>;
    /// The stable key the puzzle's save is filed under.
    fn save_key(start: &Self::Position) -> String;
}
