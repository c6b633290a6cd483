//! Finned fish (SPEC §2): X-wing, swordfish and jellyfish with fins, sashimi
//! fish included. Rows as base with columns as cover, and the reverse; rows and
//! columns only, also on jigsaw boards.
//!
//! One instance, for one digit: k base lines (each holding the digit in 2 to k + 2
//! cells) and k cover lines such that every base line has at least one candidate
//! on the cover lines (one is enough: a *sashimi* fish, as HoDoKu defines it) and
//! the base candidates off the cover lines, the *fins*, are 1 or 2 cells of one
//! region that also holds a corner of the fish (a cell where a base line crosses
//! a cover line, holding the digit or not). Either a fin holds the digit, or the
//! base lines hold it only on the cover lines and the fish removes it from the
//! rest of them: so the cover-line cells outside the base lines that see every fin
//! lose the digit. A pattern that needs no fin is the basic fish, never a finned
//! one. The instance's groups are the base lines, its cells the fish cells off
//! the fins; the pattern names the cover lines and the fins.
//!
//! Limit: at most two fins (SPEC §2), so a base line holds at most k + 2 cells.

use super::{About, Choice, Context, Descriptor, DigitIndex, Locality, bits, cells_of};
use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, DigitSet, MAX_N};
use crate::engine::few_bits;
use crate::engine::geometry::{Geometry, GroupIndex};
use crate::engine::instance::{CellDigit, Instance, sort_canonical};
use crate::engine::pattern::Pattern;
use crate::engine::technique::{ShdRule, TechniqueId};

/// The most fins a finned fish may have (SPEC §2).
const MAX_FINS: usize = 2;

/// The Finned X-wing (SPEC §2): two base lines.
pub const FINNED_X_WING: Descriptor = Descriptor {
    id: "finned_x_wing",
    name: "Finned X-wing",
    about: About {
        look_for: "An X-wing spoiled by one or two extra candidates for its digit, the fins, \
                   all in one region that also holds a corner of the X-wing (the corner itself \
                   may be missing).",
        why: "Either a fin holds the digit, or the X-wing stands and its two columns get their \
              digit from its rows. A cell of those columns that sees every fin loses the digit \
              in both cases.",
        when: "When an X-wing almost works; the cells it clears sit in the fins' region.",
    },
    default_score: Some(10),
    shd_rules: &[ShdRule::BlockedGridlock2x2],
    choice: Choice::LargestEffect,
    finder: |cx| finned::<2>(TechniqueId::FinnedXWing, cx),
    chosen: None,
    locality: Locality::Digit,
};

/// The Finned swordfish (SPEC §2): three base lines.
pub const FINNED_SWORDFISH: Descriptor = Descriptor {
    id: "finned_swordfish",
    name: "Finned swordfish",
    about: About {
        look_for: "A swordfish spoiled by one or two extra candidates for its digit, the fins, \
                   all in one region that also holds a corner of the fish.",
        why: "Either a fin holds the digit, or the swordfish stands and its columns get their \
              digit from its rows. A cell of those columns that sees every fin loses the digit \
              in both cases.",
        when: "When a swordfish almost works; the cells it clears sit in the fins' region.",
    },
    default_score: Some(14),
    shd_rules: &[ShdRule::BlockedGridlock3x3],
    choice: Choice::LargestEffect,
    finder: |cx| finned::<3>(TechniqueId::FinnedSwordfish, cx),
    chosen: None,
    locality: Locality::Digit,
};

/// The Finned jellyfish (SPEC §2): four base lines.
pub const FINNED_JELLYFISH: Descriptor = Descriptor {
    id: "finned_jellyfish",
    name: "Finned jellyfish",
    about: About {
        look_for: "A jellyfish spoiled by one or two extra candidates for its digit, the fins, \
                   all in one region that also holds a corner of the fish.",
        why: "Either a fin holds the digit, or the jellyfish stands and its columns get their \
              digit from its rows. A cell of those columns that sees every fin loses the digit \
              in both cases.",
        when: "Rarely needed: when a jellyfish almost works.",
    },
    default_score: Some(22),
    shd_rules: &[ShdRule::BlockedGridlock4x4],
    choice: Choice::LargestEffect,
    finder: |cx| finned::<4>(TechniqueId::FinnedJellyfish, cx),
    chosen: None,
    locality: Locality::Digit,
};

