//! The puzzle editor (SPEC §9, §10): from the board in play or an empty board of a
//! chosen size, typed digits become givens; leaving checks the puzzle and plays it.
#![cfg(feature = "tui")]

use crate::common;

use common::screen::{four_by_four_with_storage, press, screen};

use crossterm::event::KeyCode;
use kibitz::app::{Screen, Tone};

#[test]
fn givens_typed_on_an_empty_board_are_checked_and_played() {
    let (_home, mut storage, mut app) = four_by_four_with_storage();
    use KeyCode::{BackTab, Char, Enter, Tab};
    press(&mut app, &mut storage, &[Char('e')]);
    assert!(matches!(&app.screen, Screen::Editor(e) if e.given_count() == 13));
    // Tab then Shift-Tab: the 6×6, then back to an empty 4×4.
    press(&mut app, &mut storage, &[Tab, BackTab]);
    press(&mut app, &mut storage, &[Char('1'), Char('l'), Char('2')]);
    insta::assert_snapshot!(screen(&app));

    // Two givens leave several solutions: it is played, with a warning.
    press(&mut app, &mut storage, &[Enter]);
    assert_eq!(app.screen, Screen::Board);
    let game = app.sudoku().unwrap();
    assert_eq!(&game.start().values()[..2], &[1, 2]);
    assert_eq!(
        app.message,
        Some((
            Tone::Warning,
            "checked: several solutions (the check cannot tell mistakes)".into()
        ))
    );
}

#[test]
fn the_board_in_play_is_completed_into_a_unique_puzzle() {
    let (home, mut storage, mut app) = four_by_four_with_storage();
    use KeyCode::{Char, Enter, Esc};
    press(&mut app, &mut storage, &[Char('e'), Char('1'), Enter]);
    assert_eq!(
        app.message,
        Some((Tone::Success, "checked: one solution".into()))
    );
    assert_eq!(app.sudoku().unwrap().start().values()[0], 1);
    assert!(home.path().join("games").read_dir().unwrap().count() >= 1);

    // Esc leaves the editor with the game as it was.
    press(
        &mut app,
        &mut storage,
        &[Char('e'), Char('l'), Char('4'), Esc],
    );
    assert_eq!(app.screen, Screen::Board);
    assert_eq!(app.sudoku().unwrap().start().values()[1], 2);
}
