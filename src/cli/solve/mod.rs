//! `kibitz solve` (SPEC §9, §11): the solution of every puzzle, or why there is
//! none, streamed in input order; `--json` gives one object per puzzle, with
//! the puzzle's `key` ([`crate::format::canonical`]); `--skip` passes over
//! puzzles already solved ([`super::skip`]).

pub mod kakuro;
pub mod steps;

use anyhow::Result;
use clap::Args;
use serde::Serialize;

use super::batch::Batch;
use super::input::BatchInputs;
use super::input::InputArgs;
use super::input::streamed::{Input, check_read, input_read_items};
use super::output::{Outcome, Output};
use super::scores_arg::ScoresArg;
use super::skip::{SkipArg, item_key};
use crate::engine::solver::{DEFAULT_MAX_NODES, SolveStatus};
use crate::engine::{Digit, Position};
use crate::format::{ReadPuzzle, write_grid, write_values};
use crate::rating::validity::{Checked, ConflictRecord};
use steps::{StepRecord, solving_steps, steps_text};

/// Arguments of `kibitz solve`.
#[derive(Args, Debug, Clone)]
pub struct SolveArgs {
    #[command(flatten)]
    pub input: InputArgs,

    #[command(flatten)]
    pub pick: super::pick::IndexArg,

    /// One JSON object per puzzle, one per line, each with the puzzle's `key`.
    #[arg(long)]
    pub json: bool,

    /// Print solutions as decorated grids instead of one line each.
    #[arg(long)]
    pub grid: bool,

    /// Search budget: give up with `undecided` after this many guesses.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_NODES)]
    pub max_nodes: u64,

    /// Worker threads (0 = all cores; at most 256).
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = super::batch::parse_threads)]
    pub threads: usize,

    /// Show the most-effective solving path, every step explained.
    #[arg(long)]
    pub steps: bool,

    #[command(flatten)]
    pub scores: ScoresArg,

    #[command(flatten)]
    pub skip: SkipArg,
}

/// The §11 `solve` record of one puzzle.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct SolveRecord {
    /// 0-based position in the input.
    pub index: usize,
    /// The puzzle's name, if the file gives one.
    pub name: Option<String>,
    /// The puzzle's key ([`crate::format::canonical`]).
    pub key: String,
    /// `solved`, `no_solution`, `several_solutions`, `invalid` or `undecided`.
    pub status: &'static str,
    /// The solved grid in one-line form when `solved`.
    pub solution: Option<String>,
    /// Two different solutions when `several_solutions`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub solutions: Option<Vec<String>>,
    /// The duplicates when `invalid`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub conflicts: Option<Vec<ConflictRecord>>,
    /// Search nodes used.
    pub nodes: u64,
    /// The most-effective solving path (`--steps`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub steps: Option<Vec<StepRecord>>,
    /// Whether that path reached a solution (false when guessing ran out of budget).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub steps_solved: Option<bool>,
    /// The solved position when there is exactly one solution and the text draws
    /// it as a grid.
    #[serde(skip)]
    pub solved: Option<Position>,
}

/// Solves one puzzle and describes the outcome, under its `key`; `grid` keeps
/// the solved position for the text to draw.
pub fn solve_record(
    index: usize,
    name: Option<String>,
    key: String,
    puzzle: &ReadPuzzle,
    max_nodes: u64,
    grid: bool,
) -> SolveRecord {
    let geo = puzzle.geometry();
    let validity = Checked::of_placed(geo, puzzle.values(), max_nodes);
    let result = validity.result;
    let lines: Vec<String> = result
        .solutions
        .iter()
        .map(|s| solution_line(geo.n(), s))
        .collect();
    let mut record = SolveRecord {
        index,
        name,
        key,
        status: "invalid",
        solution: None,
        solutions: None,
        conflicts: None,
        nodes: result.nodes,
        steps: None,
        steps_solved: None,
        solved: (grid && result.status == SolveStatus::Unique)
            .then(|| Position::from_givens(geo.clone(), &result.solutions[0])),
    };
    if !validity.conflicts.is_empty() {
        record.conflicts = Some(validity.conflicts);
        return record;
    }
    record.status = match result.status {
        SolveStatus::NoSolution => "no_solution",
        SolveStatus::Unique => {
            record.solution = lines.into_iter().next();
            "solved"
        }
        SolveStatus::Several => {
            record.solutions = Some(lines);
            "several_solutions"
        }
        SolveStatus::Undecided => "undecided",
    };
    record
}

