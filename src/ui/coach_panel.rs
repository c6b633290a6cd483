//! The coach's section of the Sudoku panel (SPEC §10): the live score (or `***`),
//! the validity, the techniques still required (hardest first, with how often),
//! the SHD tally with its class breakdown, the DiffKey with its label, the coarse
//! rating, and sparklines of the remaining score and SHD tally over the moves. An
//! answer for an earlier position stays visible, marked as updating. A position
//! that contradicts the solution shows that instead, with the offer to undo to
//! before the first mistake.

use ratatui::text::{Line, Span};

use super::text::{cut, row, wrap};
use crate::app::coach::{Assessment, Freshness, Rated};
use crate::app::{Action, App};
use crate::engine::technique::TechniqueId;
use crate::engine::{Cell, Geometry};
use crate::rating::validity::Validity;
use crate::rating::{Rating, Scores};
use crate::theme::Theme;

/// At most this many techniques are listed as still required.
const REQUIRED_ROWS: usize = 6;

/// The coach's lines for the panel, `width` characters wide.
pub fn coach_lines<'a>(app: &App, geo: &Geometry, width: usize) -> Vec<Line<'a>> {
    let theme = app.theme();
    let (shown, freshness) = app.coach.shown();
    let state = match freshness {
        Freshness::Current => "",
        Freshness::Updating => "  updating…",
        Freshness::Waiting => "  rating…",
    };
    let mut lines = vec![Line::from(vec![
        Span::styled("Coach", theme.title),
        Span::styled(state, theme.dim),
    ])];
    match shown {
        None => {}
        Some(Assessment::NoSolution { cells }) => {
            let key = app.key_for(Action::UndoToMistake);
            // With mistakes shown only on a check, the coach does not say where.
            let cells = if app.mistakes_on_check {
                &[][..]
            } else {
                cells
            };
            let names: Vec<String> = cells.iter().map(|&c| geo.cell_name(c as Cell)).collect();
            lines.extend(no_solution_lines(&names, theme, (width, &key)))
        }
        Some(Assessment::Rated(rated)) => {
            lines.extend(rated_lines(rated, &app.scores, theme, width));
            lines.extend(trend(&app.coach.trail(), theme, width));
        }
    }
    lines
}

/// Why there is no solution from here (the cells named against the solution),
/// and `key` that undoes to the first mistake, for either kind of puzzle.
pub(super) fn no_solution_lines<'a>(
    names: &[String],
    theme: &Theme,
    (width, key): (usize, &str),
) -> Vec<Line<'a>> {
    let mut text = "No solution from here".to_string();
    if !names.is_empty() {
        let shown: Vec<&str> = names.iter().take(4).map(String::as_str).collect();
        let more = if names.len() > 4 { ", …" } else { "" };
        text.push_str(&format!(
            ": the digit or marks of {}{more} go against the solution",
            shown.join(", ")
        ));
    }
    let mut lines = styled(&text, width, theme.notice);
    lines.extend(styled(
        &format!("{key} undoes to before the first mistake"),
        width,
        theme.text,
    ));
    lines
}

fn rated_lines<'a>(rated: &Rated, scores: &Scores, theme: &Theme, width: usize) -> Vec<Line<'a>> {
    let r = &rated.rating;
    let score = match (r.score, r.contradiction()) {
        (Some(s), _) => s.to_string(),
        (None, true) => "***  (contradiction)".into(),
        (None, false) => "***  (stuck)".into(),
    };
    let er = r.er.map_or_else(|| "***".to_string(), |e| e.to_string());
    let mut lines = vec![
        row("Score", format!("{score}   ER {er}"), theme, theme.given),
        row(
            "Validity",
            validity(r),
            theme,
            if r.validity.is_valid() {
                theme.text
            } else {
                theme.notice
            },
        ),
    ];
    lines.extend(required(r, scores, theme, width));
    lines.extend(shd(r, theme, width));
    let dk = &r.diffkey;
    let diffkey = match (&dk.key, dk.difficulty) {
        (Some(key), Some(d)) if !key.is_empty() => format!("{} ({d}, {})", cut(key, 12), dk.label),
        (Some(_), Some(_)) => dk.label.to_string(),
        _ => "no DiffKey".to_string(),
    };
    lines.push(row("DiffKey", diffkey, theme, theme.text));
    lines.push(row("Coarse", r.coarse.to_string(), theme, theme.text));
    lines
}

