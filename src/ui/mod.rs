//! Drawing the terminal game (SPEC §10). [`draw`] takes the app by shared reference
//! and cannot change it: it lays out the grid and the side panel for the terminal's
//! size, or the chooser, adds the help on top (the keys' pages, then on a Sudoku
//! the ratings legend's, `legend_page`), and shows a clear message with the
//! size it needs when the terminal is too small for the board. A Kakuro gets its own
//! grid (`kakuro_grid`, with the candidate tools' marks in `kakuro_marks`, and a
//! window that follows the hint's cells: [`kakuro_layout`]), its own panel
//! section (`kakuro_panel`) and its own editor (`kakuro_editor`); the panel
//! (`panel`), the help and the message are shared. A Sudoku hint is drawn on the
//! grid as its pattern (`pattern_marks`) and read in the panel or, whole, in the
//! hint view (`hint_view`). [`Measures`] answers what the app's update step asks
//! of the screen so drawn (help pages, scrolling, the cell under a click).

mod candidate_marks;
mod cell;
mod chooser;
mod coach_panel;
mod editor;
mod form_text;
pub mod grid;
mod grid_pattern;
mod help;
mod hint_text;
pub mod hint_view;
mod kakuro_editor;
pub mod kakuro_grid;
pub mod kakuro_layout;
mod kakuro_marks;
mod kakuro_panel;
pub mod layout;
mod legend_page;
pub mod lines;
mod measures;
mod new_puzzle;
pub mod panel;
pub mod pattern_marks;
mod score_editor;
pub mod stats;
mod status;
pub mod text;
pub mod tint;

use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::app::keymap::{help_lines, kakuro_help_lines};
use crate::app::{App, Screen, Session};
use crate::game::{KakuroGame, SudokuGame};
use crate::kakuro::HintStage;
use crate::theme::Theme;
use layout::Focus;
pub use measures::Measures;

/// Draws the whole screen for the app's state.
pub fn draw(frame: &mut Frame<'_>, app: &App) {
    let area = frame.area();
    let buf = frame.buffer_mut();
    let theme = app.theme();
    buf.set_style(area, theme.text);
    let session = match (app.base_screen(), app.session.as_ref()) {
        (Screen::Editor(e), _) => return editor::draw(buf, area, app, e),
        (Screen::KakuroEditor(e), _) => return kakuro_editor::draw(buf, area, app, e),
        (Screen::NewPuzzle(f), _) => return new_puzzle::draw(buf, area, app, f),
        (Screen::Stats(view), _) => return stats::draw(buf, area, app, view),
        (Screen::Chooser(_), _) | (_, None) => return chooser::draw(buf, area, app),
        (_, Some(session)) => session,
    };
    let hint = app.hint.as_ref();
    match session {
        Session::Sudoku(game) => {
            let n = game.geometry().n();
            match sudoku_layout(app, game, area) {
                Ok(l) => {
                    let wrong = (app.marked.as_slice(), !app.mistakes_on_check);
                    grid::draw(buf, &l.grid, game, theme, wrong, (hint, &app.tools));
                    panel::draw(buf, l.panel, app, session);
                }
                Err(needed) => too_small(buf, area, &format!("A {n}×{n} board"), needed, theme),
            }
        }
        Session::Kakuro(game) => {
            let grid = game.grid();
            match kakuro_layout(app, game, area) {
                Ok(l) => {
                    let wrong = (app.marked.as_slice(), !app.mistakes_on_check);
                    kakuro_grid::draw(buf, &l.grid, game, theme, wrong, (hint, &app.tools));
                    panel::draw(buf, l.panel, app, session);
                }
                Err(needed) => {
                    let board = format!("A {}×{} Kakuro", grid.width(), grid.height());
                    too_small(buf, area, &board, needed, theme);
                }
            }
        }
    }
    if matches!(app.screen, Screen::Help(_)) {
        let keys = help_for(session);
        let key_pages = help::page_count(&keys, area);
        let pages = key_pages + legend_pages(session, area);
        match app.help_page.min(pages - 1) {
            page if page < key_pages => help::draw(buf, area, &keys, (page, pages), theme),
            page => legend_page::draw(buf, area, page - key_pages, (page, pages), theme),
        }
    }
}

/// The key help's lines for the board in play.
fn help_for(session: &Session) -> Vec<(String, &'static str)> {
    match session {
        Session::Sudoku(game) => help_lines(game.geometry().n()),
        Session::Kakuro(_) => kakuro_help_lines(),
    }
}

/// How many pages the legend of the ratings takes in the help of a game in
/// `area` (none on a Kakuro, whose ratings differ).
fn legend_pages(session: &Session, area: Rect) -> usize {
    match session {
        Session::Sudoku(_) => legend_page::page_count(area),
        Session::Kakuro(_) => 0,
    }
}

/// How many pages the help takes at the terminal size the app last saw: the
/// keys', then on a Sudoku the ratings legend's.
pub fn help_pages(app: &App) -> usize {
    let area = Rect::new(0, 0, app.size.0, app.size.1);
    app.session.as_ref().map_or(1, |s| {
        help::page_count(&help_for(s), area) + legend_pages(s, area)
    })
}

/// The layout of a Sudoku in play: the whole board, or a window of it that
/// keeps in view the cursor and, while a hint shows its cells, the hint's first
/// cell (the one the player moved to last first, the other when both fit).
pub fn sudoku_layout(
    app: &App,
    game: &SudokuGame,
    area: Rect,
) -> Result<layout::ScreenLayout, (u16, u16)> {
    let n = game.geometry().n();
    let cursor = Focus::on(game.cursor(), n).at;
    let hinted = app
        .hint
        .as_ref()
        .filter(|h| h.stage != HintStage::Technique)
        .and_then(|h| h.step.cells().first().copied())
        .map(|cell| Focus::on(cell, n).at);
    let focus = match hinted {
        Some(at) if app.view_on_hint => Focus {
            at,
            also: Some(cursor),
        },
        also => Focus { at: cursor, also },
    };
    layout::screen_layout(game.geometry(), area, focus)
}

/// The layout of a Kakuro in play: the whole grid, or a window of it around
/// the cursor or, while a hint shows its cells and the player last asked for
/// it, around those cells (`App::hint_focus`).
pub fn kakuro_layout(
    app: &App,
    game: &KakuroGame,
    area: Rect,
) -> Result<layout::ScreenLayout<kakuro_layout::KakuroLayout>, (u16, u16)> {
    kakuro_layout::focused_layout(game, area, app.hint_focus().as_deref())
}

fn too_small(buf: &mut Buffer, area: Rect, board: &str, needed: (u16, u16), theme: &Theme) {
    let lines = [
        (
            "The terminal is too small for this board.".to_string(),
            theme.title,
        ),
        (
            format!("{board} needs at least {}×{}", needed.0, needed.1),
            theme.text,
        ),
        (
            format!(
                "(columns × rows); it is {}×{} now.",
                area.width, area.height
            ),
            theme.text,
        ),
        (
            "Enlarge the window or use a smaller font.".to_string(),
            theme.text,
        ),
        ("Ctrl-c saves and quits.".to_string(), theme.dim),
    ];
    let top = area.y + area.height.saturating_sub(lines.len() as u16) / 2;
    for (i, (text, style)) in lines.iter().enumerate() {
        let y = top + i as u16;
        if y >= area.y + area.height {
            break;
        }
        let w = text.chars().count() as u16;
        let x = area.x + area.width.saturating_sub(w) / 2;
        buf.set_stringn(x, y, text, area.width as usize, *style);
    }
}

#[cfg(test)]
mod tests;
