//! The update step of the game (SPEC §10) as a pure function: key → action → new
//! state and effects.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::*;
use crate::app::fixtures::update;
use crate::app::{App, Puzzle, PuzzleEntry};
use crate::engine::Digit;
use crate::game::SudokuGame;
use crate::theme::Theme;

use crate::game::fixtures::{FOUR_SOLUTION as SOLUTION, digits, four};

fn app() -> App {
    let pos = four();
    let entry = PuzzleEntry {
        label: "four".into(),
        name: None,
        puzzle: Puzzle::Sudoku(pos.clone()),
    };
    let mut app = App::new(Theme::builtin(), None, vec![entry.clone(), entry]);
    app.open(SudokuGame::new(None, &pos, Some(digits(SOLUTION))));
    app
}

fn key(app: &mut App, code: KeyCode) -> Vec<Effect> {
    key_with(app, code, KeyModifiers::NONE)
}

fn key_with(app: &mut App, code: KeyCode, mods: KeyModifiers) -> Vec<Effect> {
    match app.key_action(&KeyEvent::new(code, mods)) {
        Some(action) => update(app, action),
        None => Vec::new(),
    }
}

fn value(app: &App, cell: u16) -> Digit {
    app.sudoku().unwrap().position().value(cell)
}

#[test]
fn typing_a_digit_places_it_and_asks_for_a_save() {
    let mut a = app();
    key(&mut a, KeyCode::Char('l'));
    assert_eq!(key(&mut a, KeyCode::Char('2')), vec![Effect::SaveGame]);
    assert_eq!(value(&a, 1), 2);
    assert_eq!(key(&mut a, KeyCode::Char('u')), vec![Effect::SaveGame]);
    assert_eq!(value(&a, 1), 0);
    key_with(&mut a, KeyCode::Char('r'), KeyModifiers::CONTROL);
    assert_eq!(value(&a, 1), 2);
    assert_eq!(key(&mut a, KeyCode::Backspace), vec![Effect::SaveGame]);
    assert_eq!(value(&a, 1), 0);
}

#[test]
fn moving_changes_nothing_to_save() {
    let mut a = app();
    assert!(key(&mut a, KeyCode::Down).is_empty());
    assert_eq!(a.sudoku().unwrap().cursor(), 4);
    assert!(key(&mut a, KeyCode::Char('k')).is_empty());
    assert!(key(&mut a, KeyCode::Char('k')).is_empty());
    assert_eq!(a.sudoku().unwrap().cursor(), 12, "wraps to the bottom row");
}

#[test]
fn pencil_mode_toggles_candidates() {
    let mut a = app();
    key(&mut a, KeyCode::Char('l'));
    key(&mut a, KeyCode::Char('p'));
    key(&mut a, KeyCode::Char('2'));
    key(&mut a, KeyCode::Char('4'));
    let game = a.sudoku().unwrap();
    assert_eq!(game.position().value(1), 0);
    assert_eq!(
        game.position().candidates(1).iter().collect::<Vec<_>>(),
        [2, 4]
    );
    key(&mut a, KeyCode::Char('x'));
    assert!(a.sudoku().unwrap().position().candidates(1).is_empty());
    key(&mut a, KeyCode::Char('f'));
    assert!(!a.sudoku().unwrap().position().candidates(1).is_empty());
}

#[test]
fn check_marks_mistakes_and_m_undoes_them() {
    let mut a = app();
    key(&mut a, KeyCode::Char('l'));
    key(&mut a, KeyCode::Char('3'));
    key(&mut a, KeyCode::Char('c'));
    assert_eq!(a.marked, vec![1]);
    assert!(
        a.message
            .as_ref()
            .unwrap()
            .1
            .contains("1 digit is wrong: r1c2")
    );
    key(&mut a, KeyCode::Char('m'));
    assert_eq!(value(&a, 1), 0);
    assert!(a.marked.is_empty());
    let text = &a.message.as_ref().unwrap().1;
    assert!(text.ends_with("(Ctrl-r redoes them)"), "{text}");
    key_with(&mut a, KeyCode::Char('r'), KeyModifiers::CONTROL);
    assert_eq!(value(&a, 1), 3, "the undone step comes back");
}

