//! The new-puzzle form (SPEC §10): `N` on the board opens it, the arrows choose a
//! kind, size and target, Enter has the puzzle made (here on the test's thread, as
//! a generator thread would) and the answer opens as a new game; Esc leaves.
#![cfg(feature = "tui")]

use crate::common;

use common::screen::{four_by_four_with_storage, press, screen};

use std::sync::atomic::AtomicBool;

use crossterm::event::KeyCode;
use kibitz::app::effects::open_generated;
use kibitz::app::generator::work;
use kibitz::app::{Screen, Tone};
use kibitz::engine::solver::{SolveLimits, SolveStatus, solve};
use kibitz::rating::Scores;

#[test]
fn the_form_chooses_an_order_that_opens_as_a_new_game() {
    let (_home, mut storage, mut app) = four_by_four_with_storage();
    use KeyCode::{Char, Down, Enter, Left};
    press(&mut app, &mut storage, &[Char('N')]);
    assert!(matches!(app.screen, Screen::NewPuzzle(_)));
    // Size: two steps left of 9×9 is 6×6; then the target field (no target).
    press(&mut app, &mut storage, &[Down, Left, Left, Down]);
    insta::assert_snapshot!(screen(&app));

    press(&mut app, &mut storage, &[Enter]);
    let (order, seed) = app.waiting_order().unwrap();
    assert!(screen(&app).contains("making the puzzle…"));
    // The answer a generator thread would post.
    open_generated(
        &mut app,
        &mut storage,
        work(&order, &Scores::default(), seed, &AtomicBool::new(false)),
    );
    assert_eq!(app.screen, Screen::Board);
    let game = app.sudoku().unwrap();
    assert_eq!(game.geometry().n(), 6);
    assert_eq!(
        solve(game.start(), SolveLimits::default()).status,
        SolveStatus::Unique
    );
    let (tone, note) = app.message.clone().unwrap();
    assert_eq!(tone, Tone::Success);
    assert!(note.starts_with("new puzzle: 6×6 Sudoku"), "{note}");
}

#[test]
fn esc_stops_waiting_and_a_late_answer_changes_nothing() {
    let (_home, mut storage, mut app) = four_by_four_with_storage();
    use KeyCode::{Char, Down, Enter, Esc, Left};
    press(
        &mut app,
        &mut storage,
        &[Char('N'), Down, Left, Left, Enter],
    );
    let (order, seed) = app.waiting_order().unwrap();
    press(&mut app, &mut storage, &[Esc]);
    assert_eq!(app.waiting_order(), None);
    open_generated(
        &mut app,
        &mut storage,
        work(&order, &Scores::default(), seed, &AtomicBool::new(false)),
    );
    assert!(matches!(app.screen, Screen::NewPuzzle(_)));
    press(&mut app, &mut storage, &[Esc]);
    assert_eq!(app.screen, Screen::Board);
    assert_eq!(app.sudoku().unwrap().geometry().n(), 4);
}

#[test]
fn a_kakuro_made_to_order_opens_as_a_kakuro_game() {
    let (_home, mut storage, mut app) = four_by_four_with_storage();
    use KeyCode::{Char, Down, Enter, Left};
    // Kind: one left of Sudoku wraps to Kakuro (8×8); one left of that is 6×6.
    press(
        &mut app,
        &mut storage,
        &[Char('N'), Left, Down, Left, Enter],
    );
    let (order, seed) = app.waiting_order().unwrap();
    open_generated(
        &mut app,
        &mut storage,
        work(&order, &Scores::default(), seed, &AtomicBool::new(false)),
    );
    let game = app.kakuro().expect("a Kakuro opens");
    assert_eq!((game.grid().width(), game.grid().height()), (6, 6));
    let (_, note) = app.message.clone().unwrap();
    assert!(
        note.starts_with("new puzzle: 6×6 Kakuro, target any; result: Rating "),
        "{note}"
    );
}
