//! The largest Kakuro the reader takes (100×100, the bound on runaway input) in
//! the game (SPEC §10): it opens without the game freezing, the quit key is
//! answered, and the terminal is restored. A 250×250 is refused before the game
//! starts, naming the file, line and column.
#![cfg(all(unix, feature = "tui"))]

use crate::common;

use common::pty::Run;

/// A `side`×`side` Kakuro of 9×9 blocks of white cells between clue rows and
/// columns, every run summing to 45 (many solutions: the solver must search).
fn open_kakuro(side: usize) -> String {
    let mut text = String::new();
    for r in 0..side {
        let row: Vec<&str> = (0..side)
            .map(|c| match (r % 10 == 0, c % 10 == 0) {
                (true, true) => "#",
                (true, false) => "45\\",
                (false, true) => "\\45",
                (false, false) => ".",
            })
            .collect();
        text.push_str(&row.join(" "));
        text.push('\n');
    }
    text
}

#[test]
fn a_100_by_100_kakuro_opens_and_answers_keys() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("big.txt");
    std::fs::write(&file, open_kakuro(100)).unwrap();
    let home = dir.path().join("home");
    let mut run = Run::start(&home, &["play", file.to_str().unwrap()], &[]);
    // The board, or (in a terminal too small for it) the message saying so.
    run.wait_for(&["100×100"]);
    run.send(b"q");
    assert!(run.wait_exit(), "kibitz exits cleanly");
    run.assert_restored();
}

#[test]
fn a_250_by_250_kakuro_is_refused_naming_the_place() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("huge.txt");
    std::fs::write(&file, open_kakuro(250)).unwrap();
    let home = dir.path().join("home");
    let mut run = Run::start(&home, &["play", file.to_str().unwrap()], &[]);
    assert!(!run.wait_exit(), "nothing to play: exit 2");
    let name = file.display().to_string();
    run.wait_for(&[
        "no puzzle could be read",
        "expected at most 100 squares in a row",
    ]);
    let text = run.contents().replace('\n', "");
    assert!(text.contains(&format!("{name}:1:")), "{text}");
    assert!(!home.exists(), "no file is written");
}
