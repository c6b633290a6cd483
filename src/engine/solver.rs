//! The exact solver (SPEC §1 validity, §11 `solve`): counts solutions up to a limit
//! and returns them, by bitmask backtracking.
//!
//! Each search node propagates naked singles (a cell left with one candidate removes
//! it from its peers) and hidden singles (a digit with one place left in a group) to
//! a fixed point, then branches on the unsolved cell with the fewest candidates
//! (ties row-major), digits ascending. The same code serves every board from 4×4 to
//! 25×25 and jigsaw layouts. A node budget ends searches that would run too long
//! (very sparse large grids) with [`SolveStatus::Undecided`] instead of hanging.

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
    let full = DigitSet::full(position.n());
    let start: Vec<u32> = position
        .values()
        .iter()
        .map(|&v| if v == 0 { full.0 } else { 1 << (v - 1) })
        .collect();
    Search::new(position.geometry(), limits).run(start)
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
    Search::new(position.geometry(), limits).run(start)
}

/// The unique solution of a position's placed digits, if it has exactly one.
pub fn unique_solution(position: &Position) -> Option<Vec<Digit>> {
    let result = solve(position, SolveLimits::default());
    match result.status {
        SolveStatus::Unique => result.solutions.into_iter().next(),
        _ => None,
    }
}

struct Search<'g> {
    geometry: &'g Geometry,
    limits: SolveLimits,
    queue: Vec<Cell>,
    frames: Vec<Vec<u32>>,
    solutions: Vec<Vec<Digit>>,
    nodes: u64,
    out_of_budget: bool,
}

impl<'g> Search<'g> {
    fn new(geometry: &'g Geometry, limits: SolveLimits) -> Search<'g> {
        Search {
            geometry,
            limits,
            queue: Vec::with_capacity(geometry.cell_count()),
            frames: Vec::new(),
            solutions: Vec::new(),
            nodes: 0,
            out_of_budget: false,
        }
    }

    fn run(mut self, mut start: Vec<u32>) -> SolveResult {
        self.queue.clear();
        let mut consistent = true;
        for (i, &m) in start.iter().enumerate() {
            match m.count_ones() {
                0 => consistent = false,
                1 => self.queue.push(i as Cell),
                _ => {}
            }
        }
        if consistent && self.propagate(&mut start) {
            self.frames.push(start);
            self.search(0);
        }
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

    /// Explores the propagated state in `frames[depth]`.
    fn search(&mut self, depth: usize) {
        let Some(choices) = self.branch(&self.frames[depth]) else {
            let grid = self.frames[depth]
                .iter()
                .map(|m| m.trailing_zeros() as Digit + 1)
                .collect();
            self.solutions.push(grid);
            return;
        };
        if self.frames.len() <= depth + 1 {
            self.frames.push(vec![0; self.frames[depth].len()]);
        }
        for (cell, bit) in choices {
            if self.solutions.len() >= self.limits.max_solutions {
                return;
            }
            if self.nodes >= self.limits.max_nodes {
                self.out_of_budget = true;
                return;
            }
            self.nodes += 1;
            let (parent, child) = self.frames.split_at_mut(depth + 1);
            child[0].copy_from_slice(&parent[depth]);
            let mut next = std::mem::take(&mut child[0]);
            next[cell as usize] = bit;
            self.queue.clear();
            self.queue.push(cell);
            let ok = self.propagate(&mut next);
            self.frames[depth + 1] = next;
            if ok {
                self.search(depth + 1);
            }
            if self.out_of_budget {
                return;
            }
        }
    }

    /// The alternatives to branch on, `None` when every cell is solved: the digits
    /// of the cell with the fewest candidates, or, when some digit has fewer places
    /// left in a group, those places. Both cover every solution.
    fn branch(&self, cands: &[u32]) -> Option<Vec<(Cell, u32)>> {
        let cell = fewest_candidates(cands)?;
        let mask = cands[cell as usize];
        let mut best: Vec<(Cell, u32)> = bits_of(mask).map(|bit| (cell, bit)).collect();
        if best.len() <= 2 {
            return Some(best);
        }
        let geo = self.geometry;
        let mut counts = [0u8; 32];
        for g in 0..geo.group_count() {
            counts.fill(0);
            let cells = geo.group_cells(g);
            for &c in cells {
                let m = cands[c as usize];
                if m & (m - 1) != 0 {
                    for bit in bits_of(m) {
                        counts[bit.trailing_zeros() as usize] += 1;
                    }
                }
            }
            let fewest = (0..geo.n())
                .filter(|&d| counts[d] >= 2)
                .min_by_key(|&d| counts[d]);
            if let Some(d) = fewest.filter(|&d| (counts[d] as usize) < best.len()) {
                let bit = 1u32 << d;
                best = cells
                    .iter()
                    .filter(|&&c| cands[c as usize] & bit != 0)
                    .map(|&c| (c, bit))
                    .collect();
                if best.len() <= 2 {
                    break;
                }
            }
        }
        Some(best)
    }

    /// Propagates naked and hidden singles to a fixed point; false on a contradiction.
    fn propagate(&mut self, cands: &mut [u32]) -> bool {
        loop {
            while let Some(cell) = self.queue.pop() {
                let bit = cands[cell as usize];
                for &p in self.geometry.peers(cell) {
                    let m = cands[p as usize];
                    if m & bit != 0 {
                        let rest = m & !bit;
                        if rest == 0 {
                            return false;
                        }
                        cands[p as usize] = rest;
                        if rest & (rest - 1) == 0 {
                            self.queue.push(p);
                        }
                    }
                }
            }
            match self.hidden_singles(cands) {
                None => return false,
                Some(false) => return true,
                Some(true) => {}
            }
        }
    }

    /// Queues every hidden single; `None` on a digit with no place in some group,
    /// `Some(found)` otherwise.
    fn hidden_singles(&mut self, cands: &mut [u32]) -> Option<bool> {
        let geo = self.geometry;
        let full = DigitSet::full(geo.n()).0;
        let mut found = false;
        for g in 0..geo.group_count() {
            let cells = geo.group_cells(g);
            let (mut once, mut twice, mut solved) = (0u32, 0u32, 0u32);
            for &c in cells {
                let m = cands[c as usize];
                twice |= once & m;
                once |= m;
                if m & (m - 1) == 0 {
                    solved |= m;
                }
            }
            if once != full {
                return None;
            }
            let mut exactly = once & !twice & !solved;
            while exactly != 0 {
                let bit = exactly & exactly.wrapping_neg();
                exactly &= exactly - 1;
                if let Some(&c) = cells.iter().find(|&&c| cands[c as usize] & bit != 0) {
                    cands[c as usize] = bit;
                    self.queue.push(c);
                    found = true;
                }
            }
        }
        Some(found)
    }
}

/// The single-bit masks of a mask, lowest first.
fn bits_of(mut mask: u32) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask & mask.wrapping_neg();
            mask &= mask - 1;
            bit
        })
    })
}

/// The unsolved cell with the fewest candidates (ties row-major), or `None` when
/// every cell is solved.
fn fewest_candidates(cands: &[u32]) -> Option<Cell> {
    let mut best: Option<(u32, Cell)> = None;
    for (i, &m) in cands.iter().enumerate() {
        let k = m.count_ones();
        if k > 1 && best.is_none_or(|(b, _)| k < b) {
            best = Some((k, i as Cell));
            if k == 2 {
                break;
            }
        }
    }
    best.map(|(_, c)| c)
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
