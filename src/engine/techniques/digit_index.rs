//! The digit index the finders share (SPEC §2): for every group and digit, the
//! places (indices into the group's cells) where the digit is still a
//! candidate, as a `u32` mask, the digits each group holds and how many of its
//! cells are empty.
//!
//! A solving run keeps one index beside its position and updates it with every
//! placement and elimination ([`DigitIndex::place`], [`DigitIndex::eliminate`])
//! instead of indexing the whole board again before each step. It also keeps
//! which cells a loss left with at most one candidate since they were last
//! looked at ([`DigitIndex::take_touched`]), so the automatic step looks for
//! naked singles (and cells without candidates) only where one can have
//! appeared.

use crate::engine::cellset::{Cell, CellSet};
use crate::engine::digits::{Digit, DigitSet, MAX_N};
use crate::engine::few_bits;
use crate::engine::geometry::{Geometry, GroupIndex};
use crate::engine::instance::Instance;
use crate::engine::position::Position;
use crate::engine::techniques::{bits, cells_of};

/// Where each digit can still go in each group, and which digits each group holds.
/// Two indexes are equal when they index the same (the touched cells are
/// bookkeeping of how one was kept, not part of what it indexes, and the count
/// of digits held follows from the digits held).
#[derive(Clone, Debug)]
pub struct DigitIndex {
    n: usize,
    masks: Vec<u32>,
    placed: Vec<DigitSet>,
    /// How many digits the groups hold, all together: the sizes of `placed`,
    /// kept as they grow for [`DigitIndex::has_digit_without_place`].
    held: u32,
    open: Vec<u8>,
    /// The cells that a loss of a candidate left with at most one since
    /// [`DigitIndex::take_touched`] last took them; every such empty cell of
    /// a new index. A cell with more left needs no look: candidates are only
    /// lost, so it comes back here when it falls to one.
    touched: CellSet,
}

impl PartialEq for DigitIndex {
    fn eq(&self, other: &DigitIndex) -> bool {
        (self.n, &self.masks, &self.placed, &self.open)
            == (other.n, &other.masks, &other.placed, &other.open)
    }
}

impl Eq for DigitIndex {}

impl DigitIndex {
    /// Indexes a position's candidates and placed digits.
    pub fn new(pos: &Position) -> DigitIndex {
        let geo = pos.geometry();
        let n = geo.n();
        let mut masks = vec![0u32; geo.group_count() * n];
        let mut placed = vec![DigitSet::EMPTY; geo.group_count()];
        let mut open = vec![0u8; geo.group_count()];
        let mut touched = CellSet::EMPTY;
        let mut held = 0;
        for cell in 0..geo.cell_count() as Cell {
            let groups = geo.groups_of(cell);
            match pos.value(cell) {
                0 => {
                    if few_bits::at_most(pos.candidates(cell).0, 1) {
                        touched.insert(cell);
                    }
                    for g in groups {
                        open[g] += 1;
                    }
                    let slots = geo.slots_of(cell);
                    for d in pos.candidates(cell) {
                        for (g, slot) in groups.into_iter().zip(slots) {
                            masks[g * n + d as usize - 1] |= 1 << slot;
                        }
                    }
                }
                v => {
                    for g in groups {
                        held += u32::from(!placed[g].contains(v));
                        placed[g].insert(v);
                    }
                }
            }
        }
        DigitIndex {
            n,
            masks,
            placed,
            held,
            open,
            touched,
        }
    }

    /// The cells a loss left with at most one candidate since the last call
    /// (every empty cell with at most one on the first), forgetting them.
    pub fn take_touched(&mut self) -> CellSet {
        std::mem::take(&mut self.touched)
    }

    /// The positions (indices into the group's cells) where `d` is a candidate in `g`.
    pub fn positions(&self, g: GroupIndex, d: Digit) -> u32 {
        self.masks[g * self.n + d as usize - 1]
    }

