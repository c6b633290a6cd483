//! `kibitz rate` (SPEC §3–§7, §9, §11): every rating of every puzzle, in input
//! order, on all cores; or, with `--strategy random --runs K --seed S`, how often
//! each technique is used over K random solving orders. Kakuro files are rated
//! by [`kakuro`]. Each record carries the puzzle's `key`
//! ([`crate::format::canonical`]); `--skip` passes over puzzles already rated
//! ([`super::skip`]), and a long input streams ([`super::input::streamed`]).

pub mod kakuro;
pub mod record;

use anyhow::Result;
use clap::{Args, ValueEnum};
use serde::{Serialize, Serializer};

use super::batch::Batch;
use super::input::BatchInputs;
use super::input::InputArgs;
use super::input::streamed::{Input, check_read, input_items};
use super::output::{Outcome, Output};
use super::scores_arg::ScoresArg;
use super::skip::{SkipArg, item_key};
use crate::engine::technique::TechniqueId;
use crate::format::Puzzle;
use crate::format::canonical::sudoku_key;
use crate::rating::strategy::{End, next_seed, random, seeded};
use crate::rating::validity::Validity;
use crate::rating::{Rating, Scores, rate};
use record::RatingRecord;

/// Which strategy `rate` runs.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum RateStrategy {
    /// Simplest first: the score, counts and every other rating.
    Simplest,
    /// Random technique order: usage statistics over several runs.
    Random,
}

/// Arguments of `kibitz rate`.
#[derive(Args, Debug, Clone)]
pub struct RateArgs {
    #[command(flatten)]
    pub input: InputArgs,

    #[command(flatten)]
    pub pick: super::pick::IndexArg,

    #[command(flatten)]
    pub scores: ScoresArg,

    #[command(flatten)]
    pub skip: SkipArg,

    /// One JSON object per puzzle, one per line, each with the puzzle's `key`.
    #[arg(long)]
    pub json: bool,

    /// Worker threads (0 = all cores; at most 256).
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = super::batch::parse_threads)]
    pub threads: usize,

    /// Simplest first (the ratings) or random (technique statistics).
    #[arg(long, value_enum, default_value_t = RateStrategy::Simplest)]
    pub strategy: RateStrategy,

    /// Random runs per puzzle.
    #[arg(long, value_name = "K", default_value_t = 100)]
    pub runs: u32,

    /// Seed of the random runs (the same seed gives the same statistics).
    #[arg(long, value_name = "S", default_value_t = 1)]
    pub seed: u64,
}

/// What `rate` says of one puzzle: its rating, or technique usage over random
/// runs.
enum Rated {
    Rating {
        index: usize,
        name: Option<String>,
        key: String,
        rating: Box<Rating>,
    },
    Random(RandomRecord),
}

/// The §11 `rate` object: index, name, key and the rating's fields.
#[derive(Serialize)]
struct RateRecord<'a> {
    index: usize,
    name: &'a Option<String>,
    key: &'a str,
    #[serde(flatten)]
    rating: RatingRecord<'a>,
}

impl Serialize for Rated {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Rated::Rating {
                index,
                name,
                key,
                rating,
            } => RateRecord {
                index: *index,
                name,
                key,
                rating: RatingRecord::of(rating),
            }
            .serialize(serializer),
            Rated::Random(record) => record.serialize(serializer),
        }
    }
}

/// Technique usage over random runs.
#[derive(Serialize)]
struct RandomRecord {
    index: usize,
    name: Option<String>,
    key: String,
    strategy: &'static str,
    runs: u32,
    seed: u64,
    solved: u32,
    techniques: Vec<Usage>,
}

#[derive(Serialize)]
struct Usage {
    technique: &'static str,
    mean: f64,
    min: u32,
    max: u32,
}

