//! One branch of a forcing chain or net (SPEC §2.1): an assumption about one
//! candidate followed to everything it forces, kept as an implication graph so
//! a conclusion's proof can be traced back from it.
//!
//! Every fact rests on the facts that force it ([`Branch::premises`]):
//! - a removal made by a placement rests on that placement (its `parent`);
//! - a naked single rests on the removals of every other candidate its cell has
//!   in the position searched; a hidden single on the removals of every other
//!   place of the digit in its group. A chain's strong link is the two-candidate
//!   case of each: a bivalue cell, a conjugate pair;
//! - a contradiction ([`Branch::contradiction_facts`]) rests on the candidate's
//!   two facts (true and false), on the removals of every candidate of the empty
//!   cell, or on the removals of every place of the digit in the group.
//!
//! Only a removal stores its premise; a single's premises are read back from the
//! position searched and the fact each candidate first received, so following a
//! branch, which rating does thousands of times, records nothing more than the
//! facts. [`Branch::proof`] keeps what one fact (or a contradiction) rests on:
//! the transitive closure of its premises, in the order the facts were derived.
//!
//! Two ways to follow an assumption:
//! - [`follow_links`](super::along_links::follow_links) (forcing chains):
//!   along the links of the position as it
//!   stands — a true candidate makes the cell's other candidates and the digit in
//!   its peers false; a false candidate makes the other candidate of a bivalue
//!   cell, and the other place of a conjugate pair, true — up to [`CHAIN_DEPTH`](super::along_links::CHAIN_DEPTH)
//!   links from the assumption.
//! - [`follow_singles`](super::net::follow_singles) (forcing nets): the
//!   assumption is made on a copy of the position, then basic filtering and
//!   naked and hidden singles are re-run until nothing changes, so a fact may
//!   rest on several earlier ones.
//!
//! A branch stops at its first contradiction: a candidate both true and false,
//! an empty cell with no candidate, or a digit with no place left in a group
//! (nets look for the last two after every removal).

use std::rc::Rc;

use crate::engine::cellset::Cell;
use crate::engine::digits::Digit;
use crate::engine::geometry::GroupIndex;
pub use crate::engine::pattern::forcing::{Candidate, Contradiction, Fact, Trail, Why};
use crate::engine::position::Position;

/// The candidates of the position the branches start from, numbered densely,
/// so a branch keeps a table entry per candidate rather than per cell and
/// digit: made once per position and shared by all its branches.
#[derive(Debug)]
pub struct Slots {
    n: usize,
    /// Per cell and digit (`cell * n + digit - 1`): the candidate's number, or
    /// [`UNSET`] when the digit is not a candidate of the cell.
    number: Vec<u32>,
    count: usize,
}

impl Slots {
    /// Numbers the candidates of `pos`.
    pub fn new(pos: &Position) -> Rc<Slots> {
        let geo = pos.geometry();
        let n = geo.n();
        let mut number = vec![UNSET; geo.cell_count() * n];
        let mut count = 0;
        for cell in pos.empty_cells() {
            for digit in pos.candidates(cell) {
                number[cell as usize * n + digit as usize - 1] = count as u32;
                count += 1;
            }
        }
        Rc::new(Slots { n, number, count })
    }

    /// How many candidates the position has.
    pub(super) fn count(&self) -> usize {
        self.count
    }

    /// The number of a candidate of the position, `None` for any other.
    pub(super) fn of(&self, c: Candidate) -> Option<usize> {
        let at = self.number[c.cell as usize * self.n + c.digit as usize - 1];
        (at != UNSET).then_some(at as usize)
    }
}

/// An assumption followed as far as it goes.
#[derive(Clone, Debug)]
pub struct Branch {
    /// Every fact, the assumption first, each after the facts it rests on.
    pub facts: Vec<Fact>,
    /// The contradiction it stopped at, if it did.
    pub broken: Option<Contradiction>,
    slots: Rc<Slots>,
    /// Per candidate (numbered by `slots`): the fact that made it true / false.
    true_at: Vec<u32>,
    false_at: Vec<u32>,
}

const UNSET: u32 = u32::MAX;

impl Branch {
    /// An empty branch on the position whose candidates `slots` numbers.
    pub(super) fn new(slots: &Rc<Slots>) -> Branch {
        Branch {
            // Most branches record dozens of facts: start past the smallest
            // sizes rather than grow through them.
            facts: Vec::with_capacity(64),
            broken: None,
            slots: Rc::clone(slots),
            true_at: vec![UNSET; slots.count],
            false_at: vec![UNSET; slots.count],
        }
    }

    /// The index of the fact that `candidate` is `truth`, if the branch forces it.
    pub fn find(&self, candidate: Candidate, truth: bool) -> Option<usize> {
        let table = if truth { &self.true_at } else { &self.false_at };
        let at = table[self.slots.of(candidate)?];
        (at != UNSET).then_some(at as usize)
    }

    /// Records a fact: its index, `None` when it was already known, a
    /// contradiction when the opposite is known (the fact is recorded first).
    /// Every fact is about a candidate of the position the branch starts from
    /// (a branch only ever removes or places those); any other is ignored.
    pub(super) fn record(&mut self, fact: Fact) -> Result<Option<usize>, Contradiction> {
        let Some(slot) = self.slots.of(fact.candidate) else {
            return Ok(None);
        };
        let (same, other) = if fact.truth {
            (&mut self.true_at, &self.false_at)
        } else {
            (&mut self.false_at, &self.true_at)
        };
        if same[slot] != UNSET {
            return Ok(None);
        }
        let index = self.facts.len();
        same[slot] = index as u32;
        let opposite = other[slot] != UNSET;
        self.facts.push(fact);
        if opposite {
            Err(Contradiction::Both(fact.candidate))
        } else {
            Ok(Some(index))
        }
    }

