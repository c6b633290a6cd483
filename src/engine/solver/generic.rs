//! The search for every board (SPEC §1): N from 4 to 25, boxes of any shape and
//! jigsaw layouts, one candidate mask per cell.
//!
//! Each search node propagates naked singles (a cell left with one candidate removes
//! it from its peers) and hidden singles (a digit with one place left in a group) to
//! a fixed point, then branches on the unsolved cell with the fewest candidates
//! (ties row-major), digits ascending, or on the places of a digit in a group when
//! those are fewer. That tree fixes the order in which solutions are found.
//!
//! Once a search has made [`CHECK_AFTER`] guesses, each node it enters is also
//! *checked*: a copy of its candidates is narrowed further, by locked candidates
//! ([`Crossings`]) and by probing each two-candidate cell (a candidate whose
//! singles and locked candidates end in a contradiction goes; a candidate that
//! neither choice of the cell leaves goes too). A checked node that breaks holds
//! no solution and is left; one that ends solved holds exactly that solution; a
//! branch on a candidate the check removed is skipped. The check never adds a
//! node nor reorders the tree, so the solutions found and their order are those
//! of the plain search: only fewer guesses are made, and the sparse large grids
//! where a wrong early guess hides under a vast unsolvable subtree are decided.

use super::crossings::{Crossings, remove};
use super::{SolveLimits, SolveResult, Tally};
use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::geometry::Geometry;

/// Counts the solutions of `start` (one candidate mask per cell) on `geometry`.
pub(super) fn search(geometry: &Geometry, limits: SolveLimits, start: Vec<u32>) -> SolveResult {
    Search::new(geometry, limits).run(start)
}

/// The guesses after which every node entered is checked: enough that the
/// searches that end quickly never pay for the check.
pub(super) const CHECK_AFTER: u64 = 1000;

struct Search<'g> {
    geometry: &'g Geometry,
    queue: Vec<Cell>,
    /// The propagated candidates of each node on the path, by depth.
    frames: Vec<Vec<u32>>,
    /// The checked candidates of each node on the path, by depth.
    checked: Vec<Vec<u32>>,
    /// Room for one probe, and for what both probes of a cell leave (empty
    /// until the first check).
    probe: Vec<u32>,
    either: Vec<u32>,
    /// The board's crossings, laid out at the first check.
    crossings: Option<Crossings>,
    tally: Tally,
}

