//! The keys (SPEC §10), as one table per screen: the same tables turn key presses
//! into actions and generate the help screen and the key bar, so neither can
//! disagree with what the keys do. Pure functions, tested without a terminal.
//!
//! Digits and commands never share a key. On a board of up to 9 digits the
//! tables' plain letters are commands. On a board with more than 9 digits the
//! letters are digits (`A` or `a` = 10 … `P` or `p` = 25, either case) and no plain
//! letter is a command there, not even one past the board's last digit; every
//! command keeps a key that is not a plain letter. The rule is generic: a binding
//! whose keys are all plain letters also answers, on every board, to each letter
//! with Ctrl held ([`active_keys`]), except where a terminal cannot tell Ctrl and
//! the letter from another key (Ctrl-i is Tab, Ctrl-m is Enter, Ctrl-h is
//! Backspace on some terminals) or the Ctrl form is taken (Ctrl-c saves and quits
//! from any screen). A binding with such a letter lists a key of its own that
//! works everywhere (Tab for the hint, `=` for the check, Ctrl-b for undoing to
//! the first mistake); the tests check, for every board size, that every binding
//! keeps a key and that no command key is a digit key.

use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

use super::action::{Action, Scroll};
use super::copy_out::CopyForm;
use super::kakuro_editor::SquareEdit;
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

/// The largest digit on a Kakuro, whose keys follow the rules of a 9×9 board.
pub const KAKURO_DIGITS: usize = 9;

/// Letters whose Ctrl form a terminal sends as another key (Tab, Enter,
/// Backspace) or that is taken by [`GLOBAL`] (Ctrl-c).
const NO_CTRL_FORM: [char; 4] = ['c', 'h', 'i', 'm'];

/// Keys that work on every screen.
#[rustfmt::skip]
pub const GLOBAL: &[Binding] = &[
    Binding { keys: &[ctrl('c')], action: Action::Interrupt, help: "save and quit, from any screen" },
];

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
    Binding { keys: &[key('c'), key('=')], action: Action::Check, help: "check the digits against the solution" },
    Binding { keys: &[key('m'), ctrl('b')], action: Action::UndoToMistake, help: "undo to before the first mistake" },
    Binding { keys: &[key('!')], action: Action::ToggleMistakesOnCheck, help: "mistakes: marked as typed, or only on a check (saved)" },
    Binding { keys: &[key('t')], action: Action::NextTheme, help: "next theme" },
    Binding { keys: &[key('n')], action: Action::OpenChooser, help: "choose another puzzle" },
    Binding { keys: &[key('y')], action: Action::CopyOut(CopyForm::Pencil), help: "copy the position with its marks (file and clipboard)" },
    Binding { keys: &[key('Y')], action: Action::CopyOut(CopyForm::Line), help: "copy the position in one line (file and clipboard)" },
    Binding { keys: &[key('e')], action: Action::OpenEditor, help: "editor: this puzzle's givens, or a Kakuro's clues" },
    Binding { keys: &[key('N'), ctrl('o')], action: Action::OpenNewPuzzle, help: "new puzzle: make one to order (kind, size, target)" },
    Binding { keys: &[key(']')], action: Action::NextDrill, help: "next drill: another puzzle opened at the same technique" },
    Binding { keys: &[key('%')], action: Action::OpenStats, help: "statistics: the puzzles solved, times, hints" },
    Binding { keys: &[key('?')], action: Action::ToggleHelp, help: "this help" },
    Binding { keys: &[code(KeyCode::Esc)], action: Action::Dismiss, help: "dismiss messages" },
    Binding { keys: &[key('q')], action: Action::Quit, help: "save and quit" },
];

