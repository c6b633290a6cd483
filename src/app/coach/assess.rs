//! What the coach works out for one position (SPEC §10), as a pure function the
//! rating worker runs off the UI thread: the solution of the puzzle (once), the
//! cells where the position contradicts it, else the full rating
//! (`rating::rate`), both hints (the simplest one as the drill's coach gives it
//! while a drill is open, else read off the rating's own run when that is sure
//! to be the same:
//! [`simplest_hint_of_run`](crate::rating::strategy::simplest_hint_of_run)) and
//! the last resort of the position the coach works on —
//! [`Game::analysis_position`](crate::game::Game::analysis_position).

use std::sync::Arc;

use crate::engine::solver::unique_solution;
use crate::engine::{Digit, Instance, Position, TechniqueId};
use crate::game::{Sudoku, contradictions};
use crate::generate::drill::drill_hint;
use crate::rating::hardest::{HardestSet, hardest_set};
use crate::rating::last_resort::{Guess, last_resort};
use crate::rating::rate::rate_knowing;
use crate::rating::strategy::{general_hint_within, no_harder_than_needed, simplest_hint};
use crate::rating::validity::Validity;
use crate::rating::{Rating, Scores};

/// A request to rate one position.
#[derive(Clone, Debug)]
pub struct Request {
    /// Numbers the requests: a newer request supersedes every older one.
    pub generation: u64,
    /// The key of the position as the player has it.
    pub key: u64,
    /// The puzzle's givens (solved once when `solution` is not known yet).
    pub start: Position,
    /// The position the coach works on (digits, marks ∩ basic filtering).
    pub analysis: Position,
    /// The player's own position (digits and marks), checked against the solution.
    pub played: Position,
    /// The solution, when the game knows it already.
    pub solution: Option<Arc<[Digit]>>,
    /// The technique scores to rate with.
    pub scores: Scores,
    /// Also work out the hardest set.
    pub hardest: bool,
    /// The technique of the drill open, whose hints the coach gives as the drill's
    /// coach does ([`drill_hint`]): a subsumed technique (simple or multi colours)
    /// is hinted where it applies and the simplest hint would be no simpler than
    /// its entry.
    pub drill: Option<TechniqueId>,
}

/// What the coach found for one position.
#[derive(Clone, Debug)]
pub enum Assessment {
    /// The position contradicts the solution: no rating and no hint from it.
    NoSolution {
        /// The cells whose digit or marks contradict the solution (empty when the
        /// position has no solution though the puzzle's solution is unknown).
        cells: Vec<usize>,
    },
    /// The position is rated.
    Rated(Box<Rated>),
}

/// The rating of a position and its two hints.
#[derive(Clone, Debug)]
pub struct Rated {
    /// Every rating of the position.
    pub rating: Rating,
    /// The simplest hint (SPEC §3), if any technique applies.
    pub simplest: Option<Instance>,
    /// The general hint (SPEC §3: the largest effect over the techniques no
    /// harder than the position needs), if any technique applies.
    pub general: Option<Instance>,
    /// The last resort (SPEC §3): the directed guess, when no enabled technique
    /// applies and the position is not solved.
    pub last_resort: Option<Guess>,
    /// Whether the position is solved.
    pub solved: bool,
}

/// The worker's answer to a [`Request`].
#[derive(Clone, Debug)]
pub struct Response {
    /// The request's generation.
    pub generation: u64,
    /// The request's position key.
    pub key: u64,
    /// The puzzle's unique solution, when it has one.
    pub solution: Option<Arc<[Digit]>>,
    /// What was found.
    pub assessment: Arc<Assessment>,
    /// The hardest set, when it was asked for (`None` inside: there is none).
    pub hardest: Option<Option<HardestSet>>,
}

/// Answers a request. `solution` is the puzzle's unique solution when known
/// (`None`: it has none, or several); the worker works it out once per puzzle.
pub fn assess(req: &Request, solution: Option<Arc<[Digit]>>) -> Response {
    let cells: Vec<usize> = solution
        .as_deref()
        .map(|s| contradictions::<Sudoku>(&req.played, s))
        .unwrap_or_default();
    let assessment = if cells.is_empty() {
        rated(&req.analysis, &req.scores, req.drill, solution.as_deref())
    } else {
        Assessment::NoSolution { cells }
    };
    // A position against the solution has no hardest set: answered as none, so
    // the coach does not ask again for as long as the hardest set is shown.
    let hardest = req.hardest.then(|| match assessment {
        Assessment::Rated(_) => hardest_set(&req.analysis, &req.scores),
        _ => None,
    });
    Response {
        generation: req.generation,
        key: req.key,
        solution,
        assessment: Arc::new(assessment),
        hardest,
    }
}

/// Answers a request, solving the puzzle first when the request does not carry
/// its solution (used by tests and benchmarks; the worker caches the solving).
pub fn assess_now(req: &Request) -> Response {
    let solution = req
        .solution
        .clone()
        .or_else(|| unique_solution(&req.start).map(Arc::from));
    assess(req, solution)
}

fn rated(
    analysis: &Position,
    scores: &Scores,
    drill: Option<TechniqueId>,
    solution: Option<&[Digit]>,
) -> Assessment {
    let rating = rate_knowing(analysis, scores, solution);
    if rating.validity == Validity::NoSolution {
        return Assessment::NoSolution { cells: Vec::new() };
    }
    // The general hint's cap (SPEC §3) is read off the rating's own Simplest-first
    // run: the hardest technique it needed from this position.
    let cap = no_harder_than_needed(scores, !rating.stuck(), |t| rating.counts.get(t));
    // So is the simplest hint, when the run is sure to have found the same.
    let simplest = match drill {
        Some(technique) => drill_hint(analysis, technique, scores),
        None => rating
            .simplest_hint
            .clone()
            .unwrap_or_else(|| simplest_hint(analysis, scores)),
    };
    // The position agrees with the puzzle's solution here (else it has none).
    let last_resort = simplest
        .is_none()
        .then(|| last_resort(analysis, solution))
        .flatten();
    Assessment::Rated(Box::new(Rated {
        simplest,
        last_resort,
        general: general_hint_within(analysis, &cap),
        solved: analysis.is_solved(),
        rating,
    }))
}
