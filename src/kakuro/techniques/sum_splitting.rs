//! Sum splitting, "innies and outies": take a band of consecutive rows (or
//! columns) and one connected piece of its white cells. Its across runs lie wholly
//! in the band, so the piece adds up to their clues. The down runs through the
//! piece add up to the piece plus the cells they have outside the band (the
//! *outies*); the down runs wholly inside the band add up to the piece less the
//! cells that belong to down runs leaving the band (the *innies*). So the outies,
//! and the innies, add up to a known total. With one of them empty, that cell is
//! the total less the placed ones; with two, each keeps only the digits the other
//! can complete to the total.
//!
//! Bands are at most [`MAX_BAND`] lines deep: a player splits an area of a few
//! lines, and deeper bands seldom leave as few as two open odd cells. Instances
//! come rows first, then columns, by band start, band end and the piece's first
//! cell; a placement or elimination set found by several areas is one instance,
//! kept with the first. The bands, pieces and odd cells depend on the grid
//! alone: they are worked out once per grid (per thread, in `splits`) and only their
//! conclusions are looked for on each position.

mod splits;

use std::collections::BTreeSet;

use crate::engine::techniques::About;

use super::Descriptor;
use super::words::{cells_and, removals};
use crate::kakuro::grid::{Direction, KakuroGrid};
use crate::kakuro::position::KakuroPosition;
use crate::kakuro::techniques::KakuroHint;

/// The deepest band, in rows or columns.
pub const MAX_BAND: usize = 9;

/// The sum splitting's descriptor.
pub const SUM_SPLITTING: Descriptor = Descriptor {
    id: "sum_splitting",
    name: "Sum splitting (innies and outies)",
    default_score: Some(9),
    about: About {
        look_for: "A block of rows or columns whose white cells form a closed area except for one or two cells that stick out of it, or into it, along the crossing runs.",
        why: "The area's runs in one direction add up to the area; the crossing runs add up to the area plus the cells sticking out (or minus the cells sticking in), so those cells add up to the difference of the two totals.",
        when: "When the combinations of single runs say nothing more: it reads many runs at once, as experienced players do on big grids.",
    },
    find,
};

/// One connected piece of a band with the runs that fix its odd cells' total.
#[derive(Clone)]
struct Area {
    /// Which way the band runs: `Across` for a band of rows.
    along: Direction,
    /// First and last line of the band (0-based rows or columns).
    lines: (usize, usize),
    /// The runs along the band (wholly inside it), with their sums.
    inside: Vec<(usize, u32)>,
    /// The crossing runs through the piece, with their sums.
    crossing: Vec<(usize, u32)>,
}

fn line_of(grid: &KakuroGrid, cell: usize, along: Direction) -> usize {
    let (r, c) = grid.position_of(cell);
    if along == Direction::Across { r } else { c }
}

fn across_of(along: Direction) -> Direction {
    match along {
        Direction::Across => Direction::Down,
        Direction::Down => Direction::Across,
    }
}

/// The white cells of each line (row for `Across`, column for `Down`), row-major.
fn cells_by_line(grid: &KakuroGrid, along: Direction) -> Vec<Vec<usize>> {
    let lines = if along == Direction::Across {
        grid.height()
    } else {
        grid.width()
    };
    let mut by_line = vec![Vec::new(); lines];
    for cell in 0..grid.cell_count() {
        by_line[line_of(grid, cell, along)].push(cell);
    }
    by_line
}

/// The connected pieces of the white cells on lines `lines` (linked along the
/// band's runs and along crossing runs inside the band), each sorted row-major.
/// `stamp` marks the band's cells with `band` (a number no earlier band used).
fn pieces(
    grid: &KakuroGrid,
    by_line: &[Vec<usize>],
    lines: (usize, usize),
    stamp: &mut [usize],
    band: usize,
) -> Vec<Vec<usize>> {
    let cells: Vec<usize> = by_line[lines.0..=lines.1]
        .iter()
        .flatten()
        .copied()
        .collect();
    for &c in &cells {
        stamp[c] = band;
    }
    let mut out = Vec::new();
    for &start in &cells {
        if stamp[start] != band {
            continue;
        }
        // Cells taken into a piece are stamped one past the band's number.
        stamp[start] = band + 1;
        let mut piece = vec![start];
        let mut next = 0;
        while next < piece.len() {
            let cell = piece[next];
            next += 1;
            for run in grid.runs_of(cell) {
                for &other in &grid.runs()[run].cells {
                    if stamp[other] == band {
                        stamp[other] = band + 1;
                        piece.push(other);
                    }
                }
            }
        }
        piece.sort_unstable();
        out.push(piece);
    }
    out
}

