//! Technique finders (SPEC §2, §2.1), one technique or small family per file,
//! each exporting a [`Descriptor`] (id, name, default score, SHD rules, finder)
//! listed once in [`crate::engine::technique_list`] and looked up by id in
//! [`registry`]. Every finder returns *all* instances of its
//! technique in a position, sorted by the canonical key.
//!
//! The finders of one step share a [`Context`]: the position and a [`DigitIndex`]: for every group and digit, the positions of
//! the digit's candidates inside the group as a `u32` mask, so subsets, locked
//! candidates and fish are bit operations rather than cell scans; a solving
//! run lends the index it keeps up to date. Chains also
//! share the position's [`links::LinkGraph`], built on first use only.

pub mod about;
pub mod als;
pub mod chains;
pub(crate) mod closure;
pub mod digit_index;
pub mod finned_fish;
pub mod fish;
pub mod forcing;
pub mod intersections;
pub mod links;
pub mod registry;
pub mod single_digit;
pub mod singles;
pub mod subsets;
pub mod uniqueness;
pub mod wings;

pub use about::About;
pub use digit_index::DigitIndex;

use super::cellset::{Cell, CellSet};
use super::digits::{Digit, DigitSet};
use super::geometry::GroupIndex;
use super::instance::Instance;
use super::position::Position;
use super::solver::{SolveLimits, SolveStatus, solve};
use super::technique::{ShdRule, TechniqueId};
use crate::engine::few_bits;
use std::borrow::Cow;
use std::cell::OnceCell;

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
/// with position masks) are all this search. Pairs, the most searched, are
/// two plain loops.
pub(crate) fn for_each_locked_set(masks: &[u32], k: usize, mut visit: impl FnMut(&[usize], u32)) {
    if k == 2 {
        for (i, &first) in masks.iter().enumerate() {
            for (j, &second) in masks.iter().enumerate().skip(i + 1) {
                let union = first | second;
                if few_bits::exactly(union, 2) {
                    visit(&[i, j], union);
                }
            }
        }
        return;
    }
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
        if few_bits::exactly(unions[k], k) {
            visit(&chosen[..k], unions[k]);
        }
        return;
    }
    // Leave room for the items still to choose.
    for i in start..masks.len().saturating_sub(k - depth - 1) {
        let union = unions[depth] | masks[i];
        if !few_bits::at_most(union, k) {
            continue;
        }
        chosen[depth] = i;
        unions[depth + 1] = union;
        search(masks, k, depth + 1, i + 1, chosen, unions, visit);
    }
}

