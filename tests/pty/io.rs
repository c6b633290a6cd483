//! Puzzles in and out of the game in a real pseudo-terminal (SPEC §9, §10): a
//! bracketed paste opens a Sudoku or a Kakuro as a new game and a bad one changes
//! nothing; the position is copied out to a file that `kibitz hint` reads back;
//! a puzzle written in the editor is checked and played.
#![cfg(all(unix, feature = "tui"))]

use crate::common;

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

/// The save a run left in the config directory.
fn the_save(home: &std::path::Path) -> std::path::PathBuf {
    std::fs::read_dir(home.join("games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.extension().is_some_and(|e| e == "json"))
        .unwrap()
}

fn hint_json(file: &std::path::Path) -> String {
    let out = common::kibitz(&["hint", "--json", file.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(0));
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn the_position_is_copied_out_to_a_file_that_hint_reads_back() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(home.path(), &["play", P9], &[]);
    run.wait_for(&["Filled    17/81", "Cell      r1c1"]);
    // r1c2 is 1 in the solution (417369825); r1c3 pencilled down to its 7.
    run.send(b"l1lp7");
    run.wait_for(&["Filled    18/81", "Steps     2 (redo 0)"]);
    run.send(b"y");
    let copy = home.path().join("copied.txt");
    run.wait_for(&["copied the pencil-mark form to", "copied.txt"]);
    let pencil = std::fs::read_to_string(&copy).unwrap();
    assert!(pencil.contains("placed: 41"), "{pencil}");
    // The copy gives the game's hint: the lone 7 of r1c3 is a hint, not a digit.
    let from_copy = hint_json(&copy);
    let single = "\"placements\":[{\"cell\":\"r1c3\",\"digit\":7}]";
    assert!(from_copy.contains(single), "{from_copy}");
    assert_eq!(from_copy, hint_json(&the_save(home.path())));

    run.send(b"Y");
    run.wait_for(&["copied the one-line form to"]);
    let line = std::fs::read_to_string(&copy).unwrap();
    assert_eq!(line, format!("41{}\n", &P9[2..]));
    run.send(b"q");
    assert!(run.wait_exit());
}

#[test]
fn copies_go_where_copy_to_says() {
    let home = tempfile::tempdir().unwrap();
    let target = home.path().join("elsewhere.txt");
    let args = ["play", P9, "--copy-to", target.to_str().unwrap()];
    let mut run = Run::start(home.path(), &args, &[]);
    run.wait_for(&["Filled    17/81"]);
    run.send(b"Y");
    run.wait_for(&["elsewhere.txt"]);
    assert_eq!(std::fs::read_to_string(&target).unwrap(), format!("{P9}\n"));
    run.send(b"q");
    assert!(run.wait_exit());
}

#[test]
fn a_puzzle_written_in_the_editor_is_checked_and_played() {
    let home = tempfile::tempdir().unwrap();
    // 4×4 with solution 1234 3412 4321 2143, less r1c1 and r1c3.
    let mut run = Run::start(home.path(), &["play", ".2.43412432121.3"], &[]);
    run.wait_for(&["Filled    13/16"]);
    run.send(b"e");
    run.wait_for(&["Editor  4×4", "Givens  13"]);
    run.send(b"1");
    run.wait_for(&["Givens  14"]);
    run.send(b"\r");
    run.wait_for(&["checked: one solution", "Filled    14/16"]);
    run.send(b"e\t");
    run.wait_for(&["Editor  6×6", "Givens  0"]);
    run.send(b"\r");
    run.wait_for(&["no givens yet"]);
    run.send(b"\x1b");
    run.wait_for(&["left the editor; nothing changed", "Filled    14/16"]);
    run.send(b"q");
    assert!(run.wait_exit());
}
