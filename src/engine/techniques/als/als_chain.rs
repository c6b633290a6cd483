//! ALS chains (SPEC §2.1), as HoDoKu: almost locked sets A₁ … Aₙ (n ≥ 4; two are
//! an ALS-XZ, three an ALS-XY-wing), each joined to the next by a restricted
//! common xᵢ, consecutive ones different. If a cell held a digit z common to A₁
//! and Aₙ and saw all their z, A₁ would be locked and hold x₁, so A₂ would lack
//! x₁ and hold x₂, … and Aₙ would lack xₙ₋₁ and hold z: so such cells lose z.
//! As in HoDoKu, z differs from x₁ and from the restricted commons of the last
//! link other than xₙ₋₂; cells of the inner sets may lose z.
//!
//! **The sets of one chain share no cell** (SPEC §2.1, HoDoKu's default): every
//! two of them are disjoint, not only neighbours.
//!
//! The search walks breadth first from every A₁ over *states*: an ALS with the
//! restricted common it is entered by. Each state keeps the first chain that
//! reaches it, and an extension onto an ALS that shares a cell with any set of
//! that chain is refused, so every kept chain has pairwise disjoint sets and is
//! a shortest one, in links, among the chains that extend kept chains. An end
//! is a state at three links or more (four sets; shorter chains are ALS-XZ and
//! ALS-XY-wing, which find what they eliminate); a chain is read from its end
//! with the lower index. Limit: at most [`MAX_SETS`] sets. One instance is one
//! set of eliminations, given by the chain with the fewest cells that makes it
//! (its [`Instance::size`], what *smallest first* compares; the first found
//! among equals, starts in enumeration order).

use std::collections::HashMap;

use super::sets::AlsIndex;
use super::{AlsShape, finish, instance, push_eliminations, words};
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::instance::{CellDigit, Instance};
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The ALS chain (SPEC §2.1).
pub const ALS_CHAIN: Descriptor = Descriptor {
    id: "als_chain",
    name: "ALS chain",
    about: About {
        look_for: "Four or more almost locked sets in a row, each linked to the next by a digit \
                   that cannot be in both, consecutive links on different digits, with the \
                   first and last sets sharing a digit z.",
        why: "If a cell that sees every z of the first and last sets were z, the first set \
              would have to hold its link digit, the second set would lose it and hold the next \
              link digit, and so on until the last set had to hold z, which the cell forbids. \
              So such cells lose z.",
        when: "A long-range tool for hard puzzles; ALS-XZ and the ALS-XY-wing are its two- and \
               three-set cases.",
    },
    default_score: Some(27),
    shd_rules: &[],
    choice: Choice::SmallestFirst,
    finder: find,
    chosen: None,
    locality: Locality::Position,
};

/// The most sets one chain may join.
pub const MAX_SETS: usize = 8;

fn find(cx: &Context<'_>) -> Vec<Instance> {
    let index = cx.als();
    let mut search = Search::new(index, cx.pos.n());
    for a1 in 0..index.len() {
        let digits = search.partners(a1);
        if !digits.is_empty() {
            search.run(a1, digits);
        }
    }
    finish(search.found.instances)
}

/// The chains found so far, one per set of eliminations.
#[derive(Default)]
struct Found {
    instances: Vec<Instance>,
    by_eliminations: HashMap<Vec<CellDigit>, usize>,
}

impl Found {
    /// Whether a chain of `size` cells making `eliminations` would be kept: none
    /// makes them yet, or only larger ones.
    fn wants(&self, eliminations: &[CellDigit], size: usize) -> bool {
        self.by_eliminations
            .get(eliminations)
            .is_none_or(|&i| size < self.instances[i].size())
    }

    fn record(&mut self, found: Instance) {
        match self.by_eliminations.get(&found.eliminations) {
            Some(&i) if found.size() < self.instances[i].size() => {
                self.instances[i] = found;
            }
            Some(_) => {}
            None => {
                let key = found.eliminations.clone();
                self.by_eliminations.insert(key, self.instances.len());
                self.instances.push(found);
            }
        }
    }
}

