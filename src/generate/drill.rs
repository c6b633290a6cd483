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
//! **Subsumed techniques.** Simple colours and multi colours make deductions
//! that a simpler (or equally scored, earlier) technique makes first: a colour
//! trap or wrap is an X-chain along the cluster's strong links (X-chains are
//! searched to 20 nodes, longer than any cluster path), and two clusters joined
//! by a weak link are one longer X-chain. So the simplest hint is in practice
//! never a colour technique (not once in about 13,000 generated 9×9 puzzles
//! each), and a drill defined as above would not exist. For these the drill
//! is the first position where the technique applies with nothing but simpler,
//! *non-equivalent* steps before: each technique has an *entry*
//! ([`subsumed_by`]: the simplest enabled technique among it and the ones that
//! make its deductions first), and the drill's coach ([`drill_hint`]) gives the
//! drilled technique's own instance (the one it would choose, as
//! `kibitz hint --technique ID` lists them) wherever the simplest hint would
//! be the entry or anything harder. The walk applies the drill's coach's hints
//! until its hint is the technique; an X-chain that is no colour deduction is
//! still applied on the way, being only a simpler step. For every other
//! technique the entry is the technique itself and the drill is exactly the
//! first position whose simplest hint it is. The game's coach hints the same
//! way while a drill of a subsumed technique is open; `kibitz hint` on a
//! written colour drill gives the X-chain, and `hint --technique ID` the colour.
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
    let order = DrillOrder::new(technique, scores);
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
            order.hint(&cx)?
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

/// The techniques that make `technique`'s deductions before it in
/// Simplest-first order, so that its simplest-hint drill would never come: the
/// X-chain for simple colours, and the X-chain and simple colours for multi
/// colours (see the module docs). Empty for every other technique.
pub fn subsumed_by(technique: TechniqueId) -> &'static [TechniqueId] {
    match technique {
        TechniqueId::SimpleColors => &[TechniqueId::XChain],
        TechniqueId::MultiColors => &[TechniqueId::XChain, TechniqueId::SimpleColors],
        _ => &[],
    }
}

/// The hint of the drill's coach for `technique` at `position`: the simplest
/// hint, except that a subsumed technique's own instance comes first wherever
/// the simplest hint would be its entry or harder (module docs). `None` when
/// no enabled technique applies or the position has a contradiction.
pub fn drill_hint(
    position: &Position,
    technique: TechniqueId,
    scores: &Scores,
) -> Option<Instance> {
    if Contradiction::find(position).is_some() {
        return None;
    }
    DrillOrder::new(technique, scores).hint(&Context::new(position))
}

/// The order the drill's coach tries techniques in: a naked single, then the
/// enabled techniques in Simplest-first order, with the drilled technique tried
/// first at its entry.
struct DrillOrder {
    technique: TechniqueId,
    order: Vec<TechniqueId>,
    /// Where in `order` the drilled technique is tried first, when it is
    /// subsumed (its entry lies before it).
    entry: Option<usize>,
}

impl DrillOrder {
    fn new(technique: TechniqueId, scores: &Scores) -> DrillOrder {
        let order: Vec<TechniqueId> = std::iter::once(TechniqueId::NakedSingle)
            .chain(scores.order())
            .collect();
        let at = |t: TechniqueId| order.iter().position(|&o| o == t);
        let entry = at(technique).and_then(|own| {
            subsumed_by(technique)
                .iter()
                .filter_map(|&t| at(t))
                .min()
                .filter(|&first| first < own)
        });
        DrillOrder {
            technique,
            order,
            entry,
        }
    }

    fn hint(&self, cx: &Context<'_>) -> Option<Instance> {
        self.order.iter().enumerate().find_map(|(i, &t)| {
            let drilled = (self.entry == Some(i))
                .then(|| cx.chosen(self.technique))
                .flatten();
            drilled.or_else(|| cx.chosen(t))
        })
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