/// The staged-hint keys: one stage more per press, then an explicit apply. Sudoku
/// and Kakuro boards both use them.
#[rustfmt::skip]
pub const HINTS: &[Binding] = &[
    Binding { keys: &[key('i'), code(KeyCode::Tab)], action: Action::Hint, help: "hint: the technique, then its cells, then the step" },
    Binding { keys: &[key('a')], action: Action::ApplyHint, help: "apply the hint shown (one undoable step)" },
    Binding { keys: &[key('v')], action: Action::ToggleHintView, help: "hint view: the hint read whole (opens itself when long)" },
    Binding { keys: &[key('@')], action: Action::JumpToHint, help: "cursor to the hint's cells (again: the next of them)" },
];

/// The keys of the hint view, where the hint keys go on working.
#[rustfmt::skip]
pub const HINT_VIEW: &[Binding] = &[
    Binding { keys: &[code(KeyCode::Up), key('k')], action: Action::HintScroll(Scroll::Lines(-1)), help: "scroll up a line" },
    Binding { keys: &[code(KeyCode::Down), key('j')], action: Action::HintScroll(Scroll::Lines(1)), help: "scroll down a line" },
    Binding { keys: &[code(KeyCode::PageUp), key('b')], action: Action::HintScroll(Scroll::Pages(-1)), help: "a page up" },
    Binding { keys: &[code(KeyCode::PageDown), key(' ')], action: Action::HintScroll(Scroll::Pages(1)), help: "a page down" },
    Binding { keys: &[code(KeyCode::Home)], action: Action::HintScroll(Scroll::Top), help: "to the top" },
    Binding { keys: &[code(KeyCode::End)], action: Action::HintScroll(Scroll::End), help: "to the end: the conclusion" },
    Binding { keys: &[key('i'), code(KeyCode::Tab)], action: Action::Hint, help: "the hint's next stage" },
    Binding { keys: &[key('g')], action: Action::GeneralHint, help: "the general hint's next stage" },
    Binding { keys: &[key('a')], action: Action::ApplyHint, help: "apply the hint (and close the view)" },
    Binding { keys: &[code(KeyCode::Esc), key('v'), ctrl('v'), key('q')], action: Action::ClosePanel, help: "back to the coach" },
];

/// The action of a key in the hint view (the board's help key still works).
pub fn hint_view_action(ev: &KeyEvent) -> Option<Action> {
    if ev.kind != KeyEventKind::Press {
        return None;
    }
    lookup(HINT_VIEW, ev, KAKURO_DIGITS).or_else(|| help_key(ev))
}

/// The candidate tools of a Sudoku or Kakuro board (`super::candidate_tools`).
#[rustfmt::skip]
pub const TOOLS: &[Binding] = &[
    Binding { keys: &[key('d')], action: Action::DigitFilter, help: "digit filter: then a digit (again or Esc: off)" },
    Binding { keys: &[key('z')], action: Action::TogglePairs, help: "pairs: bivalue cells, or the filter's bilocation" },
    Binding { keys: &[key('o'), key('*')], action: Action::ToggleColouring, help: "colour mode: digits cycle a candidate's colour" },
];

/// The coach's own keys, on Sudoku and Kakuro boards.
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
    Binding { keys: &[code(KeyCode::Esc), key('s'), ctrl('s'), key('q')], action: Action::ClosePanel, help: "back to the coach" },
];

/// The keys of the hardest-set view.
#[rustfmt::skip]
pub const HARDEST: &[Binding] = &[
    Binding { keys: &[code(KeyCode::Enter)], action: Action::KeepHardest, help: "keep it: disable the techniques it dropped" },
    Binding { keys: &[code(KeyCode::Esc), key('w'), ctrl('w'), key('q')], action: Action::ClosePanel, help: "back to the coach" },
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
        .or_else(|| lookup(EDITOR, ev, n))
}

