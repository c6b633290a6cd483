//! The game's files (SPEC §10): one save per puzzle, written atomically on every
//! change and on quit, resumed on start, and the last game remembered in the
//! settings. A damaged save is set aside and reported, never lost silently and
//! never in the way of starting. Kakuro saves are filed under keys starting
//! `kakuro-`, which is how the last game's kind is told apart.

use serde::Serialize;

use super::Session;
use crate::config::{self, Paths, Settings};
use crate::game::{Game, KAKURO_KEY_PREFIX, Kakuro, Kind, Sudoku};
use crate::store::{self, Loaded};

/// The files the game reads and writes, and the remembered settings.
pub struct Storage {
    /// Where the files live.
    pub paths: Paths,
    /// The settings as last saved.
    pub settings: Settings,
}

impl Storage {
    /// The saved game of the puzzle `fresh` is a new game of, or `fresh` itself;
    /// `true` when it was resumed, plus a warning when its save was damaged (and
    /// set aside).
    pub fn load_or_new<K: Kind>(&self, fresh: Game<K>) -> (Game<K>, bool, Option<String>) {
        let path = self.paths.game_file(&fresh.key());
        match store::read_json_checked(&path, Game::<K>::from_saved) {
            Ok(Loaded::Found(game)) if game.start() == fresh.start() => (game, true, None),
            Ok(Loaded::Damaged(d)) => (fresh, false, Some(d.describe())),
            Err(e) => {
                let warning = format!("cannot read {}: {e}", path.display());
                (fresh, false, Some(warning))
            }
            _ => (fresh, false, None),
        }
    }

    /// The last game played, when its save exists and is sound; a damaged save is
    /// set aside and reported.
    pub fn last_game(&self) -> (Option<Session>, Option<String>) {
        let Some(key) = &self.settings.last_game else {
            return (None, None);
        };
        if key.starts_with(KAKURO_KEY_PREFIX) {
            let (game, warning) = self.load::<Kakuro>(key);
            (game.map(Session::from), warning)
        } else {
            let (game, warning) = self.load::<Sudoku>(key);
            (game.map(Session::from), warning)
        }
    }

    fn load<K: Kind>(&self, key: &str) -> (Option<Game<K>>, Option<String>) {
        match store::read_json_checked(&self.paths.game_file(key), Game::<K>::from_saved) {
            Ok(Loaded::Found(game)) => (Some(game), None),
            Ok(Loaded::Damaged(d)) => (None, Some(d.describe())),
            Ok(Loaded::Missing) => (None, None),
            Err(e) => (None, Some(format!("cannot read the last game: {e}"))),
        }
    }

    /// Saves a game and remembers it as the last one.
    pub fn save_game(&mut self, session: &Session) -> std::io::Result<()> {
        match session {
            Session::Sudoku(g) => self.save(&g.key(), &g.to_saved()),
            Session::Kakuro(g) => self.save(&g.key(), &g.to_saved()),
        }
    }

    fn save(&mut self, key: &str, saved: &impl Serialize) -> std::io::Result<()> {
        store::write_json(&self.paths.game_file(key), saved)?;
        if self.settings.last_game.as_deref() != Some(key) {
            self.settings.last_game = Some(key.to_string());
            config::save_settings(&self.paths, &self.settings)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