/// A finder: every instance of its technique in the context's position, in
/// canonical order.
pub type Finder = fn(&Context<'_>) -> Vec<Instance>;

/// The instance [`choose`] would pick among a finder's, found without writing
/// out the others.
pub type Chooser = fn(&Context<'_>) -> Option<Instance>;

/// What a technique is: one per technique, exported by the technique's own file
/// and listed once in [`crate::engine::technique_list`].
#[derive(Debug)]
pub struct Descriptor {
    /// The stable string id used in score files and JSON, e.g. `x_wing`.
    pub id: &'static str,
    /// The name people read.
    pub name: &'static str,
    /// What it is, in a player's words: what to look for, why it works, when
    /// to use it (SPEC §10).
    pub about: About,
    /// The SourGumdrop default score; `None` for the automatic naked single.
    pub default_score: Option<u32>,
    /// The SHD rules that apply it (SPEC §5); empty for the techniques of §2.1.
    pub shd_rules: &'static [ShdRule],
    /// How one of its instances is chosen when one must be (SPEC §2).
    pub choice: Choice,
    /// The finder.
    pub finder: Finder,
    /// A shorter way to the instance [`choose`] picks among the finder's, for
    /// techniques whose every instance is costly to write out (a forcing
    /// proof); `None`: choose among all the finder's instances.
    pub chosen: Option<Chooser>,
    /// What each instance rests on, so that a solving run can leave out what
    /// has not changed since the technique last found nothing.
    pub locality: Locality,
}

/// What each instance of a technique rests on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Locality {
    /// Anything in the position.
    Position,
    /// One digit's candidates alone (its places and the links between them):
    /// locked candidates, fish, single-digit patterns, X-chains. The finder
    /// searches only [`Context::search_digits`].
    Digit,
    /// The candidates of the cells of one line and one region that cross (Sue
    /// de Coq). The finder searches only the crossings that hold a cell of
    /// [`Context::search_cells`].
    Crossing,
    /// The candidates of its pattern's cells, its eliminations among the
    /// candidates of the cells that see them (ALS-XZ, ALS-XY-wing, death
    /// blossom): an instance is new only where one of its pattern's cells
    /// changed, for the rest lose candidates and gain none. The finder
    /// searches only patterns holding a cell of [`Context::search_cells`].
    Cells,
    /// The candidates of the cells of one group (naked and hidden subsets):
    /// an instance lies in one group and eliminates only there. The finder
    /// searches only the groups that hold a cell of [`Context::search_cells`].
    Group,
    /// The candidates of the bivalue cells (XY-wing, remote pair, XY-chain):
    /// a pattern made of two-candidate cells, its eliminations among the
    /// candidates of the cells that see them. While the bivalue cells keep
    /// their candidates, the patterns are the same and the other cells only
    /// lose candidates, so a technique that found nothing still finds nothing.
    /// The finder searches the whole position.
    Bivalue,
}

/// How the instance to apply is chosen among a technique's instances (SPEC §2).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Choice {
    /// The largest effect, ties to the first in canonical order.
    LargestEffect,
    /// The smallest [`Instance::size`] first (a person reads the shortest
    /// pattern first), then the largest effect, then canonical order: chains,
    /// loops, colours, ALS and forcing.
    SmallestFirst,
}

/// The instance to apply when one must be chosen (SPEC §2), from one technique's
/// instances in canonical order: the largest effect, ties to the first; for a
/// *smallest first* technique ([`Choice::SmallestFirst`]) the smallest
/// [`Instance::size`] first, then the largest effect, then the first.
pub fn choose(instances: &[Instance]) -> Option<&Instance> {
    let first = instances.first()?;
    match first.technique.descriptor().choice {
        // `min_by_key` keeps the first of equal minima.
        Choice::SmallestFirst => instances
            .iter()
            .min_by_key(|i| (i.size(), std::cmp::Reverse(i.effect))),
        // `max_by_key` keeps the last of equal maxima, so scan backwards.
        Choice::LargestEffect => instances.iter().rev().max_by_key(|i| i.effect),
    }
}

/// One position prepared for the finders of one step: the per-group digit index
/// ([`Context::index`]) and the link graph ([`Context::links`]) are built on
/// first use and shared by every finder that runs on it; whether the givens have exactly one
/// solution is decided only if a uniqueness technique asks.
pub struct Context<'a> {
    /// The position searched.
    pub pos: &'a Position,
    index: Indexed<'a>,
    links: OnceCell<links::LinkGraph>,
    /// The links between bivalue cells ([`Context::bivalue_links`]).
    bivalue_links: OnceCell<links::LinkGraph>,
    digit_cells: OnceCell<Vec<CellSet>>,
    uniqueness: Uniqueness<'a>,
    als: OnceCell<als::sets::AlsIndex>,
    /// Where AICs, then grouped AICs, can lead ([`chains::aic::shared_reach`]).
    pub(crate) chain_reach: [OnceCell<Option<chains::reach::Reach>>; 2],
    /// The chain search's buffers, shared by the chain finders of this position
    /// ([`chains::search::Bfs::of`]).
    pub(crate) chain_search: std::cell::RefCell<Option<chains::search::Bfs>>,
    /// The digits a [`Locality::Digit`] finder searches: all of them but while
    /// [`Context::on_digits`] runs.
    search_digits: std::cell::Cell<DigitSet>,
    /// The cells a [`Locality::Crossing`], [`Locality::Cells`] or
    /// [`Locality::Group`] finder searches: all of them (`None`) but while
    /// [`Context::on_cells`] runs.
    search_cells: std::cell::Cell<Option<CellSet>>,
}