impl<'g> Search<'g> {
    fn new(geometry: &'g Geometry, limits: SolveLimits) -> Search<'g> {
        Search {
            geometry,
            queue: Vec::with_capacity(geometry.cell_count()),
            frames: Vec::new(),
            checked: Vec::new(),
            probe: Vec::new(),
            either: Vec::new(),
            crossings: None,
            tally: Tally::new(limits),
        }
    }

    fn run(mut self, mut start: Vec<u32>) -> SolveResult {
        self.queue.clear();
        let mut consistent = true;
        for (i, &m) in start.iter().enumerate() {
            match m.count_ones() {
                0 => consistent = false,
                1 => self.queue.push(i as Cell),
                _ => {}
            }
        }
        if consistent && self.propagate(&mut start) {
            self.frames.push(start);
            self.search(0);
        }
        self.tally.result()
    }

    /// Explores the propagated state in `frames[depth]`.
    fn search(&mut self, depth: usize) {
        let check = self.tally.nodes() >= CHECK_AFTER;
        if check {
            while self.checked.len() <= depth {
                self.checked.push(vec![0; self.frames[depth].len()]);
            }
            let mut narrowed = std::mem::take(&mut self.checked[depth]);
            narrowed.copy_from_slice(&self.frames[depth]);
            let holds = self.narrow(&mut narrowed);
            let solved = holds && narrowed.iter().all(|m| m & (m - 1) == 0);
            if solved {
                self.tally.found(grid_of(&narrowed));
            }
            self.checked[depth] = narrowed;
            if !holds || solved {
                return;
            }
        }
        let Some(choices) = self.branch(&self.frames[depth]) else {
            self.tally.found(grid_of(&self.frames[depth]));
            return;
        };
        if self.frames.len() <= depth + 1 {
            self.frames.push(vec![0; self.frames[depth].len()]);
        }
        for (cell, bit) in choices {
            if check && self.checked[depth][cell as usize] & bit == 0 {
                continue;
            }
            if !self.tally.guess() {
                return;
            }
            let (parent, child) = self.frames.split_at_mut(depth + 1);
            child[0].copy_from_slice(&parent[depth]);
            let mut next = std::mem::take(&mut child[0]);
            next[cell as usize] = bit;
            self.queue.clear();
            self.queue.push(cell);
            let ok = self.propagate(&mut next);
            self.frames[depth + 1] = next;
            if ok {
                self.search(depth + 1);
            }
            if self.tally.out_of_budget() {
                return;
            }
        }
    }

    /// The alternatives to branch on, `None` when every cell is solved: the digits
    /// of the cell with the fewest candidates, or, when some digit has fewer places
    /// left in a group, those places. Both cover every solution.
    fn branch(&self, cands: &[u32]) -> Option<Vec<(Cell, u32)>> {
        let cell = fewest_candidates(cands)?;
        let mask = cands[cell as usize];
        let mut best: Vec<(Cell, u32)> = bits_of(mask).map(|bit| (cell, bit)).collect();
        if best.len() <= 2 {
            return Some(best);
        }
        let geo = self.geometry;
        let mut counts = [0u8; 32];
        for g in 0..geo.group_count() {
            counts.fill(0);
            let cells = geo.group_cells(g);
            for &c in cells {
                let m = cands[c as usize];
                if m & (m - 1) != 0 {
                    for bit in bits_of(m) {
                        counts[bit.trailing_zeros() as usize] += 1;
                    }
                }
            }
            let fewest = (0..geo.n())
                .filter(|&d| counts[d] >= 2)
                .min_by_key(|&d| counts[d]);
            if let Some(d) = fewest.filter(|&d| (counts[d] as usize) < best.len()) {
                let bit = 1u32 << d;
                best = cells
                    .iter()
                    .filter(|&&c| cands[c as usize] & bit != 0)
                    .map(|&c| (c, bit))
                    .collect();
                if best.len() <= 2 {
                    break;
                }
            }
        }
        Some(best)
    }

    /// Narrows propagated candidates by locked candidates and by probing every
    /// two-candidate cell, to a fixed point; false on a contradiction.
    fn narrow(&mut self, cands: &mut [u32]) -> bool {
        let mut probe = std::mem::take(&mut self.probe);
        let mut either = std::mem::take(&mut self.either);
        probe.resize(cands.len(), 0);
        either.resize(cands.len(), 0);
        let holds = self.locked(cands) && self.probe_pairs(cands, &mut probe, &mut either);
        self.probe = probe;
        self.either = either;
        holds
    }

    /// Tries both candidates of every two-candidate cell with singles and locked
    /// candidates: one that breaks goes, and so does every candidate that neither
    /// leaves. Repeats until a sweep removes nothing; false on a contradiction.
    fn probe_pairs(&mut self, cands: &mut [u32], probe: &mut [u32], either: &mut [u32]) -> bool {
        loop {
            let mut changed = false;
            for cell in 0..cands.len() {
                let pair = cands[cell];
                if pair.count_ones() != 2 {
                    continue;
                }
                either.fill(0);
                let mut broken = 0;
                for bit in bits_of(pair) {
                    probe.copy_from_slice(cands);
                    probe[cell] = bit;
                    self.queue.clear();
                    self.queue.push(cell as Cell);
                    if !self.propagate(probe) || !self.locked(probe) {
                        broken = bit;
                        break;
                    }
                    for (e, &p) in either.iter_mut().zip(probe.iter()) {
                        *e |= p;
                    }
                }
                self.queue.clear();
                if broken != 0 {
                    cands[cell] = pair & !broken;
                    self.queue.push(cell as Cell);
                } else {
                    for (i, (m, &e)) in cands.iter_mut().zip(either.iter()).enumerate() {
                        if *m & !e != 0 {
                            *m &= e;
                            if *m & (*m - 1) == 0 {
                                self.queue.push(i as Cell);
                            }
                        }
                    }
                    if self.queue.is_empty() {
                        continue;
                    }
                }
                if !self.propagate(cands) || !self.locked(cands) {
                    return false;
                }
                changed = true;
            }
            if !changed {
                return true;
            }
        }
    }

    /// Applies locked candidates and singles in turn to a fixed point, from
    /// candidates already at the singles' fixed point; false on a contradiction.
    fn locked(&mut self, cands: &mut [u32]) -> bool {
        loop {
            let geometry = self.geometry;
            let crossings = self
                .crossings
                .get_or_insert_with(|| Crossings::new(geometry));
            match crossings.sweep(geometry, cands, &mut self.queue) {
                None => return false,
                Some(false) => return true,
                Some(true) => {}
            }
            if !self.propagate(cands) {
                return false;
            }
        }
    }

    /// Propagates naked and hidden singles to a fixed point; false on a contradiction.
    fn propagate(&mut self, cands: &mut [u32]) -> bool {
        loop {
            while let Some(cell) = self.queue.pop() {
                let bit = cands[cell as usize];
                let peers = self.geometry.peers(cell).iter();
                if remove(cands, peers, bit, &mut self.queue).is_none() {
                    return false;
                }
            }
            match self.hidden_singles(cands) {
                None => return false,
                Some(false) => return true,
                Some(true) => {}
            }
        }
    }

    /// Queues every hidden single; `None` on a digit with no place in some group,
    /// `Some(found)` otherwise.
    fn hidden_singles(&mut self, cands: &mut [u32]) -> Option<bool> {
        let geo = self.geometry;
        let full = DigitSet::full(geo.n()).0;
        let mut found = false;
        for g in 0..geo.group_count() {
            let cells = geo.group_cells(g);
            let (mut once, mut twice, mut solved) = (0u32, 0u32, 0u32);
            for &c in cells {
                let m = cands[c as usize];
                twice |= once & m;
                once |= m;
                if m & (m - 1) == 0 {
                    solved |= m;
                }
            }
            if once != full {
                return None;
            }
            let mut exactly = once & !twice & !solved;
            while exactly != 0 {
                let bit = exactly & exactly.wrapping_neg();
                exactly &= exactly - 1;
                if let Some(&c) = cells.iter().find(|&&c| cands[c as usize] & bit != 0) {
                    cands[c as usize] = bit;
                    self.queue.push(c);
                    found = true;
                }
            }
        }
        Some(found)
    }
}

/// The grid of solved candidates, row-major.
fn grid_of(cands: &[u32]) -> Vec<Digit> {
    cands
        .iter()
        .map(|m| m.trailing_zeros() as Digit + 1)
        .collect()
}

/// The single-bit masks of a mask, lowest first.
fn bits_of(mut mask: u32) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask & mask.wrapping_neg();
            mask &= mask - 1;
            bit
        })
    })
}

/// The unsolved cell with the fewest candidates (ties row-major), or `None` when
/// every cell is solved.
fn fewest_candidates(cands: &[u32]) -> Option<Cell> {
    let mut best: Option<(u32, Cell)> = None;
    for (i, &m) in cands.iter().enumerate() {
        let k = m.count_ones();
        if k > 1 && best.is_none_or(|(b, _)| k < b) {
            best = Some((k, i as Cell));
            if k == 2 {
                break;
            }
        }
    }
    best.map(|(_, c)| c)
}
