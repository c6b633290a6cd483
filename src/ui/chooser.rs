//! The puzzle chooser (SPEC §10): the puzzles of a file with several (or the
//! bundled collection), one line each — number (from 1), label and the columns
//! of `app::chooser` (rating, score, DiffKey label, ER estimate, the solved mark
//! with the best time; `…` while still being worked out, see `app::catalog`)
//! under a heading line — the selected one highlighted and kept in view, and,
//! while one is typed, the filter with the number of puzzles it leaves.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::app::chooser::{columns_width, fitting_columns, header_text, row_text, visible};
use crate::app::{App, Screen};
use crate::words::counted;

/// The keys, at the foot of the list.
const HELP: &str = "↑↓/jk move  PgUp/PgDn Home/End  / filter  Enter open  Esc back";
/// The keys while a filter is typed.
const FILTER_HELP: &str = "type to filter  ↑↓ move  Enter open  Esc clear the filter";

/// Draws the chooser over the whole `area`.
pub fn draw(buf: &mut Buffer, area: Rect, app: &App) {
    let theme = app.theme();
    let width = area.width.saturating_sub(2) as usize;
    let count = app.collection.len();
    let shown = visible(app);
    let title = match &app.chooser_filter {
        Some(filter) => format!(
            "{} — filter: {filter}▏ ({} of {count})",
            app.collection_title,
            shown.len()
        ),
        None => format!(
            "{} — {}",
            app.collection_title,
            counted(count, "puzzle", "puzzles")
        ),
    };
    buf.set_stringn(area.x + 1, area.y, title, width, theme.title);
    if area.height > 0 {
        let help = match app.chooser_filter {
            Some(_) => FILTER_HELP,
            None => HELP,
        };
        buf.set_stringn(area.x + 1, area.y + area.height - 1, help, width, theme.dim);
    }
    let rows = area.height.saturating_sub(3) as usize;
    if rows == 0 {
        return;
    }
    let longest = app
        .collection
        .iter()
        .map(|e| e.label.chars().count())
        .max()
        .unwrap_or(0);
    // The number and the columns that fit keep their room; a long label is cut.
    let columns = fitting_columns(width, longest);
    let label_width = longest.min(width.saturating_sub(columns_width(columns) + 1));
    buf.set_stringn(
        area.x + 1,
        area.y + 1,
        header_text(label_width, columns),
        width,
        theme.dim,
    );
    let selected = match app.screen {
        Screen::Chooser(row) => row,
        _ => 0,
    };
    let at = shown.partition_point(|&i| i < selected);
    let first = at.saturating_sub(rows - 1);
    for (k, &i) in shown.iter().enumerate().skip(first).take(rows) {
        let y = area.y + 2 + (k - first) as u16;
        let style = if i == selected {
            theme.selected
        } else {
            theme.text
        };
        let padded = format!("{:<width$}", row_text(app, i, label_width, columns));
        buf.set_stringn(area.x + 1, y, padded, width, style);
    }
    if shown.is_empty() && count > 0 {
        let none = "no puzzle matches the filter (Backspace or Esc to widen it)";
        buf.set_stringn(area.x + 1, area.y + 2, none, width, theme.notice);
    }
}
