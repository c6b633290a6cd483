//! Made-to-order targets and drills end to end in a real pseudo-terminal (SPEC
//! §10): the new-puzzle form asked for a puzzle that requires a technique chosen
//! by name, and a drill opened at its technique whose hint is shown and applied.
//! Every step waits for text to appear (polling with a deadline).
#![cfg(all(unix, feature = "tui"))]

use crate::common;

use common::pty::Run;

const DOWN: &[u8] = b"\x1b[B";
const RIGHT: &[u8] = b"\x1b[C";

/// Opens the form and chooses the target kind `right` steps from none, then
/// the value `value` steps from the first.
fn choose_target(run: &mut Run, right: usize, value: usize) {
    run.send(b"N");
    run.wait_for(&["New puzzle", "▸ Kind"]);
    run.send(DOWN);
    run.send(DOWN);
    for _ in 0..right {
        run.send(RIGHT);
    }
    run.send(DOWN);
    for _ in 0..value {
        run.send(RIGHT);
    }
}

#[test]
fn the_form_makes_a_puzzle_that_requires_a_technique_by_name() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(home.path(), &[], &[]);
    run.wait_for(&["9×9 easy #1", "Filled    30/81"]);
    choose_target(&mut run, 3, 3);
    run.wait_for(&["Target     requires", "▸ Value    ‹ Hidden pair ›"]);
    run.send(b"\r");
    run.wait_for(&["result:", "requires", "generated 9×9 Sudoku"]);
    run.send(b"q");
    assert!(run.wait_exit(), "kibitz exits cleanly");
    run.assert_restored();
}

#[test]
fn a_drill_opens_at_its_technique_and_its_hint_applies() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(home.path(), &[], &[]);
    run.wait_for(&["9×9 easy #1", "Filled    30/81"]);
    choose_target(&mut run, 4, 2);
    run.wait_for(&["Target     drill", "‹ Locked candidates 1 (pointing) ›"]);
    run.send(b"\r");
    // The message wraps where the clock-drawn seed's length puts it: wait for
    // its start, which opens a line, and the drill's name.
    run.wait_for(&["drill Locked candidates 1", "new puzzle: 9×9 Sudoku"]);
    run.send(b"i");
    run.wait_for(&[
        "Locked candidates 1 (pointing)",
        "i shows more, a applies it",
    ]);
    run.send(b"a");
    run.wait_for(&["applied: Locked candidates 1 (pointing)"]);
    run.send(b"q");
    assert!(run.wait_exit(), "kibitz exits cleanly");
    run.assert_restored();
}
