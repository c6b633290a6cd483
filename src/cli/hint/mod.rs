//! `kibitz hint` (SPEC §3, §9, §11): the simplest hint of each puzzle, shown in
//! its three stages (technique, cells, step), or with `--all` every instance of
//! every technique; `--technique ID` lists every instance of that one technique.
//!
//! `--all` streams, one technique at a time (see [`all`]).
//!
//! Choices where the spec leaves room: the position is hinted as read (a
//! pencil-mark grid keeps its candidates; no automatic step is taken first, so a
//! naked single is itself a hint); `--all` lists techniques in table order, each
//! technique's instances in canonical order; a puzzle with duplicates is still
//! hinted and its `conflicts` are listed beside the hint. When no enabled
//! technique applies, the status stays `stuck` (with `technique` null, as §11
//! says) and the last resort of §3 is given beside it: in JSON as
//! `last_resort` (`cell`, `digit`, `candidates`, `text`), in text as the three
//! stages after the `stuck:` line.

pub mod all;
pub mod kakuro;

use anyhow::Result;
use clap::{Args, ValueEnum};
use serde::Serialize;

use super::batch::Batch;
use super::input::{InputArgs, sudoku_items};
use super::output::{Outcome, Output};
pub use super::records::CellDigitRecord;
use super::records::{Head, HintOutput, StepRecord, cell_digits};
use super::scores_arg::ScoresArg;
use crate::engine::techniques::{find_all, find_every};
use crate::engine::{Contradiction, Geometry, Instance, Position, TechniqueId};
use crate::format::Puzzle;
use crate::rating::Scores;
use crate::rating::last_resort::{Guess, last_resort};
use crate::rating::strategy::{general_hint, simplest_hint};
use crate::words::counted;

/// Arguments of `kibitz hint`.
#[derive(Args, Debug, Clone)]
pub struct HintArgs {
    #[command(flatten)]
    pub input: InputArgs,

    #[command(flatten)]
    pub pick: super::pick::IndexArg,

    /// List every instance of every technique instead of the simplest hint.
    #[arg(long)]
    pub all: bool,

    /// List every instance of this technique (an id such as `x_wing`).
    #[arg(long, value_name = "ID")]
    pub technique: Option<String>,

    /// One JSON object per puzzle, one per line.
    #[arg(long)]
    pub json: bool,

    /// Worker threads (0 = all cores; at most 256).
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = super::batch::parse_threads)]
    pub threads: usize,

    /// Simplest (the simplest hint) or most-effective (the general hint: the
    /// largest effect over the enabled techniques no harder than the hardest
    /// one the position needs).
    #[arg(long, value_enum, default_value_t = HintStrategy::Simplest)]
    pub strategy: HintStrategy,

    #[command(flatten)]
    pub scores: ScoresArg,
}

/// Which single hint `kibitz hint` gives.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum HintStrategy {
    /// The first step Simplest first would take (a naked single first).
    Simplest,
    /// SourGumdrop's general hint: the largest-effect instance, no harder than
    /// the position needs.
    MostEffective,
}

/// A Sudoku hint's own fields, as §11 writes them.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct SudokuStepExtra {
    /// The pattern's digits.
    pub digits: Vec<u8>,
    /// The groups it is found in (a fish's base lines).
    pub groups: Vec<String>,
    /// Candidates it removes.
    pub effect: usize,
    /// The explanation.
    pub text: String,
}

/// One instance as §11 writes it.
pub type HintRecord = StepRecord<SudokuStepExtra>;

/// A Sudoku's own fields of the §11 `hint` object.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct SudokuHintExtra {
    /// Duplicates in the position, described (`two 5s in row 3: r3c1, r3c7`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub conflicts: Vec<String>,
    /// Why the position cannot be completed (`7 has no place left in row 2`), when
    /// it cannot: hinting stops there (SPEC §3).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub contradiction: Option<String>,
    /// The last resort (SPEC §3) when no enabled technique applies and the
    /// position has a solution: status stays `stuck` and `technique` null (no
    /// technique applies), and this says where to guess.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_resort: Option<GuessRecord>,
}

/// The directed guess of the last resort, as `kibitz hint` writes it.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct GuessRecord {
    /// The cell, `r1c1`: an unsolved cell with the fewest candidates.
    pub cell: String,
    /// The solution's digit there.
    pub digit: u8,
    /// The cell's candidates.
    pub candidates: Vec<u8>,
    /// The step in words.
    pub text: String,
}

impl GuessRecord {
    fn of(geo: &Geometry, guess: &Guess) -> GuessRecord {
        GuessRecord {
            cell: geo.cell_name(guess.cell),
            digit: guess.digit,
            candidates: guess.candidates.iter().collect(),
            text: guess.step_text(geo),
        }
    }
}

/// The §11 `hint` object of one Sudoku.
pub type SudokuHintOutput = HintOutput<HintRecord, SudokuHintExtra>;

/// Which hints to give.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The simplest hint.
    Simplest,
    /// The general hint (most effective).
    General,
    /// Every instance of every technique.
    All,
    /// Every instance of one technique.
    One(TechniqueId),
}

