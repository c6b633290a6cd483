//! The empty rectangle (SPEC §2, HoDoKu's "Empty Rectangle", code 0402): for one
//! digit d, a region whose candidates for d all lie on one row and one column (the
//! *cross*), each of the two arms holding a candidate off the crossing cell; and a
//! conjugate pair on d (the only two places for d in a row or column) with one end
//! A on one arm's line, outside the region. The target T lies on the other arm's
//! line and sees the far end B through the line crossing the pair: T loses d.
//!
//! Why, for any region shape (boxes or jigsaw): if T held d, B (seeing T) would
//! not, so A would. A sees every region cell of its arm's line, T every region
//! cell of the other arm's line, and neither lies in the region: the region would
//! have no place left for d. Regions of just two candidates (one on each arm, none
//! on the crossing cell) count, as in HoDoKu's variant 0402-1; such a region has
//! two crosses, and each is tried.
//!
//! One instance is one region, cross and conjugate pair: its digit is d, its groups
//! the region then the line of the pair, its cells the region's candidates for d
//! and the two ends of the pair. It removes d from the one target cell.

use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::few_bits;
use crate::engine::geometry::{Geometry, GroupIndex};
use crate::engine::instance::{CellDigit, Instance, sort_canonical};
use crate::engine::pattern::Pattern;
use crate::engine::technique::{ShdRule, TechniqueId};
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality, bits, cells_of};

/// The Empty rectangle (SPEC §2).
pub const EMPTY_RECTANGLE: Descriptor = Descriptor {
    id: "empty_rectangle",
    name: "Empty rectangle",
    about: About {
        look_for: "A region where every candidate for one digit lies on one row and one column \
                   of it, a cross, an L or a T, with at least one on each arm off the crossing. \
                   Outside the region, a row or column where the digit has exactly two places, \
                   one of them on the line of one arm.",
        why: "Take the cell on the line of the other arm that shares a row or column with the \
              pair's far end. If it held the digit, the far end would not, so the near end \
              would, and together they would leave the region no place for the digit. So that \
              cell loses it.",
        when: "A single-digit pattern to try after the X-wing, in regions where the digit is \
               down to a few places.",
    },
    default_score: Some(10),
    shd_rules: &[ShdRule::Hinge],
    choice: Choice::LargestEffect,
    finder: find,
    chosen: None,
    locality: Locality::Digit,
};

fn find(cx: &Context<'_>) -> Vec<Instance> {
    let geo = cx.pos.geometry();
    let n = geo.n();
    let mut out = Vec::new();
    for d in cx.search_digits() {
        for region in 2 * n..3 * n {
            let mask = cx.index().positions(region, d);
            if few_bits::at_most(mask, 1) {
                continue;
            }
            let cells = geo.group_cells(region);
            for (row, col) in crosses(geo, cells, mask) {
                let er = Hinge {
                    cx,
                    d,
                    region,
                    cells,
                    mask,
                    row,
                    col,
                };
                // A on the row (the pair in A's column), then A on the column.
                er.links(row, n + col, &mut out);
                er.links(n + col, row, &mut out);
            }
        }
    }
    sort_canonical(&mut out);
    out
}

/// Every cross (row, column) holding all of a region's candidates `mask`, each arm
/// with a candidate off the crossing cell. There are at most two: candidates on
/// three rows or more leave one possible row, and two rows allow two crosses only
/// when each holds one candidate.
fn crosses(geo: &Geometry, cells: &[Cell], mask: u32) -> impl Iterator<Item = (usize, usize)> {
    let mut found = [None; 2];
    let mut rows_seen = 0u32;
    for i in bits(mask) {
        let row = geo.row_of(cells[i]);
        if rows_seen & (1 << row) != 0 {
            continue;
        }
        rows_seen |= 1 << row;
        let Some(col) = one_column(geo, cells_of(cells, mask).filter(|&c| geo.row_of(c) != row))
        else {
            continue;
        };
        let row_arm = cells_of(cells, mask).any(|c| geo.row_of(c) == row && geo.col_of(c) != col);
        if row_arm {
            let slot = usize::from(found[0].is_some());
            found[slot] = Some((row, col));
        }
    }
    found.into_iter().flatten()
}

/// The one column holding all `cells`; `None` when they are none or span several.
fn one_column(geo: &Geometry, mut cells: impl Iterator<Item = Cell>) -> Option<usize> {
    let col = geo.col_of(cells.next()?);
    cells.all(|c| geo.col_of(c) == col).then_some(col)
}

/// One region with one cross, looking for conjugate pairs.
struct Hinge<'a> {
    cx: &'a Context<'a>,
    d: Digit,
    region: GroupIndex,
    cells: &'a [Cell],
    mask: u32,
    row: usize,
    col: usize,
}

impl Hinge<'_> {
    /// Conjugate pairs with end A on the arm line `near` (outside the region); the
    /// target lies on the arm line `far`, where the pair's other end B points.
    fn links(&self, near: GroupIndex, far: GroupIndex, out: &mut Vec<Instance>) {
        let (cx, d) = (self.cx, self.d);
        let geo = cx.pos.geometry();
        let n = geo.n();
        let near_is_row = near < n;
        let near_cells = geo.group_cells(near);
        for a in cells_of(near_cells, cx.index().positions(near, d)) {
            if self.in_region(a) {
                continue;
            }
            // The pair lies on the line through A across `near`.
            let line = if near_is_row {
                n + geo.col_of(a)
            } else {
                geo.row_of(a)
            };
            let pair = cx.index().positions(line, d);
            if !few_bits::exactly(pair, 2) {
                continue;
            }
            let Some(b) = cells_of(geo.group_cells(line), pair).find(|&c| c != a) else {
                continue;
            };
            // T: where B's line along `near` meets the far arm.
            let target = if near_is_row {
                geo.cell(geo.row_of(b), far - n)
            } else {
                geo.cell(far, geo.col_of(b))
            };
            if target == b || self.in_region(target) || !cx.pos.candidates(target).contains(d) {
                continue;
            }
            self.emit(line, [a, b], target, out);
        }
    }

    /// Whether `cell` lies in the region (region groups start at 2N).
    fn in_region(&self, cell: Cell) -> bool {
        let geo = self.cx.pos.geometry();
        2 * geo.n() + geo.region_of(cell) == self.region
    }

    fn emit(&self, line: GroupIndex, link: [Cell; 2], target: Cell, out: &mut Vec<Instance>) {
        let n = self.cx.pos.n();
        let mut cells: Vec<Cell> = cells_of(self.cells, self.mask).collect();
        cells.extend(link);
        let pattern = Pattern::EmptyRectangle {
            region: self.region,
            cross: [self.row, n + self.col],
            link,
        };
        out.extend(Instance::elimination(
            TechniqueId::EmptyRectangle,
            pattern,
            DigitSet::single(self.d),
            vec![self.region, line],
            cells,
            vec![CellDigit {
                cell: target,
                digit: self.d,
            }],
        ));
    }
}
