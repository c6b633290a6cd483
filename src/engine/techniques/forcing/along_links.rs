//! Following one assumption of a forcing chain (SPEC §2.1) along the links of
//! the position as it stands, breadth-first: a true candidate makes the cell's
//! other candidates and the digit in its peers false; a false candidate makes
//! the other candidate of a bivalue cell, and the other place of a conjugate
//! pair, true. The branch stops at its first contradiction (a candidate both
//! true and false) or [`CHAIN_DEPTH`] links from the assumption.
//!
//! The links do not change while the branches of one position are followed,
//! so [`ChainLinks`] lists, once per position, what each candidate forces when
//! true and when false, in the order a branch records them.

use std::rc::Rc;

use super::branch::{Branch, Candidate, Fact, Slots, Why};
use crate::engine::cellset::Cell;
use crate::engine::digits::Digit;
use crate::engine::techniques::Context;

/// How many links a forcing chain follows from its assumption: above the 12
/// that SPEC §2.1 asks to be found.
pub const CHAIN_DEPTH: usize = 16;

/// What each candidate of one position forces, one link away: lists laid out
/// flat, by candidate (`cell * n + digit - 1`).
pub struct ChainLinks {
    n: usize,
    /// The position's candidates, numbered for its branches' tables.
    candidates: Rc<Slots>,
    /// The removals a true candidate makes: `when_true[true_start[k]..true_start[k + 1]]`.
    true_start: Vec<u32>,
    when_true: Vec<Candidate>,
    /// The candidates a false one makes true, and why (a bivalue cell, a conjugate pair).
    false_start: Vec<u32>,
    when_false: Vec<(Candidate, Why)>,
}

impl ChainLinks {
    /// The links of the context's position.
    pub fn new(cx: &Context<'_>) -> ChainLinks {
        let pos = cx.pos;
        let geo = pos.geometry();
        let n = geo.n();
        let slots = geo.cell_count() * n;
        let mut links = ChainLinks {
            n,
            candidates: Slots::new(pos),
            true_start: Vec::with_capacity(slots + 1),
            when_true: Vec::new(),
            false_start: Vec::with_capacity(slots + 1),
            when_false: Vec::new(),
        };
        for cell in 0..geo.cell_count() as Cell {
            let cands = pos.candidates(cell);
            for digit in 1..=n as Digit {
                links.true_start.push(links.when_true.len() as u32);
                links.false_start.push(links.when_false.len() as u32);
                if !cands.contains(digit) {
                    continue;
                }
                let removed = cands.iter().filter(|&other| other != digit);
                links
                    .when_true
                    .extend(removed.map(|other| Candidate { cell, digit: other }));
                let peers = geo.peers(cell).iter();
                let seen = peers.filter(|&&peer| pos.candidates(peer).contains(digit));
                links
                    .when_true
                    .extend(seen.map(|&peer| Candidate { cell: peer, digit }));
                if cands.len() == 2 {
                    let other = cands.iter().find(|&other| other != digit);
                    links.when_false.extend(
                        other.map(|other| (Candidate { cell, digit: other }, Why::NakedSingle)),
                    );
                }
                for group in geo.groups_of(cell) {
                    let mask = cx.index().positions(group, digit);
                    if mask.count_ones() == 2 && !cx.index().placed(group).contains(digit) {
                        for (i, &other) in geo.group_cells(group).iter().enumerate() {
                            if other != cell && mask & (1 << i) != 0 {
                                let forced = Candidate { cell: other, digit };
                                links.when_false.push((forced, Why::HiddenSingle(group)));
                            }
                        }
                    }
                }
            }
        }
        links.true_start.push(links.when_true.len() as u32);
        links.false_start.push(links.when_false.len() as u32);
        links
    }

    fn slot(&self, c: Candidate) -> usize {
        c.cell as usize * self.n + c.digit as usize - 1
    }

    /// The position's candidates, numbered as its branches number them.
    pub(super) fn candidates(&self) -> &Slots {
        &self.candidates
    }

    /// The candidates a true `c` makes false.
    pub(super) fn when_true(&self, c: Candidate) -> &[Candidate] {
        let k = self.slot(c);
        &self.when_true[self.true_start[k] as usize..self.true_start[k + 1] as usize]
    }

    /// The candidates a false `c` makes true, and why.
    pub(super) fn when_false(&self, c: Candidate) -> &[(Candidate, Why)] {
        let k = self.slot(c);
        &self.when_false[self.false_start[k] as usize..self.false_start[k + 1] as usize]
    }

    /// Follows `assumption` (a candidate taken as true or false) breadth-first,
    /// up to [`CHAIN_DEPTH`] links.
    pub fn follow(&self, assumption: Candidate, truth: bool) -> Branch {
        let mut branch = Branch::new(&self.candidates);
        let start = Fact {
            candidate: assumption,
            truth,
            parent: None,
            why: Why::Assumed,
        };
        let Ok(Some(first)) = branch.record(start) else {
            return branch;
        };
        let mut frontier = vec![first];
        let mut next = Vec::new();
        let mut forced: Vec<Fact> = Vec::new();
        for _ in 0..CHAIN_DEPTH {
            next.clear();
            for &index in &frontier {
                self.one_link(branch.facts[index], index, &mut forced);
                for &fact in &forced {
                    match branch.record(fact) {
                        Ok(Some(new)) => next.push(new),
                        Ok(None) => {}
                        Err(broken) => {
                            branch.broken = Some(broken);
                            return branch;
                        }
                    }
                }
            }
            if next.is_empty() {
                break;
            }
            std::mem::swap(&mut frontier, &mut next);
        }
        branch
    }

    /// The facts one link away from `fact` (at `index` in its branch), into `out`.
    fn one_link(&self, fact: Fact, index: usize, out: &mut Vec<Fact>) {
        out.clear();
        if fact.truth {
            out.extend(
                self.when_true(fact.candidate)
                    .iter()
                    .map(|&candidate| Fact {
                        candidate,
                        truth: false,
                        parent: Some(index),
                        why: Why::Placed,
                    }),
            );
        } else {
            out.extend(
                self.when_false(fact.candidate)
                    .iter()
                    .map(|&(candidate, why)| Fact {
                        candidate,
                        truth: true,
                        parent: None,
                        why,
                    }),
            );
        }
    }
}
