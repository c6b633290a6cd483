//! The candidate tools on screen (SPEC §10, "Hints a person can follow"), drawn
//! with ratatui's TestBackend and kept as insta snapshots at 80×24 and 120×40:
//! the digit filter with the bilocation pairs of its digit, bivalue cells, and
//! the player's colour marks, which read without colour (`ᵃ` and `ᵇ` before
//! the candidate where the mini grid has room); and on a 25×25 scrolled at
//! 80×24, the marks of the cells in view.
#![cfg(feature = "tui")]

use crate::common;

use common::screen::{act, bundled_game, settle};

use kibitz::app::{Action, App};
use kibitz::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The first medium 9×9, candidates filled in, rated, in the dark theme.
fn app() -> App {
    let mut app = App::new(Theme::builtin(), Some("dark"), Vec::new());
    app.open(bundled_game("sudoku9/medium.txt", 0));
    settle(&mut app);
    act(&mut app, &[Action::FillCandidates]);
    app
}

fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("terminal");
    terminal.draw(|f| kibitz::ui::draw(f, app)).expect("draw");
    terminal.backend().to_string()
}

/// The filter on 5, with its bilocation pairs.
fn filtered() -> App {
    let mut app = app();
    act(
        &mut app,
        &[Action::DigitFilter, Action::Digit(5), Action::TogglePairs],
    );
    app
}

/// Colour marks on two cells' candidates: the first empty cell's first two
/// candidates in A and B, the second one's first in A; the cursor back on the
/// first, whose marks the panel lists with their colours.
fn coloured() -> App {
    let mut app = app();
    act(&mut app, &[Action::ToggleColouring]);
    let game = app.sudoku().unwrap();
    let pos = game.position();
    let empty: Vec<u16> = pos.empty_cells().take(2).collect();
    let first: Vec<u8> = pos.candidates(empty[0]).iter().take(2).collect();
    let second = pos.candidates(empty[1]).iter().next().unwrap();
    act(
        &mut app,
        &[
            Action::Select(empty[0]),
            Action::Digit(first[0]),
            Action::Digit(first[1]),
            Action::Digit(first[1]),
            Action::Select(empty[1]),
            Action::Digit(second),
            Action::Select(empty[0]),
        ],
    );
    app
}

#[test]
fn digit_filter_with_bilocation_pairs_80x24() {
    let text = screen(&filtered(), 80, 24);
    assert!(text.contains("Filter"), "the panel says what is filtered");
    insta::assert_snapshot!(text);
}

#[test]
fn digit_filter_with_bilocation_pairs_120x40() {
    insta::assert_snapshot!(screen(&filtered(), 120, 40));
}

#[test]
fn bivalue_cells_80x24() {
    let mut app = app();
    act(&mut app, &[Action::TogglePairs]);
    let text = screen(&app, 80, 24);
    assert!(text.contains("bivalue"));
    insta::assert_snapshot!(text);
}

#[test]
fn colour_marks_80x24() {
    let text = screen(&coloured(), 80, 24);
    assert!(text.contains("colour"), "the panel names the mode");
    assert!(text.contains("ᵃ1 ᵇ3"), "the panel lists the colours");
    insta::assert_snapshot!(text);
}

#[test]
fn colour_marks_120x40() {
    let text = screen(&coloured(), 120, 40);
    assert!(
        text.contains('ᵃ') && text.contains('ᵇ'),
        "colours read without colour"
    );
    insta::assert_snapshot!(text);
}

/// A 25×25 at 80×24 is a window of the board (SPEC §10): the tools' marks are
/// drawn on the cells in view only, the filter and a colour mark among them,
/// with the cursor in the far corner.
#[test]
fn the_tools_mark_a_scrolled_25x25_at_80x24() {
    let mut app = App::new(Theme::builtin(), Some("dark"), Vec::new());
    app.open(bundled_game("sizes/25x25.txt", 0));
    settle(&mut app);
    act(&mut app, &[Action::FillCandidates, Action::Move(-1, -1)]);
    let game = app.sudoku().unwrap();
    let corner = game
        .position()
        .empty_cells()
        .filter(|&c| c % 25 >= 20 && c / 25 >= 20)
        .last()
        .expect("an empty cell in the far corner");
    let digit = game.position().candidates(corner).iter().next().unwrap();
    act(
        &mut app,
        &[
            Action::Select(corner),
            Action::ToggleColouring,
            Action::Digit(digit),
            Action::ToggleColouring,
            Action::DigitFilter,
            Action::Digit(digit),
            Action::TogglePairs,
        ],
    );
    let game = app.sudoku().unwrap();
    assert!(game.colours(usize::from(corner)).of(digit).is_some());
    let text = screen(&app, 80, 24);
    assert!(text.contains("-25 of 25"), "a window of the board:\n{text}");
    assert!(
        text.contains("Filter"),
        "the panel says what is filtered:\n{text}"
    );
}
