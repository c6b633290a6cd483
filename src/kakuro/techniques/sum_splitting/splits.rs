//! The splits of a grid for sum splitting: every band's pieces with their
//! outies and innies and the totals they add up to. They depend on the grid
//! alone, so they are worked out once per grid (per thread, the grid last
//! asked) and only their conclusions are looked for on each position.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::{Arc, Weak};

use super::{Area, MAX_BAND, Odd, cells_by_line, conclude, pieces};
use crate::kakuro::grid::{Direction, KakuroGrid};
use crate::kakuro::position::KakuroPosition;
use crate::kakuro::techniques::KakuroHint;
use crate::kakuro::techniques::{KakuroPattern, KakuroTechnique};

/// One piece's odd cells (outies or innies) with the total they add up to: what
/// the grid alone gives, whatever the position.
pub(super) struct Split {
    /// The piece's area.
    area: Area,
    /// The piece, row-major.
    piece: Vec<usize>,
    /// Outies or innies.
    odd: Odd,
    /// The odd cells.
    cells: Vec<usize>,
    /// Their total.
    sum: i64,
}

impl Split {
    /// Adds this split's instance on `position` to `found`, unless it gives
    /// nothing or an earlier split gave the same.
    pub(super) fn conclude(&self, position: &KakuroPosition, found: &mut Vec<KakuroHint>) {
        let grid = position.grid();
        let why = || self.area.why(grid, &self.piece, self.odd, &self.cells);
        let Some((placements, eliminations, text)) = conclude(position, &self.cells, self.sum, why)
        else {
            return;
        };
        if found
            .iter()
            .any(|h| h.placements == placements && h.eliminations == eliminations)
        {
            return;
        }
        let mut runs: Vec<usize> = self.area.inside.iter().map(|&(r, _)| r).collect();
        runs.extend(self.area.crossing.iter().map(|&(r, _)| r));
        let mut shown = self.piece.clone();
        shown.extend(
            self.cells
                .iter()
                .copied()
                .filter(|c| !self.piece.contains(c)),
        );
        found.push(KakuroHint {
            technique: KakuroTechnique::SumSplitting,
            placements,
            eliminations,
            cells: shown,
            runs: runs.clone(),
            pattern: KakuroPattern::Area {
                runs,
                odd_cells: self.cells.clone(),
                total: u32::try_from(self.sum).unwrap_or(0),
            },
            text,
        });
    }
}

/// A grid (held weakly) and its splits.
type GridSplits = (Weak<KakuroGrid>, Rc<Vec<Split>>);

thread_local! {
    /// The splits of the grid last searched on this thread. They depend on the
    /// grid alone, and Simplest first looks for sum splitting at nearly every
    /// step of a hard grid, so they are worked out once per grid. The weak
    /// handle keeps the grid's allocation, so a pointer match is the same grid.
    static SPLITS: RefCell<Option<GridSplits>> = const { RefCell::new(None) };
}

/// The splits of `grid`, from this thread's cache when it is the grid last asked.
pub(super) fn splits_of(grid: &Arc<KakuroGrid>) -> Rc<Vec<Split>> {
    SPLITS.with(|cache| {
        let mut cache = cache.borrow_mut();
        if let Some((seen, splits)) = cache.as_ref()
            && seen.as_ptr() == Arc::as_ptr(grid)
        {
            return Rc::clone(splits);
        }
        let splits = Rc::new(all_splits(grid));
        *cache = Some((Arc::downgrade(grid), Rc::clone(&splits)));
        splits
    })
}

/// Every band's pieces and their odd cells with totals, in the order instances
/// are given: rows then columns, by band start, band end and the piece's first
/// cell, outies before innies. Odd sets that are empty or the whole piece say
/// nothing and are left out.
fn all_splits(grid: &KakuroGrid) -> Vec<Split> {
    let mut splits = Vec::new();
    let mut stamp = vec![0usize; grid.cell_count()];
    let mut band = 1;
    for along in [Direction::Across, Direction::Down] {
        let by_line = cells_by_line(grid, along);
        for first in 1..by_line.len() {
            for last in first..by_line.len().min(first + MAX_BAND) {
                band += 2;
                for piece in pieces(grid, &by_line, (first, last), &mut stamp, band) {
                    let Some(area) = Area::of(grid, along, (first, last), &piece) else {
                        continue;
                    };
                    for (odd, cells, sum) in area.odd_sets(grid, &piece) {
                        if cells.is_empty() || cells.len() == piece.len() {
                            continue;
                        }
                        splits.push(Split {
                            area: area.clone(),
                            piece: piece.clone(),
                            odd,
                            cells,
                            sum,
                        });
                    }
                }
            }
        }
    }
    splits
}
