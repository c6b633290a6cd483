//! The coach's side of the game (SPEC §10): which position is being rated, what
//! the rating worker has answered, and what the panel may show as current.
//!
//! Every change to the game gives a new position key; [`Coach::sync`] turns it
//! into a [`Request`] with a fresh generation number (or takes the answer from the
//! cache, so undo and redo are instant). [`Coach::receive`] files every answer in
//! the cache but shows it only when it is for the position in play: an older answer
//! stays visible, marked as updating, until the current one arrives. A change of
//! scores empties the cache, and answers computed under the old scores are
//! dropped. While nothing else waits, the earlier positions of the game that have
//! no rating yet (a resumed game's moves) are rated one at a time, newest first, so
//! the sparkline covers every move.

mod assess;
pub mod worker;

use std::collections::HashMap;
use std::sync::Arc;

pub use assess::{Assessment, Rated, Request, Response, assess, assess_now};

use crate::engine::{Instance, Position, TechniqueId};
use crate::game::{Sudoku, SudokuGame, analysis_of, position_key};
use crate::kakuro::KakuroTechnique;
use crate::rating::Scores;
use crate::rating::hardest::HardestSet;
use crate::rating::last_resort::Guess;

/// At most this many rated positions are kept; the cache starts afresh past it.
const CACHE_LIMIT: usize = 4096;

/// Which hint a person asked for.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HintKind {
    /// The simplest hint (SPEC §3): what Simplest first would do next.
    Simplest,
    /// The general hint: the largest effect over every technique.
    General,
}

/// How the shown assessment relates to the position in play.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Freshness {
    /// It is for the position in play.
    Current,
    /// It is for an earlier position; the current one is being rated.
    Updating,
    /// Nothing rated yet.
    Waiting,
}

/// The coach's state.
#[derive(Clone, Debug, Default)]
pub struct Coach {
    generation: u64,
    /// Answers of generations up to this one were computed under older scores, or
    /// for a game since left.
    dropped_up_to: u64,
    current: Option<u64>,
    shown: Option<(u64, Arc<Assessment>)>,
    cache: HashMap<u64, Arc<Assessment>>,
    path: Vec<u64>,
    /// The hint asked for before the current position was rated.
    pub wanted_hint: Option<HintKind>,
    /// Whether the hardest set is asked for (shown when it arrives).
    pub want_hardest: bool,
    hardest: Option<(u64, Option<HardestSet>)>,
    solution_settled: bool,
    /// The earlier position being rated for the sparkline, if any.
    filling: Option<u64>,
    /// The technique of the drill opened in this game, if it is one: its
    /// hints come as the drill's coach gives them (`generate::drill`). Set when
    /// the drill opens; a game resumed later is coached as any other.
    pub drill: Option<TechniqueId>,
    /// The technique of the Kakuro drill opened in this game, if it is one: its
    /// hints come as the Kakuro drill's coach gives them
    /// (`generate::kakuro_drill`).
    pub kakuro_drill: Option<KakuroTechnique>,
}

impl Coach {
    /// A coach for a newly opened game.
    pub fn new() -> Coach {
        Coach::default()
    }

    /// Starts afresh for another game; answers still under way for the game left
    /// are dropped when they arrive.
    pub fn restart(&mut self) {
        let generation = self.generation;
        *self = Coach {
            generation,
            dropped_up_to: generation,
            ..Coach::default()
        };
    }

    /// The request for the game's position when it changed since the last call,
    /// unless its answer is cached (then it is shown at once).
    pub fn sync(&mut self, game: &SudokuGame, scores: &Scores) -> Option<Request> {
        let key = position_key::<Sudoku>(game.position());
        let hardest_missing = self.want_hardest && self.hardest_for(key).is_none();
        if self.current == Some(key) && !hardest_missing {
            return self.fill(game, scores);
        }
        // Replaying the history is done only when the position changed.
        self.path = game.position_keys();
        self.current = Some(key);
        // An earlier position being filled in may be passed over by the worker.
        self.filling = None;
        if let Some(found) = self.cache.get(&key).filter(|_| !hardest_missing) {
            self.shown = Some((key, Arc::clone(found)));
            return self.fill(game, scores);
        }
        Some(self.request(key, game.position().clone(), game, scores))
    }

