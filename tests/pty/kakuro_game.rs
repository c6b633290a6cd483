//! The Kakuro side of the game in a real pseudo-terminal (SPEC §8, §10): the
//! candidate tools answer their keys on a Kakuro board (the digit filter, pairs,
//! colour marks that survive quit and resume), and the Kakuro editor writes a
//! small grid that Enter checks and plays to the finish. Every step waits for
//! text to appear, never a fixed sleep.
#![cfg(all(unix, feature = "tui"))]

use crate::common;

use common::pty::Run;

/// A 2×2 of white cells whose sums read 1 3 / 2 1: across 4 and 3, down 3 and 4.
const SMALL: &str = "# 3\\ 4\\\n\\4 . .\n\\3 . .\n";

/// The file holding [`SMALL`], in `dir`.
fn small_file(dir: &std::path::Path) -> String {
    let file = dir.join("small.txt");
    std::fs::write(&file, SMALL).unwrap();
    file.to_str().unwrap().to_string()
}

#[test]
fn the_candidate_tools_answer_their_keys_on_a_kakuro() {
    let dir = tempfile::tempdir().unwrap();
    let file = small_file(dir.path());
    let home = dir.path().join("home");
    let mut run = Run::start(&home, &["play", &file], &[]);
    run.wait_for(&["Kakuro 3×3", "Cell      r2c2"]);
    // r2c2 takes 1 only; r2c3 1 or 3; r3c2 1 or 2; r3c3 1.
    run.send(b"d");
    run.wait_for(&["filter: type the digit"]);
    run.send(b"3");
    run.wait_for(&["Filter    3 in 1 cells"]);
    run.send(b"z");
    run.wait_for(&["Filter    3 in 1 cells, 0 pairs (=)"]);
    run.send(b"d");
    run.wait_for(&["filter off", "Filter    2 bivalue cells"]);
    run.send(b"z");
    run.wait_for(&["pairs off"]);
    run.send(b"fl");
    run.wait_for(&["Cell      r2c3", "Marks     1 3"]);
    run.send(b"o");
    run.wait_for(&["colour (ᵃ A, ᵇ B)"]);
    run.send(b"133"); // 1 to colour A; 3 to A, then on to B
    run.wait_for(&["Marks     ᵃ1 ᵇ3", "Steps     4 (redo 0)"]);
    run.send(b"q");
    assert!(run.wait_exit(), "kibitz exits cleanly");
    run.assert_restored();

    let mut again = Run::start(&home, &["play", &file], &[]);
    again.wait_for(&["resumed:", "Marks     ᵃ1 ᵇ3", "Steps     4 (redo 0)"]);
    again.send(b"u");
    again.wait_for(&["Marks     ᵃ1 ᵃ3", "Steps     3 (redo 1)"]);
    again.send(b"q");
    assert!(again.wait_exit());
}

#[test]
fn the_kakuro_editor_writes_a_grid_that_enter_plays() {
    let dir = tempfile::tempdir().unwrap();
    let file = small_file(dir.path());
    let home = dir.path().join("home");
    let mut run = Run::start(&home, &["play", &file], &[]);
    run.wait_for(&["Kakuro 3×3"]);
    run.send(b"e");
    run.wait_for(&["Kakuro editor  3×3", "r2c2  white"]);
    // A blank grid, then a column more and back: the size follows.
    run.send(b"x]");
    run.wait_for(&["Kakuro editor  4×3"]);
    run.send(b"[");
    run.wait_for(&["Kakuro editor  3×3", "White 4  Sums 0"]);
    // Enter on clueless runs names the fault and stays.
    run.send(b"\r");
    run.wait_for(&["has no clue; fix it first"]);
    // Down sums 4 and 3 over the columns, across sums 3 and 4 down the rows.
    run.send(b"k4");
    run.wait_for(&["r1c2  clue 4\\"]);
    run.send(b"l3\\");
    run.wait_for(&["r1c3  clue 3\\", "digits write the across sum"]);
    run.send(b"jhh3j4");
    run.wait_for(&["r3c1  clue \\4", "White 4  Sums 4"]);
    run.send(b"\r");
    run.wait_for(&["checked: one solution", "Kakuro 3×3", "Filled    0/4"]);
    // The grid reads 1 2 / 3 1.
    run.send(b"1l2j1h3");
    run.wait_for(&["Solved in"]);
    run.send(b"q");
    assert!(run.wait_exit(), "kibitz exits cleanly");
    run.assert_restored();
}