/// The digit index of a context's position: built on first use, or kept up to
/// date by a solving run that lends it.
enum Indexed<'a> {
    Own(OnceCell<DigitIndex>),
    Lent(&'a DigitIndex),
}

/// Whether the givens have exactly one solution: decided once per context, or
/// once for a whole solving run whose givens do not change.
enum Uniqueness<'a> {
    Own(OnceCell<bool>),
    Shared(&'a OnceCell<bool>),
}

impl<'a> Context<'a> {
    /// Prepares a position for its finders.
    pub fn new(pos: &'a Position) -> Context<'a> {
        Context {
            pos,
            index: Indexed::Own(OnceCell::new()),
            links: OnceCell::new(),
            bivalue_links: OnceCell::new(),
            digit_cells: OnceCell::new(),
            uniqueness: Uniqueness::Own(OnceCell::new()),
            als: OnceCell::new(),
            chain_reach: [OnceCell::new(), OnceCell::new()],
            chain_search: std::cell::RefCell::new(None),
            search_digits: std::cell::Cell::new(DigitSet::full(pos.n())),
            search_cells: std::cell::Cell::new(None),
        }
    }

    /// Where each digit can go in each group, built on first use.
    pub fn index(&self) -> &DigitIndex {
        match &self.index {
            Indexed::Own(cell) => cell.get_or_init(|| DigitIndex::new(self.pos)),
            Indexed::Lent(index) => index,
        }
    }

    /// The strong and weak links of the position, built on first use, so finders
    /// that need none never pay for them.
    pub fn links(&self) -> &links::LinkGraph {
        self.links
            .get_or_init(|| links::LinkGraph::new(self.pos, self.index()))
    }

    /// The links of the position on `digits`, with grouped nodes or without
    /// ([`links::LinkGraph::on_digits`]), for a finder that searches those
    /// digits alone (an X-chain, a grouped X-chain): the whole graph when it
    /// is built already, else a graph of `digits` alone, made for the caller
    /// (also when they are all the digits: it has grouped nodes only when
    /// asked, and the finders after an X-chain seldom need the whole graph).
    pub fn links_on(&self, digits: DigitSet, grouped: bool) -> Cow<'_, links::LinkGraph> {
        match self.links.get() {
            Some(graph) => Cow::Borrowed(graph),
            None => Cow::Owned(links::LinkGraph::on_digits(
                self.pos,
                self.index(),
                digits,
                grouped,
            )),
        }
    }

    /// The links a chain of bivalue cells follows (an XY-chain, a remote
    /// pair): the whole graph when it is built already, else the links
    /// between bivalue cells alone ([`links::LinkGraph::bivalue`]), built on
    /// first use; both number the candidates alike.
    pub fn bivalue_links(&self) -> &links::LinkGraph {
        match self.links.get() {
            Some(graph) => graph,
            None => self
                .bivalue_links
                .get_or_init(|| links::LinkGraph::bivalue(self.pos, self.index())),
        }
    }

    /// The empty cells where digit `d` is a candidate: per-digit bitboards, built
    /// for all digits on first use.
    pub fn digit_cells(&self, d: Digit) -> &CellSet {
        let all = self.digit_cells.get_or_init(|| {
            // Row by row from the index: a row's places are its cells in
            // order, from `row * n`.
            let (n, index) = (self.pos.n(), self.index());
            let mut sets = vec![CellSet::EMPTY; n];
            for row in 0..n {
                for (set, &places) in sets.iter_mut().zip(index.group_positions(row)) {
                    set.insert_run((row * n) as Cell, places);
                }
            }
            debug_assert!(sets.iter().zip(1..).all(|(set, digit)| {
                *set == CellSet::from_cells(
                    self.pos
                        .empty_cells()
                        .filter(|&c| self.pos.candidates(c).contains(digit)),
                )
            }));
            sets
        });
        &all[d as usize - 1]
    }

