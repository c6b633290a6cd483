//! The score editor and the hardest set as panel screens (SPEC §4, §10). The
//! editor lists every technique of [`TechniqueId::ALL`] with its remaining count
//! Nᵢ and score Dᵢ; a row is selected, raised, lowered or typed (0 disables), and
//! every score can be put back to its default. Each change re-rates at once (the
//! coach's cache is emptied) and saves the scores file. The selection is a
//! technique, not a place in the list, so an edit never moves it to another row.
//! The naked single's row is automatic (SPEC §3): typing on it says why instead.
//! The hardest set is a view: it changes no score unless the person asks to keep
//! it.

use super::{Action, App, Effect, Screen, Tone};
use crate::engine::technique::TechniqueId;
use crate::rating::Scores;

/// The highest score the editor lets a technique have.
pub const MAX_SCORE: u32 = 9999;
/// Typing a fifth digit starts a new number.
const MAX_DIGITS: usize = 4;

/// What a person reads on trying to change the naked single's score.
pub const AUTOMATIC: &str = "naked singles are automatic: they are filled in before and \
after every step at no cost, so their score is not set";

/// The score editor's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScoreEditor {
    /// The technique of the selected row.
    pub selected: TechniqueId,
    /// The digits typed for the selected row so far.
    pub typed: String,
}

impl Default for ScoreEditor {
    fn default() -> ScoreEditor {
        ScoreEditor {
            selected: TechniqueId::ALL[0],
            typed: String::new(),
        }
    }
}

impl ScoreEditor {
    /// The technique of the selected row.
    pub fn technique(&self) -> TechniqueId {
        self.selected
    }

    /// The selected row's place in the table ([`TechniqueId::ALL`]).
    pub fn row(&self) -> usize {
        TechniqueId::ALL
            .iter()
            .position(|&t| t == self.selected)
            .unwrap_or(0)
    }
}

/// Applies an action on the score editor or the hardest set.
pub fn update(app: &mut App, action: Action) -> Vec<Effect> {
    if action == Action::ClosePanel {
        app.screen = Screen::Board;
        app.coach.want_hardest = false;
        return Vec::new();
    }
    if action == Action::KeepHardest {
        return keep_hardest(app);
    }
    let Screen::Scores(editor) = &mut app.screen else {
        return Vec::new();
    };
    app.message = automatic_row(editor, action).then(|| (Tone::Info, AUTOMATIC.to_string()));
    let before = app.scores.clone();
    edit(editor, &mut app.scores, action);
    if app.scores == before {
        return Vec::new();
    }
    app.scores_changed();
    vec![Effect::SaveScores]
}

/// Whether `action` would change the score of the selected row, and the row is
/// the automatic naked single's.
fn automatic_row(editor: &ScoreEditor, action: Action) -> bool {
    let typing = matches!(
        action,
        Action::ScoreDigit(_) | Action::ScoreRaise | Action::ScoreLower | Action::ScoreBackspace
    );
    typing && editor.technique().default_score().is_none()
}

/// Changes the selection or the scores as `action` asks.
fn edit(editor: &mut ScoreEditor, scores: &mut Scores, action: Action) {
    let last = TechniqueId::ALL.len() as isize - 1;
    let t = editor.technique();
    if automatic_row(editor, action) {
        return;
    }
    match action {
        Action::ScoreMove(step) => {
            let row = (editor.row() as isize + step).clamp(0, last) as usize;
            editor.selected = TechniqueId::ALL[row];
            editor.typed.clear();
        }
        Action::ScoreRaise => set(editor, scores, t, scores.get(t).saturating_add(1)),
        Action::ScoreLower => set(editor, scores, t, scores.get(t).saturating_sub(1)),
        Action::ScoreDigit(d) => {
            if editor.typed.len() >= MAX_DIGITS {
                editor.typed.clear();
            }
            editor.typed.push(char::from(b'0' + d.min(9)));
            let typed: u32 = editor.typed.parse().unwrap_or(0);
            scores.set(t, typed.min(MAX_SCORE));
        }
        Action::ScoreBackspace => {
            editor.typed.pop();
            scores.set(t, editor.typed.parse().unwrap_or(0));
        }
        Action::ScoreReset => {
            *scores = Scores::default();
            editor.typed.clear();
        }
        _ => {}
    }
}

