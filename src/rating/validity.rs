//! Validity of a position (SPEC §1, §11): duplicates by group and digit, and
//! how many solutions the placed digits allow, as one typed value
//! ([`Validity`]); §11's `valid`, `solutions` and `conflicts` fields are read
//! off it by the CLI.

use std::sync::Arc;

use serde::Serialize;

use crate::engine::solver::{SolveLimits, SolveResult, SolveStatus, solve_placed};
use crate::engine::{Cell, Digit, Geometry, Position, digit_char};

/// Two or more equal digits in a group, as §11 writes them.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct ConflictRecord {
    /// `row 3`, `column 3`, `box 3` or `region 3`.
    pub group: String,
    /// The repeated digit.
    pub digit: u8,
    /// The cells holding it, `r3c1`.
    pub cells: Vec<String>,
}

impl ConflictRecord {
    /// One line for people: `5 appears 2 times in row 3: r3c1, r3c7`.
    pub fn describe(&self) -> String {
        format!(
            "{} appears {} times in {}: {}",
            digit_char(self.digit),
            self.cells.len(),
            self.group,
            self.cells.join(", ")
        )
    }
}

/// The duplicates of a position, one record per group and digit, groups in order.
pub fn conflict_records(position: &Position) -> Vec<ConflictRecord> {
    let geo = position.geometry();
    position
        .conflicts()
        .iter()
        .map(|c| ConflictRecord {
            group: geo.group_name(c.group),
            digit: c.digit,
            cells: c.cells.iter().map(|&cell| geo.cell_name(cell)).collect(),
        })
        .collect()
}

/// What a position's placed digits allow (SPEC §1): duplicates, or how many
/// ways there are to complete the grid.
///
/// The spec counts solutions as 0, 1 or "two or more" and says nothing of a
/// search that runs out of budget; here that is a value of its own,
/// [`Validity::Undecided`], which §11 writes as `"solutions": null`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Validity {
    /// Two or more equal digits in a group (the position has no solution):
    /// the duplicates, one record per group and digit, never none.
    Conflicts(Vec<ConflictRecord>),
    /// No duplicates, and no way to complete the grid.
    NoSolution,
    /// Exactly one way to complete the grid: the solution, row-major.
    Unique(Box<[Digit]>),
    /// Two or more ways to complete the grid.
    Several,
    /// The search budget ran out before the count was decided.
    Undecided,
}

impl Validity {
    /// Checks a position's placed digits with a search of at most `max_nodes`
    /// guesses ([`Checked::of`]).
    pub fn of(position: &Position, max_nodes: u64) -> Validity {
        Checked::of(position, max_nodes).validity()
    }

    /// The validity of a position of a puzzle whose one solution is known
    /// (`solution`, row-major): when every placed digit agrees with it, the
    /// position's digits, which include the puzzle's givens, allow that solution
    /// and no other, so no search is needed. `None` when a digit disagrees (or
    /// the sizes differ): then only [`Validity::of`] can tell.
    pub fn knowing(position: &Position, solution: &[Digit]) -> Option<Validity> {
        let cells = position.geometry().cell_count();
        let agrees = solution.len() == cells
            && (0..cells as Cell).all(|c| {
                let v = position.value(c);
                v == 0 || v == solution[c as usize]
            });
        agrees.then(|| Validity::Unique(solution.into()))
    }

    /// No duplicates and exactly one solution.
    pub fn is_valid(&self) -> bool {
        matches!(self, Validity::Unique(_))
    }

    /// At least one solution (one, or several).
    pub fn is_solvable(&self) -> bool {
        matches!(self, Validity::Unique(_) | Validity::Several)
    }

    /// 0, 1, or 2 for "two or more"; `None` when the search budget ran out.
    pub fn solutions(&self) -> Option<u8> {
        match self {
            Validity::Conflicts(_) | Validity::NoSolution => Some(0),
            Validity::Unique(_) => Some(1),
            Validity::Several => Some(2),
            Validity::Undecided => None,
        }
    }