#[test]
fn help_over_the_score_editor_goes_back_to_it() {
    let mut a = app();
    key(&mut a, KeyCode::Char('s'));
    assert!(matches!(a.screen, Screen::Scores(_)));
    key(&mut a, KeyCode::Char('?'));
    assert!(matches!(a.base_screen(), Screen::Scores(_)));
    key(&mut a, KeyCode::Char('x'));
    assert!(matches!(a.screen, Screen::Scores(_)));
    key(&mut a, KeyCode::Esc);
    assert_eq!(a.screen, Screen::Board);
}

#[test]
fn help_opens_and_any_key_closes_it() {
    let mut a = app();
    key(&mut a, KeyCode::Char('?'));
    assert!(matches!(a.screen, Screen::Help(_)));
    assert!(key(&mut a, KeyCode::Char('5')).is_empty());
    assert_eq!(a.screen, Screen::Board);
    assert_eq!(
        value(&a, 0),
        1,
        "the key that closed the help did nothing else"
    );
}

#[test]
fn quitting_saves_first_and_theme_changes_are_remembered() {
    let mut a = app();
    assert_eq!(key(&mut a, KeyCode::Char('t')), vec![Effect::SaveSettings]);
    assert_eq!(a.theme().name, "light");
    assert_eq!(
        key(&mut a, KeyCode::Char('q')),
        vec![Effect::SaveGame, Effect::Quit]
    );
}

#[test]
fn the_chooser_opens_the_selected_puzzle() {
    let mut a = app();
    key(&mut a, KeyCode::Char('n'));
    assert_eq!(a.screen, Screen::Chooser(0));
    key(&mut a, KeyCode::Down);
    key(&mut a, KeyCode::Down);
    assert_eq!(
        a.screen,
        Screen::Chooser(1),
        "the selection stops at the last entry"
    );
    assert_eq!(
        key(&mut a, KeyCode::Enter),
        vec![Effect::SaveGame, Effect::Open(1)]
    );
    assert_eq!(a.screen, Screen::Board);
}

#[test]
fn solving_shows_the_finish() {
    let mut a = app();
    let solution = digits(SOLUTION);
    for cell in 0..16u16 {
        update(&mut a, Action::Select(cell));
        update(&mut a, Action::Digit(solution[cell as usize]));
    }
    assert!(a.sudoku().unwrap().is_solved());
    assert!(a.message.as_ref().unwrap().1.starts_with("Solved in"));
}

#[test]
fn after_the_finish_edits_are_refused_until_undone() {
    let mut a = app();
    let solution = digits(SOLUTION);
    for cell in 0..16u16 {
        update(&mut a, Action::Select(cell));
        update(&mut a, Action::Digit(solution[cell as usize]));
    }
    assert!(a.sudoku().unwrap().is_solved());
    let steps = a.sudoku().unwrap().history().index();
    // r1c2 is the player's digit: changing or erasing it is refused.
    update(&mut a, Action::Select(1));
    let other = solution[1] % 4 + 1;
    assert!(update(&mut a, Action::Digit(other)).is_empty());
    assert!(update(&mut a, Action::Erase).is_empty());
    assert_eq!(value(&a, 1), solution[1]);
    assert_eq!(a.sudoku().unwrap().history().index(), steps);
    let text = &a.message.as_ref().unwrap().1;
    assert!(
        text.starts_with("solved: no more changes (u undoes"),
        "{text}"
    );
    // Undo stays open, and after it the board takes edits again.
    assert_eq!(key(&mut a, KeyCode::Char('u')), vec![Effect::SaveGame]);
    assert!(!a.sudoku().unwrap().is_solved());
    update(&mut a, Action::Select(1));
    assert_eq!(update(&mut a, Action::Digit(other)), vec![Effect::SaveGame]);
}

#[test]
fn ctrl_c_saves_and_quits_from_every_screen() {
    for open in [None, Some('?'), Some('n'), Some('s')] {
        let mut a = app();
        if let Some(c) = open {
            key(&mut a, KeyCode::Char(c));
        }
        assert_eq!(
            key_with(&mut a, KeyCode::Char('c'), KeyModifiers::CONTROL),
            vec![Effect::SaveGame, Effect::Quit],
            "after {open:?}"
        );
    }
}

