//! `kibitz rate` on Kakuro files (SPEC §3, §8, §11): each puzzle's Simplest-first
//! score (`***` when stuck) with its counts and hardest technique, its validity, and
//! the ATK profile beside them; in input order, on all cores. `--json` writes the
//! Kakuro `rate` object of [`crate::kakuro::rating`], one per line, with the
//! puzzle's `key` ([`crate::kakuro::format::record_key`]).

use anyhow::{Result, bail};
use serde::Serialize;

use super::{RateArgs, RateStrategy};
use crate::cli::batch::Batch;
use crate::cli::input::{Source, kakuro_items};
use crate::cli::output::{Outcome, Output};
use crate::cli::skip::item_key;
use crate::kakuro::coach::start;
use crate::kakuro::format::record_key;
use crate::kakuro::{KakuroPuzzle, KakuroReport, KakuroScores, rate};

/// The `rate` object of one Kakuro.
#[derive(Serialize)]
struct KakuroRated {
    index: usize,
    name: Option<String>,
    key: String,
    #[serde(flatten)]
    report: KakuroReport,
}

/// A Kakuro's rating as a readable block, headed `#K` (K from 1, as Sudoku's).
fn text_of(r: &KakuroRated, scores: &KakuroScores) -> String {
    let k = &r.report;
    let mut lines = vec![format!(
        "#{}{} (Kakuro {}x{})",
        r.index + 1,
        r.name.as_ref().map(|n| format!(" {n}")).unwrap_or_default(),
        k.width,
        k.height
    )];
    let validity = match k.solutions {
        Some(1) if k.valid => "valid: one solution",
        Some(1) | Some(0) => "invalid: no solution",
        Some(_) => "flagged: several solutions (ratings still computed)",
        None => "undecided: the solver's budget ran out",
    };
    lines.push(format!("  {validity}"));
    let score = match (k.score, k.contradiction) {
        (Some(s), _) => s.to_string(),
        (None, true) => "*** (stuck on a contradiction)".into(),
        (None, false) => "*** (stuck)".into(),
    };
    lines.push(format!("  score: {score}"));
    let counts: Vec<String> = k
        .counts
        .0
        .iter()
        .map(|(t, n)| {
            let d = crate::kakuro::KakuroTechnique::from_id(t).map_or(0, |t| scores.get(t));
            format!("{t} {n}×{d}")
        })
        .collect();
    let counts = if counts.is_empty() {
        "none".to_string()
    } else {
        counts.join(", ")
    };
    lines.push(format!("  counts: {counts}"));
    let hardest = k.hardest.map_or("none", |t| t.name());
    lines.push(format!("  hardest: {hardest}"));
    let p = &k.profile;
    lines.push(format!(
        "  ATK: MRL {}, ACRL {}, NCELL {} ({}%), fixed {}, implied {}, total {} ({}%), Rating {}",
        p.mrl,
        p.acrl_rounded(),
        p.ncell,
        p.ncell_pct,
        p.fixed,
        p.implied,
        p.total,
        p.total_pct,
        p.rating_text()
    ));
    lines.join("\n")
}

/// Runs `kibitz rate` on Kakuro inputs.
pub fn run(args: &RateArgs, sources: &[Source], out: &mut Output) -> Result<Outcome> {
    if args.strategy == RateStrategy::Random {
        bail!("--strategy random rates Sudoku only; a Kakuro is rated by Simplest first");
    }
    let scores = args.scores.load_kakuro()?;
    let skip = args.skip.load()?;
    let items = || kakuro_items(sources);
    let batch = Batch::new(args.threads, args.json, true);
    let work = |index: usize, puzzle: KakuroPuzzle| {
        let key = item_key(args.json, skip.as_ref(), || record_key(&puzzle))?;
        Some(KakuroRated {
            index,
            report: rate(&start(&puzzle), &scores),
            name: puzzle.name,
            key,
        })
    };
    Ok(batch.run_some(items, out, work, |r| text_of(r, &scores))?)
}
