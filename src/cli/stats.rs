//! `kibitz stats` (issue 23): the record of puzzles solved in the game, summed
//! up — solved per board and level, best and median times, hints and mistakes
//! per puzzle, the last solves' times — as text or, with `--json`, one JSON
//! object (fields below). The record is read from the config folder
//! (`KIBITZ_HOME` overrides it); lines that cannot be read are set aside and
//! reported on stderr, and the exit code is then 1, as for unreadable input.

use anyhow::{Context, Result};
use clap::Args;
use serde::Serialize;

use super::output::{Outcome, Output};
use crate::record::stats::{Summary, summarize};
use crate::record::text;
use crate::store::Paths;
use crate::store::record;

/// Arguments of `kibitz stats`.
#[derive(Args, Debug, Clone)]
pub struct StatsArgs {
    /// One JSON object: `solved`, `hints_per_puzzle`, `mistakes_per_puzzle`,
    /// `boards` and `levels` (each `{name, solved, best_secs, median_secs,
    /// hints_per_puzzle}`), `last_times_secs`, `record` (the file) and `problem`.
    #[arg(long)]
    pub json: bool,
}

/// The `--json` object.
#[derive(Serialize)]
struct StatsRecord {
    #[serde(flatten)]
    summary: Summary,
    /// The record file read.
    record: String,
    /// What could not be read and where it was set aside, or null.
    problem: Option<String>,
}

/// Reads the record and prints its summary.
pub fn run(args: &StatsArgs, out: &mut Output) -> Result<Outcome> {
    let paths = Paths::from_env()?;
    let read = record::load(&paths).context("cannot read the record")?;
    if let Some(problem) = &read.problem {
        eprintln!("kibitz: {}", crate::format::safe_text::safe_text(problem));
    }
    let summary = summarize(&read.entries);
    if args.json {
        out.json(&StatsRecord {
            summary,
            record: paths.record_file().display().to_string(),
            problem: read.problem.clone(),
        })?;
    } else {
        for line in text::lines(&summary) {
            out.line(&line)?;
        }
        if summary.solved > 0 {
            out.line("")?;
            out.line(&text::last_heading(&summary))?;
            for line in text::last_times(&summary) {
                out.line(&line)?;
            }
        }
    }
    out.flush()?;
    Ok(Outcome::from_bad_count(usize::from(read.problem.is_some())))
}
