//! The Sudoku engine: pure, no I/O and no terminal. Digits and cell sets, board
//! geometry, positions, the exact solver (SPEC §1), and the human-style techniques
//! with their registry, instances and application (SPEC §2, §3).

pub mod apply;
pub mod cellset;
pub mod contradiction;
pub mod digits;
pub mod few_bits;
pub mod geometry;
pub mod instance;
pub mod pattern;
pub mod position;
pub mod solver;
pub mod technique;
pub mod technique_list;
pub mod techniques;

pub use cellset::{Cell, CellSet};
pub use contradiction::Contradiction;
pub use digits::{Digit, DigitSet, char_digit, digit_char};
pub use geometry::{Crossing, Geometry, GeometryError, GroupIndex, GroupKind, Regions};
pub use instance::{CellDigit, Instance};
pub use position::{Conflict, Position};
pub use technique::{ShdClass, ShdRule, TechniqueId};
