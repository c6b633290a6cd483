//! Candidates while a Kakuro hint is shown (SPEC §10, "Hints a person can
//! follow"): every empty cell shows candidates, the player's own where they have
//! marks and the coach's elsewhere, drawn apart (dim and italic); at the last
//! stage what the hint removes (`×`, struck) and places (`+`) is marked on them;
//! nothing is written into the player's marks until the hint is applied, and the
//! board is back to the player's own marks once the hint goes; the digit filter
//! keeps picking cells out. The screens at the last stage — a single candidate
//! on the bundled 6×6 at 120×40, a domain test on the 7×7 at 80×24 — are kept as
//! insta snapshots with, under each, a map of how the board's candidates are
//! drawn (the screen's text alone carries no style).
#![cfg(feature = "tui")]

use crate::common;

use kibitz::app::{Action, App, HintStep, update};
use kibitz::game::KakuroGame;
use kibitz::kakuro::{HintStage, read_kakuro_file};
use kibitz::theme::Theme;
use kibitz::ui::Measures;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;

/// The bundled 6×6 Kakuro with no marks at 120×40.
fn app() -> App {
    app_at(0, (120, 40))
}

/// The bundled small Kakuro number `index` (0: the 6×6, 1: the 7×7) with no
/// marks, in the dark theme with a held clock, on a terminal of `size`.
fn app_at(index: usize, size: (u16, u16)) -> App {
    let text = include_str!("../../puzzles/kakuro/small.txt");
    let puzzle = read_kakuro_file(text, "small.txt")
        .into_iter()
        .nth(index)
        .expect("a puzzle")
        .expect("readable");
    let mut game = KakuroGame::for_puzzle(&puzzle);
    game.clock_mut().hold();
    let mut app = App::new(Theme::builtin(), Some("dark"), Vec::new());
    app.size = size;
    app.open(game);
    app
}

fn act(app: &mut App, actions: &[Action]) {
    for &a in actions {
        update(app, a, &Measures);
        common::screen::settle(app);
    }
}

fn buffer(app: &App) -> Buffer {
    let mut terminal = Terminal::new(TestBackend::new(app.size.0, app.size.1)).expect("terminal");
    terminal.draw(|f| kibitz::ui::draw(f, app)).expect("draw");
    terminal.backend().buffer().clone()
}

/// The screen's text, line by line.
fn text(buf: &Buffer) -> String {
    let area = buf.area;
    (area.top()..area.bottom())
        .map(|y| {
            let line: String = (area.left()..area.right())
                .map(|x| buf[(x, y)].symbol())
                .collect();
            line.trim_end().to_string() + "\n"
        })
        .collect()
}

/// How the board's candidate digits are drawn: `c` computed (dim and italic),
/// `x` struck (removed by the hint), `+` placed by the hint, `o` the player's
/// own; anything else blank.
fn style_map(app: &App, buf: &Buffer) -> String {
    let game = app.kakuro().expect("a Kakuro");
    let area = Rect::new(0, 0, app.size.0, app.size.1);
    let grid = kibitz::ui::kakuro_layout(app, game, area)
        .expect("the board fits")
        .grid;
    let solved = app.theme().solved.fg;
    let candidate = app.theme().candidate.fg;
    let (x0, y0) = grid.origin;
    (y0..y0 + grid.size.1)
        .map(|y| {
            let line: String = (x0..x0 + grid.size.0)
                .map(|x| {
                    let cell = &buf[(x, y)];
                    let digit = cell.symbol().chars().all(|ch| ch.is_ascii_digit());
                    match cell.modifier {
                        _ if !digit || cell.symbol().trim().is_empty() => ' ',
                        m if m.contains(Modifier::CROSSED_OUT) => 'x',
                        _ if cell.fg == solved.unwrap_or_default() => '+',
                        m if m.contains(Modifier::ITALIC | Modifier::DIM) => 'c',
                        _ if cell.fg == candidate.unwrap_or_default() => 'o',
                        _ => ' ',
                    }
                })
                .collect();
            line.trim_end().to_string() + "\n"
        })
        .collect()
}

