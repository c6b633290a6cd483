//! The help screen (SPEC §10): every key, generated from the keymap the program
//! uses, drawn over the board. It takes as many columns as fit without cutting a
//! text, wraps a text too long for its column, and when the keys do not fit the
//! screen at once, shows them a page at a time with "page k of n" and the keys
//! that turn the pages on its bottom edge, so that every key can be read at 80×24.
//! On a Sudoku the legend of the ratings (`legend_page`) follows the keys' pages,
//! turned by the same keys and counted with them.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Clear, Widget};

use super::text::wrap;
use crate::theme::Theme;

/// The narrowest room a text gets beside its keys before the column is widened.
const MIN_TEXT: usize = 12;
/// The narrowest room a text gets when columns are added to save pages.
const WRAP_TEXT: usize = 30;

/// One screen line of the help: the keys (on an entry's first line only) and a
/// piece of its text.
type Row<'a> = (&'a str, String);

/// The help laid out for a screen: its pages, each a list of columns of rows.
struct Pages<'a> {
    /// The widest keys.
    key_w: usize,
    /// The width of one column.
    column_w: usize,
    /// The pages.
    pages: Vec<Vec<Vec<Row<'a>>>>,
}

/// Lays the help's `lines` out in `area` in the fewest pages: as many columns as
/// fit without cutting texts, or more with texts wrapped when that saves pages
/// (each text keeps at least [`WRAP_TEXT`] columns), never more than needed.
fn paginate<'a>(lines: &'a [(String, &str)], area: Rect) -> Pages<'a> {
    let widest = |f: &dyn Fn(&(String, &str)) -> usize| lines.iter().map(f).max().unwrap_or(0);
    let key_w = widest(&|(k, _)| k.chars().count());
    let room = (area.width.saturating_sub(3) as usize).max(1);
    let most = (room / (key_w + WRAP_TEXT + 4)).max(1);
    (1..=most)
        .map(|columns| laid_out(lines, area, columns))
        .min_by_key(|laid| laid.pages.len())
        .expect("one column at least")
}

/// The help's `lines` in `area` in `columns` columns (fewer when they fit in
/// fewer), texts wrapped to their column, entries kept whole within a column,
/// columns filled in turn and then pages.
fn laid_out<'a>(lines: &'a [(String, &str)], area: Rect, columns: usize) -> Pages<'a> {
    let widest = |f: &dyn Fn(&(String, &str)) -> usize| lines.iter().map(f).max().unwrap_or(0);
    let key_w = widest(&|(k, _)| k.chars().count());
    let text_w = widest(&|(_, h)| h.chars().count());
    let rows = (area.height.saturating_sub(2) as usize).max(1);
    let room = (area.width.saturating_sub(3) as usize).max(1);
    let full_w = key_w + text_w + 4;
    let needed = lines.len().div_ceil(rows).max(1);
    let columns = columns.max(room / full_w).clamp(1, needed);
    let column_w = full_w.min(room / columns).max(1);
    let text_room = column_w.saturating_sub(key_w + 4).max(MIN_TEXT);
    let mut pages: Vec<Vec<Vec<Row<'a>>>> = vec![vec![Vec::new()]];
    for (keys, help) in lines {
        let mut entry: Vec<Row<'a>> = wrap(help, text_room)
            .into_iter()
            .enumerate()
            .map(|(i, text)| (if i == 0 { keys.as_str() } else { "" }, text))
            .collect();
        if entry.is_empty() {
            entry.push((keys.as_str(), String::new()));
        }
        entry.truncate(rows);
        let page = pages.last_mut().expect("a page");
        let column = page.last_mut().expect("a column");
        if column.len() + entry.len() > rows {
            if page.len() < columns {
                page.push(entry);
            } else {
                pages.push(vec![entry]);
            }
        } else {
            column.extend(entry);
        }
    }
    Pages {
        key_w,
        column_w,
        pages,
    }
}

/// How many pages the help's `lines` take in `area`.
pub fn page_count(lines: &[(String, &str)], area: Rect) -> usize {
    paginate(lines, area).pages.len()
}

/// The bottom edge of a help page: which page of how many and the keys that
/// turn them, or on a help of one page, that any key closes it.
pub(super) fn footer(page: usize, pages: usize) -> String {
    if pages > 1 {
        format!(
            " page {} of {pages} · PgDn PgUp turn · Esc closes ",
            page + 1
        )
    } else {
        " any key closes ".to_string()
    }
}

/// Draws page `page` (from 0; past the last, the last) of the keys (the
/// keymap's lines for the board in play), centred in `area`; `pages`: how many
/// pages the whole help has, the keys' and those after them.
pub fn draw(
    buf: &mut Buffer,
    area: Rect,
    lines: &[(String, &str)],
    (page, pages): (usize, usize),
    theme: &Theme,
) {
    let laid = paginate(lines, area);
    let page = page.min(laid.pages.len() - 1);
    let tallest = laid.pages.iter().flatten().map(Vec::len).max().unwrap_or(0);
    let used = laid.pages.iter().map(Vec::len).max().unwrap_or(1);
    let mut width = ((laid.column_w * used + 3) as u16).min(area.width);
    let footer = footer(page, pages.max(laid.pages.len()));
    width = width
        .max((footer.chars().count() + 2) as u16)
        .min(area.width);
    // A box one column short of the screen takes it all: no stray column of what is
    // under it (the key bar's last letter) shows beside it.
    if width + 1 == area.width {
        width = area.width;
    }
    let height = ((tallest + 2) as u16).min(area.height);
    let x = area.x + (area.width - width) / 2;
    let y = area.y + (area.height - height) / 2;
    let rect = Rect::new(x, y, width, height);
    Clear.render(rect, buf);
    Block::bordered()
        .title(" Keys ")
        .title_bottom(footer)
        .border_style(theme.thick_line)
        .title_style(theme.title)
        .render(rect, buf);
    let right = x + width.saturating_sub(2);
    for (k, column) in laid.pages[page].iter().enumerate() {
        let left = x + 2 + (k * laid.column_w) as u16;
        for (i, (keys, help)) in column.iter().enumerate() {
            let row = y + 1 + i as u16;
            if row + 1 >= y + height || left >= right {
                continue;
            }
            let room = right.saturating_sub(left) as usize;
            buf.set_stringn(left, row, keys, room, theme.given);
            let text_x = left + laid.key_w as u16 + 2;
            let column_end = right.min(left + laid.column_w as u16 - 1);
            let room = column_end.saturating_sub(text_x);
            buf.set_stringn(text_x, row, help, room as usize, theme.text);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::keymap::help_lines;

    #[test]
    fn the_help_takes_one_page_at_120x40_and_pages_at_80x24() {
        let lines = help_lines(9);
        assert_eq!(page_count(&lines, Rect::new(0, 0, 120, 40)), 1);
        let small = paginate(&lines, Rect::new(0, 0, 80, 24));
        assert!(small.pages.len() > 1);
        // Every entry is on a page, whole: its keys once, its text wrapped.
        let keyed = small.pages.iter().flatten().flatten();
        let shown: Vec<&str> = keyed.filter(|(k, _)| !k.is_empty()).map(|r| r.0).collect();
        let listed: Vec<&str> = lines.iter().map(|(k, _)| k.as_str()).collect();
        assert_eq!(
            shown,
            listed
                .into_iter()
                .filter(|k| !k.is_empty())
                .collect::<Vec<_>>()
        );
    }
}
