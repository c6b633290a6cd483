//! The game's side of the record (issue 23): what the game counted on the puzzle
//! in play ([`Tally`]: hints by stage, mistakes, whether its solve is recorded),
//! kept in `games/KEY.tally.json` beside the save and written atomically when it
//! changes (a game with nothing counted has none), so a resumed game goes on
//! counting; and the solves added to
//! `record.jsonl` (see [`crate::store::record`]).
//!
//! A solve is rated from its start position on a thread of its own (a large
//! board can take a while), then its line is added. The record is read only
//! after every such thread has finished, and the storage waits for them when it
//! is dropped, so a solve just before quitting is still recorded.

use std::io;
use std::thread::{self, JoinHandle};

use super::Storage;
use crate::record::make::Solve;
use crate::record::{Entry, Ratings, Tally};
use crate::store::{self, Loaded};

/// Solves being rated and added to the record, waited for when dropped.
#[derive(Default)]
pub struct Pending(Vec<JoinHandle<io::Result<()>>>);

impl Pending {
    /// Waits for every solve being recorded; returns the failures, each naming
    /// the file.
    fn finish(&mut self) -> Vec<String> {
        self.0
            .drain(..)
            .filter_map(|handle| match handle.join() {
                Ok(Ok(())) => None,
                Ok(Err(e)) => Some(format!("the solve is not recorded: {e}")),
                Err(_) => Some("the solve is not recorded: rating it failed".to_string()),
            })
            .collect()
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        self.finish();
    }
}

impl Storage {
    /// What the game counted on the puzzle with save key `key`: a fresh tally
    /// when there is none, and a warning when its file was damaged (set aside)
    /// or could not be read.
    pub fn load_tally(&mut self, key: &str) -> (Tally, Option<String>) {
        let Some(paths) = self.paths() else {
            return (Tally::default(), None);
        };
        let (tally, warning) = match store::read_json::<Tally>(&paths.tally_file(key)) {
            Ok(Loaded::Found(tally)) => (tally, None),
            Ok(Loaded::Missing) => (Tally::default(), None),
            Ok(Loaded::Damaged(d)) => (Tally::default(), Some(d.describe())),
            Err(e) => (Tally::default(), Some(e.to_string())),
        };
        self.tally_written = Some((key.to_string(), tally));
        (tally, warning)
    }

    /// Writes the tally of the puzzle with save key `key` when it differs from
    /// what was last written; refused, like its save, while another kibitz
    /// holds the game. The error names the file.
    pub fn save_tally(&mut self, key: &str, tally: &Tally) -> io::Result<()> {
        let written = self.tally_written.as_ref();
        if written.is_some_and(|(k, t)| k == key && t == tally) {
            return Ok(());
        }
        let paths = super::writable(&self.place)?.clone();
        self.may_write(&paths, key)?;
        let file = paths.tally_file(key);
        // Nothing counted is no file: a fresh game leaves none, and drops a stale one.
        if *tally == Tally::default() {
            store::remove_if_present(&file)?;
        } else {
            store::write_json(&file, tally)?;
        }
        self.tally_written = Some((key.to_string(), *tally));
        Ok(())
    }

    /// Adds a solve to the record once `rate` has rated it, on a thread of its
    /// own. The error says why the record cannot be written.
    pub fn record_solve(
        &mut self,
        solve: Solve,
        rate: impl FnOnce() -> Ratings + Send + 'static,
    ) -> io::Result<()> {
        let paths = super::writable(&self.place)?.clone();
        let handle = thread::spawn(move || store::record::append(&paths, &solve.entry(rate())));
        self.recording.0.push(handle);
        Ok(())
    }

    /// The record's entries once every solve being recorded is in, with the
    /// problems met (lines set aside, solves not recorded), each naming its file.
    pub fn read_record(&mut self) -> (Vec<Entry>, Vec<String>) {
        let mut problems = self.recording.finish();
        let Some(paths) = self.paths() else {
            return (Vec::new(), problems);
        };
        match store::record::load(paths) {
            Ok(read) => {
                problems.extend(read.problem);
                (read.entries, problems)
            }
            Err(e) => {
                problems.push(e.to_string());
                (Vec::new(), problems)
            }
        }
    }
}
