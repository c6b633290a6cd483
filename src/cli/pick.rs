//! `--index K` (issue 23) on `rate`, `hint`, `solve` and `profile`: only the K-th
//! puzzle of the input, counted from 1 across all inputs in order, as `play
//! --index K` counts, so the same K names the same puzzle everywhere. Its JSON
//! record keeps the §11 `index` of its place in the input (from 0: `--index 3`
//! writes `"index": 2`). A K past the last puzzle is an error naming how many
//! there are (exit code 2). Unreadable items count as puzzles of the input, as
//! they do for `index`.

use std::io;

use clap::Args;

/// The `--index` option.
#[derive(Args, Debug, Clone, Copy, Default)]
pub struct IndexArg {
    /// Only the K-th puzzle of the input (counted from 1, as `play --index`).
    #[arg(long, value_name = "K", value_parser = parse_index)]
    pub index: Option<usize>,
}

/// Reads `--index K`: a whole number from 1.
fn parse_index(s: &str) -> Result<usize, String> {
    s.trim()
        .parse::<usize>()
        .ok()
        .filter(|&k| k >= 1)
        .ok_or_else(|| format!("expected a puzzle number from 1, found '{s}'"))
}

impl IndexArg {
    /// The §11 index (from 0) of the item asked for, if one was.
    fn wanted(&self) -> Option<usize> {
        self.index.map(|k| k - 1)
    }

    /// Whether the item at §11 index `position` is one to process.
    pub fn keeps(&self, position: usize) -> bool {
        self.wanted().is_none_or(|n| n == position)
    }

    /// Whether items from §11 index `position` on can be left unread.
    pub fn past(&self, position: usize) -> bool {
        self.wanted().is_some_and(|n| position > n)
    }

    /// An error when an item was asked for and none was found there; `count`
    /// counts the items the input holds.
    pub fn check_found(&self, found: bool, count: impl FnOnce() -> usize) -> io::Result<()> {
        match self.index {
            Some(k) if !found => Err(io::Error::new(
                io::ErrorKind::InvalidInput,
                format!(
                    "--index {k}: the input holds {} (counted from 1)",
                    crate::words::counted(count(), "puzzle", "puzzles")
                ),
            )),
            _ => Ok(()),
        }
    }
}
