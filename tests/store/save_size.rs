//! A long game's save stays small (SPEC §10): the history is bounded (the last
//! `UNDO_STEPS` edits undo one by one, older ones fold into one), so a 25×25
//! after 1,000 edits that fill and clear every cell's candidates, saved as the
//! game saves (a journal line per edit, a whole save on quit), is a few
//! megabytes, and undo still reaches the start. The sizes are printed:
//! `cargo test --release --test save_size -- --nocapture`.
#![cfg(feature = "tui")]

use kibitz::app::Session;
use kibitz::app::storage::Storage;
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::game::{FOLD_BATCH, SudokuGame, UNDO_STEPS};
use kibitz::store::Paths;

const EDITS: usize = 1000;

fn game_25() -> SudokuGame {
    let text = std::fs::read_to_string("puzzles/sizes/25x25.txt").unwrap();
    let puzzle = read_sudoku(&text, "25x25.txt", &ReadOptions::default())
        .next()
        .unwrap()
        .unwrap();
    SudokuGame::new(None, &puzzle.position, None)
}

/// Plays `EDITS` edits with `edit`, saving after each and whole at the end;
/// returns the game and the bytes of its whole save and its journal.
fn play(edit: impl Fn(&mut SudokuGame, usize) -> bool) -> (SudokuGame, u64, u64) {
    let home = tempfile::tempdir().unwrap();
    let mut storage = Storage::at(Paths::at(home.path().to_path_buf()));
    let mut game = game_25();
    let save = storage.paths().unwrap().game_file(&game.key());
    let mut largest_journal = 0;
    for k in 0..EDITS {
        assert!(edit(&mut game, k), "edit {k} changed the position");
        storage.save_game(&Session::from(game.clone())).unwrap();
        let journal = kibitz::store::saves::journal_file(&save);
        largest_journal = largest_journal.max(std::fs::metadata(&journal).map_or(0, |m| m.len()));
    }
    storage
        .save_game_whole(&Session::from(game.clone()))
        .unwrap();
    let whole = std::fs::metadata(&save).unwrap().len();
    let mut back = Storage::at(Paths::at(home.path().to_path_buf()));
    let (resumed, _, _) = back.load_or_new(game_25());
    assert_eq!(resumed.history(), game.history(), "the save reads back");
    (game, whole, largest_journal)
}

#[test]
fn a_25x25_save_after_1000_fill_and_clear_edits_stays_small() {
    let (mut game, whole, journal) = play(|game, k| {
        if k % 2 == 0 {
            game.fill_candidates()
        } else {
            game.clear_candidates()
        }
    });
    eprintln!(
        "25x25, {EDITS} fill/clear edits: whole save {whole} bytes, journal at most {journal} bytes"
    );
    assert!(game.history().edits().len() <= UNDO_STEPS + FOLD_BATCH + 1);
    assert!(whole < 8 << 20, "{whole} bytes");
    for _ in 0..=UNDO_STEPS + FOLD_BATCH {
        game.undo();
    }
    assert_eq!(game.position(), game.start(), "undo reaches the start");
}

#[test]
fn a_25x25_save_after_1000_candidate_edits_stays_small() {
    let (game, whole, journal) = play(|game, k| {
        let empty: Vec<_> = game.start().empty_cells().collect();
        game.set_cursor(usize::from(empty[k % empty.len()]));
        game.toggle_candidate((k / empty.len() % 25) as u8 + 1)
    });
    eprintln!(
        "25x25, {EDITS} candidate edits: whole save {whole} bytes, journal at most {journal} bytes"
    );
    assert!(game.history().edits().len() <= UNDO_STEPS + FOLD_BATCH + 1);
    assert!(whole < 1 << 20, "{whole} bytes");
}
