//! The app's update step on the screen as drawn (SPEC §10): the help pages on
//! as far as the drawn help goes, the hint view scrolls within the drawn text,
//! and a click selects the cell drawn under it.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use super::super::help_pages;
use super::*;
use crate::app::fixtures::{act_on, rated_app};
use crate::app::{Action, Effect, Screen, Scroll, update};
use crate::game::fixtures::{FOUR_SOLUTION, digits, four, small_kakuro};
use crate::game::{KakuroGame, SudokuGame};
use crate::theme::Theme;

/// A 4×4 in play, its solution known.
fn app() -> App {
    let mut app = App::new(Theme::builtin(), None, Vec::new());
    app.open(SudokuGame::new(None, &four(), Some(digits(FOUR_SOLUTION))));
    app
}

/// Presses a key through the keymap and the update step on the drawn screen.
fn key(app: &mut App, code: KeyCode) -> Vec<Effect> {
    match app.key_action(&KeyEvent::new(code, KeyModifiers::NONE)) {
        Some(action) => update(app, action, &Measures),
        None => Vec::new(),
    }
}

#[test]
fn the_help_pages_on_to_the_legend_of_the_ratings_and_no_further() {
    let mut a = app();
    a.size = (80, 24);
    key(&mut a, KeyCode::Char('?'));
    let pages = help_pages(&a);
    assert!(
        pages >= 3,
        "the legend takes two pages at 80×24, found {pages}"
    );
    for _ in 0..pages + 2 {
        key(&mut a, KeyCode::PageDown);
    }
    assert_eq!(a.help_page, pages - 1);
    key(&mut a, KeyCode::PageUp);
    assert_eq!(a.help_page, pages - 2);
    assert!(
        matches!(a.screen, Screen::Help(_)),
        "page keys keep it open"
    );
    key(&mut a, KeyCode::Char('q'));
    assert_eq!(a.screen, Screen::Board);
    key(&mut a, KeyCode::Char('?'));
    assert_eq!(a.help_page, 0, "the help opens on its page of keys");
}

#[test]
fn a_click_selects_a_white_cell() {
    let mut app = App::new(Theme::builtin(), None, Vec::new());
    app.open(KakuroGame::for_puzzle(&small_kakuro()));
    let game = |app: &App| app.kakuro().unwrap().clone();
    let area = Rect::new(0, 0, 120, 40);
    let layout = crate::ui::kakuro_layout::game_layout(&game(&app), area).unwrap();
    let click = MouseEvent {
        kind: MouseEventKind::Down(MouseButton::Left),
        column: layout.grid.col_x(2) + 1,
        row: layout.grid.row_y(2) + 1,
        modifiers: KeyModifiers::NONE,
    };
    let cell = game(&app).grid().white_cell(2, 2).unwrap() as u16;
    assert_eq!(
        app.mouse_action(&click, area, &Measures),
        Some(Action::Select(cell))
    );
}

#[test]
fn scrolling_stays_within_the_text_and_applying_closes_the_view() {
    let mut app = rated_app();
    // A terminal so low that the step's text takes several pages.
    app.size = (80, 24);
    act_on(
        &mut app,
        &[Action::Hint, Action::Hint, Action::Hint],
        &Measures,
    );
    act_on(&mut app, &[Action::ToggleHintView], &Measures);
    let (_, last) = super::super::hint_view::scroll_room(&app);
    act_on(&mut app, &[Action::HintScroll(Scroll::End)], &Measures);
    assert_eq!(app.screen, Screen::HintView(last));
    act_on(&mut app, &[Action::HintScroll(Scroll::Pages(3))], &Measures);
    assert_eq!(
        app.screen,
        Screen::HintView(last),
        "no scrolling past the end"
    );
    act_on(&mut app, &[Action::HintScroll(Scroll::Top)], &Measures);
    assert_eq!(app.screen, Screen::HintView(0));
    act_on(
        &mut app,
        &[Action::HintScroll(Scroll::Lines(-1))],
        &Measures,
    );
    assert_eq!(app.screen, Screen::HintView(0));
    act_on(&mut app, &[Action::ApplyHint], &Measures);
    assert_eq!(app.screen, Screen::Board);
    assert!(app.hint.is_none());
    assert_eq!(app.sudoku().unwrap().history().index(), 1);
}
