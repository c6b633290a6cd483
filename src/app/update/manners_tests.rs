//! Manners of the game (SPEC §4, §10): the score editor keeps its row through an
//! edit and says why the automatic row takes no score. (How a wrong digit is
//! drawn with mistakes shown only on a check is tested with the drawing, in
//! `crate::ui`.)

use super::*;
use crate::app::fixtures::{act, rated_app as app, update};
use crate::engine::technique::TechniqueId;
use crate::rating::Scores;

/// The technique of the score editor's selected row.
fn selected(app: &App) -> TechniqueId {
    match &app.screen {
        Screen::Scores(editor) => editor.technique(),
        other => panic!("the score editor is not open: {other:?}"),
    }
}

#[test]
fn the_score_editor_keeps_its_row_after_an_edit() {
    let mut app = app();
    let row = TechniqueId::ALL
        .iter()
        .position(|&t| t == TechniqueId::XWing)
        .unwrap();
    act(
        &mut app,
        &[Action::OpenScores, Action::ScoreMove(row as isize)],
    );
    assert_eq!(selected(&app), TechniqueId::XWing);
    // Whatever an edit does to the Simplest-first order, the selection stays on
    // the technique edited.
    for edit in [
        Action::ScoreDigit(1),
        Action::ScoreRaise,
        Action::ScoreLower,
        Action::ScoreBackspace,
        Action::ScoreDigit(9),
        Action::ScoreDigit(9),
        Action::ScoreReset,
    ] {
        act(&mut app, &[edit]);
        assert_eq!(selected(&app), TechniqueId::XWing, "after {edit:?}");
    }
    act(&mut app, &[Action::ScoreMove(1)]);
    assert_eq!(selected(&app), TechniqueId::ALL[row + 1]);
}

#[test]
fn typing_on_the_automatic_row_says_why() {
    let mut app = app();
    act(&mut app, &[Action::OpenScores]);
    assert_eq!(selected(&app), TechniqueId::NakedSingle);
    for typing in [
        Action::ScoreDigit(5),
        Action::ScoreRaise,
        Action::ScoreLower,
    ] {
        let effects = update(&mut app, typing);
        assert!(effects.is_empty(), "nothing to save after {typing:?}");
        assert_eq!(app.scores, Scores::default());
        let (_, text) = app.message.clone().expect("a message");
        assert!(text.contains("automatic"), "{text}");
        assert!(text.contains("filled in"), "{text}");
    }
    // Moving on clears the word; a scored row takes digits.
    act(&mut app, &[Action::ScoreMove(1), Action::ScoreDigit(7)]);
    assert_eq!(app.message, None);
    assert_eq!(app.scores.get(selected(&app)), 7);
}