fn random_usage(
    puzzle: &Puzzle,
    index: usize,
    args: &RateArgs,
    scores: &Scores,
) -> (u32, Vec<Usage>) {
    // Each puzzle gets its own stream, so the figures do not depend on threads.
    let mut seeds = seeded(args.seed ^ (index as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut totals = vec![(0u64, u32::MAX, 0u32); TechniqueId::ALL.len()];
    let mut solved = 0;
    for _ in 0..args.runs {
        let mut rng = seeded(next_seed(&mut seeds));
        let run = random(&puzzle.position, scores, &mut rng);
        solved += u32::from(run.end == End::Solved);
        for (t, total) in TechniqueId::ALL.iter().zip(totals.iter_mut()) {
            let n = run.count(*t);
            *total = (total.0 + u64::from(n), total.1.min(n), total.2.max(n));
        }
    }
    let usage = TechniqueId::ALL
        .into_iter()
        .zip(totals)
        .filter(|(_, (sum, _, _))| *sum > 0)
        .map(|(t, (sum, min, max))| Usage {
            technique: t.id(),
            mean: sum as f64 / f64::from(args.runs.max(1)),
            min,
            max,
        })
        .collect();
    (solved, usage)
}

/// A rating as a readable block, headed `#K` with K counted from 1 (as
/// `play --index` and the chooser count; JSON's `index` stays 0-based, SPEC §11).
pub fn rating_text(index: usize, name: Option<&str>, r: &Rating) -> String {
    let mut lines = vec![format!(
        "#{}{} ({}x{})",
        index + 1,
        name.map(|n| format!(" {n}")).unwrap_or_default(),
        r.size,
        r.size
    )];
    let validity = match &r.validity {
        Validity::Conflicts(conflicts) => {
            let c: Vec<String> = conflicts.iter().map(|c| c.describe()).collect();
            format!("invalid: {}", c.join("; "))
        }
        Validity::NoSolution => "invalid: no solution".to_string(),
        Validity::Unique(_) => "valid: one solution".to_string(),
        Validity::Several => "flagged: several solutions (ratings still computed)".to_string(),
        Validity::Undecided => "undecided: the solver's budget ran out".to_string(),
    };
    lines.push(format!("  {validity}"));
    let score = match (r.score, r.contradiction()) {
        (Some(s), _) => s.to_string(),
        (None, true) => "*** (stuck on a contradiction)".into(),
        (None, false) => "*** (stuck)".into(),
    };
    lines.push(format!("  score: {score}"));
    let er = r.er.map_or_else(|| "***".to_string(), |e| e.to_string());
    lines.push(format!("  ER: {er}"));
    let counts: Vec<String> = r
        .counts
        .required()
        .map(|(t, n)| format!("{} {n}", t.id()))
        .collect();
    let counts = if counts.is_empty() {
        "none".to_string()
    } else {
        counts.join(", ")
    };
    lines.push(format!("  counts: {counts}"));
    lines.push(format!(
        "  SHD: {} ({})",
        r.shd.total,
        r.shd.classes_with_points()
    ));
    let diffkey = match (&r.diffkey.key, r.diffkey.difficulty) {
        (Some(k), Some(d)) => format!("{k} ({d}, {})", r.diffkey.label),
        _ => r.diffkey.label.to_string(),
    };
    lines.push(format!("  DiffKey: {diffkey}"));
    lines.push(format!("  coarse: {}", r.coarse));
    lines.join("\n")
}

fn random_text(r: &RandomRecord) -> String {
    let mut lines = vec![format!(
        "#{}{}: {} of {} random runs solved (seed {})",
        r.index + 1,
        r.name.as_ref().map(|n| format!(" {n}")).unwrap_or_default(),
        r.solved,
        r.runs,
        r.seed
    )];
    for u in &r.techniques {
        lines.push(format!(
            "  {:<22} mean {:>7.2}  min {:>3}  max {:>3}",
            u.technique, u.mean, u.min, u.max
        ));
    }
    lines.join("\n")
}

/// Runs `kibitz rate`.
pub fn run(args: &RateArgs, out: &mut Output) -> Result<Outcome> {
    let opts = args.input.read_options()?;
    let inputs = match args.input.batch_inputs(&opts)? {
        BatchInputs::Kakuro(sources) => return kakuro::run(args, &sources, out),
        BatchInputs::Sudoku(inputs) => inputs,
    };
    let scores = args.scores.load()?;
    let skip = args.skip.load()?;
    let items = || input_items(&inputs, &opts);
    let batch = Batch::new(args.threads, args.json, false)
        .pick(args.pick)
        .countable(inputs.iter().all(Input::rereadable));
    let work = |index: usize, p: Puzzle| {
        let key = item_key(args.json, skip.as_ref(), || sudoku_key(&p.position))?;
        Some(match args.strategy {
            RateStrategy::Simplest => Rated::Rating {
                index,
                rating: Box::new(rate(&p.position, &scores)),
                name: p.name,
                key,
            },
            RateStrategy::Random => {
                let (solved, techniques) = random_usage(&p, index, args, &scores);
                Rated::Random(RandomRecord {
                    index,
                    name: p.name,
                    key,
                    strategy: "random",
                    runs: args.runs,
                    seed: args.seed,
                    solved,
                    techniques,
                })
            }
        })
    };
    let text = |r: &Rated| match r {
        Rated::Rating {
            index,
            name,
            rating,
            ..
        } => rating_text(*index, name.as_deref(), rating),
        Rated::Random(record) => random_text(record),
    };
    let outcome = batch.run_some(items, out, work, text)?;
    check_read(&inputs)?;
    Ok(outcome)
}
