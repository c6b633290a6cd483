//! The drawing's answers to what the update step asks of the screen (SPEC §10):
//! [`Measures`] implements the app's [`Measure`] from the same layouts and text
//! that [`draw`](super::draw) uses, so scrolling stops where the drawn text ends
//! and a click selects the cell drawn under it.

use ratatui::layout::Rect;

use crate::app::recording::StatsView;
use crate::app::{App, Measure, Session};
use crate::engine::Cell;

/// The measures of the screen as [`draw`](super::draw) lays it out.
#[derive(Copy, Clone, Debug, Default)]
pub struct Measures;

impl Measure for Measures {
    fn hint_fits(&self, app: &App) -> bool {
        super::hint_view::hint_fits(app)
    }

    fn hint_scroll_room(&self, app: &App) -> (usize, usize) {
        super::hint_view::scroll_room(app)
    }

    fn stats_scroll_room(&self, app: &App, view: &StatsView) -> (usize, usize) {
        super::stats::scroll_room(app, view)
    }

    fn help_pages(&self, app: &App) -> usize {
        super::help_pages(app)
    }

    fn cell_at(&self, app: &App, area: Rect, column: u16, row: u16) -> Option<Cell> {
        match app.session.as_ref()? {
            Session::Kakuro(k) => {
                let layout = super::kakuro_layout(app, k, area).ok()?;
                layout.grid.cell_at(k.grid(), column, row)
            }
            Session::Sudoku(game) => {
                let layout = super::sudoku_layout(app, game, area).ok()?;
                layout.grid.cell_at(column, row)
            }
        }
    }
}

#[cfg(test)]
mod tests;
