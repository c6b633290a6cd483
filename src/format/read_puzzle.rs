//! A puzzle as the §9 reader finds it (SPEC §9), before its candidates are
//! worked out: a plain grid of digits is kept as its digits alone, so code that
//! reads only the digits (the exact solver of `solve`, SPEC §11, and the
//! puzzle's key) never pays for basic filtering.
//!
//! Sound by construction: a [`ReadPuzzle`] holds no [`Position`] with wrong
//! candidates. Its digits are read through [`ReadPuzzle::values`]; a
//! [`Position`], whose candidates are those basic filtering gives, is built
//! only when asked for ([`ReadPuzzle::into_puzzle`], [`ReadPuzzle::to_position`]).

use std::sync::Arc;

use super::Puzzle;
use super::canonical::{plain_key, sudoku_key};
use crate::engine::{Digit, Geometry, Position};

/// A puzzle as read: its name, where it began, and its grid.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReadPuzzle {
    /// The name written after a one-line grid, or in the comment line before a block.
    pub name: Option<String>,
    /// The 1-based line where the puzzle starts.
    pub line: usize,
    grid: Grid,
}

/// The grid of a puzzle as read.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Grid {
    /// Placed digits alone (0 = empty, every digit in `0..=N`, N² cells), all of
    /// them givens; the candidates are what basic filtering leaves.
    Placed {
        geometry: Arc<Geometry>,
        values: Vec<Digit>,
    },
    /// A whole position (pencil marks, a copied-out game, a block).
    Position(Box<Position>),
}

impl ReadPuzzle {
    /// A puzzle of placed digits alone: `values` holds the N² cells of
    /// `geometry`, row-major, each in `0..=N` (readers check that first).
    pub(super) fn placed(
        name: Option<String>,
        line: usize,
        geometry: Arc<Geometry>,
        values: Vec<Digit>,
    ) -> ReadPuzzle {
        debug_assert_eq!(values.len(), geometry.cell_count());
        ReadPuzzle {
            name,
            line,
            grid: Grid::Placed { geometry, values },
        }
    }

    /// The board's geometry.
    pub fn geometry(&self) -> &Arc<Geometry> {
        match &self.grid {
            Grid::Placed { geometry, .. } => geometry,
            Grid::Position(position) => position.geometry(),
        }
    }

    /// Every cell's digit (0 = empty), row-major.
    pub fn values(&self) -> &[Digit] {
        match &self.grid {
            Grid::Placed { values, .. } => values,
            Grid::Position(position) => position.values(),
        }
    }

    /// The puzzle's key ([`sudoku_key`]): from the digits alone when that is
    /// all the puzzle holds.
    pub fn key(&self) -> String {
        match &self.grid {
            Grid::Placed { geometry, values } => plain_key(geometry, values),
            Grid::Position(position) => sudoku_key(position),
        }
    }

    /// The puzzle's starting position, candidates and all.
    pub fn to_position(&self) -> Position {
        match &self.grid {
            Grid::Placed { geometry, values } => Position::from_givens(geometry.clone(), values),
            Grid::Position(position) => (**position).clone(),
        }
    }

    /// The puzzle with its starting position, candidates and all.
    pub fn into_puzzle(self) -> Puzzle {
        let position = match self.grid {
            Grid::Placed { geometry, values } => Position::from_givens(geometry, &values),
            Grid::Position(position) => *position,
        };
        Puzzle {
            name: self.name,
            position,
            line: self.line,
        }
    }
}

impl From<Puzzle> for ReadPuzzle {
    fn from(puzzle: Puzzle) -> ReadPuzzle {
        ReadPuzzle {
            name: puzzle.name,
            line: puzzle.line,
            grid: Grid::Position(Box::new(puzzle.position)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{ReadOptions, read_sudoku};

    #[test]
    fn a_placed_grid_reads_as_its_position() {
        // A bare 9×9 line, and a 4×4 line with a name.
        let text = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......\n\
                    1..............4 a name\n";
        let opts = ReadOptions::default();
        let read: Vec<ReadPuzzle> = read_sudoku(text, "t", &opts)
            .read_puzzles()
            .map(Result::unwrap)
            .collect();
        assert_eq!(read.len(), 2);
        for (read, puzzle) in read.into_iter().zip(read_sudoku(text, "t", &opts)) {
            let puzzle = puzzle.unwrap();
            assert!(matches!(read.grid, Grid::Placed { .. }));
            assert_eq!(read.values(), puzzle.position.values());
            assert_eq!(read.geometry(), puzzle.position.geometry());
            assert_eq!(read.key(), sudoku_key(&puzzle.position));
            assert_eq!(read.to_position(), puzzle.position);
            assert_eq!(read.into_puzzle(), puzzle);
        }
    }

    #[test]
    fn a_whole_position_is_kept() {
        let text = "1 . . .\n. . . .\n. . . .\n. . . 4\n";
        let puzzle = read_sudoku(text, "t", &ReadOptions::default())
            .next()
            .unwrap()
            .unwrap();
        let read = ReadPuzzle::from(puzzle.clone());
        assert_eq!(read.values(), puzzle.position.values());
        assert_eq!(read.key(), sudoku_key(&puzzle.position));
        assert_eq!(read.to_position(), puzzle.position);
        assert_eq!(read.into_puzzle(), puzzle);
    }
}
