//! The status at the top of the side panel (SPEC §10): the puzzle's name and
//! kind of board, progress with a bar, the clock (and why it is paused), the
//! mode, the selected cell with every one of its candidates, the steps taken
//! and to redo, the finish, and the hint being revealed. The panel and the
//! hint view both open with it.

use std::time::Duration;

use ratatui::text::{Line, Span};

use super::candidate_marks::colour_glyph;
use super::hint_text::hint_text;
use super::text::{LABEL_WIDTH, bar, row, wrap};
use crate::app::each_kind;
use crate::app::{App, Pause, Session};
use crate::engine::{DigitSet, Regions, digit_char};
use crate::game::format_duration;
use crate::game::{ColourMarks, Game, Kind};
use crate::theme::Theme;

/// The name of the game and what kind of board it is. A name too long for the
/// line beside `kibitz` goes on lines of its own, wrapped and never cut, so a
/// generated puzzle's whole seed stays readable.
fn header<'a>(session: &Session, theme: &Theme, width: usize) -> Vec<Line<'a>> {
    let kind = match session {
        Session::Sudoku(game) => {
            let geo = game.geometry();
            let n = geo.n();
            match geo.regions() {
                Regions::Boxes { rows, cols } => format!("{n}×{n}, boxes {rows}×{cols}"),
                Regions::Jigsaw => format!("{n}×{n} jigsaw"),
            }
        }
        Session::Kakuro(game) => format!("Kakuro {}×{}", game.grid().width(), game.grid().height()),
    };
    const TITLE: &str = "kibitz  ";
    let name = without_program(session.name().unwrap_or("puzzle"));
    let mut lines = if TITLE.chars().count() + name.chars().count() <= width {
        vec![Line::from(vec![
            Span::styled(TITLE, theme.title),
            Span::styled(name, theme.text),
        ])]
    } else {
        let mut lines = vec![Line::from(Span::styled(TITLE.trim_end(), theme.title))];
        lines.extend(
            wrap(&name, width)
                .into_iter()
                .map(|l| Line::from(Span::styled(l, theme.text))),
        );
        lines
    };
    lines.push(Line::from(Span::styled(kind, theme.dim)));
    lines
}

/// The puzzle's name as the title shows it after the program's: a name that
/// begins with the program's own (the bundled `kibitz 10x10 no. 1`) is not
/// given it twice.
fn without_program(name: &str) -> String {
    const PROGRAM: &str = "kibitz";
    match name.strip_prefix(PROGRAM) {
        Some(rest) if rest.is_empty() || rest.starts_with(' ') => rest.trim_start().to_string(),
        _ => name.to_string(),
    }
}

/// The header, the progress rows and the hint being revealed.
pub(super) fn status<'a>(
    app: &App,
    session: &Session,
    theme: &Theme,
    width: usize,
) -> Vec<Line<'a>> {
    let (filled, total) = session.progress();
    let history = session.history();
    let cell = session
        .sudoku()
        .map(|g| g.geometry().cell_name(g.cursor() as u16));
    let mut lines = header(session, theme, width);
    let marks = each_kind!(session, g => cursor_marks(g));
    lines.extend(progress_lines(
        Progress {
            marks,
            filled,
            total,
            elapsed: session.clock().elapsed(),
            pencil: app.pencil,
            colouring: app.tools.colouring,
            tools: (app.tools.picks_cells() || app.tools.awaiting_digit)
                .then(|| match session {
                    Session::Sudoku(g) => app.tools.summary(&g.analysis_position()),
                    Session::Kakuro(g) => app.tools.kakuro_summary(&g.analysis_position()),
                })
                .flatten(),
            cell,
            steps: history.index(),
            redo: history.edits().len() - history.index(),
            solved: session.is_solved(),
            paused: app.presence.paused,
        },
        theme,
        width,
    ));
    if let Some(hint) = &app.hint {
        lines.push(Line::default());
        lines.extend(hint_text(hint, session, theme, (width, app.digits())));
    }
    lines
}