    /// A request for the newest earlier position of the game that has no rating
    /// yet, so the sparkline covers every move of a resumed game too: one at a
    /// time, and only while the position in play is rated.
    fn fill(&mut self, game: &SudokuGame, scores: &Scores) -> Option<Request> {
        let current = self.current?;
        if self.filling.is_some() || !self.cache.contains_key(&current) {
            return None;
        }
        let index = self
            .path
            .iter()
            .rposition(|k| !self.cache.contains_key(k))?;
        let key = self.path[index];
        self.filling = Some(key);
        Some(self.request(key, game.position_at(index), game, scores))
    }

    fn request(
        &mut self,
        key: u64,
        played: Position,
        game: &SudokuGame,
        scores: &Scores,
    ) -> Request {
        self.generation += 1;
        Request {
            generation: self.generation,
            key,
            start: game.start().clone(),
            analysis: analysis_of::<Sudoku>(&played),
            played,
            solution: game.solution().map(Arc::from),
            scores: scores.clone(),
            hardest: self.want_hardest && Some(key) == self.current,
            drill: self.drill,
        }
    }

    /// Files an answer, passing the solution it brings to the game; true when it
    /// is for the position in play (and now shown).
    pub fn receive(&mut self, response: Response, game: &mut SudokuGame) -> bool {
        if response.generation <= self.dropped_up_to {
            return false;
        }
        self.solution_settled = true;
        if let Some(solution) = &response.solution {
            game.learn_solution(solution);
        }
        if self.cache.len() >= CACHE_LIMIT {
            self.cache.clear();
        }
        self.cache
            .insert(response.key, Arc::clone(&response.assessment));
        if self.filling == Some(response.key) {
            self.filling = None;
        }
        if let Some(set) = response.hardest {
            self.hardest = Some((response.key, set));
        }
        if self.current != Some(response.key) {
            return false;
        }
        self.shown = Some((response.key, response.assessment));
        true
    }

    /// Forgets every rating (the scores changed): the next sync asks again, and
    /// answers already under way are dropped. What is shown stays, as updating.
    pub fn invalidate(&mut self) {
        self.cache.clear();
        self.hardest = None;
        self.current = None;
        self.filling = None;
        self.dropped_up_to = self.generation;
    }

    /// The assessment to show and how fresh it is.
    pub fn shown(&self) -> (Option<&Assessment>, Freshness) {
        match &self.shown {
            None => (None, Freshness::Waiting),
            Some((key, a)) if Some(*key) == self.current => (Some(a), Freshness::Current),
            Some((_, a)) => (Some(a), Freshness::Updating),
        }
    }

    /// The current position's rating, when it has arrived and the position is rated.
    pub fn current_rated(&self) -> Option<&Rated> {
        match self.shown() {
            (Some(Assessment::Rated(r)), Freshness::Current) => Some(r),
            _ => None,
        }
    }

    /// The current position's hint of a kind, when the rating has arrived.
    pub fn hint(&self, kind: HintKind) -> Option<&Instance> {
        let rated = self.current_rated()?;
        match kind {
            HintKind::Simplest => rated.simplest.as_ref(),
            HintKind::General => rated.general.as_ref(),
        }
    }

    /// The current position's last resort (SPEC §3): the directed guess when no
    /// enabled technique applies, once the rating has arrived.
    pub fn last_resort(&self) -> Option<&Guess> {
        self.current_rated()?.last_resort.as_ref()
    }

    /// The hardest set of the position in play, once worked out (`Some(None)`:
    /// the position has none).
    pub fn hardest(&self) -> Option<&Option<HardestSet>> {
        self.current.and_then(|k| self.hardest_for(k))
    }

    fn hardest_for(&self, key: u64) -> Option<&Option<HardestSet>> {
        self.hardest
            .as_ref()
            .filter(|(k, _)| *k == key)
            .map(|(_, set)| set)
    }

    /// Whether the worker has answered once, so the puzzle's solution (or that it
    /// has none) is known.
    pub fn solution_settled(&self) -> bool {
        self.solution_settled
    }

    /// The remaining score and SHD tally of every position from the start to the
    /// one in play (`None` where it is not rated, or has no score).
    pub fn trail(&self) -> Vec<(Option<u32>, Option<u32>)> {
        self.path
            .iter()
            .map(|key| match self.cache.get(key).map(Arc::as_ref) {
                Some(Assessment::Rated(r)) => (r.rating.score, Some(r.rating.shd.total)),
                _ => (None, None),
            })
            .collect()
    }
}

#[cfg(test)]
mod tests;
