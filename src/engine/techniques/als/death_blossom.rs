//! Death blossom (SPEC §2.1), as HoDoKu: a stem cell and, for each of its
//! candidates d, a petal: an almost locked set holding d whose d cells all see
//! the stem. Whichever digit the stem takes, its petal loses it and is locked;
//! so a digit z common to every petal (not a stem candidate) is in one of them,
//! and a cell that sees every z of every petal loses z.
//!
//! The petals and the stem share no cell (SPEC §2.1, HoDoKu's default): no petal
//! holds the stem (its stem digit's cells see the stem, so it lies outside), and
//! every two petals are disjoint, so HoDoKu's variant with overlapping petals
//! (0904-2 in its regression library) is not an instance. So the petals are
//! distinct sets: one set seeing the stem on every candidate is no blossom (with
//! the stem it is a naked subset, which the subset techniques find).
//!
//! One instance is one set of eliminations, given by the blossom with the
//! fewest cells, the stem and its petals (its [`Instance::size`], what *smallest
//! first* compares; the first found among equals: stems ascending, petals in
//! enumeration order).
//!
//! A blossom rests on the candidates of its cells, and what it eliminates only
//! shrinks as other cells lose candidates ([`Locality::Cells`]): when asked for
//! some cells only ([`Context::search_cells`]), the search keeps to blossoms
//! whose stem or a petal holds one of them.

use std::collections::HashMap;

use super::sets::AlsIndex;
use super::{AlsShape, finish, instance, push_eliminations, searched, words};
use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::instance::{CellDigit, Instance};
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The Death blossom (SPEC §2.1).
pub const DEATH_BLOSSOM: Descriptor = Descriptor {
    id: "death_blossom",
    name: "Death blossom",
    about: About {
        look_for: "A stem cell and, for each of its candidates, a petal: an almost locked set \
                   whose cells with that digit all see the stem. All petals share another digit \
                   z that the stem does not hold.",
        why: "Whatever digit the stem takes, the petal for that digit loses it and must hold \
              all its other digits, z among them. So z is in one of the petals, and a cell that \
              sees every z of every petal loses z.",
        when: "Among the last techniques before forcing; look for a cell whose every candidate \
               ties it to a small set.",
    },
    default_score: Some(28),
    shd_rules: &[],
    choice: Choice::SmallestFirst,
    finder: find,
    chosen: None,
    locality: Locality::Cells,
};

fn find(cx: &Context<'_>) -> Vec<Instance> {
    let pos = cx.pos;
    let index = cx.als();
    let mut found = Found::default();
    let searched = searched(cx, index);
    for stem in pos.empty_cells() {
        let candidates = pos.candidates(stem);
        if candidates.len() < 2 {
            continue;
        }
        let petals: Vec<(Digit, &[u32])> = candidates
            .iter()
            .map(|d| (d, index.seers(stem, d)))
            .collect();
        if petals.iter().any(|(_, p)| p.is_empty()) {
            continue;
        }
        let stem_searched = cx.search_cells().is_none_or(|cells| cells.contains(stem));
        let reaches_searched = || {
            petals
                .iter()
                .any(|(_, p)| p.iter().any(|&a| searched[a as usize]))
        };
        if !stem_searched && !reaches_searched() {
            continue;
        }
        let mut blossom = Blossom {
            index,
            stem,
            petals: &petals,
            searched: &searched,
            chosen: Vec::new(),
            seen: vec![Vec::new(); petals.len() + 1],
            found: &mut found,
        };
        blossom.grow(DigitSet::full(pos.n()) - candidates, stem_searched);
    }
    finish(found.instances)
}

/// The blossoms found so far, one per set of eliminations.
#[derive(Default)]
struct Found {
    instances: Vec<Instance>,
    by_eliminations: HashMap<Vec<CellDigit>, (usize, usize)>,
}

/// The search for the petals of one stem.
struct Blossom<'a> {
    index: &'a AlsIndex,
    stem: Cell,
    petals: &'a [(Digit, &'a [u32])],
    /// Per ALS: whether it holds a cell the search keeps to.
    searched: &'a [bool],
    chosen: Vec<usize>,
    /// Per number of petals chosen, for each digit still common to them in
    /// order, the cells that see all their z (nothing before the first petal).
    seen: Vec<Vec<u64>>,
    found: &'a mut Found,
}

impl Blossom<'_> {
    /// Chooses the petal of the next stem candidate. `zs` are the digits still
    /// common to the petals chosen, with their cells in `seen`; `searched`
    /// says whether the stem or a petal chosen holds a cell searched (the last
    /// petal must, when none does).
    fn grow(&mut self, zs: DigitSet, searched: bool) {
        let depth = self.chosen.len();
        if depth == self.petals.len() {
            self.record(zs);
            return;
        }
        let index = self.index;
        let w = index.words();
        let last = depth + 1 == self.petals.len();
        for &p in self.petals[depth].1 {
            let p = p as usize;
            if last && !searched && !self.searched[p] {
                continue;
            }
            if !self.chosen.iter().all(|&q| index.disjoint(p, q)) {
                continue;
            }
            let mut next_zs = DigitSet::EMPTY;
            let (before, after) = self.seen.split_at_mut(depth + 1);
            let (seen, next) = (&before[depth], &mut after[0]);
            next.clear();
            for (i, z) in zs.iter().enumerate() {
                if !index.get(p).digits.contains(z) {
                    continue;
                }
                let start = next.len();
                next.extend_from_slice(index.targets(p, z));
                if depth > 0 {
                    words::and_assign(&mut next[start..], &seen[i * w..(i + 1) * w]);
                }
                if words::is_empty(&next[start..]) {
                    next.truncate(start);
                } else {
                    next_zs.insert(z);
                }
            }
            if next_zs.is_empty() {
                continue;
            }
            self.chosen.push(p);
            self.grow(next_zs, searched || self.searched[p]);
            self.chosen.pop();
        }
    }

    /// Records the blossom chosen when no blossom as small makes the same
    /// eliminations; its instance is only built then.
    fn record(&mut self, zs: DigitSet) {
        let index = self.index;
        let w = index.words();
        let seen = &self.seen[self.chosen.len()];
        let mut eliminations = Vec::new();
        for (i, z) in zs.iter().enumerate() {
            push_eliminations(&mut eliminations, &seen[i * w..(i + 1) * w], z);
        }
        // The petals are disjoint and hold no stem: the stem and their cells.
        let size = 1 + self
            .chosen
            .iter()
            .map(|&p| index.cells(p).len())
            .sum::<usize>();
        let kept = self.found.by_eliminations.get(&eliminations);
        if kept.is_some_and(|&(_, old)| size >= old) {
            return;
        }
        let links = self
            .petals
            .iter()
            .map(|&(d, _)| DigitSet::single(d))
            .collect();
        let shape = AlsShape::DeathBlossom { stem: self.stem };
        let technique = TechniqueId::DeathBlossom;
        let Some(found) = instance(
            technique,
            self.index,
            shape,
            &self.chosen,
            links,
            eliminations,
        ) else {
            return;
        };
        let size = found.size();
        let f = &mut *self.found;
        match f.by_eliminations.get(&found.eliminations) {
            Some(&(i, old)) if size < old => {
                f.instances[i] = found;
                f.by_eliminations
                    .insert(f.instances[i].eliminations.clone(), (i, size));
            }
            Some(_) => {}
            None => {
                f.by_eliminations
                    .insert(found.eliminations.clone(), (f.instances.len(), size));
                f.instances.push(found);
            }
        }
    }
}
