//! The record's summary as text (issue 23): the lines `kibitz stats` prints and
//! the statistics screen shows above its sparkline, so the two always agree.
//! Every line fits 78 columns for the names kibitz gives boards and levels.

use super::stats::{Group, Summary};
use crate::game::format_duration;
use crate::words::counted;

/// The widest line written.
pub const WIDTH: usize = 78;

/// The width of the name column (`Kakuro 30×30`, `TournamentPlus`).
const NAME_WIDTH: usize = 16;

/// The heading line: how many solved, hints and mistakes per puzzle.
pub fn headline(summary: &Summary) -> String {
    if summary.solved == 0 {
        return "No puzzle solved yet: solve one in the game and it is recorded here.".to_string();
    }
    format!(
        "Solved: {}; per puzzle {:.1} hints, {:.1} mistakes",
        counted(summary.solved, "puzzle", "puzzles"),
        summary.hints_per_puzzle,
        summary.mistakes_per_puzzle
    )
}

/// A table of groups under a heading (`Board`, `Level`).
pub fn table(heading: &str, groups: &[Group]) -> Vec<String> {
    let mut lines = vec![format!(
        "{heading:<NAME_WIDTH$}  {:>6}  {:>8}  {:>8}  {:>12}",
        "solved", "best", "median", "hints/puzzle"
    )];
    lines.extend(groups.iter().map(|g| {
        format!(
            "{:<NAME_WIDTH$}  {:>6}  {:>8}  {:>8}  {:>12}",
            g.name,
            g.solved,
            format_duration(secs(g.best_secs)),
            format_duration(secs(g.median_secs)),
            format!("{:.1}", g.hints_per_puzzle)
        )
    }));
    lines
}

/// Every line of the summary: the headline, the board table, the level table.
pub fn lines(summary: &Summary) -> Vec<String> {
    let mut lines = vec![headline(summary)];
    if summary.solved > 0 {
        lines.push(String::new());
        lines.extend(table("Board", &summary.boards));
        lines.push(String::new());
        lines.extend(table("Level", &summary.levels));
    }
    lines
}

/// The heading of the last solves: how many, and the longest (the tallest bar
/// of the statistics screen's sparkline).
pub fn last_heading(summary: &Summary) -> String {
    let longest = summary.last_times_secs.iter().copied().max().unwrap_or(0);
    format!(
        "Last {}, oldest first (longest {})",
        counted(summary.last_times_secs.len(), "solve", "solves"),
        format_duration(secs(longest))
    )
}

/// The last solves' times, oldest first, in lines of at most [`WIDTH`] columns.
pub fn last_times(summary: &Summary) -> Vec<String> {
    let mut lines = vec![String::new()];
    for time in summary
        .last_times_secs
        .iter()
        .map(|&s| format_duration(secs(s)))
    {
        let line = lines.last_mut().expect("one line at least");
        if !line.is_empty() && line.chars().count() + 1 + time.len() > WIDTH {
            lines.push(time);
        } else {
            if !line.is_empty() {
                line.push(' ');
            }
            line.push_str(&time);
        }
    }
    lines
}

fn secs(s: u64) -> std::time::Duration {
    std::time::Duration::from_secs(s)
}
