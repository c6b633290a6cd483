//! `kibitz techniques` (SPEC §2, §2.1, §4, §5, §10): every technique id the
//! scores files accept, with its name, default and current score, its SHD
//! rule(s), whether it takes part in solving (a score above 0) and, in JSON, its
//! short description; `--explain ID` shows one technique with its description.
//! The Kakuro techniques (SPEC §8) follow the Sudoku table in the text listing;
//! `--kakuro` lists them alone (and is the only way JSON lists them, so the Sudoku
//! JSON lines stay as they were); `--explain` takes either game's ids.

mod explain;

use anyhow::Result;
use clap::Args;
use serde::Serialize;

use crate::cli::output::{Outcome, Output};
use crate::cli::scores_arg::ScoresArg;
use crate::engine::technique::{PatternPoints, ShdRule, TechniqueId};
use crate::engine::techniques::About;
use crate::kakuro::{KakuroScores, KakuroTechnique};
use crate::rating::Scores;
use explain::explain_text;

/// Arguments of `kibitz techniques`.
#[derive(Args, Debug, Clone)]
pub struct TechniquesArgs {
    #[command(flatten)]
    pub scores: ScoresArg,

    /// One JSON object per technique, one per line.
    #[arg(long)]
    pub json: bool,

    /// Show one technique (an id such as `x_wing` or `sum_splitting`): what to
    /// look for, why it works, when to use it.
    #[arg(long, value_name = "ID", value_parser = explain_arg)]
    pub explain: Option<Explained>,

    /// List the Kakuro techniques alone.
    #[arg(long)]
    pub kakuro: bool,
}

/// A technique of either game named by `--explain`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Explained {
    /// A Sudoku technique.
    Sudoku(TechniqueId),
    /// A Kakuro technique.
    Kakuro(KakuroTechnique),
}

/// An id of either game; an unknown one is an error naming every valid id.
fn explain_arg(id: &str) -> Result<Explained, String> {
    if let Some(t) = KakuroTechnique::from_id(id) {
        return Ok(Explained::Kakuro(t));
    }
    technique_arg(id).map(Explained::Sudoku).map_err(|e| {
        let kakuro: Vec<&str> = KakuroTechnique::ALL.iter().map(|t| t.id()).collect();
        format!("{e}; or, for Kakuro, {}", kakuro.join(", "))
    })
}

/// A technique id given on the command line; an unknown one is an error that
/// names every valid id.
pub fn technique_arg(id: &str) -> Result<TechniqueId, String> {
    TechniqueId::from_id(id).ok_or_else(|| {
        let ids: Vec<&str> = TechniqueId::ALL.iter().map(|t| t.id()).collect();
        format!(
            "unknown technique '{id}': expected one of {}",
            ids.join(", ")
        )
    })
}

/// One technique as `techniques` lists it.
#[derive(Serialize, Debug, Clone)]
pub struct TechniqueRecord {
    /// The stable id used in scores files.
    pub id: &'static str,
    /// The name people read.
    pub name: &'static str,
    /// The default score; null for the automatic naked single.
    pub default_score: Option<u32>,
    /// The score in use; null for the automatic naked single.
    pub score: Option<u32>,
    /// The SHD rules that apply it (none for the techniques of SPEC §2.1).
    pub shd_rules: Vec<ShdRuleRecord>,
    /// Whether it takes part in solving and rating: a score above 0 (the naked
    /// single is always on).
    pub enabled: bool,
    /// What it is: what to look for, why it works, when to use it.
    pub about: About,
}

/// An SHD rule as `techniques` lists it.
#[derive(Serialize, Debug, Clone)]
pub struct ShdRuleRecord {
    /// The rule's name as SPEC §11 writes it.
    pub rule: &'static str,
    /// Its class: Novice, Player, Expert or Master.
    pub class: &'static str,
    /// Its pattern points, in words.
    pub points: String,
}

/// The records of every technique in registry order under `scores`.
pub fn records(scores: &Scores) -> Vec<TechniqueRecord> {
    TechniqueId::ALL
        .into_iter()
        .map(|t| {
            let automatic = t == TechniqueId::NakedSingle;
            TechniqueRecord {
                id: t.id(),
                name: t.name(),
                default_score: t.default_score(),
                score: (!automatic).then(|| scores.get(t)),
                shd_rules: t.shd_rules().iter().map(|&r| rule_record(r)).collect(),
                enabled: automatic || scores.enabled(t),
                about: *t.about(),
            }
        })
        .collect()
}

