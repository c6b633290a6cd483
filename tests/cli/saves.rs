//! `kibitz hint` and `kibitz rate` on a game save and on a position the game copied
//! out (SPEC §9, §10): both read back to the position the game's coach works on, so
//! the hint is the game's own.

use crate::common;

use common::kibitz;
use kibitz::Scores;
use kibitz::format::copy_out::pencil_form;
use kibitz::game::{KakuroGame, SudokuGame};

const P9: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// A new game of P9.
fn new_game() -> SudokuGame {
    let puzzle = kibitz::read_sudoku(P9, "p9", &Default::default())
        .next()
        .unwrap()
        .unwrap();
    SudokuGame::new(Some("p9".into()), &puzzle.position, None)
}

/// A game of P9 with two digits placed and one cell pencilled down to a single
/// candidate, as a player might leave it.
fn played() -> SudokuGame {
    let mut game = new_game();
    // The solution's first row is 417369825.
    game.set_cursor(1);
    assert!(game.place(1));
    game.set_cursor(2);
    assert!(game.place(7));
    // Pencil r1c4 down to its solution digit alone.
    game.set_cursor(3);
    assert!(game.toggle_candidate(3));
    game
}

fn hint_json(args: &[&str]) -> serde_json::Value {
    let out = kibitz(args, None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    serde_json::from_str(text(&out.stdout).trim()).unwrap()
}

#[test]
fn hint_and_rate_read_a_save_and_give_the_games_hint() {
    let game = played();
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("9x9-save.json");
    std::fs::write(&save, serde_json::to_string(&game.to_saved()).unwrap()).unwrap();
    let save = save.to_str().unwrap();

    let expected = kibitz::simplest_hint(&game.analysis_position(), &Scores::default()).unwrap();
    let hint = hint_json(&["hint", "--json", save]);
    assert_eq!(hint["name"], "p9");
    assert_eq!(hint["technique"], expected.technique.id());
    assert_eq!(hint["text"], expected.explanation(game.geometry()));

    let rated = kibitz(&["rate", "--json", save], None);
    assert_eq!(rated.status.code(), Some(0), "{}", text(&rated.stderr));
    let report: serde_json::Value = serde_json::from_str(text(&rated.stdout).trim()).unwrap();
    let expected = kibitz::rate(&game.analysis_position(), &Scores::default());
    assert_eq!(report["score"], serde_json::json!(expected.score));
}

#[test]
fn a_copied_out_position_gives_the_same_hint_as_the_save() {
    let game = played();
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("copy.txt");
    std::fs::write(&copy, pencil_form(&game.analysis_position(), game.name())).unwrap();
    let save = dir.path().join("save.json");
    std::fs::write(&save, serde_json::to_string(&game.to_saved()).unwrap()).unwrap();

    let from_copy = hint_json(&["hint", "--json", copy.to_str().unwrap()]);
    let from_save = hint_json(&["hint", "--json", save.to_str().unwrap()]);
    assert_eq!(from_copy, from_save);
    // The lone candidate of r1c4 is a hint, not a placed digit.
    assert_eq!(from_copy["technique"], "naked_single");
    assert_eq!(from_copy["placements"][0]["cell"], "r1c4");
}

#[test]
fn a_kakuro_save_is_hinted() {
    let puzzle = kibitz::read_kakuro_file(
        &std::fs::read_to_string("puzzles/kakuro/small.txt").unwrap(),
        "small.txt",
    )
    .remove(0)
    .unwrap();
    let mut game = KakuroGame::for_puzzle(&puzzle);
    assert!(game.place(9));
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("kakuro-save.json");
    std::fs::write(&save, serde_json::to_string(&game.to_saved()).unwrap()).unwrap();
    let hint = hint_json(&["hint", "--json", save.to_str().unwrap()]);
    assert_eq!(hint["status"], "hint");
    assert_eq!(hint["name"], "kibitz 6x6 no. 1");
}

#[test]
fn a_broken_save_is_named_with_its_line_and_column() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("broken.json");
    std::fs::write(&save, "{\n  \"version\": 1,\n  oops }").unwrap();
    let out = kibitz(&["hint", save.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("broken.json:3:3: expected a kibitz game save"),
        "{stderr}"
    );
    std::fs::write(&save, "{\"version\": 1, \"size\": 9}").unwrap();
    let out = kibitz(&["rate", save.to_str().unwrap()], None);
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("broken.json: the game save does not add up"),
        "{stderr}"
    );
}

#[test]
fn a_save_on_standard_input_and_a_contradicting_save() {
    let game = played();
    let json = serde_json::to_string(&game.to_saved()).unwrap();
    let out = kibitz(&["hint", "--json", "-"], Some(&json));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    assert!(text(&out.stdout).contains("\"technique\":\"naked_single\""));

    // r1c4's only mark becomes 4, a given of its row: no candidate is left there.
    let mut wrong = played();
    wrong.set_cursor(3);
    assert!(wrong.toggle_candidate(3));
    assert!(wrong.toggle_candidate(4));
    let json = serde_json::to_string(&wrong.to_saved()).unwrap();
    let out = kibitz(&["hint", "-"], Some(&json));
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(
        stderr
            .contains("<stdin>: the saved position contradicts itself: r1c4 has no candidate left"),
        "{stderr}"
    );
}

#[test]
fn a_save_is_read_with_the_journal_beside_it() {
    let mut game = new_game();
    game.set_cursor(1);
    assert!(game.place(1));
    // The whole save holds the first move; the journal beside it the rest.
    let mut whole = game.to_saved();
    whole.journal = Some(7);
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("9x9-save.json");
    std::fs::write(&save, serde_json::to_string(&whole).unwrap()).unwrap();
    let first_edits = whole.edits.clone();
    game.set_cursor(2);
    assert!(game.place(7));
    game.set_cursor(3);
    assert!(game.toggle_candidate(3));
    let entry = game.journal_entry(7, &first_edits);
    let line = serde_json::to_string(&entry).unwrap() + "\n";
    std::fs::write(dir.path().join("9x9-save.journal"), line).unwrap();

    let expected = kibitz::simplest_hint(&game.analysis_position(), &Scores::default()).unwrap();
    let hint = hint_json(&["hint", "--json", save.to_str().unwrap()]);
    assert_eq!(hint["technique"], expected.technique.id());
    assert_eq!(hint["text"], expected.explanation(game.geometry()));
    // Without the journal the hint is that of the first move alone.
    std::fs::remove_file(dir.path().join("9x9-save.journal")).unwrap();
    let hint = hint_json(&["hint", "--json", save.to_str().unwrap()]);
    assert_ne!(hint["text"], expected.explanation(game.geometry()));
}

#[test]
fn an_oversized_journal_is_refused_naming_it_without_reading_it() {
    let mut whole = played().to_saved();
    whole.journal = Some(7);
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("9x9-save.json");
    std::fs::write(&save, serde_json::to_string(&whole).unwrap()).unwrap();
    // A sparse 2 GB journal: nothing of it is read, so no memory goes to it.
    let journal = std::fs::File::create(dir.path().join("9x9-save.journal")).unwrap();
    journal.set_len(2 << 30).unwrap();
    let out = kibitz(&["hint", save.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("9x9-save.journal") && err.contains("2147483648 bytes, more than the 64 MiB"),
        "{err}"
    );
    assert!(!err.contains("panicked"), "{err}");
}
