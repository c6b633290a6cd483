//! A small Kakuro generator (SPEC §8, bundled puzzles of §10): from a pattern of white
//! (`.`) and black squares, fill the white cells with random digits distinct in every
//! run, write the run sums as clues, and keep the grid only when the solver finds
//! exactly one solution. A seed makes it repeatable (ChaCha8).

use std::sync::Arc;

use rand::rngs::ChaCha8Rng;
use rand::seq::{IndexedRandom, SliceRandom};
use rand::{RngExt, SeedableRng};

use super::format::KakuroPuzzle;
use super::grid::{Direction, GridError, KakuroGrid, Square};
use super::solver::{KakuroSolveOutcome, solve_with_limit};

/// The size of a pattern and whether each square is white.
fn pattern_squares(pattern: &str) -> Result<(usize, usize, Vec<bool>), GridError> {
    let rows: Vec<Vec<bool>> = pattern
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(|l| l.split_whitespace().map(|t| t == ".").collect())
        .collect();
    let width = rows.first().map_or(0, Vec::len);
    if let Some(row) = rows.iter().position(|r| r.len() != width) {
        let message = format!("expected {width} squares in every pattern row");
        return Err(GridError {
            row,
            col: 0,
            message,
        });
    }
    Ok((width, rows.len(), rows.concat()))
}

/// How a random fill picks digits.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum FillBias {
    /// Every digit alike.
    Uniform,
    /// Each run leans, at random, to low or to high digits, so its sum is near the
    /// least or the greatest its length allows: such sums have few combinations, and
    /// unique puzzles come much sooner on large grids.
    Extremes,
}

/// The order a cell tries its digits in: shuffled, then, under
/// [`FillBias::Extremes`], sorted by how well each digit suits the lean of the
/// cell's two runs (`lean[run]`: true = high), with noise so fills still vary.
fn digit_order(
    grid: &KakuroGrid,
    cell: usize,
    bias: FillBias,
    lean: &[bool],
    rng: &mut ChaCha8Rng,
) -> Vec<u8> {
    let mut digits: Vec<u8> = (1..=9).collect();
    digits.shuffle(rng);
    if bias == FillBias::Extremes {
        let mut keyed: Vec<(u32, u8)> = digits
            .into_iter()
            .map(|d| {
                let fit: u32 = grid
                    .runs_of(cell)
                    .iter()
                    .map(|&r| u32::from(if lean[r] { 10 - d } else { d }))
                    .sum();
                (fit + rng.random_range(0..3), d)
            })
            .collect();
        keyed.sort_unstable();
        digits = keyed.into_iter().map(|(_, d)| d).collect();
    }
    digits
}

/// Random digits for the white cells, distinct in every run (backtracking when a cell
/// has no digit left, which only happens on crowded patterns).
fn random_fill(grid: &KakuroGrid, bias: FillBias, rng: &mut ChaCha8Rng) -> Option<Vec<u8>> {
    // Uniform fills draw nothing more, so their seeds give the grids they always did.
    let lean: Vec<bool> = match bias {
        FillBias::Uniform => Vec::new(),
        FillBias::Extremes => (0..grid.runs().len())
            .map(|_| rng.random_bool(0.5))
            .collect(),
    };
    let n = grid.cell_count();
    let mut values = vec![0u8; n];
    let mut orders: Vec<Vec<u8>> = vec![Vec::new(); n];
    let mut cell = 0;
    let mut steps = 0u32;
    while cell < n {
        steps += 1;
        if steps > 100_000 {
            return None;
        }
        if values[cell] == 0 {
            orders[cell] = digit_order(grid, cell, bias, &lean, rng);
        }
        let used = |d: u8, values: &[u8]| {
            grid.runs_of(cell).iter().any(|&r| {
                grid.runs()[r]
                    .cells
                    .iter()
                    .any(|&c| c < cell && values[c] == d)
            })
        };
        match orders[cell].iter().position(|&d| !used(d, &values)) {
            Some(i) => {
                values[cell] = orders[cell].remove(i);
                cell += 1;
            }
            None if cell == 0 => return None,
            None => {
                values[cell] = 0;
                cell -= 1;
            }
        }
    }
    Some(values)
}

