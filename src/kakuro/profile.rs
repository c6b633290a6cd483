//! The ATK profile of a Kakuro (SPEC §8, seed 004): MRL, ACRL, NCELL, fixed (USI),
//! implied (domain test), total and Rating, for a puzzle or for a position (placed
//! digits are then fixed from the start and counted in `fixed`).
//!
//! Readings of the spec: percentages and the shown ACRL round half up; the USI first
//! domain of a cell uses only its runs' sums and lengths and is not recomputed in the
//! one-free-cell phase; the one-free-cell rule fixes the last cell of a clued run to
//! the sum minus the fixed digits when that value is a digit 1–9, not already in the run
//! and inside the cell's first domain (otherwise the run is a contradiction); the domain
//! test starts from the USI domains and is completed to its fixed point even past a
//! contradiction, so the figures do not depend on revision order. A position's
//! candidate marks are not used: the profile depends on the placed digits only.

use std::fmt;

use serde::Serialize;

use crate::engine::DigitSet;

use super::combinations::union_of;
use super::grid::KakuroGrid;
use super::position::KakuroPosition;
use super::propagate::{Propagation, shave};

/// The ATK profile figures; field names are those of SPEC §11.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct KakuroProfile {
    /// W, clue column included.
    pub width: usize,
    /// H, clue row included.
    pub height: usize,
    /// The longest run.
    pub mrl: usize,
    /// Mean over white cells of (across run length + down run length), exact.
    pub acrl: f64,
    /// White cells.
    pub ncell: usize,
    /// NCELL as a percentage of the (W−1)×(H−1) interior, rounded half up.
    pub ncell_pct: u64,
    /// Digits placed in the position (0 for a puzzle without digits).
    pub placed: usize,
    /// Cells fixed by the unique sum intersection and the one-free-cell rule.
    pub fixed_by_usi: usize,
    /// `placed` + `fixed_by_usi`.
    pub fixed: usize,
    /// Cells the domain test reduces to one digit that were not fixed.
    pub implied: usize,
    /// `fixed` + `implied`.
    pub total: usize,
    /// `total` as a percentage of NCELL, rounded half up.
    pub total_pct: u64,
    /// Mean domain size over white cells after shaving (an empty domain counts 0).
    pub rating: f64,
    /// Whether some domain became empty.
    pub contradiction: bool,
    /// Sum of the final domain sizes; `rating` = this / `ncell` (kept for exact rounding).
    #[serde(skip)]
    pub domain_total: usize,
    /// Sum of run lengths over cells; `acrl` = this / `ncell` (kept for exact rounding).
    #[serde(skip)]
    pub run_length_total: usize,
}

/// `100 · num / den` rounded half up (0 when `den` is 0).
fn percent(num: usize, den: usize) -> u64 {
    if den == 0 {
        return 0;
    }
    ((200 * num + den) / (2 * den)) as u64
}

/// The USI first domain of every cell: the digits of its across run's combinations
/// that also appear in its down run's (all of 1–9 for a lone cell without a clue).
pub fn first_domains(grid: &KakuroGrid) -> Vec<DigitSet> {
    let run_digits: Vec<DigitSet> = grid
        .runs()
        .iter()
        .map(|run| {
            run.sum
                .map_or(DigitSet::full(9), |s| union_of(s, run.cells.len()))
        })
        .collect();
    (0..grid.cell_count())
        .map(|cell| {
            let [a, d] = grid.runs_of(cell);
            run_digits[a] & run_digits[d]
        })
        .collect()
}

/// Where the USI phase left things: per-cell values (0 = not fixed) and first domains.
struct Usi {
    values: Vec<u8>,
    first: Vec<DigitSet>,
    fixed_by_usi: usize,
    contradiction: bool,
}

/// What the one-free-cell rule makes of a run.
enum LastCell {
    /// The run's only unfixed cell takes this digit.
    Fixed(usize, u8),
    /// The run has one unfixed cell but no digit fits it, or repeats a fixed digit.
    Contradiction,
    /// The run has no unfixed cell or more than one.
    None,
}

/// The one-free-cell rule on one clued run: sum minus the fixed digits, when that is a
/// digit 1–9 not yet in the run and inside the cell's first domain.
fn last_free_cell(cells: &[usize], sum: u8, values: &[u8], first: &[DigitSet]) -> LastCell {
    let mut free = cells.iter().copied().filter(|&c| values[c] == 0);
    let (Some(cell), None) = (free.next(), free.next()) else {
        return LastCell::None;
    };
    let mut seen = DigitSet::EMPTY;
    let mut total = 0i32;
    for &c in cells.iter().filter(|&&c| values[c] != 0) {
        if seen.contains(values[c]) {
            return LastCell::Contradiction;
        }
        seen.insert(values[c]);
        total += i32::from(values[c]);
    }
    let last = i32::from(sum) - total;
    if (1..=9).contains(&last) && !seen.contains(last as u8) && first[cell].contains(last as u8) {
        LastCell::Fixed(cell, last as u8)
    } else {
        LastCell::Contradiction
    }
}

