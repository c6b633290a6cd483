//! Key handling (SPEC §10) as pure functions: key → action.

use super::*;

fn press(code: KeyCode) -> KeyEvent {
    KeyEvent::new(code, KeyModifiers::NONE)
}

#[test]
fn arrows_and_hjkl_move() {
    assert_eq!(
        board_action(&press(KeyCode::Left), 9),
        Some(Action::Move(0, -1))
    );
    assert_eq!(
        board_action(&press(KeyCode::Char('h')), 9),
        Some(Action::Move(0, -1))
    );
    assert_eq!(
        board_action(&press(KeyCode::Char('j')), 9),
        Some(Action::Move(1, 0))
    );
    assert_eq!(
        board_action(&press(KeyCode::Up), 9),
        Some(Action::Move(-1, 0))
    );
}

#[test]
fn digits_and_upper_case_letters_respect_the_board_size() {
    assert_eq!(
        board_action(&press(KeyCode::Char('4')), 4),
        Some(Action::Digit(4))
    );
    assert_eq!(board_action(&press(KeyCode::Char('5')), 4), None);
    let shift_g = KeyEvent::new(KeyCode::Char('G'), KeyModifiers::SHIFT);
    assert_eq!(board_action(&shift_g, 16), Some(Action::Digit(16)));
    assert_eq!(board_action(&shift_g, 9), None);
    // Lower-case letters stay commands even where they could be digits.
    assert_eq!(
        board_action(&press(KeyCode::Char('f')), 25),
        Some(Action::FillCandidates)
    );
}

#[test]
fn ctrl_r_redoes_and_plain_r_does_nothing() {
    let ctrl_r = KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL);
    assert_eq!(board_action(&ctrl_r, 9), Some(Action::Redo));
    assert_eq!(board_action(&press(KeyCode::Char('r')), 9), None);
    assert_eq!(
        board_action(&press(KeyCode::Char('u')), 9),
        Some(Action::Undo)
    );
}

#[test]
fn releases_are_ignored() {
    let mut ev = press(KeyCode::Char('q'));
    assert_eq!(board_action(&ev, 9), Some(Action::Quit));
    ev.kind = KeyEventKind::Release;
    assert_eq!(board_action(&ev, 9), None);
    assert_eq!(help_action(&ev), None);
}

#[test]
fn the_help_lists_every_board_binding() {
    let lines = help_lines(16);
    assert_eq!(lines[0].0, "1-9, A-G");
    for b in BOARD
        .iter()
        .chain(HINTS)
        .chain(COACH)
        .chain(SCORES)
        .chain(HARDEST)
    {
        assert!(
            lines.iter().any(|(_, h)| *h == b.help),
            "{} is missing",
            b.help
        );
    }
    assert!(lines.iter().any(|(k, h)| k == "Ctrl-r" && *h == "redo"));
    assert!(lines.iter().any(|(k, _)| k == "Backspace Delete 0"));
}

#[test]
fn no_key_is_bound_twice() {
    let board: Vec<Binding> = BOARD.iter().chain(HINTS).chain(COACH).cloned().collect();
    for table in [&board[..], CHOOSER, SCORES, HARDEST] {
        let keys: Vec<&KeySpec> = table.iter().flat_map(|b| b.keys).collect();
        for (i, k) in keys.iter().enumerate() {
            assert!(!keys[i + 1..].contains(k), "{k:?} bound twice");
        }
    }
}

#[test]
fn the_score_editor_types_digits_and_the_key_bar_follows_the_keymap() {
    assert_eq!(
        scores_action(&press(KeyCode::Char('7'))),
        Some(Action::ScoreDigit(7))
    );
    assert_eq!(
        scores_action(&press(KeyCode::Char('+'))),
        Some(Action::ScoreRaise)
    );
    assert_eq!(
        scores_action(&press(KeyCode::Esc)),
        Some(Action::ClosePanel)
    );
    assert_eq!(
        scores_action(&press(KeyCode::Char('?'))),
        Some(Action::ToggleHelp)
    );
    assert_eq!(
        hardest_action(&press(KeyCode::Enter)),
        Some(Action::KeepHardest)
    );
    assert_eq!(
        key_bar(&[(Action::Hint, "hint"), (Action::OpenScores, "scores")]),
        "i hint  s scores"
    );
}

#[test]
fn the_chooser_has_its_own_keys() {
    assert_eq!(
        chooser_action(&press(KeyCode::Enter)),
        Some(Action::ChooserOpen)
    );
    assert_eq!(
        chooser_action(&press(KeyCode::Char('j'))),
        Some(Action::ChooserMove(1))
    );
    assert_eq!(chooser_action(&press(KeyCode::Char('u'))), None);
}
