//! The update step of the game (SPEC §10) as a pure function: key → action → new
//! state and effects.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::*;
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
