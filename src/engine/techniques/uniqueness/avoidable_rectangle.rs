//! Avoidable rectangles, types 1 and 2 (SPEC §2.1, HoDoKu's types). Four cells in
//! two rows, two columns and two regions, none a given, where a side holds
//! digits `a` and `b` placed by solving: the two other corners must not become
//! `b` and `a` (across from `a` and `b`), for then swapping the digits along
//! the rectangle would give a second solution of the givens.
//!
//! - Type 1: a third corner holds `b` (placed by solving): the fourth loses `a`.
//! - Type 2: the other two corners are empty and hold `{b,c}` and `{a,c}`: one
//!   of them is `c`, so cells that see both lose it.
//!
//! Givens never count: a rectangle with a given corner could not be swapped.
//! Nothing is returned unless the givens have exactly one solution.

use super::rectangles::{Rectangle, finish, rectangle_instance, seeing_all};
use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::instance::{CellDigit, Instance};
use crate::engine::pattern::rectangle::RectangleKind;
use crate::engine::position::Position;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The Avoidable rectangle (SPEC §2.1).
pub const AVOIDABLE_RECTANGLE: Descriptor = Descriptor {
    id: "avoidable_rectangle",
    name: "Avoidable rectangle",
    about: About {
        look_for: "Four corners of a rectangle in two rows, two columns and two regions, none a \
                   given, where digits placed during solving sit on some corners: say 3 and 5 \
                   side by side, a 5 across from the 3, and an empty corner across from the 5.",
        why: "If the empty corner became 3, the four corners would hold 3 and 5 in a pattern \
              that could be swapped, and since none is a given, the puzzle would have two \
              solutions: so it loses 3. In type 2 both far corners are empty, holding {5,c} and \
              {3,c}: one of them is c, and a cell that sees both loses c.",
        when: "Only on puzzles with exactly one solution; it needs digits placed along the way, \
               so it shows up late.",
    },
    default_score: Some(14),
    shd_rules: &[],
    choice: Choice::LargestEffect,
    finder: find,
    chosen: None,
    locality: Locality::Position,
};

const TECHNIQUE: TechniqueId = TechniqueId::AvoidableRectangle;

fn find(cx: &Context<'_>) -> Vec<Instance> {
    let pos = cx.pos;
    let geo = pos.geometry();
    let n = geo.n();
    let mut out = Vec::new();
    for p in (0..geo.cell_count() as Cell).filter(|&c| placed(pos, c) != 0) {
        let (r, c) = (geo.row_of(p), geo.col_of(p));
        // A solved side along a row (types 1 and 2) or a column (type 2 only: a
        // type 1's solved corners fill a row and a column, so it is found once).
        // The side is looked at first: most pairs of cells are not one, and the
        // rectangle is made only for corners that fit.
        for c2 in c + 1..n {
            let q = geo.cell(r, c2);
            let Some(side) = solved_side(pos, [p, q]) else {
                continue;
            };
            for r2 in (0..n).filter(|&r2| r2 != r) {
                let across = [geo.cell(r2, c), geo.cell(r2, c2)];
                let rect = || Rectangle::new(geo, [r, r2], [c, c2]);
                out.extend(check(pos, rect, side, across, true));
            }
        }
        for r2 in r + 1..n {
            let q = geo.cell(r2, c);
            let Some(side) = solved_side(pos, [p, q]) else {
                continue;
            };
            for c2 in (0..n).filter(|&c2| c2 != c) {
                let across = [geo.cell(r, c2), geo.cell(r2, c2)];
                let rect = || Rectangle::new(geo, [r, r2], [c, c2]);
                out.extend(check(pos, rect, side, across, false));
            }
        }
    }
    finish(cx, out)
}

/// The digit placed by solving in `cell`; 0 when it is empty or a given.
fn placed(pos: &Position, cell: Cell) -> Digit {
    if pos.is_given(cell) {
        0
    } else {
        pos.value(cell)
    }
}

/// The digits of a side of two cells placed by solving, when they differ.
fn solved_side(pos: &Position, side: [Cell; 2]) -> Option<[Digit; 2]> {
    let (a, b) = (placed(pos, side[0]), placed(pos, side[1]));
    (a != 0 && b != 0 && a != b).then_some([a, b])
}

/// The avoidable rectangle made by a side of two different digits `[a, b]`
/// placed by solving and the two corners across from them (`across[i]` shares
/// a line with the cell of `side[i]`); `rect` makes the rectangle, once the
/// corners fit.
fn check(
    pos: &Position,
    rect: impl Fn() -> Option<Rectangle>,
    [a, b]: [Digit; 2],
    across: [Cell; 2],
    type1: bool,
) -> Option<Instance> {
    if across.iter().any(|&c| pos.is_given(c)) {
        return None;
    }
    // The deadly pattern would put `b` across from `a`, and `a` across from `b`.
    let [x, y] = across;
    let pair = DigitSet::from_digits([a, b]);
    let (vx, vy) = (pos.value(x), pos.value(y));
    let one = |target: Cell, digit: Digit| {
        let eliminations = if pos.candidates(target).contains(digit) {
            vec![CellDigit {
                cell: target,
                digit,
            }]
        } else {
            Vec::new()
        };
        let kind = RectangleKind::Avoidable1 { target };
        rectangle_instance(TECHNIQUE, &rect()?, pair, kind, pair, eliminations)
    };
    match (vx, vy) {
        (0, 0) => type2(pos, &rect, pair, [a, b], across),
        (_, 0) if type1 && vx == b => one(y, a),
        (0, _) if type1 && vy == a => one(x, b),
        _ => None,
    }
}

fn type2(
    pos: &Position,
    rect: impl Fn() -> Option<Rectangle>,
    pair: DigitSet,
    [a, b]: [Digit; 2],
    across: [Cell; 2],
) -> Option<Instance> {
    let [x, y] = across;
    let (cx, cy) = (pos.candidates(x), pos.candidates(y));
    if cx.len() != 2 || cy.len() != 2 || !cx.contains(b) || !cy.contains(a) {
        return None;
    }
    let extra = (cx - DigitSet::single(b)).single_digit()?;
    if cy - DigitSet::single(a) != DigitSet::single(extra) {
        return None;
    }
    let rect = rect()?;
    let eliminations = seeing_all(pos, &across, extra).collect();
    let kind = RectangleKind::Avoidable2 {
        extra,
        cells: across,
    };
    let digits = pair | DigitSet::single(extra);
    rectangle_instance(TECHNIQUE, &rect, pair, kind, digits, eliminations)
}
