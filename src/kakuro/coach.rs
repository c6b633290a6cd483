//! The Kakuro coach (SPEC §3–§4 applied to §8): the same model as Sudoku's.
//!
//! - The *start* of a puzzle is its givens with the pencil marks a player writes
//!   first: each empty cell's digits of its runs' combinations ([`start`]); that is
//!   Kakuro's basic filtering, as the game's computed marks are.
//! - The *automatic step* places every single candidate (a placed digit leaves its
//!   runs' other cells), repeated; single candidates are never counted or scored.
//! - **Simplest first** tries the enabled techniques by score, then table order,
//!   and applies the first one's largest-effect instance (ties to the first in
//!   canonical order), then the automatic step, until solved or stuck.
//! - The **score** is Σ Nᵢ × Dᵢ, or `***` when stuck; the counts Nᵢ are the
//!   remaining counts. **Most effective** and the **general hint** take the
//!   largest-effect instance over the techniques no harder than the hardest one
//!   Simplest first needs from the position (all when it is stuck).
//! - The **hardest set** drops techniques from the hardest down while Simplest
//!   first still solves.
//!
//! A position that breaks a run (a repeated digit, a sum missed) or leaves a cell
//! without a candidate is a contradiction: no hint, and rating stops there.

use super::format::KakuroPuzzle;
use super::hints::{KakuroHint, KakuroHintOutcome, apply_hint};
use super::position::KakuroPosition;
use super::scores::KakuroScores;
use super::techniques::KakuroTechnique;
use crate::rating::hardest::without_the_unneeded;

const COUNT: usize = KakuroTechnique::ALL.len();

/// How a run of a strategy ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// Every cell filled, every run right.
    Solved,
    /// No enabled technique applies.
    Stuck,
    /// A run broke or a cell lost its last candidate.
    Contradiction,
}

/// What a strategy did from a position.
#[derive(Clone, Debug)]
pub struct KakuroRun {
    /// How often each technique was applied, by table index.
    pub counts: [u32; COUNT],
    /// How it ended.
    pub end: End,
    /// The technique steps applied, in order (the automatic steps left out).
    pub steps: Vec<KakuroHint>,
    /// The position reached.
    pub position: KakuroPosition,
}

impl KakuroRun {
    /// How many times a technique was applied.
    pub fn count(&self, t: KakuroTechnique) -> u32 {
        self.counts[t.index()]
    }

    /// The hardest technique applied: the last in Simplest-first order with a count.
    pub fn hardest(&self, scores: &KakuroScores) -> Option<KakuroTechnique> {
        scores
            .order()
            .into_iter()
            .rev()
            .find(|&t| self.count(t) > 0)
    }
}

/// A puzzle's start: its givens, and in every empty cell the digits its runs'
/// combinations allow.
pub fn start(puzzle: &KakuroPuzzle) -> KakuroPosition {
    let mut position = KakuroPosition::new(puzzle.grid.clone(), &puzzle.givens);
    position.reset_candidates();
    position
}

/// Whether the position breaks a run or leaves an empty cell without a candidate.
pub fn broken(position: &KakuroPosition) -> bool {
    !position.conflicts().is_empty()
        || position
            .empty_cells()
            .any(|c| position.candidates(c).is_empty())
}

/// Places every single candidate, repeated; returns how the position stands.
fn automatic(position: &mut KakuroPosition) -> Option<End> {
    loop {
        if broken(position) {
            return Some(End::Contradiction);
        }
        if position.empty_cells().next().is_none() {
            return Some(End::Solved);
        }
        let singles: Vec<usize> = position
            .empty_cells()
            .filter(|&c| position.candidates(c).len() == 1)
            .collect();
        if singles.is_empty() {
            return None;
        }
        for cell in singles {
            // An earlier placement of this sweep may have emptied the cell: the
            // check at the top of the loop reports it.
            if let Some(d) = position.candidates(cell).single_digit() {
                position.place(cell, d);
            }
        }
    }
}

/// The largest-effect instance of a technique (ties to the first found).
fn largest(position: &KakuroPosition, found: Vec<KakuroHint>) -> Option<(usize, KakuroHint)> {
    let mut best: Option<(usize, KakuroHint)> = None;
    for h in found {
        let e = h.effect(position);
        if best.as_ref().is_none_or(|(b, _)| e > *b) {
            best = Some((e, h));
        }
    }
    best
}

