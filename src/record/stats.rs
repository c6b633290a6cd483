//! The record summed up (issue 23), for the statistics screen and `kibitz stats`:
//! puzzles solved per board and per level, the best and median times, hints and
//! mistakes per puzzle, and the times of the last solves (the screen draws them
//! as a sparkline).
//!
//! A 9×9's level is its score band (README "Levels": Easy … Extreme); on other
//! boards, and for a 9×9 Simplest first could not score, the DiffKey label
//! (SPEC §6: Easiest … Perplexing), the named scale kibitz has for every board
//! size; a Kakuro's level is "Kakuro". [`level_of`] is the one place that
//! decides it. The median of an even
//! count is the mean of the two middle times, rounded down.

use serde::Serialize;

use super::Entry;
use crate::rating::{diffkey, level};

/// How many of the last solves [`Summary::last_times_secs`] holds.
pub const LAST_SOLVES: usize = 40;

/// The record summed up.
#[derive(Clone, Debug, Default, PartialEq, Serialize)]
pub struct Summary {
    /// Puzzles solved.
    pub solved: usize,
    /// Hints asked for per puzzle solved (one decimal).
    pub hints_per_puzzle: f64,
    /// Wrong digits per puzzle solved (one decimal).
    pub mistakes_per_puzzle: f64,
    /// Per board, in the order of first solve.
    pub boards: Vec<Group>,
    /// Per level, easiest first.
    pub levels: Vec<Group>,
    /// The times of the last [`LAST_SOLVES`] solves, oldest first.
    pub last_times_secs: Vec<u64>,
}

/// The solves of one board or one level.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Group {
    /// The board (`9×9`) or the level (`Medium`).
    pub name: String,
    /// Puzzles solved.
    pub solved: usize,
    /// The best time, in seconds.
    pub best_secs: u64,
    /// The median time, in seconds.
    pub median_secs: u64,
    /// Hints asked for per puzzle (one decimal).
    pub hints_per_puzzle: f64,
}

/// The level a solve counts under (see the module docs).
pub fn level_of(entry: &Entry) -> String {
    if entry.kind == "kakuro" {
        return "Kakuro".to_string();
    }
    if entry.board == "9×9"
        && let Some(level) = level::level_of(entry.ratings.score)
    {
        return level.name.to_string();
    }
    entry
        .ratings
        .diffkey_label
        .clone()
        .unwrap_or_else(|| "no DiffKey".to_string())
}

/// Where a level sorts: the easiest DiffKey label, the 9×9 levels (whose first
/// two names are DiffKey labels too), the rest of the DiffKey scale, then a
/// position without DiffKey, then Kakuro, then anything else.
fn level_rank(level: &str) -> usize {
    let mut order: Vec<&str> = vec![diffkey::label(1)];
    order.extend(level::LEVELS.iter().map(|l| l.name));
    for difficulty in 1..=46 {
        let label = diffkey::label(difficulty);
        if !order.contains(&label) {
            order.push(label);
        }
    }
    order.extend(["no DiffKey", "Kakuro"]);
    order.iter().position(|&l| l == level).unwrap_or(usize::MAX)
}

/// Sums up the record's entries (oldest first).
pub fn summarize(entries: &[Entry]) -> Summary {
    let mut boards = grouped(entries, |e| e.board.clone());
    let mut levels = grouped(entries, level_of);
    boards.sort_by_key(|(first, _)| *first);
    levels.sort_by_key(|(first, g)| (level_rank(&g.name), *first));
    let skip = entries.len().saturating_sub(LAST_SOLVES);
    Summary {
        solved: entries.len(),
        hints_per_puzzle: per_puzzle(entries.iter().map(|e| e.hints.technique), entries.len()),
        mistakes_per_puzzle: per_puzzle(entries.iter().map(|e| e.mistakes), entries.len()),
        boards: boards.into_iter().map(|(_, g)| g).collect(),
        levels: levels.into_iter().map(|(_, g)| g).collect(),
        last_times_secs: entries.iter().skip(skip).map(|e| e.time_secs).collect(),
    }
}

