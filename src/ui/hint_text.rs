//! The hint being revealed, as lines of text (SPEC §10, "Hints a person can
//! follow"): its title, the stage's text wrapped line by line (a forcing hint
//! writes one line per branch), the legend of its marks on the board, and what
//! the keys do next. The panel's status shows it, and the hint view whole.

use ratatui::text::{Line, Span};

use super::pattern_marks::{pattern_marks, plain_marks};
use super::text::wrap;
use crate::app::keymap::first_key;
use crate::app::{Action, HintKind, HintStep, Session, StagedHint};
use crate::kakuro::HintStage;
use crate::theme::Theme;

/// The hint's lines, `width` characters wide: its title, the stage's text, the
/// legend of its marks, and what the keys do next. `n`: the board's largest
/// digit (for the keys).
pub fn hint_text<'a>(
    hint: &StagedHint,
    session: &Session,
    theme: &Theme,
    (width, n): (usize, usize),
) -> Vec<Line<'a>> {
    let text = hint.step.stage_text(hint.stage, session);
    let (title, more_action) = match hint.kind {
        HintKind::Simplest => ("Hint", Action::Hint),
        HintKind::General => ("General hint", Action::GeneralHint),
    };
    let apply = first_key(Action::ApplyHint, n);
    let more = match hint.stage {
        HintStage::Step => format!("{apply} applies it"),
        _ => format!(
            "{} shows more, {apply} applies it",
            first_key(more_action, n)
        ),
    };
    let mut lines = vec![Line::from(Span::styled(title, theme.title))];
    let wrapped = wrap(&text, width).into_iter();
    lines.extend(wrapped.map(|l| Line::from(Span::styled(l, theme.same_digit))));
    for entry in legend(hint, session) {
        let wrapped = wrap(&entry, width).into_iter();
        lines.extend(wrapped.map(|l| Line::from(Span::styled(l, theme.text))));
    }
    lines.push(Line::from(Span::styled(more, theme.dim)));
    lines
}

/// How to read the hint's marks on the board, from its second stage on.
fn legend(hint: &StagedHint, session: &Session) -> Vec<String> {
    match (&hint.step, session, hint.stage) {
        (_, _, HintStage::Technique) => Vec::new(),
        (HintStep::Sudoku(instance), Session::Sudoku(game), stage) => {
            pattern_marks(instance, game.geometry(), stage == HintStage::Step).legend
        }
        (HintStep::Kakuro(_), Session::Kakuro(_), stage) => {
            plain_marks(&hint.step, stage == HintStage::Step).legend
        }
        _ => Vec::new(),
    }
}
