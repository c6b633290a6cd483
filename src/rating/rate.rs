//! One rating call for a position (SPEC §3–§7): validity, the SourGumdrop score
//! and remaining counts, the ER estimate (§7.1, from the same Simplest-first
//! run), the SHD tally, the DiffKey and the coarse rating, as one typed
//! [`Rating`] that the panel, the CLI and the generator share. It is not the
//! JSON shape: the CLI writes §11's records from it.

use super::coarse::{Coarse, coarse_indexed};
use super::counts::TechniqueCounts;
use super::diffkey::{DiffKey, diffkey};
use super::er::{Er, Estimator};
use super::scores::Scores;
use super::shd::{ShdTally, shd_tally_indexed};
use super::strategy::{End, simplest_first_indexed, simplest_hint_of_run};
use super::validity::Validity;
use crate::engine::instance::Instance;
use crate::engine::solver::DEFAULT_MAX_NODES;
use crate::engine::techniques::DigitIndex;
use crate::engine::{Digit, Position};

/// Everything kibitz rates about a position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rating {
    /// The board side N.
    pub size: usize,
    /// Duplicates, or how many solutions the placed digits allow (with the
    /// solution when there is exactly one).
    pub validity: Validity,
    /// Σ Nᵢ × Dᵢ, or `None` when Simplest first gets stuck (`***`).
    pub score: Option<u32>,
    /// The ER estimate (SPEC §7.1): Sudoku Explainer's scale, one decimal, or
    /// `None` when Simplest first gets stuck.
    pub er: Option<Er>,
    /// How Simplest first ended: solved, stuck, or stuck on a cell without
    /// candidates (a contradiction).
    pub end: End,
    /// How often each technique is still required.
    pub counts: TechniqueCounts,
    /// The SHD tally from this position.
    pub shd: ShdTally,
    /// The DiffKey of the placed digits.
    pub diffkey: DiffKey,
    /// The coarse rating.
    pub coarse: Coarse,
    /// The simplest hint (SPEC §3) as the Simplest-first run found it:
    /// `Some(hint)` when the run's first step is guaranteed to be what
    /// [`simplest_hint`](super::strategy::simplest_hint) gives on the position,
    /// `None` when only that separate search can tell
    /// ([`simplest_hint_of_run`] says when).
    pub simplest_hint: Option<Option<Instance>>,
}

impl Rating {
    /// Whether Simplest first got stuck (on a contradiction or not).
    pub fn stuck(&self) -> bool {
        self.end != End::Solved
    }

    /// Whether Simplest first got stuck on a contradiction.
    pub fn contradiction(&self) -> bool {
        self.end == End::Contradiction
    }

    /// The solution, when the placed digits allow exactly one.
    pub fn solution(&self) -> Option<&[Digit]> {
        self.validity.solution()
    }
}

/// Rates a position with the given technique scores.
pub fn rate(position: &Position, scores: &Scores) -> Rating {
    rate_knowing(position, scores, None)
}

/// [`rate`], for a position of a puzzle whose one solution is known
/// (`solution`): while the placed digits agree with it, the validity is read
/// off it ([`Validity::knowing`]) instead of searched for, which the game's
/// coach, rating every move of one puzzle, is spared on large boards.
pub fn rate_knowing(position: &Position, scores: &Scores, solution: Option<&[Digit]>) -> Rating {
    let validity = solution
        .and_then(|s| Validity::knowing(position, s))
        .unwrap_or_else(|| Validity::of(position, DEFAULT_MAX_NODES));
    // The ER estimate values each step in the context the run found it in.
    let mut estimator = Estimator::new(scores);
    // Simplest first, the SHD tally and the coarse rating start from the
    // position's index.
    let index = DigitIndex::new(position);
    let run = simplest_first_indexed(position, Some(&index), scores, &mut estimator);
    let stuck = run.end != End::Solved;
    Rating {
        size: position.n(),
        score: (!stuck).then(|| scores.total(&run.counts)),
        er: estimator.estimate(&run),
        end: run.end,
        counts: TechniqueCounts::new(run.counts),
        shd: shd_tally_indexed(position, &index),
        diffkey: diffkey(position, Some(&validity)),
        coarse: coarse_indexed(position, &index, validity.is_solvable()),
        simplest_hint: simplest_hint_of_run(position, &run),
        validity,
    }
}
