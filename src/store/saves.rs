//! A game's save on disk (SPEC §10): a whole save `games/KEY.json`, written
//! atomically, and beside it a journal `KEY.journal` of the changes since, one
//! line each (see [`crate::game::JournalEntry`]), so a save after a key costs the
//! size of the change. The journal is folded into a new whole save (and emptied)
//! when it has grown as large as the whole save (at least [`MIN_JOURNAL_BYTES`]),
//! when a game is opened, on quit, and after any failed write.
//!
//! Every reader of a save goes through [`load_game`]: the game resuming a puzzle
//! ([`read_game`]), the chooser and a save another kibitz holds ([`peek_game`]),
//! and `kibitz hint SAVE` / `kibitz rate SAVE` (`crate::cli::save_input`).
//!
//! Crash safety: the whole save is replaced atomically; a journal line is appended
//! and synced, so a kill at any moment leaves the whole save, the lines written
//! before, and at worst one last line cut short, which reading stops at and
//! reports. A whole save written after the journal carries a new id, so leftover
//! lines of the old journal (a kill between the two) are skipped. Whole saves are
//! written without indentation; older, indented saves read as before.

use std::io;
use std::path::{Path, PathBuf};

use crate::game::{Edit, Game, JournalStop, Kind, SavedGame};
use crate::store::{self, Damage, Loaded, Paths};

/// The journal never waits to be folded in below this size.
pub const MIN_JOURNAL_BYTES: u64 = 64 * 1024;

/// The journal beside the whole save `save` (`KEY.journal` beside `KEY.json`).
pub fn journal_file(save: &Path) -> PathBuf {
    save.with_extension("journal")
}

/// The journal beside a save, as read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Journal {
    /// Its text; bytes that are not UTF-8 are replaced, so such a line fails to
    /// parse like any other damaged line.
    pub text: String,
    /// Its file name, for notices.
    pub name: String,
}

/// The journal beside the whole save `save`; `None` when there is none. Only
/// I/O failures (a link, a file above [`store::MAX_STORED_BYTES`]) are errors,
/// and they name the file.
pub fn read_journal_beside(save: &Path) -> io::Result<Option<Journal>> {
    let journal = journal_file(save);
    let Some(bytes) = store::read_stored(&journal)? else {
        return Ok(None);
    };
    Ok(Some(Journal {
        text: String::from_utf8_lossy(&bytes).into_owned(),
        name: journal.file_name().map_or_else(
            || journal.display().to_string(),
            |n| n.to_string_lossy().into_owned(),
        ),
    }))
}

/// A whole save's JSON as its reader has it.
#[derive(Clone, Debug)]
pub enum SaveJson<'a> {
    /// The file's bytes, as the game reads them.
    Bytes(&'a [u8]),
    /// The JSON already parsed (`kibitz hint SAVE` parses it first to tell the
    /// kind of puzzle and to point at a syntax error by line and column).
    Value(serde_json::Value),
}

/// The game a save holds: the whole save's JSON `save` decoded, and the
/// `journal` beside it folded in up to its first line that cannot be read or
/// does not fit the game (that line is returned, see
/// [`Game::from_saved_with_journal`]). The error says why the whole save does
/// not decode or does not add up.
pub fn load_game<K: Kind>(
    save: SaveJson,
    journal: Option<&Journal>,
) -> Result<(Game<K>, Option<JournalStop>), String> {
    let saved: SavedGame<K::SavedPuzzle> = match save {
        SaveJson::Bytes(bytes) => serde_json::from_slice(bytes),
        SaveJson::Value(value) => serde_json::from_value(value),
    }
    .map_err(|e| e.to_string())?;
    Game::<K>::from_saved_with_journal(saved, journal.map(|j| j.text.as_str()))
}

/// Reads the game saved at `save` with its journal folded in, moving nothing
/// (for a save another kibitz holds, and for the catalog): `None` when there is
/// no save or it cannot be loaded; a journal line that cannot be read or does
/// not fit ends the journal there. Only I/O failures (a link, a file above
/// [`store::MAX_STORED_BYTES`]) are errors, and they name the file.
pub fn peek_game<K: Kind>(save: &Path) -> io::Result<Option<Game<K>>> {
    let Some(bytes) = store::read_stored(save)? else {
        return Ok(None);
    };
    let journal = read_journal_beside(save)?;
    Ok(load_game::<K>(SaveJson::Bytes(&bytes), journal.as_ref())
        .ok()
        .map(|(game, _)| game))
}

