//! The new-puzzle form's screen (SPEC §10): the fields (kind, size, target,
//! value, symmetry) with the selected one marked and its choice between arrows, the form's keys (from the keymap's
//! table), "making…" while the puzzle is being made, and the last message.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

use super::form_text::{key_lines, message_lines};
use crate::app::App;
use crate::app::keymap::{NEW_PUZZLE, key_label};
use crate::app::new_puzzle::{FIELDS, NewPuzzleForm};

/// Draws the form over the whole `area`.
pub fn draw(buf: &mut Buffer, area: Rect, app: &App, form: &NewPuzzleForm) {
    let theme = app.theme();
    let width = area.width.saturating_sub(2) as usize;
    let mut lines = vec![
        ("New puzzle".to_string(), theme.title),
        (String::new(), theme.text),
    ];
    for (i, (field, value)) in FIELDS.iter().zip(form.values()).enumerate() {
        let (text, style) = if i == form.field {
            (format!("▸ {field:<8} ‹ {value} ›"), theme.selected)
        } else {
            (format!("  {field:<8}   {value}"), theme.text)
        };
        lines.push((text, style));
    }
    lines.push((String::new(), theme.text));
    let keys: Vec<(String, &str)> = NEW_PUZZLE
        .iter()
        .map(|b| {
            let shown: Vec<String> = b.keys.iter().take(2).map(key_label).collect();
            (shown.join(" "), b.help)
        })
        .collect();
    lines.extend(key_lines(&keys, theme.dim));
    if form.waiting.is_some() {
        lines.push((String::new(), theme.text));
        lines.push(("making the puzzle… (Esc stops)".to_string(), theme.notice));
    }
    lines.extend(message_lines(app, width));
    for (i, (text, style)) in lines.iter().take(area.height as usize).enumerate() {
        buf.set_stringn(area.x + 1, area.y + i as u16, text, width, *style);
    }
}