/// The screen with a Kakuro hint at its last stage, checked to show the coach's
/// candidates apart and the step on the board, and the map of its candidates.
fn stage_3(mut app: App) -> String {
    act(&mut app, &[Action::Hint, Action::Hint, Action::Hint]);
    let hint = app.hint.as_ref().expect("a hint is shown");
    assert_eq!(hint.stage, HintStage::Step);
    let HintStep::Kakuro(step) = &hint.step else {
        panic!("a Kakuro hint");
    };
    let buf = buffer(&app);
    let map = style_map(&app, &buf);
    assert!(map.contains('c'), "the coach's candidates are drawn apart");
    assert!(!map.contains('o'), "the player has no marks");
    if !step.placements.is_empty() {
        assert!(map.contains('+'), "what it places is marked");
    }
    if !step.eliminations.is_empty() {
        assert!(map.contains('x'), "what it removes is struck");
    }
    format!(
        "{}\nhow the board's candidates are drawn (c computed, x removed, + placed):\n{map}",
        text(&buf)
    )
}

#[test]
fn kakuro_hint_at_stage_3_shows_the_coachs_candidates_apart() {
    insta::assert_snapshot!(stage_3(app()));
}

#[test]
fn kakuro_domain_test_at_stage_3_strikes_the_coachs_candidates_80x24() {
    insta::assert_snapshot!(stage_3(app_at(1, (80, 24))));
}

#[test]
fn the_players_own_marks_show_as_theirs_beside_the_coachs() {
    let mut app = app();
    let first = app
        .kakuro()
        .unwrap()
        .position()
        .empty_cells()
        .next()
        .unwrap();
    act(
        &mut app,
        &[
            Action::Select(first as u16),
            Action::TogglePencil,
            Action::Digit(6),
            Action::Digit(9),
        ],
    );
    assert!(
        !app.kakuro()
            .unwrap()
            .position()
            .candidates(first)
            .is_empty()
    );
    act(&mut app, &[Action::Hint]);
    assert!(app.hint.is_some(), "a hint is shown");
    let map = style_map(&app, &buffer(&app));
    assert!(map.contains('o') && map.contains('c'), "{map}");
}

#[test]
fn the_players_marks_are_untouched_until_the_hint_is_applied() {
    let mut app = app();
    let before = app.kakuro().unwrap().position().clone();
    for _ in 0..3 {
        act(&mut app, &[Action::Hint]);
        buffer(&app);
        assert_eq!(
            app.kakuro().unwrap().position(),
            &before,
            "showing a hint writes nothing into the game"
        );
    }
    let step = app.hint.as_ref().expect("a hint is shown").step.clone();
    act(&mut app, &[Action::ApplyHint]);
    assert!(app.hint.is_none(), "an applied hint goes");
    let after = app.kakuro().unwrap().position();
    for (cell, d) in step.placements() {
        assert_eq!(after.value(cell), d);
    }
    for (cell, d) in step.eliminations() {
        assert!(!after.candidates(cell).contains(d));
    }
    let map = style_map(&app, &buffer(&app));
    assert!(
        !map.contains('c') && !map.contains('x'),
        "without a hint the board shows the player's own marks only:\n{map}"
    );
}

#[test]
fn a_withdrawn_hint_takes_the_coachs_candidates_with_it() {
    let mut app = app();
    act(&mut app, &[Action::Hint, Action::Hint]);
    assert!(style_map(&app, &buffer(&app)).contains('c'));
    let empty = app
        .kakuro()
        .unwrap()
        .position()
        .empty_cells()
        .last()
        .unwrap();
    act(
        &mut app,
        &[
            Action::Select(empty as u16),
            Action::TogglePencil,
            Action::Digit(2),
        ],
    );
    assert!(app.hint.is_none(), "a move withdraws the hint");
    let map = style_map(&app, &buffer(&app));
    assert!(!map.contains('c'), "{map}");
}

#[test]
fn the_digit_filter_keeps_working_while_a_hint_is_shown() {
    let mut app = app();
    act(&mut app, &[Action::DigitFilter, Action::Digit(9)]);
    let filtered = app.theme().filtered.bg;
    let with_filter = buffer(&app);
    let picked = |buf: &Buffer| {
        buf.content()
            .iter()
            .filter(|c| c.bg == filtered.unwrap_or_default())
            .count()
    };
    let before = picked(&with_filter);
    assert!(before > 0, "the filter picks cells out");
    act(&mut app, &[Action::Hint, Action::Hint, Action::Hint]);
    let hinted = buffer(&app);
    assert!(picked(&hinted) > 0, "the filter still picks cells out");
    assert!(style_map(&app, &hinted).contains('c'));
}
