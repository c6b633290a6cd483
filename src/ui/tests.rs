//! The drawing following the app's state (SPEC §10): with mistakes shown only
//! on a check, a wrong digit is drawn plainly until the player asks for a check;
//! a board too large for the screen shows the hint's cells, then follows the
//! cursor.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::style::Color;

use super::*;
use crate::app::fixtures::{act, rated_app as app, update};
use crate::app::{Action, Effect};

/// The colour a digit of `cell` is drawn in on a 80×24 screen (`None`: the
/// terminal's own).
fn digit_colour(app: &App, cell: usize) -> Option<Color> {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| draw(f, app)).unwrap();
    let game = app.sudoku().unwrap();
    let area = ratatui::layout::Rect::new(0, 0, 80, 24);
    let g = sudoku_layout(app, game, area).unwrap().grid;
    let (x, y) = g.origin_of(cell).unwrap();
    let at = (x + g.cell_w / 2, y + g.cell_h / 2);
    let fg = terminal.backend().buffer()[at].fg;
    (fg != Color::Reset).then_some(fg)
}

#[test]
fn mistakes_on_check_hide_then_show_a_wrong_digit() {
    let mut app = app();
    let theme = app.theme().clone();
    // r1c1 holds a given 4: a 4 in r1c2 is wrong and repeats in the row.
    act(
        &mut app,
        &[Action::Select(1), Action::Digit(4), Action::Select(80)],
    );
    assert_eq!(digit_colour(&app, 1), theme.conflict.fg, "marked as typed");
    act(&mut app, &[Action::Undo]);

    let effects = update(&mut app, Action::ToggleMistakesOnCheck);
    assert_eq!(effects, vec![Effect::SaveSettings], "the setting is saved");
    assert!(app.mistakes_on_check);
    act(
        &mut app,
        &[Action::Select(1), Action::Digit(4), Action::Select(80)],
    );
    assert_eq!(digit_colour(&app, 1), theme.digit.fg, "not marked as typed");
    act(&mut app, &[Action::Check]);
    assert_eq!(app.marked, vec![1]);
    assert_eq!(
        digit_colour(&app, 1),
        theme.mistake.fg,
        "marked on the check"
    );
    // The next change takes the check's marks away again.
    act(&mut app, &[Action::Select(1), Action::Erase]);
    assert!(app.marked.is_empty());
}

/// An empty 25×25 in play, its cursor at r1c1, with a hint on r25c25 at its
/// cells stage.
fn big_board_with_a_far_hint() -> App {
    use crate::app::{HintKind, HintStep, StagedHint};
    use crate::engine::{DigitSet, Geometry, Position};
    use crate::kakuro::HintStage;
    use crate::rating::last_resort::Guess;
    let geo = Geometry::standard(25).unwrap();
    let pos = Position::from_givens(geo, &vec![0; 625]);
    let mut app = App::new(crate::theme::Theme::builtin(), None, Vec::new());
    app.open(crate::game::SudokuGame::new(None, &pos, None));
    let guess = Guess {
        cell: 624,
        candidates: DigitSet::from_digits([1, 2]),
        digit: 1,
        unique: false,
    };
    app.hint = Some(StagedHint {
        step: HintStep::Guess(guess),
        stage: HintStage::Cells,
        kind: HintKind::Simplest,
    });
    app
}

/// The rows and columns of a 25×25 shown at 80×24, as (first, count) pairs.
fn window(app: &App) -> ((usize, usize), (usize, usize)) {
    let area = ratatui::layout::Rect::new(0, 0, 80, 24);
    let g = sudoku_layout(app, app.sudoku().unwrap(), area)
        .unwrap()
        .grid;
    (g.first, g.shown)
}

#[test]
fn a_scrolled_board_shows_the_hint_then_follows_the_cursor() {
    let mut app = big_board_with_a_far_hint();
    let shows = |((r0, c0), (rows, cols)): ((usize, usize), (usize, usize)), (r, c)| {
        (r0..r0 + rows).contains(&r) && (c0..c0 + cols).contains(&c)
    };
    // Before the hint stage was asked for, the cursor leads.
    assert!(shows(window(&app), (0, 0)));
    assert!(!shows(window(&app), (24, 24)));
    // Shown by a hint key, the hint's first cell comes into view.
    app.view_on_hint = true;
    assert!(shows(window(&app), (24, 24)));
    // A cursor move (no rating needed: the empty board is never rated here)
    // gives the lead back to the cursor, wherever it goes.
    update(&mut app, Action::Move(0, 1));
    assert!(app.hint.is_some(), "a cursor move keeps the hint");
    assert!(shows(window(&app), (0, 1)));
    // Near enough, the cursor and the hint's cell are both in view.
    update(&mut app, Action::Select(24 * 25 + 11));
    let both = window(&app);
    assert!(shows(both, (24, 11)) && shows(both, (24, 24)), "{both:?}");
}