    /// What placing `d` in `cell` removes from `pos`, whose index this is:
    /// [`Instance::placement_effect`], with the peers that hold `d` counted
    /// off the places of `d` in the cell's row, column and region (the
    /// region's cells off the cell's row and column), not peer by peer.
    pub fn placement_effect(&self, pos: &Position, cell: Cell, d: Digit) -> usize {
        let geo = pos.geometry();
        let [row, column, region] = geo.groups_of(cell);
        let [in_row, in_column, _] = geo.slots_of(cell);
        let on_lines = geo.row_crossing(cell).region_slots | geo.column_crossing(cell).region_slots;
        let candidates = pos.candidates(cell);
        // The cell's candidates but one (none when it has none), and its peers.
        let effect = bits_in([
            candidates.0,
            self.positions(row, d) & !(1 << in_row),
            self.positions(column, d) & !(1 << in_column),
            self.positions(region, d) & !on_lines,
        ]) - usize::from(!candidates.is_empty());
        debug_assert_eq!(effect, Instance::placement_effect(pos, cell, d));
        effect
    }

    /// The positions of every digit in `g`, by digit (`d - 1`): [`Self::positions`]
    /// of the whole group at once.
    pub fn group_positions(&self, g: GroupIndex) -> &[u32] {
        &self.masks[g * self.n..(g + 1) * self.n]
    }

    /// The positions of every digit in every group: [`Self::group_positions`]
    /// of the groups in turn, so entry `g * n + d - 1` is `positions(g, d)`.
    pub fn all_positions(&self) -> &[u32] {
        &self.masks
    }

    /// The digits placed in group `g`.
    pub fn placed(&self, g: GroupIndex) -> DigitSet {
        self.placed[g]
    }

    /// The digits still to place in group `g`.
    pub fn open_digits(&self, g: GroupIndex) -> DigitSet {
        DigitSet::full(self.n) - self.placed[g]
    }

    /// How many cells of group `g` are empty.
    pub fn open_cells(&self, g: GroupIndex) -> usize {
        usize::from(self.open[g])
    }

    /// Whether every group holds every digit: of a full grid, whether it is
    /// free of duplicates (a group of N cells holds N digits only when no two
    /// are the same), read off the count of digits held.
    pub fn holds_every_digit(&self) -> bool {
        self.held as usize == self.placed.len() * self.n
    }

    /// Whether some group has a digit it neither holds nor has a place for.
    ///
    /// The index must be of a basic-filtered position kept in step (as the
    /// automatic step's is): a digit a group holds then has no place left
    /// there, so every group has at least as many digits without a place as
    /// it holds, and one more anywhere is a digit missing. So the places are
    /// counted over the whole board at once.
    pub fn has_digit_without_place(&self) -> bool {
        let without_place: u32 = self.masks.iter().map(|&m| u32::from(m == 0)).sum();
        debug_assert_eq!(
            self.held,
            self.placed
                .iter()
                .map(|held| held.len() as u32)
                .sum::<u32>()
        );
        without_place > self.held
    }

