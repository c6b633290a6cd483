//! Unique rectangle type 3 (SPEC §2.1, HoDoKu's form): one of the two roof
//! corners holds one of their extra digits, so together they act as one cell
//! holding those digits. With `k` other cells of a group they share (cells
//! without the rectangle's digits) holding `k + 1` digits in all, they lock
//! those digits: the group's other cells lose them. A subset in a line that
//! lies in one region locks them in the region too; a region's subset that lies
//! in one line was already found in the line.

use super::rectangles::shared_groups;
use super::rectangles::{Rectangle, rectangle_instance};
use crate::engine::cellset::Cell;
use crate::engine::digits::DigitSet;
use crate::engine::geometry::{GroupIndex, GroupKind};
use crate::engine::instance::{CellDigit, Instance};
use crate::engine::pattern::rectangle::RectangleKind;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::Context;

/// Every type 3 of a rectangle whose roof (two corners in one line) is `roof`.
pub(super) fn type3(
    cx: &Context<'_>,
    rect: &Rectangle,
    pair: DigitSet,
    roof: [Cell; 2],
    out: &mut Vec<Instance>,
) {
    let pos = cx.pos;
    let geo = pos.geometry();
    let extras = (pos.candidates(roof[0]) | pos.candidates(roof[1])) - pair;
    for group in shared_groups(geo, roof[0], roof[1]) {
        let others: Vec<Cell> = geo
            .group_cells(group)
            .iter()
            .copied()
            .filter(|&c| {
                let cands = pos.candidates(c);
                !cands.is_empty() && (cands & pair).is_empty() && !rect.contains(c)
            })
            .collect();
        let search = Search {
            cx,
            rect,
            pair,
            roof,
            group,
            extras,
            others: &others,
        };
        let mut chosen = Vec::with_capacity(others.len());
        search.extend(0, extras, &mut chosen, out);
    }
}

/// One group searched for the subsets that complete a roof.
struct Search<'a> {
    cx: &'a Context<'a>,
    rect: &'a Rectangle,
    pair: DigitSet,
    roof: [Cell; 2],
    group: GroupIndex,
    extras: DigitSet,
    others: &'a [Cell],
}

impl Search<'_> {
    /// Adds each cell from `start` on to `chosen` in turn: an instance where the
    /// cells hold one digit more than their count, then larger subsets.
    fn extend(
        &self,
        start: usize,
        union: DigitSet,
        chosen: &mut Vec<Cell>,
        out: &mut Vec<Instance>,
    ) {
        for i in start..self.others.len() {
            let cell = self.others[i];
            let digits = union | self.cx.pos.candidates(cell);
            chosen.push(cell);
            let k = chosen.len();
            // The union never shrinks: stop when the cells left cannot catch up.
            if digits.len() <= k + 1 + (self.others.len() - i - 1) {
                if digits.len() == k + 1 {
                    out.extend(self.instance(chosen, digits));
                }
                self.extend(i + 1, digits, chosen, out);
            }
            chosen.pop();
        }
    }

    fn instance(&self, subset: &[Cell], digits: DigitSet) -> Option<Instance> {
        let geo = self.cx.pos.geometry();
        let locked: Vec<Cell> = subset.iter().chain(&self.roof).copied().collect();
        let all_same = |f: fn(&crate::engine::geometry::Geometry, Cell) -> usize| {
            locked.iter().all(|&c| f(geo, c) == f(geo, locked[0]))
        };
        let mut groups = vec![self.group];
        match geo.group_kind(self.group) {
            GroupKind::Region => {
                if all_same(|g, c| g.row_of(c)) || all_same(|g, c| g.col_of(c)) {
                    return None;
                }
            }
            _ => {
                if all_same(|g, c| g.region_of(c)) {
                    groups.push(2 * geo.n() + geo.region_of(locked[0]));
                }
            }
        }
        let mut eliminations = Vec::new();
        for g in groups {
            for &cell in geo.group_cells(g) {
                if !locked.contains(&cell) {
                    eliminations.extend(
                        (self.cx.pos.candidates(cell) & digits)
                            .into_iter()
                            .map(|digit| CellDigit { cell, digit }),
                    );
                }
            }
        }
        let kind = RectangleKind::Type3 {
            group: self.group,
            extras: self.extras,
            subset: subset.to_vec(),
            digits,
        };
        let technique = TechniqueId::UniqueRectangle;
        rectangle_instance(
            technique,
            self.rect,
            self.pair,
            kind,
            self.pair,
            eliminations,
        )
    }
}
