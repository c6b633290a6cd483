//! A 25×25 Sudoku played in an 80×24 pseudo-terminal (SPEC §10, boards too large
//! for the terminal scroll with the cursor): the board opens as a window of it,
//! the cursor goes to the far corner r25c25 with the window following, and a
//! digit is placed there.
#![cfg(all(unix, feature = "tui"))]

use crate::common;

use common::pty::Run;

#[test]
fn a_25x25_is_playable_at_80x24() {
    let home = tempfile::tempdir().unwrap();
    let args = ["play", "puzzles/sizes/25x25.txt", "--index", "1"];
    let mut run = Run::start_sized(home.path(), &args, &[], (80, 24));
    let start = run.wait_for(&["Cell      r1c1", "rows 1-", "Filled    344/625"]);
    assert!(!start.contains("too small"), "{start}");
    // Up and left wrap around to the last row and column.
    run.send(b"\x1b[A");
    run.send(b"\x1b[D");
    run.wait_for(&["Cell      r25c25", "-25, columns ", "-25 of 25"]);
    run.send(b"1");
    run.wait_for(&["Filled    345/625", "Steps     1 (redo 0)"]);
    run.send(b"\x11"); // Ctrl-q: letters are digits on this board
    assert!(run.wait_exit(), "kibitz exits cleanly");
    run.assert_restored();
}
