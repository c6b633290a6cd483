//! Puzzle file formats (SPEC §9): one reader and writer per format, format
//! detection, and the located [`FormatError`].

pub mod error;

pub use error::FormatError;
