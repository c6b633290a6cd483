//! The Kakuro coach in the game (SPEC §3–§4 applied to §8, §10): which position
//! is being rated under the player's Kakuro scores, what the worker answered,
//! and what the panel, the score editor and the hardest set may show as current.
//!
//! It follows the Sudoku coach (`super::coach`): every change to the game gives a
//! new position key; [`KakuroCoach::sync`] turns it into a [`KakuroRequest`] with
//! a fresh generation (or takes the answer from its cache, so undo and redo are
//! instant); [`KakuroCoach::receive`] files every answer and shows it only for the
//! position in play, an older one staying visible as updating; a change of scores
//! empties the cache and drops the answers under way. The rating runs on its own
//! thread ([`KakuroWorker`]), so the UI never waits for a Simplest-first run on a
//! large grid.
//!
//! The hints themselves are not the worker's: the simplest hint is the first
//! technique in Simplest-first order with an instance, found at once on the UI
//! thread (see `super::hints`); the general hint reads its cap from the rating
//! when it is current, else works the cap out there and then.

mod assess;
#[cfg(test)]
mod tests;

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread;

pub use assess::{
    KakuroAssessment, KakuroHardest, KakuroRated, KakuroRequest, KakuroResponse, assess_kakuro,
};

use super::coach::Freshness;
use crate::game::{Kakuro, KakuroGame, analysis_of, position_key};
use crate::kakuro::KakuroScores;

/// At most this many rated positions are kept; the cache starts afresh past it.
const CACHE_LIMIT: usize = 4096;

/// The Kakuro coach's state.
#[derive(Clone, Debug, Default)]
pub struct KakuroCoach {
    generation: u64,
    /// Answers of generations up to this one were computed under older scores, or
    /// for a game since left.
    dropped_up_to: u64,
    current: Option<u64>,
    shown: Option<(u64, Arc<KakuroAssessment>)>,
    cache: HashMap<u64, Arc<KakuroAssessment>>,
    /// Whether the hardest set is asked for (shown when it arrives).
    pub want_hardest: bool,
    hardest: Option<(u64, Option<KakuroHardest>)>,
}

impl KakuroCoach {
    /// Starts afresh for another game; answers still under way are dropped.
    pub fn restart(&mut self) {
        let generation = self.generation;
        *self = KakuroCoach {
            generation,
            dropped_up_to: generation,
            ..KakuroCoach::default()
        };
    }

    /// The request for the game's position when it changed since the last call
    /// (or the hardest set is wanted and missing), unless its answer is cached.
    pub fn sync(&mut self, game: &KakuroGame, scores: &KakuroScores) -> Option<KakuroRequest> {
        let key = position_key::<Kakuro>(game.position());
        let hardest_missing = self.want_hardest && self.hardest_for(key).is_none();
        if self.current == Some(key) && !hardest_missing {
            return None;
        }
        self.current = Some(key);
        if let Some(found) = self.cache.get(&key).filter(|_| !hardest_missing) {
            self.shown = Some((key, Arc::clone(found)));
            return None;
        }
        self.generation += 1;
        let played = game.position().clone();
        Some(KakuroRequest {
            generation: self.generation,
            key,
            analysis: analysis_of::<Kakuro>(&played),
            played,
            solution: game.solution().map(Arc::from),
            scores: scores.clone(),
            hardest: self.want_hardest,
        })
    }

    /// Files an answer; true when it is for the position in play (and now shown).
    pub fn receive(&mut self, response: KakuroResponse) -> bool {
        if response.generation <= self.dropped_up_to {
            return false;
        }
        if self.cache.len() >= CACHE_LIMIT {
            self.cache.clear();
        }
        self.cache
            .insert(response.key, Arc::clone(&response.assessment));
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
        self.dropped_up_to = self.generation;
    }

    /// The assessment to show and how fresh it is.
    pub fn shown(&self) -> (Option<&KakuroAssessment>, Freshness) {
        match &self.shown {
            None => (None, Freshness::Waiting),
            Some((key, a)) if Some(*key) == self.current => (Some(a), Freshness::Current),
            Some((_, a)) => (Some(a), Freshness::Updating),
        }
    }

    /// The current position's rating, when it has arrived and the position is rated.
    pub fn current_rated(&self) -> Option<&KakuroRated> {
        match self.shown() {
            (Some(KakuroAssessment::Rated(r)), Freshness::Current) => Some(r),
            _ => None,
        }
    }

    /// The hardest set of the position in play, once worked out (`Some(None)`:
    /// the position has none).
    pub fn hardest(&self) -> Option<&Option<KakuroHardest>> {
        self.current.and_then(|k| self.hardest_for(k))
    }

    fn hardest_for(&self, key: u64) -> Option<&Option<KakuroHardest>> {
        self.hardest
            .as_ref()
            .filter(|(k, _)| *k == key)
            .map(|(_, set)| set)
    }
}

/// The handle the event loop sends Kakuro rating requests through: one thread
/// that rates the newest request waiting and passes the others over.
pub struct KakuroWorker {
    requests: Sender<KakuroRequest>,
}

impl KakuroWorker {
    /// Starts the worker thread; `answer` receives every response (the thread
    /// ends when it returns false, or when the handle is dropped).
    pub fn start(answer: impl Fn(KakuroResponse) -> bool + Send + 'static) -> KakuroWorker {
        let (requests, inbox) = channel();
        thread::spawn(move || serve(&inbox, answer));
        KakuroWorker { requests }
    }

    /// Hands a request to the worker; never waits.
    pub fn send(&self, request: KakuroRequest) {
        // A worker that is gone has nothing left to answer: the game goes on.
        let _ = self.requests.send(request);
    }
}

fn serve(inbox: &Receiver<KakuroRequest>, answer: impl Fn(KakuroResponse) -> bool) {
    while let Ok(first) = inbox.recv() {
        let mut latest = first;
        while let Ok(next) = inbox.try_recv() {
            // A request for the hardest set is not passed over for one that is not.
            let hardest = latest.hardest && latest.key == next.key;
            latest = next;
            latest.hardest |= hardest;
        }
        if !answer(assess_kakuro(&latest)) {
            return;
        }
    }
}
