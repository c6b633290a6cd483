//! The side panel (SPEC §10): the puzzle, progress, clock (and why it is paused),
//! mode, the selected cell and every one of its candidates, history, the finish, the hint being revealed, messages and start-up warnings, then the coach
//! (`coach_panel`, a Kakuro's in `kakuro_panel`); or, as panel screens, the score editor and the hardest set
//! (`score_editor`) and the hint view (`hint_view`). The panel takes all the
//! width the board leaves. It is a list of sections, each a list of styled lines; what
//! does not fit is cut from the bottom, so the coach's last lines go first. The key
//! bar at the bottom comes from the keymap, with the keys of the board in play.

use std::time::Duration;

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};

use super::candidate_marks::colour_glyph;
use super::coach_panel::coach_lines;
use super::hint_view::{self, hint_text};
use super::kakuro_panel::{coach_lines as kakuro_coach_lines, profile_lines, run_lines};
use super::score_editor::{editor_lines, hardest_lines};
use crate::app::each_kind;
use crate::app::keymap::key_bar;
use crate::app::{Action, App, Pause, Screen, Session, Tone};
use crate::engine::{DigitSet, Regions, digit_char};
use crate::game::format_duration;
use crate::game::{ColourMarks, Game, Kind};
use crate::theme::Theme;

/// Draws the panel for the game in play into `area`: the score editor or the
/// hardest set when one is open, else the game's status, the hint being revealed,
/// messages, and the coach (Sudoku) or the profile and the cell's runs (Kakuro).
pub fn draw(buf: &mut Buffer, area: Rect, app: &App, session: &Session) {
    let theme = app.theme();
    let width = area.width.saturating_sub(1) as usize;
    let n = app.digits();
    let (lines, bar) = match (app.base_screen(), session) {
        (Screen::Scores(editor), _) => {
            let mut lines = editor_lines(app, editor, width, area.height as usize);
            lines.extend(messages(app, theme, width));
            let keys = [
                (Action::ScoreRaise, "+1"),
                (Action::ScoreLower, "-1"),
                (Action::ScoreReset, "reset"),
                (Action::ClosePanel, "back"),
            ];
            (lines, format!("0-9 type  {}", key_bar(&keys, n)))
        }
        (Screen::HintView(offset), _) => hint_view::view(app, session, *offset, area),
        (Screen::Hardest, _) => {
            let mut lines = hardest_lines(app, width);
            lines.extend(messages(app, theme, width));
            let keys = [(Action::KeepHardest, "keep"), (Action::ClosePanel, "back")];
            (lines, key_bar(&keys, n))
        }
        (_, Session::Sudoku(game)) => {
            let mut lines = status(app, session, theme, width);
            lines.extend(messages(app, theme, width));
            lines.push(Line::default());
            lines.extend(coach_lines(app, game.geometry(), width));
            let keys = [(Action::OpenScores, "scores"), (Action::Quit, "quit")];
            (lines, format!("{}  {}", hint_keys(n), key_bar(&keys, n)))
        }
        (_, Session::Kakuro(game)) => {
            let mut lines = status(app, session, theme, width);
            lines.extend(messages(app, theme, width));
            lines.extend(kakuro_coach_lines(app, game, width));
            lines.extend(profile_lines(game, theme));
            lines.extend(run_lines(game, theme, width));
            let keys = [(Action::OpenScores, "scores"), (Action::Quit, "quit")];
            (lines, format!("{}  {}", hint_keys(n), key_bar(&keys, n)))
        }
    };
    let bar = whole_items(&bar, width);
    paint(buf, area, &lines, &Line::from(Span::styled(bar, theme.dim)));
}

/// As many of the key bar's items (`key word`, two spaces apart) as fit in `width`,
/// so that no item is cut in the middle.
fn whole_items(bar: &str, width: usize) -> String {
    let mut out = String::new();
    for item in bar.split("  ") {
        let sep = if out.is_empty() { "" } else { "  " };
        if out.chars().count() + sep.len() + item.chars().count() > width {
            break;
        }
        out.push_str(sep);
        out.push_str(item);
    }
    out
}

/// The key bar's help and hint keys on a board of `n` digits.
fn hint_keys(n: usize) -> String {
    key_bar(
        &[
            (Action::ToggleHelp, "help"),
            (Action::Hint, "hint"),
            (Action::ApplyHint, "apply"),
        ],
        n,
    )
}

