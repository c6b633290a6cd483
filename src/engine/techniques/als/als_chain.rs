//! ALS chains (SPEC §2.1), as HoDoKu: almost locked sets A₁ … Aₙ (n ≥ 4; two are
//! an ALS-XZ, three an ALS-XY-wing), each joined to the next by a restricted
//! common xᵢ, consecutive ones different. If a cell held a digit z common to A₁
//! and Aₙ and saw all their z, A₁ would be locked and hold x₁, so A₂ would lack
//! x₁ and hold x₂, … and Aₙ would lack xₙ₋₁ and hold z: so such cells lose z.
//! As in HoDoKu, z differs from x₁ and from the restricted commons of the last
//! link other than xₙ₋₂; cells of the inner sets may lose z.
//!
//! The search reads a chain as states "Aᵢ lacks xᵢ₋₁" and walks them breadth
//! first from every A₁ and x₁, each state once per start, so every end is reached
//! by a shortest chain. An end first reached in fewer than three links is left to
//! ALS-XZ and ALS-XY-wing, which find what it eliminates; a shortest chain that
//! would use one ALS twice is left out. Limit: at most [`MAX_SETS`] sets. One
//! instance is one set of eliminations, given by the chain with the fewest sets
//! that makes it (the first found among equals, starts in enumeration order).

use std::collections::HashMap;

use super::sets::AlsIndex;
use super::{AlsShape, finish, instance, push_eliminations, words};
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::instance::{CellDigit, Instance};
use crate::engine::pattern::Pattern;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{Context, Descriptor};

/// The ALS chain (SPEC §2.1).
pub const ALS_CHAIN: Descriptor = Descriptor {
    id: "als_chain",
    name: "ALS chain",
    default_score: Some(27),
    shd_rules: &[],
    finder: Some(find),
};

/// The most sets one chain may join.
pub const MAX_SETS: usize = 6;

/// The largest ALS a chain may use.
pub const MAX_CELLS: usize = 8;