/// A search state: the ALS `state / n` entered by the digit `state % n + 1`.
type State = usize;

/// The breadth-first search from one A₁ at a time. Per ALS: the last run that
/// entered it and the digits it was entered by in that run; per state: the
/// state it was reached from and the cells of its chain's sets.
struct Search<'a> {
    index: &'a AlsIndex,
    n: usize,
    entered: Vec<(u32, DigitSet)>,
    parent: Vec<State>,
    /// The cells of every set of each state's chain, `index.words()` per state.
    used: Vec<u64>,
    current: u32,
    /// The partners of the run, as a set of ALS.
    partners: Vec<u64>,
    /// Scratch: the states of two layers, a chain's cells, its eliminations.
    layer: Vec<State>,
    next: Vec<State>,
    before: Vec<u64>,
    buf: Vec<u64>,
    eliminations: Vec<CellDigit>,
    found: Found,
}

/// The parent of a state entered from A₁.
const ROOT: State = usize::MAX;

impl<'a> Search<'a> {
    fn new(index: &'a AlsIndex, n: usize) -> Search<'a> {
        let states = index.len() * n;
        let w = index.words();
        Search {
            index,
            n,
            entered: vec![(0, DigitSet::EMPTY); index.len()],
            parent: vec![ROOT; states],
            used: vec![0; states * w],
            current: 0,
            partners: vec![0; index.len().div_ceil(64)],
            layer: Vec::new(),
            next: Vec::new(),
            before: vec![0; w],
            buf: vec![0; w],
            eliminations: Vec::new(),
            found: Found::default(),
        }
    }

    /// Finds the later ALS that could end a chain from `a1` (a common digit
    /// whose cells in both some cell sees; a chain read from its higher end is
    /// the same chain) and returns those common digits.
    fn partners(&mut self, a1: usize) -> DigitSet {
        let index = self.index;
        self.partners.fill(0);
        let mut digits = DigitSet::EMPTY;
        for z in index.get(a1).digits {
            for t in words::cells(index.targets(a1, z)) {
                let seers = index.seers(t, z);
                let later = &seers[seers.partition_point(|&an| an as usize <= a1)..];
                if !later.is_empty() {
                    digits.insert(z);
                }
                for &an in later {
                    words::insert(&mut self.partners, an as usize);
                }
            }
        }
        digits
    }

    fn state(&self, a: usize, x: Digit) -> State {
        a * self.n + x as usize - 1
    }

    /// The ALS of a state and the digit it is entered by.
    fn split(&self, state: State) -> (usize, Digit) {
        (state / self.n, (state % self.n + 1) as Digit)
    }

    fn used(&self, state: State) -> &[u64] {
        let w = self.index.words();
        &self.used[state * w..(state + 1) * w]
    }

    /// Reaches `a` by each digit of `xs` it was not yet entered by from `from`
    /// (or from A₁), when `a` shares no cell with the sets of the chain so far
    /// (`before`), and adds the new states to `layer`. Most links lead to
    /// states already entered or to sets that meet the chain: those tests are
    /// made here, in the caller's loop.
    #[inline(always)]
    fn reach(
        &mut self,
        a: usize,
        xs: DigitSet,
        from: State,
        before: &[u64],
        layer: &mut Vec<State>,
    ) {
        let (run, done) = self.entered[a];
        let done = if run == self.current {
            done
        } else {
            DigitSet::EMPTY
        };
        let new = xs - done;
        if !new.is_empty() && !words::intersects(before, self.index.set(a)) {
            self.enter(a, (done, new), from, before, layer);
        }
    }

    /// [`Self::reach`] past its tests: `a`, entered so far by `done` and
    /// sharing no cell with the chain's sets, is entered by `new`.
    fn enter(
        &mut self,
        a: usize,
        (done, new): (DigitSet, DigitSet),
        from: State,
        before: &[u64],
        layer: &mut Vec<State>,
    ) {
        self.entered[a] = (self.current, done | new);
        let w = self.index.words();
        for x in new {
            let state = self.state(a, x);
            self.parent[state] = from;
            let used = &mut self.used[state * w..(state + 1) * w];
            used.iter_mut()
                .zip(before.iter().zip(self.index.set(a)))
                .for_each(|(u, (b, s))| *u = b | s);
            layer.push(state);
        }
    }

    /// Every chain from `a1` to a partner that the search keeps, starting with
    /// any x₁ that leaves a common digit `zs` to eliminate.
    fn run(&mut self, a1: usize, zs: DigitSet) {
        self.current += 1;
        let index = self.index;
        let mut layer = std::mem::take(&mut self.layer);
        let mut next = std::mem::take(&mut self.next);
        let mut before = std::mem::take(&mut self.before);
        layer.clear();
        before.copy_from_slice(index.set(a1));
        for link in index.links(a1) {
            let xs = link
                .digits
                .iter()
                .filter(|&x| !(zs - DigitSet::single(x)).is_empty());
            let xs = DigitSet::from_digits(xs);
            self.reach(link.other, xs, ROOT, &before, &mut layer);
        }
        for depth in 2..MAX_SETS {
            next.clear();
            for &from in &layer {
                let (b, x) = self.split(from);
                before.copy_from_slice(self.used(from));
                for link in index.links(b) {
                    // A link on x alone leads nowhere: consecutive links differ.
                    let ys = link.digits - DigitSet::single(x);
                    if !ys.is_empty() {
                        self.reach(link.other, ys, from, &before, &mut next);
                    }
                }
            }
            if depth >= 3 {
                for &end in &next {
                    if words::contains(&self.partners, end / self.n) {
                        self.end(a1, end);
                    }
                }
            }
            if next.is_empty() {
                break;
            }
            std::mem::swap(&mut layer, &mut next);
        }
        self.layer = layer;
        self.next = next;
        self.before = before;
    }

    /// Records the chain from `a1` to the state `end` (three links or more)
    /// when it eliminates something and no chain as small makes the same
    /// eliminations; its instance is only built then.
    fn end(&mut self, a1: usize, end: State) {
        let index = self.index;
        let (an, last) = self.split(end);
        let (before, x_prev) = self.split(self.parent[end]);
        let mut first = end;
        while self.parent[first] != ROOT {
            first = self.parent[first];
        }
        let x1 = self.split(first).1;
        let other = index.restricted(before, an) - DigitSet::single(x_prev);
        let zs = (index.get(a1).digits & index.get(an).digits)
            - DigitSet::single(x1)
            - other
            - DigitSet::single(last);
        self.eliminations.clear();
        for z in zs {
            self.buf.copy_from_slice(index.targets(a1, z));
            words::and_assign(&mut self.buf, index.targets(an, z));
            push_eliminations(&mut self.eliminations, &self.buf, z);
        }
        // The sets are disjoint: the chain's cells are as many as its sets have.
        let size = words::len(self.used(end));
        if self.eliminations.is_empty() || !self.found.wants(&self.eliminations, size) {
            return;
        }
        let path = self.path(a1, end);
        let sets: Vec<usize> = path.iter().map(|&(a, _)| a).collect();
        let links = path[1..]
            .iter()
            .map(|&(_, x)| DigitSet::single(x))
            .collect();
        if let Some(chain) = instance(
            TechniqueId::AlsChain,
            index,
            AlsShape::Chain,
            &sets,
            links,
            self.eliminations.clone(),
        ) {
            self.found.record(chain);
        }
    }

    /// The chain from `a1` to the state `end`: each ALS with the digit it is
    /// entered by (none for `a1`).
    fn path(&self, a1: usize, end: State) -> Vec<(usize, Digit)> {
        let mut path = vec![(a1, 0)];
        let mut state = end;
        let mut back = Vec::new();
        while state != ROOT {
            back.push(self.split(state));
            state = self.parent[state];
        }
        path.extend(back.into_iter().rev());
        path
    }
}
