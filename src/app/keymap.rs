//! The keys (SPEC §10), as one table per screen: the same tables turn key presses
//! into actions and generate the help screen, so the help can never disagree with
//! what the keys do. Pure functions, tested without a terminal.
//!
//! Digits above 9 are typed as upper-case letters (`A` = 10 … `P` = 25): lower-case
//! letters are commands (`h`, `j`, `k`, `l`, `u`, …), and several of them are also
//! digit letters on a 25×25 board.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use super::action::Action;
use super::copy_out::CopyForm;
use crate::engine::{Digit, char_digit, digit_char};

/// One key, possibly with Ctrl.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct KeySpec {
    /// The key.
    pub code: KeyCode,
    /// Whether Ctrl is held.
    pub ctrl: bool,
}

const fn key(c: char) -> KeySpec {
    KeySpec {
        code: KeyCode::Char(c),
        ctrl: false,
    }
}

const fn ctrl(c: char) -> KeySpec {
    KeySpec {
        code: KeyCode::Char(c),
        ctrl: true,
    }
}

const fn code(code: KeyCode) -> KeySpec {
    KeySpec { code, ctrl: false }
}

/// Keys bound to one action, with the help text describing it.
#[derive(Clone, Debug)]
pub struct Binding {
    /// The keys, the first one shown first in the help.
    pub keys: &'static [KeySpec],
    /// What they do.
    pub action: Action,
    /// One line of help.
    pub help: &'static str,
}

/// The keys of the board.
#[rustfmt::skip]
pub const BOARD: &[Binding] = &[
    Binding { keys: &[code(KeyCode::Up), key('k')], action: Action::Move(-1, 0), help: "move up" },
    Binding { keys: &[code(KeyCode::Down), key('j')], action: Action::Move(1, 0), help: "move down" },
    Binding { keys: &[code(KeyCode::Left), key('h')], action: Action::Move(0, -1), help: "move left" },
    Binding { keys: &[code(KeyCode::Right), key('l')], action: Action::Move(0, 1), help: "move right" },
    Binding { keys: &[code(KeyCode::Backspace), code(KeyCode::Delete), key('0')], action: Action::Erase, help: "erase the digit (or the candidates)" },
    Binding { keys: &[key('p')], action: Action::TogglePencil, help: "pencil mode: digits toggle candidates" },
    Binding { keys: &[key('f')], action: Action::FillCandidates, help: "fill candidates by basic filtering" },
    Binding { keys: &[key('x')], action: Action::ClearCandidates, help: "clear all candidates" },
    Binding { keys: &[key('u')], action: Action::Undo, help: "undo" },
    Binding { keys: &[ctrl('r')], action: Action::Redo, help: "redo" },
    Binding { keys: &[key('c')], action: Action::Check, help: "check the digits against the solution" },
    Binding { keys: &[key('m')], action: Action::UndoToMistake, help: "undo to before the first mistake" },
    Binding { keys: &[key('t')], action: Action::NextTheme, help: "next theme" },
    Binding { keys: &[key('n')], action: Action::OpenChooser, help: "choose another puzzle" },
    Binding { keys: &[key('y')], action: Action::CopyOut(CopyForm::Pencil), help: "copy the position (pencil marks) to a file and the clipboard" },
    Binding { keys: &[key('Y')], action: Action::CopyOut(CopyForm::Line), help: "copy the position (one line) to a file and the clipboard" },
    Binding { keys: &[key('e')], action: Action::OpenEditor, help: "editor: write a puzzle's givens, from this board" },
    Binding { keys: &[key('?')], action: Action::ToggleHelp, help: "this help" },
    Binding { keys: &[code(KeyCode::Esc)], action: Action::Dismiss, help: "dismiss messages" },
    Binding { keys: &[key('q')], action: Action::Quit, help: "save and quit" },
];

/// The staged-hint keys: one stage more per press, then an explicit apply. Sudoku
/// and Kakuro boards both use them.
#[rustfmt::skip]
pub const HINTS: &[Binding] = &[
    Binding { keys: &[key('i')], action: Action::Hint, help: "hint: the technique, then its cells, then the step" },
    Binding { keys: &[key('a')], action: Action::ApplyHint, help: "apply the hint shown (one undoable step)" },
];

/// The Sudoku coach's own keys.
#[rustfmt::skip]
pub const COACH: &[Binding] = &[
    Binding { keys: &[key('g')], action: Action::GeneralHint, help: "general hint: the step with the largest effect" },
    Binding { keys: &[key('s')], action: Action::OpenScores, help: "score editor: technique scores and the total" },
    Binding { keys: &[key('w')], action: Action::ShowHardest, help: "hardest set: the fewest hard techniques needed" },
];

