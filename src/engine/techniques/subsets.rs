//! Naked and hidden subsets of size 2..=4 (SPEC §2), found in one group and
//! eliminating only there: a naked pair in a row and a box is two instances.
//!
//! Naked: k cells with 2..=k candidates each and k digits between them; the other
//! cells of the group lose those digits. Hidden: k digits not yet placed in the
//! group, each with 2..=k places, sharing k cells; those cells lose their other
//! candidates. Either rests on the candidates of its group's cells alone
//! ([`Locality::Group`]): a search may be asked for some groups only
//! ([`Context::searches_group`]).

use super::{About, Choice, Context, Descriptor, Locality, cells_of, for_each_locked_set};
use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, DigitSet, MAX_N};
use crate::engine::few_bits;
use crate::engine::instance::{CellDigit, Instance, sort_canonical};
use crate::engine::pattern::Pattern;
use crate::engine::technique::{ShdRule, TechniqueId};

/// Declares one subset technique: its descriptor and the finder that calls the
/// shared search with its size, a constant so that each size's counts of bits
/// unroll.
macro_rules! subset {
    ($descriptor:ident, $finder:ident, $id:ident, $key:literal, $name:literal,
     $about:expr, $score:literal, $rule:ident, $search:ident, $k:literal) => {
        #[doc = concat!("The ", $name, " (SPEC §2).")]
        pub const $descriptor: Descriptor = Descriptor {
            id: $key,
            name: $name,
            about: $about,
            default_score: Some($score),
            shd_rules: &[ShdRule::$rule],
            choice: Choice::LargestEffect,
            finder: $finder,
            chosen: None,
            locality: Locality::Group,
        };

        fn $finder(cx: &Context<'_>) -> Vec<Instance> {
            $search::<$k>(TechniqueId::$id, cx)
        }
    };
}

subset!(
    NAKED_PAIR,
    naked_pairs,
    NakedPair,
    "naked_pair",
    "Naked pair",
    About {
        look_for: "Two cells of one row, column or region that hold only the same two \
                   candidates, for example only 4 and 7.",
        why: "One of the two cells will be 4 and the other 7, so no other cell of that group \
              can take 4 or 7: they lose those candidates.",
        when: "One of the first eliminations once the pencil marks are in; two-candidate cells \
               sharing a group catch the eye quickly.",
    },
    3,
    LockedPairs,
    naked,
    2
);
subset!(
    NAKED_TRIPLE,
    naked_triples,
    NakedTriple,
    "naked_triple",
    "Naked triple",
    About {
        look_for: "Three cells of one row, column or region whose candidates together are only \
                   three digits, such as {1,5}, {5,8} and {1,8}; no cell needs all three.",
        why: "Three cells with only three digits between them must use all three, so the \
              group's other cells lose those digits.",
        when: "After pairs: look for cells with two or three candidates drawn from the same \
               small set of digits.",
    },
    4,
    LockedTriples,
    naked,
    3
);
subset!(
    NAKED_QUAD,
    naked_quads,
    NakedQuad,
    "naked_quad",
    "Naked quad",
    About {
        look_for: "Four cells of one row, column or region whose candidates together are only \
                   four digits.",
        why: "The four cells must use all four digits, so no other cell of the group can hold \
              any of them.",
        when: "Rare; worth a look in a group with many empty cells, where the other empty cells \
               then form a hidden subset of the remaining digits.",
    },
    7,
    LockedQuads,
    naked,
    4
);
subset!(
    HIDDEN_PAIR,
    hidden_pairs,
    HiddenPair,
    "hidden_pair",
    "Hidden pair",
    About {
        look_for: "Two digits that, in one row, column or region, can go only in the same two \
                   cells: say 4 and 7 have no other place there.",
        why: "Those two cells must take 4 and 7 between them, so neither can hold anything \
              else: their other candidates go.",
        when: "When a group is crowded with candidates but two digits keep turning up in the \
               same two cells; it turns two busy cells into a clean pair.",
    },
    2,
    HiddenPairs,
    hidden,
    2
);
subset!(
    HIDDEN_TRIPLE,
    hidden_triples,
    HiddenTriple,
    "hidden_triple",
    "Hidden triple",
    About {
        look_for: "Three digits that, in one row, column or region, can go only in the same \
                   three cells; each digit need not appear in all three.",
        why: "Three digits need three cells and have only these, so the three cells are theirs: \
              any other candidate in them goes.",
        when: "Harder to see than a naked triple, because the other candidates hide it; try it \
               in a group where a few digits have very few places.",
    },
    2,
    HiddenTriples,
    hidden,
    3
);
subset!(
    HIDDEN_QUAD,
    hidden_quads,
    HiddenQuad,
    "hidden_quad",
    "Hidden quad",
    About {
        look_for: "Four digits that, in one row, column or region, can go only in the same four \
                   cells.",
        why: "Four digits need four cells and have only these, so those cells hold nothing \
              else: their other candidates go.",
        when: "Rare and hard to spot; look for it in a group with many empty cells where four \
               digits share the same few places.",
    },
    5,
    HiddenQuads,
    hidden,
    4
);