/// The keys of the Kakuro editor (digits write a clue's sum).
#[rustfmt::skip]
pub const KAKURO_EDITOR: &[Binding] = &[
    Binding { keys: &[code(KeyCode::Up), key('k')], action: Action::Move(-1, 0), help: "move up" },
    Binding { keys: &[code(KeyCode::Down), key('j')], action: Action::Move(1, 0), help: "move down" },
    Binding { keys: &[code(KeyCode::Left), key('h')], action: Action::Move(0, -1), help: "move left" },
    Binding { keys: &[code(KeyCode::Right), key('l')], action: Action::Move(0, 1), help: "move right" },
    Binding { keys: &[key('.'), key(' ')], action: Action::KakuroEdit(SquareEdit::White), help: "a white square" },
    Binding { keys: &[key('#'), code(KeyCode::Delete)], action: Action::KakuroEdit(SquareEdit::Black), help: "a black square" },
    Binding { keys: &[key('\\'), code(KeyCode::Tab)], action: Action::KakuroEdit(SquareEdit::SwitchSide), help: "switch: digits write the down or across sum" },
    Binding { keys: &[code(KeyCode::Backspace)], action: Action::KakuroEdit(SquareEdit::ClueBackspace), help: "take back a digit of the sum" },
    Binding { keys: &[key(']')], action: Action::KakuroEdit(SquareEdit::Columns(1)), help: "a column more" },
    Binding { keys: &[key('[')], action: Action::KakuroEdit(SquareEdit::Columns(-1)), help: "a column less" },
    Binding { keys: &[key('}')], action: Action::KakuroEdit(SquareEdit::Rows(1)), help: "a row more" },
    Binding { keys: &[key('{')], action: Action::KakuroEdit(SquareEdit::Rows(-1)), help: "a row less" },
    Binding { keys: &[key('x')], action: Action::KakuroEdit(SquareEdit::Blank), help: "a blank grid of this size" },
    Binding { keys: &[code(KeyCode::Enter)], action: Action::EditorDone, help: "check: one solution plays it" },
    Binding { keys: &[code(KeyCode::Esc)], action: Action::Dismiss, help: "cancel: leave the editor" },
];

/// The action of a key in the Kakuro editor: `0`–`9` write a clue's sum, then
/// the editor's keys.
pub fn kakuro_editor_action(ev: &KeyEvent) -> Option<Action> {
    if ev.kind != KeyEventKind::Press {
        return None;
    }
    match ev.code {
        KeyCode::Char(c @ '0'..='9') if !ev.modifiers.contains(KeyModifiers::CONTROL) => {
            Some(Action::KakuroEdit(SquareEdit::ClueDigit(c as u8 - b'0')))
        }
        _ => lookup(KAKURO_EDITOR, ev, KAKURO_DIGITS),
    }
}

/// The keys of the new-puzzle form.
#[rustfmt::skip]
pub const NEW_PUZZLE: &[Binding] = &[
    Binding { keys: &[code(KeyCode::Up), code(KeyCode::BackTab), key('k')], action: Action::Move(-1, 0), help: "previous field" },
    Binding { keys: &[code(KeyCode::Down), code(KeyCode::Tab), key('j')], action: Action::Move(1, 0), help: "next field" },
    Binding { keys: &[code(KeyCode::Left), key('h')], action: Action::Move(0, -1), help: "previous choice" },
    Binding { keys: &[code(KeyCode::Right), key('l')], action: Action::Move(0, 1), help: "next choice" },
    Binding { keys: &[code(KeyCode::Enter)], action: Action::NewPuzzleStart, help: "make the puzzle and play it" },
    Binding { keys: &[code(KeyCode::Esc), key('q')], action: Action::Dismiss, help: "cancel (while making: stop)" },
];

/// The action of a key in the new-puzzle form.
pub fn new_puzzle_action(ev: &KeyEvent) -> Option<Action> {
    (ev.kind == KeyEventKind::Press)
        .then(|| lookup(NEW_PUZZLE, ev, KAKURO_DIGITS))
        .flatten()
}