/// The entries grouped by `name_of`, each group with the index of its first entry.
fn grouped(entries: &[Entry], name_of: impl Fn(&Entry) -> String) -> Vec<(usize, Group)> {
    let mut names: Vec<(usize, String)> = Vec::new();
    for (i, entry) in entries.iter().enumerate() {
        let name = name_of(entry);
        if !names.iter().any(|(_, n)| *n == name) {
            names.push((i, name));
        }
    }
    names
        .into_iter()
        .map(|(first, name)| {
            let members: Vec<&Entry> = entries.iter().filter(|e| name_of(e) == name).collect();
            (first, group(name, &members))
        })
        .collect()
}

fn group(name: String, members: &[&Entry]) -> Group {
    let mut times: Vec<u64> = members.iter().map(|e| e.time_secs).collect();
    times.sort_unstable();
    Group {
        name,
        solved: members.len(),
        best_secs: times.first().copied().unwrap_or(0),
        median_secs: median(&times),
        hints_per_puzzle: per_puzzle(members.iter().map(|e| e.hints.technique), members.len()),
    }
}

/// The median of sorted times (0 for none).
fn median(sorted: &[u64]) -> u64 {
    match sorted.len() {
        0 => 0,
        n if n % 2 == 1 => sorted[n / 2],
        n => (sorted[n / 2 - 1] + sorted[n / 2]) / 2,
    }
}

/// A total per puzzle with one decimal (0 for no puzzles).
fn per_puzzle(counts: impl Iterator<Item = u32>, puzzles: usize) -> f64 {
    if puzzles == 0 {
        return 0.0;
    }
    let total: u64 = counts.map(u64::from).sum();
    (total as f64 * 10.0 / puzzles as f64).round() / 10.0
}

/// The best time of the puzzle with save key `key`, if it is in the record.
pub fn best_time(entries: &[Entry], key: &str) -> Option<u64> {
    entries
        .iter()
        .filter(|e| e.key == key)
        .map(|e| e.time_secs)
        .min()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::record::{HintsUsed, Ratings, VERSION};

    fn solve(board: &str, label: Option<&str>, secs: u64, hints: u32) -> Entry {
        Entry {
            version: VERSION,
            date: "2026-11-26T08:00:00Z".into(),
            kind: if board.starts_with("Kakuro") {
                "kakuro"
            } else {
                "sudoku"
            }
            .into(),
            board: board.into(),
            key: format!("{board}-{secs}"),
            name: None,
            ratings: Ratings {
                diffkey_label: label.map(String::from),
                ..Ratings::default()
            },
            time_secs: secs,
            hints: HintsUsed {
                technique: hints,
                ..HintsUsed::default()
            },
            mistakes: 1,
        }
    }

    #[test]
    fn solves_are_summed_per_board_and_level() {
        let entries = [
            solve("9×9", Some("Medium"), 600, 2),
            solve("4×4", Some("Easiest"), 40, 0),
            solve("9×9", Some("Easy"), 300, 1),
            solve("9×9", Some("Medium"), 500, 0),
            solve("Kakuro 8×8", None, 900, 3),
        ];
        let summary = summarize(&entries);
        assert_eq!(summary.solved, 5);
        assert_eq!(summary.hints_per_puzzle, 1.2);
        assert_eq!(summary.mistakes_per_puzzle, 1.0);
        let boards: Vec<(&str, usize, u64, u64)> = summary
            .boards
            .iter()
            .map(|g| (g.name.as_str(), g.solved, g.best_secs, g.median_secs))
            .collect();
        assert_eq!(
            boards,
            [
                ("9×9", 3, 300, 500),
                ("4×4", 1, 40, 40),
                ("Kakuro 8×8", 1, 900, 900)
            ]
        );
        let levels: Vec<&str> = summary.levels.iter().map(|g| g.name.as_str()).collect();
        assert_eq!(levels, ["Easiest", "Easy", "Medium", "Kakuro"]);
        assert_eq!(summary.levels[2].median_secs, 550);
        assert_eq!(summary.levels[2].hints_per_puzzle, 1.0);
        assert_eq!(summary.last_times_secs, [600, 40, 300, 500, 900]);
        assert_eq!(best_time(&entries, "9×9-300"), Some(300));
        assert_eq!(best_time(&entries, "none"), None);
        assert_eq!(summarize(&[]), Summary::default());
    }
}
