//! BUG+1 (SPEC §2.1): every empty cell holds two candidates but one, which holds
//! three, and one of its digits occurs three times in each of that cell's groups
//! while every other digit occurs exactly twice in every group where it is not
//! placed. Without that digit in the cell, the position would be a *bivalue
//! universal grave*: taking every cell's other candidate gives a second
//! solution from any first one, so it has two solutions or none. The puzzle has
//! one, so the cell holds the digit: it is placed.
//!
//! The count of two is checked everywhere (HoDoKu checks "at most two"): a digit
//! with one place in a group is not part of a grave, and the argument needs it.
//! Nothing is returned unless the givens have exactly one solution.

use super::rectangles::finish;
use crate::engine::cellset::Cell;
use crate::engine::digits::Digit;
use crate::engine::instance::Instance;
use crate::engine::pattern::Pattern;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The BUG+1 (SPEC §2.1).
pub const BUG_PLUS_1: Descriptor = Descriptor {
    id: "bug_plus_1",
    name: "BUG+1",
    about: About {
        look_for: "Every empty cell holds exactly two candidates except one, which holds three; \
                   in that cell's row, column and region one of its digits has three places, \
                   while every other digit has exactly two places in every row, column and \
                   region that still needs it.",
        why: "Without that digit the board would be a bivalue universal grave, which has either \
              no solution or at least two. The puzzle has exactly one, so the three-candidate \
              cell must take that digit.",
        when: "Only on puzzles with exactly one solution, and only near the end, when nearly \
               every cell is down to two candidates.",
    },
    default_score: Some(13),
    shd_rules: &[],
    choice: Choice::LargestEffect,
    finder: find,
    chosen: None,
    locality: Locality::Position,
};

fn find(cx: &Context<'_>) -> Vec<Instance> {
    let Some((cell, digit)) = bug(cx) else {
        return Vec::new();
    };
    let mut instance = Instance::placement(TechniqueId::BugPlus1, cx.pos, cell, digit, Vec::new());
    instance.pattern = Pattern::Bug {
        groups: cx.pos.geometry().groups_of(cell),
    };
    finish(cx, vec![instance])
}

/// The trivalue cell and its digit, if the position is a grave plus one.
fn bug(cx: &Context<'_>) -> Option<(Cell, Digit)> {
    let pos = cx.pos;
    let geo = pos.geometry();
    let mut trivalue = None;
    for cell in pos.empty_cells() {
        match pos.candidates(cell).len() {
            2 => {}
            3 if trivalue.is_none() => trivalue = Some(cell),
            _ => return None,
        }
    }
    let cell = trivalue?;
    let own = geo.groups_of(cell);
    let digit = pos
        .candidates(cell)
        .into_iter()
        .find(|&d| cx.index().positions(own[0], d).count_ones() == 3)?;
    for g in 0..geo.group_count() {
        for d in cx.index().open_digits(g) {
            let expected = if d == digit && own.contains(&g) { 3 } else { 2 };
            if cx.index().positions(g, d).count_ones() != expected {
                return None;
            }
        }
    }
    Some((cell, digit))
}
