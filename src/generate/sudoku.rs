//! One try at a Sudoku (SPEC §1, §3–§7, §9 `generate`): a board (fixed, or a random
//! jigsaw layout), a random full grid, givens dug from it, the ratings of the
//! result, and whether they meet the targets.

use std::sync::Arc;
use std::time::Instant;

use rand::rngs::ChaCha8Rng;

use super::dig::{DigOptions, dig};
use super::grid::random_grid;
use super::layout::random_layout;
use super::target::SudokuTarget;
use crate::engine::{Geometry, Position};
use crate::rating::{Rating, Scores, rate};

/// Which boards a Sudoku is made on.
#[derive(Clone, Debug)]
pub enum Board {
    /// Always this geometry (boxes of some shape, or a given jigsaw layout).
    Fixed(Arc<Geometry>),
    /// A new random jigsaw layout of side N for every try.
    RandomJigsaw(usize),
}

/// Everything a Sudoku try needs.
#[derive(Clone, Debug)]
pub struct SudokuSpec {
    /// The board.
    pub board: Board,
    /// Symmetry and minimality of the givens.
    pub dig: DigOptions,
    /// What the puzzle must meet.
    pub target: SudokuTarget,
    /// The technique scores the ratings use.
    pub scores: Scores,
}

/// A generated Sudoku with its ratings.
#[derive(Clone, Debug)]
pub struct GeneratedSudoku {
    /// The puzzle: givens only, exactly one solution.
    pub position: Position,
    /// Its ratings.
    pub rating: Rating,
}

/// One try: a unique puzzle that meets the targets, or `None` (also when
/// `deadline` passes while its givens are dug).
pub fn try_sudoku(
    spec: &SudokuSpec,
    rng: &mut ChaCha8Rng,
    deadline: Option<Instant>,
) -> Option<GeneratedSudoku> {
    let position = dug_puzzle(spec, rng, deadline)?;
    let rating = rate(&position, &spec.scores);
    spec.target
        .met_by(&rating)
        .then_some(GeneratedSudoku { position, rating })
}

/// The unrated puzzle of one try: the board, a random full grid and the givens
/// dug from it (unique); `None` when `deadline` passes while they are dug.
pub fn dug_puzzle(
    spec: &SudokuSpec,
    rng: &mut ChaCha8Rng,
    deadline: Option<Instant>,
) -> Option<Position> {
    let geometry = match &spec.board {
        Board::Fixed(g) => Arc::clone(g),
        Board::RandomJigsaw(n) => random_layout(*n, rng).ok()?,
    };
    let solution = random_grid(&geometry, rng)?;
    let givens = dig(&geometry, &solution, spec.dig, rng, deadline)?;
    Some(Position::from_givens(geometry, &givens))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solver::{SolveLimits, SolveStatus, solve};
    use crate::generate::rng::try_rng;
    use crate::generate::symmetry::Symmetry;

    #[test]
    fn tries_give_unique_rated_puzzles() {
        let spec = SudokuSpec {
            board: Board::RandomJigsaw(5),
            dig: DigOptions {
                symmetry: Symmetry::None,
                minimal: true,
            },
            target: SudokuTarget::default(),
            scores: Scores::default(),
        };
        let made = try_sudoku(&spec, &mut try_rng(1, 0, 0), None).unwrap();
        assert!(made.position.geometry().is_jigsaw());
        let check = solve(&made.position, SolveLimits::default());
        assert_eq!(check.status, SolveStatus::Unique);
        assert!(made.rating.validity.is_valid());
    }
}
