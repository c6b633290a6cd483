//! Saves of both kinds of game (SPEC §10): resumed, remembered as the last game,
//! damaged ones reported and set aside.

use super::*;
use crate::config::{Paths, Settings};
use crate::game::KakuroGame;
use crate::kakuro::{KakuroPuzzle, read_kakuro};

fn puzzle() -> KakuroPuzzle {
    read_kakuro("# 4\\ 3\\\n\\3 . .\n\\4 . .\n", "t").unwrap()
}

#[test]
fn a_kakuro_is_saved_resumed_and_remembered_as_the_last_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut storage = Storage {
        paths: Paths::at(dir.path().to_path_buf()),
        settings: Settings::default(),
    };
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
    let mut storage = Storage {
        paths: Paths::at(dir.path().to_path_buf()),
        settings: Settings::default(),
    };
    let (game, _, _) = storage.load_or_new(KakuroGame::for_puzzle(&puzzle()));
    storage.save_game(&Session::from(game.clone())).unwrap();
    let path = storage.paths.game_file(&game.key());
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
    let mut storage = Storage {
        paths: Paths::at(dir.path().to_path_buf()),
        settings: Settings::default(),
    };
    let (game, _, _) = storage.load_or_new(KakuroGame::for_puzzle(&puzzle()));
    storage.save_game(&Session::from(game.clone())).unwrap();
    let path = storage.paths.game_file(&game.key());
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
