//! Naked and hidden singles (SPEC §2). A naked single belongs to no group; a hidden
//! single found in several groups is one instance listing them all, keyed by the
//! first.

use super::digit_index::single_place_bits;
use super::{About, Choice, Context, Descriptor, DigitIndex, Locality};
use crate::engine::cellset::Cell;
use crate::engine::digits::Digit;
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
/// index is read, each once (at the first of its groups), with nothing listed
/// or sorted. A digit has one place in a group, so no two places share their
/// first group: canonical order is the order of the digit and that group.
fn chosen_hidden_single(cx: &Context<'_>) -> Option<Instance> {
    let (pos, index) = (cx.pos, cx.index());
    let geo = pos.geometry();
    let n = geo.n();
    // The largest effect so far, with its place's digit, first group and cell.
    let mut best: Option<(usize, (Digit, GroupIndex), Cell)> = None;
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
            // Groups ascend row, column, region: the place was weighed at an
            // earlier group where it is the only one too.
            let mut earlier = geo.groups_of(cell).into_iter().take_while(|&h| h < g);
            if earlier.any(|h| only_place(index, h, d)) {
                continue;
            }
            let effect = index.placement_effect(pos, cell, d);
            let better = best.is_none_or(|(largest, key, _)| {
                effect > largest || (effect == largest && (d, g) < key)
            });
            if better {
                best = Some((effect, (d, g), cell));
            }
        }
    }
    let (effect, (digit, _), cell) = best?;
    let groups = geo.groups_of(cell).into_iter();
    Some(Instance::placement_of(
        TechniqueId::HiddenSingle,
        cell,
        digit,
        groups.filter(|&g| only_place(index, g, digit)).collect(),
        effect,
    ))
}

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
