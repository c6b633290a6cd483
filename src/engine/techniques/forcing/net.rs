//! Following one assumption of a forcing net (SPEC §2.1): the assumption is
//! made on a copy of the position, then basic filtering and naked and hidden
//! singles are re-run until nothing changes, each fact recorded in the
//! branch's implication graph ([`super::branch`]). The branch stops at its
//! first contradiction: a candidate forced both ways, or — looked for after
//! every removal — a cell left with no candidate or a digit with no place in
//! one of the removed candidate's groups.

use super::branch::{Branch, Candidate, Contradiction, Fact, Why};
use crate::engine::digits::Digit;
use crate::engine::position::Position;

/// Follows `assumption` on a copy of the position, re-running basic filtering
/// and naked and hidden singles until nothing changes or a contradiction shows.
pub fn follow_singles(pos: &Position, assumption: Candidate, truth: bool) -> Branch {
    let mut net = Net {
        pos: pos.clone(),
        branch: Branch::new(pos.geometry()),
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

/// A forcing net's working copy of the position with its facts.
struct Net {
    pos: Position,
    branch: Branch,
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
        let geo = self.pos.geometry();
        let mut removed: Vec<Candidate> = self
            .pos
            .candidates(cell)
            .iter()
            .filter(|&other| other != digit)
            .map(|other| Candidate { cell, digit: other })
            .collect();
        removed.extend(
            geo.peers(cell)
                .iter()
                .filter(|&&peer| self.pos.candidates(peer).contains(digit))
                .map(|&peer| Candidate { cell: peer, digit }),
        );
        self.pos.set_value(cell, digit);
        for candidate in removed {
            let out = Fact {
                candidate,
                truth: false,
                parent: Some(index),
                why: Why::Placed,
            };
            if self.branch.record(out)?.is_some() {
                self.remove(candidate)?;
            }
        }
        Ok(())
    }

    /// Removes a candidate from the copy; a contradiction if its cell is left
    /// with no candidate or its digit with no place in one of the cell's groups.
    fn remove(&mut self, c: Candidate) -> Result<(), Contradiction> {
        self.pos.eliminate(c.cell, c.digit);
        if self.pos.value(c.cell) == 0 && self.pos.candidates(c.cell).is_empty() {
            return Err(Contradiction::EmptyCell(c.cell));
        }
        let geo = self.pos.geometry();
        for group in geo.groups_of(c.cell) {
            let open = geo.group_cells(group).iter().any(|&other| {
                self.pos.value(other) == c.digit || self.pos.candidates(other).contains(c.digit)
            });
            if !open {
                return Err(Contradiction::NoPlace(group, c.digit));
            }
        }
        Ok(())
    }

    /// The next single of the copy: a naked single, else a hidden single.
    fn next_single(&self) -> Option<Fact> {
        let pos = &self.pos;
        let geo = pos.geometry();
        let single = |candidate, why| Fact {
            candidate,
            truth: true,
            parent: None,
            why,
        };
        for cell in pos.empty_cells() {
            if let Some(digit) = pos.candidates(cell).single_digit() {
                return Some(single(Candidate { cell, digit }, Why::NakedSingle));
            }
        }
        for group in 0..geo.group_count() {
            let cells = geo.group_cells(group);
            // Digits seen in exactly one cell of the group, by bit masks.
            let (mut once, mut twice) = (0u32, 0u32);
            for &c in cells {
                let cands = pos.candidates(c).0;
                twice |= once & cands;
                once |= cands;
            }
            let only = once & !twice;
            if only == 0 {
                continue;
            }
            let digit = only.trailing_zeros() as Digit + 1;
            let cell = cells
                .iter()
                .copied()
                .find(|&c| pos.candidates(c).contains(digit))?;
            return Some(single(Candidate { cell, digit }, Why::HiddenSingle(group)));
        }
        None
    }
}
