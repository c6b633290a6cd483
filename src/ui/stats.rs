//! The statistics screen (issue 23): the record of puzzles solved summed up —
//! solved per board and per level, best and median times, hints per puzzle —
//! in the same lines `kibitz stats` prints (`crate::record::text`), and a
//! sparkline of the times of the last solves (taller bars: longer solves), with
//! anything that could not be read of the record first, and the screen's keys.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Sparkline, Widget};

use super::panel::wrap;
use crate::app::App;
use crate::app::keymap::{STATS, key_label};
use crate::app::recording::StatsView;
use crate::record::text;

/// The rows the sparkline takes.
const SPARK_ROWS: u16 = 4;

/// Draws the statistics screen over the whole `area`.
pub fn draw(buf: &mut Buffer, area: Rect, app: &App, view: &StatsView) {
    let theme = app.theme();
    let width = area.width.saturating_sub(2);
    let summary = &view.summary;
    let mut lines = vec![("Statistics: the puzzles solved".to_string(), theme.title)];
    // What could not be read comes first, so a small screen never hides it.
    for problem in &view.problems {
        lines.extend(
            wrap(problem, usize::from(width))
                .into_iter()
                .map(|l| (l, theme.notice)),
        );
    }
    lines.push((String::new(), theme.text));
    lines.extend(text::lines(summary).into_iter().map(|l| (l, theme.text)));
    let bottom = area.y + area.height.saturating_sub(1);
    let mut lines_at = Lines { y: area.y, bottom };
    for (text, style) in &lines {
        lines_at.put(buf, area.x + 1, width, text, *style);
    }
    if summary.solved > 0 {
        lines_at.put(buf, area.x + 1, width, "", theme.text);
        lines_at.put(
            buf,
            area.x + 1,
            width,
            &text::last_heading(summary),
            theme.text,
        );
        let rows = SPARK_ROWS.min(bottom.saturating_sub(lines_at.y));
        let shown = summary.last_times_secs.len().min(usize::from(width));
        let data = &summary.last_times_secs[summary.last_times_secs.len() - shown..];
        Sparkline::default()
            .data(data)
            .style(theme.digit)
            .render(Rect::new(area.x + 1, lines_at.y, width, rows), buf);
    }
    let keys: Vec<String> = STATS
        .iter()
        .map(|b| {
            let shown: Vec<String> = b.keys.iter().map(key_label).collect();
            format!("{} {}", shown.join("/"), b.help)
        })
        .collect();
    if area.height > 0 {
        buf.set_stringn(
            area.x + 1,
            bottom,
            keys.join("  "),
            usize::from(width),
            theme.dim,
        );
    }
}

/// Where the next line goes, above the key line at `bottom`.
struct Lines {
    y: u16,
    bottom: u16,
}

impl Lines {
    /// Writes one line and moves down, while there is room above the keys.
    fn put(&mut self, buf: &mut Buffer, x: u16, width: u16, text: &str, style: Style) {
        if self.y < self.bottom {
            buf.set_stringn(x, self.y, text, usize::from(width), style);
            self.y += 1;
        }
    }
}
