//! The game's files (SPEC §10): one save per puzzle, written atomically on every
//! change and on quit, resumed on start, and the last game remembered in the
//! settings. A damaged save is set aside and reported, never lost silently and
//! never in the way of starting. Kakuro saves are filed under keys starting
//! `kakuro-`, which is how the last game's kind is told apart.
//!
//! Start-up never fails on the config directory: when there is none, or it is not
//! a folder, saves are off (every save fails with the reason, naming the path) and
//! the game starts all the same; a folder that cannot be written is found out by
//! the first save. Every problem met on the way in becomes a warning for the panel.
//!
//! A save after a key adds one line to the game's journal; a whole save is written
//! when a game is opened, when the journal is full, on quit and after a failed
//! write (see [`crate::store::saves`]). What the game counts for the record of
//! solves, and the record itself, are in [`record`].
//!
//! A game's save is held by the kibitz that plays it ([`crate::store::lock`]):
//! opening a puzzle another running kibitz holds opens it read-only, as last
//! saved, with a notice, and its saves are refused with the reason; the hold is
//! let go when another puzzle is opened, and by the system when the process ends.

use std::io;

pub mod record;

use super::Session;
use crate::game::{Game, KAKURO_KEY_PREFIX, Kakuro, Kind, Sudoku};
use crate::kakuro::KakuroScores;
use crate::rating::Scores;
use crate::store::lock::{self, Claim, SaveLock, Taken};
use crate::store::saves::{self, Written, peek_game, read_game};
use crate::store::scores::{load_user_tables, save_user_scores};
use crate::store::settings::{Settings, load_settings, save_settings};
use crate::store::{Loaded, Paths};

/// The files the game reads and writes, and the remembered settings.
pub struct Storage {
    /// Where the files live, or why saves are off (naming the path).
    place: Result<Paths, String>,
    /// The settings as last saved.
    pub settings: Settings,
    /// What is on disk of the game last saved, when its last write succeeded.
    written: Option<Written>,
    /// The tally last read or written, and the key of its game.
    tally_written: Option<(String, crate::record::Tally)>,
    /// Solves being rated and added to the record.
    recording: record::Pending,
    /// The save of the game in play: held by this process, or by another.
    hold: Hold,
}

/// Whose the save of the game in play is.
#[derive(Debug)]
enum Hold {
    /// No save is held yet (no game opened, or saves are off).
    Nothing,
    /// This process holds the save.
    Own(SaveLock),
    /// Another kibitz holds it: the game was opened read-only.
    ReadOnly(Taken),
}

impl Storage {
    /// Storage in a usable folder, with default settings (nothing is read).
    pub fn at(paths: Paths) -> Storage {
        Storage {
            place: Ok(paths),
            settings: Settings::default(),
            written: None,
            tally_written: None,
            recording: record::Pending::default(),
            hold: Hold::Nothing,
        }
    }

    /// Storage in the config directory `found` (see [`Paths::from_env`]): stale temp
    /// files cleaned, settings read. Never fails: with no usable folder saves are
    /// off. Returns the problems met, each naming its path, for the panel.
    pub fn open(found: io::Result<Paths>) -> (Storage, Vec<String>) {
        let paths = match found {
            Ok(paths) => paths,
            Err(e) => return Storage::off(e.to_string()),
        };
        let dir = paths.dir();
        if dir.exists() && !dir.is_dir() {
            return Storage::off(format!("{} is not a folder", dir.display()));
        }
        let mut warnings = Vec::new();
        if let Err(e) = paths.create_games_dir() {
            warnings.push(format!("{e}; games are not saved"));
        }
        if let Err(e) = paths.remove_stale_temps() {
            warnings.push(format!("old temporary files stay: {e}"));
        }
        let settings = match load_settings(&paths) {
            Ok((settings, notice)) => {
                warnings.extend(notice);
                settings
            }
            Err(e) => {
                warnings.push(format!("{e}; default settings are used"));
                Settings::default()
            }
        };
        let storage = Storage {
            place: Ok(paths),
            settings,
            written: None,
            tally_written: None,
            recording: record::Pending::default(),
            hold: Hold::Nothing,
        };
        (storage, warnings)
    }