fn set(editor: &mut ScoreEditor, scores: &mut Scores, t: TechniqueId, score: u32) {
    editor.typed.clear();
    scores.set(t, score.min(MAX_SCORE));
}

impl App {
    /// After a change of scores (SPEC §10, hints always current): every rating is
    /// asked again and the hint shown, found under the old scores, is withdrawn.
    pub(super) fn scores_changed(&mut self) {
        self.coach.invalidate();
        self.hint = None;
    }
}

/// Opens the score editor on the first row.
pub fn open_editor(app: &mut App) {
    app.screen = Screen::Scores(ScoreEditor::default());
}

/// Opens the hardest-set view; the worker works the set out.
pub fn open_hardest(app: &mut App) {
    app.screen = Screen::Hardest;
    app.coach.want_hardest = true;
}

/// Disables every technique the hardest set dropped, when the set is known.
fn keep_hardest(app: &mut App) -> Vec<Effect> {
    let Some(Some(set)) = app.coach.hardest() else {
        app.message = Some((Tone::Info, "no hardest set to keep".into()));
        return Vec::new();
    };
    if set.scores == app.scores {
        return Vec::new();
    }
    app.scores = set.scores.clone();
    app.message = Some((
        Tone::Info,
        "kept: only the hardest set's techniques are enabled (s edits, r resets)".into(),
    ));
    app.scores_changed();
    vec![Effect::SaveScores]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::fixtures::{settle, unrated_app};

    #[test]
    fn the_total_is_the_sum_of_counts_times_scores_after_every_edit() {
        let mut app = unrated_app();
        open_editor(&mut app);
        let edits = [
            Action::ScoreRaise,
            Action::ScoreMove(5),
            Action::ScoreDigit(9),
            Action::ScoreMove(1),
            Action::ScoreLower,
            Action::ScoreReset,
        ];
        for action in edits {
            let effects = update(&mut app, action);
            settle(&mut app);
            let rated = app.coach.current_rated().expect("re-rated");
            let sum: u32 = TechniqueId::ALL
                .iter()
                .map(|&t| rated.report.counts.get(t.id()).unwrap_or(0) * app.scores.get(t))
                .sum();
            assert_eq!(rated.report.score, Some(sum), "after {action:?}");
            assert!(effects.is_empty() || effects == [Effect::SaveScores]);
        }
    }

    #[test]
    fn typed_digits_make_a_number_and_zero_disables() {
        let mut editor = ScoreEditor::default();
        let mut scores = Scores::default();
        edit(&mut editor, &mut scores, Action::ScoreMove(10));
        let t = editor.technique();
        edit(&mut editor, &mut scores, Action::ScoreDigit(1));
        edit(&mut editor, &mut scores, Action::ScoreDigit(5));
        assert_eq!(scores.get(t), 15);
        edit(&mut editor, &mut scores, Action::ScoreBackspace);
        assert_eq!(scores.get(t), 1);
        edit(&mut editor, &mut scores, Action::ScoreLower);
        assert!(!scores.enabled(t));
        edit(&mut editor, &mut scores, Action::ScoreRaise);
        edit(&mut editor, &mut scores, Action::ScoreRaise);
        assert_eq!(scores.get(t), 2);
        edit(&mut editor, &mut scores, Action::ScoreReset);
        assert_eq!(scores, Scores::default());
    }

    #[test]
    fn the_selection_stays_on_the_table_and_naked_singles_stay_automatic() {
        let mut editor = ScoreEditor::default();
        let mut scores = Scores::default();
        edit(&mut editor, &mut scores, Action::ScoreMove(-5));
        assert_eq!(editor.technique(), TechniqueId::NakedSingle);
        edit(&mut editor, &mut scores, Action::ScoreRaise);
        assert_eq!(scores, Scores::default());
        edit(&mut editor, &mut scores, Action::ScoreMove(1000));
        assert_eq!(editor.row(), TechniqueId::ALL.len() - 1);
        for _ in 0..4 {
            edit(&mut editor, &mut scores, Action::ScoreDigit(9));
        }
        assert_eq!(scores.get(editor.technique()), MAX_SCORE);
        edit(&mut editor, &mut scores, Action::ScoreDigit(7));
        assert_eq!(scores.get(editor.technique()), 7);
    }
}