/// The pattern's grid with clues set to the run sums of `values` (`values` follow the
/// white cells of `placeholder`, whose runs are the same).
fn clued_grid(placeholder: &KakuroGrid, values: &[u8]) -> Result<KakuroGrid, GridError> {
    let (w, h) = (placeholder.width(), placeholder.height());
    let mut squares: Vec<Square> = (0..w * h)
        .map(|i| placeholder.square(i / w, i % w))
        .collect();
    for run in placeholder.runs() {
        let (r, c) = placeholder.position_of(run.cells[0]);
        let sum: u32 = run.cells.iter().map(|&x| u32::from(values[x])).sum();
        let (cr, cc) = if run.direction == Direction::Across {
            (r, c - 1)
        } else {
            (r - 1, c)
        };
        if let Square::Clue { down, right } = &mut squares[cr * w + cc] {
            match run.direction {
                Direction::Across => *right = Some(sum as u8),
                Direction::Down => *down = Some(sum as u8),
            }
        }
    }
    KakuroGrid::new(w, h, squares)
}

/// Generates a Kakuro with a unique solution on `pattern` (rows of `.` white and `#`
/// black squares, whitespace-separated; every run needs a square before it), trying at
/// most `attempts` random fills; `Ok(None)` when none was unique.
pub fn generate(
    pattern: &str,
    seed: u64,
    attempts: usize,
) -> Result<Option<KakuroPuzzle>, GridError> {
    generate_with(pattern, seed, attempts, FillBias::Uniform)
}

/// [`generate`] with a choice of how fills pick their digits.
pub fn generate_with(
    pattern: &str,
    seed: u64,
    attempts: usize,
    bias: FillBias,
) -> Result<Option<KakuroPuzzle>, GridError> {
    let (w, h, white) = pattern_squares(pattern)?;
    let is_white = |j: usize| white.get(j).copied().unwrap_or(false);
    // Length of the run after square `i`, stepping by `step` for at most `limit` squares.
    let run_len = |i: usize, step: usize, limit: usize| {
        (1..=limit).take_while(|k| is_white(i + k * step)).count()
    };
    // Each clue starts at the largest sum its run allows, replaced once digits are known.
    let provisional: Vec<Square> = (0..w * h)
        .map(|i| {
            let right = Some(run_len(i, 1, w - 1 - i % w))
                .filter(|&l| l > 0)
                .map(max_sum);
            let down = Some(run_len(i, w, h - 1 - i / w))
                .filter(|&l| l > 0)
                .map(max_sum);
            match (white[i], down, right) {
                (true, _, _) => Square::White,
                (false, None, None) => Square::Black,
                (false, down, right) => Square::Clue { down, right },
            }
        })
        .collect();
    let placeholder = KakuroGrid::new(w, h, provisional)?;
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let mut current: Option<Vec<u8>> = None;
    for attempt in 0..attempts {
        // A chain of repairs that does not converge is dropped for a fresh fill.
        if attempt % REPAIRS_PER_FILL == 0 {
            current = None;
        }
        let values = match current.take() {
            Some(v) => v,
            None => match random_fill(&placeholder, bias, &mut rng) {
                Some(v) => v,
                None => continue,
            },
        };
        let grid = clued_grid(&placeholder, &values)?;
        match solve_with_limit(&grid, &[], SEARCH_NODES) {
            KakuroSolveOutcome::Unique(_) => {
                let givens = vec![0; grid.cell_count()];
                return Ok(Some(KakuroPuzzle {
                    name: None,
                    grid: Arc::new(grid),
                    givens,
                }));
            }
            KakuroSolveOutcome::Several(a, b) => {
                current = repair(&placeholder, values, &a, &b, &mut rng)
            }
            _ => {}
        }
    }
    Ok(None)
}

/// Repairs tried on one fill before starting from a new one.
const REPAIRS_PER_FILL: usize = 60;

/// Search budget per candidate grid: generated grids that need more are dropped.
const SEARCH_NODES: u64 = 20_000;

/// Changes the digit of one cell where two solutions differ (to a digit its runs do not
/// hold yet), so the next clues tell the solutions apart; `None` to start afresh.
fn repair(
    grid: &KakuroGrid,
    mut values: Vec<u8>,
    a: &[u8],
    b: &[u8],
    rng: &mut ChaCha8Rng,
) -> Option<Vec<u8>> {
    let differing: Vec<usize> = (0..values.len()).filter(|&c| a[c] != b[c]).collect();
    let &cell = differing.choose(rng)?;
    let used: Vec<u8> = grid
        .runs_of(cell)
        .iter()
        .flat_map(|&r| grid.runs()[r].cells.iter().map(|&c| values[c]))
        .collect();
    let free: Vec<u8> = (1..=9).filter(|d| !used.contains(d)).collect();
    values[cell] = *free.choose(rng)?;
    Some(values)
}

/// The largest sum of `len` distinct digits (runs over 9 cells are rejected by the grid).
fn max_sum(len: usize) -> u8 {
    let len = len.min(9) as u8;
    len * (19 - len) / 2
}