    /// Prepares a position whose givens' uniqueness is kept in `known` (filled
    /// by the first context that needs it), so a solving run decides it once.
    pub fn sharing_uniqueness(pos: &'a Position, known: &'a OnceCell<bool>) -> Context<'a> {
        Context {
            uniqueness: Uniqueness::Shared(known),
            ..Context::new(pos)
        }
    }

    /// Prepares a position for a solving run that keeps its digit index up to
    /// date (`index` must be [`DigitIndex::new`] of `pos`) and decides its
    /// givens' uniqueness once, in `known`.
    pub fn indexed(
        pos: &'a Position,
        index: &'a DigitIndex,
        known: &'a OnceCell<bool>,
    ) -> Context<'a> {
        Context {
            index: Indexed::Lent(index),
            ..Context::sharing_uniqueness(pos, known)
        }
    }

    /// Whether the position's givens (the placed digits marked as givens, alone)
    /// have exactly one solution: the condition of every uniqueness technique
    /// (SPEC §2.1). A search that runs out of budget counts as not unique.
    pub fn givens_unique(&self) -> bool {
        let cell = match &self.uniqueness {
            Uniqueness::Own(cell) => cell,
            Uniqueness::Shared(cell) => cell,
        };
        *cell.get_or_init(|| givens_have_one_solution(self.pos))
    }

    /// Every almost locked set of the position, found on first use and shared by
    /// the ALS techniques (SPEC §2.1), so other finders never pay for it.
    pub fn als(&self) -> &als::sets::AlsIndex {
        self.als.get_or_init(|| als::sets::AlsIndex::new(self.pos))
    }

    /// The digits a [`Locality::Digit`] finder searches, ascending.
    pub fn search_digits(&self) -> DigitSet {
        self.search_digits.get()
    }

    /// The cells whose crossings or patterns a [`Locality::Crossing`] or
    /// [`Locality::Cells`] finder searches; `None` for all of them.
    pub fn search_cells(&self) -> Option<CellSet> {
        self.search_cells.get()
    }

    /// Whether a [`Locality::Crossing`] finder searches the crossing of these
    /// groups: one of their cells is among those it searches.
    pub fn searches_crossing(&self, line: GroupIndex, region: GroupIndex) -> bool {
        self.searches_group(line) || self.searches_group(region)
    }

    /// Whether a [`Locality::Group`] finder searches group `g`: one of its
    /// cells is among those it searches.
    pub fn searches_group(&self, g: GroupIndex) -> bool {
        let geo = self.pos.geometry();
        self.search_cells
            .get()
            .is_none_or(|cells| cells.intersects(geo.group_set(g)))
    }

    /// What `search` finds on this context while the [`Locality::Digit`]
    /// finders search only `digits`: their instances (or the one to apply)
    /// when the other digits are known to have none.
    pub fn on_digits<R>(&self, digits: DigitSet, search: impl FnOnce(&Self) -> R) -> R {
        self.search_digits.set(digits);
        let found = search(self);
        self.search_digits.set(DigitSet::full(self.pos.n()));
        found
    }

    /// What `search` finds on this context while the [`Locality::Crossing`],
    /// [`Locality::Cells`] and [`Locality::Group`] finders search only the
    /// crossings, patterns or groups that hold one of `cells`: their instances (or the one to apply) when
    /// the others are known to have none.
    pub fn on_cells<R>(&self, cells: CellSet, search: impl FnOnce(&Self) -> R) -> R {
        self.search_cells.set(Some(cells));
        let found = search(self);
        self.search_cells.set(None);
        found
    }

    /// Every instance of one technique, in canonical order.
    pub fn find(&self, id: TechniqueId) -> Vec<Instance> {
        (id.descriptor().finder)(self)
    }

    /// The instance of one technique to apply, the one [`choose`] picks among
    /// [`Self::find`]'s (SPEC §2).
    pub fn chosen(&self, id: TechniqueId) -> Option<Instance> {
        match id.descriptor().chosen {
            Some(chooser) => chooser(self),
            None => choose(&self.find(id)).cloned(),
        }
    }
}

