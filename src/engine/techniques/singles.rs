//! Naked and hidden singles (SPEC §2). A naked single belongs to no group; a hidden
//! single found in several groups is one instance listing them all, keyed by the
//! first.

use super::digit_index::single_place_bits;
use super::{About, Choice, Context, Descriptor, Locality};
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
/// a placement is counted off the index ([`super::DigitIndex::placement_effect`]). The places are weighed as
/// the index is read, each once (at the first of its groups), with nothing
/// listed or sorted.
fn chosen_hidden_single(cx: &Context<'_>) -> Option<Instance> {
    let (pos, index) = (cx.pos, cx.index());
    let geo = pos.geometry();
    let n = geo.n();
    let mut best: Option<(usize, Place)> = None;
    for (chunk, masks) in index.all_positions().chunks(64).enumerate() {
        let mut singles = single_place_bits(masks);
        while singles != 0 {
            let k = chunk * 64 + singles.trailing_zeros() as usize;
            singles &= singles - 1;
            let (g, d) = (k / n, (k % n) as Digit + 1);
            if index.placed(g).contains(d) {
                continue;
            }
            let slot = masks[k % 64].trailing_zeros() as usize;
            let place = Place::of(cx, d, geo.group_cells(g)[slot]);
            if place.groups()[0] != g {
                continue;
            }
            let effect = index.placement_effect(pos, place.cell, d);
            let better = best.as_ref().is_none_or(|(largest, chosen)| {
                effect > *largest || (effect == *largest && place.key() < chosen.key())
            });
            if better {
                best = Some((effect, place));
            }
        }
    }
    let (effect, place) = best?;
    Some(Instance::placement_of(
        TechniqueId::HiddenSingle,
        place.cell,
        place.digit,
        place.groups().to_vec(),
        effect,
    ))
}

/// A hidden single's place: the digit, the cell, and the groups where it is
/// the digit's only place (ascending: row, column, region).
struct Place {
    digit: Digit,
    cell: Cell,
    groups: [GroupIndex; 3],
    count: usize,
}

impl Place {
    /// The place of `digit` in `cell`, the only one in at least one group.
    fn of(cx: &Context<'_>, digit: Digit, cell: Cell) -> Place {
        let index = cx.index();
        let mut place = Place {
            digit,
            cell,
            groups: [0; 3],
            count: 0,
        };
        for g in cx.pos.geometry().groups_of(cell) {
            if few_bits::one(index.positions(g, digit)) && !index.placed(g).contains(digit) {
                place.groups[place.count] = g;
                place.count += 1;
            }
        }
        place
    }

    fn groups(&self) -> &[GroupIndex] {
        &self.groups[..self.count]
    }

    /// Canonical order: by digit, then groups, then cell.
    fn key(&self) -> (Digit, &[GroupIndex], Cell) {
        (self.digit, self.groups(), self.cell)
    }
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
