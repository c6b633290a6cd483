//! kibitz: a puzzle-solving coach for Sudoku of every size (4×4 to 25×25, boxes or
//! jigsaw regions) and Kakuro. The library is the headless engine: readers and
//! writers, the exact solver, techniques, strategies and ratings; with the `tui`
//! feature it also holds the terminal game.

#[cfg(feature = "tui")]
pub mod app;
pub mod cli;
pub mod config;
pub mod engine;
pub mod format;
pub mod game;
pub mod kakuro;
pub mod rating;
pub mod store;
#[cfg(feature = "tui")]
pub mod term;
#[cfg(feature = "tui")]
pub mod theme;
#[cfg(feature = "tui")]
pub mod ui;
