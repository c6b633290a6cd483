//! Basic fish (SPEC §2): X-wing, swordfish and jellyfish. For one digit, k base
//! lines (each with 2..=k candidate cells, the digit not yet placed there) whose
//! candidates lie in exactly k cover lines: the cover lines lose the digit outside
//! the base lines. Rows as base with columns as cover, and the reverse; rows and
//! columns only, also on jigsaw boards.

use super::{
    About, Choice, Context, Descriptor, DigitIndex, Locality, bits, cells_of, for_each_locked_set,
};
use crate::engine::digits::{Digit, DigitSet, MAX_N};
use crate::engine::few_bits;
use crate::engine::geometry::GroupIndex;
use crate::engine::instance::{CellDigit, Instance, sort_canonical};
use crate::engine::pattern::Pattern;
use crate::engine::position::Position;
use crate::engine::technique::{ShdRule, TechniqueId};

/// The X-wing: two lines.
pub const X_WING: Descriptor = Descriptor {
    id: "x_wing",
    name: "X-wing",
    about: About {
        look_for: "One digit that, in two rows, can go only in the same two columns: its four \
                   places form the corners of a rectangle. The same works with columns and rows \
                   swapped.",
        why: "Each of the two rows needs the digit once, in one of those two columns, and the \
              two rows cannot use the same column. So both columns get their copy of the digit \
              from these two rows, and every other cell of the two columns loses it.",
        when: "The first pattern that spans several lines; look for it digit by digit once the \
               rows, columns and regions give nothing more.",
    },
    default_score: Some(9),
    shd_rules: &[ShdRule::Gridlock2x2],
    choice: Choice::LargestEffect,
    finder: |cx| basic::<2>(TechniqueId::XWing, cx),
    chosen: None,
    locality: Locality::Digit,
};

/// The swordfish: three lines.
pub const SWORDFISH: Descriptor = Descriptor {
    id: "swordfish",
    name: "Swordfish",
    about: About {
        look_for: "One digit that, in three rows, can go only within the same three columns, \
                   two or three places per row; or the same with columns and rows swapped.",
        why: "The three rows need the digit three times, in three different columns, all among \
              those three. So each of those columns gets its copy from these rows, and its \
              other cells lose the digit.",
        when: "After the X-wing, when a digit is left with only a few places across the board.",
    },
    default_score: Some(12),
    shd_rules: &[ShdRule::Gridlock3x3],
    choice: Choice::LargestEffect,
    finder: |cx| basic::<3>(TechniqueId::Swordfish, cx),
    chosen: None,
    locality: Locality::Digit,
};

/// The jellyfish: four lines.
pub const JELLYFISH: Descriptor = Descriptor {
    id: "jellyfish",
    name: "Jellyfish",
    about: About {
        look_for: "One digit that, in four rows, can go only within the same four columns; or \
                   the same with columns and rows swapped.",
        why: "The four rows need the digit four times, in four different columns, all among \
              those four. So those columns get their copies from these rows, and their other \
              cells lose the digit.",
        when: "Rarely needed; try it when a digit still has many places and the X-wing and \
               swordfish find nothing.",
    },
    default_score: Some(20),
    shd_rules: &[ShdRule::Gridlock4x4],
    choice: Choice::LargestEffect,
    finder: |cx| basic::<4>(TechniqueId::Jellyfish, cx),
    chosen: None,
    locality: Locality::Digit,
};

/// Every fish of size `K` on every digit, both orientations. The size is a
/// constant, so that each size's counts of bits unroll.
fn basic<const K: usize>(technique: TechniqueId, cx: &Context<'_>) -> Vec<Instance> {
    let (pos, index) = (cx.pos, cx.index());
    let n = pos.n();
    let search = Search::<K> {
        technique,
        pos,
        index,
    };
    let mut out = Vec::new();
    for d in cx.search_digits() {
        // Rows are groups 0..N (a row's positions are columns), columns N..2N (a
        // column's positions are rows), so bit `i` of a base line is cover `start + i`.
        for (base_start, cover_start) in [(0, n), (n, 0)] {
            search.digit(d, base_start, cover_start, &mut out);
        }
    }
    sort_canonical(&mut out);
    out
}

/// One fish size (`K`) searched in one position.
struct Search<'a, const K: usize> {
    technique: TechniqueId,
    pos: &'a Position,
    index: &'a DigitIndex,
}

impl<const K: usize> Search<'_, K> {
    fn digit(
        &self,
        d: Digit,
        base_start: GroupIndex,
        cover_start: GroupIndex,
        out: &mut Vec<Instance>,
    ) {
        let Search {
            technique,
            pos,
            index,
        } = *self;
        let k = K;
        let geo = pos.geometry();
        let n = geo.n();
        // The candidate base lines, kept on the stack: a search is made for
        // every digit both ways round.
        let (mut lines, mut masks) = ([0 as GroupIndex; MAX_N], [0u32; MAX_N]);
        let mut count = 0;
        for line in base_start..base_start + n {
            let mask = index.positions(line, d);
            if !index.placed(line).contains(d) && few_bits::between(mask, 2, k) {
                lines[count] = line;
                masks[count] = mask;
                count += 1;
            }
        }
        for_each_locked_set(&masks[..count], k, |chosen, union| {
            // Positions along a cover line are base-line numbers.
            let base_bits: u32 = chosen
                .iter()
                .map(|&i| 1u32 << (lines[i] - base_start))
                .sum();
            // Most fish a search meets have removed what they can: nothing
            // more is written out for them.
            let removes = |i| index.positions(cover_start + i, d) & !base_bits != 0;
            if !bits(union).any(removes) {
                return;
            }
            let base: Vec<GroupIndex> = chosen.iter().map(|&i| lines[i]).collect();
            let cover: Vec<GroupIndex> = bits(union).map(|i| cover_start + i).collect();
            let mut eliminations = Vec::new();
            for &line in &cover {
                let outside = index.positions(line, d) & !base_bits;
                eliminations.extend(
                    cells_of(geo.group_cells(line), outside)
                        .map(|cell| CellDigit { cell, digit: d }),
                );
            }
            let cells = chosen
                .iter()
                .flat_map(|&i| cells_of(geo.group_cells(lines[i]), masks[i]))
                .collect();
            let pattern = Pattern::Fish {
                cover,
                fins: Vec::new(),
            };
            out.extend(Instance::elimination(
                technique,
                pattern,
                DigitSet::single(d),
                base,
                cells,
                eliminations,
            ));
        });
    }
}
