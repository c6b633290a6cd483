//! What forcing chains and nets conclude (SPEC §2.1), from one branch per
//! candidate taken as true:
//! - **contradiction**: a candidate whose branch breaks down is eliminated
//!   (`so r1c4 is not 7`), its proof the branch traced back from its
//!   contradiction;
//! - **cannot go**: when every branch of a cell, or of a digit's places in a
//!   group, but one breaks down, the instance is that one placement
//!   (`1 cannot go in r3c7: …; nor in r3c8: …; so 1 goes in r3c9`), its proof
//!   the broken branches' contradictions;
//! - **either way**: otherwise, what every live branch of a cell or group forces
//!   in common holds; its proof is each live branch traced back from that fact
//!   and each broken one from its contradiction.
//!
//! One instance per conclusion: per broken candidate, per "cannot go"
//! placement, and per fact the live branches force in common (an elimination
//! that a common placement already implies is left to that placement). A source
//! cell with one candidate, or a digit with one place in the group (or already
//! placed there), is degenerate and gives no instance; so does a cell or group
//! whose every branch breaks down (the position has no solution). The rating
//! counts one step per conclusion applied, as a solver working by hand would.
//!
//! Each conclusion is first a [`Draft`]: the instance without its proof, the
//! size that proof will have, and which branch facts to trace. Every
//! instance ([`conclusions`]) writes out every draft's proof; the instance
//! *smallest first* picks ([`chosen`], SPEC §2) writes out only the chosen
//! one's, so a rating run does not trace the hundreds of proofs it never shows.

use std::collections::BTreeMap;
use std::ops::ControlFlow;

use super::branch::{Branch, Candidate, ProofScratch};
use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::geometry::GroupIndex;
use crate::engine::instance::{CellDigit, Instance};
use crate::engine::pattern::Pattern;
use crate::engine::pattern::forcing::{Conclusion, Trail};
use crate::engine::position::Position;
use crate::engine::technique::TechniqueId;

/// Every candidate's branch, by candidate.
pub type Branches = BTreeMap<Candidate, Branch>;

/// Every conclusion of the branches, as instances of `technique`, in canonical order.
pub fn conclusions(technique: TechniqueId, pos: &Position, branches: &Branches) -> Vec<Instance> {
    let mut all = Vec::new();
    each_conclusion(technique, pos, branches, &mut |instance| {
        all.push(instance);
        ControlFlow::Continue(())
    });
    all
}

/// [`conclusions`] handed to `emit` one at a time, each proof written out only
/// when its instance is handed over, so memory holds the drafts (instances
/// without proofs) and one proof at a time; stops when `emit` breaks.
pub fn each_conclusion(
    technique: TechniqueId,
    pos: &Position,
    branches: &Branches,
    emit: &mut dyn FnMut(Instance) -> ControlFlow<()>,
) {
    let mut trails = TrailCache::default();
    for draft in drafts(technique, pos, branches) {
        if emit(draft.write_out(pos, branches, &mut trails)).is_break() {
            return;
        }
    }
}

/// The instance that [`choose`](crate::engine::techniques::choose) picks among
/// [`conclusions`]: the smallest proof, then the largest effect, then the
/// first in canonical order; only its proof is traced.
pub fn chosen(technique: TechniqueId, pos: &Position, branches: &Branches) -> Option<Instance> {
    let drafts = drafts(technique, pos, branches);
    // `min_by_key` keeps the first of equal minima, as `choose` does.
    let best = drafts
        .into_iter()
        .min_by_key(|d| (d.size, std::cmp::Reverse(d.instance.effect)))?;
    Some(best.write_out(pos, branches, &mut TrailCache::default()))
}

/// Where one branch of a proof ends: its contradiction, or a fact it reached.
#[derive(Copy, Clone)]
enum Traced {
    Broken,
    Reached(usize),
}

/// A conclusion whose proof is not written out yet: the instance with no
/// branches, its proof's size, and the branches to trace (source and end).
struct Draft {
    instance: Instance,
    size: usize,
    proof: Vec<(Candidate, Traced)>,
}

