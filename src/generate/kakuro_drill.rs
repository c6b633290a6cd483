//! Kakuro drills (SPEC §8 with the drill of §9 `generate --kakuro --requires ID
//! --drill` and §10): a generated Kakuro opened at the first position where the
//! simplest Kakuro hint is one chosen technique, so a player practises it at once.
//!
//! The walk is the Kakuro coach's own, as for Sudoku ([`super::drill`]): from
//! the puzzle's start (every empty cell holding what its runs' combinations
//! allow), the simplest hint — a single candidate first, then the enabled
//! techniques in Simplest-first order ([`simplest_hint`]) — is applied one hint
//! at a time until the simplest hint is the technique drilled. After each hint
//! every empty cell's candidates are also narrowed to what its runs leave open
//! with the digits placed so far, as the game's coach reads a position (its
//! marks intersected with the open digits), so the drill position is exactly the
//! one the game hints from once the steps are applied. The single
//! candidate, automatic in Simplest first, is drilled at the first position that
//! has one.
//!
//! **Subsumed techniques**, as for Sudoku's colours ([`super::drill`]): two
//! Kakuro techniques are never the simplest hint, because a simpler one makes
//! their deduction first in the game's reading of a position. The last free
//! cell's digit is the only one its runs leave open, so the cell is already a
//! single candidate; and a combination intersection's combinations are already
//! gone from the remaining combinations (which keep only those that leave each
//! cell a candidate), so combination digits removes the same digits first. Each
//! has an *entry* ([`kakuro_subsumed_by`]: the single candidate, combination
//! digits), and the drill's coach ([`kakuro_drill_hint`]) gives the drilled
//! technique's own instance (its largest effect) wherever the simplest hint
//! would be the entry or harder; the walk applies the drill's coach's hints
//! until its hint is the technique. The game's coach hints the same way while
//! such a drill is open. For every other technique the drill is exactly the
//! first position whose simplest hint it is.
//!
//! Choices where the spec leaves room: a drill try is a `generate --kakuro` try
//! ([`try_kakuro`], the same random stream and the same other targets, by
//! default finished by logic so the rest of the puzzle is playable too) followed
//! by the walk; the requirement itself is proved by the walk, not by a rating.

use std::time::Instant;

use rand::rngs::ChaCha8Rng;

use super::kakuro::{KakuroSpec, try_kakuro};
use crate::kakuro::coach::{simplest_hint, start};
use crate::kakuro::hints::apply_hint;
use crate::kakuro::{
    KakuroHint, KakuroHintOutcome, KakuroPosition, KakuroPuzzle, KakuroScores, KakuroTechnique,
};

/// A Kakuro opened at a technique: the puzzle, the hints applied to get there,
/// and the position and hint of the drill.
#[derive(Clone, Debug)]
pub struct KakuroDrill {
    /// The technique drilled.
    pub technique: KakuroTechnique,
    /// The puzzle: clues and givens, exactly one solution.
    pub puzzle: KakuroPuzzle,
    /// The simplest hints applied from the start, in order.
    pub steps: Vec<KakuroHint>,
    /// The position reached: where the simplest hint is [`KakuroDrill::hint`].
    pub position: KakuroPosition,
    /// The simplest hint there, an instance of the technique drilled.
    pub hint: KakuroHint,
}

/// Whether a Kakuro technique can be drilled under `scores`: the single
/// candidate always, any other technique while it is enabled.
pub fn kakuro_drillable(technique: KakuroTechnique, scores: &KakuroScores) -> bool {
    technique == KakuroTechnique::SingleCandidate || scores.enabled(technique)
}

/// Walks from the start of `puzzle` by simplest hints to the first position
/// whose simplest hint is `technique`; `None` when the puzzle is solved, stuck
/// or broken before that.
pub fn kakuro_drill_in(
    puzzle: &KakuroPuzzle,
    technique: KakuroTechnique,
    scores: &KakuroScores,
) -> Option<KakuroDrill> {
    if !kakuro_drillable(technique, scores) {
        return None;
    }
    let mut position = start(puzzle);
    let mut steps = Vec::new();
    loop {
        let KakuroHintOutcome::Hint(hint) = kakuro_drill_hint(&position, technique, scores) else {
            return None;
        };
        if hint.technique == technique {
            return Some(KakuroDrill {
                technique,
                puzzle: puzzle.clone(),
                steps,
                position,
                hint,
            });
        }
        apply_hint(&mut position, &hint);
        narrow_to_open(&mut position);
        steps.push(hint);
    }
}

/// The Kakuro techniques that make `technique`'s deduction before it in the
/// game's reading of a position (module docs); empty for every other one.
pub fn kakuro_subsumed_by(technique: KakuroTechnique) -> &'static [KakuroTechnique] {
    match technique {
        KakuroTechnique::LastFreeCell => &[KakuroTechnique::SingleCandidate],
        KakuroTechnique::CombinationIntersection => &[KakuroTechnique::CombinationDigits],
        _ => &[],
    }
}

