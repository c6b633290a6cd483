//! The score editor and the hardest set as panel screens (SPEC §4, §10), for a
//! Sudoku's techniques and a Kakuro's alike: the editor works on the score table
//! of the game in play ([`ScoreTable`]: [`Scores`] or [`KakuroScores`]), listing
//! every technique of its table with its remaining count Nᵢ and score Dᵢ; a row is
//! selected, raised, lowered or typed (0 disables), and every score can be put
//! back to its default. Each change re-rates at once (the coaches' caches are
//! emptied) and saves the scores file, which holds both tables. The selection is
//! a row of the fixed table, not a place in the Simplest-first order, so an edit
//! never moves it to another technique. The automatic row (naked single, or a
//! Kakuro's single candidate; SPEC §3) takes no score: typing on it says why
//! instead. The hardest set is a view: it changes no score unless the person
//! asks to keep it.

use super::{Action, App, Effect, Screen, Session, Tone};
use crate::kakuro::KakuroScores;
use crate::rating::Scores;
use crate::rating::table::{ScoreTable, ScoredTechnique};

/// The highest score the editor lets a technique have.
pub const MAX_SCORE: u32 = 9999;
/// Typing a fifth digit starts a new number.
const MAX_DIGITS: usize = 4;

/// What a person reads on trying to change the naked single's score.
pub const AUTOMATIC: &str = "naked singles are automatic: they are filled in before and \
after every step at no cost, so their score is not set";

/// What a person reads on trying to change a Kakuro's single-candidate score.
pub const KAKURO_AUTOMATIC: &str = "single candidates are automatic: they are filled in \
before and after every step at no cost, so their score is not set";

/// The score editor's state.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScoreEditor {
    /// The selected row: a technique's place in its table.
    pub row: usize,
    /// The digits typed for the selected row so far.
    pub typed: String,
}

impl ScoreEditor {
    /// The technique of the selected row in table `T`.
    pub fn technique<T: ScoredTechnique>(&self) -> T {
        let table = T::table();
        table[self.row.min(table.len() - 1)]
    }

    /// The selected row's place in the table.
    pub fn row(&self) -> usize {
        self.row
    }
}

/// Applies an action on the score editor or the hardest set.
pub fn update(app: &mut App, action: Action) -> Vec<Effect> {
    if action == Action::ClosePanel {
        app.screen = Screen::Board;
        app.coach.want_hardest = false;
        app.kakuro_coach.want_hardest = false;
        return Vec::new();
    }
    if action == Action::KeepHardest {
        return keep_hardest(app);
    }
    let Screen::Scores(editor) = &mut app.screen else {
        return Vec::new();
    };
    let changed = match app.session {
        Some(Session::Kakuro(_)) => {
            let automatic = automatic_row::<KakuroScores>(editor, action);
            app.message = automatic.then(|| (Tone::Info, KAKURO_AUTOMATIC.to_string()));
            edited(editor, &mut app.kakuro_scores, action)
        }
        _ => {
            let automatic = automatic_row::<Scores>(editor, action);
            app.message = automatic.then(|| (Tone::Info, AUTOMATIC.to_string()));
            edited(editor, &mut app.scores, action)
        }
    };
    if !changed {
        return Vec::new();
    }
    app.scores_changed();
    vec![Effect::SaveScores]
}

/// Edits `scores` as `action` asks; true when a score changed.
fn edited<S: ScoreTable>(editor: &mut ScoreEditor, scores: &mut S, action: Action) -> bool {
    let before = scores.clone();
    edit(editor, scores, action);
    *scores != before
}

/// Whether `action` would change the score of the selected row, and the row is
/// the automatic one of table `S`.
fn automatic_row<S: ScoreTable>(editor: &ScoreEditor, action: Action) -> bool {
    let typing = matches!(
        action,
        Action::ScoreDigit(_) | Action::ScoreRaise | Action::ScoreLower | Action::ScoreBackspace
    );
    typing && editor.technique::<S::Technique>().default_score().is_none()
}

