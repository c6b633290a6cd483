//! One branch of a forcing chain or net (SPEC §2.1): an assumption about one
//! candidate followed to everything it forces, each fact remembering the fact
//! that forced it, so a conclusion can be read back link by link.
//!
//! Two ways to follow an assumption:
//! - [`follow_links`] (forcing chains): along the links of the position as it
//!   stands — a true candidate makes the cell's other candidates and the digit in
//!   its peers false; a false candidate makes the other candidate of a bivalue
//!   cell, and the other place of a conjugate pair, true — up to [`CHAIN_DEPTH`]
//!   links from the assumption.
//! - [`follow_singles`] (forcing nets): the assumption is made on a copy of the
//!   position, then basic filtering and naked and hidden singles are re-run until
//!   nothing changes, so a fact may rest on several earlier ones.
//!
//! A branch ends early at a contradiction: a candidate both true and false, an
//! empty cell with no candidate, or a digit with no place left in a group.

use crate::engine::cellset::Cell;
use crate::engine::digits::Digit;
use crate::engine::geometry::{Geometry, GroupIndex};
use crate::engine::position::Position;
use crate::engine::techniques::Context;

/// How many links a forcing chain follows from its assumption: above the 12
/// that SPEC §2.1 asks to be found.
pub const CHAIN_DEPTH: usize = 16;

/// A candidate: a digit in a cell.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Candidate {
    /// The cell.
    pub cell: Cell,
    /// The digit.
    pub digit: Digit,
}

/// One fact of a branch: a candidate is true or false, and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Fact {
    /// The candidate.
    pub candidate: Candidate,
    /// Whether it holds.
    pub truth: bool,
    /// The fact that forced it (its index in the branch); `None` for the assumption.
    pub parent: Option<usize>,
    /// What kind of step forced it.
    pub why: Why,
}

/// The step that forced a fact.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// The assumption itself.
    Assumed,
    /// A placed digit removes the cell's other candidates and the digit from its peers.
    Placed,
    /// The last candidate of a cell.
    NakedSingle,
    /// The last place of a digit in a group.
    HiddenSingle(GroupIndex),
}

/// How a branch broke down.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Broken {
    /// The candidate at `fact` was also forced the other way.
    Both {
        /// The later of the two facts.
        fact: usize,
    },
    /// A cell lost its last candidate; `fact` removed the last one.
    EmptyCell {
        /// The cell.
        cell: Cell,
        /// The fact that removed its last candidate.
        fact: usize,
    },
    /// A digit lost its last place in a group; `fact` removed the last one.
    NoPlace {
        /// The group.
        group: GroupIndex,
        /// The digit.
        digit: Digit,
        /// The fact that removed its last place.
        fact: usize,
    },
}

/// An assumption followed as far as it goes.
#[derive(Clone, Debug)]
pub struct Branch {
    /// Every fact, the assumption first, each after the fact that forced it.
    pub facts: Vec<Fact>,
    /// The contradiction it reached, if it did.
    pub broken: Option<Broken>,
    /// Each fact's candidate and truth with its index, sorted for [`Branch::find`].
    sorted: Vec<(Candidate, bool, usize)>,
}

impl Branch {
    /// The index of the fact that `candidate` is `truth`, if the branch forces it.
    pub fn find(&self, candidate: Candidate, truth: bool) -> Option<usize> {
        self.sorted
            .binary_search_by(|(c, t, _)| (c, t).cmp(&(&candidate, &truth)))
            .ok()
            .map(|i| self.sorted[i].2)
    }

    /// The facts from the assumption to fact `index`, in order.
    pub fn trail(&self, index: usize) -> Vec<Fact> {
        let mut trail = Vec::new();
        let mut at = Some(index);
        while let Some(i) = at {
            trail.push(self.facts[i]);
            at = self.facts[i].parent;
        }
        trail.reverse();
        trail
    }
}

/// Facts gathered while following one branch: the list, and each candidate's
/// fact index for the truth forced on it.
struct Tracker {
    n: usize,
    facts: Vec<Fact>,
    /// Per candidate index (`cell * n + digit - 1`): the fact that made it true / false.
    true_at: Vec<u32>,
    false_at: Vec<u32>,
}

const UNSET: u32 = u32::MAX;

impl Tracker {
    fn new(geo: &Geometry) -> Tracker {
        let size = geo.cell_count() * geo.n();
        Tracker {
            n: geo.n(),
            facts: Vec::new(),
            true_at: vec![UNSET; size],
            false_at: vec![UNSET; size],
        }
    }

