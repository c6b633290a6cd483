//! The Kakuro side panel (SPEC §8, §10): the puzzle, progress, clock, mode and
//! history as for Sudoku; the ATK profile of the current position (MRL, ACRL,
//! NCELL, fixed, implied, total, Rating, contradiction); the selected cell's across
//! and down runs with their remaining combinations (the "combination pop-up"); the
//! hint being revealed; messages and warnings.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::panel::{Progress, messages, paint, progress_lines, row, wrap};
use crate::app::App;
use crate::engine::DigitSet;
use crate::game::KakuroGame;
use crate::kakuro::{Direction, HintStage};
use crate::theme::Theme;

/// Draws the panel for the Kakuro in play into `area`.
pub fn draw(buf: &mut Buffer, area: Rect, app: &App, game: &KakuroGame) {
    let theme = app.theme();
    let width = area.width.saturating_sub(1) as usize;
    let mut lines = status(app, game, theme);
    lines.extend(hint_lines(game, theme, width));
    lines.extend(profile_lines(game, theme));
    lines.extend(run_lines(game, theme, width));
    lines.extend(messages(app, theme, width));
    let footer = Line::from(Span::styled("? help  i hint  a apply  q quit", theme.dim));
    paint(buf, area, &lines, &footer);
}

fn title<'a>(text: &'a str, theme: &Theme) -> Line<'a> {
    Line::from(Span::styled(text, theme.title))
}

fn status<'a>(app: &App, game: &KakuroGame, theme: &Theme) -> Vec<Line<'a>> {
    let grid = game.grid();
    let (filled, total) = game.progress();
    let history = game.history();
    let mut lines = vec![
        Line::from(vec![
            Span::styled("kibitz  ", theme.title),
            Span::styled(game.name().unwrap_or("Kakuro").to_string(), theme.text),
        ]),
        Line::from(Span::styled(
            format!("Kakuro {}×{}", grid.width(), grid.height()),
            theme.dim,
        )),
    ];
    lines.extend(progress_lines(
        Progress {
            filled,
            total,
            elapsed: game.clock().elapsed(),
            pencil: app.pencil,
            cell: None,
            steps: history.index(),
            redo: history.edits().len() - history.index(),
            solved: game.is_solved(),
        },
        theme,
    ));
    lines
}

fn profile_lines<'a>(game: &KakuroGame, theme: &Theme) -> Vec<Line<'a>> {
    let p = game.profile();
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
fn run_lines<'a>(game: &KakuroGame, theme: &Theme, width: usize) -> Vec<Line<'a>> {
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

fn hint_lines<'a>(game: &KakuroGame, theme: &Theme, width: usize) -> Vec<Line<'a>> {
    let Some((hint, stage)) = game.staged_hint() else {
        return Vec::new();
    };
    let mut lines = vec![Line::default(), title("Hint", theme)];
    let text = hint.stage_text(*stage, game.grid());
    lines.extend(
        wrap(&text, width)
            .into_iter()
            .map(|l| Line::from(Span::styled(l, theme.same_digit))),
    );
    let next = match stage {
        HintStage::Step => "a applies it",
        _ => "i shows more, a applies it",
    };
    lines.push(Line::from(Span::styled(next, theme.dim)));
    lines
}
