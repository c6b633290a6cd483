//! The help screen (SPEC §10): every key, generated from the keymap the program
//! uses, drawn over the board. The keys take as many pages as the terminal
//! needs to show every line whole (side by side where the width allows); on a
//! Sudoku the legend of the ratings (`legend_page`) follows them.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Clear, Widget};

use crate::theme::Theme;

/// How the key lines are laid out in an area: columns per page, rows per column
/// and the width of the key part and of a column.
struct Shape {
    columns: usize,
    rows: usize,
    key_w: usize,
    column_w: usize,
}

impl Shape {
    fn of(lines: &[(String, &str)], area: Rect) -> Shape {
        let width_of =
            |f: &dyn Fn(&(String, &str)) -> usize| lines.iter().map(f).max().unwrap_or(0);
        let key_w = width_of(&|(k, _)| k.chars().count());
        let text_w = width_of(&|(_, h)| h.chars().count());
        let rows = (area.height.saturating_sub(2) as usize).max(1);
        let room = area.width.saturating_sub(3) as usize;
        let full_w = key_w + text_w + 4;
        // As many whole columns as fit; a single column is cut at the right.
        let fit = (room / full_w).max(1);
        let columns = lines.len().div_ceil(rows).clamp(1, fit);
        Shape {
            columns,
            rows,
            key_w,
            column_w: full_w.min((room / columns).max(1)),
        }
    }

    fn per_page(&self) -> usize {
        self.columns * self.rows
    }
}

/// How many pages the key lines take in `area`.
pub fn page_count(lines: &[(String, &str)], area: Rect) -> usize {
    lines
        .len()
        .div_ceil(Shape::of(lines, area).per_page())
        .max(1)
}

/// Draws page `page` (from 0) of the key lines (the keymap's lines for the board
/// in play) centred in `area`; `pages`: how many pages the help has in all.
pub fn draw(
    buf: &mut Buffer,
    area: Rect,
    lines: &[(String, &str)],
    (page, pages): (usize, usize),
    theme: &Theme,
) {
    let shape = Shape::of(lines, area);
    let own_pages = page_count(lines, area);
    let lines: Vec<&(String, &str)> = lines
        .iter()
        .skip(page * shape.per_page())
        .take(shape.per_page())
        .collect();
    let per_column = lines.len().div_ceil(shape.columns).max(1);
    let columns = lines.len().div_ceil(per_column).max(1);
    let mut width = ((shape.column_w * columns + 3) as u16).min(area.width);
    // A box one column short of the screen takes it all: no stray column of what is
    // under it (the key bar's last letter) shows beside it.
    if width + 1 == area.width {
        width = area.width;
    }
    let height = ((per_column + 2) as u16).min(area.height);
    let x = area.x + (area.width - width) / 2;
    let y = area.y + (area.height - height) / 2;
    let rect = Rect::new(x, y, width, height);
    Clear.render(rect, buf);
    let title = if pages > 1 {
        format!(" Keys ({}/{pages}) ", page + 1)
    } else {
        " Keys ".to_string()
    };
    let bottom = match (page + 1 < own_pages, pages > own_pages) {
        (true, _) => " PgDn: more keys · any other key closes ",
        (false, true) => " PgDn: the ratings · any other key closes ",
        (false, false) if pages > 1 => " PgUp: back · any other key closes ",
        (false, false) => " any key closes ",
    };
    Block::bordered()
        .title(title)
        .title_bottom(bottom)
        .border_style(theme.thick_line)
        .title_style(theme.title)
        .render(rect, buf);
    let right = x + width.saturating_sub(2);
    for (i, (keys, help)) in lines.iter().enumerate() {
        let row = y + 1 + (i % per_column) as u16;
        let left = x + 2 + ((i / per_column) * shape.column_w) as u16;
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
        let text_x = left + shape.key_w as u16 + 2;
        let column_end = right.min(left + shape.column_w as u16 - 1);
        let room = column_end.saturating_sub(text_x);
        buf.set_stringn(text_x, row, *help, room as usize, theme.text);
    }
}
