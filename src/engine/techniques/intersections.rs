//! Locked candidates (SPEC §2): pointing (a region's candidates for a digit lie in
//! one row or column, so the rest of that line loses the digit) and claiming (a
//! row's or column's candidates lie in one region, so the rest of the region loses
//! it). The same code serves boxes and jigsaw regions.

use super::{DigitIndex, cells_of};
use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::geometry::GroupIndex;
use crate::engine::instance::{CellDigit, Instance, sort_canonical};
use crate::engine::position::Position;
use crate::engine::technique::TechniqueId;

/// Locked candidates 1: scanned group a region, crossing group a row or column.
pub fn pointing(pos: &Position, index: &DigitIndex) -> Vec<Instance> {
    let geo = pos.geometry();
    let n = geo.n();
    let mut out = Vec::new();
    for region in 2 * n..3 * n {
        for d in index.open_digits(region) {
            let cells = locked_cells(pos, index, region, d);
            let Some(&first) = cells.first() else {
                continue;
            };
            let (row, col) = (geo.row_of(first), geo.col_of(first));
            let line = if cells.iter().all(|&c| geo.row_of(c) == row) {
                row
            } else if cells.iter().all(|&c| geo.col_of(c) == col) {
                n + col
            } else {
                continue;
            };
            out.extend(locked(
                TechniqueId::LockedCandidates1,
                pos,
                index,
                d,
                [region, line],
                cells,
            ));
        }
    }
    sort_canonical(&mut out);
    out
}

/// Locked candidates 2: scanned group a row or column, crossing group a region.
pub fn claiming(pos: &Position, index: &DigitIndex) -> Vec<Instance> {
    let geo = pos.geometry();
    let n = geo.n();
    let mut out = Vec::new();
    for line in 0..2 * n {
        for d in index.open_digits(line) {
            let cells = locked_cells(pos, index, line, d);
            let Some(&first) = cells.first() else {
                continue;
            };
            let region = geo.region_of(first);
            if cells.iter().all(|&c| geo.region_of(c) == region) {
                let crossing = 2 * n + region;
                out.extend(locked(
                    TechniqueId::LockedCandidates2,
                    pos,
                    index,
                    d,
                    [line, crossing],
                    cells,
                ));
            }
        }
    }
    sort_canonical(&mut out);
    out
}

/// The candidate cells of `d` in `group` when there are at least two (one would be
/// a hidden single, not locked candidates); empty otherwise.
fn locked_cells(pos: &Position, index: &DigitIndex, group: GroupIndex, d: Digit) -> Vec<Cell> {
    let mask = index.positions(group, d);
    if mask.count_ones() < 2 {
        return Vec::new();
    }
    cells_of(pos.geometry().group_cells(group), mask).collect()
}

/// The instance removing `d` from the crossing group outside the scanned one.
fn locked(
    technique: TechniqueId,
    pos: &Position,
    index: &DigitIndex,
    d: Digit,
    [scanned, crossing]: [GroupIndex; 2],
    cells: Vec<Cell>,
) -> Option<Instance> {
    let geo = pos.geometry();
    let inside = geo.group_set(scanned);
    let eliminations = cells_of(geo.group_cells(crossing), index.positions(crossing, d))
        .filter(|&c| !inside.contains(c))
        .map(|cell| CellDigit { cell, digit: d })
        .collect();
    Instance::elimination(
        technique,
        DigitSet::single(d),
        vec![scanned, crossing],
        cells,
        eliminations,
    )
}