    /// The duplicates (empty unless [`Validity::Conflicts`]).
    pub fn conflicts(&self) -> &[ConflictRecord] {
        match self {
            Validity::Conflicts(c) => c,
            _ => &[],
        }
    }

    /// The solution, when there is exactly one.
    pub fn solution(&self) -> Option<&[Digit]> {
        match self {
            Validity::Unique(s) => Some(s),
            _ => None,
        }
    }
}

/// Duplicates and the exact solver's full result on the placed digits (with
/// its node count and up to two solutions), for `solve`, which reports both.
#[derive(Clone, Debug)]
pub struct Checked {
    /// The duplicates, if any.
    pub conflicts: Vec<ConflictRecord>,
    /// The exact solver's result (no solution when there are duplicates).
    pub result: SolveResult,
}

impl Checked {
    /// Checks a position's placed digits.
    ///
    /// The search runs first: a solution holds every placed digit, so there can
    /// be duplicates only when it finds none, and only then are they looked for
    /// (the search sees duplicates before its first guess, so none is spent).
    pub fn of(position: &Position, max_nodes: u64) -> Checked {
        Checked::of_placed(position.geometry(), position.values(), max_nodes)
    }

    /// Checks a board of placed digits (`values`: its N² cells row-major, 0 =
    /// empty, every digit in `0..=N`), as [`Checked::of`] checks a position
    /// holding them.
    pub fn of_placed(geometry: &Arc<Geometry>, values: &[Digit], max_nodes: u64) -> Checked {
        let limits = SolveLimits {
            max_solutions: 2,
            max_nodes,
        };
        let result = solve_placed(geometry, values, limits);
        let conflicts = match result.status {
            SolveStatus::NoSolution => {
                conflict_records(&Position::from_givens(geometry.clone(), values))
            }
            _ => Vec::new(),
        };
        let result = if conflicts.is_empty() {
            result
        } else {
            SolveResult {
                status: SolveStatus::NoSolution,
                solutions: Vec::new(),
                nodes: 0,
            }
        };
        Checked { conflicts, result }
    }

    /// The check as a [`Validity`].
    pub fn validity(self) -> Validity {
        if !self.conflicts.is_empty() {
            return Validity::Conflicts(self.conflicts);
        }
        match self.result.status {
            SolveStatus::NoSolution => Validity::NoSolution,
            SolveStatus::Unique => match self.result.solutions.into_iter().next() {
                Some(s) => Validity::Unique(s.into()),
                None => Validity::Undecided,
            },
            SolveStatus::Several => Validity::Several,
            SolveStatus::Undecided => Validity::Undecided,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::fixtures::read as position;

    #[test]
    fn each_verdict_has_its_own_value_and_fields() {
        let one = position(ONE);
        let v = Validity::of(&one, 10_000);
        let solution = v.solution().expect("one solution").to_vec();
        assert!(v.is_valid() && v.is_solvable());
        assert_eq!((v.solutions(), v.conflicts()), (Some(1), &[][..]));
        assert_eq!(Validity::knowing(&one, &solution), Some(v));

        let mut dup = one.clone();
        let first_empty = (0..81).find(|&c| dup.value(c) == 0).unwrap();
        let twin = (0..81)
            .find(|&c| c / 9 == first_empty / 9 && dup.value(c) != 0)
            .unwrap();
        dup.place(first_empty, dup.value(twin));
        let v = Validity::of(&dup, 10_000);
        assert!(matches!(v, Validity::Conflicts(ref c) if !c.is_empty()));
        assert!(!v.is_valid() && !v.is_solvable());
        assert_eq!(v.solutions(), Some(0));
        assert!(Validity::knowing(&dup, &solution).is_none());

        let several = position(&".".repeat(81));
        let v = Validity::of(&several, 10_000);
        assert_eq!(v, Validity::Several);
        assert!(!v.is_valid() && v.is_solvable());
        assert_eq!((v.solutions(), v.solution()), (Some(2), None));

        assert_eq!(Validity::Undecided.solutions(), None);
        assert_eq!(Validity::NoSolution.solutions(), Some(0));
    }

    /// A puzzle with one solution.
    const ONE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
}
