//! `kibitz hint` on Kakuro files (SPEC §8, §11 `hint`): the next hint of each
//! position in its three stages (technique; the cells or runs that make it; the
//! step), or with `--all` every hint the position offers.
//!
//! Cells are named `r3c7` by their square in the grid (1-based, clue row and column
//! included), as the Kakuro hint texts name them.

use anyhow::Result;
use serde::Serialize;

use super::batch::Batch;
use super::hint::HintArgs;
use super::input::{Source, kakuro_items};
use super::output::{Outcome, Output, counted};
use super::records::{Head, HintOutput, StepRecord, cell_digits};
use crate::kakuro::{
    HintStage, KakuroGrid, KakuroHint, KakuroHintOutcome, KakuroPosition, KakuroPuzzle, all_hints,
    hint,
};

/// A Kakuro hint's own fields, as §11 writes them.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct KakuroStepExtra {
    /// The runs it reads, described.
    pub runs: Vec<String>,
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
            stages: [HintStage::Technique, HintStage::Cells, HintStage::Step]
                .map(|stage| h.stage_text(stage, grid)),
            text: h.text.clone(),
        },
    }
}

fn hint_output(index: usize, puzzle: KakuroPuzzle, all: bool) -> KakuroHintOutput {
    let position = KakuroPosition::new(puzzle.grid.clone(), &puzzle.givens);
    let grid = &puzzle.grid;
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
    match hint(&position) {
        KakuroHintOutcome::Hint(h) => {
            out.head.status = "hint";
            if all {
                out.hints = Some(
                    all_hints(&position)
                        .iter()
                        .map(|h| record(grid, h))
                        .collect(),
                );
            } else {
                out.hint = Some(record(grid, &h));
            }
        }
        KakuroHintOutcome::Solved => out.head.status = "solved",
        KakuroHintOutcome::Stuck { contradiction } => out.extra.contradiction = contradiction,
    }
    if out.hint.is_none() && !all {
        out.technique = Some(None);
    }
    if all && out.hints.is_none() {
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
            lines.push(format!("technique: {}", h.extra.stages[0]));
            lines.push(format!("cells: {}", h.extra.stages[1]));
            lines.push(format!("step: {}", h.extra.stages[2]));
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
    let items = || kakuro_items(sources);
    let batch = Batch::new(args.threads, args.json, true).pick(args.pick);
    let work = |index: usize, puzzle: KakuroPuzzle| hint_output(index, puzzle, args.all);
    Ok(batch.run(items, out, work, text_of)?)
}