    fn slot(&self, c: Candidate) -> usize {
        c.cell as usize * self.n + c.digit as usize - 1
    }

    /// Records a fact; `Err` with the fact's index when the opposite is known,
    /// `Ok(None)` when it was already known.
    fn record(&mut self, fact: Fact) -> Result<Option<usize>, usize> {
        let slot = self.slot(fact.candidate);
        let (same, other) = if fact.truth {
            (self.true_at[slot], self.false_at[slot])
        } else {
            (self.false_at[slot], self.true_at[slot])
        };
        if same != UNSET {
            return Ok(None);
        }
        let index = self.facts.len();
        self.facts.push(fact);
        if fact.truth {
            self.true_at[slot] = index as u32;
        } else {
            self.false_at[slot] = index as u32;
        }
        if other != UNSET {
            Err(index)
        } else {
            Ok(Some(index))
        }
    }

    fn false_fact(&self, c: Candidate) -> Option<usize> {
        let at = self.false_at[self.slot(c)];
        (at != UNSET).then_some(at as usize)
    }

    fn finish(self, broken: Option<Broken>) -> Branch {
        let mut sorted: Vec<(Candidate, bool, usize)> = self
            .facts
            .iter()
            .enumerate()
            .map(|(i, f)| (f.candidate, f.truth, i))
            .collect();
        sorted.sort_unstable();
        Branch {
            facts: self.facts,
            broken,
            sorted,
        }
    }
}

/// Follows `assumption` (a candidate taken as true or false) along the links of
/// the position as it stands, breadth-first, up to [`CHAIN_DEPTH`] links.
pub fn follow_links(cx: &Context<'_>, assumption: Candidate, truth: bool) -> Branch {
    let pos = cx.pos;
    let geo = pos.geometry();
    let mut tracker = Tracker::new(geo);
    let start = Fact {
        candidate: assumption,
        truth,
        parent: None,
        why: Why::Assumed,
    };
    let Ok(Some(first)) = tracker.record(start) else {
        return tracker.finish(None);
    };
    let mut frontier = vec![first];
    for _ in 0..CHAIN_DEPTH {
        let mut next = Vec::new();
        for &index in &frontier {
            for fact in links_from(cx, tracker.facts[index], index) {
                match tracker.record(fact) {
                    Ok(Some(new)) => next.push(new),
                    Ok(None) => {}
                    Err(fact) => return tracker.finish(Some(Broken::Both { fact })),
                }
            }
        }
        if next.is_empty() {
            break;
        }
        frontier = next;
    }
    tracker.finish(None)
}

/// The facts one link away from `fact` (at `index`) in the position as it stands.
fn links_from(cx: &Context<'_>, fact: Fact, index: usize) -> Vec<Fact> {
    let pos = cx.pos;
    let geo = pos.geometry();
    let Candidate { cell, digit } = fact.candidate;
    let make = |cell: Cell, digit: Digit, truth: bool| Fact {
        candidate: Candidate { cell, digit },
        truth,
        parent: Some(index),
        why: Why::Placed,
    };
    let mut out = Vec::new();
    if fact.truth {
        for other in pos.candidates(cell) {
            if other != digit {
                out.push(make(cell, other, false));
            }
        }
        for &peer in geo.peers(cell) {
            if pos.candidates(peer).contains(digit) {
                out.push(make(peer, digit, false));
            }
        }
        return out;
    }
    let cands = pos.candidates(cell);
    if cands.len() == 2 {
        for other in cands {
            if other != digit {
                out.push(make(cell, other, true));
            }
        }
    }
    for group in geo.groups_of(cell) {
        let mask = cx.index.positions(group, digit);
        if mask.count_ones() == 2 && !cx.index.placed(group).contains(digit) {
            for (i, &other) in geo.group_cells(group).iter().enumerate() {
                if other != cell && mask & (1 << i) != 0 {
                    out.push(make(other, digit, true));
                }
            }
        }
    }
    out
}

/// Follows `assumption` on a copy of the position, re-running basic filtering
/// and naked and hidden singles until nothing changes or a contradiction shows.
pub fn follow_singles(pos: &Position, assumption: Candidate, truth: bool) -> Branch {
    let mut net = Net {
        pos: pos.clone(),
        tracker: Tracker::new(pos.geometry()),
    };
    let start = Fact {
        candidate: assumption,
        truth,
        parent: None,
        why: Why::Assumed,
    };
    let broken = net.settle(start);
    net.tracker.finish(broken)
}

