//! Hints always current (SPEC §10): every kind of move and every change of
//! scores withdraws the hint shown, and `a` applies only what the current scores
//! give.

use super::*;
use crate::app::fixtures::{act, rated_app as app};
use crate::engine::technique::TechniqueId;

/// An empty cell, selected, with a hint shown.
fn hinted() -> App {
    let mut app = app();
    let empty = app
        .sudoku()
        .unwrap()
        .position()
        .empty_cells()
        .next()
        .unwrap();
    act(&mut app, &[Action::Select(empty), Action::Hint]);
    assert!(app.hint.is_some(), "a hint is shown");
    app
}

/// A digit the selected cell allows.
fn digit(app: &App) -> crate::engine::Digit {
    let g = app.sudoku().unwrap();
    g.position()
        .allowed(g.cursor() as u16)
        .iter()
        .next()
        .unwrap()
}

/// A move played on an app, named for the failure message.
type Move = (&'static str, Box<dyn Fn(&mut App)>);

#[test]
fn every_kind_of_move_withdraws_the_hint() {
    let moves: Vec<Move> = vec![
        ("digit", Box::new(|a| act(a, &[Action::Digit(digit(a))]))),
        (
            "candidate",
            Box::new(|a| act(a, &[Action::TogglePencil, Action::Digit(digit(a))])),
        ),
        ("fill", Box::new(|a| act(a, &[Action::FillCandidates]))),
        (
            "erase",
            Box::new(|a| {
                let d = digit(a);
                act(a, &[Action::Digit(d)]);
                act(a, &[Action::Hint]);
                assert!(a.hint.is_some());
                act(a, &[Action::Erase]);
            }),
        ),
        (
            "undo",
            Box::new(|a| {
                let d = digit(a);
                act(a, &[Action::Digit(d), Action::Hint]);
                assert!(a.hint.is_some());
                act(a, &[Action::Undo]);
            }),
        ),
        (
            "redo",
            Box::new(|a| {
                let d = digit(a);
                act(a, &[Action::Digit(d), Action::Undo, Action::Hint]);
                assert!(a.hint.is_some());
                act(a, &[Action::Redo]);
            }),
        ),
        ("hint applied", Box::new(|a| act(a, &[Action::ApplyHint]))),
    ];
    for (name, play) in moves {
        let mut app = hinted();
        play(&mut app);
        assert!(app.hint.is_none(), "{name} leaves the hint shown");
    }
}

#[test]
fn a_score_change_withdraws_the_hint_and_the_new_one_follows_the_scores() {
    let mut app = hinted();
    let hint = app.hint.clone().unwrap();
    assert_eq!(hint.step.name(), TechniqueId::HiddenSingle.name());
    // The second row of the score editor is the hidden single: 0 disables it.
    act(
        &mut app,
        &[
            Action::OpenScores,
            Action::ScoreMove(1),
            Action::ScoreDigit(0),
        ],
    );
    assert_eq!(app.scores.get(TechniqueId::HiddenSingle), 0);
    assert!(app.hint.is_none(), "the score editor withdrew the hint");
    act(&mut app, &[Action::ClosePanel, Action::ApplyHint]);
    assert_eq!(
        app.sudoku().unwrap().history().index(),
        0,
        "nothing applied"
    );
    // Even a hint put back by hand is not applied once the scores no longer give it.
    app.hint = Some(hint);
    act(&mut app, &[Action::ApplyHint]);
    assert_eq!(
        app.sudoku().unwrap().history().index(),
        0,
        "stale hint refused"
    );
    assert!(
        app.message
            .as_ref()
            .is_some_and(|m| m.1.contains("no longer current"))
    );
    act(&mut app, &[Action::Hint]);
    let new = app.hint.as_ref().expect("a hint under the new scores");
    assert_ne!(new.step.name(), TechniqueId::HiddenSingle.name());
}

#[test]
fn keeping_the_hardest_set_withdraws_the_hint() {
    let mut app = hinted();
    act(&mut app, &[Action::ShowHardest]);
    assert!(app.coach.hardest().is_some_and(Option::is_some));
    act(&mut app, &[Action::KeepHardest]);
    assert_ne!(
        app.scores,
        crate::rating::Scores::default(),
        "a set was kept"
    );
    assert!(app.hint.is_none(), "keeping the set withdrew the hint");
}
