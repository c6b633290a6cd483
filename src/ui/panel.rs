//! The side panel (SPEC §10): the puzzle, progress, clock (and why it is paused),
//! mode, the selected cell and every one of its candidates, history, the finish, the hint being revealed, messages and start-up warnings, then the coach
//! (`coach_panel`, a Kakuro's in `kakuro_panel`); or, as panel screens, the score editor and the hardest set
//! (`score_editor`) and the hint view (`hint_view`). The status on top is
//! `status`'s; the text helpers every section shares are in `text`. The panel takes all the
//! width the board leaves. It is a list of sections, each a list of styled lines; what
//! does not fit is cut from the bottom, so the coach's last lines go first. The key
//! bar at the bottom comes from the keymap, with the keys of the board in play.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};

use super::coach_panel::coach_lines;
use super::hint_view;
use super::kakuro_panel::{coach_lines as kakuro_coach_lines, profile_lines, run_lines};
use super::score_editor::{editor_lines, hardest_lines};
use super::status::status;
use super::text::{tone_style, wrap};
use crate::app::keymap::key_bar;
use crate::app::{Action, App, Screen, Session};
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_key_bar_keeps_whole_items_only() {
        let bar = "? help  Tab hint  ^a apply";
        assert_eq!(whole_items(bar, 30), bar);
        assert_eq!(whole_items(bar, 20), "? help  Tab hint");
        assert_eq!(whole_items(bar, 3), "");
    }
}
