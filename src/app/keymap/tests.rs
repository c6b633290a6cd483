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
    // On boards above 9 lower-case letters are digits too; commands take Ctrl.
    assert_eq!(
        board_action(&press(KeyCode::Char('f')), 25),
        Some(Action::Digit(15))
    );
    assert_eq!(
        board_action(&press(KeyCode::Char('g')), 16),
        Some(Action::Digit(16))
    );
    assert_eq!(
        board_action(&press(KeyCode::Char('f')), 9),
        Some(Action::FillCandidates)
    );
    let ctrl_f = KeyEvent::new(KeyCode::Char('f'), KeyModifiers::CONTROL);
    for n in [4, 9, 16, 25] {
        assert_eq!(board_action(&ctrl_f, n), Some(Action::FillCandidates));
    }
}

#[test]
fn a_letter_past_the_last_digit_of_a_large_board_is_refused_not_a_command() {
    assert_eq!(
        board_action(&press(KeyCode::Char('x')), 16),
        Some(Action::NotADigit('x'))
    );
    assert_eq!(
        board_action(&press(KeyCode::Char('Q')), 16),
        Some(Action::NotADigit('Q'))
    );
    assert_eq!(
        board_action(&press(KeyCode::Char('x')), 9),
        Some(Action::ClearCandidates)
    );
    assert_eq!(board_action(&press(KeyCode::Char('A')), 9), None);
}

/// Every board size a Sudoku can have, and a Kakuro's.
const SIZES: std::ops::RangeInclusive<usize> = 1..=25;

/// The tables of the board screens with the digits they share the keyboard with.
fn board_tables() -> Vec<Binding> {
    GLOBAL
        .iter()
        .chain(BOARD)
        .chain(HINTS)
        .chain(TOOLS)
        .chain(COACH)
        .cloned()
        .collect()
}

#[test]
fn no_command_key_is_a_digit_key_on_any_board_size() {
    for n in SIZES {
        for b in board_tables() {
            for k in active_keys(&b, n) {
                let ev = KeyEvent::new(
                    k.code,
                    if k.ctrl {
                        KeyModifiers::CONTROL
                    } else {
                        KeyModifiers::NONE
                    },
                );
                assert_eq!(
                    digit_key(&ev, n),
                    None,
                    "{} ({}) types a digit on a board of {n}",
                    key_label(&k),
                    b.help
                );
                let action = global_action(&ev).or_else(|| board_action(&ev, n));
                assert_eq!(
                    action,
                    Some(b.action),
                    "{} on a board of {n}",
                    key_label(&k)
                );
            }
        }
    }
}

#[test]
fn every_command_keeps_a_key_a_terminal_can_send_on_every_board_size() {
    // Ctrl with these letters arrives as Tab, Enter or Backspace (or is Ctrl-c).
    let unusable = |k: &KeySpec| k.ctrl && matches!(k.code, KeyCode::Char('h' | 'i' | 'm'));
    for n in SIZES {
        for b in board_tables() {
            let keys = active_keys(&b, n);
            assert!(!keys.is_empty(), "{} has no key on a board of {n}", b.help);
            assert!(
                keys.iter().any(|k| !unusable(k)),
                "{} has no usable key on a board of {n}",
                b.help
            );
            assert!(
                !shown_keys(&b, n).is_empty(),
                "{} shows no key on a board of {n}",
                b.help
            );
        }
    }
}

#[test]
fn letter_commands_get_ctrl_forms_but_not_where_a_terminal_sends_another_key() {
    let bar = |n| {
        key_bar(
            &[
                (Action::Undo, "undo"),
                (Action::Hint, "hint"),
                (Action::Check, "check"),
                (Action::UndoToMistake, "mistake"),
                (Action::Quit, "quit"),
            ],
            n,
        )
    };
    assert_eq!(bar(9), "u undo  i hint  c check  m mistake  q quit");
    assert_eq!(bar(16), "^u undo  Tab hint  = check  ^b mistake  ^q quit");
    let ctrl_i = KeyEvent::new(KeyCode::Char('i'), KeyModifiers::CONTROL);
    assert_eq!(board_action(&ctrl_i, 9), None);
    assert_eq!(board_action(&press(KeyCode::Tab), 25), Some(Action::Hint));
}

#[test]
fn ctrl_c_saves_and_quits_from_every_screen() {
    let ctrl_c = KeyEvent::new(KeyCode::Char('c'), KeyModifiers::CONTROL);
    assert_eq!(global_action(&ctrl_c), Some(Action::Interrupt));
    assert_eq!(global_action(&press(KeyCode::Char('c'))), None);
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
    assert_eq!(lines[0].0, "1-9 A-G a-g");
    for b in BOARD
        .iter()
        .chain(HINTS)
        .chain(TOOLS)
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
    assert!(lines.iter().any(|(k, h)| k == "Ctrl-u" && *h == "undo"));
    let small = help_lines(9);
    assert!(small.iter().any(|(k, h)| k == "u" && *h == "undo"));
    assert!(
        small
            .iter()
            .any(|(k, h)| k == "PgUp PgDn Home End" && h.starts_with("hint view"))
    );
}