/// The keys of the score editor (digits type the selected score).
#[rustfmt::skip]
pub const SCORES: &[Binding] = &[
    Binding { keys: &[code(KeyCode::Up), key('k')], action: Action::ScoreMove(-1), help: "previous technique" },
    Binding { keys: &[code(KeyCode::Down), key('j')], action: Action::ScoreMove(1), help: "next technique" },
    Binding { keys: &[key('+'), key('='), code(KeyCode::Right), key('l')], action: Action::ScoreRaise, help: "raise the score" },
    Binding { keys: &[key('-'), code(KeyCode::Left), key('h')], action: Action::ScoreLower, help: "lower the score (0 disables)" },
    Binding { keys: &[code(KeyCode::Backspace)], action: Action::ScoreBackspace, help: "take back a typed digit" },
    Binding { keys: &[key('r')], action: Action::ScoreReset, help: "every score back to its default" },
    Binding { keys: &[code(KeyCode::Esc), key('s'), key('q')], action: Action::ClosePanel, help: "back to the coach" },
];

/// The keys of the hardest-set view.
#[rustfmt::skip]
pub const HARDEST: &[Binding] = &[
    Binding { keys: &[code(KeyCode::Enter)], action: Action::KeepHardest, help: "keep it: disable the techniques it dropped" },
    Binding { keys: &[code(KeyCode::Esc), key('w'), key('q')], action: Action::ClosePanel, help: "back to the coach" },
];

/// The keys of the puzzle editor (digits type givens, as on the board).
#[rustfmt::skip]
pub const EDITOR: &[Binding] = &[
    Binding { keys: &[code(KeyCode::Up), key('k')], action: Action::Move(-1, 0), help: "move up" },
    Binding { keys: &[code(KeyCode::Down), key('j')], action: Action::Move(1, 0), help: "move down" },
    Binding { keys: &[code(KeyCode::Left), key('h')], action: Action::Move(0, -1), help: "move left" },
    Binding { keys: &[code(KeyCode::Right), key('l')], action: Action::Move(0, 1), help: "move right" },
    Binding { keys: &[code(KeyCode::Backspace), code(KeyCode::Delete), key('0'), key('.')], action: Action::Erase, help: "erase the given" },
    Binding { keys: &[code(KeyCode::Tab)], action: Action::EditorSize(1), help: "an empty board, next size" },
    Binding { keys: &[code(KeyCode::BackTab)], action: Action::EditorSize(-1), help: "an empty board, previous size" },
    Binding { keys: &[code(KeyCode::Enter)], action: Action::EditorDone, help: "check the puzzle and play it" },
    Binding { keys: &[code(KeyCode::Esc)], action: Action::Dismiss, help: "cancel: leave the editor" },
];

/// The action of a key in the editor of an N×N board: digits, then the editor keys.
pub fn editor_action(ev: &KeyEvent, n: usize) -> Option<Action> {
    if ev.kind != KeyEventKind::Press {
        return None;
    }
    digit_key(ev, n)
        .map(Action::Digit)
        .or_else(|| lookup(EDITOR, ev))
}

/// The keys of the puzzle chooser.
#[rustfmt::skip]
pub const CHOOSER: &[Binding] = &[
    Binding { keys: &[code(KeyCode::Up), key('k')], action: Action::ChooserMove(-1), help: "previous puzzle" },
    Binding { keys: &[code(KeyCode::Down), key('j')], action: Action::ChooserMove(1), help: "next puzzle" },
    Binding { keys: &[code(KeyCode::PageUp)], action: Action::ChooserMove(-10), help: "ten up" },
    Binding { keys: &[code(KeyCode::PageDown)], action: Action::ChooserMove(10), help: "ten down" },
    Binding { keys: &[code(KeyCode::Enter)], action: Action::ChooserOpen, help: "open the puzzle" },
    Binding { keys: &[code(KeyCode::Esc), key('q')], action: Action::Dismiss, help: "back" },
];

fn matches(spec: &KeySpec, ev: &KeyEvent) -> bool {
    spec.code == ev.code && spec.ctrl == ev.modifiers.contains(KeyModifiers::CONTROL)
}

fn lookup(table: &[Binding], ev: &KeyEvent) -> Option<Action> {
    table
        .iter()
        .find(|b| b.keys.iter().any(|k| matches(k, ev)))
        .map(|b| b.action)
}

/// The digit a key types on an N×N board: `1`–`9`, then `A`–`P` upper-case.
pub fn digit_key(ev: &KeyEvent, n: usize) -> Option<Digit> {
    let KeyCode::Char(c) = ev.code else {
        return None;
    };
    if ev.modifiers.contains(KeyModifiers::CONTROL) || c.is_ascii_lowercase() {
        return None;
    }
    char_digit(c).filter(|&d| d as usize <= n)
}

/// The action of a key on the board of an N×N puzzle.
pub fn board_action(ev: &KeyEvent, n: usize) -> Option<Action> {
    if ev.kind != KeyEventKind::Press {
        return None;
    }
    digit_key(ev, n)
        .map(Action::Digit)
        .or_else(|| lookup(BOARD, ev))
        .or_else(|| lookup(HINTS, ev))
        .or_else(|| lookup(COACH, ev))
}

