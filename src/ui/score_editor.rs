//! The score editor and the hardest set as panel screens (SPEC §4, §10): every
//! technique of the table with its remaining count Nᵢ and score Dᵢ, the selected
//! row highlighted, and the total Σ Nᵢ × Dᵢ under it (or `***`); the hardest set
//! with each technique's count under the reduced set. Both are drawn once for
//! any score table: a Sudoku's, or a Kakuro's with its coach's rating.

use ratatui::text::{Line, Span};

use super::text::{cut, wrap};
use crate::app::coach::{Assessment, Freshness};
use crate::app::kakuro_coach::KakuroAssessment;
use crate::app::{App, ScoreEditor, Session};
use crate::rating::table::{ScoreTable, ScoredTechnique};
use crate::theme::Theme;

/// What the rating of the position in play says for the editor's table: each
/// row's remaining count in table order, and the total (`None`: `***`).
struct Tally {
    counts: Vec<u32>,
    total: Option<u32>,
}

/// The editor's lines in a panel `width` characters wide and `height` lines
/// high, over the score table of the game in play.
pub fn editor_lines<'a>(
    app: &App,
    editor: &ScoreEditor,
    width: usize,
    height: usize,
) -> Vec<Line<'a>> {
    match app.session {
        Some(Session::Kakuro(_)) => {
            let tally = app.kakuro_coach.current_rated().map(|r| Tally {
                counts: r.counts.clone(),
                total: r.score,
            });
            table_lines(app, editor, &app.kakuro_scores, tally, (width, height))
        }
        _ => {
            let tally = app.coach.current_rated().map(|r| Tally {
                counts: crate::engine::technique::TechniqueId::ALL
                    .iter()
                    .map(|&t| r.rating.counts.get(t))
                    .collect(),
                total: r.rating.score,
            });
            table_lines(app, editor, &app.scores, tally, (width, height))
        }
    }
}

/// The table of `scores` with the counts of `tally` (`None`: not rated yet).
fn table_lines<'a, S: ScoreTable>(
    app: &App,
    editor: &ScoreEditor,
    scores: &S,
    tally: Option<Tally>,
    (width, height): (usize, usize),
) -> Vec<Line<'a>> {
    let theme = app.theme();
    let updating = if tally.is_some() { "" } else { "  updating…" };
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
    let all = S::Technique::table();
    let selected = editor.row();
    let first = selected
        .saturating_sub(rows / 2)
        .min(all.len().saturating_sub(rows));
    for (i, &t) in all.iter().enumerate().skip(first).take(rows) {
        let n = tally
            .as_ref()
            .map(|r| r.counts.get(i).copied().unwrap_or(0).to_string());
        let d = match t.default_score() {
            None => "auto".to_string(),
            Some(_) if i == selected && !editor.typed.is_empty() => {
                format!("{}_", editor.typed)
            }
            Some(_) => scores.score(t).to_string(),
        };
        let style = match (
            i == selected,
            scores.score(t) > 0 || t.default_score().is_none(),
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
    let total = match tally.map(|r| r.total) {
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

/// The hardest set of the position in play as names and counts, once worked
/// out (`Some(None)`: the position has none).
fn hardest_set(app: &App) -> Option<Option<Vec<(&'static str, u32)>>> {
    match app.session {
        Some(Session::Kakuro(_)) => app.kakuro_coach.hardest().map(|set| {
            set.as_ref()
                .map(|s| s.techniques.iter().map(|&(t, n)| (t.name(), n)).collect())
        }),
        _ => app.coach.hardest().map(|set| {
            set.as_ref()
                .map(|s| s.techniques.iter().map(|&(t, n)| (t.name(), n)).collect())
        }),
    }
}

/// Whether the coach found the position in play against the puzzle's solution.
fn against_the_solution(app: &App) -> bool {
    match app.session {
        Some(Session::Kakuro(_)) => matches!(
            app.kakuro_coach.shown(),
            (
                Some(KakuroAssessment::NoSolution { .. }),
                Freshness::Current
            )
        ),
        _ => matches!(
            app.coach.shown(),
            (Some(Assessment::NoSolution { .. }), Freshness::Current)
        ),
    }
}

/// The hardest-set view's lines.
pub fn hardest_lines<'a>(app: &App, width: usize) -> Vec<Line<'a>> {
    let theme = app.theme();
    let mut lines = vec![Line::from(Span::styled("Hardest set", theme.title))];
    let text = match hardest_set(app) {
        None => {
            lines.push(Line::from(Span::styled("working it out…", theme.dim)));
            return lines;
        }
        Some(None) if against_the_solution(app) => {
            "none: a digit on the board goes against the solution (undo to the mistake first)"
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
            for (name, n) in set {
                lines.push(table_row(name, &n.to_string(), "", width, theme.text));
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
