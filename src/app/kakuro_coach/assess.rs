//! What the Kakuro coach works out for one position (SPEC §3–§4 applied to §8,
//! §10), as a pure function a worker thread runs off the UI thread: the cells
//! where the position goes against the puzzle's solution, else the score
//! Σ Nᵢ × Dᵢ of Simplest first with its remaining counts (`***` when stuck), and
//! on request the hardest set. The position rated is the one the coach works on
//! ([`Game::analysis_position`](crate::game::Game::analysis_position)).

use std::sync::Arc;

use crate::game::{Kakuro, contradictions};
use crate::kakuro::coach::{End, KakuroRun, cap_of, hardest_set, simplest_first};
use crate::kakuro::{KakuroPosition, KakuroScores, KakuroTechnique};

/// A request to rate one Kakuro position.
#[derive(Clone, Debug)]
pub struct KakuroRequest {
    /// Numbers the requests: a newer request supersedes every older one.
    pub generation: u64,
    /// The key of the position as the player has it.
    pub key: u64,
    /// The position the coach works on (digits, marks ∩ the runs' combinations).
    pub analysis: KakuroPosition,
    /// The player's own position, checked against the solution.
    pub played: KakuroPosition,
    /// The puzzle's solution, when it has a unique one.
    pub solution: Option<Arc<[u8]>>,
    /// The Kakuro technique scores to rate with.
    pub scores: KakuroScores,
    /// Also work out the hardest set.
    pub hardest: bool,
}

/// What the Kakuro coach found for one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KakuroAssessment {
    /// The position goes against the solution: no score and no hint from it.
    NoSolution {
        /// The cells whose digit or marks go against the solution.
        cells: Vec<usize>,
    },
    /// The position is rated.
    Rated(KakuroRated),
}

/// The score of a Kakuro position and how Simplest first got there.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KakuroRated {
    /// How often Simplest first applied each technique, in table order: the
    /// remaining counts.
    pub counts: Vec<u32>,
    /// Σ Nᵢ × Dᵢ, or `None` when Simplest first got stuck (`***`).
    pub score: Option<u32>,
    /// How Simplest first ended.
    pub end: End,
    /// The general hint's cap (SPEC §3): the techniques no harder than the
    /// hardest one Simplest first needs from here, in Simplest-first order.
    pub cap: Vec<KakuroTechnique>,
}

impl KakuroRated {
    /// The rating of a Simplest-first run under `scores`.
    pub fn of(run: &KakuroRun, scores: &KakuroScores) -> KakuroRated {
        KakuroRated {
            counts: run.counts.to_vec(),
            score: (run.end == End::Solved).then(|| scores.total(&run.counts)),
            end: run.end,
            cap: cap_of(run, scores),
        }
    }

    /// How many times Simplest first applies a technique from here.
    pub fn count(&self, t: KakuroTechnique) -> u32 {
        self.counts.get(t.index()).copied().unwrap_or(0)
    }
}

/// The fewest hard techniques a Kakuro position needs (SPEC §4).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KakuroHardest {
    /// Each technique left, in Simplest-first order, with its count under the
    /// reduced set.
    pub techniques: Vec<(KakuroTechnique, u32)>,
    /// The scores with every dropped technique disabled.
    pub scores: KakuroScores,
}

/// The worker's answer to a [`KakuroRequest`].
#[derive(Clone, Debug)]
pub struct KakuroResponse {
    /// The request's generation.
    pub generation: u64,
    /// The request's position key.
    pub key: u64,
    /// What was found.
    pub assessment: Arc<KakuroAssessment>,
    /// The hardest set, when it was asked for (`None` inside: there is none).
    pub hardest: Option<Option<KakuroHardest>>,
}

/// Answers a request.
pub fn assess_kakuro(req: &KakuroRequest) -> KakuroResponse {
    let cells = req
        .solution
        .as_deref()
        .map(|s| contradictions::<Kakuro>(&req.played, s))
        .unwrap_or_default();
    let assessment = if cells.is_empty() {
        let run = simplest_first(&req.analysis, &req.scores);
        KakuroAssessment::Rated(KakuroRated::of(&run, &req.scores))
    } else {
        KakuroAssessment::NoSolution { cells }
    };
    // A position against the solution has no hardest set (answered, so that it
    // is not asked for again).
    let hardest = req.hardest.then(|| match assessment {
        KakuroAssessment::Rated(_) => hardest_set(&req.analysis, &req.scores)
            .map(|(techniques, scores)| KakuroHardest { techniques, scores }),
        KakuroAssessment::NoSolution { .. } => None,
    });
    KakuroResponse {
        generation: req.generation,
        key: req.key,
        assessment: Arc::new(assessment),
        hardest,
    }
}
