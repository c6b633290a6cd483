//! The legend of the ratings as pages of the game's help (SPEC §3, §5–§7, §10):
//! the same text `kibitz rate --help` shows ([`LEGEND`]), after the keys' pages
//! on a Sudoku board and turned by the same keys, in the fewest pages the
//! terminal's height allows (each rating's entry on one page when that takes no
//! more pages), so it reads whole at 80×24.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::{Block, Clear, Widget};

use super::help::footer;
use crate::rating::legend::LEGEND;
use crate::theme::Theme;

/// The legend's lines in the fewest pages of at most `rows` lines, each
/// rating's entry (its first line and the indented or blank lines after it)
/// kept whole on one page when that takes no more pages.
fn paginate(rows: usize) -> Vec<Vec<&'static str>> {
    let lines: Vec<&str> = LEGEND.lines().collect();
    let whole = whole_entries(&lines, rows);
    if whole.len() <= lines.len().div_ceil(rows) {
        whole
    } else {
        lines.chunks(rows).map(<[&str]>::to_vec).collect()
    }
}

/// `lines` in pages of at most `rows` lines, an entry moved whole to the next
/// page when it does not fit the rest of one (and cut only when taller than a
/// page).
fn whole_entries(lines: &[&'static str], rows: usize) -> Vec<Vec<&'static str>> {
    let mut entries: Vec<Vec<&str>> = Vec::new();
    for &line in lines {
        match entries.last_mut() {
            Some(entry) if line.is_empty() || line.starts_with(' ') => entry.push(line),
            _ => entries.push(vec![line]),
        }
    }
    let mut pages: Vec<Vec<&str>> = vec![Vec::new()];
    for entry in entries {
        for piece in entry.chunks(rows) {
            let page = pages.last_mut().expect("a page");
            if !page.is_empty() && page.len() + piece.len() > rows {
                pages.push(piece.to_vec());
            } else {
                page.extend_from_slice(piece);
            }
        }
    }
    pages
}

/// The legend's lines that fit one page of `area`.
fn rows_per_page(area: Rect) -> usize {
    usize::from(area.height.saturating_sub(2)).max(1)
}

/// How many pages the legend takes in `area`.
pub fn page_count(area: Rect) -> usize {
    paginate(rows_per_page(area)).len()
}

/// Draws page `page` (from 0; past the last, the last) of the legend centred in
/// `area`; `of` is the help page it is and how many the help has, for its
/// bottom edge.
pub fn draw(buf: &mut Buffer, area: Rect, page: usize, of: (usize, usize), theme: &Theme) {
    let pages = paginate(rows_per_page(area));
    let lines = &pages[page.min(pages.len() - 1)];
    let footer = footer(of.0, of.1);
    let text_w = LEGEND.lines().map(|l| l.chars().count()).max().unwrap_or(0);
    let mut width = (text_w.max(footer.chars().count()) as u16 + 2).min(area.width);
    // As on the keys' pages, a box one column short of the screen takes it all.
    if width + 1 == area.width {
        width = area.width;
    }
    let tallest = pages.iter().map(Vec::len).max().unwrap_or(0);
    let height = (tallest as u16 + 2).min(area.height);
    let x = area.x + (area.width - width) / 2;
    let y = area.y + (area.height - height) / 2;
    let rect = Rect::new(x, y, width, height);
    Clear.render(rect, buf);
    Block::bordered()
        .title(" Ratings ")
        .title_bottom(footer)
        .border_style(theme.thick_line)
        .title_style(theme.title)
        .render(rect, buf);
    let room = usize::from(width.saturating_sub(2));
    for (i, line) in lines.iter().enumerate() {
        buf.set_stringn(x + 1, y + 1 + i as u16, line, room, theme.text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn legend_lines() -> Vec<&'static str> {
        LEGEND.lines().collect()
    }

    #[test]
    fn the_legend_takes_two_pages_at_80x24_and_at_120x40() {
        let pages = paginate(rows_per_page(Rect::new(0, 0, 80, 24)));
        assert_eq!(pages.len(), 2);
        assert!(pages.iter().all(|p| p.len() <= 22));
        assert_eq!(pages.concat(), legend_lines());
        assert_eq!(page_count(Rect::new(0, 0, 120, 40)), 2);
    }

    #[test]
    fn entries_stay_whole_where_that_takes_no_more_pages() {
        let pages = paginate(23);
        assert_eq!(pages.len(), 2);
        assert_eq!(pages.concat(), legend_lines());
        assert!(pages.iter().all(|p| !p[0].starts_with(' ')));
    }

    #[test]
    fn an_entry_taller_than_a_page_is_cut() {
        let pages = whole_entries(&legend_lines(), 5);
        assert!(pages.iter().all(|p| p.len() <= 5));
        assert_eq!(pages.concat(), legend_lines());
    }
}