/// What the progress rows of any game show.
struct Progress {
    /// Cells filled.
    pub filled: usize,
    /// Cells to fill in all.
    pub total: usize,
    /// Time played.
    pub elapsed: Duration,
    /// Whether digits toggle candidates.
    pub pencil: bool,
    /// Whether digits cycle the colour of candidates.
    pub colouring: bool,
    /// What the candidate tools pick out, when one is on.
    pub tools: Option<String>,
    /// The selected cell's name, when the panel shows it here.
    pub cell: Option<String>,
    /// The selected cell's candidates when it is empty, every one of them, and
    /// their colour marks.
    pub marks: Option<(DigitSet, ColourMarks)>,
    /// Undoable steps taken.
    pub steps: usize,
    /// Steps that can be redone.
    pub redo: usize,
    /// Whether the puzzle is solved.
    pub solved: bool,
    /// Why the clock is paused, if it is.
    pub paused: Option<Pause>,
}

/// The time played, with why the clock is paused when it is.
fn time_text(elapsed: Duration, paused: Option<Pause>) -> String {
    let time = format_duration(elapsed);
    match paused {
        Some(Pause::Unfocused) => format!("{time} (paused: away)"),
        Some(Pause::Idle) => format!("{time} (paused: idle)"),
        None => time,
    }
}

/// The candidates of the selected cell when it is empty, with their colour
/// marks (none when it holds a digit).
fn cursor_marks<K: Kind>(game: &Game<K>) -> Option<(DigitSet, ColourMarks)> {
    let state = K::cell(game.position(), game.cursor());
    (state.value == 0).then(|| (state.candidates, game.colours(game.cursor())))
}

/// The selected empty cell's candidates in full, wrapped under their label:
/// spaced out up to 9, packed (`1…9A…P`) on larger boards; a coloured one
/// after its colour's letter (`ᵃ5`), so colours read here at any board size.
fn marks_lines<'a>(
    (marks, colours): (DigitSet, ColourMarks),
    theme: &Theme,
    width: usize,
) -> Vec<Line<'a>> {
    let sep = if marks.iter().any(|d| d > 9) { "" } else { " " };
    let text = if marks.is_empty() {
        "none".to_string()
    } else {
        let digits: Vec<String> = marks
            .iter()
            .map(|d| {
                let glyph = colours.of(d).map(colour_glyph);
                glyph.into_iter().chain([digit_char(d)]).collect()
            })
            .collect();
        digits.join(sep)
    };
    let room = width.saturating_sub(LABEL_WIDTH).max(1);
    let chunks: Vec<String> = if sep.is_empty() {
        let chars: Vec<char> = text.chars().collect();
        chars.chunks(room).map(|c| c.iter().collect()).collect()
    } else {
        wrap(&text, room)
    };
    chunks
        .into_iter()
        .enumerate()
        .map(|(i, chunk)| {
            let label = if i == 0 { "Marks" } else { "" };
            row(label, chunk, theme, theme.candidate)
        })
        .collect()
}

/// Filled (with a bar), time, mode, cell and its marks, steps, and the finish
/// banner, in a panel `width` columns wide.
fn progress_lines<'a>(p: Progress, theme: &Theme, width: usize) -> Vec<Line<'a>> {
    let mode = match (p.colouring, p.pencil) {
        (true, _) => "colour (ᵃ A, ᵇ B)",
        (false, true) => "pencil (candidates)",
        (false, false) => "digits",
    };
    let mut lines = vec![
        row(
            "Filled",
            format!("{}/{} {}", p.filled, p.total, bar(p.filled, p.total, 10)),
            theme,
            theme.text,
        ),
        row("Time", time_text(p.elapsed, p.paused), theme, theme.text),
        row("Mode", mode.to_string(), theme, theme.text),
    ];
    if let Some(tools) = p.tools {
        lines.push(row("Filter", tools, theme, theme.same_digit));
    }
    if let Some(cell) = p.cell {
        lines.push(row("Cell", cell, theme, theme.text));
    }
    if let Some(marks) = p.marks {
        lines.extend(marks_lines(marks, theme, width));
    }
    lines.push(row(
        "Steps",
        format!("{} (redo {})", p.steps, p.redo),
        theme,
        theme.text,
    ));
    if p.solved {
        lines.push(Line::default());
        lines.push(Line::from(Span::styled(
            " SOLVED — well done! ",
            theme.solved,
        )));
    }
    lines
}
