//! Saves of both kinds of game (SPEC §10): resumed, remembered as the last game,
//! damaged ones reported and set aside.

use super::*;
use crate::game::KakuroGame;
use crate::kakuro::{KakuroPuzzle, read_kakuro};
use crate::store::Paths;

fn puzzle() -> KakuroPuzzle {
    read_kakuro("# 4\\ 3\\\n\\3 . .\n\\4 . .\n", "t").unwrap()
}

#[test]
fn a_kakuro_is_saved_resumed_and_remembered_as_the_last_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut storage = Storage::at(Paths::at(dir.path().to_path_buf()));
    let (mut game, resumed, warning) = storage.load_or_new(KakuroGame::for_puzzle(&puzzle()));
    assert!(!resumed && warning.is_none());
    assert!(game.place(1));
    storage.save_game(&Session::from(game.clone())).unwrap();
    assert!(
        storage
            .settings
            .last_game
            .as_deref()
            .unwrap()
            .starts_with("kakuro-3x3-")
    );
    let (again, resumed, _) = storage.load_or_new(KakuroGame::for_puzzle(&puzzle()));
    assert!(resumed);
    assert_eq!(again.position(), game.position());
    let (last, warning) = storage.last_game();
    assert_eq!(
        last.as_ref()
            .and_then(Session::kakuro)
            .map(|g| g.position()),
        Some(game.position())
    );
    assert!(warning.is_none());
    assert!(last.and_then(|s| s.sudoku().cloned()).is_none());
}

#[test]
fn a_damaged_kakuro_save_is_reported_and_set_aside() {
    let dir = tempfile::tempdir().unwrap();
    let mut storage = Storage::at(Paths::at(dir.path().to_path_buf()));
    let (game, _, _) = storage.load_or_new(KakuroGame::for_puzzle(&puzzle()));
    storage.save_game(&Session::from(game.clone())).unwrap();
    let path = storage.paths().unwrap().game_file(&game.key());
    std::fs::write(&path, "{\"version\": 1, \"kind\": \"kakuro\"").unwrap();
    let (last, warning) = storage.last_game();
    assert!(last.is_none());
    assert!(warning.unwrap().contains("damaged"));
    assert!(!path.exists(), "the damaged save was renamed aside");
    let set_aside = std::fs::read_dir(path.parent().unwrap())
        .unwrap()
        .filter_map(Result::ok)
        .any(|e| e.file_name().to_string_lossy().contains(".damaged-"));
    assert!(set_aside);
    let (fresh, resumed, warning) = storage.load_or_new(KakuroGame::for_puzzle(&puzzle()));
    assert!(!resumed && warning.is_none());
    assert_eq!(fresh.progress().0, 0);
}

#[test]
fn a_save_with_an_impossible_time_is_set_aside_as_damaged() {
    let dir = tempfile::tempdir().unwrap();
    let mut storage = Storage::at(Paths::at(dir.path().to_path_buf()));
    let (game, _, _) = storage.load_or_new(KakuroGame::for_puzzle(&puzzle()));
    storage.save_game(&Session::from(game.clone())).unwrap();
    let path = storage.paths().unwrap().game_file(&game.key());
    let text = std::fs::read_to_string(&path).unwrap();
    let mut value: serde_json::Value = serde_json::from_str(&text).unwrap();
    value["elapsed_secs"] = u64::MAX.into();
    std::fs::write(&path, value.to_string()).unwrap();
    let (last, warning) = storage.last_game();
    assert!(last.is_none());
    let warning = warning.unwrap();
    assert!(
        warning.contains("was damaged") && warning.contains("elapsed_secs"),
        "{warning}"
    );
    assert!(!path.exists(), "the damaged save was renamed aside");
}