#[test]
fn fill_and_clear_candidates_are_one_undo_step_each() {
    let mut a = app();
    key(&mut a, KeyCode::Char('f'));
    let filled = a.sudoku().unwrap().position().clone();
    assert_eq!(a.sudoku().unwrap().history().index(), 1);
    key(&mut a, KeyCode::Char('x'));
    assert_eq!(a.sudoku().unwrap().history().index(), 2);
    assert!(a.sudoku().unwrap().position().candidates(1).is_empty());
    key(&mut a, KeyCode::Char('u'));
    assert_eq!(a.sudoku().unwrap().position(), &filled);
    key(&mut a, KeyCode::Char('u'));
    assert!(a.sudoku().unwrap().position().candidates(1).is_empty());
    assert_eq!(a.sudoku().unwrap().history().index(), 0);
}

#[test]
fn on_a_16x16_letters_type_digits_in_either_case_and_ctrl_letters_are_commands() {
    let pos = crate::engine::Position::from_givens(
        crate::engine::Geometry::standard(16).unwrap(),
        &[0; 256],
    );
    let mut a = App::new(Theme::builtin(), None, Vec::new());
    a.open(SudokuGame::new(None, &pos, None));
    for (c, d) in [('c', 12), ('G', 16), ('f', 15), ('a', 10)] {
        key(&mut a, KeyCode::Char(c));
        assert_eq!(value(&a, 0), d, "{c}");
    }
    key(&mut a, KeyCode::Char('x'));
    assert!(
        a.message
            .as_ref()
            .unwrap()
            .1
            .starts_with("x is no digit here (1-9, A-G)")
    );
    assert_eq!(value(&a, 0), 10);
    key_with(&mut a, KeyCode::Char('u'), KeyModifiers::CONTROL);
    assert_eq!(value(&a, 0), 15);
    key_with(&mut a, KeyCode::Char('p'), KeyModifiers::CONTROL);
    assert!(a.pencil);
}

mod property {
    use proptest::prelude::*;

    use super::*;

    fn action() -> impl Strategy<Value = Action> {
        prop_oneof![
            (-1isize..=1, -1isize..=1).prop_map(|(r, c)| Action::Move(r, c)),
            (0u16..16).prop_map(Action::Select),
            (1u8..=4).prop_map(Action::Digit),
            Just(Action::Erase),
            Just(Action::TogglePencil),
            Just(Action::FillCandidates),
            Just(Action::ClearCandidates),
            Just(Action::Undo),
            Just(Action::Redo),
            Just(Action::Check),
            Just(Action::UndoToMistake),
        ]
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Any sequence of actions followed by as many undos returns the start.
        #[test]
        fn as_many_undos_return_the_start(actions in prop::collection::vec(action(), 0..40)) {
            let mut a = app();
            let start = a.sudoku().unwrap().position().clone();
            for &act in &actions {
                update(&mut a, act);
            }
            for _ in 0..actions.len() {
                update(&mut a, Action::Undo);
            }
            prop_assert_eq!(a.sudoku().unwrap().position(), &start);
            prop_assert_eq!(a.sudoku().unwrap().history().index(), 0);
        }
    }
}

#[test]
fn undoing_one_wrong_step_says_one_step() {
    let mut a = app();
    update(&mut a, Action::Move(0, 1));
    update(&mut a, Action::Digit(3));
    update(&mut a, Action::UndoToMistake);
    let (_, text) = a.message.clone().unwrap();
    assert!(text.starts_with("undid 1 step,"), "{text}");
}

#[test]
fn a_solve_is_recorded_once_with_the_wrong_digits_counted() {
    let mut a = app();
    let solution = digits(SOLUTION);
    let first_empty = (0..16u16).find(|&c| value(&a, c) == 0).unwrap();
    update(&mut a, Action::Select(first_empty));
    update(
        &mut a,
        Action::Digit(solution[first_empty as usize] % 4 + 1),
    );
    let mut last = Vec::new();
    for cell in 0..16u16 {
        update(&mut a, Action::Select(cell));
        let effects = update(&mut a, Action::Digit(solution[cell as usize]));
        if !effects.is_empty() {
            last = effects;
        }
    }
    assert!(a.sudoku().unwrap().is_solved());
    assert_eq!(last, vec![Effect::RecordSolve, Effect::SaveGame]);
    assert_eq!(a.tally.mistakes, 1);
    // The event loop records it; solving again after an undo records nothing.
    a.tally.recorded = true;
    key(&mut a, KeyCode::Char('u'));
    let again = key_with(&mut a, KeyCode::Char('r'), KeyModifiers::CONTROL);
    assert!(a.sudoku().unwrap().is_solved());
    assert_eq!(again, vec![Effect::SaveGame]);
}