fn validity(r: &Rating) -> String {
    match &r.validity {
        Validity::Conflicts(c) => match c.first() {
            Some(c) => format!("duplicates: {}", c.describe()),
            None => "no solution".into(),
        },
        Validity::Unique(_) => "one solution".into(),
        Validity::NoSolution => "no solution".into(),
        Validity::Several => "several solutions (flagged)".into(),
        Validity::Undecided => "undecided".into(),
    }
}

/// The techniques still required, hardest first (by score, then table order).
fn required<'a>(r: &Rating, scores: &Scores, theme: &Theme, width: usize) -> Vec<Line<'a>> {
    let mut needed: Vec<(TechniqueId, u32)> = r.counts.required().collect();
    if needed.is_empty() {
        // A solved position's DiffKey is empty (SPEC §6): nothing is required.
        let text = if r.diffkey.difficulty == Some(0) {
            "Solved: nothing more is required"
        } else if r.stuck() {
            "Still required: not known (stuck)"
        } else {
            "Still required: naked singles only"
        };
        return vec![Line::from(Span::styled(text, theme.dim))];
    }
    needed.sort_by_key(|&(t, _)| std::cmp::Reverse((scores.get(t), t.index())));
    let named: Vec<(&str, u32)> = needed.iter().map(|&(t, n)| (t.name(), n)).collect();
    required_rows(&named, theme, width)
}

/// The techniques still required, already sorted hardest first, each with how
/// often (at most [`REQUIRED_ROWS`] of them, then how many more), for either
/// kind of puzzle.
pub(super) fn required_rows<'a>(
    needed: &[(&str, u32)],
    theme: &Theme,
    width: usize,
) -> Vec<Line<'a>> {
    let mut lines = vec![Line::from(Span::styled(
        "Still required, hardest first",
        theme.dim,
    ))];
    let name_w = width.saturating_sub(8).max(4);
    for &(name, n) in needed.iter().take(REQUIRED_ROWS) {
        let name = cut(name, name_w);
        lines.push(Line::from(vec![
            Span::styled(format!("  {name:<name_w$}"), theme.text),
            Span::styled(format!("{n:>4}"), theme.given),
        ]));
    }
    if needed.len() > REQUIRED_ROWS {
        let more = needed.len() - REQUIRED_ROWS;
        lines.push(Line::from(Span::styled(
            format!("  and {more} more"),
            theme.dim,
        )));
    }
    lines
}

fn shd<'a>(r: &Rating, theme: &Theme, width: usize) -> Vec<Line<'a>> {
    let mut lines = vec![row("SHD", r.shd.total.to_string(), theme, theme.given)];
    lines.extend(styled(
        &format!("  {}", r.shd.classes_with_points()),
        width,
        theme.dim,
    ));
    lines
}

/// Sparklines of the remaining score and SHD tally over the moves.
fn trend<'a>(trail: &[(Option<u32>, Option<u32>)], theme: &Theme, width: usize) -> Vec<Line<'a>> {
    if trail.len() < 2 {
        return Vec::new();
    }
    let room = width.saturating_sub(10).max(1);
    let tail = &trail[trail.len().saturating_sub(room)..];
    let scores: Vec<Option<u32>> = tail.iter().map(|p| p.0).collect();
    let shd: Vec<Option<u32>> = tail.iter().map(|p| p.1).collect();
    vec![
        row("Score ~", sparkline(&scores), theme, theme.same_digit),
        row("SHD ~", sparkline(&shd), theme, theme.same_digit),
    ]
}

/// One character per value, eight heights scaled to the largest; a value that is
/// missing (not rated, or `***`) is a space.
pub fn sparkline(values: &[Option<u32>]) -> String {
    const BARS: [char; 8] = ['▁', '▂', '▃', '▄', '▅', '▆', '▇', '█'];
    let top = values.iter().flatten().copied().max().unwrap_or(0).max(1);
    values
        .iter()
        .map(|v| match v {
            Some(v) => BARS[(*v as usize * 7 / top as usize).min(7)],
            None => ' ',
        })
        .collect()
}

fn styled<'a>(text: &str, width: usize, style: ratatui::style::Style) -> Vec<Line<'a>> {
    wrap(text, width)
        .into_iter()
        .map(|l| Line::from(Span::styled(l, style)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_sparkline_scales_to_the_largest_and_leaves_gaps() {
        assert_eq!(sparkline(&[Some(8), Some(4), None, Some(0)]), "█▄ ▁");
        assert_eq!(sparkline(&[Some(0), Some(0)]), "▁▁");
    }

    #[test]
    fn long_names_are_cut() {
        assert_eq!(cut("Locked candidates", 8), "Locked …");
        assert_eq!(cut("X-wing", 8), "X-wing");
    }
}
