//! One rating call for a position (SPEC §3–§7, §11 `rate`): validity, the
//! SourGumdrop score and remaining counts, the ER estimate (§7.1, from the same
//! Simplest-first run), the SHD tally, the DiffKey and the coarse rating, as one serde struct that the CLI and the UI share.

use serde::Serialize;

use super::coarse::coarse;
use super::counts::TechniqueCounts;
use super::diffkey::{DiffKey, diffkey};
use super::er::{Er, estimate_observed, step_value};
use super::scores::Scores;
use super::shd::{ShdTally, shd_tally};
use super::strategy::{End, simplest_first_observed};
use super::validity::{ConflictRecord, Validity};
use crate::engine::solver::{DEFAULT_MAX_NODES, SolveStatus};
use crate::engine::{Digit, Position};

/// Everything kibitz rates about a position.
#[derive(Clone, Debug, Serialize)]
pub struct Report {
    /// The board side N.
    pub size: usize,
    /// No duplicates and exactly one solution.
    pub valid: bool,
    /// 0, 1 or 2 ("two or more"); null when the search budget ran out.
    pub solutions: Option<u8>,
    /// The duplicates, when there are any.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub conflicts: Vec<ConflictRecord>,
    /// Σ Nᵢ × Dᵢ, or null when Simplest first gets stuck (`***`).
    pub score: Option<u32>,
    /// The ER estimate (SPEC §7.1): Sudoku Explainer's scale, one decimal, or
    /// null when Simplest first gets stuck.
    pub er: Option<Er>,
    /// Whether Simplest first got stuck.
    pub stuck: bool,
    /// Whether it got stuck on a cell without candidates.
    pub contradiction: bool,
    /// How often each technique is still required (non-zero only, table order).
    pub counts: TechniqueCounts,
    /// The SHD tally from this position.
    pub shd: ShdTally,
    /// The DiffKey of the placed digits.
    pub diffkey: DiffKey,
    /// The coarse rating: −1, 0, 3, 4 or 5.
    pub coarse: i8,
}

/// Rates a position with the given technique scores.
pub fn rate(position: &Position, scores: &Scores) -> Report {
    rate_knowing(position, scores, None)
}

/// [`rate`], for a position of a puzzle whose one solution is known
/// (`solution`): while the placed digits agree with it, the validity is read
/// off it ([`Validity::knowing`]) instead of searched for, which the game's
/// coach, rating every move of one puzzle, is spared on large boards.
pub fn rate_knowing(position: &Position, scores: &Scores, solution: Option<&[Digit]>) -> Report {
    let validity = solution
        .and_then(|s| Validity::knowing(position, s))
        .unwrap_or_else(|| Validity::of(position, DEFAULT_MAX_NODES));
    // The ER estimate values each step in the context the run found it in.
    let order = scores.order();
    let mut values = Vec::new();
    let run = simplest_first_observed(position, scores, |cx, instance| {
        values.push(step_value(cx, &order, instance));
    });
    let stuck = run.end != End::Solved;
    let counts = TechniqueCounts::new(run.counts);
    let score = (!stuck).then(|| scores.total(&run.counts));
    let status = validity.result.status;
    let known = validity
        .conflicts
        .is_empty()
        .then_some((status, validity.result.solutions.as_slice()));
    let solvable = matches!(status, SolveStatus::Unique | SolveStatus::Several);
    Report {
        size: position.n(),
        valid: validity.valid(),
        solutions: validity.solutions(),
        score,
        er: estimate_observed(position, &run, &values),
        stuck,
        contradiction: run.end == End::Contradiction,
        counts,
        shd: shd_tally(position),
        diffkey: diffkey(position, known),
        coarse: coarse(position, solvable),
        conflicts: validity.conflicts,
    }
}
