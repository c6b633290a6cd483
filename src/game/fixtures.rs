//! Puzzles the unit tests of the game and the app share (SPEC §10): a 4×4 Sudoku
//! with its solution, and a small Kakuro.

use crate::engine::{Digit, Geometry, Position};
use crate::kakuro::{KakuroPuzzle, read_kakuro};

/// A 4×4 puzzle.
pub const FOUR: &str = "1.3..4.24..1.1.3";
/// Its solution.
pub const FOUR_SOLUTION: &str = "1234341243212143";

/// A 6×6 Kakuro with a unique solution.
pub const SMALL_KAKURO: &str = "\
# 15\\ 19\\ # 33\\ 7\\
\\14 . . 18\\5 . .
\\27 . . . . .
# 14\\23 . . . 8\\
\\22 . . . . .
\\7 . . \\16 . .
";

/// Digits written one character per cell, `.` for empty.
pub fn digits(s: &str) -> Vec<Digit> {
    s.bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect()
}

/// The first puzzle of `text` (any §9 Sudoku form) as a position.
pub fn read(text: &str) -> Position {
    crate::format::read_sudoku(text, "t", &Default::default())
        .next()
        .and_then(Result::ok)
        .map(|p| p.position)
        .expect("a readable puzzle")
}

/// The 4×4 puzzle as a position.
pub fn four() -> Position {
    Position::from_givens(Geometry::standard(4).expect("a 4×4 board"), &digits(FOUR))
}

/// The small Kakuro.
pub fn small_kakuro() -> KakuroPuzzle {
    read_kakuro(SMALL_KAKURO, "small").expect("a readable Kakuro")
}