    /// Places `d` in `cell` with [`Position::place`], keeping the index in step.
    ///
    /// The index's places of `d` in the cell's groups are `pos`'s candidates
    /// while the two are in step, so the peers that lose `d` are read off
    /// them and only those peers are cleared, in `pos` too. A row's slots are
    /// its cells' columns and a column's their rows, so a peer in the cell's
    /// row or column is found, and cleared in its column or row, by
    /// arithmetic; only its region, and both lines of a peer in the cell's
    /// region alone, are looked up. Each peer is cleared in the index and in
    /// `pos` in one pass over the places, and noted among the touched cells
    /// without a branch on its count of candidates.
    pub fn place(&mut self, pos: &mut Position, cell: Cell, d: Digit) {
        if pos.value(cell) != 0 {
            // Overwriting a digit may empty a group of it: index afresh.
            pos.place(cell, d);
            *self = DigitIndex::new(pos);
            return;
        }
        let n = self.n;
        let digit = d as usize - 1;
        debug_assert!(self.in_step_at(pos, cell));
        let held = pos.candidates(cell);
        pos.set_value(cell, d);
        let (geo, candidates) = pos.geometry_and_candidates();
        let [row, column, region] = geo.groups_of(cell);
        let [c, r, in_region] = geo.slots_of(cell);
        for e in held {
            let e = e as usize - 1;
            self.masks[row * n + e] &= !(1 << c);
            self.masks[column * n + e] &= !(1 << r);
            self.masks[region * n + e] &= !(1 << in_region);
        }
        // `d` has no place left in the cell's groups; the peers that held it
        // lose it, in `pos` and in their other groups (a peer on the cell's
        // row or column in its region is taken with the line).
        let row_peers = std::mem::take(&mut self.masks[row * n + digit]);
        let column_peers = std::mem::take(&mut self.masks[column * n + digit]);
        let on_lines = geo.row_crossing(cell).region_slots | geo.column_crossing(cell).region_slots;
        let region_peers = std::mem::take(&mut self.masks[region * n + digit]) & !on_lines;
        for g in [row, column, region] {
            self.held += u32::from(!self.placed[g].contains(d));
            self.placed[g].insert(d);
            self.open[g] -= 1;
        }
        let lost = DigitSet::single(d);
        for i in bits(row_peers) {
            let peer = (r * n + i) as Cell;
            self.masks[(n + i) * n + digit] &= !(1 << r);
            self.clear_in_region(geo, peer, digit);
            self.lose(candidates, peer, lost);
        }
        for i in bits(column_peers) {
            let peer = (i * n + c) as Cell;
            self.masks[i * n + digit] &= !(1 << c);
            self.clear_in_region(geo, peer, digit);
            self.lose(candidates, peer, lost);
        }
        for peer in cells_of(geo.group_cells(region), region_peers) {
            let [peer_row, peer_column, _] = geo.groups_of(peer);
            self.masks[peer_row * n + digit] &= !(1 << (peer_column - n));
            self.masks[peer_column * n + digit] &= !(1 << peer_row);
            self.lose(candidates, peer, lost);
        }
    }

    /// Whether the index's places in `cell`'s groups hold the cell exactly
    /// for its candidates in `pos`.
    fn in_step_at(&self, pos: &Position, cell: Cell) -> bool {
        let geo = pos.geometry();
        let candidates = pos.candidates(cell);
        (0..self.n).all(|e| {
            let held = candidates.contains(e as Digit + 1);
            geo.groups_of(cell)
                .into_iter()
                .zip(geo.slots_of(cell))
                .all(|(g, slot)| (self.masks[g * self.n + e] >> slot & 1 == 1) == held)
        })
    }

    /// Takes candidate `lost` from `cell` among a position's `candidates`
    /// alone, the index's masks being cleared already.
    fn lose(&mut self, candidates: &mut [DigitSet], cell: Cell, lost: DigitSet) {
        let left = &mut candidates[cell as usize];
        *left -= lost;
        self.touched.insert_when(cell, few_bits::at_most(left.0, 1));
    }

    /// Takes `cell`'s place out of digit `digit - 1`'s mask in the cell's region.
    fn clear_in_region(&mut self, geo: &Geometry, cell: Cell, digit: usize) {
        let region = geo.region_of(cell) + 2 * self.n;
        self.masks[region * self.n + digit] &= !(1 << geo.slots_of(cell)[2]);
    }

    /// Notes that `cell` lost a candidate: when it has at most one left, it is
    /// among the cells [`Self::take_touched`] gives.
    fn note_loss(&mut self, pos: &Position, cell: Cell) {
        self.touched
            .insert_when(cell, few_bits::at_most(pos.candidates(cell).0, 1));
    }

    /// Removes candidate `d` from `cell` with [`Position::eliminate`], keeping the
    /// index in step; returns whether it was there.
    pub fn eliminate(&mut self, pos: &mut Position, cell: Cell, d: Digit) -> bool {
        let removed = pos.eliminate(cell, d);
        if removed {
            self.note_loss(pos, cell);
            let geo = pos.geometry();
            self.clear(geo.groups_of(cell), geo.slots_of(cell), d);
        }
        removed
    }

    /// [`crate::engine::apply::apply`], keeping the index in step: the
    /// instance's placements then its eliminations; returns how many candidates
    /// it removed in `pos` as it stood.
    pub fn apply(&mut self, instance: &Instance, pos: &mut Position) -> usize {
        let removed = instance.live_effect(pos);
        self.take_effect(instance, pos);
        removed
    }