/// The keys of the statistics screen.
#[rustfmt::skip]
pub const STATS: &[Binding] = &[
    Binding { keys: &[code(KeyCode::Esc), key('%'), key('q')], action: Action::ClosePanel, help: "back" },
    Binding { keys: &[code(KeyCode::Up), key('k')], action: Action::StatsScroll(Scroll::Lines(-1)), help: "up" },
    Binding { keys: &[code(KeyCode::Down), key('j')], action: Action::StatsScroll(Scroll::Lines(1)), help: "down" },
    Binding { keys: &[code(KeyCode::PageUp)], action: Action::StatsScroll(Scroll::Pages(-1)), help: "page up" },
    Binding { keys: &[code(KeyCode::PageDown)], action: Action::StatsScroll(Scroll::Pages(1)), help: "page down" },
    Binding { keys: &[code(KeyCode::Home)], action: Action::StatsScroll(Scroll::Top), help: "top" },
    Binding { keys: &[code(KeyCode::End)], action: Action::StatsScroll(Scroll::End), help: "end" },
];

/// The action of a key on the statistics screen.
pub fn stats_action(ev: &KeyEvent) -> Option<Action> {
    (ev.kind == KeyEventKind::Press)
        .then(|| lookup(STATS, ev, KAKURO_DIGITS))
        .flatten()
}

/// The keys of the puzzle chooser.
#[rustfmt::skip]
pub const CHOOSER: &[Binding] = &[
    Binding { keys: &[code(KeyCode::Up), key('k')], action: Action::ChooserMove(-1), help: "previous puzzle" },
    Binding { keys: &[code(KeyCode::Down), key('j')], action: Action::ChooserMove(1), help: "next puzzle" },
    Binding { keys: &[code(KeyCode::PageUp)], action: Action::ChooserMove(-10), help: "ten up" },
    Binding { keys: &[code(KeyCode::PageDown)], action: Action::ChooserMove(10), help: "ten down" },
    Binding { keys: &[code(KeyCode::Home)], action: Action::ChooserFirst, help: "the first puzzle" },
    Binding { keys: &[code(KeyCode::End)], action: Action::ChooserLast, help: "the last puzzle" },
    Binding { keys: &[key('/')], action: Action::FilterStart, help: "filter: type words to narrow the list (Esc clears)" },
    Binding { keys: &[code(KeyCode::Enter)], action: Action::ChooserOpen, help: "open the puzzle" },
    Binding { keys: &[code(KeyCode::Esc), key('q')], action: Action::Dismiss, help: "back" },
];

/// Whether a board whose digits go up to `n` types letters as digits.
pub fn letters_are_digits(n: usize) -> bool {
    n > 9
}

/// A plain lower-case letter, the kind of key that gets a Ctrl form.
fn plain_letter(spec: &KeySpec) -> Option<char> {
    match spec.code {
        KeyCode::Char(c) if !spec.ctrl && c.is_ascii_lowercase() => Some(c),
        _ => None,
    }
}

/// Whether a key types a digit on a board whose digits go up to `n`.
fn is_digit_key(spec: &KeySpec, n: usize) -> bool {
    let KeyCode::Char(c) = spec.code else {
        return false;
    };
    !spec.ctrl && typed_digit(c, n).is_some()
}

/// The digit a character types on a board whose digits go up to `n`: `1`–`9`, then
/// letters in either case from 10 on.
fn typed_digit(c: char, n: usize) -> Option<Digit> {
    if c.is_ascii_alphabetic() && !letters_are_digits(n) {
        return None;
    }
    char_digit(c).filter(|&d| d as usize <= n)
}

/// The Ctrl forms a binding gets: one per letter when its keys are all plain
/// letters (a binding with any other key needs none), except the letters in
/// [`NO_CTRL_FORM`].
fn ctrl_forms(b: &Binding) -> Vec<KeySpec> {
    let letters: Vec<char> = b.keys.iter().filter_map(plain_letter).collect();
    if letters.len() != b.keys.len() {
        return Vec::new();
    }
    letters
        .into_iter()
        .filter(|c| !NO_CTRL_FORM.contains(c))
        .map(ctrl)
        .collect()
}

