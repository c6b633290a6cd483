//! Rectangles shared by the uniqueness techniques (SPEC §2.1): four cells in two
//! rows and two columns lying in exactly two regions, each region holding one
//! side. Only such a rectangle can be a deadly pattern: with two digits swapped
//! along it, every row, column and region keeps its digits. A rectangle split by
//! its diagonal (possible on jigsaw boards) or inside one region is not one.
//!
//! Also here: the instance builder and the last step every uniqueness finder
//! shares — sorting, removing repeats, and returning nothing unless the givens
//! have exactly one solution.

use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::geometry::{Geometry, GroupIndex};
use crate::engine::instance::{CellDigit, Instance, sort_canonical};
use crate::engine::pattern::Pattern;
use crate::engine::pattern::rectangle::RectangleKind;
use crate::engine::position::Position;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::Context;

/// Four cells `[r1c1, r1c2, r2c1, r2c2]` (`r1 < r2`, `c1 < c2`, so ascending):
/// corner `i` shares a row with `i ^ 1`, a column with `i ^ 2`, and is diagonal
/// to `i ^ 3`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Rectangle {
    /// The corners, ascending.
    pub corners: [Cell; 4],
}

impl Rectangle {
    /// The rectangle on two rows and two columns, if its cells lie in exactly two
    /// regions that each hold a side.
    pub fn new(geo: &Geometry, rows: [usize; 2], cols: [usize; 2]) -> Option<Rectangle> {
        let ([r1, r2], [c1, c2]) = (sorted(rows), sorted(cols));
        if r1 == r2 || c1 == c2 {
            return None;
        }
        let corners = [
            geo.cell(r1, c1),
            geo.cell(r1, c2),
            geo.cell(r2, c1),
            geo.cell(r2, c2),
        ];
        let g = corners.map(|c| geo.region_of(c));
        let by_rows = g[0] == g[1] && g[2] == g[3] && g[0] != g[2];
        let by_cols = g[0] == g[2] && g[1] == g[3] && g[0] != g[1];
        (by_rows || by_cols).then_some(Rectangle { corners })
    }

    /// The rectangle's row and column groups (rows first).
    pub fn lines(&self, geo: &Geometry) -> [GroupIndex; 4] {
        let n = geo.n();
        let [a, _, _, d] = self.corners;
        [
            geo.row_of(a),
            geo.row_of(d),
            n + geo.col_of(a),
            n + geo.col_of(d),
        ]
    }

    /// Whether `cell` is a corner.
    pub fn contains(&self, cell: Cell) -> bool {
        self.corners.contains(&cell)
    }
}

fn sorted([a, b]: [usize; 2]) -> [usize; 2] {
    [a.min(b), a.max(b)]
}

/// Calls `visit` for every rectangle of empty cells where both digits of a
/// bivalue corner are still allowed (not placed in a peer), once per rectangle
/// and pair: from the lowest corner whose candidates are exactly the pair. Every
/// unique rectangle type and the hidden rectangle start from such a corner.
///
/// A corner may have lost one of the digits to an earlier elimination (HoDoKu's
/// "missing candidates"): the deadly pattern is about the solution, and any
/// solution with the two digits on all four corners has its swapped twin, so
/// the reasoning only needs the corners empty and the digits allowed there.
pub(crate) fn for_each_candidate_rectangle(
    pos: &Position,
    mut visit: impl FnMut(Rectangle, DigitSet),
) {
    let geo = pos.geometry();
    let n = geo.n();
    let allowed: Vec<DigitSet> = (0..geo.cell_count() as Cell)
        .map(|c| {
            if pos.value(c) == 0 {
                pos.allowed(c)
            } else {
                DigitSet::EMPTY
            }
        })
        .collect();
    for x in 0..geo.cell_count() as Cell {
        let pair = pos.candidates(x);
        if pair.len() != 2 {
            continue;
        }
        let (rx, cx) = (geo.row_of(x), geo.col_of(x));
        let holds = |r, c| pair.is_subset(allowed[geo.cell(r, c) as usize]);
        for cy in (0..n).filter(|&c| c != cx && holds(rx, c)) {
            for r2 in (0..n).filter(|&r| r != rx && holds(r, cx) && holds(r, cy)) {
                let Some(rect) = Rectangle::new(geo, [rx, r2], [cx, cy]) else {
                    continue;
                };
                let first = rect.corners.iter().find(|&&c| pos.candidates(c) == pair);
                if first == Some(&x) {
                    visit(rect, pair);
                }
            }
        }
    }
}

