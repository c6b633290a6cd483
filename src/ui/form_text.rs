//! The text column of the panel's small screens (SPEC §10): the puzzle editor and
//! the new-puzzle form list their keys in an aligned column and end with the last
//! message, styled by its tone as the board's panel styles it.

use ratatui::style::Style;

use super::text::{tone_style, wrap};
use crate::app::App;

/// Lines of text with their styles, top to bottom.
pub type StyledLines = Vec<(String, Style)>;

/// One line per key and what it does, the keys padded to one column.
pub fn key_lines(keys: &[(String, &str)], style: Style) -> StyledLines {
    let key_width = keys
        .iter()
        .map(|(k, _)| k.chars().count())
        .max()
        .unwrap_or(0);
    keys.iter()
        .map(|(k, help)| (format!("{k:<key_width$}  {help}"), style))
        .collect()
}

/// The last message, after a blank line, wrapped to `width` (nothing when there is
/// none).
pub fn message_lines(app: &App, width: usize) -> StyledLines {
    let Some((tone, text)) = &app.message else {
        return Vec::new();
    };
    let style = tone_style(app.theme(), *tone);
    let mut lines = vec![(String::new(), app.theme().text)];
    lines.extend(wrap(text, width).into_iter().map(|t| (t, style)));
    lines
}
