//! Naked and hidden singles (SPEC §2). A naked single belongs to no group; a hidden
//! single found in several groups is one instance listing them all, keyed by the
//! first.

use super::digit_index::single_place_bits;
use super::{About, Choice, Context, Descriptor, DigitIndex, Locality};
use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, MAX_N};
use crate::engine::few_bits;
use crate::engine::geometry::GroupIndex;
use crate::engine::instance::{Instance, sort_canonical};
use crate::engine::technique::{ShdRule, TechniqueId};

/// The naked single: automatic in every strategy, so it has no score.
pub const NAKED_SINGLE: Descriptor = Descriptor {
    id: "naked_single",
    name: "Naked single",
    about: About {
        look_for: "A cell with only one candidate left: every other digit is already placed in \
                   its row, its column or its region.",
        why: "A digit appears once in each row, column and region, so the one digit the cell's \
              neighbours leave free is the one it must hold.",
        when: "The first thing to check after every placement; the score fills naked singles in \
               automatically and never counts them, while SHD pays for them.",
    },
    default_score: None,
    shd_rules: &[ShdRule::OnlyValue],
    choice: Choice::LargestEffect,
    finder: naked_singles,
    chosen: None,
    locality: Locality::Position,
};

/// The hidden single, paid by the three Only Spot rules of SHD.
pub const HIDDEN_SINGLE: Descriptor = Descriptor {
    id: "hidden_single",
    name: "Hidden single",
    about: About {
        look_for: "A digit with only one place left in a row, column or region: every other \
                   cell there is filled or already sees that digit.",
        why: "Each row, column and region holds every digit exactly once, so when only one cell \
              can take the digit, that cell must.",
        when: "The workhorse of every puzzle: scan one digit at a time through the regions, \
               then the rows and columns, before looking for anything harder.",
    },
    default_score: Some(1),
    shd_rules: &[
        ShdRule::OnlySpotBoxes,
        ShdRule::OnlySpotRows,
        ShdRule::OnlySpotCols,
    ],
    choice: Choice::LargestEffect,
    finder: hidden_singles,
    chosen: Some(chosen_hidden_single),
    locality: Locality::Position,
};

/// Every empty cell with exactly one candidate, by digit then cell.
fn naked_singles(cx: &Context<'_>) -> Vec<Instance> {
    let pos = cx.pos;
    let mut out: Vec<Instance> = pos
        .empty_cells()
        .filter_map(|cell| {
            let d = pos.candidates(cell).single_digit()?;
            Some(Instance::placement(
                TechniqueId::NakedSingle,
                pos,
                cell,
                d,
                Vec::new(),
            ))
        })
        .collect();
    sort_canonical(&mut out);
    out
}

/// Every digit with one place left in a group where it is not yet placed.
fn hidden_singles(cx: &Context<'_>) -> Vec<Instance> {
    let pos = cx.pos;
    let mut out: Vec<Instance> = single_places(cx)
        .into_iter()
        .map(|(d, cell, groups)| {
            Instance::placement(TechniqueId::HiddenSingle, pos, cell, d, groups)
        })
        .collect();
    sort_canonical(&mut out);
    out
}

/// The hidden single `choose` picks among [`hidden_singles`]'s (the largest
/// effect, ties to the first in canonical order: by digit, then by the groups
/// it is found in, then by cell), with only that one written out: the effect of
/// a placement is counted off the index
/// ([`super::DigitIndex::placement_effect`]). The places are weighed as the
/// index is read, with nothing listed or sorted. A place that is the only one
/// in several of its groups is weighed at each, first at its first group
/// (groups are read in order): the same effect at a later group, with the
/// same digit, comes later in canonical order and never wins, so it needs no
/// check. A digit has one place in a group, so no two places share their
/// first group: canonical order is the order of the digit and that group.
/// The effect and that order make one number, compared without a branch.
fn chosen_hidden_single(cx: &Context<'_>) -> Option<Instance> {
    let (pos, index) = (cx.pos, cx.index());
    let geo = pos.geometry();
    let n = geo.n();
    let groups = geo.group_count();
    // The best place so far by effect then canonical order, as one number
    // (zero: none yet), with its digit and cell.
    let (mut best, mut best_place) = (0usize, (0 as Digit, 0 as Cell));
    for (chunk, masks) in index.all_positions().chunks(64).enumerate() {
        let mut singles = single_place_bits(masks);
        while singles != 0 {
            let at = singles.trailing_zeros() as usize;
            singles &= singles - 1;
            let k = chunk * 64 + at;
            let (g, d) = (k / n, (k % n) as Digit + 1);
            if index.placed(g).contains(d) {
                continue;
            }
            let cell = geo.group_cells(g)[masks[at].trailing_zeros() as usize];
            let effect = index.placement_effect(pos, cell, d);
            let order = (d as usize - 1) * groups + g;
            let weight = (effect + 1) << ORDER_BITS | (ORDER_END - order);
            if weight > best {
                (best, best_place) = (weight, (d, cell));
            }
        }
    }
    if best == 0 {
        return None;
    }
    let ((digit, cell), effect) = (best_place, (best >> ORDER_BITS) - 1);
    let groups = geo.groups_of(cell).into_iter();
    Some(Instance::placement_of(
        TechniqueId::HiddenSingle,
        cell,
        digit,
        groups.filter(|&g| only_place(index, g, digit)).collect(),
        effect,
    ))
}

/// The bits [`chosen_hidden_single`] gives a place's canonical order, below
/// its effect: room for every digit of every group on the largest board.
const ORDER_BITS: u32 = 12;

/// One past the largest canonical order of a place ([`ORDER_BITS`]).
const ORDER_END: usize = (1 << ORDER_BITS) - 1;

const _: () = assert!(MAX_N * 3 * MAX_N < ORDER_END);

/// Whether `d`, not placed in group `g`, has one place left there.
fn only_place(index: &DigitIndex, g: GroupIndex, d: Digit) -> bool {
    few_bits::one(index.positions(g, d)) && !index.placed(g).contains(d)
}

/// A digit's only place in one group: the digit, the place and the group.
type Spot = (Digit, Cell, GroupIndex);

/// A digit with one place left in some group: the digit, that place, and every
/// group where it is the only one (ascending).
type SinglePlace = (Digit, Cell, Vec<GroupIndex>);

/// Each digit with one place left in a group, by digit then cell.
fn single_places(cx: &Context<'_>) -> Vec<SinglePlace> {
    let mut places: Vec<SinglePlace> = Vec::new();
    for (d, cell, g) in single_spots(cx) {
        match places.last_mut() {
            Some((ld, lc, groups)) if *ld == d && *lc == cell => groups.push(g),
            _ => places.push((d, cell, vec![g])),
        }
    }
    places
}

/// Every group where a digit not placed there has one place left: the digit,
/// the place and the group, by digit, then place, then group.
fn single_spots(cx: &Context<'_>) -> Vec<Spot> {
    let (pos, index) = (cx.pos, cx.index());
    let geo = pos.geometry();
    let mut found: Vec<Spot> = Vec::new();
    for g in 0..geo.group_count() {
        let placed = index.placed(g);
        for (i, &mask) in index.group_positions(g).iter().enumerate() {
            let d = i as Digit + 1;
            if few_bits::one(mask) && !placed.contains(d) {
                found.push((d, geo.group_cells(g)[mask.trailing_zeros() as usize], g));
            }
        }
    }
    found.sort_unstable();
    found
}
