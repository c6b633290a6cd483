//! The coach end to end in a real pseudo-terminal (SPEC §4, §10): a bundled 9×9
//! solved with the hint keys alone while the panel follows every move, a hint
//! undone and redone, the game quit and resumed; and a score edited in the score
//! editor, the total changing at once and the scores file kept for the next run.
#![cfg(all(unix, feature = "tui"))]

use crate::common;

use common::pty::Run;

/// The SHD total the coach shows, once the panel is current for the position.
fn shd_total(screen: &str) -> Option<String> {
    if screen.contains("updating…") || screen.contains("rating…") {
        return None;
    }
    screen
        .lines()
        .find_map(|l| l.split("SHD       ").nth(1))
        .map(|rest| rest.split_whitespace().next().unwrap_or("").to_string())
}

#[test]
fn a_bundled_9x9_is_solved_with_hints_alone_and_the_panel_follows_every_move() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(home.path(), &[], &[]);
    run.wait_for(&[
        "9×9 easy #1",
        "Filled    30/81",
        "Coach",
        "Validity  one solution",
    ]);
    let mut shd = shd_total(&run.wait_until(|s| shd_total(s).is_some(), "a rating"));
    let mut steps = 0;
    while !run.contents().contains("SOLVED") {
        assert!(steps < 81, "hints keep making progress");
        run.send(b"i");
        run.wait_for(&["Hint", "i shows more, a applies it"]);
        run.send(b"a");
        steps += 1;
        // The screen may be read halfway through a redraw, with the step
        // drawn and the panel not yet: wait for the new tally, which fails by
        // timing out if the tally stays put.
        let screen = run.wait_until(
            |s| {
                s.contains(&format!("Steps     {steps} (redo 0)"))
                    && shd_total(s).is_some_and(|now| Some(now) != shd)
            },
            "the step and a new SHD tally (the tally moves with every move)",
        );
        shd = shd_total(&screen);
    }
    run.wait_for(&[
        "Filled    81/81",
        "Solved in",
        "Score     0",
        "DiffKey   Solved",
    ]);
    run.send(b"u");
    run.wait_for(&[
        "Filled    80/81",
        &format!("Steps     {} (redo 1)", steps - 1),
    ]);
    run.send(b"\x12");
    run.wait_for(&["Filled    81/81", &format!("Steps     {steps} (redo 0)")]);
    run.send(b"q");
    assert!(run.wait_exit(), "kibitz exits cleanly");
    run.assert_restored();

    let mut again = Run::start(home.path(), &[], &[]);
    again.wait_for(&["resumed: 81/81 filled", "SOLVED", "Score     0"]);
    again.send(b"q");
    assert!(again.wait_exit());
}

#[test]
fn editing_a_score_changes_the_total_and_is_kept() {
    let home = tempfile::tempdir().unwrap();
    let args = ["play", "puzzles/sudoku9/medium.txt", "--index", "1"];
    let mut run = Run::start(home.path(), &args, &[]);
    run.wait_for(&["Score     10", "Hidden single"]);
    run.send(b"s");
    run.wait_for(&["Technique scores", "Total Σ N×D"]);
    // The second row is the hidden single: 8 of them, 1 point each, now 2.
    run.send(b"jl");
    run.wait_until(
        |s| {
            s.lines()
                .any(|l| l.contains("Total Σ N×D") && l.split_whitespace().last() == Some("18"))
        },
        "the total to follow the edit",
    );
    run.send(b"\x1b");
    run.wait_for(&["Score     18"]);
    run.send(b"q");
    assert!(run.wait_exit());
    let saved = std::fs::read_to_string(home.path().join("scores.json")).unwrap();
    assert!(saved.contains("\"hidden_single\": 2"), "{saved}");

    let mut again = Run::start(home.path(), &args, &[]);
    again.wait_for(&["Score     18"]);
    again.send(b"q");
    assert!(again.wait_exit());
}
