//! `kibitz solve --steps` (SPEC §3, Most effective): the solving path with every
//! step explained: techniques, the naked singles the automatic step sets, and the
//! guesses of directed guessing when the techniques run out.

use serde::Serialize;

use crate::cli::hint::{CellDigitRecord, HintRecord, hint_record};
use crate::engine::{Geometry, Position, digit_char};
use crate::rating::Scores;
use crate::rating::strategy::{End, Step, solve_most_effective};

/// One step as `--json` writes it.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum StepRecord {
    /// A technique applied.
    Technique(HintRecord),
    /// Naked singles set by the automatic step.
    Automatic {
        /// The digits placed.
        placements: Vec<CellDigitRecord>,
    },
    /// A guess.
    Guess {
        /// The cell guessed.
        cell: String,
        /// The digit tried.
        digit: u8,
    },
}

/// The most-effective path of a position and whether it solved it.
pub fn solving_steps(position: &Position, scores: &Scores) -> (Vec<StepRecord>, bool) {
    let run = solve_most_effective(position, scores);
    let geo = position.geometry();
    let steps = run.steps.iter().map(|s| record(geo, s)).collect();
    (steps, run.end == End::Solved)
}

fn record(geo: &Geometry, step: &Step) -> StepRecord {
    match step {
        Step::Technique(i) => StepRecord::Technique(hint_record(geo, i)),
        Step::Automatic(placed) => StepRecord::Automatic {
            placements: placed
                .iter()
                .map(|&(cell, digit)| CellDigitRecord {
                    cell: geo.cell_name(cell),
                    digit,
                })
                .collect(),
        },
        Step::Guess(cell, digit) => StepRecord::Guess {
            cell: geo.cell_name(*cell),
            digit: *digit,
        },
    }
}

/// The steps as numbered lines for people.
pub fn steps_text(steps: &[StepRecord]) -> String {
    let mut lines = Vec::new();
    let mut number = 0;
    for step in steps {
        match step {
            StepRecord::Technique(h) => {
                number += 1;
                lines.push(format!("{number:>3}. {}", h.extra.text));
            }
            StepRecord::Automatic { placements } => {
                let set: Vec<String> = placements
                    .iter()
                    .map(|p| format!("{}={}", p.cell, digit_char(p.digit)))
                    .collect();
                lines.push(format!("     naked singles: {}", set.join(", ")));
            }
            StepRecord::Guess { cell, digit } => {
                number += 1;
                lines.push(format!(
                    "{number:>3}. Guess {} in {cell} (no technique applies)",
                    digit_char(*digit)
                ));
            }
        }
    }
    lines.join("\n")
}
