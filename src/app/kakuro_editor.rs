//! The Kakuro editor (SPEC §8, §10): a grid of squares — black, white, or a clue
//! with its down and across sums — written square by square; Enter checks the
//! grid (its structure, then with the exact solver that it has exactly one
//! solution) and plays it. The Sudoku editor (`super::editor`) is its sibling.
//!
//! Choices where the spec leaves room:
//! - `e` on a Kakuro opens this editor on the grid in play (its digits left out:
//!   the editor writes grids and clues, the givens of a Kakuro being rare); `x`
//!   gives a blank grid of the same size (a black first row and column, white
//!   squares elsewhere) to write a new one.
//! - The grid grows and shrinks by a column (`]`, `[`) or a row (`}`, `{`) at its
//!   right and bottom edges, from 3 to 100 squares each way (as a file may hold);
//!   new squares are black.
//! - Digits write the sum of one side of the selected square (the down sum or the
//!   across sum; `\` or Tab switches), making it a clue square: each digit is
//!   added to the end of the sum (`1`, `6` → 16), a sum that would pass 45 starts
//!   again from the digit, and Backspace takes the last digit back. A clue square
//!   whose two sides are both emptied turns black.
//! - Only a grid with exactly one solution is played; a structural fault (a run
//!   without a clue, a sum its length cannot make) names its square, and no
//!   solution, two solutions (with a square where they differ) or a search that
//!   gave up each say so and leave the grid in the editor to be fixed. Esc
//!   leaves the editor without changing anything. The check runs when asked
//!   for, on the UI thread, within the solver's usual budget.

use std::sync::Arc;

use super::{App, Effect, Puzzle, Screen, Tone};
use crate::kakuro::{Direction, KakuroGrid, KakuroPuzzle, KakuroSolveOutcome, Square, solve};

/// The fewest squares a side of the grid may have (the clue row or column and
/// two white squares).
pub const MIN_SIDE: usize = 3;
/// The most squares a side of the grid may have: as many as a Kakuro file may
/// hold, so any grid in play can be edited whole.
pub const MAX_SIDE: usize = crate::kakuro::grid::MAX_SIDE;
/// The largest sum a clue can have (1 + 2 + … + 9).
const MAX_SUM: u8 = 45;

/// One edit of the grid, as the keys ask for it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SquareEdit {
    /// Add a digit to the end of the selected side's sum.
    ClueDigit(u8),
    /// Take the last digit of the selected side's sum back.
    ClueBackspace,
    /// Switch which sum digits write (down, across).
    SwitchSide,
    /// Make the selected square white.
    White,
    /// Make the selected square black.
    Black,
    /// Add (1) or remove (-1) a column at the right edge.
    Columns(isize),
    /// Add (1) or remove (-1) a row at the bottom edge.
    Rows(isize),
    /// Start again from a blank grid of the same size.
    Blank,
}

/// A Kakuro being written: its squares, the selected square and the side of a
/// clue that digits write.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KakuroEditor {
    /// Squares across.
    pub width: usize,
    /// Squares down.
    pub height: usize,
    /// The squares, row-major.
    pub squares: Vec<Square>,
    /// The selected square: its row and column.
    pub cursor: (usize, usize),
    /// The side of a clue digits write: the down sum or the across sum.
    pub side: Direction,
}

impl KakuroEditor {
    /// A blank grid: a black first row and column, white squares elsewhere.
    pub fn blank(width: usize, height: usize) -> KakuroEditor {
        let (width, height) = (
            width.clamp(MIN_SIDE, MAX_SIDE),
            height.clamp(MIN_SIDE, MAX_SIDE),
        );
        let squares = (0..width * height)
            .map(|i| {
                if i < width || i % width == 0 {
                    Square::Black
                } else {
                    Square::White
                }
            })
            .collect();
        KakuroEditor {
            width,
            height,
            squares,
            cursor: (1, 1),
            side: Direction::Down,
        }
    }

