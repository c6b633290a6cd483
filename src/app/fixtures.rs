//! What the app's unit tests share (SPEC §10): the library's example 9×9 opened
//! and rated, and actions carried out with the rating worker's job done in the
//! test's own thread, so every assertion sees the current position's rating.

use super::coach::assess_now;
use super::{Action, App, update};
use crate::game::SudokuGame;
use crate::theme::Theme;

/// The library's example 9×9: its first hint is a hidden single.
pub const PUZZLE: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// An app playing [`PUZZLE`], not yet rated.
pub fn unrated_app() -> App {
    let puzzle = crate::format::read_sudoku(PUZZLE, "t", &Default::default())
        .next()
        .and_then(Result::ok)
        .map(|p| p.position)
        .expect("the example puzzle reads");
    let mut app = App::new(Theme::builtin(), None, Vec::new());
    app.open(SudokuGame::new(None, &puzzle, None));
    app
}

/// An app playing [`PUZZLE`], rated.
pub fn rated_app() -> App {
    let mut app = unrated_app();
    settle(&mut app);
    app
}

/// Rates as the worker would until the coach has the position in play.
pub fn settle(app: &mut App) {
    while let Some(request) = app.sync_coach() {
        app.receive(assess_now(&request));
    }
}

/// Carries out `actions`, each followed by the rating of the position it leaves.
pub fn act(app: &mut App, actions: &[Action]) {
    for &a in actions {
        update(app, a);
        settle(app);
    }
}