    /// [`Self::apply`] without counting what it removes.
    pub fn take_effect(&mut self, instance: &Instance, pos: &mut Position) {
        for p in &instance.placements {
            if pos.value(p.cell) == 0 {
                self.place(pos, p.cell, p.digit);
            }
        }
        for e in &instance.eliminations {
            self.eliminate(pos, e.cell, e.digit);
        }
    }

    /// Takes one cell's place out of digit `d`'s masks in its three groups.
    fn clear(&mut self, groups: [GroupIndex; 3], slots: [usize; 3], d: Digit) {
        for (g, slot) in groups.into_iter().zip(slots) {
            self.masks[g * self.n + d as usize - 1] &= !(1 << slot);
        }
    }
}

/// How many bits four masks of at most [`MAX_N`] bits hold together, counted
/// two masks to a 64-bit word: without a population count instruction (the
/// baseline x86-64 the program is built for has none) a word's bits take a
/// dozen instructions to count whatever its width, and the counts of the two
/// words are added as soon as their fields can hold the sum.
fn bits_in(masks: [u32; 4]) -> usize {
    const PAIRS: u64 = 0x5555_5555_5555_5555;
    const NIBBLES: u64 = 0x3333_3333_3333_3333;
    const BYTES: u64 = 0x0F0F_0F0F_0F0F_0F0F;
    debug_assert!(masks.iter().all(|&m| m < 1 << MAX_N));
    // Each nibble of a word's count holds at most 4, of the two words' 8.
    let nibbles = |low: u32, high: u32| {
        let word = u64::from(low) | u64::from(high) << 32;
        let pairs = word - (word >> 1 & PAIRS);
        (pairs & NIBBLES) + (pairs >> 2 & NIBBLES)
    };
    let sum = nibbles(masks[0], masks[1]) + nibbles(masks[2], masks[3]);
    // Each byte holds at most 16, and the total, at most 4 * MAX_N, fits the
    // top byte the multiplication adds them all into.
    let bytes = (sum & BYTES) + (sum >> 4 & BYTES);
    (bytes.wrapping_mul(0x0101_0101_0101_0101) >> 56) as usize
}

/// Which of up to 64 position masks hold exactly one place: bit `k` is set
/// when `masks[k]` has one bit. Hidden singles are read off it.
///
/// It is written for the compiler to make vector code of: a flag byte per
/// mask first (a mask `m` has one bit when `m ^ (m - 1)`, the bits up to its
/// lowest, exceeds `m - 1`: a higher bit of `m` stays in `m - 1`, and `0 - 1`
/// is -1, which nothing exceeds), then each eight flags gathered into eight
/// bits by one multiplication (each byte's bit 0 lands on its own bit of the
/// top byte, with no carries, as the flags are 0 or 1). The comparison is
/// signed, which vector code makes in one instruction where an unsigned one
/// takes three: a mask has at most [`MAX_N`] bits, so only `0 - 1` is negative.
pub fn single_place_bits(masks: &[u32]) -> u64 {
    const GATHER: u64 = 0x0102_0408_1020_4080;
    debug_assert!(masks.len() <= 64);
    debug_assert!(masks.iter().all(|&m| m < 1 << MAX_N));
    let mut flags = [0u8; 64];
    for (flag, &m) in flags.iter_mut().zip(masks) {
        let m = m as i32;
        let below = m.wrapping_sub(1);
        *flag = u8::from(m ^ below > below);
    }
    let mut found = 0u64;
    for (i, eight) in flags.chunks_exact(8).enumerate() {
        let word = u64::from_le_bytes(eight.try_into().expect("eight flags"));
        found |= (word.wrapping_mul(GATHER) >> 56) << (8 * i);
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_masks_hold_the_bits_counted_one_by_one() {
        let masks: [u32; 7] = [
            0,
            1,
            0b1011,
            1 << 24,
            (1 << MAX_N) - 1,
            0x0155_5555,
            0x00AA_AAAA,
        ];
        for &a in &masks {
            for &b in &masks {
                for &c in &masks {
                    for &d in &masks {
                        let counted: u32 = [a, b, c, d].iter().map(|m| m.count_ones()).sum();
                        assert_eq!(bits_in([a, b, c, d]), counted as usize);
                    }
                }
            }
        }
    }
}
