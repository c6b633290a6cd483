//! What forcing chains and nets conclude (SPEC §2.1), from one branch per
//! candidate taken as true:
//! - **contradiction**: a candidate whose branch breaks down is eliminated;
//! - **cell**: what every candidate of one cell forces in common holds;
//! - **group**: what every place of a digit in one group forces in common holds.
//!
//! One instance per conclusion: per broken candidate, and per fact that all
//! candidates of a cell, or all places of a digit in a group, force in common
//! (an elimination that a common placement already implies is left to that
//! placement). Each explanation follows every branch to its one conclusion, and
//! the rating counts one step per conclusion applied, as a solver working by hand
//! would (SPEC §2.1 speaks of "the same placement or elimination").
//!
//! A branch that breaks down cannot be the truth, so it is left out of the
//! common part (when every branch of a cell or group breaks down, the position
//! has no solution: no instance).

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

/// Every conclusion of the branches, as instances of `technique`, in canonical order.
pub fn conclusions(technique: TechniqueId, pos: &Position, branches: &Branches) -> Vec<Instance> {
    let mut out = Vec::new();
    for (&candidate, branch) in branches {
        out.extend(contradiction(technique, candidate, branch));
    }
    for cell in pos.empty_cells() {
        let sources: Vec<Candidate> = pos
            .candidates(cell)
            .iter()
            .map(|digit| Candidate { cell, digit })
            .collect();
        let skip = |c: Candidate| c.cell == cell;
        let key = (pos.candidates(cell), Vec::new(), vec![cell]);
        out.extend(common(technique, pos, branches, &sources, &skip, key));
    }
    let geo = pos.geometry();
    for group in 0..geo.group_count() {
        for digit in 1..=geo.n() as Digit {
            let places: Vec<Cell> = geo
                .group_cells(group)
                .iter()
                .copied()
                .filter(|&c| pos.candidates(c).contains(digit))
                .collect();
            if places.len() < 2 {
                continue;
            }
            let sources: Vec<Candidate> = places
                .iter()
                .map(|&cell| Candidate { cell, digit })
                .collect();
            let skip = |c: Candidate| c.digit == digit && places.contains(&c.cell);
            let key = (DigitSet::single(digit), vec![group], places.clone());
            out.extend(common(technique, pos, branches, &sources, &skip, key));
        }
    }
    sort_canonical(&mut out);
    out
}

/// The elimination of a candidate whose branch breaks down.
fn contradiction(
    technique: TechniqueId,
    candidate: Candidate,
    branch: &Branch,
) -> Option<Instance> {
    let pattern = Pattern::Forcing {
        branches: vec![Trail::broken(candidate, branch)?],
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

/// What the branches of `sources` force in common (facts about the sources
/// themselves, which `skip` names, excepted): one instance per conclusion, each
/// explained by the trail of every live branch to it.
fn common(
    technique: TechniqueId,
    pos: &Position,
    branches: &Branches,
    sources: &[Candidate],
    skip: &dyn Fn(Candidate) -> bool,
    (digits, groups, cells): Key,
) -> Vec<Instance> {
    let live: Vec<(&Candidate, &Branch)> = sources
        .iter()
        .filter_map(|s| branches.get(s).map(|b| (s, b)))
        .filter(|(_, b)| b.broken.is_none())
        .collect();
    let Some((first, rest)) = live.split_first() else {
        return Vec::new();
    };
    // Count each (candidate, truth) over the other live branches; a fact of the
    // first branch counted in all of them is common.
    let n = pos.n();
    let slot = |c: Candidate, truth: bool| {
        (c.cell as usize * n + c.digit as usize - 1) * 2 + usize::from(truth)
    };
    let mut counts = vec![0u16; pos.geometry().cell_count() * n * 2];
    for (_, branch) in rest {
        for fact in &branch.facts {
            counts[slot(fact.candidate, fact.truth)] += 1;
        }
    }
    // Each fact counted once per branch, so a count of `rest.len()` means every
    // other live branch forces it too.
    let shared: Vec<(Candidate, bool)> = first
        .1
        .facts
        .iter()
        .filter(|f| !skip(f.candidate) && counts[slot(f.candidate, f.truth)] as usize == rest.len())
        .map(|f| (f.candidate, f.truth))
        .collect();
    let (placements, eliminations) = split(pos, &shared);
    let conclusions = placements
        .iter()
        .map(|&p| (p, true))
        .chain(eliminations.iter().map(|&e| (e, false)));
    conclusions
        .filter_map(|(fact, truth)| {
            let shown = Candidate {
                cell: fact.cell,
                digit: fact.digit,
            };
            // Every source in order: a live branch followed to the conclusion,
            // a broken one to its contradiction.
            let mut trails = Vec::with_capacity(sources.len());
            for &source in sources {
                let Some(branch) = branches.get(&source) else {
                    continue;
                };
                trails.push(match Trail::broken(source, branch) {
                    Some(trail) => trail,
                    None => Trail::reached(source, branch, branch.find(shown, truth)?),
                });
            }
            let conclusion = Conclusion::EitherWay(first.1.facts[first.1.find(shown, truth)?]);
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
