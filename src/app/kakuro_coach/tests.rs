//! The Kakuro coach's wiring (SPEC §3–§4 applied to §8, §10): the panel's score is
//! Simplest first's under the player's Kakuro scores, the hints follow those
//! scores, the score editor and the hardest set work on them, and a change of
//! scores re-rates, withdraws the hint and saves.

use super::*;
use crate::app::fixtures::update;
use crate::app::{Action, App, Effect, HintKind, HintStep, Screen};
use crate::game::KakuroGame;
use crate::game::fixtures::small_kakuro;
use crate::kakuro::coach::{End, simplest_first, simplest_hint};
use crate::kakuro::{KakuroHintOutcome, KakuroTechnique};
use crate::theme::Theme;

/// An app playing the small Kakuro, not yet rated.
fn app() -> App {
    let mut app = App::new(Theme::builtin(), None, Vec::new());
    app.open(KakuroGame::for_puzzle(&small_kakuro()));
    app
}

/// Rates as the Kakuro worker would until the coach has the position in play.
fn settle(app: &mut App) {
    while let Some(request) = app.sync_kakuro_coach() {
        app.receive_kakuro(assess_kakuro(&request));
    }
}

fn act(app: &mut App, actions: &[Action]) -> Vec<Effect> {
    let mut effects = Vec::new();
    for &a in actions {
        effects.extend(update(app, a));
        settle(app);
    }
    effects
}

/// The score Simplest first gives the position the coach works on.
fn expected_score(app: &App) -> Option<u32> {
    let position = app.kakuro().unwrap().analysis_position();
    let run = simplest_first(&position, &app.kakuro_scores);
    (run.end == End::Solved).then(|| app.kakuro_scores.total(&run.counts))
}

/// Applies the single-candidate hints the small Kakuro starts with, until the
/// hint shown is a scored technique's.
fn past_the_singles(app: &mut App) {
    for _ in 0..app.kakuro().unwrap().grid().cell_count() {
        act(app, &[Action::Hint]);
        if shown_hint(app) != KakuroTechnique::SingleCandidate {
            return;
        }
        act(app, &[Action::ApplyHint]);
    }
    panic!("single candidates all the way");
}

fn shown_hint(app: &App) -> KakuroTechnique {
    match app.hint.as_ref().map(|h| &h.step) {
        Some(HintStep::Kakuro(h)) => h.technique,
        other => panic!("no Kakuro hint shown: {other:?}"),
    }
}

#[test]
fn the_score_is_simplest_firsts_under_the_kakuro_scores() {
    let mut app = app();
    assert_eq!(app.kakuro_coach.shown().1, Freshness::Waiting);
    settle(&mut app);
    let rated = app.kakuro_coach.current_rated().expect("rated");
    assert_eq!(rated.score, expected_score(&app));
    assert!(rated.score.is_some_and(|s| s > 0));
    // A Sudoku request never goes out for a Kakuro.
    assert!(app.sync_coach().is_none());
}

#[test]
fn an_edit_in_the_score_editor_re_rates_saves_and_withdraws_the_hint() {
    let mut app = app();
    settle(&mut app);
    let before = app.kakuro_coach.current_rated().unwrap().score;
    act(&mut app, &[Action::Hint]);
    assert!(app.hint.is_some());
    // Last free cell is the first scored row; raise it a lot.
    let effects = act(
        &mut app,
        &[
            Action::OpenScores,
            Action::ScoreMove(1),
            Action::ScoreDigit(5),
            Action::ScoreDigit(0),
        ],
    );
    assert_eq!(effects, [Effect::SaveScores, Effect::SaveScores]);
    assert_eq!(app.kakuro_scores.get(KakuroTechnique::LastFreeCell), 50);
    assert_eq!(
        app.scores,
        crate::rating::Scores::default(),
        "Sudoku's untouched"
    );
    assert!(app.hint.is_none(), "a hint found under the old scores goes");
    let after = app.kakuro_coach.current_rated().unwrap().score;
    assert_eq!(after, expected_score(&app));
    assert_ne!(after, before);
}

#[test]
fn the_single_candidate_row_is_automatic() {
    let mut app = app();
    let effects = act(&mut app, &[Action::OpenScores, Action::ScoreRaise]);
    assert!(effects.is_empty());
    assert_eq!(app.kakuro_scores, KakuroScores::default());
    let (_, text) = app.message.as_ref().unwrap();
    assert!(
        text.starts_with("single candidates are automatic"),
        "{text}"
    );
}

