//! The candidate tools on a Kakuro board (SPEC §8, §10 "Hints a person can
//! follow"), drawn with ratatui's TestBackend and kept as insta snapshots: the
//! digit filter with the run pairs of its digit (`=`), the bivalue cells, and
//! the player's colour marks on candidates, which read without colour (`ᵃ`,
//! `ᵇ` before the candidate where the mini grid has room, and in the panel).
#![cfg(feature = "tui")]

use crate::common;

use kibitz::app::{Action, App, update};
use kibitz::game::KakuroGame;
use kibitz::kakuro::read_kakuro_file;
use kibitz::theme::Theme;
use kibitz::ui::Measures;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The bundled 8×8 Kakuro, its candidates filled in, in the dark theme with a
/// held clock.
fn app() -> App {
    let text = include_str!("../../puzzles/kakuro/medium.txt");
    let puzzle = read_kakuro_file(text, "medium.txt")
        .into_iter()
        .next()
        .expect("a puzzle")
        .expect("readable");
    let mut game = KakuroGame::for_puzzle(&puzzle);
    game.clock_mut().hold();
    let mut app = App::new(Theme::builtin(), Some("dark"), Vec::new());
    app.open(game);
    act(&mut app, &[Action::FillCandidates]);
    app
}

fn act(app: &mut App, actions: &[Action]) {
    for &a in actions {
        update(app, a, &Measures);
        common::screen::settle(app);
    }
}

fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("terminal");
    terminal.draw(|f| kibitz::ui::draw(f, app)).expect("draw");
    terminal.backend().to_string()
}

/// The filter on 9 with pairs on: cells that can take a 9, and the run pairs.
fn filtered() -> App {
    let mut app = app();
    act(
        &mut app,
        &[Action::DigitFilter, Action::Digit(9), Action::TogglePairs],
    );
    app
}

/// Colour marks: the first empty cell's first two candidates in A and B, the
/// next cell's first in A, the cursor back on the first.
fn coloured() -> App {
    let mut app = app();
    act(&mut app, &[Action::ToggleColouring]);
    let game = app.kakuro().unwrap();
    let pos = game.position();
    let empty: Vec<usize> = pos.empty_cells().take(2).collect();
    let first: Vec<u8> = pos.candidates(empty[0]).iter().take(2).collect();
    let second = pos.candidates(empty[1]).iter().next().unwrap();
    let select = |c: usize| Action::Select(c as u16);
    act(
        &mut app,
        &[
            select(empty[0]),
            Action::Digit(first[0]),
            Action::Digit(first[1]),
            Action::Digit(first[1]),
            select(empty[1]),
            Action::Digit(second),
            select(empty[0]),
        ],
    );
    app
}

#[test]
fn kakuro_digit_filter_with_run_pairs_80x24() {
    let app = filtered();
    let text = screen(&app, 80, 24);
    let summary = app
        .tools
        .kakuro_summary(&app.kakuro().unwrap().analysis_position())
        .unwrap();
    assert!(
        summary.starts_with("9 in ") && summary.contains("pairs (=)"),
        "{summary}"
    );
    assert!(text.contains("Filter"), "the panel says what is filtered");
    assert!(text.contains("·9·") || text.contains("=9="), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn kakuro_digit_filter_with_run_pairs_120x40() {
    let text = screen(&filtered(), 120, 40);
    assert!(text.contains('='), "run pairs are marked");
    insta::assert_snapshot!(text);
}

#[test]
fn kakuro_bivalue_cells_80x24() {
    let mut app = app();
    act(&mut app, &[Action::TogglePairs]);
    let text = screen(&app, 80, 24);
    assert!(text.contains("bivalue cells"), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn kakuro_colour_marks_120x40() {
    let app = coloured();
    let game = app.kakuro().unwrap();
    let marks = game.colours(game.cursor());
    assert!(!marks.a.is_empty() && !marks.b.is_empty(), "{marks:?}");
    let text = screen(&app, 120, 40);
    assert!(
        text.contains('ᵃ') && text.contains('ᵇ'),
        "colours read without colour"
    );
    assert!(text.contains("colour"), "the panel names the mode");
    insta::assert_snapshot!(text);
}

#[test]
fn kakuro_colour_marks_80x24() {
    insta::assert_snapshot!(screen(&coloured(), 80, 24));
}
