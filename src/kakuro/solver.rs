//! The Kakuro solver (SPEC §8, §11 `solve`): every solution up to two, so a puzzle is
//! told unique, several or none. Depth-first search on bitmask domains: the domain
//! test (arc consistency of every run) after each choice, branching on the cell with
//! the fewest digits left (ties row-major), digits ascending. The search keeps its own
//! stack, so grids of any size never exhaust the thread's stack, and a node budget
//! turns a search that runs away into "undecided".

use crate::engine::DigitSet;

use super::grid::KakuroGrid;
use super::position::KakuroPosition;
use super::profile::first_domains;
use super::propagate::{Propagation, propagate};

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

/// One level of the search: the domains there, the cell branched on, digits left to try.
struct Frame {
    domains: Vec<DigitSet>,
    cell: usize,
    untried: DigitSet,
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
    let mut solutions = Vec::new();
    let mut stack = Vec::new();
    match branch_cell(&domains) {
        None => return KakuroSolveOutcome::Unique(digits_of(&domains)),
        Some(cell) => stack.push(Frame {
            untried: domains[cell],
            cell,
            domains,
        }),
    }
    let mut nodes = 0u64;
    while let Some(top) = stack.last_mut() {
        let Some(d) = top.untried.first() else {
            stack.pop();
            continue;
        };
        top.untried.remove(d);
        nodes += 1;
        if nodes > node_limit {
            return KakuroSolveOutcome::Undecided;
        }
        let mut child = top.domains.clone();
        child[top.cell] = DigitSet::single(d);
        if propagate(grid, &mut child, grid.runs_of(top.cell), true) == Propagation::Contradiction {
            continue;
        }
        match branch_cell(&child) {
            Some(cell) => stack.push(Frame {
                untried: child[cell],
                cell,
                domains: child,
            }),
            None => {
                solutions.push(digits_of(&child));
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