    /// Pushes onto `out` the facts that fact `index` rests on; `pos` is the
    /// position the branch was followed in.
    pub fn premises(&self, pos: &Position, index: usize, out: &mut Vec<usize>) {
        let fact = self.facts[index];
        let Candidate { cell, digit } = fact.candidate;
        match fact.why {
            Why::Assumed => {}
            Why::Placed => out.extend(fact.parent),
            Why::NakedSingle => self.cell_removals(pos, cell, Some(digit), out),
            Why::HiddenSingle(group) => self.group_removals(pos, group, digit, Some(cell), out),
        }
    }

    /// The facts the branch's contradiction rests on (none when it has none).
    pub fn contradiction_facts(&self, pos: &Position) -> Vec<usize> {
        let mut out = Vec::new();
        match self.broken {
            None => {}
            Some(Contradiction::Both(c)) => {
                out.extend(self.find(c, true).into_iter().chain(self.find(c, false)))
            }
            Some(Contradiction::EmptyCell(cell)) => self.cell_removals(pos, cell, None, &mut out),
            Some(Contradiction::NoPlace(group, digit)) => {
                self.group_removals(pos, group, digit, None, &mut out)
            }
        }
        out
    }

    /// The removals of `cell`'s candidates in `pos`, `except` one.
    fn cell_removals(
        &self,
        pos: &Position,
        cell: Cell,
        except: Option<Digit>,
        out: &mut Vec<usize>,
    ) {
        for digit in pos.candidates(cell) {
            if Some(digit) != except {
                out.extend(self.find(Candidate { cell, digit }, false));
            }
        }
    }

    /// The removals of `digit` from its places in `group` in `pos`, `except` one.
    fn group_removals(
        &self,
        pos: &Position,
        group: GroupIndex,
        digit: Digit,
        except: Option<Cell>,
        out: &mut Vec<usize>,
    ) {
        for &cell in pos.geometry().group_cells(group) {
            if Some(cell) != except && pos.candidates(cell).contains(digit) {
                out.extend(self.find(Candidate { cell, digit }, false));
            }
        }
    }

    /// The proof of the facts `targets`: every fact they rest on, directly or
    /// not, with themselves, in the order they were derived; each kept removal's
    /// `parent` renumbered into the returned list.
    pub fn proof(&self, pos: &Position, mut targets: Vec<usize>) -> Vec<Fact> {
        let mut kept = vec![false; self.facts.len()];
        while let Some(i) = targets.pop() {
            if !std::mem::replace(&mut kept[i], true) {
                self.premises(pos, i, &mut targets);
            }
        }
        let order: Vec<usize> = (0..kept.len()).filter(|&i| kept[i]).collect();
        order
            .iter()
            .map(|&i| {
                let mut fact = self.facts[i];
                fact.parent = fact.parent.and_then(|p| order.binary_search(&p).ok());
                fact
            })
            .collect()
    }
}

/// Reusable buffers for measuring proofs without writing them out.
#[derive(Default)]
pub struct ProofScratch {
    /// The run that last kept each fact.
    kept: Vec<u32>,
    run: u32,
    targets: Vec<usize>,
}

impl Branch {
    /// The size of the proof of the facts `targets` (what [`Branch::proof`]
    /// would keep, the assumption left out), counted without writing it out.
    pub fn proof_size(
        &self,
        pos: &Position,
        targets: &[usize],
        scratch: &mut ProofScratch,
    ) -> usize {
        if scratch.kept.len() < self.facts.len() {
            scratch.kept.resize(self.facts.len(), 0);
        }
        scratch.run = scratch.run.wrapping_add(1);
        if scratch.run == 0 {
            scratch.kept.fill(0);
            scratch.run = 1;
        }
        let run = scratch.run;
        let mut pending = std::mem::take(&mut scratch.targets);
        pending.clear();
        pending.extend_from_slice(targets);
        let mut size = 0;
        while let Some(i) = pending.pop() {
            if scratch.kept[i] != run {
                scratch.kept[i] = run;
                if self.facts[i].why != Why::Assumed {
                    size += 1;
                }
                self.premises(pos, i, &mut pending);
            }
        }
        scratch.targets = pending;
        size
    }

    /// The size of the proof of the branch's contradiction, if it breaks down.
    pub fn contradiction_size(&self, pos: &Position, scratch: &mut ProofScratch) -> Option<usize> {
        self.broken?;
        Some(self.proof_size(pos, &self.contradiction_facts(pos), scratch))
    }
}

/// A branch's proofs as a forcing step keeps them ([`Trail`]).
impl Branch {
    /// This branch, assumed from `source` in `pos`, with the proof of its fact
    /// `index`.
    pub fn trail_to(&self, pos: &Position, source: Candidate, index: usize) -> Trail {
        Trail {
            source,
            facts: self.proof(pos, vec![index]),
            contradiction: None,
        }
    }

    /// This branch, assumed from `source` in `pos`, with the proof of its
    /// contradiction, if it has one.
    pub fn broken_trail(&self, pos: &Position, source: Candidate) -> Option<Trail> {
        let contradiction = self.broken?;
        Some(Trail {
            source,
            facts: self.proof(pos, self.contradiction_facts(pos)),
            contradiction: Some(contradiction),
        })
    }
}
