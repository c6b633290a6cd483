//! Technique finders (SPEC §2), one family per file: singles, subsets,
//! intersections and basic fish. Every finder returns *all* instances of its
//! technique in a position, sorted by the canonical key; [`find_all`] dispatches
//! by [`TechniqueId`]. Techniques without a finder yet (the registry says which)
//! find nothing.
//!
//! The finders share a [`DigitIndex`]: for every group and digit, the positions of
//! the digit's candidates inside the group as a `u32` mask, so subsets, locked
//! candidates and fish are bit operations rather than cell scans.

pub mod fish;
pub mod intersections;
pub mod singles;
pub mod subsets;

use super::cellset::Cell;
use super::digits::{Digit, DigitSet};
use super::geometry::GroupIndex;
use super::instance::{Instance, largest_effect};
use super::position::Position;
use super::technique::TechniqueId;

/// Where each digit can still go in each group, and which digits each group holds.
#[derive(Clone, Debug)]
pub struct DigitIndex {
    n: usize,
    masks: Vec<u32>,
    placed: Vec<DigitSet>,
}

impl DigitIndex {
    /// Indexes a position's candidates and placed digits.
    pub fn new(pos: &Position) -> DigitIndex {
        let geo = pos.geometry();
        let n = geo.n();
        let mut masks = vec![0u32; geo.group_count() * n];
        let mut placed = vec![DigitSet::EMPTY; geo.group_count()];
        for g in 0..geo.group_count() {
            let row = &mut masks[g * n..(g + 1) * n];
            for (i, &cell) in geo.group_cells(g).iter().enumerate() {
                let v = pos.value(cell);
                if v != 0 {
                    placed[g].insert(v);
                }
                for d in pos.candidates(cell) {
                    row[d as usize - 1] |= 1 << i;
                }
            }
        }
        DigitIndex { n, masks, placed }
    }

    /// The positions (indices into the group's cells) where `d` is a candidate in `g`.
    pub fn positions(&self, g: GroupIndex, d: Digit) -> u32 {
        self.masks[g * self.n + d as usize - 1]
    }

    /// The digits placed in group `g`.
    pub fn placed(&self, g: GroupIndex) -> DigitSet {
        self.placed[g]
    }

    /// The digits still to place in group `g`.
    pub fn open_digits(&self, g: GroupIndex) -> DigitSet {
        DigitSet::full(self.n) - self.placed[g]
    }
}

/// The cells of a group picked out by a position mask, ascending.
pub(crate) fn cells_of(group_cells: &[Cell], mask: u32) -> impl Iterator<Item = Cell> + '_ {
    bits(mask).map(move |i| group_cells[i])
}

/// The set bits of a mask, ascending.
pub(crate) fn bits(mut mask: u32) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            i
        })
    })
}

/// Calls `visit` for every choice of `k` items (indices ascending) whose masks
/// together cover exactly `k` bits; branches that already cover more are cut.
/// Subsets (cells with digit masks, digits with position masks) and fish (lines
/// with position masks) are all this search.
pub(crate) fn for_each_locked_set(masks: &[u32], k: usize, mut visit: impl FnMut(&[usize], u32)) {
    let mut chosen = [0usize; 4];
    let mut unions = [0u32; 5];
    search(masks, k, 0, 0, &mut chosen, &mut unions, &mut visit);
}

fn search(
    masks: &[u32],
    k: usize,
    depth: usize,
    start: usize,
    chosen: &mut [usize; 4],
    unions: &mut [u32; 5],
    visit: &mut impl FnMut(&[usize], u32),
) {
    if depth == k {
        if unions[k].count_ones() as usize == k {
            visit(&chosen[..k], unions[k]);
        }
        return;
    }
    // Leave room for the items still to choose.
    for i in start..masks.len().saturating_sub(k - depth - 1) {
        let union = unions[depth] | masks[i];
        if union.count_ones() as usize > k {
            continue;
        }
        chosen[depth] = i;
        unions[depth + 1] = union;
        search(masks, k, depth + 1, i + 1, chosen, unions, visit);
    }
}

/// Every instance of one technique in `pos`, in canonical order.
pub fn find_all(id: TechniqueId, pos: &Position) -> Vec<Instance> {
    find_indexed(id, pos, &DigitIndex::new(pos))
}

/// [`find_all`] with an index built once for several finders on one position.
pub fn find_indexed(id: TechniqueId, pos: &Position, index: &DigitIndex) -> Vec<Instance> {
    use TechniqueId as T;
    match id {
        T::NakedSingle => singles::naked_singles(pos),
        T::HiddenSingle => singles::hidden_singles(pos, index),
        T::NakedPair => subsets::naked(id, pos, 2),
        T::NakedTriple => subsets::naked(id, pos, 3),
        T::NakedQuad => subsets::naked(id, pos, 4),
        T::HiddenPair => subsets::hidden(id, pos, index, 2),
        T::HiddenTriple => subsets::hidden(id, pos, index, 3),
        T::HiddenQuad => subsets::hidden(id, pos, index, 4),
        T::LockedCandidates1 => intersections::pointing(pos, index),
        T::LockedCandidates2 => intersections::claiming(pos, index),
        T::XWing => fish::basic(id, pos, index, 2),
        T::Swordfish => fish::basic(id, pos, index, 3),
        T::Jellyfish => fish::basic(id, pos, index, 4),
        T::RemotePair
        | T::FinnedXWing
        | T::EmptyRectangle
        | T::XyWing
        | T::XyzWing
        | T::FinnedSwordfish
        | T::XChain
        | T::XyChain
        | T::FinnedJellyfish
        | T::GroupedXChain => Vec::new(),
    }
}

/// Every instance of every technique in `pos`: techniques in table order, each
/// technique's instances in canonical order.
pub fn find_every(pos: &Position) -> Vec<Instance> {
    let index = DigitIndex::new(pos);
    TechniqueId::ALL
        .into_iter()
        .flat_map(|id| find_indexed(id, pos, &index))
        .collect()
}

/// The simplest hint of SPEC §3: a naked single first (largest effect, then lowest
/// digit, then cell); else the first technique of `order` (Simplest-first order)
/// that has an instance, its largest-effect instance, ties by canonical key.
pub fn simplest_hint(pos: &Position, order: &[TechniqueId]) -> Option<Instance> {
    let index = DigitIndex::new(pos);
    std::iter::once(TechniqueId::NakedSingle)
        .chain(order.iter().copied())
        .find_map(|id| largest_effect(&find_indexed(id, pos, &index)).cloned())
}
