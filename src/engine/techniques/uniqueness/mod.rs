//! Uniqueness techniques (SPEC §2.1): used only when the puzzle's givens have exactly one solution.

pub mod avoidable_rectangle;
pub mod bug_plus_1;
pub mod hidden_rectangle;
pub mod unique_rectangle;
