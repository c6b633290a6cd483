//! Kakuro hints (SPEC §8, §10 stages): what asking for one gives, and applying
//! one. A hint is an instance of a technique ([`KakuroHint`], defined with the
//! techniques in [`super::techniques::hint`]); which hint is given is the coach's
//! choice ([`super::coach`], with [`super::coach::hint`] and
//! [`super::coach::all_hints`]): the simplest hint is the first step Simplest
//! first would take, a single candidate first.

use super::position::KakuroPosition;

pub use super::techniques::KakuroTechnique;
pub use super::techniques::hint::{HintStage, KakuroHint};

/// What asking for a hint gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KakuroHintOutcome {
    /// The next deduction.
    Hint(KakuroHint),
    /// Every cell is filled and every run is right.
    Solved,
    /// No technique applies; `contradiction` when the position already breaks a run.
    Stuck {
        /// Whether a run is broken or a cell has no candidate left.
        contradiction: bool,
    },
}

/// Places and eliminates what a hint says.
pub fn apply_hint(position: &mut KakuroPosition, hint: &KakuroHint) {
    for &(cell, d) in &hint.placements {
        position.place(cell, d);
    }
    for &(cell, d) in &hint.eliminations {
        position.eliminate(cell, d);
    }
}