/// The one-line form of a solution ([`write_values`]): on boards of side up to
/// 9, where a solution's every cell is a digit 1 to N, one byte per digit.
fn solution_line(n: usize, solution: &[Digit]) -> String {
    if n <= 9 {
        let digits = solution.iter().map(|&d| b'0' + d).collect();
        if let Ok(line) = String::from_utf8(digits) {
            return line;
        }
    }
    write_values(n, solution)
}

/// The text form: the steps when asked for, then one line (or a grid).
fn text_of(record: &SolveRecord, grid: bool) -> String {
    let Some(steps) = &record.steps else {
        return outcome_text(record, grid);
    };
    let mut text = String::new();
    if let Some(name) = &record.name {
        text.push_str(&format!("# {name}\n"));
    }
    text.push_str(&steps_text(steps));
    text.push('\n');
    if record.steps_solved == Some(false) {
        text.push_str("     (the path stops here: directed guessing ran out of budget)\n");
    }
    text.push_str(&outcome_text(record, grid));
    text
}

fn outcome_text(record: &SolveRecord, grid: bool) -> String {
    let suffix = record
        .name
        .as_ref()
        .map(|n| format!(" {n}"))
        .unwrap_or_default();
    match record.status {
        "solved" => match record.solved.as_ref().filter(|_| grid) {
            Some(p) => {
                let title = record
                    .name
                    .as_ref()
                    .map(|n| format!("# {n}\n"))
                    .unwrap_or_default();
                format!("{title}{}", write_grid(p).trim_end())
            }
            None => {
                let mut line = record.solution.clone().unwrap_or_default();
                line.push_str(&suffix);
                line
            }
        },
        "no_solution" => format!("no solution{suffix}"),
        "several_solutions" => {
            let two = record.solutions.clone().unwrap_or_default();
            format!("several solutions{suffix}: {}", two.join(" / "))
        }
        "undecided" => format!(
            "undecided{suffix}: the search stopped after {} guesses (raise --max-nodes)",
            record.nodes
        ),
        _ => {
            let conflicts: Vec<String> = record
                .conflicts
                .iter()
                .flatten()
                .map(ConflictRecord::describe)
                .collect();
            format!("invalid{suffix}: {}", conflicts.join("; "))
        }
    }
}

/// Runs `kibitz solve`.
pub fn run(args: &SolveArgs, out: &mut Output) -> Result<Outcome> {
    let opts = args.input.read_options()?;
    let inputs = args.input.batch_inputs(&opts)?;
    let scores = args.scores.load()?;
    let skip = args.skip.load()?;
    let inputs = match inputs {
        BatchInputs::Kakuro(sources) => return kakuro::run(args, &sources, skip.as_ref(), out),
        BatchInputs::Sudoku(inputs) => inputs,
    };
    let items = || input_read_items(&inputs, &opts);
    let batch = Batch::new(args.threads, args.json, args.grid || args.steps)
        .pick(args.pick)
        .countable(inputs.iter().all(Input::rereadable));
    let work = |index: usize, mut p: ReadPuzzle| {
        let key = item_key(args.json, skip.as_ref(), || p.key())?;
        let name = p.name.take();
        let mut record = solve_record(index, name, key, &p, args.max_nodes, args.grid);
        if args.steps && matches!(record.status, "solved" | "several_solutions") {
            let (steps, reached) = solving_steps(&p.to_position(), &scores);
            record.steps = Some(steps);
            record.steps_solved = Some(reached);
        }
        Some(record)
    };
    let outcome = batch.run_some(items, out, work, |r| text_of(r, args.grid))?;
    check_read(&inputs)?;
    Ok(outcome)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solution_lines_read_as_written_values() {
        let nine: Vec<Digit> = (0..81).map(|i| (i % 9 + 1) as Digit).collect();
        let sixteen: Vec<Digit> = (0..256).map(|i| (i % 16 + 1) as Digit).collect();
        for (n, solution) in [(9, &nine), (16, &sixteen)] {
            assert_eq!(solution_line(n, solution), write_values(n, solution));
        }
    }
}
