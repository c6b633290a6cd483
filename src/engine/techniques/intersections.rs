//! Locked candidates (SPEC §2): pointing (a region's candidates for a digit lie in
//! one row or column, so the rest of that line loses the digit) and claiming (a
//! row's or column's candidates lie in one region, so the rest of the region loses
//! it). The same code serves boxes and jigsaw regions. Both rest on one
//! digit's candidates ([`Locality::Digit`]): a search may be asked for some
//! digits only ([`Context::search_digits`]).

use super::{About, Choice, Context, Descriptor, DigitIndex, Locality, cells_of};
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::few_bits;
use crate::engine::geometry::GroupIndex;
use crate::engine::instance::{CellDigit, Instance, sort_canonical};
use crate::engine::pattern::Pattern;
use crate::engine::position::Position;
use crate::engine::technique::{ShdRule, TechniqueId};

/// Locked candidates 1: a region's digit pointing along a row or column.
pub const POINTING: Descriptor = Descriptor {
    id: "locked_candidates_1",
    name: "Locked candidates 1 (pointing)",
    about: About {
        look_for: "A region where every candidate for one digit lies on a single row or column, \
                   in two or more cells.",
        why: "The region must place the digit in one of those cells, and all of them are on \
              that line, so the line gets its copy of the digit inside the region: the rest of \
              the row or column, outside the region, loses it.",
        when: "The first elimination to look for when singles run out; it often uncovers a \
               hidden single at once.",
    },
    default_score: Some(2),
    shd_rules: &[ShdRule::IntersectReject],
    choice: Choice::LargestEffect,
    finder: pointing,
    chosen: None,
    locality: Locality::Digit,
};

/// Locked candidates 2: a row's or column's digit claimed by one region.
pub const CLAIMING: Descriptor = Descriptor {
    id: "locked_candidates_2",
    name: "Locked candidates 2 (claiming)",
    about: About {
        look_for: "A row or column where every candidate for one digit falls inside a single \
                   region.",
        why: "The line must place the digit in one of those cells, all inside that region, so \
              the region gets its copy there: the region's other cells lose it.",
        when: "Check it together with pointing: the same crossing of a line and a region, seen \
               from the line's side.",
    },
    default_score: Some(2),
    shd_rules: &[ShdRule::IntersectReject],
    choice: Choice::LargestEffect,
    finder: claiming,
    chosen: None,
    locality: Locality::Digit,
};

/// Locked candidates 1: scanned group a region, crossing group a row or column.
/// A digit's places in a region lie on one line when they lie where the line
/// of the first of them crosses the region.
fn pointing(cx: &Context<'_>) -> Vec<Instance> {
    let (pos, index) = (cx.pos, cx.index());
    let geo = pos.geometry();
    let n = geo.n();
    let mut out = Vec::new();
    for region in 2 * n..3 * n {
        let cells = geo.group_cells(region);
        for d in index.open_digits(region) & cx.search_digits() {
            let mask = index.positions(region, d);
            // One place is a hidden single.
            if few_bits::at_most(mask, 1) {
                continue;
            }
            let first = cells[mask.trailing_zeros() as usize];
            let [row, column, _] = geo.groups_of(first);
            let lines = [
                (row, geo.row_crossing(first)),
                (column, geo.column_crossing(first)),
            ];
            if let Some(&(line, crossing)) = lines
                .iter()
                .find(|(_, crossing)| mask & !crossing.region_slots == 0)
            {
                let technique = TechniqueId::LockedCandidates1;
                let inside = crossing.line_slots;
                out.extend(locked(technique, pos, index, d, [region, line], inside));
            }
        }
    }
    sort_canonical(&mut out);
    out
}

/// Locked candidates 2: scanned group a row or column, crossing group a region.
/// A digit's places in a line lie in one region when they lie where the line
/// crosses the region of the first of them.
fn claiming(cx: &Context<'_>) -> Vec<Instance> {
    let (pos, index) = (cx.pos, cx.index());
    let geo = pos.geometry();
    let n = geo.n();
    let mut out = Vec::new();
    for line in 0..2 * n {
        let cells = geo.group_cells(line);
        for d in index.open_digits(line) & cx.search_digits() {
            let mask = index.positions(line, d);
            if few_bits::at_most(mask, 1) {
                continue;
            }
            let first = cells[mask.trailing_zeros() as usize];
            let crossing = if line < n {
                geo.row_crossing(first)
            } else {
                geo.column_crossing(first)
            };
            if mask & !crossing.line_slots == 0 {
                let technique = TechniqueId::LockedCandidates2;
                let region = 2 * n + geo.region_of(first);
                let inside = crossing.region_slots;
                out.extend(locked(technique, pos, index, d, [line, region], inside));
            }
        }
    }
    sort_canonical(&mut out);
    out
}

/// The instance removing `d` from the crossing group outside the scanned one,
/// whose cells inside it are the slots `inside` of the crossing group; `None`
/// (nothing written out) when the crossing group has no place of `d` outside.
fn locked(
    technique: TechniqueId,
    pos: &Position,
    index: &DigitIndex,
    d: Digit,
    [scanned, crossing]: [GroupIndex; 2],
    inside: u32,
) -> Option<Instance> {
    let geo = pos.geometry();
    let outside = index.positions(crossing, d) & !inside;
    if outside == 0 {
        return None;
    }
    let eliminations = cells_of(geo.group_cells(crossing), outside)
        .map(|cell| CellDigit { cell, digit: d })
        .collect();
    let cells = cells_of(geo.group_cells(scanned), index.positions(scanned, d)).collect();
    Instance::elimination(
        technique,
        Pattern::Intersection,
        DigitSet::single(d),
        vec![scanned, crossing],
        cells,
        eliminations,
    )
}