/// Whether the givens of `pos` alone have exactly one solution.
fn givens_have_one_solution(pos: &Position) -> bool {
    let geo = pos.geometry();
    let givens: Vec<Digit> = (0..geo.cell_count() as Cell)
        .map(|c| if pos.is_given(c) { pos.value(c) } else { 0 })
        .collect();
    let puzzle = Position::from_givens(geo.clone(), &givens);
    !puzzle.has_conflicts() && solve(&puzzle, SolveLimits::default()).status == SolveStatus::Unique
}

/// Every instance of one technique in `pos`, in canonical order.
pub fn find_all(id: TechniqueId, pos: &Position) -> Vec<Instance> {
    Context::new(pos).find(id)
}

/// Every instance of one technique in `pos`, in canonical order, handed to
/// `emit` one at a time; stops when `emit` breaks. The forcing techniques
/// ([`forcing::STREAMED`]) write out each proof only as its instance is handed
/// over, so memory holds one proof at a time; the others find every instance
/// first.
pub fn for_each_instance(
    id: TechniqueId,
    pos: &Position,
    emit: &mut dyn FnMut(Instance) -> std::ops::ControlFlow<()>,
) {
    let cx = Context::new(pos);
    if let Some((_, stream)) = forcing::STREAMED.iter().find(|(t, _)| *t == id) {
        return stream(&cx, emit);
    }
    for instance in cx.find(id) {
        if emit(instance).is_break() {
            return;
        }
    }
}

/// Whether [`for_each_instance`] hands the instances of `id` over as they are
/// written out (rather than finding them all first).
pub fn is_streamed(id: TechniqueId) -> bool {
    forcing::STREAMED.iter().any(|(t, _)| *t == id)
}

/// Every instance of every technique in `pos`: techniques in table order, each
/// technique's instances in canonical order.
pub fn find_every(pos: &Position) -> Vec<Instance> {
    let cx = Context::new(pos);
    TechniqueId::ALL
        .into_iter()
        .flat_map(|id| cx.find(id))
        .collect()
}

/// The simplest hint of SPEC §3: a naked single first (largest effect, then lowest
/// digit, then cell); else the first technique of `order` (Simplest-first order)
/// that has an instance, the instance [`choose`] picks.
pub fn simplest_hint(pos: &Position, order: &[TechniqueId]) -> Option<Instance> {
    let cx = Context::new(pos);
    std::iter::once(TechniqueId::NakedSingle)
        .chain(order.iter().copied())
        .find_map(|id| cx.chosen(id))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every choice of `k` indices ascending whose masks cover exactly `k`
    /// bits, by listing all choices.
    fn listed(masks: &[u32], k: usize) -> Vec<(Vec<usize>, u32)> {
        let mut out = Vec::new();
        for choice in 0u32..1 << masks.len() {
            if choice.count_ones() as usize != k {
                continue;
            }
            let chosen: Vec<usize> = bits(choice).collect();
            let union = chosen.iter().fold(0, |u, &i| u | masks[i]);
            if union.count_ones() as usize == k {
                out.push((chosen, union));
            }
        }
        out.sort();
        out
    }

    #[test]
    fn locked_sets_are_the_choices_covering_as_many_bits_as_items() {
        let mut seed = 7u64;
        for _ in 0..300 {
            let masks: Vec<u32> = (0..9)
                .map(|_| {
                    seed = seed
                        .wrapping_mul(6364136223846793005)
                        .wrapping_add(1442695040888963407);
                    // Masks of a few bits among six, some empty or single.
                    (seed >> 40) as u32 & (seed >> 20) as u32 & 0x3F
                })
                .collect();
            for k in 1..=4 {
                let mut found = Vec::new();
                for_each_locked_set(&masks, k, |chosen, union| {
                    found.push((chosen.to_vec(), union))
                });
                let mut sorted = found.clone();
                sorted.sort();
                assert_eq!(found, sorted, "{masks:?} k {k}: in order");
                assert_eq!(found, listed(&masks, k), "{masks:?} k {k}");
            }
        }
    }
}