#[test]
fn the_simplest_hint_follows_the_kakuro_scores() {
    let mut app = app();
    settle(&mut app);
    past_the_singles(&mut app);
    let position = app.kakuro().unwrap().analysis_position();
    let first = shown_hint(&app);
    // Disabled, the technique is no longer the hint; the hint is the one Simplest
    // first takes under the new scores.
    app.kakuro_scores.set(first, 0);
    update(&mut app, Action::Dismiss);
    app.hint = None;
    act(&mut app, &[Action::Hint]);
    match simplest_hint(&position, &app.kakuro_scores) {
        KakuroHintOutcome::Hint(h) => assert_eq!(shown_hint(&app), h.technique),
        other => panic!("expected a hint, got {other:?}"),
    }
    assert_ne!(shown_hint(&app), first);
}

#[test]
fn a_hint_the_scores_no_longer_give_is_not_applied() {
    let mut app = app();
    settle(&mut app);
    past_the_singles(&mut app);
    let shown = shown_hint(&app);
    app.kakuro_scores.set(shown, 0);
    let before = app.kakuro().unwrap().position().clone();
    act(&mut app, &[Action::ApplyHint]);
    assert_eq!(app.kakuro().unwrap().position(), &before);
    let (_, text) = app.message.as_ref().unwrap();
    assert!(text.contains("no longer current"), "{text}");
}

#[test]
fn the_general_hint_stays_under_the_cap() {
    let mut app = app();
    settle(&mut app);
    act(&mut app, &[Action::GeneralHint]);
    let technique = shown_hint(&app);
    let rated = app.kakuro_coach.current_rated().unwrap();
    assert!(
        technique == KakuroTechnique::SingleCandidate || rated.cap.contains(&technique),
        "{technique:?} beyond {:?}",
        rated.cap
    );
    assert_eq!(app.hint.as_ref().unwrap().kind, HintKind::General);
    act(&mut app, &[Action::ApplyHint]);
    assert!(app.message.as_ref().unwrap().1.starts_with("applied"));
}

#[test]
fn the_hardest_set_is_worked_out_and_kept() {
    let mut app = app();
    act(&mut app, &[Action::ShowHardest]);
    assert_eq!(app.screen, Screen::Hardest);
    let set = app
        .kakuro_coach
        .hardest()
        .cloned()
        .flatten()
        .expect("a set");
    assert!(!set.techniques.is_empty());
    let effects = act(&mut app, &[Action::KeepHardest]);
    assert_eq!(app.kakuro_scores, set.scores);
    assert_eq!(
        effects.is_empty(),
        set.scores == KakuroScores::default(),
        "kept scores are saved when they change"
    );
    let rated = app.kakuro_coach.current_rated().expect("re-rated");
    assert!(rated.score.is_some(), "the set still solves");
    act(&mut app, &[Action::ClosePanel]);
    assert!(!app.kakuro_coach.want_hardest);
}

#[test]
fn answers_under_old_scores_or_for_a_game_left_are_dropped() {
    let mut app = app();
    let request = app.sync_kakuro_coach().expect("a request");
    app.scores_changed();
    assert!(!app.kakuro_coach.receive(assess_kakuro(&request)));
    assert_eq!(app.kakuro_coach.shown().1, Freshness::Waiting);
    let request = app.sync_kakuro_coach().expect("asked again");
    app.open(KakuroGame::for_puzzle(&small_kakuro()));
    assert!(!app.kakuro_coach.receive(assess_kakuro(&request)));
}

#[test]
fn a_wrong_digit_is_no_solution_with_its_cell_named() {
    let mut app = app();
    let game = app.kakuro().unwrap();
    let solution = game.solution().unwrap().to_vec();
    let cell = game.cursor();
    let wrong = (1..=9).find(|&d| d != solution[cell]).unwrap();
    act(&mut app, &[Action::Digit(wrong)]);
    match app.kakuro_coach.shown() {
        (Some(KakuroAssessment::NoSolution { cells }), Freshness::Current) => {
            assert_eq!(cells, &[cell]);
        }
        other => panic!("expected no solution, got {other:?}"),
    }
    act(&mut app, &[Action::Hint]);
    assert!(app.hint.is_none());
    assert!(app.message.as_ref().unwrap().1.starts_with("no hint"));
    // The hardest set is answered (there is none), not asked for again and again.
    act(&mut app, &[Action::ShowHardest]);
    assert_eq!(app.kakuro_coach.hardest(), Some(&None));
    assert!(app.sync_kakuro_coach().is_none());
}