/// A forcing net's working copy of the position with its facts.
struct Net {
    pos: Position,
    tracker: Tracker,
}

impl Net {
    /// Applies the assumption, then singles to a fixed point.
    fn settle(&mut self, start: Fact) -> Option<Broken> {
        if let Err(broken) = self.apply(start) {
            return Some(broken);
        }
        loop {
            match self.next_single() {
                Some(fact) => {
                    if let Err(broken) = self.apply(fact) {
                        return Some(broken);
                    }
                }
                None => return self.check(),
            }
        }
    }

    /// Records `fact` and its direct effect on the copy (a true candidate is
    /// placed, removing the digit from its peers; a false one is removed).
    fn apply(&mut self, fact: Fact) -> Result<(), Broken> {
        let index = match self.tracker.record(fact) {
            Ok(Some(index)) => index,
            Ok(None) => return Ok(()),
            Err(fact) => return Err(Broken::Both { fact }),
        };
        let Candidate { cell, digit } = fact.candidate;
        if !fact.truth {
            self.pos.eliminate(cell, digit);
            return Ok(());
        }
        let geo = self.pos.geometry().clone();
        let mut removed = Vec::new();
        for other in self.pos.candidates(cell) {
            if other != digit {
                removed.push(Candidate { cell, digit: other });
            }
        }
        for &peer in geo.peers(cell) {
            if self.pos.value(peer) == 0 && self.pos.candidates(peer).contains(digit) {
                removed.push(Candidate { cell: peer, digit });
            }
        }
        self.pos.place(cell, digit);
        for candidate in removed {
            let out = Fact {
                candidate,
                truth: false,
                parent: Some(index),
                why: Why::Placed,
            };
            if let Err(fact) = self.tracker.record(out) {
                return Err(Broken::Both { fact });
            }
        }
        Ok(())
    }

    /// The next single of the copy, with the fact that last removed what made it.
    fn next_single(&self) -> Option<Fact> {
        let pos = &self.pos;
        let geo = pos.geometry();
        for cell in pos.empty_cells() {
            if let Some(digit) = pos.candidates(cell).single_digit() {
                let parent = self.last_removal(geo.n(), |d| Candidate { cell, digit: d });
                return Some(Fact {
                    candidate: Candidate { cell, digit },
                    truth: true,
                    parent,
                    why: Why::NakedSingle,
                });
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
            let single = once & !twice;
            if single == 0 {
                continue;
            }
            let digit = single.trailing_zeros() as Digit + 1;
            let only = cells
                .iter()
                .copied()
                .find(|&c| pos.candidates(c).contains(digit))?;
            let parent = self.last_removal(cells.len(), |i| Candidate {
                cell: cells[i as usize - 1],
                digit,
            });
            return Some(Fact {
                candidate: Candidate { cell: only, digit },
                truth: true,
                parent,
                why: Why::HiddenSingle(group),
            });
        }
        None
    }

    /// The latest removal among `count` candidates named by `candidate(1..=count)`.
    fn last_removal(&self, count: usize, candidate: impl Fn(Digit) -> Candidate) -> Option<usize> {
        (1..=count as Digit)
            .filter_map(|i| self.tracker.false_fact(candidate(i)))
            .max()
    }

    /// A cell with no candidate or a digit with no place left, once singles stop.
    fn check(&self) -> Option<Broken> {
        let pos = &self.pos;
        let geo = pos.geometry();
        let n = geo.n();
        for cell in pos.empty_cells() {
            if pos.candidates(cell).is_empty() {
                let fact = self.last_removal(n, |d| Candidate { cell, digit: d })?;
                return Some(Broken::EmptyCell { cell, fact });
            }
        }
        for group in 0..geo.group_count() {
            let cells = geo.group_cells(group);
            for digit in 1..=n as Digit {
                let open = cells
                    .iter()
                    .any(|&c| pos.value(c) == digit || pos.candidates(c).contains(digit));
                if !open {
                    let fact = self.last_removal(cells.len(), |i| Candidate {
                        cell: cells[i as usize - 1],
                        digit,
                    })?;
                    return Some(Broken::NoPlace { group, digit, fact });
                }
            }
        }
        None
    }
}
