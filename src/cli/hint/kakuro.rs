//! `kibitz hint` on Kakuro files (SPEC §3, §8, §11 `hint`): the simplest hint of
//! each puzzle (or with `--strategy most-effective` the general hint), from its
//! start (givens and the combinations' pencil marks, as `rate` starts), under the
//! Kakuro scores; with `--all` every instance of every enabled technique, with
//! `--technique ID` every instance of one.
//!
//! The text gives the technique, the cells that make it (`cells: r2c2, r2c3`, as
//! Sudoku's hint does), where to look (the runs, in words) and the step. Cells are
//! named `r3c7` by their square in the grid (1-based, clue row and column
//! included), as the Kakuro hint texts name them.

use anyhow::{Result, anyhow};
use serde::Serialize;

use super::{HintArgs, HintStrategy};
use crate::cli::batch::Batch;
use crate::cli::input::{Source, kakuro_items};
use crate::cli::output::{Outcome, Output};
use crate::cli::records::{Head, HintOutput, StepRecord, cell_digits};
use crate::kakuro::coach::{general_hint, simplest_hint, start};
use crate::kakuro::{
    HintStage, KakuroGrid, KakuroHint, KakuroHintOutcome, KakuroPuzzle, KakuroScores,
    KakuroTechnique, all_hints,
};
use crate::words::counted;

/// A Kakuro hint's own fields, as §11 writes them.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct KakuroStepExtra {
    /// The runs it reads, described.
    pub runs: Vec<String>,
    /// The runs (or cell) to look at, in words.
    pub look_at: String,
    /// The three stages: technique, where to look, the step.
    pub stages: [String; 3],
    /// The explanation (the last stage).
    pub text: String,
}

/// One Kakuro hint as §11 writes it.
pub type KakuroHintRecord = StepRecord<KakuroStepExtra>;

/// A Kakuro's own fields of the §11 `hint` object.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct KakuroHintExtra {
    /// Whether the position contradicts itself (when stuck).
    pub contradiction: bool,
}

/// The §11 `hint` object of one Kakuro.
pub type KakuroHintOutput = HintOutput<KakuroHintRecord, KakuroHintExtra>;

fn record(grid: &KakuroGrid, h: &KakuroHint) -> KakuroHintRecord {
    let name = |cell: usize| grid.cell_name(cell);
    StepRecord {
        technique: h.technique.id(),
        technique_name: h.technique.name(),
        placements: cell_digits(h.placements.iter().copied(), name),
        eliminations: cell_digits(h.eliminations.iter().copied(), name),
        cells: h.cells.iter().map(|&c| grid.cell_name(c)).collect(),
        extra: KakuroStepExtra {
            runs: h.runs.iter().map(|&r| grid.describe_run(r)).collect(),
            look_at: h.where_to_look(grid),
            stages: [HintStage::Technique, HintStage::Cells, HintStage::Step]
                .map(|stage| h.stage_text(stage, grid)),
            text: h.text.clone(),
        },
    }
}

/// What `hint` lists for one puzzle.
#[derive(Copy, Clone)]
struct Asked<'a> {
    strategy: HintStrategy,
    all: bool,
    technique: Option<KakuroTechnique>,
    scores: &'a KakuroScores,
}

fn hint_output(index: usize, puzzle: KakuroPuzzle, asked: Asked) -> KakuroHintOutput {
    let position = start(&puzzle);
    let grid = &puzzle.grid;
    let listing = asked.all || asked.technique.is_some();
    let mut out = KakuroHintOutput {
        head: Head {
            index,
            name: puzzle.name,
            status: "stuck",
        },
        hint: None,
        technique: None,
        hints: None,
        extra: KakuroHintExtra {
            contradiction: false,
        },
    };
    let found = match asked.strategy {
        HintStrategy::Simplest => simplest_hint(&position, asked.scores),
        HintStrategy::MostEffective => general_hint(&position, asked.scores),
    };
    match found {
        KakuroHintOutcome::Hint(h) => {
            out.head.status = "hint";
            if listing {
                let every = match asked.technique {
                    Some(t) => t.find(&position),
                    None => all_hints(&position),
                };
                out.hints = Some(every.iter().map(|h| record(grid, h)).collect());
            } else {
                out.hint = Some(record(grid, &h));
            }
        }
        KakuroHintOutcome::Solved => out.head.status = "solved",
        KakuroHintOutcome::Stuck { contradiction } => out.extra.contradiction = contradiction,
    }
    if out.hint.is_none() && !listing {
        out.technique = Some(None);
    }
    if listing && out.hints.is_none() {
        out.hints = Some(Vec::new());
    }
    out
}

fn text_of(out: &KakuroHintOutput) -> String {
    let mut lines = Vec::new();
    if let Some(name) = &out.head.name {
        lines.push(format!("# {name}"));
    }
    match (&out.hint, &out.hints) {
        (Some(h), _) => {
            lines.push(format!("technique: {}", h.technique_name));
            lines.push(format!("cells: {}", h.cells.join(", ")));
            lines.push(format!("look at: {}", h.extra.look_at));
            lines.push(format!("step: {}", h.extra.text));
        }
        (None, Some(list)) if !list.is_empty() => {
            lines.extend(
                list.iter()
                    .map(|h| format!("{}: {}", h.technique, h.extra.text)),
            );
            lines.push(counted(list.len(), "hint", "hints"));
        }
        _ if out.head.status == "solved" => lines.push("solved".into()),
        _ if out.extra.contradiction => lines.push("stuck: the position contradicts itself".into()),
        _ => lines.push("stuck: no hint applies".into()),
    }
    lines.join("\n")
}

/// Runs `kibitz hint` on Kakuro inputs.
pub fn run(args: &HintArgs, sources: &[Source], out: &mut Output) -> Result<Outcome> {
    let technique = match &args.technique {
        Some(id) => Some(KakuroTechnique::from_id(id).ok_or_else(|| {
            let ids: Vec<&str> = KakuroTechnique::ALL.iter().map(|t| t.id()).collect();
            anyhow!(
                "unknown Kakuro technique '{id}': expected one of {}",
                ids.join(", ")
            )
        })?),
        None => None,
    };
    let scores = args.scores.load_kakuro()?;
    let asked = Asked {
        strategy: args.strategy,
        all: args.all,
        technique,
        scores: &scores,
    };
    let items = || kakuro_items(sources);
    let batch = Batch::new(args.threads, args.json, true).pick(args.pick);
    let work = |index: usize, puzzle: KakuroPuzzle| hint_output(index, puzzle, asked);
    Ok(batch.run(items, out, work, text_of)?)
}