/// The largest-effect instance of the first technique in `order` that has one.
fn first_found(position: &KakuroPosition, order: &[KakuroTechnique]) -> Option<KakuroHint> {
    order
        .iter()
        .find_map(|&t| largest(position, t.find(position)).map(|(_, h)| h))
}

/// The largest-effect instance over `order`; ties to the earlier technique.
fn most_effective_instance(
    position: &KakuroPosition,
    order: &[KakuroTechnique],
) -> Option<KakuroHint> {
    let mut best: Option<(usize, KakuroHint)> = None;
    for &t in order {
        if let Some((e, h)) = largest(position, t.find(position))
            && best.as_ref().is_none_or(|(b, _)| e > *b)
        {
            best = Some((e, h));
        }
    }
    best.map(|(_, h)| h)
}

/// Runs from a position, applying what `pick` finds after each automatic step.
fn run_with(
    position: &KakuroPosition,
    mut pick: impl FnMut(&KakuroPosition) -> Option<KakuroHint>,
) -> KakuroRun {
    let mut run = KakuroRun {
        counts: [0; COUNT],
        end: End::Stuck,
        steps: Vec::new(),
        position: position.clone(),
    };
    loop {
        if let Some(end) = automatic(&mut run.position) {
            run.end = end;
            return run;
        }
        let Some(step) = pick(&run.position) else {
            return run;
        };
        apply_hint(&mut run.position, &step);
        run.counts[step.technique.index()] += 1;
        run.steps.push(step);
    }
}

/// Simplest first from a position.
pub fn simplest_first(position: &KakuroPosition, scores: &KakuroScores) -> KakuroRun {
    let order = scores.order();
    run_with(position, |pos| first_found(pos, &order))
}

/// The techniques no harder than the hardest one Simplest first applies from the
/// position (every enabled one when it does not solve), in Simplest-first order.
pub fn cap(position: &KakuroPosition, scores: &KakuroScores) -> Vec<KakuroTechnique> {
    cap_of(&simplest_first(position, scores), scores)
}

/// The cap read off a Simplest-first run already made from the position: the
/// techniques no harder than the hardest one it applied (every enabled one when
/// it did not solve), in Simplest-first order.
pub fn cap_of(run: &KakuroRun, scores: &KakuroScores) -> Vec<KakuroTechnique> {
    let mut order = scores.order();
    if run.end == End::Solved {
        let needed = order.iter().rposition(|&t| run.count(t) > 0);
        order.truncate(needed.map_or(0, |hardest| hardest + 1));
    }
    order
}

/// Most effective (without guessing, as ratings use it), capped once at the start.
pub fn most_effective(position: &KakuroPosition, scores: &KakuroScores) -> KakuroRun {
    let order = cap(position, scores);
    run_with(position, |pos| most_effective_instance(pos, &order))
}

/// Why there is no hint, or `None` when the position is open.
fn closed(position: &KakuroPosition) -> Option<KakuroHintOutcome> {
    if position.is_solved() {
        return Some(KakuroHintOutcome::Solved);
    }
    broken(position).then_some(KakuroHintOutcome::Stuck {
        contradiction: true,
    })
}

fn outcome(found: Option<KakuroHint>) -> KakuroHintOutcome {
    found.map_or(
        KakuroHintOutcome::Stuck {
            contradiction: false,
        },
        KakuroHintOutcome::Hint,
    )
}

/// The simplest hint: a single candidate first (largest effect), else the first
/// step Simplest first would take.
pub fn simplest_hint(position: &KakuroPosition, scores: &KakuroScores) -> KakuroHintOutcome {
    if let Some(done) = closed(position) {
        return done;
    }
    let mut order = vec![KakuroTechnique::SingleCandidate];
    order.extend(scores.order());
    outcome(first_found(position, &order))
}

/// The general hint: the largest-effect instance over single candidates and the
/// techniques no harder than Simplest first needs from the position as it stands.
pub fn general_hint(position: &KakuroPosition, scores: &KakuroScores) -> KakuroHintOutcome {
    general_hint_within(position, &cap(position, scores))
}

