//! Unique rectangles, types 1 to 6 as HoDoKu defines them (SPEC §2.1). Four
//! empty, hence non-given, cells in two rows, two columns and two regions all
//! hold the digits `{a,b}`, and at least one holds nothing else. If all four held
//! only `{a,b}`, swapping the digits along the rectangle would give a second
//! solution; the puzzle has one, so the other digits of the corners cannot all
//! be false. The corners with other digits are the *roof*, the others the floor.
//! A corner may miss one of the digits (see `rectangles::for_each_candidate_rectangle`).
//!
//! - Type 1: three corners hold only `{a,b}`: the fourth loses `a` and `b`.
//! - Type 2: the two roof corners share a line and hold one same extra digit
//!   `c`: one of them is `c`, so cells that see both lose it. Type 5: the same
//!   with a diagonal roof, or three roof corners.
//! - Type 3: the roof's extra digits act as one cell that forms a naked subset
//!   with other cells of a group the roof shares (type 3 in HoDoKu's form: in a
//!   line whose subset lies in one region the region loses the digits too).
//! - Type 4: in a group the roof shares, `a` lies only on the roof: the roof
//!   corners lose `b`.
//! - Type 6: a diagonal roof, and `a` lies in the rectangle's rows and columns
//!   only on its corners: the roof corners lose `a`.
//!
//! A rectangle belongs to no group, but a type 2, 3 or 4 is found in the group
//! its reasoning uses (see [`RectangleKind::groups`]), which keys it like a
//! subset. Nothing is returned unless the givens have exactly one solution.

use super::rectangles::{
    Rectangle, finish, for_each_candidate_rectangle, only_on, rectangle_instance, seeing_all,
    shared_groups,
};
use super::unique_rectangle_3::type3;
use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::geometry::Geometry;
use crate::engine::instance::{CellDigit, Instance};
use crate::engine::pattern::rectangle::RectangleKind;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The Unique rectangle (SPEC §2.1).
pub const UNIQUE_RECTANGLE: Descriptor = Descriptor {
    id: "unique_rectangle",
    name: "Unique rectangle",
    about: About {
        look_for: "Four empty cells at the corners of a rectangle, in two rows, two columns and \
                   two regions, that all hold the same two candidates, say 2 and 6, some with \
                   extra candidates.",
        why: "If all four ended up as 2 and 6, the two digits could be swapped around the \
              rectangle and the puzzle would have two solutions. A proper puzzle has one, so \
              the extra candidates cannot all disappear; types 1 to 6 are the ways this forces \
              something. In type 1, three corners hold only 2 and 6, so the fourth cannot be 2 \
              or 6.",
        when: "Only on puzzles with exactly one solution, which kibitz checks first; a strong \
               shortcut once many cells are down to two candidates.",
    },
    default_score: Some(13),
    shd_rules: &[],
    choice: Choice::LargestEffect,
    finder: find,
    chosen: None,
    locality: Locality::Position,
};

const TECHNIQUE: TechniqueId = TechniqueId::UniqueRectangle;

fn find(cx: &Context<'_>) -> Vec<Instance> {
    let mut out = Vec::new();
    for_each_candidate_rectangle(cx.pos, |rect, pair| classify(cx, &rect, pair, &mut out));
    finish(cx, out)
}

/// Every type the rectangle makes.
fn classify(cx: &Context<'_>, rect: &Rectangle, pair: DigitSet, out: &mut Vec<Instance>) {
    let pos = cx.pos;
    let mut roof = [0 as Cell; 3];
    let mut count = 0;
    for &c in &rect.corners {
        if !pos.candidates(c).is_subset(pair) {
            if count == 3 {
                return;
            }
            roof[count] = c;
            count += 1;
        }
    }
    let roof = &roof[..count];
    match roof {
        [target] => out.extend(type1(rect, pair, *target, cx)),
        [_, _] | [_, _, _] => {
            out.extend(type2or5(cx, rect, pair, roof));
            if let [x, y] = *roof {
                let geo = pos.geometry();
                if in_one_line(geo, x, y) {
                    type3(cx, rect, pair, [x, y], out);
                    out.extend(type4(cx, rect, pair, [x, y]));
                } else {
                    out.extend(type6(cx, rect, pair, [x, y]));
                }
            }
        }
        _ => {}
    }
}

/// Whether two cells share a row or a column.
pub(super) fn in_one_line(geo: &Geometry, x: Cell, y: Cell) -> bool {
    geo.row_of(x) == geo.row_of(y) || geo.col_of(x) == geo.col_of(y)
}

fn removing(cells: &[Cell], digits: DigitSet, cx: &Context<'_>) -> Vec<CellDigit> {
    cells
        .iter()
        .flat_map(|&cell| {
            (cx.pos.candidates(cell) & digits)
                .into_iter()
                .map(move |digit| CellDigit { cell, digit })
        })
        .collect()
}

fn type1(rect: &Rectangle, pair: DigitSet, target: Cell, cx: &Context<'_>) -> Option<Instance> {
    let kind = RectangleKind::Type1 { target };
    let eliminations = removing(&[target], pair, cx);
    rectangle_instance(TECHNIQUE, rect, pair, kind, pair, eliminations)
}

fn type2or5(cx: &Context<'_>, rect: &Rectangle, pair: DigitSet, roof: &[Cell]) -> Option<Instance> {
    let pos = cx.pos;
    let extras = roof
        .iter()
        .fold(DigitSet::EMPTY, |acc, &c| acc | (pos.candidates(c) - pair));
    let extra: Digit = extras.single_digit()?;
    let geo = pos.geometry();
    let line = match roof {
        [x, y] if geo.row_of(*x) == geo.row_of(*y) => Some(geo.row_of(*x)),
        [x, y] if geo.col_of(*x) == geo.col_of(*y) => Some(geo.n() + geo.col_of(*x)),
        _ => None,
    };
    let eliminations = seeing_all(pos, roof, extra).collect();
    let kind = RectangleKind::Type2Or5 {
        line,
        extra,
        cells: roof.to_vec(),
    };
    let digits = pair | DigitSet::single(extra);
    rectangle_instance(TECHNIQUE, rect, pair, kind, digits, eliminations)
}

fn type4(cx: &Context<'_>, rect: &Rectangle, pair: DigitSet, roof: [Cell; 2]) -> Option<Instance> {
    let geo = cx.pos.geometry();
    let mut first = None;
    let mut confined = DigitSet::EMPTY;
    for g in shared_groups(geo, roof[0], roof[1]) {
        for d in pair {
            let on_roof = roof.iter().any(|&c| cx.pos.candidates(c).contains(d));
            if on_roof && only_on(cx.pos, g, d, &roof) {
                confined.insert(d);
                first.get_or_insert(g);
            }
        }
    }
    let group = first?;
    let eliminations = removing(&roof, pair - confined, cx);
    let kind = RectangleKind::Type4 {
        group,
        confined,
        roof,
    };
    rectangle_instance(TECHNIQUE, rect, pair, kind, pair, eliminations)
}

fn type6(cx: &Context<'_>, rect: &Rectangle, pair: DigitSet, roof: [Cell; 2]) -> Option<Instance> {
    let lines = rect.lines(cx.pos.geometry());
    let confined = DigitSet::from_digits(
        pair.into_iter()
            .filter(|&d| lines.iter().all(|&g| only_on(cx.pos, g, d, &rect.corners))),
    );
    if confined.is_empty() {
        return None;
    }
    let eliminations = removing(&roof, confined, cx);
    let kind = RectangleKind::Type6 { confined, roof };
    rectangle_instance(TECHNIQUE, rect, pair, kind, pair, eliminations)
}
