//! Two games on one puzzle (SPEC §10, issue 26 item 3): the second kibitz opened
//! on a puzzle the first one plays is told so, shows the game as last saved,
//! read-only, and its moves are refused with the reason; every move of the first
//! is kept, and once the first has quit the puzzle opens as usual.
#![cfg(all(unix, feature = "tui"))]

use crate::common;

use common::pty::Run;

/// The first column of the side panel of a 9×9 board at 120×40.
const PANEL: u16 = 74;

#[test]
fn a_second_game_on_the_same_puzzle_is_told_and_loses_nothing_of_the_first() {
    let home = tempfile::tempdir().unwrap();
    let mut first = Run::start(home.path(), &[], &[]);
    first.wait_for(&["9×9 easy #1", "Filled    30/81"]);
    first.send(b"\x1b4");
    first.wait_for(&["Filled    31/81"]);

    // No arguments: the second resumes the last game, which the first holds.
    let mut second = Run::start(home.path(), &[], &[]);
    second.wait_for(&["9×9 easy #1", "Filled    31/81"]);
    let told = |s: &str| s.contains("open in another kibitz (process") && s.contains("read-only");
    second.wait_until(|_| told(&second.text_from_column(PANEL)), "the notice");
    second.send(b"u");
    second.wait_for(&["Filled    30/81"]);
    second.wait_until(
        |_| {
            second
                .text_from_column(PANEL)
                .contains("! not saved: the puzzle is open in another kibitz (process")
        },
        "the refusal",
    );
    second.send(b"q");
    second.wait_for(&["Your moves are not saved"]);
    second.send(b"q");
    assert!(second.wait_exit(), "quitting without saving, as asked");
    second.assert_restored();

    first.send(b"q");
    assert!(first.wait_exit());
    first.assert_restored();

    let third = Run::start(home.path(), &[], &[]);
    third.wait_for(&["9×9 easy #1", "Filled    31/81"]);
    assert!(
        !third.text_from_column(PANEL).contains("another kibitz"),
        "the hold ended with the first game"
    );
}
