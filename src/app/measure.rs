//! What the update step needs to know of the screen as it is drawn (SPEC §10:
//! what does not fit the terminal scrolls, a hint too long for the panel opens
//! the hint view, a click selects the cell under it).
//!
//! The answers depend on the layout, which is the drawing's concern (`crate::ui`
//! implements [`Measure`]); the state they act on is the app's. DESIGN wants no
//! import circles and has the view read the model, so the app declares what it
//! asks here and takes the answers as a parameter of [`update`](super::update)
//! rather than naming the drawing code. The run loop, the one place that knows
//! both, hands the drawing's measures in; the app's own tests can hand in a
//! fixed one.

use ratatui::layout::Rect;

use super::App;
use super::recording::StatsView;
use crate::engine::Cell;

/// The measurements of the drawn screen the update step acts on, each at the
/// terminal's size the app last saw ([`App::size`]) unless an area is given.
pub trait Measure {
    /// Whether the panel shows the whole hint with the game's status above it
    /// (true when there is no hint, or no board on screen).
    fn hint_fits(&self, app: &App) -> bool;

    /// The hint view's page height and its last scroll offset (the one that
    /// shows the end).
    fn hint_scroll_room(&self, app: &App) -> (usize, usize);

    /// The statistics screen's page height and its last scroll offset (the one
    /// that shows the end).
    fn stats_scroll_room(&self, app: &App, view: &StatsView) -> (usize, usize);

    /// How many pages the key help takes: the keys', then on a Sudoku the
    /// ratings legend's.
    fn help_pages(&self, app: &App) -> usize;

    /// The board's cell drawn at `column`, `row` on a screen of size `area`, if
    /// any.
    fn cell_at(&self, app: &App, area: Rect, column: u16, row: u16) -> Option<Cell>;
}
