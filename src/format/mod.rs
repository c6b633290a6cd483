//! Puzzle file formats (SPEC §9): one reader and writer per format, format
//! detection, and the located [`FormatError`].

pub mod build;
pub mod canonical;
pub mod comma;
pub mod copy_out;
pub mod detect;
pub mod error;
pub mod minlex;
pub mod read_puzzle;
pub mod reader;
pub mod safe_text;
pub mod token;
pub mod writer;

pub use copy_out::{sudoku_puzzles, sudoku_read_puzzles};
pub use error::FormatError;
pub use read_puzzle::ReadPuzzle;
pub use reader::{SudokuReader, is_one_line, read_sudoku, read_sudoku_from};
pub use writer::{write_grid, write_line, write_line_with_layout, write_pencil, write_values};

use crate::engine::Position;

/// The longest line the readers accept, in bytes: a 25×25 grid written as numbers
/// with its layout and a name fits many times over; longer lines are reported, not read.
pub const MAX_LINE_BYTES: usize = 65_536;

/// A puzzle read from a file: its name, its starting position, and where it began.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Puzzle {
    /// The name written after a one-line grid, or in the comment line before a block.
    pub name: Option<String>,
    /// Givens (and, for pencil-mark grids, candidates).
    pub position: Position,
    /// The 1-based line where the puzzle starts.
    pub line: usize,
}

/// A Sudoku cell form a block may be read as (`--format`).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum FormatKind {
    /// One puzzle per line.
    Line,
    /// A character grid over several lines, decoration allowed.
    Grid,
    /// Whitespace-separated numbers.
    Numbers,
    /// A candidate list per cell.
    Pencil,
    /// A grid followed by its region layout.
    Jigsaw,
    /// A Kakuro grid of `#`, `D\R` clues, `.` and digits (read by `crate::kakuro`).
    Kakuro,
}

impl FormatKind {
    /// Every form, as named on the command line.
    pub const ALL: [(&'static str, FormatKind); 6] = [
        ("line", FormatKind::Line),
        ("grid", FormatKind::Grid),
        ("numbers", FormatKind::Numbers),
        ("pencil", FormatKind::Pencil),
        ("jigsaw", FormatKind::Jigsaw),
        ("kakuro", FormatKind::Kakuro),
    ];
}

/// How to read a Sudoku file beyond what the file itself says.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// Read every block in this form instead of detecting it.
    pub format: Option<FormatKind>,
    /// Box shape (rows × cols) instead of the default for the size (`--box RxC`).
    pub box_shape: Option<(usize, usize)>,
    /// A region label per cell, row-major, for every puzzle (`--layout FILE`).
    pub layout: Option<Vec<String>>,
    /// The file `layout` was read from, named in its errors.
    pub layout_file: Option<String>,
}
