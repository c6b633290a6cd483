//! The candidate tools in a real pseudo-terminal (SPEC §9, §10): colour marks
//! painted by key survive quitting and resuming (they are part of the saved
//! game), and undo still takes them back after the resume. Every step waits
//! for text to appear, never a fixed sleep.
#![cfg(all(unix, feature = "tui"))]

use crate::common;

use common::pty::Run;

#[test]
fn colour_marks_survive_quit_and_resume() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(home.path(), &[], &[]);
    // The bundled easy #1 leaves r1c1 open to 1, 2 and 4.
    run.wait_for(&["9×9 easy #1", "Cell      r1c1"]);
    run.send(b"f");
    run.wait_for(&["Marks     1 2 4"]);
    run.send(b"o");
    run.wait_for(&["colour (ᵃ A, ᵇ B)"]);
    run.send(b"122"); // 1 to colour A; 2 to A, then on to B
    run.wait_for(&["Marks     ᵃ1 ᵇ2 4", "Steps     4 (redo 0)"]);
    run.send(b"q");
    assert!(run.wait_exit(), "kibitz exits cleanly");
    run.assert_restored();

    let mut again = Run::start(home.path(), &[], &[]);
    again.wait_for(&["resumed:", "Marks     ᵃ1 ᵇ2 4", "Steps     4 (redo 0)"]);
    again.send(b"u");
    again.wait_for(&["Marks     ᵃ1 ᵃ2 4", "Steps     3 (redo 1)"]);
    again.send(b"q");
    assert!(again.wait_exit());
}