/// Whether `d` is a candidate of no cell of group `g` outside `cells`.
pub(crate) fn only_on(pos: &Position, g: GroupIndex, d: Digit, cells: &[Cell]) -> bool {
    pos.geometry()
        .group_cells(g)
        .iter()
        .all(|c| cells.contains(c) || !pos.candidates(*c).contains(d))
}

/// `d` in every cell outside `cells` that sees all of them and holds it.
pub(crate) fn seeing_all<'a>(
    pos: &'a Position,
    cells: &'a [Cell],
    d: Digit,
) -> impl Iterator<Item = CellDigit> + 'a {
    let geo = pos.geometry();
    let first = cells.first().copied();
    first
        .into_iter()
        .flat_map(move |f| geo.peers(f).iter().copied())
        .filter(move |&p| {
            pos.candidates(p).contains(d) && cells.iter().all(|&c| c != p && geo.sees(c, p))
        })
        .map(move |cell| CellDigit { cell, digit: d })
}

/// One rectangle instance; `None` when it removes nothing. Its cells are the
/// corners plus a type 3's subset; its groups are [`RectangleKind::groups`]
/// (none for most kinds: a rectangle belongs to no group).
pub(crate) fn rectangle_instance(
    technique: TechniqueId,
    rect: &Rectangle,
    pair: DigitSet,
    kind: RectangleKind,
    digits: DigitSet,
    eliminations: Vec<CellDigit>,
) -> Option<Instance> {
    let mut cells = rect.corners.to_vec();
    cells.extend(kind.extra_cells());
    let groups = kind.groups();
    let pattern = Pattern::Rectangle {
        corners: rect.corners,
        digits: pair,
        kind,
    };
    Instance::elimination(technique, pattern, digits, groups, cells, eliminations)
}

/// The last step of every uniqueness finder: nothing unless the givens have
/// exactly one solution (decided only now, when there is something to return),
/// else the instances in canonical order without repeats.
pub(crate) fn finish(cx: &Context<'_>, mut out: Vec<Instance>) -> Vec<Instance> {
    if out.is_empty() || !cx.givens_unique() {
        return Vec::new();
    }
    sort_canonical(&mut out);
    out.dedup();
    out
}

/// The groups two cells share: row, column, region, in that order.
pub(super) fn shared_groups(geo: &Geometry, x: Cell, y: Cell) -> impl Iterator<Item = GroupIndex> {
    let (gx, gy) = (geo.groups_of(x), geo.groups_of(y));
    (0..3).filter(move |&i| gx[i] == gy[i]).map(move |i| gx[i])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rectangle_lies_in_exactly_two_regions_each_holding_a_side() {
        let g9 = Geometry::standard(9).unwrap();
        // Rows 5 and 6 share a band; columns 4 and 8 lie in two stacks.
        let rect = Rectangle::new(&g9, [5, 4], [7, 3]).unwrap();
        assert_eq!(rect.corners, [39, 43, 48, 52]);
        assert_eq!(rect.lines(&g9), [4, 5, 12, 16]);
        // Two bands and two stacks: four boxes. One row: no rectangle.
        assert!(Rectangle::new(&g9, [0, 4], [0, 4]).is_none());
        assert!(Rectangle::new(&g9, [2, 2], [0, 4]).is_none());
        // Jigsaw: A A A B / A B B B / C C D D / C C D D.
        let layout: Vec<char> = "AAABABBBCCDDCCDD".chars().collect();
        let jig = Geometry::jigsaw(4, &layout).unwrap();
        assert!(Rectangle::new(&jig, [0, 1], [0, 3]).is_some());
        assert!(Rectangle::new(&jig, [0, 1], [1, 2]).is_some());
        assert!(Rectangle::new(&jig, [0, 1], [2, 3]).is_none());
        assert!(Rectangle::new(&jig, [1, 2], [0, 1]).is_none());
    }
}
