//! Kakuro play (SPEC §8, §10) as pure functions: key → action → new state.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::*;
use crate::app::App;
use crate::app::fixtures::update;
use crate::app::keymap::kakuro_action;
use crate::game::KakuroGame;
use crate::game::fixtures::small_kakuro;
use crate::kakuro::HintStage;
use crate::theme::Theme;

fn app() -> App {
    let mut app = App::new(Theme::builtin(), None, Vec::new());
    app.open(KakuroGame::for_puzzle(&small_kakuro()));
    app
}

fn key(c: char) -> KeyEvent {
    KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE)
}

/// Presses keys through the keymap and update, as the event loop does.
fn press(app: &mut App, keys: &str) -> Vec<Effect> {
    let mut effects = Vec::new();
    for c in keys.chars() {
        if let Some(action) = app.key_action(&key(c)) {
            effects.extend(update(app, action));
        }
    }
    effects
}

fn game(app: &App) -> &KakuroGame {
    app.kakuro().unwrap()
}

#[test]
fn kakuro_keys_map_to_actions() {
    assert_eq!(kakuro_action(&key('7')), Some(Action::Digit(7)));
    assert_eq!(kakuro_action(&key('A')), None);
    assert_eq!(kakuro_action(&key('i')), Some(Action::Hint));
    assert_eq!(kakuro_action(&key('a')), Some(Action::ApplyHint));
    assert_eq!(kakuro_action(&key('l')), Some(Action::Move(0, 1)));
    let ctrl_r = KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL);
    assert_eq!(kakuro_action(&ctrl_r), Some(Action::Redo));
    assert_eq!(
        crate::app::keymap::board_action(&key('i'), 9),
        Some(Action::Hint),
        "Sudoku boards take the same hint keys"
    );
}

#[test]
fn the_help_lists_the_hint_keys() {
    let lines = crate::app::keymap::kakuro_help_lines();
    assert!(
        lines
            .iter()
            .any(|(k, h)| k == "i Tab" && h.starts_with("hint"))
    );
    assert!(
        lines
            .iter()
            .any(|(k, h)| k == "a" && h.starts_with("apply"))
    );
    assert_eq!(lines[0].0, "1-9");
}

#[test]
fn digits_pencil_and_undo_save_on_every_change() {
    let mut app = app();
    let cell = game(&app).cursor();
    assert_eq!(press(&mut app, "5"), vec![Effect::SaveGame]);
    assert_eq!(game(&app).position().value(cell), 5);
    press(&mut app, "p3");
    assert_eq!(
        game(&app).position().value(cell),
        5,
        "no marks on a filled cell"
    );
    press(&mut app, "l3");
    let next = game(&app).cursor();
    assert!(game(&app).position().candidates(next).contains(3));
    assert_eq!(press(&mut app, "u"), vec![Effect::SaveGame]);
    press(&mut app, "u");
    assert_eq!(game(&app).position().value(cell), 0);
    assert!(press(&mut app, "u").is_empty());
    assert_eq!(app.message.as_ref().unwrap().1, "nothing to undo");
}

#[test]
fn hints_come_in_stages_and_apply_only_when_asked() {
    let mut app = app();
    assert!(press(&mut app, "i").is_empty());
    let stage = |app: &App| app.hint.as_ref().map(|h| h.stage);
    assert_eq!(stage(&app), Some(HintStage::Technique));
    press(&mut app, "i");
    assert_eq!(stage(&app), Some(HintStage::Cells));
    press(&mut app, "i");
    assert_eq!(stage(&app), Some(HintStage::Step));
    press(&mut app, "i");
    assert_eq!(stage(&app), Some(HintStage::Step));
    assert_eq!(
        game(&app).history().index(),
        0,
        "seeing a hint changes nothing"
    );
    assert_eq!(press(&mut app, "a"), vec![Effect::SaveGame]);
    assert_eq!(game(&app).history().index(), 1);
    assert_eq!(stage(&app), None);
    assert!(press(&mut app, "a").is_empty());
    assert!(app.message.as_ref().unwrap().1.contains("i asks"));
}

#[test]
fn hint_and_apply_solve_to_the_finish_and_undo_goes_back_to_the_start() {
    let mut app = app();
    let start = game(&app).position().clone();
    for _ in 0..300 {
        if game(&app).is_solved() {
            break;
        }
        press(&mut app, "ia");
    }
    assert!(game(&app).is_solved());
    assert!(app.message.as_ref().unwrap().1.starts_with("Solved in"));
    press(&mut app, "i");
    assert_eq!(app.message.as_ref().unwrap().1, "solved: no hint needed");
    let steps = game(&app).history().index();
    for _ in 0..steps {
        press(&mut app, "u");
    }
    assert_eq!(game(&app).position(), &start);
    let redo = KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL);
    for _ in 0..steps {
        let action = app.key_action(&redo).unwrap();
        update(&mut app, action);
    }
    assert!(game(&app).is_solved());
}

#[test]
fn a_check_marks_wrong_digits_and_m_undoes_them() {
    let mut app = app();
    let cell = game(&app).cursor();
    let wrong = game(&app).solution().unwrap()[cell] % 9 + 1;
    press(&mut app, &wrong.to_string());
    press(&mut app, "c");
    assert_eq!(app.marked, vec![cell as u16]);
    assert!(app.message.as_ref().unwrap().1.contains("1 digit is wrong"));
    assert_eq!(press(&mut app, "m"), vec![Effect::SaveGame]);
    assert_eq!(game(&app).position().value(cell), 0);
}

#[test]
fn at_jumps_to_the_hints_cells_once_they_are_shown_and_on_to_the_next() {
    let mut app = app();
    press(&mut app, "@");
    assert!(app.message.as_ref().unwrap().1.starts_with("no hint shown"));
    press(&mut app, "i");
    assert_eq!(app.hint_focus(), None, "stage 1 names the technique only");
    press(&mut app, "@");
    let (_, text) = app.message.clone().unwrap();
    assert!(text.contains("next stage"), "{text}");
    press(&mut app, "i");
    let cells = app.hint.as_ref().unwrap().step.cells();
    assert_eq!(
        app.hint_focus(),
        Some(cells.clone()),
        "stage 2: the view follows"
    );
    press(&mut app, "@");
    assert_eq!(game(&app).cursor(), cells[0]);
    assert_eq!(app.hint_focus(), None, "the view follows the cursor again");
    press(&mut app, "@");
    assert_eq!(
        game(&app).cursor(),
        cells[1 % cells.len()],
        "again: the next cell"
    );
    press(&mut app, "i");
    assert!(app.hint.is_some(), "moving to the hint keeps it");
}

#[test]
fn the_candidate_tools_keys_work_on_a_kakuro() {
    let mut app = app();
    assert_eq!(kakuro_action(&key('d')), Some(Action::DigitFilter));
    assert_eq!(kakuro_action(&key('z')), Some(Action::TogglePairs));
    assert_eq!(kakuro_action(&key('o')), Some(Action::ToggleColouring));
    press(&mut app, "d9z");
    assert_eq!((app.tools.filter, app.tools.pairs), (Some(9), true));
    press(&mut app, "fo");
    let cell = game(&app).cursor();
    let first = game(&app)
        .position()
        .candidates(cell)
        .iter()
        .next()
        .unwrap();
    let effects = press(&mut app, &first.to_string());
    assert_eq!(effects, vec![Effect::SaveGame], "a colour mark is an edit");
    assert_eq!(
        game(&app).colours(cell).of(first),
        Some(crate::game::Colour::A)
    );
}
