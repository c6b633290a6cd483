//! Hidden rectangles as HoDoKu finds them (SPEC §2.1). Four empty cells in two
//! rows, two columns and two regions all hold `{a,b}`; one corner holds nothing
//! else (or two diagonal corners do). If `a` lies in the row and in the column of
//! the corner opposite such a corner only on the rectangle, the opposite corner
//! cannot be `b`: with `b` there, both lines would put `a` on the rectangle's
//! other two corners, the bivalue corner would be `b`, and the four corners
//! would hold `a` and `b` swappable — two solutions. One instance per rectangle
//! and pair gathers every such corner and digit.
//!
//! Nothing is returned unless the givens have exactly one solution.

use super::rectangles::{
    Rectangle, finish, for_each_candidate_rectangle, only_on, rectangle_instance,
};
use crate::engine::cellset::Cell;
use crate::engine::digits::DigitSet;
use crate::engine::instance::{CellDigit, Instance};
use crate::engine::pattern::rectangle::RectangleKind;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The Hidden rectangle (SPEC §2.1).
pub const HIDDEN_RECTANGLE: Descriptor = Descriptor {
    id: "hidden_rectangle",
    name: "Hidden rectangle",
    about: About {
        look_for: "Four empty cells at the corners of a rectangle, in two rows, two columns and \
                   two regions, that all hold 2 and 6, with one corner holding nothing else. In \
                   the row and the column of the corner across from it, 2 has no place off the \
                   rectangle.",
        why: "If the far corner were 6, its row and column would put 2 on the two corners \
              beside it, the two-candidate corner would be 6, and the four corners would hold 2 \
              and 6 in a pattern that can be swapped: two solutions. So the far corner loses 6.",
        when: "Only on puzzles with exactly one solution; it finds the deadly rectangles that \
               extra candidates hide from the unique rectangle.",
    },
    default_score: Some(14),
    shd_rules: &[],
    choice: Choice::LargestEffect,
    finder: find,
    chosen: None,
    locality: Locality::Position,
};

fn find(cx: &Context<'_>) -> Vec<Instance> {
    let mut out = Vec::new();
    for_each_candidate_rectangle(cx.pos, |rect, pair| out.extend(hidden(cx, &rect, pair)));
    finish(cx, out)
}

/// The hidden rectangle on one rectangle and pair, if any corner makes one.
fn hidden(cx: &Context<'_>, rect: &Rectangle, pair: DigitSet) -> Option<Instance> {
    let pos = cx.pos;
    let geo = pos.geometry();
    let n = geo.n();
    let floor: Vec<usize> = (0..4)
        .filter(|&i| pos.candidates(rect.corners[i]).is_subset(pair))
        .collect();
    // HoDoKu's condition: one bivalue corner, or two diagonal ones.
    let corners: &[usize] = match floor[..] {
        [_] => &floor,
        [i, j] if i ^ j == 3 => &floor,
        _ => return None,
    };
    let mut links: Vec<(Cell, u8)> = Vec::new();
    let mut eliminations = Vec::new();
    for &i in corners {
        let opposite = rect.corners[i ^ 3];
        let lines = [geo.row_of(opposite), n + geo.col_of(opposite)];
        for d in pair {
            if lines.iter().all(|&g| only_on(pos, g, d, &rect.corners)) {
                links.push((rect.corners[i], d));
                let other = (pair - DigitSet::single(d)).first()?;
                if pos.candidates(opposite).contains(other) {
                    eliminations.push(CellDigit {
                        cell: opposite,
                        digit: other,
                    });
                }
            }
        }
    }
    if links.is_empty() {
        return None;
    }
    let kind = RectangleKind::Hidden { links };
    rectangle_instance(
        TechniqueId::HiddenRectangle,
        rect,
        pair,
        kind,
        pair,
        eliminations,
    )
}
