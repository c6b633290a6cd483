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
use crate::engine::techniques::{About, Choice, Context, Descriptor};

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
};

/// The most sets one chain may join.
pub const MAX_SETS: usize = 8;

fn find(cx: &Context<'_>) -> Vec<Instance> {
    let index = cx.als();
    let mut search = Search::new(index, cx.pos.n());
    for a1 in 0..index.len() {
        let (partners, digits) = search.partners(a1);
        if !digits.is_empty() {
            search.run(a1, digits, &partners);
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

/// The breadth-first search from one A₁ at a time. Per state: the run that
/// reached it, the state it was reached from, its depth (links from A₁) and
/// the cells of its chain's sets.
struct Search<'a> {
    index: &'a AlsIndex,
    n: usize,
    run: Vec<u32>,
    parent: Vec<State>,
    depth: Vec<u8>,
    /// The cells of every set of each state's chain, `index.words()` per state.
    used: Vec<u64>,
    current: u32,
    found: Found,
}

/// The parent of a state entered from A₁.
const ROOT: State = usize::MAX;

impl<'a> Search<'a> {
    fn new(index: &'a AlsIndex, n: usize) -> Search<'a> {
        let states = index.len() * n;
        Search {
            index,
            n,
            run: vec![0; states],
            parent: vec![ROOT; states],
            depth: vec![0; states],
            used: vec![0; states * index.words()],
            current: 0,
            found: Found::default(),
        }
    }

    /// The later ALS that could end a chain from `a1` (a common digit whose cells
    /// in both some cell sees; a chain read from its higher end is the same
    /// chain), as a set of ALS, and those common digits.
    fn partners(&self, a1: usize) -> (Vec<u64>, DigitSet) {
        let index = self.index;
        let mut partners = vec![0u64; index.len().div_ceil(64)];
        let mut digits = DigitSet::EMPTY;
        for z in index.get(a1).digits {
            for t in words::cells(index.targets(a1, z)) {
                for &an in index.seers(t, z).iter().filter(|&&an| an as usize > a1) {
                    digits.insert(z);
                    words::insert(&mut partners, an as usize);
                }
            }
        }
        (partners, digits)
    }

    fn state(&self, a: usize, x: Digit) -> State {
        a * self.n + x as usize - 1
    }

    fn used(&self, state: State) -> &[u64] {
        let w = self.index.words();
        &self.used[state * w..(state + 1) * w]
    }

    /// Reaches `a` entered by `x` from `from` (or from A₁), when that state is
    /// new and `a` shares no cell with the sets of the chain so far (`before`).
    fn reach(&mut self, a: usize, x: Digit, from: State, before: &[u64]) -> Option<State> {
        let state = self.state(a, x);
        if self.run[state] == self.current || words::intersects(before, self.index.set(a)) {
            return None;
        }
        self.run[state] = self.current;
        self.parent[state] = from;
        self.depth[state] = if from == ROOT {
            1
        } else {
            self.depth[from] + 1
        };
        let w = self.index.words();
        let used = &mut self.used[state * w..(state + 1) * w];
        used.copy_from_slice(before);
        used.iter_mut()
            .zip(self.index.set(a))
            .for_each(|(u, s)| *u |= s);
        Some(state)
    }

    /// Every chain from `a1` to a partner that the search keeps, starting with
    /// any x₁ that leaves a common digit `zs` to eliminate.
    fn run(&mut self, a1: usize, zs: DigitSet, partners: &[u64]) {
        self.current += 1;
        let links = self.index.links();
        let start = self.index.set(a1).to_vec();
        let mut layer = Vec::new();
        for link in &links[a1] {
            for x in link.digits {
                if !(zs - DigitSet::single(x)).is_empty() {
                    layer.extend(self.reach(link.other, x, ROOT, &start));
                }
            }
        }
        let mut before = vec![0u64; self.index.words()];
        for depth in 2..MAX_SETS {
            let mut next = Vec::new();
            for &from in &layer {
                let (b, x) = (from / self.n, (from % self.n + 1) as Digit);
                before.copy_from_slice(self.used(from));
                for link in &links[b] {
                    for y in link.digits - DigitSet::single(x) {
                        next.extend(self.reach(link.other, y, from, &before));
                    }
                }
            }
            if depth >= 3 {
                for &end in &next {
                    if words::contains(partners, end / self.n) {
                        self.end(a1, end);
                    }
                }
            }
            if next.is_empty() {
                break;
            }
            layer = next;
        }
    }

    /// Records the chain from `a1` to the state `end` when it eliminates
    /// something.
    fn end(&mut self, a1: usize, end: State) {
        let index = self.index;
        let path = self.path(a1, end);
        let (an, last) = path[path.len() - 1];
        let (x1, (before, x_prev)) = (path[1].1, path[path.len() - 2]);
        let other = index.restricted(before, an) - DigitSet::single(x_prev);
        let zs = (index.get(a1).digits & index.get(an).digits)
            - DigitSet::single(x1)
            - other
            - DigitSet::single(last);
        let mut eliminations = Vec::new();
        let mut buf = vec![0u64; index.words()];
        for z in zs {
            buf.copy_from_slice(index.targets(a1, z));
            words::and_assign(&mut buf, index.targets(an, z));
            push_eliminations(&mut eliminations, &buf, z);
        }
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
            eliminations,
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
            back.push((state / self.n, (state % self.n + 1) as Digit));
            state = self.parent[state];
        }
        path.extend(back.into_iter().rev());
        path
    }
}
