//! The coach in the Sudoku game (SPEC §3, §10): rating requests after every
//! change, answers filed as they come, and staged hints — each press of the hint
//! key reveals one more stage (the technique's name, its cells highlighted, the step
//! with its explanation), and a separate key applies it as one undoable step.
//!
//! Hints come from the coach's rating of the position in play, so asking for one
//! never waits: when the rating is still under way, the hint is shown as soon as it
//! arrives. A position that contradicts the solution gets no hint, only the offer to
//! undo to before the first mistake.

use super::coach::{Assessment, Freshness, HintKind, Request, Response};
use super::{App, StagedHint, Tone};
use crate::kakuro::HintStage;

/// What a person reads when no technique applies.
pub const STUCK: &str = "no technique kibitz knows applies here";

impl App {
    /// The rating request for the Sudoku in play when its position changed since
    /// the last call (answers already known are shown at once instead).
    pub fn sync_coach(&mut self) -> Option<Request> {
        let game = self.game.as_ref()?;
        self.coach.sync(game, &self.scores)
    }

    /// Takes in an answer of the rating worker; a hint asked for while the
    /// rating was under way is shown now.
    pub fn receive(&mut self, response: Response) {
        let Some(game) = self.game.as_mut() else {
            return;
        };
        if self.coach.receive(response, game)
            && let Some(kind) = self.coach.wanted_hint.take()
        {
            self.show_hint(kind);
        }
    }

    /// Reveals the next stage of the hint shown, or shows a new hint of `kind`.
    pub(super) fn hint_stage(&mut self, kind: HintKind) {
        self.message = None;
        match self.hint.as_mut() {
            Some(h) if h.kind == kind => {
                h.stage = match h.stage {
                    HintStage::Technique => HintStage::Cells,
                    HintStage::Cells | HintStage::Step => HintStage::Step,
                };
            }
            _ => self.show_hint(kind),
        }
    }

    /// Shows the first stage of a hint of `kind`, or says why there is none.
    fn show_hint(&mut self, kind: HintKind) {
        self.hint = None;
        if let Some(instance) = self.coach.hint(kind).cloned() {
            self.hint = Some(StagedHint {
                instance,
                stage: HintStage::Technique,
                kind,
            });
            return;
        }
        let (tone, text) = match self.coach.shown() {
            (_, Freshness::Waiting | Freshness::Updating) => {
                self.coach.wanted_hint = Some(kind);
                (Tone::Info, "rating this position; the hint follows")
            }
            (Some(Assessment::NoSolution { .. }), _) => (
                Tone::Warning,
                "no hint: this position has no solution (m undoes to before the first mistake)",
            ),
            (Some(Assessment::Rated(r)), _) if r.solved => {
                (Tone::Success, "solved: no hint needed")
            }
            _ => (Tone::Info, STUCK),
        };
        self.message = Some((tone, text.to_string()));
    }

    /// Applies the hint shown as one undoable step; true when the game changed.
    pub(super) fn apply_hint(&mut self) -> bool {
        let Some(game) = self.game.as_mut() else {
            return false;
        };
        let Some(hint) = self.hint.take() else {
            self.message = Some((Tone::Info, "no hint shown: i asks for one".into()));
            return false;
        };
        let step = &hint.instance;
        let applied = game.apply_step(&step.placements, &step.eliminations);
        if applied {
            self.message = Some((Tone::Info, format!("applied: {}", step.technique.name())));
        } else {
            self.message = Some((Tone::Info, "the hint changes nothing here".into()));
        }
        applied
    }
}
