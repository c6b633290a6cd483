//! Drills (SPEC §3 "Simplest hint", §9 `generate --drill`, §10): a puzzle opened
//! at the first position where the simplest hint is one chosen technique, so a
//! player practises that pattern at once.
//!
//! The way there is the coach's own: from the givens with basic filtering, the
//! simplest hint (a naked single first, then the enabled techniques in
//! Simplest-first order) is applied one hint at a time until the simplest hint
//! is the technique drilled. Each hint applied is kept, so the game can show
//! them as steps already done (one undoable history step each) and the
//! position reached is exactly the one the coach hints from. This is the path
//! Simplest first takes (its automatic step sets the same naked singles, in
//! another order that reaches the same position), so a puzzle has a drill for a
//! technique exactly when Simplest first applies it — except naked singles,
//! which Simplest first never counts: their drill is the first position with a
//! naked single.
//!
//! Choices where the spec leaves room: a drill try is a `generate` try
//! ([`super::sudoku::dug_puzzle`], the same random stream) followed by this walk
//! instead of a full rating, which makes it several times quicker; other targets
//! (a score band, a label) are checked with the full rating only when given.

use std::cell::OnceCell;
use std::time::Instant;

use rand::rngs::ChaCha8Rng;

use super::sudoku::{SudokuSpec, dug_puzzle};
use crate::engine::apply::apply;
use crate::engine::techniques::Context;
use crate::engine::{Contradiction, Instance, Position, TechniqueId};
use crate::rating::{Scores, rate};

/// A puzzle opened at a technique: its givens, the hints applied to get there,
/// and the position and hint of the drill.
#[derive(Clone, Debug)]
pub struct Drill {
    /// The technique drilled.
    pub technique: TechniqueId,
    /// The puzzle: givens only, exactly one solution.
    pub puzzle: Position,
    /// The simplest hints applied from the givens, in order.
    pub steps: Vec<Instance>,
    /// The position reached: where the simplest hint is [`Drill::hint`].
    pub position: Position,
    /// The simplest hint there, an instance of the technique drilled.
    pub hint: Instance,
}

/// Whether a technique can be drilled under `scores`: naked singles always, any
/// other technique while it is enabled (a disabled one is never hinted).
pub fn drillable(technique: TechniqueId, scores: &Scores) -> bool {
    technique == TechniqueId::NakedSingle || scores.enabled(technique)
}

/// Walks from the givens of `puzzle` by simplest hints to the first position
/// whose simplest hint is `technique`; `None` when the puzzle is solved, stuck
/// or broken before that.
pub fn drill_in(puzzle: &Position, technique: TechniqueId, scores: &Scores) -> Option<Drill> {
    if !drillable(technique, scores) {
        return None;
    }
    let order: Vec<TechniqueId> = std::iter::once(TechniqueId::NakedSingle)
        .chain(scores.order())
        .collect();
    let mut position = puzzle.clone();
    position.reset_candidates();
    let start = position.clone();
    // The givens never change along the walk: their uniqueness is decided once.
    let known = OnceCell::new();
    let mut steps = Vec::new();
    loop {
        if position.is_full() || Contradiction::find(&position).is_some() {
            return None;
        }
        let hint = {
            let cx = Context::sharing_uniqueness(&position, &known);
            order.iter().find_map(|&t| cx.chosen(t))?
        };
        if hint.technique == technique {
            return Some(Drill {
                technique,
                puzzle: start,
                steps,
                position,
                hint,
            });
        }
        apply(&hint, &mut position);
        steps.push(hint);
    }
}

/// One drill try: the givens a `generate` try digs (same board, symmetry and
/// random stream), kept when the other targets of `spec` hold (rated only when
/// there are any) and the walk reaches `technique`.
pub fn try_drill(
    spec: &SudokuSpec,
    technique: TechniqueId,
    rng: &mut ChaCha8Rng,
    deadline: Option<Instant>,
) -> Option<Drill> {
    let puzzle = dug_puzzle(spec, rng, deadline)?;
    if spec.target.is_any() && !spec.target.met_by(&rate(&puzzle, &spec.scores)) {
        return None;
    }
    drill_in(&puzzle, technique, &spec.scores)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Geometry;
    use crate::generate::dig::DigOptions;
    use crate::generate::rng::try_rng;
    use crate::generate::sudoku::Board;
    use crate::generate::symmetry::Symmetry;
    use crate::generate::target::SudokuTarget;
    use crate::rating::strategy::simplest_hint;

    fn spec() -> SudokuSpec {
        SudokuSpec {
            board: Board::Fixed(Geometry::standard(9).unwrap()),
            dig: DigOptions {
                symmetry: Symmetry::None,
                minimal: true,
            },
            target: SudokuTarget::default(),
            scores: Scores::default(),
        }
    }

    fn first_drill(technique: TechniqueId) -> Drill {
        (0..200)
            .find_map(|t| try_drill(&spec(), technique, &mut try_rng(3, 0, t), None))
            .expect("a drill within 200 tries")
    }

    #[test]
    fn the_drill_position_hints_the_technique_and_no_step_before_did() {
        let drill = first_drill(TechniqueId::LockedCandidates1);
        let scores = Scores::default();
        assert_eq!(
            simplest_hint(&drill.position, &scores).as_ref(),
            Some(&drill.hint)
        );
        assert_eq!(drill.hint.technique, TechniqueId::LockedCandidates1);
        assert!(
            drill
                .steps
                .iter()
                .all(|s| s.technique != TechniqueId::LockedCandidates1)
        );
        // Replaying the steps from the givens reaches the drill position.
        let mut replay = drill.puzzle.clone();
        for step in &drill.steps {
            apply(step, &mut replay);
        }
        assert_eq!(replay.all_candidates(), drill.position.all_candidates());
        assert_eq!(replay.values(), drill.position.values());
    }

    #[test]
    fn a_disabled_technique_has_no_drill() {
        let mut scores = Scores::default();
        scores.set(TechniqueId::XWing, 0);
        assert!(!drillable(TechniqueId::XWing, &scores));
        assert!(drillable(TechniqueId::NakedSingle, &scores));
        let drill = first_drill(TechniqueId::HiddenSingle);
        assert!(drill_in(&drill.puzzle, TechniqueId::XWing, &scores).is_none());
    }
}
