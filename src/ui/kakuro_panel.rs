//! What the side panel shows for a Kakuro only (SPEC §3, §8, §10): the coach (the
//! score Σ Nᵢ × Dᵢ under the player's Kakuro scores, `***` when Simplest first is
//! stuck, and the techniques still required, hardest first, with how often), the
//! ATK profile of the current position (MRL, ACRL, NCELL, fixed, implied, total,
//! Rating, contradiction) and the selected cell's across and down runs with their
//! remaining combinations (the "combination pop-up"). The rest of the panel is
//! `panel`'s.

use ratatui::text::{Line, Span};

use super::coach_panel::{no_solution_lines, required_rows};
use super::text::{row, wrap};
use crate::app::coach::Freshness;
use crate::app::kakuro_coach::{KakuroAssessment, KakuroRated};
use crate::app::{Action, App};
use crate::engine::DigitSet;
use crate::game::KakuroGame;
use crate::kakuro::coach::End;
use crate::kakuro::{Direction, KakuroScores, KakuroTechnique, profile_position};
use crate::theme::Theme;

fn title<'a>(text: &'a str, theme: &Theme) -> Line<'a> {
    Line::from(Span::styled(text, theme.title))
}

/// The Kakuro coach's lines: its score and the techniques still required, or
/// why there is no solution from here; an answer for an earlier position stays,
/// marked as updating.
pub(super) fn coach_lines<'a>(app: &App, game: &KakuroGame, width: usize) -> Vec<Line<'a>> {
    let theme = app.theme();
    let (shown, freshness) = app.kakuro_coach.shown();
    let state = match freshness {
        Freshness::Current => "",
        Freshness::Updating => "  updating…",
        Freshness::Waiting => "  rating…",
    };
    let mut lines = vec![
        Line::default(),
        Line::from(vec![
            Span::styled("Coach", theme.title),
            Span::styled(state, theme.dim),
        ]),
    ];
    match shown {
        None => {}
        Some(KakuroAssessment::NoSolution { cells }) => {
            let key = app.key_for(Action::UndoToMistake);
            // With mistakes shown only on a check, the coach does not say where.
            let names: Vec<String> = if app.mistakes_on_check {
                Vec::new()
            } else {
                cells.iter().map(|&c| game.grid().cell_name(c)).collect()
            };
            lines.extend(no_solution_lines(&names, theme, (width, &key)));
        }
        Some(KakuroAssessment::Rated(rated)) => {
            lines.extend(rated_lines(rated, &app.kakuro_scores, theme, width));
        }
    }
    lines
}

/// The score and the techniques still required, hardest first.
fn rated_lines<'a>(
    rated: &KakuroRated,
    scores: &KakuroScores,
    theme: &Theme,
    width: usize,
) -> Vec<Line<'a>> {
    let score = match (rated.score, rated.end) {
        (Some(s), _) => s.to_string(),
        (None, End::Contradiction) => "***  (contradiction)".into(),
        (None, _) => "***  (stuck)".into(),
    };
    let mut lines = vec![row("Score", score, theme, theme.given)];
    let mut needed: Vec<KakuroTechnique> = KakuroTechnique::ALL
        .into_iter()
        .filter(|&t| rated.count(t) > 0)
        .collect();
    if needed.is_empty() {
        let text = match rated.end {
            End::Solved => "Still required: single candidates only",
            End::Stuck | End::Contradiction => "Still required: not known (stuck)",
        };
        lines.push(Line::from(Span::styled(text, theme.dim)));
        return lines;
    }
    needed.sort_by_key(|&t| std::cmp::Reverse((scores.get(t), t.index())));
    let named: Vec<(&str, u32)> = needed.iter().map(|&t| (t.name(), rated.count(t))).collect();
    lines.extend(required_rows(&named, theme, width));
    lines
}

/// The ATK profile of the position, recomputed on every frame (it takes
/// microseconds on a playable grid).
pub(super) fn profile_lines<'a>(game: &KakuroGame, theme: &Theme) -> Vec<Line<'a>> {
    let p = profile_position(game.position());
    let mut lines = vec![
        Line::default(),
        title("ATK profile", theme),
        row(
            "MRL",
            format!("{}   ACRL {}", p.mrl, p.acrl_rounded()),
            theme,
            theme.text,
        ),
        row(
            "NCELL",
            format!("{} ({}%)", p.ncell, p.ncell_pct),
            theme,
            theme.text,
        ),
        row(
            "Fixed",
            format!("{} (placed {})", p.fixed, p.placed),
            theme,
            theme.text,
        ),
        row("Implied", p.implied.to_string(), theme, theme.text),
        row(
            "Total",
            format!("{} ({}%)", p.total, p.total_pct),
            theme,
            theme.text,
        ),
        row("Rating", p.rating_text(), theme, theme.text),
    ];
    if p.contradiction {
        lines.push(Line::from(Span::styled(
            "contradiction: a cell has no digit left",
            theme.notice,
        )));
    }
    lines
}

/// The runs of the selected cell with their remaining combinations.
pub(super) fn run_lines<'a>(game: &KakuroGame, theme: &Theme, width: usize) -> Vec<Line<'a>> {
    let grid = game.grid();
    let cell = game.cursor();
    let analysis = game.analysis_position();
    let mut lines = vec![Line::default(), title("Runs of the cell", theme)];
    lines.push(row("Cell", grid.cell_name(cell), theme, theme.text));
    for dir in [Direction::Across, Direction::Down] {
        let index = grid.run_of(cell, dir);
        let run = &grid.runs()[index];
        let head = match run.sum {
            Some(sum) => format!("{sum} in {}", run.cells.len()),
            None => "no clue".to_string(),
        };
        lines.push(row(dir.word(), head, theme, theme.given));
        let combos = analysis.remaining_combinations(index);
        let text = if combos.is_empty() {
            "none left".to_string()
        } else {
            combos
                .iter()
                .map(|&c| combo_text(c))
                .collect::<Vec<_>>()
                .join(" ")
        };
        let style = if combos.is_empty() {
            theme.notice
        } else {
            theme.text
        };
        lines.extend(
            wrap(&text, width.saturating_sub(2))
                .into_iter()
                .map(|l| Line::from(Span::styled(format!("  {l}"), style))),
        );
    }
    lines
}

/// A combination's digits in increasing order: `1249`.
fn combo_text(combo: DigitSet) -> String {
    combo.iter().map(|d| char::from(b'0' + d)).collect()
}
