//! Hints read whole in a real pseudo-terminal (SPEC §10): at 80×24 a forcing
//! step's explanation does not fit the panel, so its step opens the hint view,
//! which PageDown turns to the conclusion; applying it closes the view.
#![cfg(all(unix, feature = "tui"))]

use crate::common;

use common::pty::Run;

#[test]
fn a_forcing_step_is_read_to_its_conclusion_with_page_down_at_80x24() {
    let home = tempfile::tempdir().unwrap();
    // #16 of the bundled top95 list: its general hint is a forcing step.
    let args = ["play", "puzzles/sudoku9/top95.txt", "--index", "16"];
    let mut run = Run::start_sized(home.path(), &args, &[], (80, 24));
    run.wait_until(
        |s| s.contains("Score") && !s.contains("rating…"),
        "the first rating",
    );
    run.send(b"g");
    run.wait_for(&["General hint", "Forcing"]);
    run.send(b"g");
    run.wait_for(&["look at", "if r"]);
    run.send(b"g");
    run.wait_for(&["more below", "PgDn page"]);
    let mut pages = 0;
    while !run.contents().contains("the end") {
        assert!(pages < 20, "the view reaches its end:\n{}", run.contents());
        let before = run.contents();
        run.send(b"\x1b[6~");
        pages += 1;
        run.wait_until(|s| s != before, "the next page");
    }
    let end = run.wait_for(&["the end", "so "]);
    assert!(pages >= 1, "the text took more than one page:\n{end}");
    run.send(b"a");
    run.wait_for(&["applied: Forcing", "Steps     1 (redo 0)"]);
    run.send(b"q");
    assert!(run.wait_exit(), "kibitz exits cleanly");
    run.assert_restored();
}