/// Changes the selection or the scores as `action` asks.
fn edit<S: ScoreTable>(editor: &mut ScoreEditor, scores: &mut S, action: Action) {
    let last = S::Technique::table().len() as isize - 1;
    let t = editor.technique::<S::Technique>();
    if automatic_row::<S>(editor, action) {
        return;
    }
    match action {
        Action::ScoreMove(step) => {
            editor.row = (editor.row as isize + step).clamp(0, last) as usize;
            editor.typed.clear();
        }
        Action::ScoreRaise => set(editor, scores, t, scores.score(t).saturating_add(1)),
        Action::ScoreLower => set(editor, scores, t, scores.score(t).saturating_sub(1)),
        Action::ScoreDigit(d) => {
            if editor.typed.len() >= MAX_DIGITS {
                editor.typed.clear();
            }
            editor.typed.push(char::from(b'0' + d.min(9)));
            let typed: u32 = editor.typed.parse().unwrap_or(0);
            scores.set_score(t, typed.min(MAX_SCORE));
        }
        Action::ScoreBackspace => {
            editor.typed.pop();
            scores.set_score(t, editor.typed.parse().unwrap_or(0));
        }
        Action::ScoreReset => {
            *scores = S::default();
            editor.typed.clear();
        }
        _ => {}
    }
}

fn set<S: ScoreTable>(editor: &mut ScoreEditor, scores: &mut S, t: S::Technique, score: u32) {
    editor.typed.clear();
    scores.set_score(t, score.min(MAX_SCORE));
}

impl App {
    /// After a change of scores (SPEC §10, hints always current): every rating is
    /// asked again and the hint shown, found under the old scores, is withdrawn.
    pub(super) fn scores_changed(&mut self) {
        self.coach.invalidate();
        self.kakuro_coach.invalidate();
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
    match app.session {
        Some(Session::Kakuro(_)) => app.kakuro_coach.want_hardest = true,
        _ => app.coach.want_hardest = true,
    }
}

/// Disables every technique the hardest set dropped, when the set is known.
fn keep_hardest(app: &mut App) -> Vec<Effect> {
    let changed = match app.session {
        Some(Session::Kakuro(_)) => match app.kakuro_coach.hardest() {
            Some(Some(set)) => kept(&mut app.kakuro_scores, &set.scores),
            _ => None,
        },
        _ => match app.coach.hardest() {
            Some(Some(set)) => kept(&mut app.scores, &set.scores),
            _ => None,
        },
    };
    match changed {
        None => {
            app.message = Some((Tone::Info, "no hardest set to keep".into()));
            Vec::new()
        }
        Some(false) => Vec::new(),
        Some(true) => {
            app.message = Some((
                Tone::Info,
                "kept: only the hardest set's techniques are enabled (s edits, r resets)".into(),
            ));
            app.scores_changed();
            vec![Effect::SaveScores]
        }
    }
}

/// Takes the hardest set's scores; whether that changed any.
fn kept<S: ScoreTable>(scores: &mut S, set: &S) -> Option<bool> {
    let changed = scores != set;
    *scores = set.clone();
    Some(changed)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::fixtures::{settle, unrated_app};
    use crate::engine::technique::TechniqueId;

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
                .map(|&t| rated.rating.counts.get(t) * app.scores.get(t))
                .sum();
            assert_eq!(rated.rating.score, Some(sum), "after {action:?}");
            assert!(effects.is_empty() || effects == [Effect::SaveScores]);
        }
    }

    #[test]
    fn typed_digits_make_a_number_and_zero_disables() {
        let mut editor = ScoreEditor::default();
        let mut scores = Scores::default();
        edit(&mut editor, &mut scores, Action::ScoreMove(10));
        let t: TechniqueId = editor.technique();
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
        assert_eq!(editor.technique::<TechniqueId>(), TechniqueId::NakedSingle);
        edit(&mut editor, &mut scores, Action::ScoreRaise);
        assert_eq!(scores, Scores::default());
        edit(&mut editor, &mut scores, Action::ScoreMove(1000));
        assert_eq!(editor.row(), TechniqueId::ALL.len() - 1);
        for _ in 0..4 {
            edit(&mut editor, &mut scores, Action::ScoreDigit(9));
        }
        assert_eq!(scores.get(editor.technique::<TechniqueId>()), MAX_SCORE);
        edit(&mut editor, &mut scores, Action::ScoreDigit(7));
        assert_eq!(scores.get(editor.technique::<TechniqueId>()), 7);
    }
}