    /// The squares of a grid, to edit (a side under the editor's least, which
    /// no playable grid has, is filled out with black squares).
    pub fn from_grid(grid: &KakuroGrid) -> KakuroEditor {
        let width = grid.width().clamp(MIN_SIDE, MAX_SIDE);
        let height = grid.height().clamp(MIN_SIDE, MAX_SIDE);
        let squares = (0..width * height)
            .map(|i| {
                let (r, c) = (i / width, i % width);
                if r < grid.height() && c < grid.width() {
                    grid.square(r, c)
                } else {
                    Square::Black
                }
            })
            .collect();
        KakuroEditor {
            width,
            height,
            squares,
            cursor: (1.min(height - 1), 1.min(width - 1)),
            side: Direction::Down,
        }
    }

    /// The square at row `r`, column `c`.
    pub fn square(&self, r: usize, c: usize) -> Square {
        self.squares[r * self.width + c]
    }

    /// The selected square.
    pub fn selected(&self) -> Square {
        self.square(self.cursor.0, self.cursor.1)
    }

    /// How many white squares and how many clue sums the grid has.
    pub fn counts(&self) -> (usize, usize) {
        let whites = self.squares.iter().filter(|&&s| s == Square::White).count();
        let sums = self
            .squares
            .iter()
            .map(|s| match s {
                Square::Clue { down, right } => {
                    usize::from(down.is_some()) + usize::from(right.is_some())
                }
                _ => 0,
            })
            .sum();
        (whites, sums)
    }

    /// Moves the selection, wrapping at the edges.
    pub fn step(&mut self, dr: isize, dc: isize) {
        let r = (self.cursor.0 as isize + dr).rem_euclid(self.height as isize);
        let c = (self.cursor.1 as isize + dc).rem_euclid(self.width as isize);
        self.cursor = (r as usize, c as usize);
    }

    /// Carries out an edit; a word for the player when there is one to say.
    pub fn edit(&mut self, edit: SquareEdit) -> Option<String> {
        let (r, c) = self.cursor;
        let at = r * self.width + c;
        match edit {
            SquareEdit::ClueDigit(d) => self.squares[at] = self.with_digit(self.squares[at], d),
            SquareEdit::ClueBackspace => self.squares[at] = self.without_digit(self.squares[at]),
            SquareEdit::SwitchSide => {
                self.side = match self.side {
                    Direction::Down => Direction::Across,
                    Direction::Across => Direction::Down,
                };
                return Some(format!("digits write the {} sum", self.side.word()));
            }
            SquareEdit::White => self.squares[at] = Square::White,
            SquareEdit::Black => self.squares[at] = Square::Black,
            SquareEdit::Columns(step) => {
                return self.resize(self.width as isize + step, self.height as isize);
            }
            SquareEdit::Rows(step) => {
                return self.resize(self.width as isize, self.height as isize + step);
            }
            SquareEdit::Blank => {
                *self = KakuroEditor::blank(self.width, self.height);
                return Some(format!("a blank {}×{} grid", self.width, self.height));
            }
        }
        None
    }

    /// The sum of the side digits write, in a square.
    fn side_sum(&self, square: Square) -> Option<u8> {
        match (square, self.side) {
            (Square::Clue { down, .. }, Direction::Down) => down,
            (Square::Clue { right, .. }, Direction::Across) => right,
            _ => None,
        }
    }

    /// A square with the side digits write set to `sum`: a clue square, or a
    /// black one when neither side has a sum left.
    fn with_side(&self, square: Square, sum: Option<u8>) -> Square {
        let (down, right) = match square {
            Square::Clue { down, right } => (down, right),
            _ => (None, None),
        };
        let (down, right) = match self.side {
            Direction::Down => (sum, right),
            Direction::Across => (down, sum),
        };
        if down.is_none() && right.is_none() {
            Square::Black
        } else {
            Square::Clue { down, right }
        }
    }

    /// The square with digit `d` added to the end of the side's sum (a sum past
    /// 45 starts again from `d`; a leading 0 is no sum).
    fn with_digit(&self, square: Square, d: u8) -> Square {
        let old = self.side_sum(square).unwrap_or(0);
        let longer = u16::from(old) * 10 + u16::from(d);
        let sum = if longer <= u16::from(MAX_SUM) {
            longer as u8
        } else {
            d
        };
        match sum {
            0 => square,
            sum => self.with_side(square, Some(sum)),
        }
    }

