//! `kibitz techniques` (SPEC §2, §2.1, §4, §5, §10): every technique id the
//! scores files accept, with its name, default and current score, its SHD
//! rule(s), whether it takes part in solving (a score above 0) and, in JSON, its
//! short description; `--explain ID` shows one technique with its description.

use anyhow::Result;
use clap::Args;
use serde::Serialize;

use super::output::{Outcome, Output};
use super::scores_arg::ScoresArg;
use super::techniques_explain::explain_text;
use crate::engine::technique::{PatternPoints, ShdRule, TechniqueId};
use crate::engine::techniques::About;
use crate::rating::Scores;

/// Arguments of `kibitz techniques`.
#[derive(Args, Debug, Clone)]
pub struct TechniquesArgs {
    #[command(flatten)]
    pub scores: ScoresArg,

    /// One JSON object per technique, one per line.
    #[arg(long)]
    pub json: bool,

    /// Show one technique (an id such as `x_wing`): what to look for, why it
    /// works, when to use it.
    #[arg(long, value_name = "ID", value_parser = technique_arg)]
    pub explain: Option<TechniqueId>,
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
    let mut records = records(&scores);
    if let Some(t) = args.explain {
        let record = records.swap_remove(t.index());
        if args.json {
            out.json(&record)?;
        } else {
            out.line(&explain_text(&record))?;
        }
    } else if args.json {
        for record in &records {
            out.json(record)?;
        }
    } else {
        out.line(&format!(
            "{:<22} {:<32} {:>7} {:>5}  {:<13} SHD rule (class, pattern points)",
            "id", "name", "default", "score", "enabled"
        ))?;
        for record in &records {
            out.line(&text_line(record))?;
        }
    }
    out.flush()?;
    Ok(Outcome::Done)
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

fn text_line(r: &TechniqueRecord) -> String {
    let number = |s: Option<u32>| s.map_or_else(|| "auto".to_string(), |v| v.to_string());
    let enabled = if r.enabled { "yes" } else { "no (0)" };
    format!(
        "{:<22} {:<32} {:>7} {:>5}  {:<13} {}",
        r.id,
        r.name,
        number(r.default_score),
        number(r.score),
        enabled,
        shd_text(r)
    )
}