#[test]
fn a_config_path_that_is_a_file_turns_saves_off_naming_it() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("f");
    std::fs::write(&file, "").unwrap();
    let (mut storage, warnings) = Storage::open(Ok(Paths::at(file.clone())));
    assert!(storage.paths().is_none());
    let why = format!("{} is not a folder", file.display());
    assert_eq!(warnings.len(), 1);
    assert!(warnings[0].starts_with("saves are off") && warnings[0].contains(&why));
    let (game, resumed, warning) = storage.load_or_new(KakuroGame::for_puzzle(&puzzle()));
    assert!(!resumed && warning.is_none());
    let err = storage.save_game(&Session::from(game)).unwrap_err();
    assert_eq!(err.to_string(), why);
    assert!(storage.save_choices("light", false).is_err());
    assert_eq!(std::fs::read(&file).unwrap(), b"", "the file is left alone");
}

#[test]
fn no_config_directory_at_all_still_opens() {
    let missing = std::io::Error::new(std::io::ErrorKind::NotFound, "no config directory");
    let (mut storage, warnings) = Storage::open(Err(missing));
    assert!(storage.paths().is_none());
    assert!(warnings[0].contains("no config directory"));
    assert_eq!(storage.last_game().0.map(|_| ()), None);
}

#[test]
fn unreadable_settings_are_a_warning_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let paths = Paths::at(dir.path().to_path_buf());
    // A folder where the settings file should be cannot be read, for root too.
    std::fs::create_dir(paths.settings_file()).unwrap();
    let (storage, warnings) = Storage::open(Ok(paths.clone()));
    assert!(storage.paths().is_some());
    let name = paths.settings_file().display().to_string();
    assert!(
        warnings
            .iter()
            .any(|w| w.starts_with(&format!("cannot read {name}: "))
                && w.ends_with("default settings are used")),
        "{warnings:?}"
    );
}

fn sudoku_storage() -> (tempfile::TempDir, Storage, crate::game::SudokuGame) {
    let dir = tempfile::tempdir().unwrap();
    let storage = Storage::at(Paths::at(dir.path().to_path_buf()));
    let game = crate::game::SudokuGame::new(None, &crate::game::fixtures::four(), None);
    (dir, storage, game)
}

#[test]
fn changes_go_to_the_journal_and_read_back_whole() {
    let (_dir, mut storage, mut game) = sudoku_storage();
    let save = storage.paths().unwrap().game_file(&game.key());
    let journal = saves::journal_file(&save);
    storage.save_game(&Session::from(game.clone())).unwrap();
    let whole = std::fs::read(&save).unwrap();
    assert!(!journal.exists(), "the first save is a whole one");
    for (cell, digit) in [(1, 2), (3, 4), (4, 3)] {
        game.set_cursor(cell);
        game.place(digit);
        storage.save_game(&Session::from(game.clone())).unwrap();
    }
    game.undo();
    game.undo();
    game.set_cursor(5);
    game.toggle_candidate(1);
    storage.save_game(&Session::from(game.clone())).unwrap();
    assert_eq!(
        std::fs::read(&save).unwrap(),
        whole,
        "the whole save is untouched"
    );
    let lines = std::fs::read_to_string(&journal).unwrap();
    assert_eq!(lines.lines().count(), 4);
    let fresh = crate::game::SudokuGame::new(None, &crate::game::fixtures::four(), None);
    let (back, resumed, notice) = storage.load_or_new(fresh.clone());
    assert!(resumed && notice.is_none());
    assert_eq!(back.history(), game.history());
    assert_eq!(back.position(), game.position());

    storage
        .save_game_whole(&Session::from(game.clone()))
        .unwrap();
    assert!(!journal.exists(), "a whole save folds the journal in");
    let (back, _, _) = storage.load_or_new(fresh);
    assert_eq!(back.history(), game.history());
}

/// A game with three moves saved: a whole save, then two journal lines; with
/// the save's path and the game after its first move.
fn three_moves_saved() -> (
    tempfile::TempDir,
    Storage,
    std::path::PathBuf,
    crate::game::SudokuGame,
) {
    let (dir, mut storage, mut game) = sudoku_storage();
    let save = storage.paths().unwrap().game_file(&game.key());
    storage.save_game(&Session::from(game.clone())).unwrap();
    game.set_cursor(1);
    game.place(2);
    storage.save_game(&Session::from(game.clone())).unwrap();
    let kept = game.clone();
    game.set_cursor(3);
    game.place(4);
    storage.save_game(&Session::from(game.clone())).unwrap();
    (dir, storage, save, kept)
}