/// The hint of the drill's coach for `technique`: the simplest hint, except
/// that a subsumed technique's own instance (its largest effect) comes first
/// wherever the simplest hint would be its entry or harder.
pub fn kakuro_drill_hint(
    position: &KakuroPosition,
    technique: KakuroTechnique,
    scores: &KakuroScores,
) -> KakuroHintOutcome {
    let simplest = simplest_hint(position, scores);
    let KakuroHintOutcome::Hint(hint) = &simplest else {
        return simplest;
    };
    let mut order = vec![KakuroTechnique::SingleCandidate];
    order.extend(scores.order());
    let at = |t: KakuroTechnique| order.iter().position(|&o| o == t);
    let entry = kakuro_subsumed_by(technique)
        .iter()
        .filter_map(|&t| at(t))
        .min();
    let drilled = match (entry, at(hint.technique), at(technique)) {
        (Some(entry), Some(rank), Some(own)) if entry <= rank && rank < own => {
            largest(position, technique.find(position))
        }
        _ => None,
    };
    drilled.map_or(simplest, KakuroHintOutcome::Hint)
}

/// The largest-effect instance (ties to the first found), as the coach picks.
fn largest(position: &KakuroPosition, found: Vec<KakuroHint>) -> Option<KakuroHint> {
    let mut best: Option<(usize, KakuroHint)> = None;
    for hint in found {
        let effect = hint.effect(position);
        if best.as_ref().is_none_or(|(b, _)| effect > *b) {
            best = Some((effect, hint));
        }
    }
    best.map(|(_, hint)| hint)
}

/// Narrows every empty cell's candidates to the digits its runs leave open with
/// the digits placed (the game's reading of a position).
fn narrow_to_open(position: &mut KakuroPosition) {
    let mut open = position.clone();
    open.reset_candidates();
    let cells: Vec<usize> = position.empty_cells().collect();
    for cell in cells {
        position.set_candidates(cell, position.candidates(cell) & open.candidates(cell));
    }
}

/// One Kakuro drill try: the Kakuro a `generate --kakuro` try makes (same
/// pattern, clues and random stream, the other targets of `spec` held), kept
/// when the walk reaches `technique`.
pub fn try_kakuro_drill(
    spec: &KakuroSpec,
    technique: KakuroTechnique,
    rng: &mut ChaCha8Rng,
    deadline: Option<Instant>,
) -> Option<KakuroDrill> {
    let made = try_kakuro(spec, rng, deadline)?;
    kakuro_drill_in(&made.puzzle, technique, &spec.scores)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::rng::try_rng;
    use crate::generate::symmetry::Symmetry;
    use crate::generate::target::KakuroTarget;

    fn spec() -> KakuroSpec {
        KakuroSpec {
            width: 8,
            height: 8,
            symmetry: Symmetry::Rotational,
            target: KakuroTarget::default(),
            scores: KakuroScores::default(),
        }
    }

    #[test]
    fn the_walk_reaches_a_position_whose_simplest_hint_is_the_technique() {
        let technique = KakuroTechnique::UniqueCombination;
        let drill = (0..50)
            .find_map(|t| try_kakuro_drill(&spec(), technique, &mut try_rng(1, 0, t), None))
            .expect("a drill within 50 tries");
        let scores = KakuroScores::default();
        let KakuroHintOutcome::Hint(hint) = simplest_hint(&drill.position, &scores) else {
            panic!("the drill position has a hint");
        };
        assert_eq!(hint, drill.hint);
        assert_eq!(hint.technique, technique);
        assert!(drill.steps.iter().all(|s| s.technique != technique));
        let mut replay = start(&drill.puzzle);
        for step in &drill.steps {
            apply_hint(&mut replay, step);
            narrow_to_open(&mut replay);
        }
        assert_eq!(replay.values(), drill.position.values());
        assert_eq!(replay.domains(), drill.position.domains());
    }

    #[test]
    fn a_disabled_technique_has_no_drill() {
        let mut scores = KakuroScores::default();
        scores.set(KakuroTechnique::DomainTest, 0);
        assert!(!kakuro_drillable(KakuroTechnique::DomainTest, &scores));
        assert!(kakuro_drillable(KakuroTechnique::SingleCandidate, &scores));
        let made = (0..50)
            .find_map(|t| try_kakuro(&spec(), &mut try_rng(1, 0, t), None))
            .expect("a Kakuro within 50 tries");
        assert!(kakuro_drill_in(&made.puzzle, KakuroTechnique::DomainTest, &scores).is_none());
    }
}
