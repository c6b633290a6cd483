//! Hand-built positions for the technique tests: an open board, cells by 1-based
//! row and column, and candidates set by hand.

use kibitz::engine::{Cell, DigitSet, Geometry, Position};

/// An open N×N board with boxes: every cell empty with every candidate.
pub fn board(n: usize) -> Position {
    Position::empty(Geometry::standard(n).expect("standard board"))
}

/// A cell from 1-based row and column.
pub fn at(pos: &Position, r: usize, c: usize) -> Cell {
    pos.geometry().cell(r - 1, c - 1)
}

/// Sets the candidates of the 1-based cell `r`, `c`.
pub fn set(pos: &mut Position, r: usize, c: usize, digits: &[u8]) {
    let cell = at(pos, r, c);
    pos.set_candidates(cell, DigitSet::from_digits(digits.iter().copied()));
}
