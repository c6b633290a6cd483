//! End-to-end runs of the game in a real pseudo-terminal (SPEC §10): portable-pty
//! starts the built binary, vt100 keeps the screen, and every step waits for text
//! to appear (polling with a deadline, never a fixed sleep). Covers play, undo,
//! redo, help (its keys, then the legend of the ratings), mouse, quit and resume;
//! a damaged save reported and set aside; a forced panic that still leaves the
//! terminal restored; a bundled Kakuro solved to the finish with the hint keys
//! alone, then resumed; a 16×16 typed with lower-case letters, its commands on
//! Ctrl, the clock paused while the terminal is away, Ctrl-c quitting; and the
//! largest corpus Kakuro scrolled to its far corner.
#![cfg(all(unix, feature = "tui"))]

use crate::common;

use common::pty::Run;

#[test]
fn play_undo_redo_help_mouse_quit_and_resume() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(home.path(), &[], &[]);
    run.wait_for(&["9×9 easy #1", "Filled    30/81", "Cell      r1c1"]);
    run.send(b"4");
    run.wait_for(&["Filled    31/81", "Steps     1 (redo 0)"]);
    run.send(b"u");
    run.wait_for(&["Filled    30/81", "Steps     0 (redo 1)"]);
    run.send(b"\x12"); // Ctrl-r
    run.wait_for(&["Filled    31/81", "Steps     1 (redo 0)"]);
    run.send(b"?");
    run.wait_for(&["Keys", "undo to before the first mistake", "page 1 of 3"]);
    run.send(b"\x1b[6~"); // PgDn: the legend of the ratings after the keys
    run.wait_for(&["Ratings", "How to read the ratings", "page 2 of 3"]);
    run.send(b"?");
    run.wait_until(|s| !s.contains("Esc closes"), "the help to close");
    // 120×40 shows cells 7 wide and 3 high: column c starts at x = 1 + 8c, row r at y = 1 + 4r.
    run.click(1 + 8 * 2 + 3, 1 + 4 + 1);
    run.wait_for(&["Cell      r2c3"]);
    run.send(b"q");
    assert!(run.wait_exit(), "kibitz exits cleanly");
    run.assert_restored();

    let mut again = Run::start(home.path(), &[], &[]);
    again.wait_for(&[
        "resumed: 31/81 filled",
        "Steps     1 (redo 0)",
        "Cell      r2c3",
    ]);
    again.send(b"u");
    again.wait_for(&["Filled    30/81"]);
    again.send(b"q");
    assert!(again.wait_exit());
}

#[test]
fn a_kakuro_is_solved_with_hints_alone_and_resumed_solved() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(
        home.path(),
        &["play", "puzzles/kakuro/small.txt", "--index", "1"],
        &[],
    );
    run.wait_for(&["Kakuro 6×6", "Filled    0/21", "ATK profile", "15\\"]);
    let mut steps = 0;
    while !run.contents().contains("SOLVED") {
        assert!(steps < 200, "hints keep making progress");
        run.send(b"i");
        run.wait_for(&["Hint", "i shows more, a applies it"]);
        run.send(b"a");
        steps += 1;
        run.wait_for(&[&format!("Steps     {steps} (redo 0)")]);
    }
    run.wait_for(&["Filled    21/21", "Solved in", "Rating    1.0000"]);
    run.send(b"q");
    assert!(run.wait_exit(), "kibitz exits cleanly");
    run.assert_restored();

    let mut again = Run::start(home.path(), &[], &[]);
    again.wait_for(&[
        "resumed: 21/21 filled",
        "SOLVED",
        &format!("Steps     {steps} (redo 0)"),
    ]);
    again.send(b"q");
    assert!(again.wait_exit());
}

#[test]
fn a_damaged_save_is_reported_and_set_aside() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(
        home.path(),
        &["play", "puzzles/sizes/4x4.txt", "--index", "2"],
        &[],
    );
    run.wait_for(&["4×4", "Filled"]);
    run.send(b"q");
    assert!(run.wait_exit());
    let games = home.path().join("games");
    let save = std::fs::read_dir(&games)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    std::fs::write(&save, "{ this is not a save").unwrap();
    std::fs::write(home.path().join("settings.json"), "[1, 2").unwrap();

    let mut again = Run::start(
        home.path(),
        &["play", "puzzles/sizes/4x4.txt", "--index", "2"],
        &[],
    );
    again.wait_for(&["settings.json was damaged", "settings.json.damaged-"]);
    again.wait_for(&["4x4-", ".json was damaged", "Filled    5/16"]);
    let aside: Vec<_> = std::fs::read_dir(&games)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains(".damaged-"))
        .collect();
    assert_eq!(aside.len(), 1);
    assert_eq!(
        std::fs::read_to_string(&aside[0]).unwrap(),
        "{ this is not a save"
    );
    again.send(b"\x1b");
    again.wait_until(
        |s| !s.contains("was damaged"),
        "the warning to be dismissed",
    );
    again.send(b"q");
    assert!(again.wait_exit());
    assert!(save.exists(), "a fresh save replaced the damaged one");
}

#[test]
fn a_panic_leaves_the_terminal_restored() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(home.path(), &[], &[("KIBITZ_TEST_PANIC", "1")]);
    assert!(!run.wait_exit(), "the forced panic fails the process");
    run.assert_restored();
    run.wait_for(&["panicking on purpose"]);
}