#[test]
fn a_journal_line_cut_short_keeps_the_moves_before_and_says_so() {
    let (_dir, mut storage, save, kept) = three_moves_saved();
    let journal = saves::journal_file(&save);
    let text = std::fs::read_to_string(&journal).unwrap();
    std::fs::write(&journal, &text[..text.len() - 7]).unwrap();
    let fresh = crate::game::SudokuGame::new(None, &crate::game::fixtures::four(), None);
    let (back, resumed, notice) = storage.load_or_new(fresh);
    assert!(resumed);
    assert_eq!(back.history(), kept.history());
    let notice = notice.unwrap();
    assert!(
        notice.contains(".journal line 2 could not be read (the line is cut short)"),
        "{notice}"
    );
}

/// Saves three moves of a game (a whole save, then two journal lines), then
/// spoils the second journal line with `spoil` and reopens: the first move is
/// kept, the spoiled journal is set aside beside the save, and the notice says so.
fn a_spoiled_second_line_keeps_the_first_move(spoil: impl Fn(&mut serde_json::Value)) {
    let (dir, mut storage, save, kept) = three_moves_saved();
    let journal = saves::journal_file(&save);
    let text = std::fs::read_to_string(&journal).unwrap();
    let mut lines: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2, "{text}");
    spoil(&mut lines[1]);
    let spoiled: String = lines.iter().map(|l| format!("{l}\n")).collect();
    std::fs::write(&journal, &spoiled).unwrap();
    let fresh = crate::game::SudokuGame::new(None, &crate::game::fixtures::four(), None);
    let (back, resumed, notice) = storage.load_or_new(fresh);
    assert!(resumed);
    assert_eq!(back.history(), kept.history());
    let notice = notice.unwrap();
    assert!(
        notice.contains(".journal line 2 could not be read"),
        "{notice}"
    );
    assert!(notice.contains("the move before it is kept"), "{notice}");
    let aside: Vec<String> = std::fs::read_dir(save.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".journal.damaged-"))
        .collect();
    assert_eq!(aside.len(), 1, "{aside:?}");
    let kept_aside = std::fs::read_to_string(save.parent().unwrap().join(&aside[0])).unwrap();
    assert_eq!(kept_aside, spoiled, "the journal is set aside whole");
    assert!(notice.contains(&aside[0]), "{notice}");
    drop(dir);
}

#[test]
fn a_journal_line_that_keeps_too_many_edits_keeps_the_moves_before() {
    a_spoiled_second_line_keeps_the_first_move(|line| line["keep"] = 99.into());
}

#[test]
fn a_journal_line_with_a_wrong_index_keeps_the_moves_before() {
    a_spoiled_second_line_keeps_the_first_move(|line| line["index"] = 7.into());
}

#[test]
fn a_journal_line_with_an_impossible_time_keeps_the_moves_before() {
    a_spoiled_second_line_keeps_the_first_move(|line| {
        line["elapsed_secs"] = u64::MAX.into();
    });
}

#[test]
fn leftover_lines_of_an_older_whole_save_are_skipped() {
    let (_dir, mut storage, mut game) = sudoku_storage();
    let save = storage.paths().unwrap().game_file(&game.key());
    storage.save_game(&Session::from(game.clone())).unwrap();
    game.set_cursor(1);
    game.place(2);
    storage.save_game(&Session::from(game.clone())).unwrap();
    let journal = saves::journal_file(&save);
    let old_lines = std::fs::read(&journal).unwrap();
    game.undo();
    storage
        .save_game_whole(&Session::from(game.clone()))
        .unwrap();
    // A kill between the whole save and emptying the journal leaves these behind.
    std::fs::write(&journal, old_lines).unwrap();
    let fresh = crate::game::SudokuGame::new(None, &crate::game::fixtures::four(), None);
    let (back, _, notice) = storage.load_or_new(fresh);
    assert!(notice.is_none());
    assert_eq!(back.history(), game.history());
    assert_eq!(back.history().index(), 0);
}