/// Describes an instance for output.
pub fn hint_record(geo: &Geometry, inst: &Instance) -> HintRecord {
    let name = |cell: usize| geo.cell_name(cell as u16);
    let pairs = |list: &[crate::engine::CellDigit]| {
        cell_digits(list.iter().map(|p| (usize::from(p.cell), p.digit)), name)
    };
    StepRecord {
        technique: inst.technique.id(),
        technique_name: inst.technique.name(),
        placements: pairs(&inst.placements),
        eliminations: pairs(&inst.eliminations),
        cells: inst
            .highlight_cells()
            .into_iter()
            .map(|c| geo.cell_name(c))
            .collect(),
        extra: SudokuStepExtra {
            digits: inst.digits.iter().collect(),
            groups: inst.groups.iter().map(|&g| geo.group_name(g)).collect(),
            effect: inst.effect,
            text: inst.explanation(geo),
        },
    }
}

/// The hint output of one position.
pub fn hint_output(
    index: usize,
    name: Option<String>,
    pos: &Position,
    mode: Mode,
    scores: &Scores,
) -> SudokuHintOutput {
    let geo = pos.geometry();
    let contradiction = Contradiction::find(pos).map(|c| c.describe(pos));
    let instances = match mode {
        _ if contradiction.is_some() => Vec::new(),
        Mode::Simplest => simplest_hint(pos, scores).into_iter().collect(),
        Mode::General => general_hint(pos, scores).into_iter().collect(),
        Mode::All => find_every(pos),
        Mode::One(id) => find_all(id, pos),
    };
    let single = matches!(mode, Mode::Simplest | Mode::General);
    let last_resort = (single && instances.is_empty() && contradiction.is_none())
        .then(|| last_resort(pos, None))
        .flatten()
        .map(|guess| GuessRecord::of(geo, &guess));
    let status = if pos.is_solved() {
        "solved"
    } else if instances.is_empty() {
        "stuck"
    } else {
        "hint"
    };
    let records: Vec<HintRecord> = instances.iter().map(|i| hint_record(geo, i)).collect();
    let conflicts = pos
        .conflicts()
        .iter()
        .map(|c| pos.describe_conflict(c))
        .collect();
    let (hint, technique, hints) = match mode {
        Mode::Simplest | Mode::General => {
            // With a hint its flattened fields carry `technique`; without one §11
            // still wants `"technique": null`.
            let hint = records.into_iter().next();
            let technique = hint.is_none().then_some(None);
            (hint, technique, None)
        }
        _ => (None, None, Some(records)),
    };
    HintOutput {
        head: Head {
            index,
            name,
            status,
        },
        hint,
        technique,
        hints,
        extra: SudokuHintExtra {
            conflicts,
            contradiction,
            last_resort,
        },
    }
}

/// The text form: the three stages of the simplest hint, or one line per instance.
fn text_of(out: &SudokuHintOutput) -> String {
    let mut lines = Vec::new();
    if let Some(name) = &out.head.name {
        lines.push(format!("# {name}"));
    }
    lines.extend(out.extra.conflicts.iter().map(|c| format!("warning: {c}")));
    match (&out.hint, &out.hints) {
        (Some(h), _) => {
            lines.push(format!("technique: {}", h.technique_name));
            lines.push(format!("cells: {}", h.cells.join(", ")));
            lines.push(format!("step: {}", h.extra.text));
        }
        (None, Some(list)) if !list.is_empty() => {
            lines.extend(
                list.iter()
                    .map(|h| format!("{} [{}]: {}", h.technique, h.extra.effect, h.extra.text)),
            );
            lines.push(counted(list.len(), "hint", "hints"));
        }
        _ if out.head.status == "solved" => lines.push("solved".into()),
        _ => {
            lines.push(stuck_text(out.extra.contradiction.as_deref()));
            if let Some(guess) = &out.extra.last_resort {
                lines.push(format!("technique: {}", Guess::NAME));
                lines.push(format!("cells: {}", guess.cell));
                lines.push(format!("step: {}", guess.text));
            }
        }
    }
    lines.join("\n")
}

/// Why there is no hint: the contradiction, or that no enabled technique applies.
pub(crate) fn stuck_text(contradiction: Option<&str>) -> String {
    match contradiction {
        Some(why) => format!("stuck: contradiction: {why}"),
        None => "stuck: no enabled technique applies".into(),
    }
}

fn mode_of(args: &HintArgs) -> Result<Mode> {
    match (&args.technique, args.all) {
        (Some(id), _) => super::techniques::technique_arg(id)
            .map(Mode::One)
            .map_err(anyhow::Error::msg),
        (None, true) => Ok(Mode::All),
        (None, false) if args.strategy == HintStrategy::MostEffective => Ok(Mode::General),
        (None, false) => Ok(Mode::Simplest),
    }
}

/// Runs `kibitz hint`.
pub fn run(args: &HintArgs, out: &mut Output) -> Result<Outcome> {
    let sources = args.input.sources()?;
    if super::input::is_kakuro_input(args.input.format, &sources) {
        return kakuro::run(args, &sources, out);
    }
    let mode = mode_of(args)?;
    if mode == Mode::All {
        return all::run(
            &args.input,
            args.pick,
            &sources,
            (args.threads, args.json),
            out,
        );
    }
    let scores = args.scores.load()?;
    let opts = args.input.read_options()?;
    let items = || sudoku_items(&sources, &opts);
    let batch = Batch::new(args.threads, args.json, true).pick(args.pick);
    let work = |index: usize, p: Puzzle| hint_output(index, p.name, &p.position, mode, &scores);
    Ok(batch.run(items, out, work, text_of)?)
}