    /// Storage with saves off for the reason `why`, with the one warning saying so.
    fn off(why: String) -> (Storage, Vec<String>) {
        let warning = format!(
            "saves are off: the config directory cannot be used ({why}); \
             set KIBITZ_HOME to a folder to keep games"
        );
        let storage = Storage {
            place: Err(why),
            settings: Settings::default(),
            written: None,
            tally_written: None,
            recording: record::Pending::default(),
            hold: Hold::Nothing,
        };
        (storage, vec![warning])
    }

    /// Where the files live, when there is a usable config directory.
    pub fn paths(&self) -> Option<&Paths> {
        self.place.as_ref().ok()
    }

    /// The saved game of the puzzle `fresh` is a new game of, or `fresh` itself;
    /// `true` when it was resumed, plus a warning when its save was damaged (and
    /// set aside) or could not be read, or when another kibitz holds it (the game
    /// then opens read-only, see [`crate::store::lock`]). The save is held from
    /// now on.
    pub fn load_or_new<K: Kind>(&mut self, fresh: Game<K>) -> (Game<K>, bool, Option<String>) {
        let (found, warning) = self.load(&fresh.key(), false);
        match found {
            Some(game) if game.start() == fresh.start() => (game, true, warning),
            _ => (fresh, false, warning),
        }
    }

    /// The last game played, when its save exists and is sound; a damaged save is
    /// set aside and reported, and a save another kibitz holds opens read-only,
    /// with a notice.
    pub fn last_game(&mut self) -> (Option<Session>, Option<String>) {
        let Some(key) = self.settings.last_game.clone() else {
            return (None, None);
        };
        if key.starts_with(KAKURO_KEY_PREFIX) {
            let (game, warning) = self.load::<Kakuro>(&key, true);
            (game.map(Session::from), warning)
        } else {
            let (game, warning) = self.load::<Sudoku>(&key, true);
            (game.map(Session::from), warning)
        }
    }

    /// The game saved under `key`, its save held from now on (or opened
    /// read-only when another kibitz holds it), with a warning when something
    /// was wrong (when `resuming` the last game, an unreadable save says that it
    /// is not resumed).
    fn load<K: Kind>(&mut self, key: &str, resuming: bool) -> (Option<Game<K>>, Option<String>) {
        let Some(paths) = self.paths().cloned() else {
            return (None, None);
        };
        let save = paths.game_file(key);
        if let Err(taken) = self.hold(&paths, key) {
            let notice = taken.notice();
            return match peek_game(&save) {
                Ok(game) => (game, Some(notice)),
                Err(e) => (None, Some(format!("{notice}; {e}"))),
            };
        }
        match read_game(&save) {
            Ok((Loaded::Found(game), notice)) => (Some(game), notice),
            Ok((Loaded::Damaged(d), _)) => (None, Some(d.describe())),
            Ok((Loaded::Missing, _)) => (None, None),
            Err(e) if resuming => (None, Some(format!("the last game is not resumed: {e}"))),
            Err(e) => (None, Some(e.to_string())),
        }
    }

    /// Holds the save of `key` for the game in play, letting go of the one held
    /// before: `Err` with who holds it when another kibitz does (the game is then
    /// read-only until a puzzle is opened again). A lock file that cannot be
    /// made leaves the save unheld: the save itself will say why it fails.
    fn hold(&mut self, paths: &Paths, key: &str) -> Result<(), Taken> {
        if matches!(&self.hold, Hold::Own(lock) if lock.key() == key) {
            return Ok(());
        }
        // The hold before is let go first: a puzzle opened again is claimed anew.
        self.hold = Hold::Nothing;
        match lock::claim(paths, key) {
            Ok(Claim::Held(lock)) => self.hold = Hold::Own(lock),
            Ok(Claim::Taken(taken)) => {
                self.hold = Hold::ReadOnly(taken.clone());
                return Err(taken);
            }
            Err(_) => {}
        }
        Ok(())
    }

