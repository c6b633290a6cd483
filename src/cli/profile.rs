//! `kibitz profile` (SPEC §8, §9, §11): the ATK profile of every Kakuro given, worked
//! out on all cores and written in input order — the seed's text layout, or one §11
//! JSON object per puzzle with `--json`.

use anyhow::Result;
use clap::Args;
use serde::Serialize;

use super::batch::Batch;
use super::input::{InputArgs, kakuro_items};
use super::output::{Outcome, Output};
use crate::kakuro::{KakuroProfile, KakuroPuzzle, profile};

/// Arguments of `kibitz profile`.
#[derive(Args, Debug, Clone)]
pub struct ProfileArgs {
    /// The puzzles to profile.
    #[command(flatten)]
    pub input: InputArgs,

    #[command(flatten)]
    pub pick: super::pick::IndexArg,

    /// One JSON object per puzzle, one per line.
    #[arg(long)]
    pub json: bool,

    /// Worker threads (0 = all cores; at most 256).
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = super::batch::parse_threads)]
    pub threads: usize,
}

/// The §11 `profile` record of one puzzle.
#[derive(Serialize, Debug, Clone)]
pub struct ProfileRecord {
    /// 0-based position in the input.
    pub index: usize,
    /// The puzzle's name (the `;` comment before it), if any.
    pub name: Option<String>,
    /// The profile figures.
    #[serde(flatten)]
    pub profile: KakuroProfile,
}

/// The seed's text layout: a title line, then one figure per line.
fn text_of(record: &ProfileRecord) -> String {
    let name = record
        .name
        .clone()
        .unwrap_or_else(|| format!("puzzle {}", record.index + 1));
    let p = &record.profile;
    format!("PID: {name} ({} x {})\n{p}", p.width, p.height)
}

/// Runs `kibitz profile`.
pub fn run(args: &ProfileArgs, out: &mut Output) -> Result<Outcome> {
    let sources = args.input.sources()?;
    let items = || kakuro_items(&sources);
    let batch = Batch::new(args.threads, args.json, true).pick(args.pick);
    let work = |index: usize, puzzle: KakuroPuzzle| ProfileRecord {
        index,
        profile: profile(&puzzle.grid, &puzzle.givens),
        name: puzzle.name,
    };
    Ok(batch.run(items, out, work, text_of)?)
}
