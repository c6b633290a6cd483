//! Validity of a position (SPEC §1, §11): duplicates by group and digit, and the
//! number of solutions (0, 1, or 2 meaning "two or more").

use serde::Serialize;

use crate::engine::solver::{SolveLimits, SolveResult, SolveStatus, solve};
use crate::engine::{Cell, Digit, Position, digit_char};

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

/// Duplicates and the solver's verdict on the placed digits.
#[derive(Clone, Debug)]
pub struct Validity {
    /// The duplicates, if any.
    pub conflicts: Vec<ConflictRecord>,
    /// The exact solver's result (no solution when there are duplicates).
    pub result: SolveResult,
}

impl Validity {
    /// Checks a position's placed digits.
    ///
    /// The search runs first: a solution holds every placed digit, so there can
    /// be duplicates only when it finds none, and only then are they looked for
    /// (the search sees duplicates before its first guess, so none is spent).
    pub fn of(position: &Position, max_nodes: u64) -> Validity {
        let limits = SolveLimits {
            max_solutions: 2,
            max_nodes,
        };
        let result = solve(position, limits);
        let conflicts = match result.status {
            SolveStatus::NoSolution => conflict_records(position),
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
        Validity { conflicts, result }
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
        agrees.then(|| Validity {
            conflicts: Vec::new(),
            result: SolveResult {
                status: SolveStatus::Unique,
                solutions: vec![solution.to_vec()],
                nodes: 0,
            },
        })
    }

    /// No duplicates and exactly one solution.
    pub fn valid(&self) -> bool {
        self.result.status == SolveStatus::Unique
    }

    /// 0, 1, or 2 for "two or more"; `None` when the search budget ran out.
    pub fn solutions(&self) -> Option<u8> {
        match self.result.status {
            SolveStatus::NoSolution => Some(0),
            SolveStatus::Unique => Some(1),
            SolveStatus::Several => Some(2),
            SolveStatus::Undecided => None,
        }
    }
}
