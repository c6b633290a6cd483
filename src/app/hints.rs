//! Staged hints (SPEC §3, §8, §10), the same for every kind of puzzle: each press
//! of the hint key reveals one more stage (the technique's name, its cells
//! highlighted, the step with its explanation), and a separate key applies it as
//! one undoable step.
//!
//! A Sudoku's hints come from the coach's rating of the position in play, so
//! asking for one never waits: when the rating is still under way, the hint is
//! shown as soon as it arrives. A Kakuro's come straight from the Kakuro coach
//! under the player's Kakuro scores (the simplest hint in microseconds; the
//! general hint reads its cap off the current rating when there is one). A position that contradicts the solution gets no hint, only
//! the offer to undo to before the first mistake. A Sudoku that no enabled
//! technique cracks gets the last resort of SPEC §3, the directed guess, in the
//! same three stages (for both hint keys). Each stage reached, and each hint
//! applied, is counted for the record of solves ([`App::tally`]).

use super::coach::{Assessment, Freshness, HintKind};
use super::{Action, App, Session, Tone};
use crate::engine::{CellDigit, Instance};
use crate::game::{Kakuro, contradictions};
use crate::generate::kakuro_drill::kakuro_drill_hint;
use crate::kakuro::coach::{general_hint, general_hint_within, simplest_hint};
use crate::kakuro::{HintStage, KakuroHint, KakuroHintOutcome};
use crate::rating::last_resort::Guess;
use crate::record::HintReached;

/// What a person reads when no technique applies.
pub const STUCK: &str = "no technique kibitz knows applies here";
/// What a person reads when the position has no solution (followed by the key
/// that undoes to before the first mistake).
const NO_SOLUTION: &str = "no hint: this position has no solution";

/// The step a hint is about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HintStep {
    /// A technique instance on a Sudoku.
    Sudoku(Instance),
    /// A Kakuro deduction.
    Kakuro(KakuroHint),
    /// The last resort on a Sudoku no enabled technique cracks (SPEC §3).
    Guess(Guess),
}

impl HintStep {
    /// The technique's name.
    pub fn name(&self) -> &'static str {
        match self {
            HintStep::Sudoku(i) => i.technique.name(),
            HintStep::Kakuro(h) => h.technique.name(),
            HintStep::Guess(_) => Guess::NAME,
        }
    }

    /// The cells that make the step, to highlight.
    pub fn cells(&self) -> Vec<usize> {
        match self {
            HintStep::Sudoku(i) => i.cells.iter().map(|&c| usize::from(c)).collect(),
            HintStep::Kakuro(h) => h.cells.clone(),
            HintStep::Guess(g) => vec![usize::from(g.cell)],
        }
    }

    /// The digits it places, as (cell, digit).
    pub fn placements(&self) -> Vec<(usize, u8)> {
        match self {
            HintStep::Sudoku(i) => pairs(&i.placements),
            HintStep::Kakuro(h) => h.placements.clone(),
            HintStep::Guess(g) => vec![(usize::from(g.cell), g.digit)],
        }
    }

    /// The candidates it removes, as (cell, digit).
    pub fn eliminations(&self) -> Vec<(usize, u8)> {
        match self {
            HintStep::Sudoku(i) => pairs(&i.eliminations),
            HintStep::Kakuro(h) => h.eliminations.clone(),
            HintStep::Guess(_) => Vec::new(),
        }
    }

    /// What a stage shows: the name (for a Sudoku technique with what to look
    /// for), then where to look, then the explanation.
    pub fn stage_text(&self, stage: HintStage, session: &Session) -> String {
        match (self, session) {
            (HintStep::Sudoku(i), Session::Sudoku(g)) => match stage {
                // The technique's own description says what to look for, so the
                // first stage teaches the pattern before it shows where it is.
                HintStage::Technique => format!(
                    "{}\nWhat to look for: {}",
                    self.name(),
                    i.technique.about().look_for
                ),
                HintStage::Cells => {
                    let names: Vec<String> = i
                        .cells
                        .iter()
                        .map(|&c| g.cell_name(usize::from(c)))
                        .collect();
                    format!("{}: look at {}", self.name(), names.join(", "))
                }
                HintStage::Step => i.explanation(g.geometry()),
            },
            (HintStep::Kakuro(h), Session::Kakuro(g)) => h.stage_text(stage, g.grid()),
            (HintStep::Guess(guess), Session::Sudoku(g)) => match stage {
                HintStage::Technique => guess.cell_text(g.geometry()),
                HintStage::Cells => guess.candidates_text(g.geometry()),
                HintStage::Step => guess.step_text(g.geometry()),
            },
            _ => self.name().to_string(),
        }
    }
}

/// Placements or eliminations of a Sudoku instance as (cell, digit).
fn pairs(list: &[CellDigit]) -> Vec<(usize, u8)> {
    list.iter()
        .map(|p| (usize::from(p.cell), p.digit))
        .collect()
}

/// A hint being revealed, stage by stage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StagedHint {
    /// The step the hint is about.
    pub step: HintStep,
    /// How much of it is shown.
    pub stage: HintStage,
    /// Which hint it is.
    pub kind: HintKind,
}

impl App {
    /// Reveals the next stage of the hint shown, or shows a new hint of `kind`.
    pub(super) fn hint_stage(&mut self, kind: HintKind) {
        self.message = None;
        match self.hint.as_mut() {
            Some(h) if h.kind == kind => {
                let (stage, reached) = match h.stage {
                    HintStage::Technique => (HintStage::Cells, Some(HintReached::Cells)),
                    HintStage::Cells => (HintStage::Step, Some(HintReached::Step)),
                    HintStage::Step => (HintStage::Step, None),
                };
                h.stage = stage;
                if let Some(reached) = reached {
                    self.tally.count_hint(reached);
                }
            }
            _ => self.show_hint(kind),
        }
    }