fn find(cx: &Context<'_>) -> Vec<Instance> {
    let index = cx.als();
    let graph = Graph::new(index);
    let mut found = Found::default();
    for a1 in (0..index.len()).filter(|&a| graph.usable(a)) {
        let (partners, partner_digits) = graph.partners(a1);
        if !partner_digits.is_empty() {
            graph.search(a1, partner_digits, &partners, &mut found);
        }
    }
    finish(found.instances)
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
            Some(&i) if set_count(&found) < set_count(&self.instances[i]) => {
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

fn set_count(instance: &Instance) -> usize {
    match &instance.pattern {
        Pattern::Als(p) => p.sets.len(),
        _ => 0,
    }
}

/// The states "ALS lacks digit" and the moves between them: from "B lacks x" to
/// "C lacks y" when y ≠ x is a restricted common of B and C.
struct Graph<'a> {
    index: &'a AlsIndex,
    /// The first state of each ALS; its digits follow in ascending order.
    base: Vec<usize>,
    owner: Vec<usize>,
    digit: Vec<Digit>,
    /// The moves from state `s` are `moves[starts[s]..starts[s + 1]]`.
    starts: Vec<usize>,
    moves: Vec<u32>,
    /// Words per state set.
    width: usize,
}

impl<'a> Graph<'a> {
    fn new(index: &'a AlsIndex) -> Graph<'a> {
        let (mut base, mut owner, mut digit) = (Vec::new(), Vec::new(), Vec::new());
        for a in 0..index.len() {
            base.push(owner.len());
            if index.cells(a).len() <= MAX_CELLS {
                for d in index.get(a).digits {
                    owner.push(a);
                    digit.push(d);
                }
            }
        }
        let mut graph = Graph {
            index,
            base,
            width: owner.len().div_ceil(64),
            owner,
            digit,
            starts: Vec::new(),
            moves: Vec::new(),
        };
        let links = index.links();
        for s in 0..graph.owner.len() {
            graph.starts.push(graph.moves.len());
            for link in &links[graph.owner[s]] {
                if !graph.usable(link.other) {
                    continue;
                }
                for y in link.digits - DigitSet::single(graph.digit[s]) {
                    let to = graph.state(link.other, y) as u32;
                    graph.moves.push(to);
                }
            }
        }
        graph.starts.push(graph.moves.len());
        graph
    }

    fn usable(&self, a: usize) -> bool {
        self.index.cells(a).len() <= MAX_CELLS
    }

    fn state(&self, a: usize, d: Digit) -> usize {
        let digits = self.index.get(a).digits.0;
        self.base[a] + (digits & ((1u32 << (d - 1)) - 1)).count_ones() as usize
    }

    fn moves(&self, s: usize) -> &[u32] {
        &self.moves[self.starts[s]..self.starts[s + 1]]
    }

    fn states_of(&self, a: usize) -> std::ops::Range<usize> {
        let count = if self.usable(a) {
            self.index.get(a).digits.len()
        } else {
            0
        };
        self.base[a]..self.base[a] + count
    }

    /// The states of every later ALS that could end a chain from `a1` (a common
    /// digit whose cells in both some cell sees), and those common digits.
    fn partners(&self, a1: usize) -> (Vec<u64>, DigitSet) {
        let index = self.index;
        let mut states = vec![0u64; self.width];
        let mut digits = DigitSet::EMPTY;
        let useful = DigitSet::from_digits(
            index
                .get(a1)
                .digits
                .iter()
                .filter(|&z| !words::is_empty(index.targets(a1, z))),
        );
        for z in useful {
            for t in words::cells(index.targets(a1, z)) {
                for &an in index.seers(t, z) {
                    let an = an as usize;
                    // A chain read from its higher end is the same chain.
                    if an > a1 {
                        digits.insert(z);
                        self.states_of(an)
                            .for_each(|s| words::insert(&mut states, s));
                    }
                }
            }
        }
        (states, digits)
    }

    /// Every shortest chain from `a1` to a partner, starting with any x₁ that
    /// leaves a common digit to eliminate.
    fn search(&self, a1: usize, zs: DigitSet, partners: &[u64], found: &mut Found) {
        let mut visited = vec![0u64; self.width];
        self.states_of(a1)
            .for_each(|s| words::insert(&mut visited, s));
        let mut first = vec![0u64; self.width];
        for link in &self.index.links()[a1] {
            if !self.usable(link.other) {
                continue;
            }
            for x1 in link
                .digits
                .iter()
                .filter(|&x| !(zs - DigitSet::single(x)).is_empty())
            {
                words::insert(&mut first, self.state(link.other, x1));
            }
        }
        words::and_not_assign(&mut first, &visited);
        words::or_assign(&mut visited, &first);
        let mut layers = vec![first];
        while layers.len() < MAX_SETS - 1 {
            let mut next = vec![0u64; self.width];
            for s in words::members(&layers[layers.len() - 1]) {
                for &t in self.moves(s) {
                    if !words::contains(&visited, t as usize) {
                        words::insert(&mut visited, t as usize);
                        words::insert(&mut next, t as usize);
                    }
                }
            }
            if words::is_empty(&next) {
                break;
            }
            layers.push(next);
            if layers.len() >= 3 {
                let last = &layers[layers.len() - 1];
                for end in words::members(last).filter(|&e| words::contains(partners, e)) {
                    self.end(a1, &layers, end, found);
                }
            }
        }
    }

    /// Records the chain through `layers` to `end` if it eliminates something.
    fn end(&self, a1: usize, layers: &[Vec<u64>], end: usize, found: &mut Found) {
        let path = self.path(layers, end);
        let x1 = self.digit[path[0]];
        let sets: Vec<usize> = std::iter::once(a1)
            .chain(path.iter().map(|&s| self.owner[s]))
            .collect();
        let mut distinct = sets.clone();
        distinct.sort_unstable();
        distinct.dedup();
        if distinct.len() != sets.len() {
            return;
        }
        let index = self.index;
        let (an, prev) = (self.owner[end], path[path.len() - 2]);
        let last = index.restricted(self.owner[prev], an) - DigitSet::single(self.digit[prev]);
        let zs = (index.get(a1).digits & index.get(an).digits) - DigitSet::single(x1) - last;
        let mut eliminations = Vec::new();
        let mut buf = vec![0u64; index.words()];
        for z in zs {
            buf.copy_from_slice(index.targets(a1, z));
            words::and_assign(&mut buf, index.targets(an, z));
            push_eliminations(&mut eliminations, &buf, z);
        }
        let links = path
            .iter()
            .map(|&s| DigitSet::single(self.digit[s]))
            .collect();
        let shape = AlsShape::Chain;
        if let Some(chain) = instance(
            TechniqueId::AlsChain,
            index,
            shape,
            &sets,
            links,
            eliminations,
        ) {
            found.record(chain);
        }
    }

    /// The states from the first layer to `end`, each move from the lowest
    /// state of the layer before that reaches the next.
    fn path(&self, layers: &[Vec<u64>], end: usize) -> Vec<usize> {
        let mut path = vec![end];
        for layer in layers[..layers.len() - 1].iter().rev() {
            let next = path[path.len() - 1] as u32;
            let prev = words::members(layer)
                .find(|&s| self.moves(s).contains(&next))
                .expect("a state of a layer is reached from the layer before");
            path.push(prev);
        }
        path.reverse();
        path
    }
}
