//! Manners of the game (SPEC §4, §10): the score editor keeps its row through an
//! edit and says why the automatic row takes no score; with mistakes shown only
//! on a check, a wrong digit is drawn plainly until the player asks for a check.

use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::style::Color;

use super::*;
use crate::app::fixtures::{act, rated_app as app};
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

/// The colour a digit of `cell` is drawn in on a 80×24 screen (`None`: the
/// terminal's own).
fn digit_colour(app: &App, cell: usize) -> Option<Color> {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| crate::ui::draw(f, app)).unwrap();
    let game = app.sudoku().unwrap();
    let area = ratatui::layout::Rect::new(0, 0, 80, 24);
    let g = crate::ui::sudoku_layout(app, game, area).unwrap().grid;
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
    let g = crate::ui::sudoku_layout(app, app.sudoku().unwrap(), area)
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
