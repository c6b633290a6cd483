//! The exact solver (SPEC §1 validity, §11 `solve`): counts solutions up to a limit
//! and returns them, by bitmask backtracking.
//!
//! One interface serves every board from 4×4 to 25×25, boxes and jigsaw layouts:
//! the general search ([`generic`]) propagates singles on one candidate mask per cell
//! and, once it has guessed a while, checks each node with locked candidates
//! ([`crossings`]) and probing, which prunes without changing what it finds;
//! the 9×9 of 3×3 boxes takes a faster path ([`band9`], per-digit bitboards cut into
//! bands) that counts the same solutions. A node budget (guesses) ends searches that
//! would run too long (very sparse large grids) with [`SolveStatus::Undecided`]
//! instead of hanging. Which solutions a search with several returns is the search's
//! own order; callers only rely on them being different full grids.

mod band9;
mod crossings;
mod generic;

use super::cellset::Cell;
use super::digits::{Digit, DigitSet};
use super::geometry::Geometry;
use super::position::Position;

/// The default node budget: generous for every 9×9 and the usual large puzzles,
/// small enough that a hopeless 25×25 search ends within seconds.
pub const DEFAULT_MAX_NODES: u64 = 1_000_000;

/// How many solutions a search found.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SolveStatus {
    /// The givens (and candidates) admit no solution.
    NoSolution,
    /// Exactly one solution.
    Unique,
    /// At least two solutions.
    Several,
    /// The node budget ran out before the count was known.
    Undecided,
}

/// The outcome of a search.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SolveResult {
    /// What the search decided.
    pub status: SolveStatus,
    /// The solutions found (at most the limit), each a full grid row-major.
    pub solutions: Vec<Vec<Digit>>,
    /// Search nodes (guesses) used.
    pub nodes: u64,
}

/// What a search has found against its limits, shared by both searches: the
/// solutions so far, the guesses made, and whether the node budget ran out.
pub(crate) struct Tally {
    limits: SolveLimits,
    solutions: Vec<Vec<Digit>>,
    nodes: u64,
    out_of_budget: bool,
}

impl Tally {
    /// Nothing found yet.
    pub(crate) fn new(limits: SolveLimits) -> Tally {
        Tally {
            limits,
            solutions: Vec::new(),
            nodes: 0,
            out_of_budget: false,
        }
    }

    /// Records a solution (a full grid, row-major).
    pub(crate) fn found(&mut self, grid: Vec<Digit>) {
        self.solutions.push(grid);
    }

    /// Whether the search may make one more guess, counting it: not once it has
    /// all the solutions it wants, nor once its node budget is spent (which
    /// marks it out of budget).
    pub(crate) fn guess(&mut self) -> bool {
        if self.solutions.len() >= self.limits.max_solutions {
            return false;
        }
        if self.nodes >= self.limits.max_nodes {
            self.out_of_budget = true;
            return false;
        }
        self.nodes += 1;
        true
    }

    /// The guesses made so far.
    pub(crate) fn nodes(&self) -> u64 {
        self.nodes
    }

    /// Whether the node budget ran out: the whole search stops.
    pub(crate) fn out_of_budget(&self) -> bool {
        self.out_of_budget
    }

    /// The result of the finished search.
    pub(crate) fn result(self) -> SolveResult {
        let status = if self.solutions.len() >= 2 {
            SolveStatus::Several
        } else if self.out_of_budget {
            SolveStatus::Undecided
        } else if self.solutions.len() == 1 {
            SolveStatus::Unique
        } else {
            SolveStatus::NoSolution
        };
        SolveResult {
            status,
            solutions: self.solutions,
            nodes: self.nodes,
        }
    }
}

/// Limits of one search.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SolveLimits {
    /// Stop after this many solutions (2 decides uniqueness).
    pub max_solutions: usize,
    /// Stop with [`SolveStatus::Undecided`] after this many guesses.
    pub max_nodes: u64,
}

impl Default for SolveLimits {
    fn default() -> SolveLimits {
        SolveLimits {
            max_solutions: 2,
            max_nodes: DEFAULT_MAX_NODES,
        }
    }
}

/// Solves a position from its placed digits alone (its candidates are ignored).
pub fn solve(position: &Position, limits: SolveLimits) -> SolveResult {
    solve_placed(position.geometry(), position.values(), limits)
}