#[test]
fn a_file_of_several_puzzles_opens_a_chooser_and_letters_place_digits() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(home.path(), &["play", "puzzles/sizes/16x16.txt"], &[]);
    run.wait_for(&["puzzles/sizes/16x16.txt — 5 puzzles", "Enter open"]);
    run.send(b"j\r");
    run.wait_for(&["16×16, boxes 4×4", "Filled    116/256", "Cell      r1c1"]);
    run.send(b"\x1b[CG"); // →, then G (16)
    run.wait_for(&["Filled    117/256", "Cell      r1c2"]);
    run.send(b"\x11"); // Ctrl-q: q is no command where letters are digits
    assert!(run.wait_exit());
    run.assert_restored();
}

#[test]
fn a_damaged_last_game_falls_back_to_a_bundled_puzzle() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(home.path(), &[], &[]);
    run.wait_for(&["9×9 easy #1", "Filled    30/81"]);
    run.send(b"4q");
    assert!(run.wait_exit());
    let games = home.path().join("games");
    let save = std::fs::read_dir(&games)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let text = std::fs::read_to_string(&save).unwrap();
    // A save cut short, as a crash without atomic writes would leave it.
    std::fs::write(&save, &text[..text.len() / 2]).unwrap();

    let mut again = Run::start(home.path(), &[], &[]);
    again.wait_for(&["was damaged", "9×9 easy #1", "Filled    30/81"]);
    again.send(b"q");
    assert!(again.wait_exit());
    let names: Vec<String> = std::fs::read_dir(&games)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names.iter().any(|n| n.contains(".json.damaged-")),
        "{names:?}"
    );
}

#[test]
fn a_16x16_takes_lower_case_letters_as_digits_and_ctrl_letters_as_commands() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(home.path(), &["play", "puzzles/sizes/16x16.txt"], &[]);
    run.wait_for(&["puzzles/sizes/16x16.txt — 5 puzzles", "Enter open"]);
    run.send(b"j\r");
    run.wait_for(&["16×16, boxes 4×4", "Filled    116/256", "Cell      r1c1"]);
    run.wait_for(&["Tab hint  ^a apply"]);
    // → to the empty r1c2, then g (16), then c (12): both digits, never commands.
    run.send(b"\x1b[Cg");
    run.wait_for(&[
        "Filled    117/256",
        "Cell      r1c2",
        "Steps     1 (redo 0)",
    ]);
    run.send(b"c");
    run.wait_for(&["Filled    117/256", "Steps     2 (redo 0)"]);
    // x is no digit on a 16×16, and no command either.
    run.send(b"x");
    run.wait_for(&["x is no digit here (1-9, A-G)", "Steps     2 (redo 0)"]);
    run.send(b"\x15"); // Ctrl-u undoes
    run.wait_for(&["Steps     1 (redo 1)"]);
    run.send(b"\x12"); // Ctrl-r redoes
    run.wait_for(&["Steps     2 (redo 0)"]);
    run.send(b"\x1b[D\x06"); // ← to r1c1, Ctrl-f fills every candidate
    run.wait_for(&["Steps     3 (redo 0)", "Cell      r1c1", "│69D│"]);
    // The terminal losing focus pauses the clock; regaining it starts it again.
    run.send(b"\x1b[O");
    run.wait_for(&["(paused: away)"]);
    run.send(b"\x1b[I");
    run.wait_until(|s| !s.contains("paused"), "the clock to run again");
    run.send(b"\x03"); // Ctrl-c saves and quits
    assert!(run.wait_exit(), "kibitz exits cleanly on Ctrl-c");
    run.assert_restored();

    let mut again = Run::start(home.path(), &[], &[]);
    again.wait_for(&["resumed: 117/256 filled", "Steps     3 (redo 0)"]);
    again.send(b"\x11"); // Ctrl-q
    assert!(again.wait_exit());
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn the_largest_corpus_kakuro_scrolls_to_its_far_corner() {
    use kibitz::game::KakuroGame;
    use kibitz::kakuro::read_kakuro_file;

    let test = "the_largest_corpus_kakuro_scrolls_to_its_far_corner";
    let Some(text) = common::corpus_file(test, "kakuro/janko_kakuro.txt") else {
        return;
    };
    let (index, puzzle) = read_kakuro_file(&text, "janko_kakuro.txt")
        .into_iter()
        .enumerate()
        .filter_map(|(i, p)| Some((i, p.ok()?)))
        .max_by_key(|(_, p)| p.grid.width() * p.grid.height())
        .expect("corpus Kakuros");
    // ← from the first cell wraps to the end of its row, ↑ from there to the bottom.
    let mut game = KakuroGame::for_puzzle(&puzzle);
    game.move_cursor(0, -1);
    game.move_cursor(-1, 0);
    let far = game.cell_name(game.cursor());
    let (w, h) = (puzzle.grid.width(), puzzle.grid.height());

    let file = common::corpus(test)
        .unwrap()
        .join("kakuro/janko_kakuro.txt");
    let index = (index + 1).to_string();
    let home = tempfile::tempdir().unwrap();
    let args = ["play", file.to_str().unwrap(), "--index", &index];
    let mut run = Run::start(home.path(), &args, &[]);
    run.wait_for(&[&format!("Kakuro {w}×{h}"), "ATK profile", "▶", "▼"]);
    run.send(b"\x1b[D\x1b[A");
    let screen = run.wait_for(&[&format!("Cell      {far}"), "◀", "▲"]);
    assert!(!screen.contains('▶') && !screen.contains('▼'), "{screen}");
    run.send(b"q");
    assert!(run.wait_exit());
    run.assert_restored();
}
