//! Who plays a saved game (SPEC §10): a game's save is held by the one kibitz
//! that plays it, so two games on one puzzle cannot overwrite each other's moves.
//!
//! The hold is an operating-system lock on `games/KEY.lock` (`flock` on Unix,
//! `LockFileEx` on Windows, through [`std::fs::File::try_lock`]), and the file
//! holds the owner's process id, for the notice a second game gives. The system
//! drops the lock when its process ends, however it ends, so the lock of a dead
//! process is simply taken over (its file is rewritten with the new owner's id).
//! Lock files are never removed: removing one while another kibitz is about to
//! lock it would let two games hold the "same" lock. Where the system has no
//! file locks the game plays without one, as before locks existed.
//!
//! Choice where the spec is silent: a second game on a held puzzle opens the
//! puzzle *read-only*, as its owner last saved it; it can be played, but nothing
//! of it is written (not its moves, not the last-game setting), every save says
//! why, and quitting with moves asks first, like any unsaved game. A copy under
//! another key was not chosen: it would not be resumed by opening the puzzle
//! again, and which of the two was "the" game would be a question to the player.

use std::fs::{File, OpenOptions, TryLockError};
use std::io::{self, Read, Seek, SeekFrom, Write};

use crate::store::{self, Paths};

/// A save held by this process: the lock lasts as long as this value.
#[derive(Debug)]
pub struct SaveLock {
    /// The key of the save held.
    key: String,
    /// The locked file; closing it releases the lock.
    _file: Option<File>,
}

impl SaveLock {
    /// The key of the save held.
    pub fn key(&self) -> &str {
        &self.key
    }
}

/// What asking for a save found.
#[derive(Debug)]
pub enum Claim {
    /// The save is now held by this process.
    Held(SaveLock),
    /// Another running kibitz holds it (its process id, when its file says).
    Taken(Taken),
}

/// A save another kibitz holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Taken {
    /// The key of the save.
    pub key: String,
    /// The owner's process id, when its lock file holds one.
    pub pid: Option<u32>,
}

impl Taken {
    /// Who holds the save, for a message: `another kibitz (process 1234)`.
    pub fn owner(&self) -> String {
        match self.pid {
            Some(pid) => format!("another kibitz (process {pid})"),
            None => "another kibitz".to_string(),
        }
    }

    /// The notice a game opened read-only gives.
    pub fn notice(&self) -> String {
        format!(
            "this puzzle is open in {}, which keeps its save: it opens here \
             read-only, as last saved, and moves made here are not saved",
            self.owner()
        )
    }

    /// The error of a save refused because of the hold.
    pub fn refusal(&self) -> io::Error {
        io::Error::new(
            io::ErrorKind::ResourceBusy,
            format!(
                "the puzzle is open in {}, which keeps its save",
                self.owner()
            ),
        )
    }
}

/// Asks for the save with key `key`: holds it when no running process does (a
/// lock left by a dead process is taken over), else says who holds it. The
/// error names the lock file.
pub fn claim(paths: &Paths, key: &str) -> io::Result<Claim> {
    paths.create_games_dir()?;
    let path = paths.lock_file(key);
    let mut options = OpenOptions::new();
    options.read(true).write(true).create(true);
    let mut file =
        store::open_no_link(&path, &mut options).map_err(|e| store::about(&path, "open", e))?;
    match file.try_lock() {
        Ok(()) => {
            write_owner(&mut file, std::process::id())
                .map_err(|e| store::about(&path, "write", e))?;
            Ok(Claim::Held(SaveLock {
                key: key.to_string(),
                _file: Some(file),
            }))
        }
        Err(TryLockError::WouldBlock) => Ok(Claim::Taken(Taken {
            key: key.to_string(),
            pid: read_owner(&mut file),
        })),
        Err(TryLockError::Error(e)) if e.kind() == io::ErrorKind::Unsupported => {
            Ok(Claim::Held(SaveLock {
                key: key.to_string(),
                _file: None,
            }))
        }
        Err(TryLockError::Error(e)) => Err(store::about(&path, "lock", e)),
    }
}

/// Replaces the lock file's text with the owner's process id.
fn write_owner(file: &mut File, pid: u32) -> io::Result<()> {
    file.set_len(0)?;
    file.seek(SeekFrom::Start(0))?;
    writeln!(file, "{pid}")?;
    file.flush()
}

/// The process id a lock file holds, when it holds one (a lock file is a few
/// bytes; more is not read).
fn read_owner(file: &mut File) -> Option<u32> {
    let mut text = String::new();
    file.take(32).read_to_string(&mut text).ok()?;
    text.trim().parse().ok()
}
