//! The puzzle chooser (SPEC §10): the puzzles of a file with several (or the
//! bundled collection), one line each, the selected one highlighted and kept in view.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use crate::app::{App, Screen};

/// Draws the chooser over the whole `area`.
pub fn draw(buf: &mut Buffer, area: Rect, app: &App) {
    let theme = app.theme();
    let width = area.width.saturating_sub(2) as usize;
    let count = app.collection.len();
    let title = format!("{} — {count} puzzles", app.collection_title);
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
    for (i, entry) in app.collection.iter().enumerate().skip(first).take(rows) {
        let y = area.y + 2 + (i - first) as u16;
        let style = if i == selected {
            theme.selected
        } else {
            theme.text
        };
        let text = format!("{:>4}  {}", i + 1, entry.label);
        let padded = format!("{text:<width$}");
        buf.set_stringn(area.x + 1, y, padded, width, style);
    }
}