/// The general hint under a cap already worked out ([`cap_of`]): the
/// largest-effect instance over single candidates and the techniques of `cap`.
pub fn general_hint_within(
    position: &KakuroPosition,
    cap: &[KakuroTechnique],
) -> KakuroHintOutcome {
    if let Some(done) = closed(position) {
        return done;
    }
    let mut order = vec![KakuroTechnique::SingleCandidate];
    order.extend_from_slice(cap);
    outcome(most_effective_instance(position, &order))
}

/// The fewest hard techniques a position needs, with their counts under the
/// reduced set, and the reduced scores; `None` when Simplest first is stuck.
pub fn hardest_set(
    position: &KakuroPosition,
    scores: &KakuroScores,
) -> Option<(Vec<(KakuroTechnique, u32)>, KakuroScores)> {
    if simplest_first(position, scores).end != End::Solved {
        return None;
    }
    let kept = without_the_unneeded(
        scores,
        scores.order(),
        |s, t| s.set(t, 0),
        |s| simplest_first(position, s).end == End::Solved,
    );
    let run = simplest_first(position, &kept);
    let set = kept
        .order()
        .into_iter()
        .map(|t| (t, run.count(t)))
        .collect();
    Some((set, kept))
}

/// The simplest hint on a position under the default scores: a single candidate
/// first, else the first step Simplest first would take.
pub fn hint(position: &KakuroPosition) -> KakuroHintOutcome {
    simplest_hint(position, &KakuroScores::default())
}

/// Every instance of every technique on the position, in table order (the
/// disabled ones left out), each technique's instances in canonical order.
pub fn all_hints(position: &KakuroPosition) -> Vec<KakuroHint> {
    if broken(position) {
        return Vec::new();
    }
    let scores = KakuroScores::default();
    KakuroTechnique::ALL
        .into_iter()
        .filter(|&t| t == KakuroTechnique::SingleCandidate || scores.enabled(t))
        .flat_map(|t| t.find(position))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kakuro::read_kakuro;

    /// Solution 7 9 6 / 3 8 9.
    const THREE: &str = "#   10\\ 17\\ 15\\\n\\22 .   .   .\n\\20 .   .   .\n";

    fn three() -> KakuroPosition {
        start(&read_kakuro(THREE, "hand").expect("readable"))
    }

    #[test]
    fn simplest_first_scores_and_counts_what_it_applied() {
        let scores = KakuroScores::default();
        let run = simplest_first(&three(), &scores);
        assert_eq!(run.end, End::Solved);
        assert_eq!(run.position.values(), &[7, 9, 6, 3, 8, 9]);
        let counted: u32 = run.counts.iter().sum();
        assert_eq!(counted as usize, run.steps.len());
        assert_eq!(run.count(KakuroTechnique::SingleCandidate), 0);
        assert!(scores.total(&run.counts) > 0);
    }

    #[test]
    fn most_effective_and_the_general_hint_stay_under_the_cap() {
        let scores = KakuroScores::default();
        let position = three();
        let capped = cap(&position, &scores);
        let run = most_effective(&position, &scores);
        assert_eq!(run.end, End::Solved);
        assert!(run.steps.iter().all(|s| capped.contains(&s.technique)));
        match general_hint(&position, &scores) {
            KakuroHintOutcome::Hint(h) => assert!(capped.contains(&h.technique)),
            other => panic!("expected a hint, got {other:?}"),
        }
    }

    #[test]
    fn the_hardest_set_keeps_only_what_is_needed() {
        let scores = KakuroScores::default();
        let position = three();
        let (set, kept) = hardest_set(&position, &scores).expect("solvable");
        assert!(!set.is_empty());
        assert_eq!(simplest_first(&position, &kept).end, End::Solved);
        for &(t, _) in &set {
            let mut without = kept.clone();
            without.set(t, 0);
            assert_ne!(
                simplest_first(&position, &without).end,
                End::Solved,
                "{t:?}"
            );
        }
    }

    #[test]
    fn a_broken_position_has_no_hint() {
        let mut position = three();
        position.place(0, 9);
        position.place(3, 9);
        assert_eq!(
            simplest_hint(&position, &KakuroScores::default()),
            KakuroHintOutcome::Stuck {
                contradiction: true
            }
        );
    }
}
