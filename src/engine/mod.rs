//! The Sudoku engine: pure, no I/O and no terminal. Digits and cell sets, board
//! geometry, positions, the exact solver (SPEC §1).

pub mod cellset;
pub mod digits;
pub mod geometry;
pub mod position;
pub mod solver;

pub use cellset::{Cell, CellSet};
pub use digits::{Digit, DigitSet, char_digit, digit_char};
pub use geometry::{Geometry, GeometryError, GroupIndex, GroupKind, Regions};
pub use position::{Conflict, Position};