/// The USI phase: single-digit first domains, then the one-free-cell rule to a fixed point.
fn usi(grid: &KakuroGrid, placed: &[u8]) -> Usi {
    let first = first_domains(grid);
    let mut values: Vec<u8> = (0..grid.cell_count())
        .map(|c| {
            placed
                .get(c)
                .copied()
                .filter(|d| (1..=9).contains(d))
                .unwrap_or(0)
        })
        .collect();
    let mut contradiction = first.iter().any(|d| d.is_empty());
    let mut fixed_by_usi = 0;
    for (cell, domain) in first.iter().enumerate() {
        if values[cell] == 0
            && let Some(d) = domain.single_digit()
        {
            values[cell] = d;
            fixed_by_usi += 1;
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for run in grid.runs() {
            let Some(sum) = run.sum else { continue };
            match last_free_cell(&run.cells, sum, &values, &first) {
                LastCell::Fixed(cell, d) => {
                    values[cell] = d;
                    fixed_by_usi += 1;
                    changed = true;
                }
                LastCell::Contradiction => contradiction = true,
                LastCell::None => {}
            }
        }
    }
    Usi {
        values,
        first,
        fixed_by_usi,
        contradiction,
    }
}

/// The cell-level result behind a profile, for highlighting and for checks.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shaving {
    /// Per white cell: the digit placed or fixed by USI, or 0.
    pub fixed: Vec<u8>,
    /// Per white cell: its domain after the domain test.
    pub domains: Vec<DigitSet>,
}

/// The profile of a puzzle, with `placed` (one per white cell, 0 = empty) fixed at start.
pub fn profile(grid: &KakuroGrid, placed: &[u8]) -> KakuroProfile {
    profile_with_domains(grid, placed).0
}

/// The profile and the cell-level result it counts.
pub fn profile_with_domains(grid: &KakuroGrid, placed: &[u8]) -> (KakuroProfile, Shaving) {
    let ncell = grid.cell_count();
    let runs = grid.runs();
    let mrl = runs.iter().map(|r| r.cells.len()).max().unwrap_or(0);
    let run_length_total: usize = (0..ncell)
        .map(|c| {
            grid.runs_of(c)
                .iter()
                .map(|&r| runs[r].cells.len())
                .sum::<usize>()
        })
        .sum();
    let state = usi(grid, placed);
    let placed_count = (0..ncell)
        .filter(|&c| placed.get(c).is_some_and(|d| (1..=9).contains(d)))
        .count();
    let mut domains: Vec<DigitSet> = state
        .values
        .iter()
        .zip(&state.first)
        .map(|(&v, &first)| if v != 0 { DigitSet::single(v) } else { first })
        .collect();
    let shaved = shave(grid, &mut domains);
    let fixed = placed_count + state.fixed_by_usi;
    let implied = (0..ncell)
        .filter(|&c| state.values[c] == 0 && domains[c].len() == 1)
        .count();
    let domain_total: usize = domains.iter().map(|d| d.len()).sum();
    // A grid always has a white cell, so the means are defined.
    let ratio = |num: usize| num as f64 / ncell as f64;
    let figures = KakuroProfile {
        width: grid.width(),
        height: grid.height(),
        mrl,
        acrl: ratio(run_length_total),
        ncell,
        ncell_pct: percent(ncell, (grid.width() - 1) * (grid.height() - 1)),
        placed: placed_count,
        fixed_by_usi: state.fixed_by_usi,
        fixed,
        implied,
        total: fixed + implied,
        total_pct: percent(fixed + implied, ncell),
        rating: ratio(domain_total),
        contradiction: state.contradiction || shaved == Propagation::Contradiction,
        domain_total,
        run_length_total,
    };
    (
        figures,
        Shaving {
            fixed: state.values,
            domains,
        },
    )
}

/// The profile of a position: its placed digits are fixed at start.
pub fn profile_position(position: &KakuroPosition) -> KakuroProfile {
    profile(position.grid(), position.values())
}

impl KakuroProfile {
    /// ACRL rounded half up, as shown in text.
    pub fn acrl_rounded(&self) -> usize {
        if self.ncell == 0 {
            0
        } else {
            (2 * self.run_length_total + self.ncell) / (2 * self.ncell)
        }
    }

    /// The Rating with 4 decimals, rounded half up on the exact fraction.
    pub fn rating_text(&self) -> String {
        let scaled = if self.ncell == 0 {
            0
        } else {
            (20_000 * self.domain_total + self.ncell) / (2 * self.ncell)
        };
        format!("{}.{:04}", scaled / 10_000, scaled % 10_000)
    }
}

impl fmt::Display for KakuroProfile {
    /// The seed's layout, one figure per line (the title line is the caller's).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        writeln!(f, "MRL = {}", self.mrl)?;
        writeln!(f, "ACRL = {}", self.acrl_rounded())?;
        writeln!(f, "NCELL = {} ({}%)", self.ncell, self.ncell_pct)?;
        if self.placed > 0 {
            writeln!(
                f,
                "fixed = {} (USI {}, placed {})",
                self.fixed, self.fixed_by_usi, self.placed
            )?;
        } else {
            writeln!(f, "fixed = {} (USI)", self.fixed)?;
        }
        writeln!(f, "implied = {} (domain test)", self.implied)?;
        writeln!(f, "total = {} ({}%)", self.total, self.total_pct)?;
        write!(f, "Rating = {} (avg cell NPV)", self.rating_text())?;
        if self.contradiction {
            write!(f, "\ncontradiction: some cell has no digit left")?;
        }
        Ok(())
    }
}
