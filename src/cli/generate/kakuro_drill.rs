//! `kibitz generate --kakuro WxH --requires ID --drill` (SPEC §8, §9; issue
//! "practice and progress"): each Kakuro opened at its drill
//! ([`crate::generate::kakuro_drill`]), the first position where the simplest
//! Kakuro hint is the one technique `--requires` names.
//!
//! A Kakuro file has no pencil marks, so the text form is three `;` comment lines
//! and the position's grid (clues, and the digits the hints before placed as
//! digits): `; hint: STEP` (the drill's hint), `; candidates: r2c3 129 …` (every
//! empty cell's candidates there, which the hints before narrowed), and the name
//! line `; seed S #k: drill ID after H hints`, which the Kakuro reader takes as
//! the grid's name. `--json` writes `index`, `name`, `seed`, `tries`, `puzzle`
//! (the puzzle's rows), `technique`, `steps_before`, `position` (the position's
//! rows), `candidates` (`[{"cell": "r2c3", "digits": [1, 2, 9]}, …]`, every
//! empty cell row-major) and
//! `hint` (the step's text).

use anyhow::{Result, bail};
use serde::Serialize;

use super::{GenerateArgs, kakuro_spec, name, search_and_write};
use crate::cli::output::{Outcome, Output};
use crate::generate::kakuro_drill::{KakuroDrill, kakuro_drillable, try_kakuro_drill};
use crate::generate::rng::try_rng;
use crate::generate::search::SearchOptions;
use crate::generate::target::RequiredTechnique;
use crate::kakuro::{KakuroPosition, grid_rows};

/// A Kakuro drill as `--json` writes it.
#[derive(Serialize)]
struct KakuroDrillRecord {
    index: usize,
    name: String,
    seed: u64,
    tries: u64,
    puzzle: Vec<String>,
    technique: &'static str,
    steps_before: usize,
    position: Vec<String>,
    candidates: Vec<CellCandidates>,
    hint: String,
}

/// One empty cell's candidates.
#[derive(Serialize)]
struct CellCandidates {
    cell: String,
    digits: Vec<u8>,
}

/// Runs `generate --kakuro WxH --requires ID --drill`.
pub fn run(
    args: &GenerateArgs,
    width: usize,
    height: usize,
    seed: u64,
    options: SearchOptions,
    out: &mut Output,
) -> Result<Outcome> {
    let [RequiredTechnique::Kakuro(technique)] = args.requires[..] else {
        bail!(
            "--kakuro --drill takes one --requires technique of Kakuro, not {} (the ids \
             `kibitz techniques --kakuro` lists)",
            args.requires.len()
        );
    };
    let mut spec = kakuro_spec(args, width, height)?;
    if !kakuro_drillable(technique, &spec.scores) {
        bail!(
            "--drill {}: the technique is disabled (score 0) in the scores",
            technique.id()
        );
    }
    let describe = spec.target.describe();
    // The walk to the drill proves the requirement; the rest of the targets stay.
    spec.target.requires.clear();
    let attempt = |k: usize, t: u64, deadline| {
        try_kakuro_drill(&spec, technique, &mut try_rng(seed, k as u64, t), deadline)
    };
    let emit = |k: usize, drill: &KakuroDrill, tries: u64, out: &mut Output| {
        let position = grid_rows(drill.position.grid(), drill.position.values());
        if args.json {
            out.json(&KakuroDrillRecord {
                index: k,
                name: name(seed, k),
                seed,
                tries,
                puzzle: grid_rows(&drill.puzzle.grid, &drill.puzzle.givens),
                technique: technique.id(),
                steps_before: drill.steps.len(),
                position,
                candidates: candidates(&drill.position)
                    .into_iter()
                    .map(|(cell, digits)| CellCandidates { cell, digits })
                    .collect(),
                hint: drill.hint.text.clone(),
            })
        } else {
            let blank = if k == 0 { "" } else { "\n" };
            let cells: Vec<String> = candidates(&drill.position)
                .into_iter()
                .map(|(cell, digits)| {
                    let digits: String = digits.iter().map(|d| char::from(b'0' + d)).collect();
                    format!("{cell} {digits}")
                })
                .collect();
            out.line(&format!(
                "{blank}; hint: {}\n; candidates: {}\n; {}: drill {} after {} hints\n{}",
                drill.hint.text.replace('\n', " "),
                cells.join(", "),
                name(seed, k),
                technique.id(),
                drill.steps.len(),
                position.join("\n")
            ))
        }
    };
    search_and_write(args, options, out, attempt, emit, &describe)
}

/// Every empty cell's candidates, row-major, by cell name.
fn candidates(position: &KakuroPosition) -> Vec<(String, Vec<u8>)> {
    let grid = position.grid();
    position
        .empty_cells()
        .map(|c| (grid.cell_name(c), position.candidates(c).iter().collect()))
        .collect()
}