#[test]
fn no_key_is_bound_twice_on_any_board_size() {
    let board = board_tables();
    for n in SIZES {
        for table in [
            &board[..],
            CHOOSER,
            SCORES,
            HARDEST,
            EDITOR,
            HINT_VIEW,
            HELP,
        ] {
            let keys: Vec<KeySpec> = table.iter().flat_map(|b| active_keys(b, n)).collect();
            for (i, k) in keys.iter().enumerate() {
                assert!(!keys[i + 1..].contains(k), "{k:?} bound twice (n = {n})");
            }
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
        key_bar(&[(Action::Hint, "hint"), (Action::OpenScores, "scores")], 9),
        "i hint  s scores"
    );
}

#[test]
fn the_chooser_has_its_own_keys() {
    assert_eq!(
        chooser_action(&press(KeyCode::Enter), false),
        Some(Action::ChooserOpen)
    );
    assert_eq!(
        chooser_action(&press(KeyCode::Char('j')), false),
        Some(Action::ChooserMove(1))
    );
    assert_eq!(chooser_action(&press(KeyCode::Char('u')), false), None);
    assert_eq!(
        chooser_action(&press(KeyCode::End), false),
        Some(Action::ChooserLast)
    );
    assert_eq!(
        chooser_action(&press(KeyCode::Char('/')), false),
        Some(Action::FilterStart)
    );
}

#[test]
fn while_a_filter_is_typed_letters_go_into_it() {
    assert_eq!(
        chooser_action(&press(KeyCode::Char('j')), true),
        Some(Action::FilterChar('j'))
    );
    assert_eq!(
        chooser_action(&press(KeyCode::Backspace), true),
        Some(Action::FilterBackspace)
    );
    assert_eq!(
        chooser_action(&press(KeyCode::Down), true),
        Some(Action::ChooserMove(1))
    );
    assert_eq!(
        chooser_action(&press(KeyCode::Esc), true),
        Some(Action::Dismiss)
    );
}

#[test]
fn every_editor_command_keeps_a_key_that_types_no_digit_on_every_board_size() {
    for n in SIZES {
        for b in EDITOR {
            let reachable = active_keys(b, n).into_iter().any(|k| {
                let modifiers = if k.ctrl {
                    KeyModifiers::CONTROL
                } else {
                    KeyModifiers::NONE
                };
                let ev = KeyEvent::new(k.code, modifiers);
                digit_key(&ev, n).is_none() && editor_action(&ev, n) == Some(b.action)
            });
            assert!(reachable, "{} has no key in the editor of {n}", b.help);
        }
    }
}

#[test]
fn the_new_puzzle_form_binds_each_key_once_and_opens_from_every_board() {
    let keys: Vec<KeySpec> = NEW_PUZZLE
        .iter()
        .flat_map(|b| active_keys(b, KAKURO_DIGITS))
        .collect();
    for (i, k) in keys.iter().enumerate() {
        assert!(!keys[..i].contains(k), "{} is bound twice", key_label(k));
    }
    let back_tab = KeyEvent::new(KeyCode::BackTab, KeyModifiers::SHIFT);
    assert_eq!(new_puzzle_action(&back_tab), Some(Action::Move(-1, 0)));
    assert_eq!(
        new_puzzle_action(&press(KeyCode::Enter)),
        Some(Action::NewPuzzleStart)
    );
    let shift_n = KeyEvent::new(KeyCode::Char('N'), KeyModifiers::SHIFT);
    let ctrl_o = KeyEvent::new(KeyCode::Char('o'), KeyModifiers::CONTROL);
    assert_eq!(board_action(&shift_n, 9), Some(Action::OpenNewPuzzle));
    assert_eq!(kakuro_action(&shift_n), Some(Action::OpenNewPuzzle));
    // On a 25×25 board N is the digit 23; Ctrl-o still opens the form.
    assert_eq!(board_action(&shift_n, 25), Some(Action::Digit(23)));
    assert_eq!(board_action(&ctrl_o, 25), Some(Action::OpenNewPuzzle));
}

#[test]
fn the_ctrl_key_that_opens_a_panel_screen_also_closes_it() {
    let ctrl_key = |c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL);
    assert_eq!(board_action(&ctrl_key('s'), 16), Some(Action::OpenScores));
    assert_eq!(scores_action(&ctrl_key('s')), Some(Action::ClosePanel));
    assert_eq!(board_action(&ctrl_key('w'), 16), Some(Action::ShowHardest));
    assert_eq!(hardest_action(&ctrl_key('w')), Some(Action::ClosePanel));
}

#[test]
fn the_hint_view_opens_from_every_board_and_scrolls_with_the_page_keys() {
    let ctrl_v = KeyEvent::new(KeyCode::Char('v'), KeyModifiers::CONTROL);
    for n in SIZES {
        assert_eq!(board_action(&ctrl_v, n), Some(Action::ToggleHintView));
    }
    assert_eq!(
        board_action(&press(KeyCode::Char('v')), 9),
        Some(Action::ToggleHintView)
    );
    assert_eq!(kakuro_action(&ctrl_v), Some(Action::ToggleHintView));
    for (code, scroll) in [
        (KeyCode::PageDown, Scroll::Pages(1)),
        (KeyCode::PageUp, Scroll::Pages(-1)),
        (KeyCode::Down, Scroll::Lines(1)),
        (KeyCode::Home, Scroll::Top),
        (KeyCode::End, Scroll::End),
    ] {
        assert_eq!(
            hint_view_action(&press(code)),
            Some(Action::HintScroll(scroll))
        );
    }
    assert_eq!(hint_view_action(&ctrl_v), Some(Action::ClosePanel));
    assert_eq!(
        hint_view_action(&press(KeyCode::Char('a'))),
        Some(Action::ApplyHint)
    );
}
