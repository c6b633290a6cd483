//! The Kakuro solver (SPEC §8, §11 `solve`): every solution up to two, so a puzzle is
//! told unique, several or none. Depth-first search on bitmask domains: the domain
//! test (arc consistency of every run) after each choice, branching on the cell with
//! the fewest digits left (ties row-major), digits ascending. The search keeps its own
//! stack, so grids of any size never exhaust the thread's stack; it narrows one set of
//! domains in place and undoes through a trail, so its memory grows linearly with the
//! grid, not with its square; and a node budget turns a search that runs away into
//! "undecided".

use crate::engine::DigitSet;

use super::grid::KakuroGrid;
use super::position::KakuroPosition;
use super::profile::first_domains;
use super::propagate::{Propagation, propagate, propagate_with};

/// How many search nodes a solve may visit before giving up as undecided.
pub const DEFAULT_NODE_LIMIT: u64 = 2_000_000;

/// What the search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KakuroSolveOutcome {
    /// Exactly one solution: a digit per white cell.
    Unique(Vec<u8>),
    /// Two different solutions (there may be more).
    Several(Vec<u8>, Vec<u8>),
    /// No solution.
    NoSolution,
    /// The node budget ran out first.
    Undecided,
}

/// One level of the search: the cell branched on, the digits left to try, and the
/// trail length when the level began (undoing to it restores the level's domains).
struct Frame {
    cell: usize,
    untried: DigitSet,
    mark: usize,
}

/// The search state: one set of domains, narrowed in place, and a trail of the
/// domains each narrowing replaced. Along one path a domain only shrinks, so the
/// trail holds at most nine entries per cell: memory is linear in the grid.
struct Search<'g> {
    grid: &'g KakuroGrid,
    domains: Vec<DigitSet>,
    trail: Vec<(usize, DigitSet)>,
}

impl Search<'_> {
    /// Restores the domains as they were when the trail was `mark` long.
    fn undo_to(&mut self, mark: usize) {
        while self.trail.len() > mark {
            if let Some((cell, old)) = self.trail.pop() {
                self.domains[cell] = old;
            }
        }
    }

    /// Places `d` in `cell` and shaves the runs it touches; false on a contradiction.
    fn place(&mut self, cell: usize, d: u8) -> bool {
        self.trail.push((cell, self.domains[cell]));
        self.domains[cell] = DigitSet::single(d);
        let trail = &mut self.trail;
        let outcome = propagate_with(
            self.grid,
            &mut self.domains,
            self.grid.runs_of(cell),
            true,
            |c, old| trail.push((c, old)),
        );
        outcome == Propagation::Consistent
    }

    /// A new level branching on the best undecided cell, or `None` when all are decided.
    fn frame(&self) -> Option<Frame> {
        branch_cell(&self.domains).map(|cell| Frame {
            cell,
            untried: self.domains[cell],
            mark: self.trail.len(),
        })
    }
}

/// The undecided cell with the fewest digits left, ties to the first.
fn branch_cell(domains: &[DigitSet]) -> Option<usize> {
    let mut best: Option<(usize, usize)> = None;
    for (cell, d) in domains.iter().enumerate() {
        let len = d.len();
        if len > 1 && best.is_none_or(|(_, l)| len < l) {
            best = Some((cell, len));
            if len == 2 {
                break;
            }
        }
    }
    best.map(|(cell, _)| cell)
}

/// The digits of fully decided domains.
fn digits_of(domains: &[DigitSet]) -> Vec<u8> {
    domains
        .iter()
        .map(|d| d.single_digit().unwrap_or(0))
        .collect()
}

/// Solves a grid with `placed` digits (one per white cell, 0 = empty), the default budget.
pub fn solve(grid: &KakuroGrid, placed: &[u8]) -> KakuroSolveOutcome {
    solve_with_limit(grid, placed, DEFAULT_NODE_LIMIT)
}

/// Solves a position from its placed digits (its candidate marks are not trusted).
pub fn solve_position(position: &KakuroPosition) -> KakuroSolveOutcome {
    solve(position.grid(), position.values())
}

/// The USI first domains, placed digits alone in their cells, shaved to the fixed
/// point; `None` on a contradiction.
fn start_domains(grid: &KakuroGrid, placed: &[u8]) -> Option<Vec<DigitSet>> {
    let mut domains = first_domains(grid);
    for (cell, domain) in domains.iter_mut().enumerate() {
        if let Some(&d) = placed.get(cell).filter(|d| (1..=9).contains(*d)) {
            *domain &= DigitSet::single(d);
        }
    }
    let consistent = domains.iter().all(|d| !d.is_empty())
        && propagate(grid, &mut domains, 0..grid.runs().len(), true) == Propagation::Consistent;
    consistent.then_some(domains)
}

/// Solves with a node budget; each digit tried counts one node.
pub fn solve_with_limit(grid: &KakuroGrid, placed: &[u8], node_limit: u64) -> KakuroSolveOutcome {
    let Some(domains) = start_domains(grid, placed) else {
        return KakuroSolveOutcome::NoSolution;
    };
    let mut search = Search {
        grid,
        domains,
        trail: Vec::new(),
    };
    let Some(first) = search.frame() else {
        return KakuroSolveOutcome::Unique(digits_of(&search.domains));
    };
    let mut stack = vec![first];
    let mut solutions = Vec::new();
    let mut nodes = 0u64;
    while let Some(top) = stack.last_mut() {
        let (cell, mark) = (top.cell, top.mark);
        let Some(d) = top.untried.first() else {
            stack.pop();
            continue;
        };
        top.untried.remove(d);
        nodes += 1;
        if nodes > node_limit {
            return KakuroSolveOutcome::Undecided;
        }
        search.undo_to(mark);
        if !search.place(cell, d) {
            continue;
        }
        match search.frame() {
            Some(frame) => stack.push(frame),
            None => {
                solutions.push(digits_of(&search.domains));
                if solutions.len() == 2 {
                    break;
                }
            }
        }
    }
    let mut found = solutions.into_iter();
    match (found.next(), found.next()) {
        (Some(a), Some(b)) => KakuroSolveOutcome::Several(a, b),
        (Some(a), None) => KakuroSolveOutcome::Unique(a),
        _ => KakuroSolveOutcome::NoSolution,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kakuro::read_kakuro;

    /// `blocks` 2×2 squares side by side, each with two solutions (1 2 / 2 1 or
    /// 2 1 / 1 2): the search goes one level deep per block and backtracks only in
    /// the last one.
    fn ambiguous_blocks(blocks: usize) -> String {
        let rows = ["# 3\\ 3\\", "\\3 . .", "\\3 . ."];
        let mut text = String::new();
        for row in rows {
            text.push_str(&vec![row; blocks].join(" "));
            text.push('\n');
        }
        text
    }

    #[test]
    fn a_deep_search_undoes_through_the_trail_exactly() {
        let puzzle = read_kakuro(&ambiguous_blocks(33), "blocks").unwrap();
        let cells = puzzle.grid.cell_count();
        let KakuroSolveOutcome::Several(a, b) = solve(&puzzle.grid, &puzzle.givens) else {
            panic!("expected two solutions");
        };
        let differing: Vec<usize> = (0..cells).filter(|&c| a[c] != b[c]).collect();
        // White cells are numbered row-major: the last block's cells are the last
        // two of each of its two rows.
        let half = cells / 2;
        assert_eq!(differing, vec![half - 2, half - 1, cells - 2, cells - 1]);
        assert!(a.iter().chain(&b).all(|d| (1..=2).contains(d)));
    }
}