/// Reads the game saved at `save` with its journal. A save that cannot be
/// loaded is set aside with its journal and reported as damaged; a journal line
/// that cannot be read or does not fit the game ends the reading there, the
/// moves before it are kept, the journal is set aside whole, and the notice says
/// so. A journal larger than [`store::MAX_STORED_BYTES`] is set aside unread and
/// the save read without it, with a notice. Only I/O failures are errors, and
/// they name the file.
pub fn read_game<K: Kind>(save: &Path) -> io::Result<(Loaded<Game<K>>, Option<String>)> {
    let (journal, oversized) = match read_journal_beside(save) {
        Ok(journal) => (journal, None),
        Err(e) if e.kind() == io::ErrorKind::FileTooLarge => {
            let aside = store::set_aside(&journal_file(save))?;
            let notice = format!(
                "{e}; it is kept as {} and the game is read without it",
                name_of(&aside)
            );
            (None, Some(notice))
        }
        Err(e) => return Err(e),
    };
    let mut stop = None;
    let loaded = store::read_checked(save, |bytes| {
        let (game, stopped) = load_game::<K>(SaveJson::Bytes(bytes), journal.as_ref())?;
        stop = stopped;
        Ok(game)
    })?;
    // The lines after a stop are not lost: the journal is kept beside the save.
    let notice = match (stop, &journal) {
        (Some(stop), Some(Journal { name, .. })) => {
            let aside = store::set_aside(&journal_file(save))?;
            Some(format!(
                "{}; the journal is kept as {}",
                stop.describe(name),
                name_of(&aside)
            ))
        }
        _ => oversized,
    };
    let loaded = match loaded {
        Loaded::Damaged(damage) if journal.is_some() => {
            let journal_aside = store::set_aside(&journal_file(save))?;
            Loaded::Damaged(Damage {
                reason: format!(
                    "{}; its journal is kept as {}",
                    damage.reason,
                    name_of(&journal_aside)
                ),
                ..damage
            })
        }
        other => other,
    };
    Ok((loaded, notice))
}

/// The file name of `path`, for a notice.
fn name_of(path: &Path) -> String {
    path.file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
}

/// What is on disk for the game last written: enough to write the next journal
/// line and to know when to fold the journal in.
#[derive(Clone, Debug)]
pub struct Written {
    /// The game's save key.
    pub key: String,
    /// The whole save's journal id.
    id: u64,
    /// The history as the whole save and journal hold it.
    edits: Vec<Edit>,
    /// Bytes of the whole save and of the journal.
    whole_bytes: u64,
    journal_bytes: u64,
}

impl Written {
    /// Whether the journal has grown enough to be folded into a whole save.
    pub fn journal_is_full(&self) -> bool {
        self.journal_bytes > self.whole_bytes.max(MIN_JOURNAL_BYTES)
    }
}

/// A fresh journal id: random, so it differs from every id before it.
fn new_id() -> u64 {
    rand::random()
}

/// Writes the whole save of `game` and empties its journal.
pub fn write_whole<K: Kind>(paths: &Paths, game: &Game<K>) -> io::Result<Written> {
    let key = game.key();
    let path = paths.game_file(&key);
    let mut saved = game.to_saved();
    let id = new_id();
    saved.journal = Some(id);
    let mut bytes = serde_json::to_vec(&saved).map_err(io::Error::other)?;
    bytes.push(b'\n');
    store::write_atomic(&path, &bytes)?;
    store::remove_if_present(&journal_file(&path))?;
    Ok(Written {
        key,
        id,
        edits: game.history().edits().to_vec(),
        whole_bytes: bytes.len() as u64,
        journal_bytes: 0,
    })
}

/// Adds the change from `written` to `game` to the journal, and records it.
pub fn append<K: Kind>(paths: &Paths, game: &Game<K>, written: &mut Written) -> io::Result<()> {
    let entry = game.journal_entry(written.id, &written.edits);
    let mut line = serde_json::to_vec(&entry).map_err(io::Error::other)?;
    line.push(b'\n');
    store::append_synced(&journal_file(&paths.game_file(&written.key)), &line)?;
    written.edits.truncate(entry.keep);
    written.edits.extend(entry.edits);
    written.journal_bytes += line.len() as u64;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::fixtures::four;
    use crate::game::{Sudoku, SudokuGame};

    #[test]
    fn load_game_folds_the_journal_in_up_to_a_line_that_does_not_read() {
        let mut game = SudokuGame::new(None, &four(), None);
        let mut saved = game.to_saved();
        saved.journal = Some(7);
        let save = serde_json::to_vec(&saved).unwrap();
        game.set_cursor(1);
        assert!(game.place(2));
        let line = serde_json::to_string(&game.journal_entry(7, &saved.edits)).unwrap();
        let journal = Journal {
            text: format!("{line}\n{{cut short"),
            name: "k.journal".into(),
        };
        let (back, stop) = load_game::<Sudoku>(SaveJson::Bytes(&save), Some(&journal)).unwrap();
        assert_eq!(back.position(), game.position());
        assert_eq!(stop.map(|s| (s.line, s.kept)), Some((2, 1)));
        let (whole, stop) = load_game::<Sudoku>(SaveJson::Bytes(&save), None).unwrap();
        assert_eq!((whole.history().index(), stop), (0, None));
        let value = serde_json::to_value(&saved).unwrap();
        let (from_value, _) = load_game::<Sudoku>(SaveJson::Value(value), None).unwrap();
        assert_eq!(from_value.history(), whole.history());
        assert!(load_game::<Sudoku>(SaveJson::Bytes(b"{"), None).is_err());
    }
}
