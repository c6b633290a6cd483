//! The statistics screen (issue 23): the record of puzzles solved summed up —
//! solved per board and per level, best and median times, hints per puzzle —
//! in the same lines `kibitz stats` prints (`crate::record::text`), and a
//! sparkline of the times of the last solves (taller bars: longer solves), with
//! anything that could not be read of the record first, and the screen's keys.
//!
//! Taller than the terminal, the screen scrolls (SPEC §10: what does not fit is
//! never cut off): the title and the key line stay, the lines between move by
//! the view's offset ([`StatsView::offset`]), the title says which lines are
//! shown (`3–10 of 24, more below`), and `▲`/`▼` at the right edge mark lines
//! above and below the window. The sparkline scrolls as four lines of the text.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Sparkline, Widget};

use super::text::wrap;
use crate::app::keymap::{Binding, STATS, key_label};
use crate::app::recording::StatsView;
use crate::app::{Action, App};
use crate::record::text;

/// The rows the sparkline takes.
const SPARK_ROWS: usize = 4;

/// One row of the scrolled part: a line of text, or a row of the sparkline.
enum Row {
    Text(String, Style),
    Spark,
}

/// The rows between the title and the key line, at `width` columns.
fn rows(app: &App, view: &StatsView, width: u16) -> Vec<Row> {
    let theme = app.theme();
    let summary = &view.summary;
    let mut rows = Vec::new();
    // What could not be read comes first, so it is the first thing read.
    for problem in &view.problems {
        rows.extend(
            wrap(problem, usize::from(width))
                .into_iter()
                .map(|l| Row::Text(l, theme.notice)),
        );
    }
    rows.push(Row::Text(String::new(), theme.text));
    rows.extend(
        text::lines(summary)
            .into_iter()
            .map(|l| Row::Text(l, theme.text)),
    );
    if summary.solved > 0 {
        rows.push(Row::Text(String::new(), theme.text));
        rows.push(Row::Text(text::last_heading(summary), theme.text));
        rows.extend((0..SPARK_ROWS).map(|_| Row::Spark));
    }
    rows
}

/// The rows a screen `height` rows high shows at once: all but the title and
/// the key line.
fn page_height(height: u16) -> usize {
    usize::from(height.saturating_sub(2)).max(1)
}

/// The statistics screen's page height and its last scroll offset (the one that
/// shows the end), at the terminal's size the app last saw.
pub fn scroll_room(app: &App, view: &StatsView) -> (usize, usize) {
    let (width, height) = app.size;
    let total = rows(app, view, width.saturating_sub(2)).len();
    let page = page_height(height);
    (page, total.saturating_sub(page))
}

/// Draws the statistics screen over the whole `area`, scrolled to the view's
/// offset.
pub fn draw(buf: &mut Buffer, area: Rect, app: &App, view: &StatsView) {
    if area.height == 0 {
        return;
    }
    let theme = app.theme();
    let width = area.width.saturating_sub(2);
    let x = area.x + 1;
    let rows = rows(app, view, width);
    // Below three rows only the title shows.
    let page = usize::from(area.height.saturating_sub(2));
    let total = rows.len();
    let from = view.offset.min(total.saturating_sub(page));
    let to = (from + page).min(total);
    let mut title = "Statistics: the puzzles solved".to_string();
    if total > page {
        let rest = if to < total { "more below" } else { "the end" };
        title.push_str(&format!("  {}–{to} of {total}, {rest}", from + 1));
    }
    buf.set_stringn(x, area.y, title, usize::from(width), theme.title);
    let top = area.y + 1;
    let mut spark: Option<(u16, u16)> = None;
    for (i, row) in rows[from..to].iter().enumerate() {
        let y = top + i as u16;
        match row {
            Row::Text(text, style) => {
                buf.set_stringn(x, y, text, usize::from(width), *style);
            }
            Row::Spark => spark = Some(spark.map_or((y, 1), |(y0, n)| (y0, n + 1))),
        }
    }
    if let Some((y, height)) = spark {
        let times = &view.summary.last_times_secs;
        let shown = times.len().min(usize::from(width));
        Sparkline::default()
            .data(&times[times.len() - shown..])
            .style(theme.digit)
            .render(Rect::new(x, y, width, height), buf);
    }
    let edge = area.x + area.width.saturating_sub(1);
    if from > 0 && page > 0 {
        buf.set_string(edge, top, "▲", theme.dim);
    }
    if to < total && to > from {
        buf.set_string(edge, top + (to - from - 1) as u16, "▼", theme.dim);
    }
    if area.height > 1 {
        let bottom = area.y + area.height - 1;
        buf.set_stringn(x, bottom, key_line(), usize::from(width), theme.dim);
    }
}

/// The key line, from the screen's key table: the keys that leave with their
/// word, then every scrolling key together, said once.
fn key_line() -> String {
    let label = |b: &Binding| {
        let shown: Vec<String> = b.keys.iter().map(key_label).collect();
        shown.join("/")
    };
    let (scrolling, other): (Vec<&Binding>, Vec<&Binding>) = STATS
        .iter()
        .partition(|b| matches!(b.action, Action::StatsScroll(_)));
    let mut parts: Vec<String> = other
        .iter()
        .map(|b| format!("{} {}", label(b), b.help))
        .collect();
    if !scrolling.is_empty() {
        let keys: Vec<String> = scrolling.iter().map(|b| label(b)).collect();
        parts.push(format!("{} scroll", keys.join(" ")));
    }
    parts.join("  ")
}
