//! kibitz: a puzzle-solving coach for Sudoku of every size (4×4 to 25×25, boxes or
//! jigsaw regions) and Kakuro. The library is the headless engine: readers and
//! writers, the exact solver, techniques, strategies and ratings; with the `tui`
//! feature it also holds the terminal game.
//!
//! The headless API in one place:
//!
//! ```
//! let text = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
//! let puzzle = kibitz::read_sudoku(text, "inline", &Default::default()).next().unwrap().unwrap();
//! let report = kibitz::rate(&puzzle.position, &kibitz::Scores::default());
//! assert_eq!(report.score, Some(27));
//! let hint = kibitz::simplest_hint(&puzzle.position, &kibitz::Scores::default()).unwrap();
//! assert_eq!(hint.technique.id(), "hidden_single");
//! let solved = kibitz::solve(&puzzle.position, Default::default());
//! assert_eq!(solved.solutions.len(), 1);
//! ```

pub mod any_puzzle;
#[cfg(feature = "tui")]
pub mod app;
pub mod cli;
pub mod engine;
pub mod format;
pub mod game;
pub mod generate;
pub mod kakuro;
pub mod rating;
pub mod record;
pub mod store;
#[cfg(feature = "tui")]
pub mod term;
#[cfg(feature = "tui")]
pub mod theme;
#[cfg(feature = "tui")]
pub mod tui;
#[cfg(feature = "tui")]
pub mod ui;
pub mod words;

pub use engine::solver::solve;
pub use format::read_sudoku;
pub use kakuro::{profile, read_kakuro_file};
pub use rating::strategy::{general_hint, simplest_hint};
pub use rating::{Rating, Scores, rate};