    /// The user's technique scores, Sudoku's and Kakuro's, and a warning when
    /// they could not be read.
    pub fn user_scores(&self) -> ((Scores, KakuroScores), Option<String>) {
        match self.paths() {
            Some(paths) => load_user_tables(paths),
            None => (Default::default(), None),
        }
    }

    /// Saves a game after a change and remembers it as the last one: a line in its
    /// journal, or a whole save when one is due. The error names the file.
    pub fn save_game(&mut self, session: &Session) -> io::Result<()> {
        match session {
            Session::Sudoku(g) => self.save(g, false),
            Session::Kakuro(g) => self.save(g, false),
        }
    }

    /// Writes the whole save of a game, its journal folded in (on quit).
    pub fn save_game_whole(&mut self, session: &Session) -> io::Result<()> {
        match session {
            Session::Sudoku(g) => self.save(g, true),
            Session::Kakuro(g) => self.save(g, true),
        }
    }

    fn save<K: Kind>(&mut self, game: &Game<K>, whole: bool) -> io::Result<()> {
        let paths = writable(&self.place)?.clone();
        let paths = &paths;
        let key = game.key();
        self.may_write(paths, &key)?;
        let appendable = self
            .written
            .take()
            .filter(|w| !whole && w.key == key && !w.journal_is_full());
        // After a failure `written` stays empty: the next save is a whole one.
        self.written = Some(match appendable {
            Some(mut written) => {
                saves::append(paths, game, &mut written)?;
                written
            }
            None => saves::write_whole(paths, game)?,
        });
        if self.settings.last_game.as_deref() != Some(key.as_str()) {
            self.settings.last_game = Some(key);
            save_settings(paths, &self.settings)?;
        }
        Ok(())
    }

    /// Whether the save of `key` may be written: refused while the game opened
    /// read-only is in play, held first when it is not held yet (a game saved
    /// without being loaded), refused when another kibitz holds it.
    fn may_write(&mut self, paths: &Paths, key: &str) -> io::Result<()> {
        match &self.hold {
            Hold::ReadOnly(taken) if taken.key == key => return Err(taken.refusal()),
            Hold::Own(lock) if lock.key() == key => return Ok(()),
            _ => {}
        }
        match lock::claim(paths, key)? {
            Claim::Held(lock) => {
                self.hold = Hold::Own(lock);
                Ok(())
            }
            Claim::Taken(taken) => {
                let refusal = taken.refusal();
                self.hold = Hold::ReadOnly(taken);
                Err(refusal)
            }
        }
    }

    /// Remembers the theme chosen and whether mistakes show only on a check, and
    /// writes the settings.
    pub fn save_choices(&mut self, theme: &str, mistakes_on_check: bool) -> io::Result<()> {
        self.settings.theme = Some(theme.to_string());
        self.settings.mistakes_on_check = mistakes_on_check;
        save_settings(writable(&self.place)?, &self.settings)
    }

    /// Writes the user's technique scores, Sudoku's and Kakuro's.
    pub fn save_scores(&self, scores: &Scores, kakuro: &KakuroScores) -> io::Result<()> {
        save_user_scores(writable(&self.place)?, scores, kakuro)
    }
}

/// The folder of `place`, or the reason saves are off as an error.
fn writable(place: &Result<Paths, String>) -> io::Result<&Paths> {
    place
        .as_ref()
        .map_err(|why| io::Error::new(io::ErrorKind::NotFound, why.clone()))
}

#[cfg(test)]
mod tests;