/// Every finned fish of size `K` on every digit, both orientations. The size
/// is a constant, so that each size's counts of bits unroll.
fn finned<const K: usize>(technique: TechniqueId, cx: &Context<'_>) -> Vec<Instance> {
    let geo = cx.pos.geometry();
    let mut search = Search::<K> {
        technique,
        geo,
        index: cx.index(),
        d: 1,
        base_start: 0,
        cover_start: 0,
        lines: Vec::with_capacity(geo.n()),
        masks: Vec::with_capacity(geo.n()),
        chosen: [0; 4],
    };
    let mut out = Vec::new();
    for d in cx.search_digits() {
        // Rows are groups 0..N (a row's positions are columns), columns N..2N (a
        // column's positions are rows), so bit `i` of a base line is cover `start + i`.
        for (base_start, cover_start) in [(0, geo.n()), (geo.n(), 0)] {
            search.d = d;
            search.base_start = base_start;
            search.cover_start = cover_start;
            search.run(&mut out);
        }
    }
    sort_canonical(&mut out);
    out
}

/// One fish size searched in one position, for one digit and orientation at a time.
struct Search<'a, const K: usize> {
    technique: TechniqueId,
    geo: &'a Geometry,
    index: &'a DigitIndex,
    d: Digit,
    base_start: GroupIndex,
    cover_start: GroupIndex,
    /// The lines that can be base lines, and their candidate positions.
    lines: Vec<GroupIndex>,
    masks: Vec<u32>,
    /// Indices into `lines` of the base lines chosen so far.
    chosen: [usize; 4],
}