#[test]
fn a_full_journal_is_folded_into_a_whole_save() {
    let (_dir, mut storage, mut game) = sudoku_storage();
    let save = storage.paths().unwrap().game_file(&game.key());
    let journal = saves::journal_file(&save);
    storage.save_game(&Session::from(game.clone())).unwrap();
    game.set_cursor(6);
    let mut folded = false;
    for _ in 0..700 {
        game.toggle_candidate(1);
        storage.save_game(&Session::from(game.clone())).unwrap();
        let size = std::fs::metadata(&journal).map_or(0, |m| m.len());
        let whole = std::fs::metadata(&save).unwrap().len();
        let bound = whole.max(saves::MIN_JOURNAL_BYTES) + 4096;
        assert!(size <= bound, "journal {size} bytes, whole save {whole}");
        folded |= size == 0;
    }
    assert!(folded, "the journal was emptied into a whole save");
    let fresh = crate::game::SudokuGame::new(None, &crate::game::fixtures::four(), None);
    let (back, _, _) = storage.load_or_new(fresh);
    assert_eq!(back.history(), game.history());
}

#[test]
fn an_older_indented_save_without_journal_still_reads() {
    let (_dir, mut storage, mut game) = sudoku_storage();
    game.set_cursor(1);
    game.place(2);
    let save = storage.paths().unwrap().game_file(&game.key());
    // As saves were written before journals: indented, no journal id.
    crate::store::write_json(&save, &game.to_saved()).unwrap();
    let fresh = crate::game::SudokuGame::new(None, &crate::game::fixtures::four(), None);
    let (back, resumed, _) = storage.load_or_new(fresh);
    assert!(resumed);
    assert_eq!(back.history(), game.history());
    storage.save_game(&Session::from(back)).unwrap();
    let text = std::fs::read_to_string(&save).unwrap();
    assert!(text.contains("\"journal\":"), "rewritten with a journal id");
}

#[test]
fn a_second_game_on_a_held_save_is_told_opens_read_only_and_loses_nothing() {
    let (dir, mut first, mut game) = sudoku_storage();
    let paths = Paths::at(dir.path().to_path_buf());
    let fresh = game.clone();
    let (_, _, notice) = first.load_or_new(fresh.clone());
    assert!(notice.is_none());
    game.set_cursor(1);
    game.place(2);
    first.save_game(&Session::from(game.clone())).unwrap();

    let save = paths.game_file(&game.key());
    let files = |p: &std::path::Path| std::fs::read(p).unwrap_or_default();
    let on_disk = || {
        let journal = saves::journal_file(&save);
        [&save, &journal, &paths.settings_file()].map(|p| files(p))
    };
    let before = on_disk();
    let mut second = Storage::at(paths.clone());
    let (mut copy, resumed, notice) = second.load_or_new(fresh.clone());
    let notice = notice.expect("the second game is told");
    let owner = format!("another kibitz (process {})", std::process::id());
    assert!(
        notice.contains(&owner) && notice.contains("read-only"),
        "{notice}"
    );
    assert!(resumed, "it shows the game as last saved");
    assert_eq!(copy.history(), game.history());
    copy.set_cursor(3);
    copy.place(4);
    let refused = second.save_game(&Session::from(copy.clone())).unwrap_err();
    assert!(refused.to_string().contains(&owner), "{refused}");
    assert!(second.save_game_whole(&Session::from(copy)).is_err());
    assert_eq!(on_disk(), before, "nothing of the second game is written");

    game.set_cursor(4);
    game.place(3);
    first.save_game(&Session::from(game.clone())).unwrap();
    first.save_game_whole(&Session::from(game.clone())).unwrap();
    drop((first, second));
    let mut third = Storage::at(paths);
    let (back, resumed, notice) = third.load_or_new(fresh);
    assert!(resumed && notice.is_none(), "{notice:?}");
    assert_eq!(
        back.history(),
        game.history(),
        "every move of the owner is kept"
    );
}

