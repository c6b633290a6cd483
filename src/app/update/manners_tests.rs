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