/// The clued runs in direction `dir` through `cells`, with sums; `None` if one has no clue.
fn runs_through(grid: &KakuroGrid, cells: &[usize], dir: Direction) -> Option<Vec<(usize, u32)>> {
    let set: BTreeSet<usize> = cells.iter().map(|&c| grid.run_of(c, dir)).collect();
    set.into_iter()
        .map(|r| grid.runs()[r].sum.map(|s| (r, u32::from(s))))
        .collect()
}

/// Which odd cells a total is about.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Odd {
    /// Cells of crossing runs outside the band.
    Outies,
    /// Cells of the piece on crossing runs that leave the band.
    Innies,
}

impl Area {
    /// The area of one piece, or `None` when a run through it has no clue.
    fn of(
        grid: &KakuroGrid,
        along: Direction,
        lines: (usize, usize),
        piece: &[usize],
    ) -> Option<Area> {
        Some(Area {
            along,
            lines,
            inside: runs_through(grid, piece, along)?,
            crossing: runs_through(grid, piece, across_of(along))?,
        })
    }

    fn inside_band(&self, grid: &KakuroGrid, cell: usize) -> bool {
        (self.lines.0..=self.lines.1).contains(&line_of(grid, cell, self.along))
    }

    /// The crossing runs wholly inside the band.
    fn closed(&self, grid: &KakuroGrid) -> Vec<(usize, u32)> {
        self.crossing
            .iter()
            .copied()
            .filter(|&(r, _)| {
                grid.runs()[r]
                    .cells
                    .iter()
                    .all(|&c| self.inside_band(grid, c))
            })
            .collect()
    }

    /// The outies and the innies of the piece, each with the total they add up to.
    fn odd_sets(&self, grid: &KakuroGrid, piece: &[usize]) -> [(Odd, Vec<usize>, i64); 2] {
        let along_total = total(&self.inside);
        let outies: Vec<usize> = self
            .crossing
            .iter()
            .flat_map(|&(r, _)| grid.runs()[r].cells.iter().copied())
            .filter(|&c| !self.inside_band(grid, c))
            .collect();
        let closed = self.closed(grid);
        let cross = across_of(self.along);
        let innies: Vec<usize> = piece
            .iter()
            .copied()
            .filter(|&c| !closed.iter().any(|&(r, _)| r == grid.run_of(c, cross)))
            .collect();
        [
            (Odd::Outies, outies, total(&self.crossing) - along_total),
            (Odd::Innies, innies, along_total - total(&closed)),
        ]
    }

    fn band_name(&self) -> String {
        let word = if self.along == Direction::Across {
            "row"
        } else {
            "column"
        };
        let (a, b) = (self.lines.0 + 1, self.lines.1 + 1);
        if a == b {
            format!("{word} {a}")
        } else {
            format!("{word}s {a}–{b}")
        }
    }