/// The keys of a binding that work on a board whose digits go up to `n`: its own
/// keys (without the plain letters where letters are digits, and never a digit
/// key), then its Ctrl forms.
pub fn active_keys(b: &Binding, n: usize) -> Vec<KeySpec> {
    b.keys
        .iter()
        .copied()
        .filter(|k| !(letters_are_digits(n) && plain_letter(k).is_some()))
        .chain(ctrl_forms(b))
        .filter(|k| !is_digit_key(k, n))
        .collect()
}

/// The keys of a binding the help and the key bar show on a board whose digits go
/// up to `n`: on boards of up to 9 digits its own keys (the Ctrl forms are
/// mentioned once for all), else every key that works there.
pub fn shown_keys(b: &Binding, n: usize) -> Vec<KeySpec> {
    if letters_are_digits(n) {
        active_keys(b, n)
    } else {
        b.keys
            .iter()
            .copied()
            .filter(|k| !is_digit_key(k, n))
            .collect()
    }
}

fn matches(spec: &KeySpec, ev: &KeyEvent) -> bool {
    spec.code == ev.code && spec.ctrl == ev.modifiers.contains(KeyModifiers::CONTROL)
}

/// The action of the first binding of `table` with a key working on a board of `n`
/// digits that matches the key.
fn lookup(table: &[Binding], ev: &KeyEvent, n: usize) -> Option<Action> {
    table
        .iter()
        .find(|b| active_keys(b, n).iter().any(|k| matches(k, ev)))
        .map(|b| b.action)
}

/// The digit a key types on an N×N board: `1`–`9`, then letters (either case) from
/// `A`/`a` = 10 on boards with more than 9 digits.
pub fn digit_key(ev: &KeyEvent, n: usize) -> Option<Digit> {
    let KeyCode::Char(c) = ev.code else {
        return None;
    };
    if ev.modifiers.contains(KeyModifiers::CONTROL) {
        return None;
    }
    typed_digit(c, n)
}

/// The action of a key that works on every screen (Ctrl-c).
pub fn global_action(ev: &KeyEvent) -> Option<Action> {
    (ev.kind == KeyEventKind::Press)
        .then(|| lookup(GLOBAL, ev, KAKURO_DIGITS))
        .flatten()
}

/// The tables of a Sudoku board, in the order keys are looked up.
const SUDOKU_TABLES: [&[Binding]; 4] = [BOARD, HINTS, TOOLS, COACH];
/// The tables of a Kakuro board: the same as a Sudoku's (its coach rates and
/// hints under the Kakuro scores).
const KAKURO_TABLES: [&[Binding]; 4] = [BOARD, HINTS, TOOLS, COACH];

/// The action of a key on a board of `n` digits with the given tables: a digit, a
/// command, or on a board whose letters are digits, a letter past its last digit
/// (refused with a word on how commands are typed).
fn on_board(ev: &KeyEvent, n: usize, tables: &[&[Binding]]) -> Option<Action> {
    if ev.kind != KeyEventKind::Press {
        return None;
    }
    if let Some(d) = digit_key(ev, n) {
        return Some(Action::Digit(d));
    }
    if let Some(action) = tables.iter().find_map(|t| lookup(t, ev, n)) {
        return Some(action);
    }
    match ev.code {
        KeyCode::Char(c)
            if letters_are_digits(n)
                && c.is_ascii_alphabetic()
                && !ev.modifiers.contains(KeyModifiers::CONTROL) =>
        {
            Some(Action::NotADigit(c))
        }
        _ => None,
    }
}

/// The action of a key on the board of an N×N puzzle.
pub fn board_action(ev: &KeyEvent, n: usize) -> Option<Action> {
    on_board(ev, n, &SUDOKU_TABLES)
}

/// The action of a key in the score editor: `0`–`9` type the selected score.
pub fn scores_action(ev: &KeyEvent) -> Option<Action> {
    if ev.kind != KeyEventKind::Press {
        return None;
    }
    if let KeyCode::Char(c @ '0'..='9') = ev.code {
        return Some(Action::ScoreDigit(c as u8 - b'0'));
    }
    lookup(SCORES, ev, KAKURO_DIGITS).or_else(|| help_key(ev))
}

