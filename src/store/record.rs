//! The record of solves on disk (issue 23, SPEC §10): `record.jsonl` in the config folder,
//! one [`Entry`] per line, in the manner of a save's journal. A solve adds one
//! line, appended and synced ([`store::append_synced`]), so a kill at any moment
//! leaves every line written before and at worst one last line cut short. The
//! file is opened without following a link at its name and read with the stored
//! files' size limit ([`store::read_stored`]).
//!
//! A line that cannot be read (cut short by a kill, damaged, of an unknown
//! version) is never deleted: the file as it was is set aside whole
//! (`record.jsonl.damaged-SECONDS`), the record is written again with the lines
//! that read, and the problem is reported naming the file and the lines. A line
//! is added after a last line cut short on a line of its own, so one torn write
//! never spoils the next.

use std::io::{self, Read, Seek, SeekFrom};
use std::path::Path;

use crate::record::{Entry, VERSION};
use crate::store::{self, Paths};

/// The record as read: the entries in the order they were added, and what could
/// not be read (one line for the player, naming the file), if anything.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Contents {
    /// The puzzles solved, oldest first.
    pub entries: Vec<Entry>,
    /// What was set aside and why.
    pub problem: Option<String>,
}

/// Adds one entry at the end of the record. The error names the file.
pub fn append(paths: &Paths, entry: &Entry) -> io::Result<()> {
    let path = paths.record_file();
    std::fs::create_dir_all(paths.dir())
        .map_err(|e| store::about(paths.dir(), "create the folder", e))?;
    let mut line = Vec::new();
    if ends_mid_line(&path)? {
        line.push(b'\n');
    }
    serde_json::to_writer(&mut line, entry).map_err(io::Error::other)?;
    line.push(b'\n');
    store::append_synced(&path, &line)
}

/// Whether the file at `path` exists and its last byte is not a line's end.
fn ends_mid_line(path: &Path) -> io::Result<bool> {
    let mut file = match store::open_no_link(path, std::fs::OpenOptions::new().read(true)) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(false),
        Err(e) => return Err(store::about(path, "add to", e)),
    };
    let mut last = [0u8; 1];
    let read = file
        .seek(SeekFrom::End(0))
        .and_then(|len| {
            if len == 0 {
                return Ok(0);
            }
            file.seek(SeekFrom::End(-1))?;
            file.read(&mut last)
        })
        .map_err(|e| store::about(path, "add to", e))?;
    Ok(read == 1 && last[0] != b'\n')
}

/// Reads the record; a missing file is an empty record. Lines that cannot be
/// read are set aside as the module says. Only I/O failures are errors, and they
/// name the file.
pub fn load(paths: &Paths) -> io::Result<Contents> {
    let path = paths.record_file();
    let Some(bytes) = store::read_stored(&path)? else {
        return Ok(Contents::default());
    };
    let text = String::from_utf8_lossy(&bytes);
    let mut entries = Vec::new();
    let mut bad = Vec::new();
    let mut kept = String::new();
    for (index, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        match parse(line) {
            Ok(entry) => {
                entries.push(entry);
                kept.push_str(line);
                kept.push('\n');
            }
            Err(reason) => bad.push(format!("line {}: {reason}", index + 1)),
        }
    }
    if bad.is_empty() {
        return Ok(Contents {
            entries,
            problem: None,
        });
    }
    let aside = store::set_aside(&path)?;
    store::write_atomic(&path, kept.as_bytes())?;
    let aside = aside
        .file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned());
    let lines = if bad.len() == 1 { "line" } else { "lines" };
    let problem = format!(
        "record.jsonl: {} {lines} could not be read ({}); the file as it was is kept as {aside}",
        bad.len(),
        bad.join("; ")
    );
    Ok(Contents {
        entries,
        problem: Some(problem),
    })
}

/// The entries that read, for a reader that must not change files (the
/// chooser's thread): a line that does not read is skipped here, and set aside
/// when [`load`] reads the record; a record that cannot be read is empty.
pub fn readable_entries(paths: &Paths) -> Vec<Entry> {
    let Ok(Some(bytes)) = store::read_stored(&paths.record_file()) else {
        return Vec::new();
    };
    String::from_utf8_lossy(&bytes)
        .lines()
        .filter_map(|line| parse(line).ok())
        .collect()
}

/// One line of the record, or why it is not an entry.
fn parse(line: &str) -> Result<Entry, String> {
    let value: serde_json::Value = serde_json::from_str(line).map_err(|e| e.to_string())?;
    // The version first: a later version's entry is named as such, not as damage.
    match value.get("version") {
        Some(v) if v.as_u64() == Some(u64::from(VERSION)) => {}
        Some(v) => return Err(format!("unsupported version {v}")),
        None => return Err("no version".to_string()),
    }
    serde_json::from_value(value).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{HintsUsed, Ratings};

    pub(crate) fn entry(board: &str, secs: u64) -> Entry {
        Entry {
            version: VERSION,
            date: "2026-11-26T08:00:00Z".into(),
            kind: "sudoku".into(),
            board: board.into(),
            key: format!("key-{board}"),
            name: None,
            ratings: Ratings {
                score: Some(27),
                ..Ratings::default()
            },
            time_secs: secs,
            hints: HintsUsed::default(),
            mistakes: 0,
        }
    }

    #[test]
    fn entries_are_added_and_read_back_in_order() {
        let dir = tempfile::tempdir().unwrap();
        let paths = Paths::at(dir.path().to_path_buf());
        assert_eq!(load(&paths).unwrap(), Contents::default());
        append(&paths, &entry("9×9", 300)).unwrap();
        append(&paths, &entry("4×4", 20)).unwrap();
        let read = load(&paths).unwrap();
        assert_eq!(read.problem, None);
        assert_eq!(read.entries, vec![entry("9×9", 300), entry("4×4", 20)]);
    }

    #[test]
    fn a_bad_line_is_set_aside_reported_and_the_rest_kept() {
        let dir = tempfile::tempdir().unwrap();
        let paths = Paths::at(dir.path().to_path_buf());
        append(&paths, &entry("9×9", 300)).unwrap();
        let path = paths.record_file();
        let mut text = std::fs::read_to_string(&path).unwrap();
        text.push_str("{\"version\": 2}\n");
        // A line cut short by a kill: the next entry still goes on a line of its own.
        text.push_str("{\"version\": 1, \"da");
        std::fs::write(&path, &text).unwrap();
        append(&paths, &entry("6×6", 60)).unwrap();

        let read = load(&paths).unwrap();
        assert_eq!(read.entries, vec![entry("9×9", 300), entry("6×6", 60)]);
        let problem = read.problem.unwrap();
        assert!(
            problem.starts_with(
                "record.jsonl: 2 lines could not be read (line 2: unsupported version 2; line 3: "
            ),
            "{problem}"
        );
        let aside: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.to_string_lossy().contains(".damaged-"))
            .collect();
        assert_eq!(aside.len(), 1, "the old file is kept whole");
        assert!(problem.ends_with(&*aside[0].file_name().unwrap().to_string_lossy()));
        assert!(
            std::fs::read_to_string(&aside[0])
                .unwrap()
                .contains("\"version\": 2")
        );
        assert_eq!(
            load(&paths).unwrap().problem,
            None,
            "the record reads clean now"
        );
    }
}
