//! The help screen (SPEC §10): every key, generated from the keymap the program
//! uses, drawn over the board.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Clear, Widget};

use crate::theme::Theme;

/// Draws the help (the keymap's lines for the board in play) centred in `area`.
pub fn draw(buf: &mut Buffer, area: Rect, lines: &[(String, &str)], theme: &Theme) {
    let key_w = lines
        .iter()
        .map(|(k, _)| k.chars().count())
        .max()
        .unwrap_or(0);
    let text_w = lines
        .iter()
        .map(|(_, h)| h.chars().count())
        .max()
        .unwrap_or(0);
    let width = ((key_w + text_w + 7) as u16).min(area.width);
    let height = ((lines.len() + 4) as u16).min(area.height);
    let x = area.x + (area.width - width) / 2;
    let y = area.y + (area.height - height) / 2;
    let rect = Rect::new(x, y, width, height);
    Clear.render(rect, buf);
    Block::bordered()
        .title(" Keys ")
        .title_bottom(" any key closes ")
        .border_style(theme.thick_line)
        .title_style(theme.title)
        .render(rect, buf);
    let inner_w = width.saturating_sub(4);
    for (i, (keys, help)) in lines.iter().enumerate() {
        let row = y + 2 + i as u16;
        if row + 1 >= y + height {
            break;
        }
        buf.set_stringn(x + 2, row, keys, inner_w as usize, theme.given);
        let text_x = x + 2 + key_w as u16 + 2;
        let room = (x + width).saturating_sub(text_x + 2);
        buf.set_stringn(text_x, row, *help, room as usize, theme.text);
    }
}
