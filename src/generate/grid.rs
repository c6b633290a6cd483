//! Random full grids (SPEC §1): the solution a generated puzzle is dug from. A few
//! random givens (one random digit in each of `n` random cells, each allowed by
//! the digits placed before it) are completed by the exact solver; the solver's
//! first solution, with the digits relabelled at random, is the grid. A start the
//! solver cannot complete within a small budget is dropped and another drawn. Box
//! boards from 20×20 up, where a sparse start can be slow to complete, start from a
//! shifted pattern shuffled by bands, stacks, lines inside them and digits.

use std::sync::Arc;

use rand::RngExt;
use rand::rngs::ChaCha8Rng;
use rand::seq::{IndexedRandom, SliceRandom};

use crate::engine::solver::{SolveLimits, solve};
use crate::engine::{Digit, Geometry, Position, Regions};

/// Guesses allowed to complete one random start.
const COMPLETION_NODES: u64 = 5_000;

/// Random starts tried before giving up on a geometry (a jigsaw layout can have no
/// solution at all).
const STARTS: usize = 50;

/// A random full grid on `geometry`, row-major, or `None` when no start could be
/// completed (a jigsaw layout without solutions).
pub fn random_grid(geometry: &Arc<Geometry>, rng: &mut ChaCha8Rng) -> Option<Vec<Digit>> {
    let n = geometry.n();
    if let Regions::Boxes { rows, cols } = *geometry.regions()
        && n >= 20
    {
        return Some(shuffled_pattern(n, rows, cols, rng));
    }
    for _ in 0..STARTS {
        if let Some(grid) = complete_random_start(geometry, rng) {
            return Some(relabel(grid, n, rng));
        }
    }
    None
}

/// `n` random allowed givens completed by the solver.
fn complete_random_start(geometry: &Arc<Geometry>, rng: &mut ChaCha8Rng) -> Option<Vec<Digit>> {
    let n = geometry.n();
    let mut start = Position::empty(Arc::clone(geometry));
    let mut cells: Vec<usize> = (0..n * n).collect();
    cells.shuffle(rng);
    for &cell in cells.iter().take(n) {
        let allowed: Vec<Digit> = start.allowed(cell as _).iter().collect();
        let &digit = allowed.choose(rng)?;
        start.set_value(cell as _, digit);
    }
    let limits = SolveLimits {
        max_solutions: 1,
        max_nodes: COMPLETION_NODES,
    };
    solve(&start, limits).solutions.into_iter().next()
}

/// The grid with its digits renamed by a random permutation.
fn relabel(grid: Vec<Digit>, n: usize, rng: &mut ChaCha8Rng) -> Vec<Digit> {
    let mut names: Vec<Digit> = (1..=n as Digit).collect();
    names.shuffle(rng);
    grid.into_iter()
        .map(|d| names[usize::from(d) - 1])
        .collect()
}

/// The shifted pattern of a `rows`×`cols` box board, shuffled.
fn shuffled_pattern(n: usize, rows: usize, cols: usize, rng: &mut ChaCha8Rng) -> Vec<Digit> {
    let row_order = shuffled_lines(n, rows, rng);
    let col_order = shuffled_lines(n, cols, rng);
    let mut grid = vec![0; n * n];
    for r in 0..n {
        for c in 0..n {
            let (pr, pc) = (row_order[r], col_order[c]);
            grid[r * n + c] = ((cols * (pr % rows) + pr / rows + pc) % n + 1) as Digit;
        }
    }
    if rng.random_bool(0.5) && rows == cols {
        grid = (0..n * n).map(|i| grid[(i % n) * n + i / n]).collect();
    }
    relabel(grid, n, rng)
}

/// A permutation of `0..n` that keeps lines inside their bands of `band` lines.
pub fn shuffled_lines(n: usize, band: usize, rng: &mut ChaCha8Rng) -> Vec<usize> {
    let mut bands: Vec<usize> = (0..n / band).collect();
    bands.shuffle(rng);
    let mut out = Vec::with_capacity(n);
    for b in bands {
        let mut inner: Vec<usize> = (0..band).collect();
        inner.shuffle(rng);
        out.extend(inner.into_iter().map(|i| b * band + i));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::layout::random_layout;
    use crate::generate::rng::try_rng;

    #[test]
    fn grids_are_solved_boards_of_every_kind() {
        let mut boards = vec![
            Geometry::standard(4).unwrap(),
            Geometry::standard(9).unwrap(),
            Geometry::boxes(12, 2, 6).unwrap(),
            Geometry::standard(20).unwrap(),
        ];
        boards.push(random_layout(7, &mut try_rng(3, 0, 0)).unwrap());
        for (i, geometry) in boards.iter().enumerate() {
            let grid = random_grid(geometry, &mut try_rng(5, i as u64, 0)).unwrap();
            assert!(Position::from_givens(Arc::clone(geometry), &grid).is_solved());
        }
    }
}
