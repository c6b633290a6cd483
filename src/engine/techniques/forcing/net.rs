//! Following one assumption of a forcing net (SPEC §2.1): the assumption is
//! made on a copy of the position, then basic filtering and naked and hidden
//! singles are re-run until nothing changes, each fact recorded in the
//! branch's implication graph ([`super::branch`]). The branch stops at its
//! first contradiction: a candidate forced both ways, or — looked for after
//! every removal — a cell left with no candidate or a digit with no place in
//! one of the removed candidate's groups.
//!
//! The next single is always the first naked single (lowest cell), else the
//! first hidden single (lowest group, then lowest digit, then the cell), as a
//! scan of the whole board would find it; the copy keeps, as it changes, the
//! cells left with one candidate and per group the digits left with one place,
//! so finding it costs no scan. A forcing net follows hundreds of assumptions
//! from one position: [`Nets`] counts that position once and each branch
//! starts from a copy of the counts.

use std::rc::Rc;

use super::branch::{Branch, Candidate, Contradiction, Fact, Slots, Why};
use crate::engine::cellset::{Cell, CellSet};
use crate::engine::digits::Digit;
use crate::engine::geometry::Geometry;
use crate::engine::position::Position;

/// Follows `assumption` on a copy of the position, re-running basic filtering
/// and naked and hidden singles until nothing changes or a contradiction shows.
pub fn follow_singles(pos: &Position, assumption: Candidate, truth: bool) -> Branch {
    Nets::new(pos).follow(assumption, truth)
}

/// The position forcing-net branches start from, with its places counted.
pub struct Nets<'a> {
    pos: &'a Position,
    start: Counts,
    slots: Rc<Slots>,
}

impl<'a> Nets<'a> {
    /// Counts the places of every digit in every group of `pos`.
    pub fn new(pos: &'a Position) -> Nets<'a> {
        Nets {
            pos,
            start: Counts::new(pos),
            slots: Slots::new(pos),
        }
    }

    /// Follows `assumption` on a copy of the position, as [`follow_singles`].
    pub fn follow(&self, assumption: Candidate, truth: bool) -> Branch {
        let mut net = Net {
            pos: self.pos.clone(),
            counts: self.start.clone(),
            branch: Branch::new(&self.slots),
            removed: Vec::new(),
        };
        let start = Fact {
            candidate: assumption,
            truth,
            parent: None,
            why: Why::Assumed,
        };
        net.branch.broken = net.settle(start).err();
        net.branch
    }
}

/// What a branch's copy knows of its singles, kept as candidates go.
#[derive(Clone)]
struct Counts {
    n: usize,
    /// Per group and digit (`group * n + digit - 1`), the cells holding it as a candidate.
    places: Vec<u8>,
    /// Per group, the digits with one place left.
    one_place: Vec<u32>,
    /// The groups with a digit with one place left, as bits.
    hidden: u128,
    /// Per group, the digits placed in it.
    placed: Vec<u32>,
    /// The empty cells with one candidate left.
    naked: CellSet,
}

impl Counts {
    fn new(pos: &Position) -> Counts {
        let geo = pos.geometry();
        let n = geo.n();
        let groups = geo.group_count();
        let mut counts = Counts {
            n,
            places: vec![0; groups * n],
            one_place: vec![0; groups],
            hidden: 0,
            placed: vec![0; groups],
            naked: CellSet::EMPTY,
        };
        for cell in 0..geo.cell_count() as Cell {
            let value = pos.value(cell);
            for g in geo.groups_of(cell) {
                if value != 0 {
                    counts.placed[g] |= 1 << (value - 1);
                }
                for d in pos.candidates(cell) {
                    counts.places[g * n + d as usize - 1] += 1;
                }
            }
            if value == 0 && pos.candidates(cell).len() == 1 {
                counts.naked.insert(cell);
            }
        }
        for g in 0..groups {
            for d in 0..n {
                if counts.places[g * n + d] == 1 {
                    counts.one_place[g] |= 1 << d;
                }
            }
            if counts.one_place[g] != 0 {
                counts.hidden |= 1 << g;
            }
        }
        counts
    }

    /// One place fewer for `digit` in each group of `cell`.
    fn lose_place(&mut self, geo: &Geometry, cell: Cell, digit: Digit) {
        let bit = 1u32 << (digit - 1);
        for g in geo.groups_of(cell) {
            let slot = &mut self.places[g * self.n + digit as usize - 1];
            *slot -= 1;
            match *slot {
                1 => self.one_place[g] |= bit,
                0 => self.one_place[g] &= !bit,
                _ => continue,
            }
            if self.one_place[g] == 0 {
                self.hidden &= !(1 << g);
            } else {
                self.hidden |= 1 << g;
            }
        }
    }

