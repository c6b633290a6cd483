//! `--skip KEYS_FILE` on `rate` and `solve` (issue 24, batch at scale): the
//! puzzles whose key (the `key` field of SPEC §11 records, see
//! [`crate::format::canonical`]) is in the file are neither worked on nor
//! written, so a run cut off midway resumes where it stopped:
//!
//! ```sh
//! kibitz rate big.txt --json > out1.jsonl          # cut off
//! kibitz rate big.txt --json --skip out1.jsonl > out2.jsonl
//! ```
//!
//! The file holds keys one per line, or a previous run's JSON lines, whose
//! `key` fields are read. Lines that are neither — blank lines, `#` comments, a
//! JSON record without a key (an unreadable item's), the cut-off last line of
//! an interrupted run — are passed over. Records keep their `index` (the
//! puzzle's place in the whole input), so the two outputs together sort back
//! into input order; an unreadable item has no key and is reported again.
//!
//! Memory: the set holds a 128-bit FNV-1a digest of each key (16 bytes a key,
//! a million keys in some 30 MiB), not the keys themselves.

use std::collections::HashSet;
use std::io::{BufRead, BufReader, Read};

use anyhow::{Context, Result, bail};
use clap::Args;
use serde::Deserialize;

use crate::format::safe_text::safe_text;

/// The longest line of a keys file read (256 MiB): a record of `solve --steps`
/// on a 25×25 is long, but not that long.
const MAX_KEYS_LINE: usize = 256 * 1024 * 1024;

/// The `--skip` option.
#[derive(Args, Debug, Clone, Default)]
pub struct SkipArg {
    /// Skip the puzzles whose key is in this file (keys one per line, or the JSON
    /// lines of an earlier run, whose `key` fields are read), to resume a
    /// cut-off run.
    #[arg(long, value_name = "KEYS_FILE")]
    pub skip: Option<String>,
}

/// The keys to skip.
#[derive(Debug, Default)]
pub struct SkipSet {
    digests: HashSet<u128>,
}

/// Just the key of a JSON record.
#[derive(Deserialize)]
struct Keyed {
    key: Option<String>,
}

impl SkipArg {
    /// The keys of the `--skip` file, or `None` without one; an unreadable file
    /// is an I/O error.
    pub fn load(&self) -> Result<Option<SkipSet>> {
        let Some(path) = &self.skip else {
            return Ok(None);
        };
        let shown = safe_text(path);
        let file = std::fs::File::open(path).with_context(|| format!("cannot read {shown}"))?;
        let mut reader = BufReader::new(file);
        let mut set = SkipSet::default();
        let mut line = Vec::new();
        loop {
            line.clear();
            let read = (&mut reader)
                .take(MAX_KEYS_LINE as u64 + 1)
                .read_until(b'\n', &mut line)
                .with_context(|| format!("cannot read {shown}"))?;
            if read == 0 {
                break;
            }
            if line.len() > MAX_KEYS_LINE {
                bail!("cannot read {shown}: a line longer than 256 MiB");
            }
            if let Some(key) = key_of_line(&String::from_utf8_lossy(&line)) {
                set.digests.insert(digest(&key));
            }
        }
        Ok(Some(set))
    }
}

impl SkipSet {
    /// Whether `key` is one to skip.
    pub fn contains(&self, key: &str) -> bool {
        self.digests.contains(&digest(key))
    }
}

/// Whether `key` is to be skipped under an optional set.
pub fn skips(set: Option<&SkipSet>, key: &str) -> bool {
    set.is_some_and(|s| s.contains(key))
}

/// The key of one item of a batch, or `None` when `--skip` passes over it.
///
/// The key is made only when something reads it: JSON output, which shows it, or a
/// skip set, which looks it up. Text output never shows it, so a text run gets an
/// empty key and does not pay for the canonical form (some 10 µs a 9×9 puzzle).
pub fn item_key(
    json: bool,
    set: Option<&SkipSet>,
    make: impl FnOnce() -> String,
) -> Option<String> {
    if !json && set.is_none() {
        return Some(String::new());
    }
    let key = make();
    (!skips(set, &key)).then_some(key)
}

/// The key a line of a keys file gives: a JSON record's `key`, or the line itself.
fn key_of_line(line: &str) -> Option<String> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return None;
    }
    if line.starts_with('{') {
        return serde_json::from_str::<Keyed>(line).ok()?.key;
    }
    Some(line.to_string())
}

/// The 128-bit FNV-1a hash of a key.
fn digest(key: &str) -> u128 {
    const OFFSET: u128 = 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d;
    const PRIME: u128 = 0x0000_0000_0100_0000_0000_0000_0000_013b;
    key.bytes()
        .fold(OFFSET, |h, b| (h ^ u128::from(b)).wrapping_mul(PRIME))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_come_from_plain_lines_and_records() {
        assert_eq!(key_of_line("b3x3:0001\n").as_deref(), Some("b3x3:0001"));
        let record = r#"{"index":3,"name":null,"key":"b2x2:0012","score":4}"#;
        assert_eq!(key_of_line(record).as_deref(), Some("b2x2:0012"));
        assert_eq!(
            key_of_line(r#"{"index":4,"name":null,"error":"f:1:1: x"}"#),
            None
        );
        assert_eq!(
            key_of_line(r#"{"index":5,"name":null,"key":"b2x2:00"#),
            None
        );
        assert_eq!(key_of_line("  \n"), None);
        assert_eq!(key_of_line("# keys\n"), None);
    }

    #[test]
    fn the_digest_is_fnv_1a_128() {
        assert_eq!(digest(""), 0x6c62_272e_07bb_0142_62b8_2175_6295_c58d);
        assert_eq!(digest("a"), 0xd228_cb69_6f1a_8caf_7891_2b70_4e4a_8964);
    }
}
