//! The new-puzzle form end to end in a real pseudo-terminal (SPEC §10): `N` opens
//! it, the arrows choose a 4×4 Sudoku, Enter has a generator thread make it while
//! the game keeps drawing, and the puzzle opens as a new game. Every step waits for
//! text to appear (polling with a deadline).
#![cfg(all(unix, feature = "tui"))]

use crate::common;

use common::pty::Run;

const DOWN: &[u8] = b"\x1b[B";
const LEFT: &[u8] = b"\x1b[D";

#[test]
fn a_puzzle_made_to_order_opens_as_a_new_game() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(home.path(), &[], &[]);
    run.wait_for(&["9×9 easy #1", "Filled    30/81"]);
    run.send(b"N");
    run.wait_for(&["New puzzle", "▸ Kind", "9×9"]);
    run.send(DOWN);
    for _ in 0..3 {
        run.send(LEFT);
    }
    run.wait_for(&["▸ Size     ‹ 4×4 ›"]);
    run.send(b"\r");
    run.wait_for(&["new puzzle: 4×4 Sudoku", "generated 4×4 Sudoku, seed"]);
    run.send(b"q");
    assert!(run.wait_exit(), "kibitz exits cleanly");
    run.assert_restored();
}
