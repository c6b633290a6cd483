//! The score editor and the hardest set as panel screens (SPEC §4, §10): every
//! technique of the table with its remaining count Nᵢ and score Dᵢ, the selected
//! row highlighted, and the total Σ Nᵢ × Dᵢ under it (or `***`); the hardest set
//! with each technique's count under the reduced set.

use ratatui::text::{Line, Span};

use super::coach_panel::cut;
use super::panel::wrap;
use crate::app::{App, ScoreEditor};
use crate::engine::technique::TechniqueId;
use crate::theme::Theme;

/// The editor's lines in a panel `width` characters wide and `height` lines high.
pub fn editor_lines<'a>(
    app: &App,
    editor: &ScoreEditor,
    width: usize,
    height: usize,
) -> Vec<Line<'a>> {
    let theme = app.theme();
    let rated = app.coach.current_rated();
    let updating = if rated.is_some() { "" } else { "  updating…" };
    let mut lines = vec![
        Line::from(vec![
            Span::styled("Technique scores", theme.title),
            Span::styled(updating, theme.dim),
        ]),
        header(width, theme),
    ];
    // A message (such as why the automatic row takes no score) keeps its room
    // under the table.
    let message = app
        .message
        .as_ref()
        .map_or(0, |(_, text)| wrap(text, width).len() + 1);
    let rows = height.saturating_sub(6 + message).max(1);
    let all = TechniqueId::ALL;
    let selected = editor.row();
    let first = selected
        .saturating_sub(rows / 2)
        .min(all.len().saturating_sub(rows));
    for (i, &t) in all.iter().enumerate().skip(first).take(rows) {
        let n = rated.map(|r| r.report.counts.get(t.id()).unwrap_or(0).to_string());
        let d = match t.default_score() {
            None => "auto".to_string(),
            Some(_) if i == selected && !editor.typed.is_empty() => {
                format!("{}_", editor.typed)
            }
            Some(_) => app.scores.get(t).to_string(),
        };
        let style = match (
            i == selected,
            app.scores.enabled(t) || t.default_score().is_none(),
        ) {
            (true, _) => theme.selected,
            (false, true) => theme.text,
            (false, false) => theme.dim,
        };
        lines.push(table_row(
            t.name(),
            &n.unwrap_or_else(|| "…".into()),
            &d,
            width,
            style,
        ));
    }
    let total = match rated.map(|r| r.report.score) {
        Some(Some(total)) => total.to_string(),
        Some(None) => "***".to_string(),
        None => "…".to_string(),
    };
    lines.push(table_row("Total Σ N×D", "", &total, width, theme.given));
    lines
}

fn header<'a>(width: usize, theme: &Theme) -> Line<'a> {
    table_row("", "N", "D", width, theme.dim)
}

/// A table row: the name cut to fit, then N and D right-aligned.
fn table_row<'a>(
    name: &str,
    n: &str,
    d: &str,
    width: usize,
    style: ratatui::style::Style,
) -> Line<'a> {
    let name_w = width.saturating_sub(11).max(4);
    Line::from(Span::styled(
        format!("{:<name_w$} {n:>4} {d:>5}", cut(name, name_w)),
        style,
    ))
}

/// The hardest-set view's lines.
pub fn hardest_lines<'a>(app: &App, width: usize) -> Vec<Line<'a>> {
    let theme = app.theme();
    let mut lines = vec![Line::from(Span::styled("Hardest set", theme.title))];
    let text = match app.coach.hardest() {
        None => {
            lines.push(Line::from(Span::styled("working it out…", theme.dim)));
            return lines;
        }
        Some(None) => "none: Simplest first gets stuck here with every enabled technique",
        Some(Some(set)) => {
            lines.extend(
                wrap(
                    "The fewest hard techniques this position needs, with their counts:",
                    width,
                )
                .into_iter()
                .map(|l| Line::from(Span::styled(l, theme.dim))),
            );
            for &(t, n) in &set.techniques {
                lines.push(table_row(t.name(), &n.to_string(), "", width, theme.text));
            }
            "Enter keeps it (disables the others); Esc goes back"
        }
    };
    lines.extend(
        wrap(text, width)
            .into_iter()
            .map(|l| Line::from(Span::styled(l, theme.dim))),
    );
    lines
}