/// The records of every Kakuro technique in registry order under `scores` (no
/// SHD rule: SHD is Sudoku's).
pub fn kakuro_records(scores: &KakuroScores) -> Vec<TechniqueRecord> {
    KakuroTechnique::ALL
        .into_iter()
        .map(|t| {
            let automatic = t == KakuroTechnique::SingleCandidate;
            TechniqueRecord {
                id: t.id(),
                name: t.name(),
                default_score: t.default_score(),
                score: (!automatic).then(|| scores.get(t)),
                shd_rules: Vec::new(),
                enabled: automatic || scores.enabled(t),
                about: *t.about(),
            }
        })
        .collect()
}

fn rule_record(rule: ShdRule) -> ShdRuleRecord {
    let points = match rule.points() {
        PatternPoints::Novice => "1 per iteration + 1 per cell solved".to_string(),
        PatternPoints::Fixed(n) => n.to_string(),
        PatternPoints::PatternCells => "cells in the pattern".to_string(),
        PatternPoints::FixedPlusFins(n) => format!("{n} + 1 per fin"),
        PatternPoints::ChainCellsPlusGroups => {
            "cells in the chain + grouped nodes (at most 2)".into()
        }
    };
    ShdRuleRecord {
        rule: rule.name(),
        class: rule.class().name(),
        points,
    }
}

/// Runs `kibitz techniques`.
pub fn run(args: &TechniquesArgs, out: &mut Output) -> Result<Outcome> {
    let scores = args.scores.load()?;
    let kakuro_scores = args.scores.load_kakuro()?;
    let mut records = records(&scores);
    let mut kakuro = kakuro_records(&kakuro_scores);
    match args.explain {
        Some(explained) => {
            let record = match explained {
                Explained::Sudoku(t) => records.swap_remove(t.index()),
                Explained::Kakuro(t) => kakuro.swap_remove(t.index()),
            };
            if args.json {
                out.json(&record)?;
            } else {
                out.line(&explain_text(&record))?;
            }
        }
        None if args.json => {
            for record in if args.kakuro { &kakuro } else { &records } {
                out.json(record)?;
            }
        }
        None => {
            if !args.kakuro {
                table(out, &records)?;
                out.line("")?;
                out.line("Kakuro techniques (`--kakuro` lists them alone):")?;
            }
            table(out, &kakuro)?;
        }
    }
    out.flush()?;
    Ok(Outcome::Done)
}

/// The text table of `records` under its heading line, its id and name columns
/// as wide as the longest of them (at least 22 and 32, the Sudoku table's).
fn table(out: &mut Output, records: &[TechniqueRecord]) -> std::io::Result<()> {
    let widths = (
        records.iter().map(|r| r.id.len()).fold(22, usize::max),
        records
            .iter()
            .map(|r| r.name.chars().count())
            .fold(32, usize::max),
    );
    out.line(&format!(
        "{:<w0$} {:<w1$} {:>7} {:>5}  {:<13} SHD rule (class, pattern points)",
        "id",
        "name",
        "default",
        "score",
        "enabled",
        w0 = widths.0,
        w1 = widths.1
    ))?;
    for record in records {
        out.line(&text_line(record, widths))?;
    }
    Ok(())
}

/// A record's SHD rules in words, `2x2 Gridlock (Expert, 4)`.
pub fn shd_text(r: &TechniqueRecord) -> String {
    if r.shd_rules.is_empty() {
        return "none (not an SHD rule)".to_string();
    }
    // The hidden single's three Only Spot rules share class and points.
    let names: Vec<&str> = r.shd_rules.iter().map(|s| s.rule).collect();
    let first = &r.shd_rules[0];
    format!("{} ({}, {})", names.join(", "), first.class, first.points)
}

fn text_line(r: &TechniqueRecord, (w0, w1): (usize, usize)) -> String {
    let number = |s: Option<u32>| s.map_or_else(|| "auto".to_string(), |v| v.to_string());
    let enabled = if r.enabled { "yes" } else { "no (0)" };
    format!(
        "{:<w0$} {:<w1$} {:>7} {:>5}  {:<13} {}",
        r.id,
        r.name,
        number(r.default_score),
        number(r.score),
        enabled,
        shd_text(r)
    )
}
