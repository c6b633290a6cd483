//! `kibitz solve` on Kakuro files (SPEC §8, §11 `solve` (Kakuro)): the same statuses as
//! for Sudoku, the solution as the §9 grid with digits in the white cells, one row per
//! string in JSON; `--grid` lines the columns up. Inputs are Kakuro when `--format kakuro` is given or when every input
//! holds a `D\R` clue; `invalid` means a digit repeated in a run.

use anyhow::Result;
use serde::Serialize;

use super::SolveArgs;
use crate::cli::batch::Batch;
use crate::cli::input::{Source, kakuro_items};
use crate::cli::output::{Outcome, Output};
use crate::cli::skip::{SkipSet, skips};
use crate::kakuro::format::record_key;
use crate::kakuro::{
    ConflictKind, KakuroPosition, KakuroPuzzle, KakuroSolveOutcome, grid_rows, solve_with_limit,
};

/// The §11 `solve` record of one Kakuro.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct KakuroSolveRecord {
    /// 0-based position in the input.
    pub index: usize,
    /// The puzzle's name (the `;` comment before it), if any.
    pub name: Option<String>,
    /// The puzzle's key ([`crate::kakuro::format::record_key`]).
    pub key: String,
    /// `solved`, `no_solution`, `several_solutions`, `invalid` or `undecided`.
    pub status: &'static str,
    /// The solved grid, one string per row, when `solved`.
    pub solution: Option<Vec<String>>,
    /// Two different solutions when `several_solutions`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solutions: Option<Vec<Vec<String>>>,
    /// The repeated digits when `invalid`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conflicts: Option<Vec<RunConflictRecord>>,
}

/// A digit repeated in a run.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct RunConflictRecord {
    /// The run, as people read it: `the across run r2c3–r2c5 (sum 16 in 3 cells)`.
    pub run: String,
    /// The repeated digit.
    pub digit: u8,
    /// The cells holding it, `r2c3`.
    pub cells: Vec<String>,
}

/// Solves one Kakuro and describes the outcome.
pub fn solve_record(index: usize, puzzle: &KakuroPuzzle, max_nodes: u64) -> KakuroSolveRecord {
    let grid = &puzzle.grid;
    let mut record = KakuroSolveRecord {
        index,
        name: puzzle.name.clone(),
        key: record_key(puzzle),
        status: "invalid",
        solution: None,
        solutions: None,
        conflicts: None,
    };
    let position = KakuroPosition::new(grid.clone(), &puzzle.givens);
    let repeats: Vec<RunConflictRecord> = position
        .conflicts()
        .into_iter()
        .filter_map(|c| match c.kind {
            ConflictKind::Duplicate { digit, cells } => Some(RunConflictRecord {
                run: grid.describe_run(c.run),
                digit,
                cells: cells.iter().map(|&cell| grid.cell_name(cell)).collect(),
            }),
            ConflictKind::Sum { .. } => None,
        })
        .collect();
    if !repeats.is_empty() {
        record.conflicts = Some(repeats);
        return record;
    }
    record.status = match solve_with_limit(grid, &puzzle.givens, max_nodes) {
        KakuroSolveOutcome::Unique(values) => {
            record.solution = Some(grid_rows(grid, &values));
            "solved"
        }
        KakuroSolveOutcome::Several(a, b) => {
            record.solutions = Some(vec![grid_rows(grid, &a), grid_rows(grid, &b)]);
            "several_solutions"
        }
        KakuroSolveOutcome::NoSolution => "no_solution",
        KakuroSolveOutcome::Undecided => "undecided",
    };
    record
}

/// A solved grid as text: its rows as §9 writes them, or with `grid` (`--grid`)
/// every column padded to its widest token, so the columns line up; either form
/// reads back as a Kakuro.
fn grid_text(rows: &[String], grid: bool) -> String {
    if !grid {
        return rows.join("\n");
    }
    let cells: Vec<Vec<&str>> = rows.iter().map(|r| r.split(' ').collect()).collect();
    let columns = cells.iter().map(Vec::len).max().unwrap_or(0);
    let widths: Vec<usize> = (0..columns)
        .map(|c| {
            cells
                .iter()
                .filter_map(|row| row.get(c))
                .map(|t| t.chars().count())
                .max()
                .unwrap_or(0)
        })
        .collect();
    let lines: Vec<String> = cells
        .iter()
        .map(|row| {
            let padded: Vec<String> = row
                .iter()
                .zip(&widths)
                .map(|(token, &width)| format!("{token:>width$}"))
                .collect();
            padded.join(" ")
        })
        .collect();
    lines.join("\n")
}

/// The text form: a `;` name line, then the solved grid (aligned with `grid`) or
/// what went wrong.
fn text_of(record: &KakuroSolveRecord, grid: bool) -> String {
    let title = record
        .name
        .as_ref()
        .map(|n| format!("; {n}\n"))
        .unwrap_or_default();
    let body = match record.status {
        "solved" => grid_text(record.solution.as_deref().unwrap_or_default(), grid),
        "no_solution" => "no solution".to_string(),
        "several_solutions" => {
            let grids: Vec<String> = record
                .solutions
                .iter()
                .flatten()
                .map(|g| grid_text(g, grid))
                .collect();
            format!("several solutions, for example:\n{}", grids.join("\nand\n"))
        }
        "undecided" => "undecided: the search stopped (raise --max-nodes)".to_string(),
        _ => {
            let repeats: Vec<String> = record
                .conflicts
                .iter()
                .flatten()
                .map(|c| {
                    format!(
                        "{} appears twice in {}: {}",
                        c.digit,
                        c.run,
                        c.cells.join(", ")
                    )
                })
                .collect();
            format!("invalid: {}", repeats.join("; "))
        }
    };
    format!("{title}{body}")
}

/// Runs `kibitz solve` on Kakuro inputs, passing over the puzzles `skip` holds.
pub fn run(
    args: &SolveArgs,
    sources: &[Source],
    skip: Option<&SkipSet>,
    out: &mut Output,
) -> Result<Outcome> {
    let items = || kakuro_items(sources);
    let batch = Batch::new(args.threads, args.json, true).pick(args.pick);
    let work = |index: usize, puzzle: KakuroPuzzle| {
        let skipped = skips(skip, &record_key(&puzzle));
        (!skipped).then(|| solve_record(index, &puzzle, args.max_nodes))
    };
    Ok(batch.run_some(items, out, work, |r| text_of(r, args.grid))?)
}
