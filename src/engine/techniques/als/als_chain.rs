//! ALS chains (SPEC §2.1), as HoDoKu: almost locked sets A₁ … Aₙ (n ≥ 4; two are
//! an ALS-XZ, three an ALS-XY-wing), each joined to the next by a restricted
//! common xᵢ, consecutive ones different. If a cell held a digit z common to A₁
//! and Aₙ and saw all their z, A₁ would be locked and hold x₁, so A₂ would lack
//! x₁ and hold x₂, … and Aₙ would lack xₙ₋₁ and hold z: so such cells lose z.
//! As in HoDoKu, z differs from x₁ and from the restricted commons of the last
//! link other than xₙ₋₂; cells of the inner sets may lose z.
//!
//! The search walks breadth first from every A₁ over the ALS, each ALS reached
//! once per start with every restricted common it can be reached by at that
//! depth, so every end is reached by a shortest chain and no ALS is used twice.
//! An end first reached in fewer than three links is left to ALS-XZ and
//! ALS-XY-wing, which find what it eliminates; a chain is read from its end with
//! the lower index. Limit: at most [`MAX_SETS`] sets. One instance is one set of
//! eliminations, given by the chain with the fewest sets that makes it (the first
//! found among equals, starts in enumeration order).

use std::collections::HashMap;

use super::sets::AlsIndex;
use super::{AlsShape, finish, instance, push_eliminations, words};
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::instance::{CellDigit, Instance};
use crate::engine::pattern::Pattern;
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
};

/// The most sets one chain may join.
pub const MAX_SETS: usize = 8;

fn find(cx: &Context<'_>) -> Vec<Instance> {
    let index = cx.als();
    let mut search = Search::new(index);
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

/// The breadth-first search from one A₁ at a time. Per ALS: the run that
/// reached it, at which depth (links from A₁), and by which restricted commons.
struct Search<'a> {
    index: &'a AlsIndex,
    run: Vec<u32>,
    depth: Vec<u8>,
    by: Vec<DigitSet>,
    current: u32,
    found: Found,
}

impl<'a> Search<'a> {
    fn new(index: &'a AlsIndex) -> Search<'a> {
        Search {
            index,
            run: vec![0; index.len()],
            depth: vec![0; index.len()],
            by: vec![DigitSet::EMPTY; index.len()],
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

    fn reached(&self, a: usize) -> bool {
        self.run[a] == self.current
    }

    /// Every shortest chain from `a1` to a partner, starting with any x₁ that
    /// leaves a common digit `zs` to eliminate.
    fn run(&mut self, a1: usize, zs: DigitSet, partners: &[u64]) {
        self.current += 1;
        let links = self.index.links();
        self.reach(a1, 0, DigitSet::EMPTY);
        let mut layer = Vec::new();
        for link in &links[a1] {
            let x1s = DigitSet::from_digits(
                link.digits
                    .iter()
                    .filter(|&x| !(zs - DigitSet::single(x)).is_empty()),
            );
            if !x1s.is_empty() {
                self.reach(link.other, 1, x1s);
                layer.push(link.other);
            }
        }
        for depth in 2..MAX_SETS {
            let mut next = Vec::new();
            for &b in &layer {
                let by = self.by[b];
                for link in &links[b] {
                    let c = link.other;
                    if self.reached(c) && self.depth[c] as usize != depth {
                        continue;
                    }
                    // From one digit x the next link needs another; from two,
                    // any restricted common differs from one of them.
                    let ys = if by.len() > 1 {
                        link.digits
                    } else {
                        link.digits - by
                    };
                    if ys.is_empty() {
                        continue;
                    }
                    if !self.reached(c) {
                        next.push(c);
                    }
                    self.reach(c, depth, ys);
                }
            }
            if depth >= 3 {
                for &an in next.iter().filter(|&&an| words::contains(partners, an)) {
                    self.end(a1, an);
                }
            }
            if next.is_empty() {
                break;
            }
            layer = next;
        }
    }

    fn reach(&mut self, a: usize, depth: usize, by: DigitSet) {
        if !self.reached(a) {
            self.by[a] = DigitSet::EMPTY;
        }
        self.run[a] = self.current;
        self.depth[a] = depth as u8;
        self.by[a] |= by;
    }

    /// Records the chains from `a1` to `an` that eliminate something, one per
    /// restricted common `an` is reached by.
    fn end(&mut self, a1: usize, an: usize) {
        for last in self.by[an] {
            let common = self.index.get(a1).digits & self.index.get(an).digits;
            let path = self.path(a1, an, last, common);
            let index = self.index;
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
            let technique = TechniqueId::AlsChain;
            if let Some(chain) = instance(
                technique,
                index,
                AlsShape::Chain,
                &sets,
                links,
                eliminations,
            ) {
                self.found.record(chain);
            }
        }
    }

    /// The chain from `a1` to `an` entered by `last`: each ALS with the digit it
    /// is entered by (none for `a1`), each step back to the lowest ALS of the
    /// depth before that can give it, x₁ outside `common` when it can be (so it
    /// leaves the common digits to eliminate).
    fn path(&self, a1: usize, an: usize, last: Digit, common: DigitSet) -> Vec<(usize, Digit)> {
        let links = self.index.links();
        let mut path = vec![(an, last)];
        let (mut cur, mut y) = (an, last);
        for depth in (1..self.depth[an] as usize).rev() {
            let step = links[cur].iter().find_map(|link| {
                let b = link.other;
                let ok =
                    self.reached(b) && self.depth[b] as usize == depth && link.digits.contains(y);
                let choices = self.by[b] - DigitSet::single(y);
                let x = if depth == 1 {
                    (choices - common).first()
                } else {
                    None
                };
                let x = x.or(choices.first());
                ok.then_some(x).flatten().map(|x| (b, x))
            });
            let (b, x) = step.expect("every ALS reached is reached from the depth before");
            path.push((b, x));
            (cur, y) = (b, x);
        }
        path.push((a1, 0));
        path.reverse();
        path
    }
}
