//! The help screen (SPEC §10): every key, generated from the keymap the program
//! uses, drawn over the board; on a Sudoku its first page, the legend of the
//! ratings (`legend_page`) following.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Clear, Widget};

use crate::theme::Theme;

/// Draws the help's page of keys (the keymap's lines for the board in play)
/// centred in `area`, in as many columns as its height needs; `pages`: how many
/// pages the help has (the legend of the ratings follows the keys).
pub fn draw(buf: &mut Buffer, area: Rect, lines: &[(String, &str)], pages: usize, theme: &Theme) {
    let width_of = |f: &dyn Fn(&(String, &str)) -> usize| lines.iter().map(f).max().unwrap_or(0);
    let key_w = width_of(&|(k, _)| k.chars().count());
    let text_w = width_of(&|(_, h)| h.chars().count());
    let rows = (area.height.saturating_sub(2) as usize).max(1);
    let columns = lines.len().div_ceil(rows).max(1);
    // Narrow terminals cut the help texts, never a column of keys.
    let column_w =
        (key_w + text_w + 4).min((area.width.saturating_sub(3) as usize / columns).max(1));
    let mut width = ((column_w * columns + 3) as u16).min(area.width);
    // A box one column short of the screen takes it all: no stray column of what is
    // under it (the key bar's last letter) shows beside it.
    if width + 1 == area.width {
        width = area.width;
    }
    let height = ((lines.len().div_ceil(columns) + 2) as u16).min(area.height);
    let x = area.x + (area.width - width) / 2;
    let y = area.y + (area.height - height) / 2;
    let rect = Rect::new(x, y, width, height);
    Clear.render(rect, buf);
    let (title, bottom) = if pages > 1 {
        (
            format!(" Keys (1/{pages}) "),
            " PgDn: the ratings · any other key closes ",
        )
    } else {
        (" Keys ".to_string(), " any key closes ")
    };
    Block::bordered()
        .title(title)
        .title_bottom(bottom)
        .border_style(theme.thick_line)
        .title_style(theme.title)
        .render(rect, buf);
    let per_column = lines.len().div_ceil(columns);
    let right = x + width.saturating_sub(2);
    for (i, (keys, help)) in lines.iter().enumerate() {
        let row = y + 1 + (i % per_column) as u16;
        let left = x + 2 + ((i / per_column) * column_w) as u16;
        if row + 1 >= y + height || left >= right {
            continue;
        }
        buf.set_stringn(
            left,
            row,
            keys,
            right.saturating_sub(left) as usize,
            theme.given,
        );
        let text_x = left + key_w as u16 + 2;
        let column_end = right.min(left + column_w as u16 - 1);
        let room = column_end.saturating_sub(text_x);
        buf.set_stringn(text_x, row, *help, room as usize, theme.text);
    }
}
