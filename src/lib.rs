//! kibitz: a puzzle-solving coach for Sudoku of every size (4×4 to 25×25, boxes or
//! jigsaw regions) and Kakuro. The library is the headless engine: readers and
//! writers, the exact solver, and (as they land) techniques, ratings and profiles.

pub mod engine;
pub mod format;
pub mod kakuro;
