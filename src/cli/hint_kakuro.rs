//! `kibitz hint` on Kakuro files (SPEC §8, §11 `hint`): the next hint of each
//! position in its three stages (technique; the cells or runs that make it; the
//! step), or with `--all` every hint the position offers.
//!
//! Cells are named `r3c7` by their square in the grid (1-based, clue row and column
//! included), as the Kakuro hint texts name them.

use anyhow::Result;
use serde::Serialize;

use super::batch::Batch;
use super::hint::{CellDigitRecord, HintArgs};
use super::input::{Source, kakuro_items};
use super::output::{Outcome, Output};
use crate::kakuro::{
    HintStage, KakuroGrid, KakuroHint, KakuroHintOutcome, KakuroPosition, KakuroPuzzle, all_hints,
    hint,
};

/// One Kakuro hint as §11 writes it.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct KakuroHintRecord {
    /// The technique id, e.g. `unique_intersection`.
    pub technique: &'static str,
    /// The technique's name.
    pub technique_name: &'static str,
    /// Digits placed.
    pub placements: Vec<CellDigitRecord>,
    /// Candidates removed.
    pub eliminations: Vec<CellDigitRecord>,
    /// The cells that justify it.
    pub cells: Vec<String>,
    /// The runs it reads, described.
    pub runs: Vec<String>,
    /// The three stages: technique, where to look, the step.
    pub stages: [String; 3],
    /// The explanation (the last stage).
    pub text: String,
}

/// The §11 `hint` object of one Kakuro.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct KakuroHintOutput {
    /// 0-based position in the input.
    pub index: usize,
    /// The puzzle's name, if the file gives one.
    pub name: Option<String>,
    /// `hint`, `solved` or `stuck`.
    pub status: &'static str,
    /// The hint (single-hint mode, status `hint`).
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub hint: Option<KakuroHintRecord>,
    /// `technique: null` when there is no hint.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub technique: Option<Option<&'static str>>,
    /// Every hint (`--all`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hints: Option<Vec<KakuroHintRecord>>,
    /// Whether the position contradicts itself (when stuck).
    pub contradiction: bool,
}

fn record(grid: &KakuroGrid, h: &KakuroHint) -> KakuroHintRecord {
    let pairs = |list: &[(usize, u8)]| {
        list.iter()
            .map(|&(cell, digit)| CellDigitRecord {
                cell: grid.cell_name(cell),
                digit,
            })
            .collect()
    };
    KakuroHintRecord {
        technique: h.technique.id(),
        technique_name: h.technique.name(),
        placements: pairs(&h.placements),
        eliminations: pairs(&h.eliminations),
        cells: h.cells.iter().map(|&c| grid.cell_name(c)).collect(),
        runs: h.runs.iter().map(|&r| grid.describe_run(r)).collect(),
        stages: [HintStage::Technique, HintStage::Cells, HintStage::Step]
            .map(|stage| h.stage_text(stage, grid)),
        text: h.text.clone(),
    }
}

fn hint_output(index: usize, puzzle: KakuroPuzzle, all: bool) -> KakuroHintOutput {
    let position = KakuroPosition::new(puzzle.grid.clone(), &puzzle.givens);
    let grid = &puzzle.grid;
    let mut out = KakuroHintOutput {
        index,
        name: puzzle.name,
        status: "stuck",
        hint: None,
        technique: None,
        hints: None,
        contradiction: false,
    };
    match hint(&position) {
        KakuroHintOutcome::Hint(h) => {
            out.status = "hint";
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
        KakuroHintOutcome::Solved => out.status = "solved",
        KakuroHintOutcome::Stuck { contradiction } => out.contradiction = contradiction,
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
    if let Some(name) = &out.name {
        lines.push(format!("# {name}"));
    }
    match (&out.hint, &out.hints) {
        (Some(h), _) => {
            lines.push(format!("technique: {}", h.stages[0]));
            lines.push(format!("cells: {}", h.stages[1]));
            lines.push(format!("step: {}", h.stages[2]));
        }
        (None, Some(list)) if !list.is_empty() => {
            lines.extend(list.iter().map(|h| format!("{}: {}", h.technique, h.text)));
            lines.push(format!("{} hints", list.len()));
        }
        _ if out.status == "solved" => lines.push("solved".into()),
        _ if out.contradiction => lines.push("stuck: the position contradicts itself".into()),
        _ => lines.push("stuck: no hint applies".into()),
    }
    lines.join("\n")
}

/// Runs `kibitz hint` on Kakuro inputs.
pub fn run(args: &HintArgs, sources: &[Source], out: &mut Output) -> Result<Outcome> {
    let items = kakuro_items(sources);
    let batch = Batch::new(args.threads, args.json, true);
    let work = |index: usize, puzzle: KakuroPuzzle| hint_output(index, puzzle, args.all);
    Ok(batch.run(items, out, work, text_of)?)
}