#[test]
fn a_hold_is_let_go_when_another_puzzle_opens() {
    let (dir, mut first, game) = sudoku_storage();
    let paths = Paths::at(dir.path().to_path_buf());
    first.load_or_new(game.clone());
    first.load_or_new(KakuroGame::for_puzzle(&puzzle()));
    let mut second = Storage::at(paths);
    let (_, _, notice) = second.load_or_new(game.clone());
    assert!(notice.is_none(), "{notice:?}");
    second.save_game(&Session::from(game)).unwrap();
}

#[test]
fn a_lock_left_by_a_dead_process_is_taken_over() {
    let (dir, mut storage, game) = sudoku_storage();
    let paths = Paths::at(dir.path().to_path_buf());
    let lock = paths.lock_file(&game.key());
    std::fs::create_dir_all(paths.games_dir()).unwrap();
    // What a killed kibitz leaves: its process id, and no lock any more.
    std::fs::write(&lock, format!("{}\n", u32::MAX - 1)).unwrap();
    let (_, _, notice) = storage.load_or_new(game.clone());
    assert!(notice.is_none(), "{notice:?}");
    storage.save_game(&Session::from(game)).unwrap();
    let owner = std::fs::read_to_string(&lock).unwrap();
    assert_eq!(owner.trim(), std::process::id().to_string());
}

#[test]
#[cfg(unix)]
fn a_link_at_the_lock_file_is_refused_and_its_target_untouched() {
    let (dir, mut storage, game) = sudoku_storage();
    let paths = Paths::at(dir.path().to_path_buf());
    std::fs::create_dir_all(paths.games_dir()).unwrap();
    let outside = dir.path().join("outside.txt");
    std::fs::write(&outside, "keep").unwrap();
    std::os::unix::fs::symlink(&outside, paths.lock_file(&game.key())).unwrap();
    let error = storage.save_game(&Session::from(game)).unwrap_err();
    assert!(error.to_string().contains(".lock"), "{error}");
    assert!(error.to_string().contains("link"), "{error}");
    assert_eq!(std::fs::read_to_string(&outside).unwrap(), "keep");
}

#[test]
fn an_oversized_journal_is_set_aside_and_the_save_read_without_it() {
    let (_dir, mut storage, save, _) = three_moves_saved();
    let journal = saves::journal_file(&save);
    // The journal grown past the limit (sparse: nothing of it is read).
    let file = std::fs::OpenOptions::new()
        .write(true)
        .open(&journal)
        .unwrap();
    file.set_len(crate::store::MAX_STORED_BYTES + 1).unwrap();
    let fresh = crate::game::SudokuGame::new(None, &crate::game::fixtures::four(), None);
    let (back, resumed, notice) = storage.load_or_new(fresh);
    assert!(resumed, "the whole save is read");
    assert!(
        back.history().edits().is_empty(),
        "as the whole save holds it"
    );
    let notice = notice.unwrap();
    assert!(
        notice.contains("more than the 64 MiB kibitz reads"),
        "{notice}"
    );
    assert!(notice.contains("read without it"), "{notice}");
    assert!(!journal.exists());
    let aside: Vec<_> = std::fs::read_dir(save.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains(".journal.damaged-"))
        .collect();
    assert_eq!(aside.len(), 1, "the journal is kept beside the save");
    assert!(notice.contains(&*aside[0].file_name().unwrap().to_string_lossy()));
    assert_eq!(
        std::fs::metadata(&aside[0]).unwrap().len(),
        crate::store::MAX_STORED_BYTES + 1
    );
}

#[test]
fn an_oversized_save_is_set_aside_as_damaged() {
    let (_dir, mut storage, save, _) = three_moves_saved();
    let file = std::fs::OpenOptions::new().write(true).open(&save).unwrap();
    file.set_len(crate::store::MAX_STORED_BYTES + 1).unwrap();
    let fresh = crate::game::SudokuGame::new(None, &crate::game::fixtures::four(), None);
    let (_, resumed, notice) = storage.load_or_new(fresh);
    assert!(!resumed);
    let notice = notice.unwrap();
    assert!(
        notice.contains("was damaged") && notice.contains("64 MiB"),
        "{notice}"
    );
    assert!(!save.exists(), "set aside, never deleted");
}