    /// The square with the last digit of the side's sum taken back.
    fn without_digit(&self, square: Square) -> Square {
        match self.side_sum(square) {
            Some(sum) => self.with_side(square, Some(sum / 10).filter(|&s| s > 0)),
            None => square,
        }
    }

    /// The grid at another size, keeping the squares that remain (new ones black).
    fn resize(&mut self, width: isize, height: isize) -> Option<String> {
        let limits = MIN_SIDE as isize..=MAX_SIDE as isize;
        if !limits.contains(&width) || !limits.contains(&height) {
            return Some(format!(
                "a grid has {MIN_SIDE} to {MAX_SIDE} squares each way"
            ));
        }
        let (width, height) = (width as usize, height as usize);
        let squares = (0..width * height)
            .map(|i| {
                let (r, c) = (i / width, i % width);
                if r < self.height && c < self.width {
                    self.square(r, c)
                } else {
                    Square::Black
                }
            })
            .collect();
        *self = KakuroEditor {
            width,
            height,
            squares,
            cursor: (self.cursor.0.min(height - 1), self.cursor.1.min(width - 1)),
            side: self.side,
        };
        Some(format!("{width}×{height} squares"))
    }

    /// The grid checked: a puzzle with exactly one solution, or why it is not one.
    pub fn check(&self) -> Result<KakuroPuzzle, String> {
        let grid = KakuroGrid::new(self.width, self.height, self.squares.clone())
            .map_err(|e| format!("{e}; fix it first"))?;
        let grid = Arc::new(grid);
        let empty = vec![0; grid.cell_count()];
        match solve(&grid, &empty) {
            KakuroSolveOutcome::Unique(_) => Ok(KakuroPuzzle {
                name: None,
                grid,
                givens: empty,
            }),
            KakuroSolveOutcome::Several(a, b) => {
                let differ = (0..a.len()).find(|&c| a[c] != b[c]).unwrap_or(0);
                let cell = grid.cell_name(differ);
                Err(format!(
                    "several solutions ({cell} can be {} or {}): change a clue",
                    a[differ], b[differ]
                ))
            }
            KakuroSolveOutcome::NoSolution => {
                Err("no solution: the clues contradict each other".into())
            }
            KakuroSolveOutcome::Undecided => Err(
                "undecided: the solver gave up before finding out; add clues or black squares"
                    .into(),
            ),
        }
    }
}

/// Opens the editor on the grid of a Kakuro.
pub fn open(app: &mut App, grid: &KakuroGrid) {
    app.screen = Screen::KakuroEditor(Box::new(KakuroEditor::from_grid(grid)));
    app.message = Some((
        Tone::Info,
        "Kakuro editor: squares and clues; Enter plays the grid".into(),
    ));
}

/// Applies an action in the Kakuro editor.
pub fn update(app: &mut App, action: super::Action) -> Vec<Effect> {
    use super::Action;
    let Screen::KakuroEditor(editor) = &mut app.screen else {
        return Vec::new();
    };
    match action {
        Action::Move(dr, dc) => editor.step(dr, dc),
        Action::KakuroEdit(edit) => {
            if let Some(note) = editor.edit(edit) {
                app.message = Some((Tone::Info, note));
            }
        }
        Action::EditorDone => return finish(app),
        Action::Dismiss | Action::Quit => {
            app.screen = Screen::Board;
            app.message = Some((Tone::Info, "left the editor; nothing changed".into()));
        }
        _ => {}
    }
    Vec::new()
}

/// Checks the grid: plays it when it has one solution, else says why not.
fn finish(app: &mut App) -> Vec<Effect> {
    let Screen::KakuroEditor(editor) = &app.screen else {
        return Vec::new();
    };
    match editor.check() {
        Ok(puzzle) => {
            app.screen = Screen::Board;
            let save = app.session.is_some().then_some(Effect::SaveGame);
            let note = "checked: one solution".to_string();
            save.into_iter()
                .chain([Effect::OpenEdited {
                    puzzle: Box::new(Puzzle::Kakuro(puzzle)),
                    tone: Tone::Success,
                    note,
                }])
                .collect()
        }
        Err(why) => {
            app.message = Some((Tone::Warning, why));
            Vec::new()
        }
    }
}

#[cfg(test)]
#[path = "kakuro_editor_tests.rs"]
mod tests;
