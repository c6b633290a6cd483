//! What the app's unit tests share (SPEC §10): the library's example 9×9 opened
//! and rated, actions carried out with the rating worker's job done in the
//! test's own thread, so every assertion sees the current position's rating, and
//! a fixed [`Measure`] standing in for the drawn screen. Tests that need the
//! real layout's answers live with the drawing (`crate::ui`'s measures tests).

use ratatui::layout::Rect;

use super::coach::assess_now;
use super::recording::StatsView;
use super::{Action, App, Effect, Measure};
use crate::engine::Cell;
use crate::game::SudokuGame;
use crate::theme::Theme;

/// A screen where everything fits: the hint in the panel, the hint view and the
/// statistics on one page, the help on one page; no board cell is under a click.
pub struct Roomy;

impl Measure for Roomy {
    fn hint_fits(&self, _: &App) -> bool {
        true
    }

    fn hint_scroll_room(&self, _: &App) -> (usize, usize) {
        (1, 0)
    }

    fn stats_scroll_room(&self, _: &App, _: &StatsView) -> (usize, usize) {
        (1, 0)
    }

    fn help_pages(&self, _: &App) -> usize {
        1
    }

    fn cell_at(&self, _: &App, _: Rect, _: u16, _: u16) -> Option<Cell> {
        None
    }
}

/// The update step on a [`Roomy`] screen.
pub fn update(app: &mut App, action: Action) -> Vec<Effect> {
    super::update(app, action, &Roomy)
}

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

/// Carries out `actions` on a [`Roomy`] screen, each followed by the rating of
/// the position it leaves.
pub fn act(app: &mut App, actions: &[Action]) {
    act_on(app, actions, &Roomy);
}

/// Carries out `actions` on the screen `measure` answers for, each followed by
/// the rating of the position it leaves.
pub fn act_on(app: &mut App, actions: &[Action], measure: &dyn Measure) {
    for &a in actions {
        super::update(app, a, measure);
        settle(app);
    }
}