/// Solves a board of placed digits (`values`: its N² cells row-major, 0 =
/// empty, every digit in `0..=N`), as [`solve`] solves a position holding them.
pub fn solve_placed(geometry: &Geometry, values: &[Digit], limits: SolveLimits) -> SolveResult {
    if band9::fits(geometry) {
        return band9::search_digits(limits, values);
    }
    let full = DigitSet::full(geometry.n());
    let start: Vec<u32> = values
        .iter()
        .map(|&v| if v == 0 { full.0 } else { 1 << (v - 1) })
        .collect();
    run(geometry, limits, start)
}

/// Solves a position keeping its candidates: a digit missing from an empty cell's
/// candidates is never tried there (for pencil-mark grids).
pub fn solve_with_candidates(position: &Position, limits: SolveLimits) -> SolveResult {
    let start: Vec<u32> = (0..position.geometry().cell_count() as Cell)
        .map(|c| match position.value(c) {
            0 => position.candidates(c).0,
            v => 1 << (v - 1),
        })
        .collect();
    run(position.geometry(), limits, start)
}

/// Runs the fastest search that fits the board: the band search for a 9×9 of 3×3
/// boxes, the general one otherwise. Both count the same solutions.
fn run(geometry: &Geometry, limits: SolveLimits, start: Vec<u32>) -> SolveResult {
    if band9::fits(geometry) {
        band9::search(limits, &start)
    } else {
        generic::search(geometry, limits, start)
    }
}

/// The unique solution of a position's placed digits, if it has exactly one.
pub fn unique_solution(position: &Position) -> Option<Vec<Digit>> {
    let result = solve(position, SolveLimits::default());
    match result.status {
        SolveStatus::Unique => result.solutions.into_iter().next(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn position(n: usize, s: &str) -> Position {
        let geo = Geometry::standard(n).unwrap();
        let values: Vec<Digit> = s
            .bytes()
            .map(|b| if b == b'.' { 0 } else { b - b'0' })
            .collect();
        Position::from_givens(geo, &values)
    }

    #[test]
    fn solves_a_unique_nine_by_nine() {
        let p = position(
            9,
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        let r = solve(&p, SolveLimits::default());
        assert_eq!(r.status, SolveStatus::Unique);
        let solved = Position::from_givens(p.geometry().clone(), &r.solutions[0]);
        assert!(solved.is_solved());
        for c in 0..81 {
            if p.value(c) != 0 {
                assert_eq!(p.value(c), r.solutions[0][c as usize]);
            }
        }
    }

    #[test]
    fn empty_board_has_several_solutions() {
        let p = position(4, "................");
        let r = solve(&p, SolveLimits::default());
        assert_eq!(r.status, SolveStatus::Several);
        assert_eq!(r.solutions.len(), 2);
        assert_ne!(r.solutions[0], r.solutions[1]);
    }

    #[test]
    fn duplicates_and_dead_cells_have_no_solution() {
        assert_eq!(
            solve(&position(4, "11.............."), SolveLimits::default()).status,
            SolveStatus::NoSolution
        );
        // r1c4 can hold nothing: 1, 2, 3 in its row, 4 in its column.
        assert_eq!(
            solve(&position(4, "123............4"), SolveLimits::default()).status,
            SolveStatus::NoSolution
        );
    }

    #[test]
    fn budget_ends_in_undecided() {
        let p = position(9, &".".repeat(81));
        let limits = SolveLimits {
            max_solutions: 2,
            max_nodes: 0,
        };
        assert_eq!(solve(&p, limits).status, SolveStatus::Undecided);
    }

    #[test]
    fn pencil_marks_restrict_the_search() {
        let mut p = position(4, "1234............");
        assert_eq!(
            solve(&p, SolveLimits::default()).status,
            SolveStatus::Several
        );
        p.set_candidates(4, DigitSet::single(3));
        let r = solve_with_candidates(&p, SolveLimits::default());
        assert_eq!(r.status, SolveStatus::Several);
        assert!(r.solutions.iter().all(|s| s[4] == 3));
        p.set_candidates(4, DigitSet::single(1));
        let r = solve_with_candidates(&p, SolveLimits::default());
        assert_eq!(r.status, SolveStatus::NoSolution);
    }
}
