//! One rating call for a Kakuro (SPEC §3, §8, §11 `rate`): validity (solution count
//! up to two), the score Σ Nᵢ × Dᵢ of Simplest first with its remaining counts
//! (`***`, JSON null, when stuck), the hardest technique it needed, and the ATK
//! profile beside them.
//!
//! SPEC §11 lists the Sudoku `rate` fields; a Kakuro's object keeps the shared ones
//! with the same names and meanings (`valid`, `solutions`, `score`, `stuck`,
//! `contradiction`, `counts`), gives its size as `width` and `height` (clue row and
//! column included, as `profile` does), adds `hardest` (the hardest technique id
//! Simplest first applied, null when none or stuck) and `profile` (the §11 `profile`
//! object), and has no SHD, DiffKey or coarse rating: those are Sudoku's.

use serde::Serialize;

use super::coach::{End, simplest_first};
use super::position::KakuroPosition;
use super::profile::{KakuroProfile, profile_position};
use super::scores::KakuroScores;
use super::solver::{KakuroSolveOutcome, solve_position};
use super::techniques::KakuroTechnique;
use crate::rating::ordered::OrderedMap;

/// Everything kibitz rates about a Kakuro position.
#[derive(Clone, Debug, Serialize)]
pub struct KakuroReport {
    /// Width, clue column included.
    pub width: usize,
    /// Height, clue row included.
    pub height: usize,
    /// No broken run and exactly one solution.
    pub valid: bool,
    /// 0, 1 or 2 ("two or more"); null when the search budget ran out.
    pub solutions: Option<u8>,
    /// Σ Nᵢ × Dᵢ, or null when Simplest first gets stuck (`***`).
    pub score: Option<u32>,
    /// Whether Simplest first got stuck.
    pub stuck: bool,
    /// Whether it got stuck on a contradiction.
    pub contradiction: bool,
    /// How often each technique is still required (non-zero only, table order).
    pub counts: OrderedMap,
    /// The hardest technique Simplest first applied (null when none, or stuck).
    pub hardest: Option<KakuroTechnique>,
    /// The ATK profile of the position.
    pub profile: KakuroProfile,
}

/// Rates a Kakuro position (its candidates as they stand) with the given scores.
pub fn rate(position: &KakuroPosition, scores: &KakuroScores) -> KakuroReport {
    let solutions = match solve_position(position) {
        KakuroSolveOutcome::Unique(_) => Some(1),
        KakuroSolveOutcome::Several(..) => Some(2),
        KakuroSolveOutcome::NoSolution => Some(0),
        KakuroSolveOutcome::Undecided => None,
    };
    let run = simplest_first(position, scores);
    let stuck = run.end != End::Solved;
    let counts = OrderedMap(
        KakuroTechnique::ALL
            .into_iter()
            .filter(|&t| run.count(t) > 0)
            .map(|t| (t.id().to_string(), run.count(t)))
            .collect(),
    );
    let grid = position.grid();
    KakuroReport {
        width: grid.width(),
        height: grid.height(),
        valid: solutions == Some(1) && position.conflicts().is_empty(),
        solutions,
        score: (!stuck).then(|| scores.total(&run.counts)),
        stuck,
        contradiction: run.end == End::Contradiction,
        counts,
        hardest: if stuck { None } else { run.hardest(scores) },
        profile: profile_position(position),
    }
}
