//! Rendering snapshots of the Kakuro coach in the game (SPEC §3–§4 applied to §8,
//! §10), drawn with ratatui's `TestBackend`: the panel with the score under the
//! player's Kakuro scores and the techniques still required beside the ATK
//! profile, the Kakuro score editor (the same screen as Sudoku's over the Kakuro
//! table) and the Kakuro hardest set. The rating worker's job is done in the
//! test's own thread.
#![cfg(feature = "tui")]

use crate::common;

use common::screen::settle;
use kibitz::app::{Action, App, Screen, update};
use kibitz::game::KakuroGame;
use kibitz::kakuro::coach::{End, simplest_first};
use kibitz::kakuro::{KakuroTechnique, read_kakuro_file};
use kibitz::theme::Theme;
use kibitz::ui::Measures;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The bundled 6×6 Kakuro, opened with the dark theme and a held clock, rated.
fn app() -> App {
    let path = format!("{}/puzzles/kakuro/small.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("bundled file");
    let puzzle = read_kakuro_file(&text, "small.txt")
        .into_iter()
        .next()
        .expect("a puzzle")
        .expect("readable");
    let mut game = KakuroGame::for_puzzle(&puzzle);
    game.clock_mut().hold();
    let mut app = App::new(Theme::builtin(), Some("dark"), Vec::new());
    app.open(game);
    settle(&mut app);
    app
}

fn act(app: &mut App, actions: &[Action]) {
    for &a in actions {
        update(app, a, &Measures);
        settle(app);
    }
}

fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("terminal");
    terminal.draw(|f| kibitz::ui::draw(f, app)).expect("draw");
    terminal.backend().to_string()
}

/// The score Simplest first gives the game's position under the app's scores.
fn score(app: &App) -> u32 {
    let run = simplest_first(
        &app.kakuro().unwrap().analysis_position(),
        &app.kakuro_scores,
    );
    assert_eq!(run.end, End::Solved);
    app.kakuro_scores.total(&run.counts)
}

#[test]
fn the_kakuro_panel_shows_the_score_and_what_is_still_required() {
    let mut app = app();
    act(&mut app, &[Action::Digit(9), Action::Move(0, 1)]);
    let text = screen(&app, 120, 40);
    assert!(
        text.contains(&format!("Score     {}", score(&app))),
        "{text}"
    );
    assert!(text.contains("Still required, hardest first"));
    assert!(text.contains("ATK profile"), "beside the profile");
    insta::assert_snapshot!(text);
}

#[test]
fn the_kakuro_panel_says_stuck_when_every_technique_is_disabled() {
    let mut app = app();
    update(&mut app, Action::OpenScores, &Measures);
    for _ in 1..KakuroTechnique::ALL.len() {
        update(&mut app, Action::ScoreMove(1), &Measures);
        update(&mut app, Action::ScoreDigit(0), &Measures);
    }
    act(&mut app, &[Action::ClosePanel]);
    assert!(
        KakuroTechnique::ALL
            .iter()
            .all(|&t| !app.kakuro_scores.enabled(t))
    );
    let text = screen(&app, 120, 40);
    assert!(text.contains("Score     ***  (stuck)"), "{text}");
    assert!(text.contains("Still required: not known (stuck)"));
}

#[test]
fn the_kakuro_score_editor_lists_the_kakuro_techniques_and_the_total() {
    let mut app = app();
    act(
        &mut app,
        &[
            Action::OpenScores,
            Action::ScoreMove(2),
            Action::ScoreDigit(8),
        ],
    );
    assert!(matches!(app.screen, Screen::Scores(_)));
    assert_eq!(app.kakuro_scores.get(KakuroTechnique::UniqueCombination), 8);
    let text = screen(&app, 120, 40);
    assert!(text.contains("Technique scores"));
    assert!(text.contains("Single candidate"), "{text}");
    assert!(text.contains("Sum splitting"));
    assert!(!text.contains("X-wing"), "no Sudoku rows: {text}");
    assert!(text.contains(&score(&app).to_string()));
    insta::assert_snapshot!(text);
}

#[test]
fn the_kakuro_hardest_set_names_the_fewest_hard_techniques() {
    let mut app = app();
    act(&mut app, &[Action::ShowHardest]);
    let text = screen(&app, 120, 40);
    assert!(text.contains("Hardest set"));
    assert!(text.contains("Enter keeps it"), "{text}");
    insta::assert_snapshot!(text);
}