/// The action of a key in the score editor: `0`–`9` type the selected score.
pub fn scores_action(ev: &KeyEvent) -> Option<Action> {
    if ev.kind != KeyEventKind::Press {
        return None;
    }
    if let KeyCode::Char(c @ '0'..='9') = ev.code {
        return Some(Action::ScoreDigit(c as u8 - b'0'));
    }
    lookup(SCORES, ev).or_else(|| help_key(ev))
}

/// The action of a key in the hardest-set view (the board's help key still works).
pub fn hardest_action(ev: &KeyEvent) -> Option<Action> {
    if ev.kind != KeyEventKind::Press {
        return None;
    }
    lookup(HARDEST, ev).or_else(|| help_key(ev))
}

/// The board's help key, which works on every panel screen.
fn help_key(ev: &KeyEvent) -> Option<Action> {
    lookup(BOARD, ev).filter(|&a| a == Action::ToggleHelp)
}

/// The key bar: the first key of each action in the keymap, with a short word.
pub fn key_bar(items: &[(Action, &str)]) -> String {
    let tables = [BOARD, HINTS, COACH, SCORES, HARDEST];
    items
        .iter()
        .filter_map(|(action, word)| {
            let binding = tables
                .iter()
                .flat_map(|t| t.iter())
                .find(|b| b.action == *action)?;
            Some(format!("{} {word}", key_label(&binding.keys[0])))
        })
        .collect::<Vec<_>>()
        .join("  ")
}

/// The action of a key on a Kakuro board: digits 1–9, the board keys, the hint keys.
pub fn kakuro_action(ev: &KeyEvent) -> Option<Action> {
    if ev.kind != KeyEventKind::Press {
        return None;
    }
    digit_key(ev, 9)
        .map(Action::Digit)
        .or_else(|| lookup(BOARD, ev))
        .or_else(|| lookup(HINTS, ev))
}

/// The action of a key in the chooser.
pub fn chooser_action(ev: &KeyEvent) -> Option<Action> {
    (ev.kind == KeyEventKind::Press)
        .then(|| lookup(CHOOSER, ev))
        .flatten()
}

/// The action of a key while the help is shown: any key closes it.
pub fn help_action(ev: &KeyEvent) -> Option<Action> {
    (ev.kind == KeyEventKind::Press).then_some(Action::ToggleHelp)
}

/// How a key is written in the help.
pub fn key_label(spec: &KeySpec) -> String {
    let name = match spec.code {
        KeyCode::Char(' ') => "Space".to_string(),
        KeyCode::Char(c) => c.to_string(),
        KeyCode::Up => "↑".into(),
        KeyCode::Down => "↓".into(),
        KeyCode::Left => "←".into(),
        KeyCode::Right => "→".into(),
        KeyCode::Backspace => "Backspace".into(),
        KeyCode::Delete => "Delete".into(),
        KeyCode::Enter => "Enter".into(),
        KeyCode::Esc => "Esc".into(),
        KeyCode::PageUp => "PgUp".into(),
        KeyCode::PageDown => "PgDn".into(),
        KeyCode::Tab => "Tab".into(),
        KeyCode::BackTab => "Shift-Tab".into(),
        other => format!("{other:?}"),
    };
    if spec.ctrl {
        format!("Ctrl-{name}")
    } else {
        name
    }
}

/// The help's lines for an N×N board: keys and what they do, digits first.
pub fn help_lines(n: usize) -> Vec<(String, &'static str)> {
    let top = digit_char(n as Digit);
    let digits = if n <= 9 {
        format!("1-{top}")
    } else {
        format!("1-9, A-{top}")
    };
    let mut lines = vec![(digits, "place a digit (pencil mode: toggle it)")];
    lines.extend(BOARD.iter().chain(HINTS).chain(COACH).map(binding_line));
    lines.push(("mouse".to_string(), "click a cell to select it"));
    lines.push((String::new(), "score editor (s):"));
    lines.push(("0-9".to_string(), "type the selected score"));
    lines.extend(SCORES.iter().map(binding_line));
    lines.push((String::new(), "hardest set (w):"));
    lines.extend(HARDEST.iter().map(binding_line));
    lines
}

/// The help's lines for a Kakuro board: digits, the board keys, the hint keys.
pub fn kakuro_help_lines() -> Vec<(String, &'static str)> {
    let mut lines = vec![("1-9".to_string(), "place a digit (pencil mode: toggle it)")];
    lines.extend(BOARD.iter().chain(HINTS).map(binding_line));
    lines.push(("mouse".to_string(), "click a white cell to select it"));
    lines
}

fn binding_line(b: &Binding) -> (String, &'static str) {
    let keys: Vec<String> = b.keys.iter().map(key_label).collect();
    (keys.join(" "), b.help)
}

#[cfg(test)]
mod tests;
