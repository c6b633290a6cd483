//! Puzzles in and out of the game in a real pseudo-terminal (SPEC §9, §10): a
//! bracketed paste opens a Sudoku or a Kakuro as a new game and a bad one changes
//! nothing; the position is copied out to a file that `kibitz hint` reads back.
#![cfg(all(unix, feature = "tui"))]

mod common;

use common::pty::Run;

const P9: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

#[test]
fn a_paste_opens_a_puzzle_and_a_bad_paste_changes_nothing() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(home.path(), &[], &[]);
    run.wait_for(&["9×9 easy #1", "Filled    30/81"]);
    run.wait_until(|_| run.bracketed_paste(), "bracketed paste to be on");
    run.paste(&format!("{P9} pasted one\n"));
    run.wait_for(&["pasted one", "Filled    17/81"]);

    run.paste(&format!("{}x\n", &P9[..80]));
    run.wait_for(&["could not read the paste: paste:1:81", "Filled    17/81"]);
    assert!(run.contents().contains("pasted one"));

    let kakuro = std::fs::read_to_string("puzzles/kakuro/small.txt").unwrap();
    run.paste(&kakuro);
    run.wait_for(&["Kakuro 6×6", "Filled    0/21", "opened the first of the"]);
    run.send(b"q");
    assert!(run.wait_exit(), "kibitz exits cleanly");
    run.assert_restored();
    assert!(!run.bracketed_paste(), "bracketed paste is off again");
}