impl Draft {
    /// The instance with its proof traced.
    fn write_out(self, pos: &Position, branches: &Branches, trails: &mut TrailCache) -> Instance {
        let mut instance = self.instance;
        let written: Vec<Trail> = self
            .proof
            .iter()
            .map(|&(source, traced)| {
                let branch = &branches[&source];
                match traced {
                    Traced::Broken => trails.broken(pos, source, branch),
                    Traced::Reached(index) => branch.trail_to(pos, source, index),
                }
            })
            .collect();
        if let Pattern::Forcing { branches, .. } = &mut instance.pattern {
            *branches = written;
        }
        debug_assert_eq!(instance.size(), self.size, "a draft's size is its proof's");
        instance
    }
}

/// Broken branches' proofs, traced once and shared by every instance that shows them.
#[derive(Default)]
struct TrailCache(BTreeMap<Candidate, Trail>);

impl TrailCache {
    fn broken(&mut self, pos: &Position, source: Candidate, branch: &Branch) -> Trail {
        self.0
            .entry(source)
            .or_insert_with(|| branch.broken_trail(pos, source).expect("a broken branch"))
            .clone()
    }
}

/// The size of each broken branch's proof of its contradiction, by candidate.
type Broken = BTreeMap<Candidate, usize>;

/// Every conclusion as a draft, in canonical order (a stable sort keeps the
/// order found among equal keys).
fn drafts(technique: TechniqueId, pos: &Position, branches: &Branches) -> Vec<Draft> {
    let mut scratch = ProofScratch::default();
    let broken: Broken = branches
        .iter()
        .filter_map(|(&c, b)| Some((c, b.contradiction_size(pos, &mut scratch)?)))
        .collect();
    let mut out: Vec<Draft> = broken
        .iter()
        .filter_map(|(&candidate, &size)| contradiction(technique, candidate, size))
        .collect();
    let mut found = Found {
        technique,
        pos,
        branches,
        broken: &broken,
        scratch,
    };
    let _ = each_source_set(pos, |origin, sources| {
        let drafts = match origin {
            Origin::Cell(cell) => {
                let skip = |c: Candidate| c.cell == cell;
                let key = (pos.candidates(cell), Vec::new(), vec![cell]);
                found.drafts_of(sources, &skip, key)
            }
            Origin::Group(group, digit) => {
                let places: Vec<Cell> = sources.iter().map(|s| s.cell).collect();
                let skip = |c: Candidate| c.digit == digit && places.contains(&c.cell);
                let key = (DigitSet::single(digit), vec![group], places.clone());
                found.drafts_of(sources, &skip, key)
            }
        };
        out.extend(drafts);
        ControlFlow::Continue(())
    });
    out.sort_by(|a, b| a.instance.cmp_canonical(&b.instance));
    out
}

/// Where a set of sources comes from.
#[derive(Copy, Clone, Debug)]
pub(super) enum Origin {
    /// The candidates of an empty cell.
    Cell(Cell),
    /// The places of a digit not yet placed in a group.
    Group(GroupIndex, Digit),
}

/// Hands `visit` every set of sources of `pos` (assumptions one of which is
/// true: what a "cannot go" or "either way" conclusion is drawn from), in the
/// order conclusions are drawn: each empty cell's candidates, then each
/// group's places of each digit not placed in it, each set ascending. Sets of
/// fewer than two sources are handed over too (they conclude nothing). Stops
/// when `visit` breaks.
pub(super) fn each_source_set(
    pos: &Position,
    mut visit: impl FnMut(Origin, &[Candidate]) -> ControlFlow<()>,
) -> ControlFlow<()> {
    let mut sources = Vec::new();
    for cell in pos.empty_cells() {
        sources.clear();
        sources.extend(
            pos.candidates(cell)
                .iter()
                .map(|digit| Candidate { cell, digit }),
        );
        visit(Origin::Cell(cell), &sources)?;
    }
    let geo = pos.geometry();
    for group in 0..geo.group_count() {
        let cells = geo.group_cells(group);
        for digit in 1..=geo.n() as Digit {
            if cells.iter().any(|&c| pos.value(c) == digit) {
                continue;
            }
            sources.clear();
            sources.extend(
                cells
                    .iter()
                    .filter(|&&cell| pos.candidates(cell).contains(digit))
                    .map(|&cell| Candidate { cell, digit }),
            );
            visit(Origin::Group(group, digit), &sources)?;
        }
    }
    ControlFlow::Continue(())
}