/// The action of a key in the hardest-set view (the board's help key still works).
pub fn hardest_action(ev: &KeyEvent) -> Option<Action> {
    if ev.kind != KeyEventKind::Press {
        return None;
    }
    lookup(HARDEST, ev, KAKURO_DIGITS).or_else(|| help_key(ev))
}

/// The board's help key, which works on every panel screen.
fn help_key(ev: &KeyEvent) -> Option<Action> {
    lookup(BOARD, ev, KAKURO_DIGITS).filter(|&a| a == Action::ToggleHelp)
}

/// The first key of `action` shown on a board of `n` digits, if a table binds it.
fn first_spec(action: Action, n: usize) -> Option<KeySpec> {
    let tables = [
        GLOBAL, BOARD, HINTS, TOOLS, COACH, SCORES, HARDEST, HINT_VIEW,
    ];
    tables
        .iter()
        .flat_map(|t| t.iter())
        .find(|b| b.action == action)
        .and_then(|b| shown_keys(b, n).first().copied())
}

/// The first key of `action` on a board of `n` digits, as the help writes it
/// (`Ctrl-x`), for messages; `?` when no table binds it.
pub fn first_key(action: Action, n: usize) -> String {
    first_spec(action, n).map_or_else(|| "?".to_string(), |k| key_label(&k))
}

/// The key bar on a board of `n` digits: the first key of each action, with a
/// short word.
pub fn key_bar(items: &[(Action, &str)], n: usize) -> String {
    items
        .iter()
        .map(|(action, word)| {
            let key = first_spec(*action, n).map_or_else(|| "?".to_string(), |k| short_label(&k));
            format!("{key} {word}")
        })
        .collect::<Vec<_>>()
        .join("  ")
}

/// The action of a key on a Kakuro board: digits 1–9, the board keys, the hint
/// keys, the candidate tools.
pub fn kakuro_action(ev: &KeyEvent) -> Option<Action> {
    on_board(ev, KAKURO_DIGITS, &KAKURO_TABLES)
}

/// The action of a key in the chooser.
pub fn chooser_action(ev: &KeyEvent, filtering: bool) -> Option<Action> {
    if ev.kind != KeyEventKind::Press {
        return None;
    }
    let ctrl = ev.modifiers.contains(KeyModifiers::CONTROL);
    match ev.code {
        // While a filter is typed, characters go into it; the other keys still work.
        KeyCode::Char(c) if filtering && !ctrl => Some(Action::FilterChar(c)),
        KeyCode::Backspace if filtering => Some(Action::FilterBackspace),
        _ => lookup(CHOOSER, ev, KAKURO_DIGITS),
    }
}

/// The keys of the help, which turn its pages when it has several.
#[rustfmt::skip]
pub const HELP: &[Binding] = &[
    Binding { keys: &[code(KeyCode::PageDown), key(' '), code(KeyCode::Right), code(KeyCode::Down), key('j'), key('l')], action: Action::HelpPage(1), help: "help: the next page" },
    Binding { keys: &[code(KeyCode::PageUp), key('b'), code(KeyCode::Left), code(KeyCode::Up), key('k'), key('h')], action: Action::HelpPage(-1), help: "help: the page before" },
];

/// The action of a key while the help is shown: its page keys turn the pages,
/// any other key closes it.
pub fn help_action(ev: &KeyEvent) -> Option<Action> {
    (ev.kind == KeyEventKind::Press)
        .then(|| lookup(HELP, ev, KAKURO_DIGITS).unwrap_or(Action::ToggleHelp))
}

fn key_name(code: KeyCode) -> String {
    match code {
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
        KeyCode::Tab => "Tab".into(),
        KeyCode::PageUp => "PgUp".into(),
        KeyCode::PageDown => "PgDn".into(),
        KeyCode::BackTab => "Shift-Tab".into(),
        KeyCode::Home => "Home".into(),
        KeyCode::End => "End".into(),
        other => format!("{other:?}"),
    }
}