    /// Whether `digit` has no place left in group `g`, placed or candidate.
    fn no_place(&self, g: usize, digit: Digit) -> bool {
        self.places[g * self.n + digit as usize - 1] == 0
            && self.placed[g] & (1 << (digit - 1)) == 0
    }
}

/// A forcing net's working copy of the position with its facts.
struct Net {
    pos: Position,
    counts: Counts,
    branch: Branch,
    /// The removals of the placement being applied (a buffer reused).
    removed: Vec<Candidate>,
}

impl Net {
    /// Applies the assumption, then singles to a fixed point.
    fn settle(&mut self, start: Fact) -> Result<(), Contradiction> {
        self.apply(start)?;
        while let Some(fact) = self.next_single() {
            self.apply(fact)?;
        }
        Ok(())
    }

    /// Records `fact` and its direct effect on the copy: a true candidate is
    /// placed, removing the cell's other candidates and the digit from its
    /// peers, each removal a fact; a false one is removed.
    fn apply(&mut self, fact: Fact) -> Result<(), Contradiction> {
        let Some(index) = self.branch.record(fact)? else {
            return Ok(());
        };
        let Candidate { cell, digit } = fact.candidate;
        if !fact.truth {
            return self.remove(fact.candidate);
        }
        let mut removed = std::mem::take(&mut self.removed);
        removed.clear();
        let own = self.pos.candidates(cell);
        let geo = self.pos.geometry();
        removed.extend(
            own.iter()
                .filter(|&other| other != digit)
                .map(|other| Candidate { cell, digit: other }),
        );
        removed.extend(
            geo.peers(cell)
                .iter()
                .filter(|&&peer| self.pos.candidates(peer).contains(digit))
                .map(|&peer| Candidate { cell: peer, digit }),
        );
        for d in own {
            self.counts.lose_place(geo, cell, d);
        }
        for g in geo.groups_of(cell) {
            self.counts.placed[g] |= 1 << (digit - 1);
        }
        self.counts.naked.remove(cell);
        self.pos.set_value(cell, digit);
        let mut result = Ok(());
        for &candidate in &removed {
            let out = Fact {
                candidate,
                truth: false,
                parent: Some(index),
                why: Why::Placed,
            };
            match self.branch.record(out) {
                Ok(Some(_)) => {
                    if let Err(broken) = self.remove(candidate) {
                        result = Err(broken);
                        break;
                    }
                }
                Ok(None) => {}
                Err(broken) => {
                    result = Err(broken);
                    break;
                }
            }
        }
        self.removed = removed;
        result
    }

    /// Removes a candidate from the copy; a contradiction if its cell is left
    /// with no candidate or its digit with no place in one of the cell's groups.
    fn remove(&mut self, c: Candidate) -> Result<(), Contradiction> {
        let removed = self.pos.eliminate(c.cell, c.digit);
        let geo = self.pos.geometry();
        if removed {
            self.counts.lose_place(geo, c.cell, c.digit);
            if self.pos.value(c.cell) == 0 {
                match self.pos.candidates(c.cell).len() {
                    0 => self.counts.naked.remove(c.cell),
                    1 => self.counts.naked.insert(c.cell),
                    _ => {}
                }
            }
        }
        if self.pos.value(c.cell) == 0 && self.pos.candidates(c.cell).is_empty() {
            return Err(Contradiction::EmptyCell(c.cell));
        }
        for group in geo.groups_of(c.cell) {
            if self.counts.no_place(group, c.digit) {
                return Err(Contradiction::NoPlace(group, c.digit));
            }
        }
        Ok(())
    }

    /// The next single of the copy: a naked single, else a hidden single.
    fn next_single(&self) -> Option<Fact> {
        let pos = &self.pos;
        let single = |candidate, why| Fact {
            candidate,
            truth: true,
            parent: None,
            why,
        };
        if let Some(cell) = self.counts.naked.iter().next() {
            let digit = pos.candidates(cell).single_digit()?;
            return Some(single(Candidate { cell, digit }, Why::NakedSingle));
        }
        if self.counts.hidden == 0 {
            return None;
        }
        let group = self.counts.hidden.trailing_zeros() as usize;
        let digit = self.counts.one_place[group].trailing_zeros() as Digit + 1;
        let cell = pos
            .geometry()
            .group_cells(group)
            .iter()
            .copied()
            .find(|&c| pos.candidates(c).contains(digit))?;
        Some(single(Candidate { cell, digit }, Why::HiddenSingle(group)))
    }
}
