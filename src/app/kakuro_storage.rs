//! Kakuro saves for the event loop (SPEC §10): the same atomic writes, resume on
//! start, and damaged files set aside and reported as for Sudoku games. Kakuro saves
//! are filed under keys starting `kakuro-`, which is how the last game is told apart.

use super::run::Storage;
use crate::config;
use crate::game::{KakuroGame, kakuro_key};
use crate::kakuro::KakuroPuzzle;
use crate::store::{self, Loaded};

/// The prefix of every Kakuro save key.
pub const KAKURO_KEY_PREFIX: &str = "kakuro-";

impl Storage {
    /// The saved game of a Kakuro, or a new game; `true` when it was resumed, plus a
    /// warning when its save was damaged (and set aside).
    pub fn load_or_new_kakuro(&self, puzzle: &KakuroPuzzle) -> (KakuroGame, bool, Option<String>) {
        let path = self
            .paths
            .game_file(&kakuro_key(&puzzle.grid, &puzzle.givens));
        match store::read_json_checked(&path, KakuroGame::from_saved) {
            Ok(Loaded::Found(game)) => (game, true, None),
            Ok(Loaded::Damaged(d)) => (KakuroGame::new(puzzle), false, Some(d.describe())),
            Err(e) => {
                let warning = format!("cannot read {}: {e}", path.display());
                (KakuroGame::new(puzzle), false, Some(warning))
            }
            Ok(Loaded::Missing) => (KakuroGame::new(puzzle), false, None),
        }
    }

    /// The last game when it was a Kakuro and its save is sound; a damaged save is
    /// set aside and reported.
    pub fn last_kakuro(&self) -> (Option<KakuroGame>, Option<String>) {
        let Some(key) = self
            .settings
            .last_game
            .as_deref()
            .filter(|k| k.starts_with(KAKURO_KEY_PREFIX))
        else {
            return (None, None);
        };
        match store::read_json_checked(&self.paths.game_file(key), KakuroGame::from_saved) {
            Ok(Loaded::Found(game)) => (Some(game), None),
            Ok(Loaded::Damaged(d)) => (None, Some(d.describe())),
            Ok(Loaded::Missing) => (None, None),
            Err(e) => (None, Some(format!("cannot read the last game: {e}"))),
        }
    }

    /// Saves a Kakuro and remembers it as the last game.
    pub fn save_kakuro(&mut self, game: &KakuroGame) -> std::io::Result<()> {
        let key = game.key();
        store::write_json(&self.paths.game_file(&key), &game.to_saved())?;
        if self.settings.last_game.as_deref() != Some(key.as_str()) {
            self.settings.last_game = Some(key);
            config::save_settings(&self.paths, &self.settings)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::{Paths, Settings};
    use crate::kakuro::read_kakuro;

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
        let (mut game, resumed, warning) = storage.load_or_new_kakuro(&puzzle());
        assert!(!resumed && warning.is_none());
        assert!(game.place(1));
        storage.save_kakuro(&game).unwrap();
        assert!(
            storage
                .settings
                .last_game
                .as_deref()
                .unwrap()
                .starts_with("kakuro-3x3-")
        );
        let (again, resumed, _) = storage.load_or_new_kakuro(&puzzle());
        assert!(resumed);
        assert_eq!(again.position(), game.position());
        let (last, warning) = storage.last_kakuro();
        assert_eq!(last.unwrap().position(), game.position());
        assert!(warning.is_none());
        assert_eq!(storage.last_game().0.map(|g| g.progress()), None);
    }

    #[test]
    fn a_damaged_kakuro_save_is_reported_and_set_aside() {
        let dir = tempfile::tempdir().unwrap();
        let mut storage = Storage {
            paths: Paths::at(dir.path().to_path_buf()),
            settings: Settings::default(),
        };
        let (game, _, _) = storage.load_or_new_kakuro(&puzzle());
        storage.save_kakuro(&game).unwrap();
        let path = storage.paths.game_file(&game.key());
        std::fs::write(&path, "{\"version\": 1, \"kind\": \"kakuro\"").unwrap();
        let (last, warning) = storage.last_kakuro();
        assert!(last.is_none());
        assert!(warning.unwrap().contains("damaged"));
        assert!(!path.exists(), "the damaged save was renamed aside");
        let set_aside = std::fs::read_dir(path.parent().unwrap())
            .unwrap()
            .filter_map(Result::ok)
            .any(|e| e.file_name().to_string_lossy().contains(".damaged-"));
        assert!(set_aside);
        let (fresh, resumed, warning) = storage.load_or_new_kakuro(&puzzle());
        assert!(!resumed && warning.is_none());
        assert_eq!(fresh.progress().0, 0);
    }
}
