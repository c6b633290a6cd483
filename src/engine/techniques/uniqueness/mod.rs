//! Uniqueness techniques (SPEC §2.1): used only when the puzzle's givens have
//! exactly one solution, and never on a puzzle with several solutions or none.
//! Rectangles are enumerated once, in `rectangles`; each technique's file
//! decides what a rectangle of its kind removes.

pub mod avoidable_rectangle;
pub mod bug_plus_1;
pub mod hidden_rectangle;
pub(crate) mod rectangles;
pub mod unique_rectangle;
mod unique_rectangle_3;

pub use crate::engine::pattern::rectangle::RectangleKind;