/// How a key is written in the help.
pub fn key_label(spec: &KeySpec) -> String {
    let name = key_name(spec.code);
    if spec.ctrl {
        format!("Ctrl-{name}")
    } else {
        name
    }
}

/// How a key is written in the key bar, where room is short: `^x` for Ctrl-x.
fn short_label(spec: &KeySpec) -> String {
    let name = key_name(spec.code);
    if spec.ctrl { format!("^{name}") } else { name }
}

/// The help's line for the digits of a board whose digits go up to `n`, with its
/// word on the Ctrl forms of letter commands.
fn digits_line(n: usize) -> (String, &'static str) {
    let top = digit_char(n as Digit);
    if letters_are_digits(n) {
        let keys = format!("1-9 A-{top} a-{}", top.to_ascii_lowercase());
        (keys, "place a digit; commands take Ctrl here")
    } else {
        let text = "place a digit; letter commands work with Ctrl too";
        (format!("1-{top}"), text)
    }
}

/// The help's lines for an N×N board: keys and what they do, digits first.
pub fn help_lines(n: usize) -> Vec<(String, &'static str)> {
    let mut lines = vec![digits_line(n)];
    lines.extend(
        BOARD
            .iter()
            .chain(HINTS)
            .chain(TOOLS)
            .chain(COACH)
            .chain(GLOBAL)
            .map(|b| binding_line(b, n)),
    );
    lines.push(("mouse".to_string(), "click a cell to select it"));
    lines.push((String::new(), "score editor:"));
    lines.push(("0-9".to_string(), "type the selected score"));
    lines.extend(SCORES.iter().map(|b| binding_line(b, KAKURO_DIGITS)));
    lines.push((String::new(), "hardest set:"));
    lines.extend(HARDEST.iter().map(|b| binding_line(b, KAKURO_DIGITS)));
    lines.extend(hint_view_lines());
    lines.push(page_line());
    lines
}

/// The help's line for its own page keys.
fn page_line() -> (String, &'static str) {
    let first = |action: Action| {
        HELP.iter()
            .find(|b| b.action == action)
            .and_then(|b| b.keys.first())
            .map_or_else(String::new, key_label)
    };
    let keys = format!(
        "{} {}",
        first(Action::HelpPage(1)),
        first(Action::HelpPage(-1))
    );
    (keys, "help: next and previous page (→ ← too)")
}

/// The help's line for the hint view, on every kind of board: its page keys
/// (the arrows scroll by lines, and the hint keys work there as on the board).
fn hint_view_lines() -> Vec<(String, &'static str)> {
    let keys: Vec<String> = HINT_VIEW
        .iter()
        .filter(|b| matches!(b.action, Action::HintScroll(s) if !matches!(s, Scroll::Lines(_))))
        .filter_map(|b| b.keys.first().map(key_label))
        .collect();
    vec![(
        keys.join(" "),
        "hint view: scroll (↑ ↓ too; v or Esc closes it)",
    )]
}

/// The help's lines for a Kakuro board: digits, the board keys, the hint keys,
/// the candidate tools, the coach's keys.
pub fn kakuro_help_lines() -> Vec<(String, &'static str)> {
    let n = KAKURO_DIGITS;
    let mut lines = vec![digits_line(n)];
    lines.extend(
        BOARD
            .iter()
            .chain(HINTS)
            .chain(TOOLS)
            .chain(COACH)
            .chain(GLOBAL)
            .map(|b| binding_line(b, n)),
    );
    lines.push(("mouse".to_string(), "click a white cell to select it"));
    lines.extend(hint_view_lines());
    lines.push(page_line());
    lines
}

fn binding_line(b: &Binding, n: usize) -> (String, &'static str) {
    let keys: Vec<String> = shown_keys(b, n).iter().map(key_label).collect();
    (keys.join(" "), b.help)
}

#[cfg(test)]
mod tests;