    /// Why the odd cells add up to their total, in a player's words.
    fn why(&self, grid: &KakuroGrid, piece: &[usize], odd: Odd, cells: &[usize]) -> String {
        let band = self.band_name();
        let cross = across_of(self.along);
        let along_total = total(&self.inside);
        let head = format!(
            "The {} runs of {band} around {} add up to {along_total} ({})",
            self.along.word(),
            grid.cell_name(piece[0]),
            sums(&self.inside)
        );
        match odd {
            Odd::Outies => format!(
                "{head}; the {} runs through them add up to {} ({}), so the cells of those runs outside {band}, {}, add up to {} − {along_total}",
                cross.word(),
                total(&self.crossing),
                sums(&self.crossing),
                cells_and(grid, cells),
                total(&self.crossing)
            ),
            Odd::Innies => {
                let closed = self.closed(grid);
                let listed = if closed.is_empty() {
                    "none".to_string()
                } else {
                    sums(&closed)
                };
                format!(
                    "{head}; the {} runs wholly inside {band} add up to {} ({listed}), so the cells of the area on {} runs leaving {band}, {}, add up to {along_total} − {}",
                    cross.word(),
                    total(&closed),
                    cross.word(),
                    cells_and(grid, cells),
                    total(&closed)
                )
            }
        }
    }
}

/// The sum of runs' clues.
fn total(runs: &[(usize, u32)]) -> i64 {
    runs.iter().map(|&(_, s)| i64::from(s)).sum()
}

/// Runs' clues as an addition: `16 + 23 + 9`.
fn sums(runs: &[(usize, u32)]) -> String {
    runs.iter()
        .map(|(_, s)| s.to_string())
        .collect::<Vec<_>>()
        .join(" + ")
}

/// What odd cells give: placements, eliminations and the explanation.
type Conclusion = (Vec<(usize, u8)>, Vec<(usize, u8)>, String);

/// What an odd-cell set with a known total gives, if anything: with one open cell
/// its digit, with two the digits each cannot pair with the other's.
fn conclude(
    position: &KakuroPosition,
    cells: &[usize],
    total: i64,
    why: impl FnOnce() -> String,
) -> Option<Conclusion> {
    let grid = position.grid();
    let open: Vec<usize> = cells
        .iter()
        .copied()
        .filter(|&c| position.value(c) == 0)
        .collect();
    if !(1..=2).contains(&open.len()) {
        return None;
    }
    let placed: Vec<u8> = cells
        .iter()
        .map(|&c| position.value(c))
        .filter(|&v| v != 0)
        .collect();
    let rest = total - placed.iter().map(|&v| i64::from(v)).sum::<i64>();
    let less = |rest: i64| {
        if placed.is_empty() {
            format!("{total}")
        } else {
            let parts: Vec<String> = placed.iter().map(u8::to_string).collect();
            format!("{total} − {} = {rest}", parts.join(" − "))
        }
    };
    match open[..] {
        [cell] => {
            let d = u8::try_from(rest)
                .ok()
                .filter(|&d| (1..=9).contains(&d) && position.candidates(cell).contains(d))?;
            let name = grid.cell_name(cell);
            let text = format!("{} = {total}: {name} = {}.", why(), less(rest));
            Some((vec![(cell, d)], Vec::new(), text))
        }
        [x, y] => {
            let share = grid.runs_of(x).iter().any(|r| grid.runs_of(y).contains(r));
            let partner = |d: u8, other: usize| {
                position
                    .candidates(other)
                    .iter()
                    .any(|e| i64::from(d) + i64::from(e) == rest && (!share || d != e))
            };
            let eliminations: Vec<(usize, u8)> = [(x, y), (y, x)]
                .into_iter()
                .flat_map(|(a, b)| {
                    position
                        .candidates(a)
                        .iter()
                        .filter(move |&d| !partner(d, b))
                        .map(move |d| (a, d))
                })
                .collect();
            if eliminations.is_empty() {
                return None;
            }
            let text = format!(
                "{} = {total}: {} + {} = {}; remove {}.",
                why(),
                grid.cell_name(x),
                grid.cell_name(y),
                less(rest),
                removals(grid, &eliminations)
            );
            Some((Vec::new(), eliminations, text))
        }
        _ => None,
    }
}

/// Every band of up to [`MAX_BAND`] lines, rows then columns, and each piece's
/// innies and outies that place a digit or remove candidates.
fn find(position: &KakuroPosition) -> Vec<KakuroHint> {
    let splits = splits::splits_of(position.grid());
    let mut found: Vec<KakuroHint> = Vec::new();
    for split in splits.iter() {
        split.conclude(position, &mut found);
    }
    found
}
