//! The last resort (SPEC §3): when no enabled technique applies and the
//! position has a solution, the hint is the seed's *directed guess* — the
//! unsolved cell with the fewest candidates (ties row-major) and the digit the
//! solution has there. It is shown in the three stages of every hint (that no
//! technique applies and the cell; its candidates; the digit placed) and never
//! counted, scored or used by a rating.
//!
//! Choices where the spec is silent: the solution is the one of the position as
//! it stands, its candidates respected (a caller that knows the puzzle's unique
//! solution passes it, and the position, consistent with it, has the same
//! one); when the position has several solutions the guess places the first the
//! solver finds and says so instead of "every other candidate leads to a
//! contradiction".

use crate::engine::solver::{SolveLimits, SolveStatus, solve_with_candidates};
use crate::engine::{Cell, Contradiction, Digit, DigitSet, Geometry, Position, digit_char};

/// The directed guess of a position no technique cracks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guess {
    /// The unsolved cell with the fewest candidates (ties row-major).
    pub cell: Cell,
    /// Its candidates.
    pub candidates: DigitSet,
    /// The solution's digit in it.
    pub digit: Digit,
    /// Whether the position has exactly one solution, so that every other
    /// candidate of the cell leads to a contradiction.
    pub unique: bool,
}

/// The directed guess of `position`, or `None` when it is solved, has a
/// contradiction or has no solution. `solution` is the puzzle's unique solution
/// when the caller knows it and the position agrees with it; otherwise the
/// position is solved here, candidates kept.
pub fn last_resort(position: &Position, solution: Option<&[Digit]>) -> Option<Guess> {
    if position.is_full() || Contradiction::find(position).is_some() {
        return None;
    }
    let cell = position
        .empty_cells()
        .min_by_key(|&c| (position.candidates(c).len(), c))?;
    let (digit, unique) = match solution {
        Some(solution) => (solution[usize::from(cell)], true),
        None => {
            let result = solve_with_candidates(position, SolveLimits::default());
            let first = result.solutions.first()?;
            let unique = result.status == SolveStatus::Unique;
            (first[usize::from(cell)], unique)
        }
    };
    let candidates = position.candidates(cell);
    candidates.contains(digit).then_some(Guess {
        cell,
        candidates,
        digit,
        unique,
    })
}

impl Guess {
    /// What the hint is called.
    pub const NAME: &'static str = "Last resort: a directed guess";

    /// Stage 1: that no technique applies, and the cell.
    pub fn cell_text(&self, geo: &Geometry) -> String {
        format!(
            "No technique kibitz knows applies here. Guess in {}: it has the fewest candidates",
            geo.cell_name(self.cell)
        )
    }

    /// Stage 2: the cell's candidates.
    pub fn candidates_text(&self, geo: &Geometry) -> String {
        let digits: Vec<String> = self
            .candidates
            .iter()
            .map(|d| digit_char(d).to_string())
            .collect();
        let (last, rest) = digits.split_last().expect("an open cell has candidates");
        format!(
            "{}: {} holds {} or {}; try each in turn and follow it until the grid breaks down or fills",
            Self::NAME,
            geo.cell_name(self.cell),
            rest.join(", "),
            last
        )
    }

    /// Stage 3: the digit placed, and why it is the one.
    pub fn step_text(&self, geo: &Geometry) -> String {
        let why = if self.unique {
            "by trial: every other candidate leads to a contradiction"
        } else {
            "by trial: it leads to a solution (the position has several)"
        };
        format!(
            "{}: place {} in {} ({why})",
            Self::NAME,
            digit_char(self.digit),
            geo.cell_name(self.cell)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::fixtures::read as puzzle;

    /// Seed 001's "difficult" sample: no technique finishes it; its guess is in a
    /// cell with the fewest candidates, and it has several solutions.
    #[test]
    fn the_guess_takes_a_cell_with_fewest_candidates() {
        let mut pos = puzzle(
            "7............8...164..................8....2................9.......1............",
        );
        pos.basic_filter();
        let guess = last_resort(&pos, None).unwrap();
        let fewest = pos.empty_cells().map(|c| pos.candidates(c).len()).min();
        assert_eq!(Some(guess.candidates.len()), fewest);
        assert!(guess.candidates.contains(guess.digit));
        assert!(!guess.unique);
        assert!(guess.step_text(pos.geometry()).contains("several"));
    }

    #[test]
    fn a_solved_position_has_no_guess() {
        let mut pos = puzzle(
            "..42.8..5..1.6...78...3..2..439..168...456...276..145..3..1...24...2.5..6..8.97..",
        );
        let solution = crate::engine::solver::unique_solution(&pos).unwrap();
        for (cell, &d) in solution.iter().enumerate() {
            if pos.value(cell as Cell) == 0 {
                pos.place(cell as Cell, d);
            }
        }
        assert_eq!(last_resort(&pos, None), None);
    }
}
