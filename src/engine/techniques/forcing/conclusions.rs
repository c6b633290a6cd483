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

use std::collections::BTreeMap;

use super::branch::{Branch, Candidate};
use super::trail::{Conclusion, Trail};
use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::geometry::GroupIndex;
use crate::engine::instance::{CellDigit, Instance, sort_canonical};
use crate::engine::pattern::Pattern;
use crate::engine::position::Position;
use crate::engine::technique::TechniqueId;

/// Every candidate's branch, by candidate.
pub type Branches = BTreeMap<Candidate, Branch>;

/// Each broken branch's proof of its contradiction, by candidate: traced once
/// and shared by every instance that shows the branch.
type Broken = BTreeMap<Candidate, Trail>;

/// Every conclusion of the branches, as instances of `technique`, in canonical order.
pub fn conclusions(technique: TechniqueId, pos: &Position, branches: &Branches) -> Vec<Instance> {
    let broken: Broken = branches
        .iter()
        .filter_map(|(&c, b)| Some((c, Trail::broken(pos, c, b)?)))
        .collect();
    let mut out: Vec<Instance> = broken
        .iter()
        .filter_map(|(&candidate, trail)| contradiction(technique, candidate, trail))
        .collect();
    for cell in pos.empty_cells() {
        let sources: Vec<Candidate> = pos
            .candidates(cell)
            .iter()
            .map(|digit| Candidate { cell, digit })
            .collect();
        let skip = |c: Candidate| c.cell == cell;
        let key = (pos.candidates(cell), Vec::new(), vec![cell]);
        let found = (branches, &broken);
        out.extend(from_sources(technique, pos, found, &sources, &skip, key));
    }
    let geo = pos.geometry();
    for group in 0..geo.group_count() {
        let cells = geo.group_cells(group);
        for digit in 1..=geo.n() as Digit {
            if cells.iter().any(|&c| pos.value(c) == digit) {
                continue;
            }
            let places: Vec<Cell> = cells
                .iter()
                .copied()
                .filter(|&c| pos.candidates(c).contains(digit))
                .collect();
            let sources: Vec<Candidate> = places
                .iter()
                .map(|&cell| Candidate { cell, digit })
                .collect();
            let skip = |c: Candidate| c.digit == digit && places.contains(&c.cell);
            let key = (DigitSet::single(digit), vec![group], places.clone());
            let found = (branches, &broken);
            out.extend(from_sources(technique, pos, found, &sources, &skip, key));
        }
    }
    sort_canonical(&mut out);
    out
}

/// The elimination of a candidate whose branch breaks down.
fn contradiction(technique: TechniqueId, candidate: Candidate, trail: &Trail) -> Option<Instance> {
    let pattern = Pattern::Forcing {
        branches: vec![trail.clone()],
        conclusion: Conclusion::NotSo(candidate),
    };
    Instance::elimination(
        technique,
        pattern,
        DigitSet::single(candidate.digit),
        Vec::new(),
        vec![candidate.cell],
        vec![CellDigit {
            cell: candidate.cell,
            digit: candidate.digit,
        }],
    )
}

/// An instance's key: digits, groups and pattern cells.
type Key = (DigitSet, Vec<GroupIndex>, Vec<Cell>);

/// What the branches of `sources` (all candidates of a cell, or all places of
/// a digit in a group) prove: the one live source when all others break down,
/// else what the live ones force in common; nothing for fewer than two sources.
fn from_sources(
    technique: TechniqueId,
    pos: &Position,
    (branches, broken): (&Branches, &Broken),
    sources: &[Candidate],
    skip: &dyn Fn(Candidate) -> bool,
    key: Key,
) -> Vec<Instance> {
    if sources.len() < 2 {
        return Vec::new();
    }
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
        [(placed, _)] => goes(technique, pos, broken, sources, *placed, key)
            .into_iter()
            .collect(),
        _ => common(technique, pos, (broken, &followed), &live, skip, key),
    }
}

/// The placement of `placed`, the one source whose branch does not break down.
fn goes(
    technique: TechniqueId,
    pos: &Position,
    broken: &Broken,
    sources: &[Candidate],
    placed: Candidate,
    (digits, groups, cells): Key,
) -> Option<Instance> {
    let branches = sources
        .iter()
        .filter(|&&s| s != placed)
        .map(|s| broken.get(s).cloned())
        .collect::<Option<Vec<Trail>>>()?;
    let mut instance = Instance {
        technique,
        digits,
        groups,
        cells,
        pattern: Pattern::Forcing {
            branches,
            conclusion: Conclusion::Goes(placed),
        },
        placements: vec![CellDigit {
            cell: placed.cell,
            digit: placed.digit,
        }],
        eliminations: Vec::new(),
        effect: 0,
    };
    instance.effect = instance.live_effect(pos);
    Some(instance)
}

/// What the live branches force in common (facts about the sources
/// themselves, which `skip` names, excepted): one instance per conclusion, each
/// proved by every live branch traced back from it and every broken one from
/// its contradiction.
fn common(
    technique: TechniqueId,
    pos: &Position,
    (broken, followed): (&Broken, &[(Candidate, &Branch)]),
    live: &[(Candidate, &Branch)],
    skip: &dyn Fn(Candidate) -> bool,
    (digits, groups, cells): Key,
) -> Vec<Instance> {
    let Some(((_, first), rest)) = live.split_first() else {
        return Vec::new();
    };
    let shared: Vec<(Candidate, bool)> = first
        .facts
        .iter()
        .filter(|f| !skip(f.candidate))
        .filter(|f| {
            rest.iter()
                .all(|(_, b)| b.find(f.candidate, f.truth).is_some())
        })
        .map(|f| (f.candidate, f.truth))
        .collect();
    let (placements, eliminations) = split(pos, &shared);
    let concluded = placements
        .iter()
        .map(|&p| (p, true))
        .chain(eliminations.iter().map(|&e| (e, false)));
    concluded
        .filter_map(|(fact, truth)| {
            let shown = Candidate {
                cell: fact.cell,
                digit: fact.digit,
            };
            let mut trails = Vec::with_capacity(followed.len());
            for &(source, branch) in followed {
                trails.push(match broken.get(&source) {
                    Some(trail) => trail.clone(),
                    None => Trail::reached(pos, source, branch, branch.find(shown, truth)?),
                });
            }
            let conclusion = Conclusion::EitherWay(first.facts[first.find(shown, truth)?]);
            let (placements, eliminations) = if truth {
                (vec![fact], Vec::new())
            } else {
                (Vec::new(), vec![fact])
            };
            let mut instance = Instance {
                technique,
                digits,
                groups: groups.clone(),
                cells: cells.clone(),
                pattern: Pattern::Forcing {
                    branches: trails,
                    conclusion,
                },
                placements,
                eliminations,
                effect: 0,
            };
            instance.effect = instance.live_effect(pos);
            Some(instance)
        })
        .collect()
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
