//! The puzzle chooser (SPEC §10): the puzzles of a file with several (or the
//! bundled collection), one line each — number (from 1), label, rating, the ER
//! estimate of a Sudoku (§7.1) and a ✓
//! when solved (`…` while still being worked out, see `app::catalog`) — the
//! selected one highlighted and kept in view.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::app::catalog::is_solved;
use crate::app::{App, Screen};
use crate::cli::output::counted;

/// The width of the rating column (`coarse -1`, `ATK 1.2345`).
const RATING_WIDTH: usize = 10;

/// The width of the ER column (`ER 11.2`, `ER ***`).
const ER_WIDTH: usize = 7;

/// Draws the chooser over the whole `area`.
pub fn draw(buf: &mut Buffer, area: Rect, app: &App) {
    let theme = app.theme();
    let width = area.width.saturating_sub(2) as usize;
    let count = app.collection.len();
    let title = format!(
        "{} — {}",
        app.collection_title,
        counted(count, "puzzle", "puzzles")
    );
    buf.set_stringn(area.x + 1, area.y, title, width, theme.title);
    let help = "↑↓/jk move  PgUp/PgDn  Enter open  Esc back";
    if area.height > 0 {
        buf.set_stringn(area.x + 1, area.y + area.height - 1, help, width, theme.dim);
    }
    let rows = area.height.saturating_sub(3) as usize;
    if rows == 0 {
        return;
    }
    let selected = match app.screen {
        Screen::Chooser(row) => row,
        _ => 0,
    }
    .min(count.saturating_sub(1));
    let first = selected.saturating_sub(rows - 1);
    let label_width = app
        .collection
        .iter()
        .map(|e| e.label.chars().count())
        .max()
        .unwrap_or(0)
        // The number, the rating and the mark keep their room; a long label is cut.
        .min(width.saturating_sub(4 + 2 + 2 + RATING_WIDTH + 2 + ER_WIDTH + 2 + 1));
    for (i, entry) in app.collection.iter().enumerate().skip(first).take(rows) {
        let y = area.y + 2 + (i - first) as u16;
        let style = if i == selected {
            theme.selected
        } else {
            theme.text
        };
        let facts = app.catalog.facts(i);
        let rating = facts.rating.unwrap_or_else(|| "…".into());
        let er = facts.er.unwrap_or_else(|| "…".into());
        let mark = match is_solved(app, i) {
            Some(true) => "✓",
            Some(false) => " ",
            None => "…",
        };
        let label: String = entry.label.chars().take(label_width).collect();
        let text = format!(
            "{:>4}  {label:<label_width$}  {rating:>RATING_WIDTH$}  {er:>ER_WIDTH$}  {mark}",
            i + 1
        );
        let padded = format!("{text:<width$}");
        buf.set_stringn(area.x + 1, y, padded, width, style);
    }
}