/// Writes panel lines from the top of `area` (as many as fit above the footer)
/// and the footer on its last row.
fn paint(buf: &mut Buffer, area: Rect, lines: &[Line<'_>], footer: &Line<'_>) {
    let width = area.width.saturating_sub(1);
    let room = area.height.saturating_sub(2) as usize;
    for (i, line) in lines.iter().take(room).enumerate() {
        buf.set_line(area.x + 1, area.y + i as u16, line, width);
    }
    if area.height > 0 {
        buf.set_line(area.x + 1, area.y + area.height - 1, footer, width);
    }
}

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

/// The width of a row's label column.
const LABEL_WIDTH: usize = 10;

/// A labelled line: the label dim and padded, the value in `style`.
pub(super) fn row<'a>(label: &'a str, value: String, theme: &Theme, style: Style) -> Line<'a> {
    Line::from(vec![
        Span::styled(format!("{label:<LABEL_WIDTH$}"), theme.dim),
        Span::styled(value, style),
    ])
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

/// A progress bar `width` characters wide.
pub(super) fn bar(part: usize, whole: usize, width: usize) -> String {
    let full = (part * width).checked_div(whole).unwrap_or(0);
    format!("{}{}", "█".repeat(full), "░".repeat(width - full))
}

/// The style of a message of this tone.
pub fn tone_style(theme: &Theme, tone: Tone) -> Style {
    match tone {
        Tone::Info => theme.text,
        Tone::Warning => theme.notice,
        Tone::Success => theme.solved,
    }
}

/// The last message, why the game is not saved (while saves fail) and the start-up
/// warnings, wrapped to `width`.
fn messages<'a>(app: &App, theme: &Theme, width: usize) -> Vec<Line<'a>> {
    let mut lines = Vec::new();
    if let Some((tone, text)) = &app.message {
        let style = tone_style(theme, *tone);
        lines.push(Line::default());
        lines.extend(
            wrap(text, width)
                .into_iter()
                .map(|l| Line::from(Span::styled(l, style))),
        );
    }
    if let Some(failure) = &app.save_failure {
        lines.push(Line::default());
        let text = format!("! not saved: {failure}");
        let wrapped = wrap(&text, width).into_iter();
        lines.extend(wrapped.map(|l| Line::from(Span::styled(l, theme.notice))));
    }
    for warning in &app.warnings {
        lines.push(Line::default());
        lines.extend(
            wrap(&format!("! {warning}"), width)
                .into_iter()
                .map(|l| Line::from(Span::styled(l, theme.notice))),
        );
    }
    if !app.warnings.is_empty() {
        lines.push(Line::from(Span::styled("(Esc dismisses)", theme.dim)));
    }
    lines
}

/// Greedy word wrap; a word longer than the width is cut, and a line break in
/// the text (a forcing step's branches, one per line) starts a new line.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    text.split('\n')
        .flat_map(|paragraph| wrap_line(paragraph, width))
        .collect()
}

/// Greedy word wrap of text without line breaks.
fn wrap_line(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut out = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let mut word: String = word.to_string();
        while word.chars().count() > width {
            if !line.is_empty() {
                out.push(std::mem::take(&mut line));
            }
            let head: String = word.chars().take(width).collect();
            word = word.chars().skip(width).collect();
            out.push(head);
        }
        let needed = line.chars().count() + usize::from(!line.is_empty()) + word.chars().count();
        if needed > width && !line.is_empty() {
            out.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    if !line.is_empty() {
        out.push(line);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_breaks_on_words_and_cuts_long_ones() {
        assert_eq!(wrap("one two three", 7), ["one two", "three"]);
        assert_eq!(wrap("abcdefghij x", 4), ["abcd", "efgh", "ij x"]);
        assert!(wrap("", 5).is_empty());
        assert_eq!(wrap("one two\nthree", 20), ["one two", "three"]);
    }

    #[test]
    fn the_key_bar_keeps_whole_items_only() {
        let bar = "? help  Tab hint  ^a apply";
        assert_eq!(whole_items(bar, 30), bar);
        assert_eq!(whole_items(bar, 20), "? help  Tab hint");
        assert_eq!(whole_items(bar, 3), "");
    }

    #[test]
    fn the_bar_is_proportional() {
        assert_eq!(bar(5, 10, 4), "██░░");
        assert_eq!(bar(0, 0, 2), "░░");
    }
}