    /// Shows the first stage of a hint of `kind`, or says why there is none.
    pub(super) fn show_hint(&mut self, kind: HintKind) {
        self.hint = None;
        let found = match self.session.as_ref() {
            Some(Session::Sudoku(_)) => self.sudoku_hint(kind),
            Some(Session::Kakuro(_)) => match self.kakuro_hint(kind) {
                KakuroHintOutcome::Hint(h) => Ok(HintStep::Kakuro(h)),
                KakuroHintOutcome::Solved => Err((Tone::Success, "solved: no hint needed")),
                KakuroHintOutcome::Stuck {
                    contradiction: true,
                } => Err((Tone::Warning, NO_SOLUTION)),
                KakuroHintOutcome::Stuck {
                    contradiction: false,
                } => Err((Tone::Info, STUCK)),
            },
            None => return,
        };
        match found {
            Ok(step) => {
                self.tally.count_hint(HintReached::Technique);
                self.hint = Some(StagedHint {
                    step,
                    stage: HintStage::Technique,
                    kind,
                })
            }
            Err((tone, NO_SOLUTION)) => {
                let key = self.key_for(Action::UndoToMistake);
                let text = format!("{NO_SOLUTION} ({key} undoes to before the first mistake)");
                self.message = Some((tone, text));
            }
            Err((tone, text)) => self.message = Some((tone, text.to_string())),
        }
    }

    /// The Sudoku coach's hint of `kind`, or why there is none.
    fn sudoku_hint(&mut self, kind: HintKind) -> Result<HintStep, (Tone, &'static str)> {
        if let Some(instance) = self.coach.hint(kind) {
            return Ok(HintStep::Sudoku(instance.clone()));
        }
        if let Some(guess) = self.coach.last_resort() {
            return Ok(HintStep::Guess(guess.clone()));
        }
        match self.coach.shown() {
            (_, Freshness::Waiting | Freshness::Updating) => {
                self.coach.wanted_hint = Some(kind);
                Err((Tone::Info, "rating this position; the hint follows"))
            }
            (Some(Assessment::NoSolution { .. }), _) => Err((Tone::Warning, NO_SOLUTION)),
            (Some(Assessment::Rated(r)), _) if r.solved => {
                Err((Tone::Success, "solved: no hint needed"))
            }
            _ => Err((Tone::Info, STUCK)),
        }
    }

    /// The Kakuro coach's hint of `kind` under the player's Kakuro scores: the
    /// simplest hint, or the general hint capped by the rating when it is
    /// current (else by a Simplest-first run made now); while a drill is open,
    /// the drill's coach hints its technique. A position that goes against the
    /// puzzle's solution gets none (a contradiction).
    fn kakuro_hint(&self, kind: HintKind) -> KakuroHintOutcome {
        let Some(Session::Kakuro(game)) = self.session.as_ref() else {
            return KakuroHintOutcome::Solved;
        };
        let wrong = game
            .solution()
            .is_some_and(|s| !contradictions::<Kakuro>(game.position(), s).is_empty());
        if wrong {
            return KakuroHintOutcome::Stuck {
                contradiction: true,
            };
        }
        let position = game.analysis_position();
        let scores = &self.kakuro_scores;
        if let Some(drilled) = self.coach.kakuro_drill {
            return kakuro_drill_hint(&position, drilled, scores);
        }
        match (kind, self.kakuro_coach.current_rated()) {
            (HintKind::Simplest, _) => simplest_hint(&position, scores),
            (HintKind::General, Some(rated)) => general_hint_within(&position, &rated.cap),
            (HintKind::General, None) => general_hint(&position, scores),
        }
    }

    /// Applies the hint shown as one undoable step; true when the game changed.
    pub(super) fn apply_hint(&mut self) -> bool {
        if self.session.is_none() {
            return false;
        }
        let Some(hint) = self.hint.take() else {
            let text = format!("no hint shown: {} asks for one", self.key_for(Action::Hint));
            self.message = Some((Tone::Info, text));
            return false;
        };
        // A Sudoku hint (or last resort) is applied only while the coach, under
        // the current scores, still gives it (SPEC §10).
        let current = match &hint.step {
            HintStep::Sudoku(instance) => self.coach.hint(hint.kind) == Some(instance),
            HintStep::Guess(guess) => self.coach.last_resort() == Some(guess),
            HintStep::Kakuro(h) => {
                self.kakuro_hint(hint.kind) == KakuroHintOutcome::Hint(h.clone())
            }
        };
        if !current {
            let key = self.key_for(Action::Hint);
            let text = format!("that hint is no longer current: {key} asks for a new one");
            self.message = Some((Tone::Info, text));
            return false;
        }
        let (placements, eliminations) = (hint.step.placements(), hint.step.eliminations());
        let Some(session) = self.session.as_mut() else {
            return false;
        };
        let applied =
            super::session::each_kind!(session, g => g.apply_step(&placements, &eliminations));
        let text = if applied {
            self.tally.count_hint(HintReached::Applied);
            format!("applied: {}", hint.step.name())
        } else {
            "the hint changes nothing here".to_string()
        };
        self.message = Some((Tone::Info, text));
        applied
    }
}
