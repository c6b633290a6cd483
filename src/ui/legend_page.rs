//! The legend of the ratings as pages of the game's help (SPEC §3, §5–§7, §10):
//! the same text `kibitz rate --help` shows ([`LEGEND`]), after the page of keys
//! on a Sudoku board, cut into as many pages as the terminal's height needs, so
//! it reads whole at 80×24.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Clear, Widget};

use crate::rating::legend::LEGEND;
use crate::theme::Theme;

/// The legend's lines that fit one page of a terminal `height` rows high.
fn rows_per_page(height: u16) -> usize {
    usize::from(height.saturating_sub(2)).max(1)
}

/// How many pages the legend takes on a terminal `height` rows high.
pub fn page_count(height: u16) -> usize {
    LEGEND.lines().count().div_ceil(rows_per_page(height))
}

/// Draws page `page` (from 0) of the legend centred in `area`; `of` is the
/// help page it is and how many the help has, for its title.
pub fn draw(buf: &mut Buffer, area: Rect, page: usize, of: (usize, usize), theme: &Theme) {
    let rows = rows_per_page(area.height);
    let lines: Vec<&str> = LEGEND.lines().skip(page * rows).take(rows).collect();
    let text_w = LEGEND.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    let width = (text_w as u16 + 2).min(area.width);
    let height = (lines.len() as u16 + 2).min(area.height);
    let x = area.x + (area.width - width) / 2;
    let y = area.y + (area.height - height) / 2;
    let rect = Rect::new(x, y, width, height);
    Clear.render(rect, buf);
    let more = if of.0 + 1 < of.1 {
        " PgDn: more · PgUp: back · any other key closes "
    } else {
        " PgUp: back · any other key closes "
    };
    Block::bordered()
        .title(format!(" Ratings ({}/{}) ", of.0 + 1, of.1))
        .title_bottom(more)
        .border_style(theme.thick_line)
        .title_style(theme.title)
        .render(rect, buf);
    let room = usize::from(width.saturating_sub(2));
    for (i, line) in lines.iter().enumerate() {
        buf.set_stringn(x + 1, y + 1 + i as u16, line, room, theme.text);
    }
}