impl<const K: usize> Search<'_, K> {
    fn run(&mut self, out: &mut Vec<Instance>) {
        self.lines.clear();
        self.masks.clear();
        for line in self.base_start..self.base_start + self.geo.n() {
            let mask = self.index.positions(line, self.d);
            if !self.index.placed(line).contains(self.d) && few_bits::between(mask, 2, K + MAX_FINS)
            {
                self.lines.push(line);
                self.masks.push(mask);
            }
        }
        self.choose(0, 0, 0, out);
    }

    /// Chooses base lines `depth..k` from `start` on; `union` holds the positions
    /// of the lines chosen so far. At most `MAX_FINS` positions may lie off the
    /// cover lines, so a union wider than `k + MAX_FINS` is cut.
    fn choose(&mut self, depth: usize, start: usize, union: u32, out: &mut Vec<Instance>) {
        if depth == K {
            let width = union.count_ones() as usize;
            if width > K {
                let extra = width - K;
                let (from, regions) = self.fin_positions(union, extra);
                self.covers(from, &regions, union, extra, out);
            }
            return;
        }
        for i in start..self.lines.len().saturating_sub(K - depth - 1) {
            let wider = union | self.masks[i];
            if !few_bits::at_most(wider, K + MAX_FINS) {
                continue;
            }
            self.chosen[depth] = i;
            self.choose(depth + 1, i + 1, wider, out);
        }
    }

    /// The positions of `union` that may be left off the cover when `extra` of
    /// them must be, with the region of their fins by position. Each holds a
    /// fin per base line through it, and the others left off hold one fin at
    /// least; the fins of a fish lie in one region, so a position whose fins
    /// do not is never left off, and those left off together share theirs.
    fn fin_positions(&self, union: u32, extra: usize) -> (u32, [u8; MAX_N]) {
        let n = self.geo.n();
        let mut regions = [0; MAX_N];
        let mut kept = 0;
        for p in bits(union) {
            let (mut fins, mut region, mut one_region) = (0, usize::MAX, true);
            for &i in &self.chosen[..K] {
                if self.masks[i] & 1 << p != 0 {
                    // Base lines are rows or columns: their cells by arithmetic.
                    let line = self.lines[i] - self.base_start;
                    let cell = if self.base_start == 0 {
                        line * n + p
                    } else {
                        p * n + line
                    };
                    let here = self.geo.region_of(cell as Cell);
                    one_region &= fins == 0 || here == region;
                    region = here;
                    fins += 1;
                }
            }
            if one_region && fins + extra - 1 <= MAX_FINS {
                regions[p] = region as u8;
                kept |= 1 << p;
            }
        }
        (kept, regions)
    }

    /// Tries every way to leave `extra` more positions of `cover` off it, taking
    /// them from `from` (ascending, so each choice comes once), all with fins
    /// in the region of the first (`regions`, by position).
    fn covers(
        &self,
        from: u32,
        regions: &[u8; MAX_N],
        cover: u32,
        extra: usize,
        out: &mut Vec<Instance>,
    ) {
        if extra == 0 {
            self.try_cover(cover, out);
            return;
        }
        for a in bits(from) {
            let mut above = from & !((2u32 << a) - 1);
            if extra > 1 {
                above = bits(above)
                    .filter(|&b| regions[b] == regions[a])
                    .fold(0, |mask, b| mask | 1 << b);
            }
            self.covers(above, regions, cover & !(1 << a), extra - 1, out);
        }
    }

    /// Checks the fish whose cover lines are the positions `cover`.
    fn try_cover(&self, cover: u32, out: &mut Vec<Instance>) {
        let geo = self.geo;
        let base = &self.chosen[..K];
        let mut fin_cells: [Cell; MAX_FINS] = [0; MAX_FINS];
        let mut count = 0;
        for &i in base {
            // Every base line needs a fish cell; the rest of its cells are fins.
            if self.masks[i] & cover == 0 {
                return;
            }
            let off = self.masks[i] & !cover;
            if count + off.count_ones() as usize > MAX_FINS {
                return;
            }
            for cell in cells_of(geo.group_cells(self.lines[i]), off) {
                fin_cells[count] = cell;
                count += 1;
            }
        }
        // Column base lines give fins column by column: sort them row-major.
        fin_cells[..count].sort_unstable();
        let fins = &fin_cells[..count];
        let region = geo.region_of(fins[0]);
        if fins.iter().any(|&f| geo.region_of(f) != region) {
            return;
        }
        let base_bits: u32 = base
            .iter()
            .map(|&i| 1u32 << (self.lines[i] - self.base_start))
            .sum();
        let mut eliminations = Vec::new();
        for c in bits(cover) {
            let line = self.cover_start + c;
            let outside = self.index.positions(line, self.d) & !base_bits;
            eliminations.extend(
                cells_of(geo.group_cells(line), outside)
                    .filter(|&cell| fins.iter().all(|&f| geo.sees(cell, f)))
                    .map(|cell| CellDigit {
                        cell,
                        digit: self.d,
                    }),
            );
        }
        if eliminations.is_empty() || !self.has_corner(region, cover) {
            return;
        }
        let cells = base
            .iter()
            .flat_map(|&i| cells_of(geo.group_cells(self.lines[i]), self.masks[i] & cover))
            .collect();
        let pattern = Pattern::Fish {
            cover: bits(cover).map(|c| self.cover_start + c).collect(),
            fins: fins.to_vec(),
        };
        out.extend(Instance::elimination(
            self.technique,
            pattern,
            DigitSet::single(self.d),
            base.iter().map(|&i| self.lines[i]).collect(),
            cells,
            eliminations,
        ));
    }

    /// Whether `region` holds a corner of the fish: a cell where a base line
    /// crosses a cover line. Always true on boxes once something is eliminated;
    /// on jigsaw boards it keeps the fins beside the fish.
    fn has_corner(&self, region: usize, cover: u32) -> bool {
        let geo = self.geo;
        self.chosen[..K].iter().any(|&i| {
            let cells = geo.group_cells(self.lines[i]);
            bits(cover).any(|c| geo.region_of(cells[c]) == region)
        })
    }
}