/// Every naked subset of size `k` in every group.
///
/// A group's cells with 2 to `k` candidates are listed without a branch on
/// each (every cell is written, the count moves on only for those), and a
/// locked set is written out only when one of its digits has a place in the
/// group off its cells, read off the digit index.
fn naked<const K: usize>(technique: TechniqueId, cx: &Context<'_>) -> Vec<Instance> {
    let k = K;
    let (pos, index) = (cx.pos, cx.index());
    let geo = pos.geometry();
    let mut out = Vec::new();
    let (mut slots, mut masks) = ([0usize; MAX_N], [0u32; MAX_N]);
    for g in (0..geo.group_count()).filter(|&g| cx.searches_group(g)) {
        let group = geo.group_cells(g);
        let mut count = 0;
        for (slot, &c) in group.iter().enumerate() {
            // A filled cell has no candidates, so it is never listed.
            let cands = pos.candidates(c).0;
            slots[count] = slot;
            masks[count] = cands;
            count += usize::from(few_bits::between(cands, 2, k));
        }
        for_each_locked_set(&masks[..count], k, |chosen, union| {
            let digits = DigitSet(union);
            let set_slots = chosen.iter().fold(0u32, |set, &i| set | 1 << slots[i]);
            let elsewhere = digits
                .iter()
                .fold(0, |places, d| places | index.positions(g, d))
                & !set_slots;
            // Most locked sets a search meets have removed what they can:
            // nothing more is written out for them.
            if elsewhere == 0 {
                return;
            }
            let eliminations = cells_of(group, elsewhere)
                .flat_map(|c| {
                    (pos.candidates(c) & digits)
                        .iter()
                        .map(move |digit| CellDigit { cell: c, digit })
                })
                .collect();
            let pattern: Vec<Cell> = chosen.iter().map(|&i| group[slots[i]]).collect();
            out.extend(Instance::elimination(
                technique,
                Pattern::Subset { naked: true },
                digits,
                vec![g],
                pattern,
                eliminations,
            ));
        });
    }
    sort_canonical(&mut out);
    out
}

/// Every hidden subset of size `k` in every group.
fn hidden<const K: usize>(technique: TechniqueId, cx: &Context<'_>) -> Vec<Instance> {
    let k = K;
    let (pos, index) = (cx.pos, cx.index());
    let geo = pos.geometry();
    let mut out = Vec::new();
    let mut digits: Vec<Digit> = Vec::with_capacity(geo.n());
    let mut masks: Vec<u32> = Vec::with_capacity(geo.n());
    for g in (0..geo.group_count()).filter(|&g| cx.searches_group(g)) {
        digits.clear();
        masks.clear();
        for d in index.open_digits(g) {
            let mask = index.positions(g, d);
            if few_bits::between(mask, 2, k) {
                digits.push(d);
                masks.push(mask);
            }
        }
        for_each_locked_set(&masks, k, |chosen, union| {
            let set = DigitSet::from_digits(chosen.iter().map(|&i| digits[i]));
            // As with naked subsets: only a set that removes something is
            // written out.
            let cells = || cells_of(geo.group_cells(g), union);
            if cells().all(|cell| (pos.candidates(cell) - set).is_empty()) {
                return;
            }
            let pattern: Vec<Cell> = cells().collect();
            let eliminations = pattern
                .iter()
                .flat_map(|&cell| {
                    (pos.candidates(cell) - set)
                        .iter()
                        .map(move |digit| CellDigit { cell, digit })
                })
                .collect();
            out.extend(Instance::elimination(
                technique,
                Pattern::Subset { naked: false },
                set,
                vec![g],
                pattern,
                eliminations,
            ));
        });
    }
    sort_canonical(&mut out);
    out
}