/// The elimination of a candidate whose branch breaks down.
fn contradiction(technique: TechniqueId, candidate: Candidate, size: usize) -> Option<Draft> {
    let pattern = Pattern::Forcing {
        branches: Vec::new(),
        conclusion: Conclusion::NotSo(candidate),
    };
    let instance = Instance::elimination(
        technique,
        pattern,
        DigitSet::single(candidate.digit),
        Vec::new(),
        vec![candidate.cell],
        vec![CellDigit {
            cell: candidate.cell,
            digit: candidate.digit,
        }],
    )?;
    Some(Draft {
        instance,
        size,
        proof: vec![(candidate, Traced::Broken)],
    })
}

/// An instance's key: digits, groups and pattern cells.
type Key = (DigitSet, Vec<GroupIndex>, Vec<Cell>);

/// What the drafts of one position are made from.
struct Found<'a> {
    technique: TechniqueId,
    pos: &'a Position,
    branches: &'a Branches,
    broken: &'a Broken,
    scratch: ProofScratch,
}

impl Found<'_> {
    /// What the branches of `sources` (all candidates of a cell, or all places
    /// of a digit in a group) prove: the one live source when all others break
    /// down, else what the live ones force in common; nothing for fewer than
    /// two sources.
    fn drafts_of(
        &mut self,
        sources: &[Candidate],
        skip: &dyn Fn(Candidate) -> bool,
        key: Key,
    ) -> Vec<Draft> {
        if sources.len() < 2 {
            return Vec::new();
        }
        let branches = self.branches;
        let Some(followed) = sources
            .iter()
            .map(|s| branches.get(s).map(|b| (*s, b)))
            .collect::<Option<Vec<(Candidate, &Branch)>>>()
        else {
            return Vec::new();
        };
        let live: Vec<(Candidate, &Branch)> = followed
            .iter()
            .copied()
            .filter(|(_, b)| b.broken.is_none())
            .collect();
        match live.as_slice() {
            [] => Vec::new(),
            [(placed, _)] => self.goes(sources, *placed, key).into_iter().collect(),
            _ => self.common(&followed, &live, skip, key),
        }
    }

    /// The placement of `placed`, the one source whose branch does not break down.
    fn goes(
        &self,
        sources: &[Candidate],
        placed: Candidate,
        (digits, groups, cells): Key,
    ) -> Option<Draft> {
        let others: Vec<Candidate> = sources.iter().copied().filter(|&s| s != placed).collect();
        let size = others
            .iter()
            .map(|s| self.broken.get(s).copied())
            .sum::<Option<usize>>()?;
        let mut instance = Instance {
            technique: self.technique,
            digits,
            groups,
            cells,
            pattern: Pattern::Forcing {
                branches: Vec::new(),
                conclusion: Conclusion::Goes(placed),
            },
            placements: vec![CellDigit {
                cell: placed.cell,
                digit: placed.digit,
            }],
            eliminations: Vec::new(),
            effect: 0,
        };
        instance.effect = instance.live_effect(self.pos);
        let proof = others.into_iter().map(|s| (s, Traced::Broken)).collect();
        Some(Draft {
            instance,
            size,
            proof,
        })
    }

    /// What the live branches force in common (facts about the sources
    /// themselves, which `skip` names, excepted): one draft per conclusion,
    /// each proved by every live branch traced back from it and every broken
    /// one from its contradiction.
    fn common(
        &mut self,
        followed: &[(Candidate, &Branch)],
        live: &[(Candidate, &Branch)],
        skip: &dyn Fn(Candidate) -> bool,
        (digits, groups, cells): Key,
    ) -> Vec<Draft> {
        let Some((_, first)) = live.first() else {
            return Vec::new();
        };
        // The facts all live branches share are looked for among those of the
        // branch with the fewest: `split` orders them, so which branch is
        // walked does not change what is concluded.
        let Some((_, shortest)) = live.iter().min_by_key(|(_, b)| b.facts.len()) else {
            return Vec::new();
        };
        let shared: Vec<(Candidate, bool)> = shortest
            .facts
            .iter()
            .filter(|f| !skip(f.candidate))
            .filter(|f| {
                live.iter()
                    .filter(|(_, b)| !std::ptr::eq(*b, *shortest))
                    .all(|(_, b)| b.find(f.candidate, f.truth).is_some())
            })
            .map(|f| (f.candidate, f.truth))
            .collect();
        let (placements, eliminations) = split(self.pos, &shared);
        let concluded: Vec<(CellDigit, bool)> = placements
            .iter()
            .map(|&p| (p, true))
            .chain(eliminations.iter().map(|&e| (e, false)))
            .collect();
        let mut out = Vec::with_capacity(concluded.len());
        for (fact, truth) in concluded {
            let shown = Candidate {
                cell: fact.cell,
                digit: fact.digit,
            };
            let Some(draft) =
                self.either_way(followed, first, (shown, truth), &digits, &groups, &cells)
            else {
                continue;
            };
            out.push(draft);
        }
        out
    }

    /// The draft of one fact that every live branch forces.
    fn either_way(
        &mut self,
        followed: &[(Candidate, &Branch)],
        first: &Branch,
        (shown, truth): (Candidate, bool),
        digits: &DigitSet,
        groups: &[GroupIndex],
        cells: &[Cell],
    ) -> Option<Draft> {
        let mut size = 0;
        let mut proof = Vec::with_capacity(followed.len());
        for &(source, branch) in followed {
            match self.broken.get(&source) {
                Some(&broken) => {
                    size += broken;
                    proof.push((source, Traced::Broken));
                }
                None => {
                    let index = branch.find(shown, truth)?;
                    size += branch.proof_size(self.pos, &[index], &mut self.scratch);
                    proof.push((source, Traced::Reached(index)));
                }
            }
        }
        let conclusion = Conclusion::EitherWay(first.facts[first.find(shown, truth)?]);
        let fact = CellDigit {
            cell: shown.cell,
            digit: shown.digit,
        };
        let (placements, eliminations) = if truth {
            (vec![fact], Vec::new())
        } else {
            (Vec::new(), vec![fact])
        };
        let mut instance = Instance {
            technique: self.technique,
            digits: *digits,
            groups: groups.to_vec(),
            cells: cells.to_vec(),
            pattern: Pattern::Forcing {
                branches: Vec::new(),
                conclusion,
            },
            placements,
            eliminations,
            effect: 0,
        };
        instance.effect = instance.live_effect(self.pos);
        Some(Draft {
            instance,
            size,
            proof,
        })
    }
}

/// The placements the shared facts make, and the eliminations they make that
/// those placements do not already imply.
fn split(pos: &Position, shared: &[(Candidate, bool)]) -> (Vec<CellDigit>, Vec<CellDigit>) {
    let geo = pos.geometry();
    let mut placements: Vec<CellDigit> = shared
        .iter()
        .filter(|(_, truth)| *truth)
        .map(|(c, _)| CellDigit {
            cell: c.cell,
            digit: c.digit,
        })
        .collect();
    placements.sort_unstable();
    placements.dedup_by_key(|p| p.cell);
    let implied = |c: &Candidate| {
        placements.iter().any(|p| {
            (p.cell == c.cell && p.digit != c.digit)
                || (p.digit == c.digit && geo.sees(p.cell, c.cell))
        })
    };
    let mut eliminations: Vec<CellDigit> = shared
        .iter()
        .filter(|(c, truth)| !*truth && !implied(c))
        .map(|(c, _)| CellDigit {
            cell: c.cell,
            digit: c.digit,
        })
        .collect();
    eliminations.sort_unstable_by_key(|e| (e.digit, e.cell));
    (placements, eliminations)
}
