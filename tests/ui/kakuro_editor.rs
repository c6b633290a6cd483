//! The Kakuro editor on screen (SPEC §8, §10), drawn with ratatui's TestBackend
//! and kept as insta snapshots: `e` on a Kakuro opens its grid in the editor
//! (clue squares as `D\R`, black squares filled, white squares blank, the
//! selected square highlighted, the panel with the size, the counts, the
//! square and its keys); a fault found by Enter is named with its square.
#![cfg(feature = "tui")]

use kibitz::app::kakuro_editor::SquareEdit;
use kibitz::app::{Action, App, Screen, update};
use kibitz::game::KakuroGame;
use kibitz::kakuro::read_kakuro_file;
use kibitz::theme::Theme;
use kibitz::ui::Measures;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The bundled 6×6 Kakuro open in the editor, in the dark theme.
fn editing() -> App {
    let text = include_str!("../../puzzles/kakuro/small.txt");
    let puzzle = read_kakuro_file(text, "small.txt")
        .into_iter()
        .next()
        .expect("a puzzle")
        .expect("readable");
    let mut game = KakuroGame::for_puzzle(&puzzle);
    game.clock_mut().hold();
    let mut app = App::new(Theme::builtin(), Some("dark"), Vec::new());
    app.open(game);
    update(&mut app, Action::OpenEditor, &Measures);
    assert!(
        matches!(app.screen, Screen::KakuroEditor(_)),
        "{:?}",
        app.screen
    );
    app
}

fn screen(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("terminal");
    terminal.draw(|f| kibitz::ui::draw(f, app)).expect("draw");
    terminal.backend().to_string()
}

#[test]
fn the_kakuro_editor_shows_the_grid_in_play_80x24() {
    let app = editing();
    let text = screen(&app, 80, 24);
    assert!(text.contains("Kakuro editor  6×6"), "{text}");
    assert!(
        text.contains("15\\") && text.contains("\\14"),
        "the clues: {text}"
    );
    insta::assert_snapshot!(text);
}

#[test]
fn the_kakuro_editor_names_the_square_of_a_fault_120x40() {
    let mut app = editing();
    // r1c2 (the 15\ clue) turned black leaves its down run without a clue.
    for action in [
        Action::Move(-1, 0),
        Action::KakuroEdit(SquareEdit::Black),
        Action::EditorDone,
    ] {
        update(&mut app, action, &Measures);
    }
    let text = screen(&app, 120, 40);
    assert!(
        matches!(app.screen, Screen::KakuroEditor(_)),
        "stays in the editor"
    );
    assert!(
        text.contains("r2c2") && text.contains("fix it first"),
        "{text}"
    );
    insta::assert_snapshot!(text);
}
