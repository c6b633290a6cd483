//! The thread that makes the "new puzzle" form's order (SPEC §10: the UI never
//! waits for the generator). After every update the event loop hands the app to
//! [`Generator::sync`], which starts a thread for a new order and tells the thread
//! of an order nobody waits for any more to stop; the thread posts its answer as a
//! [`Generated`] into the event loop's one channel, like the rating worker.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;

use super::App;
use super::new_puzzle::Generated;
use crate::generate::order::{Order, make_with, tries_for};
use crate::kakuro::KakuroScores;
use crate::rating::Scores;

/// Where answers go: true while someone still listens.
type Post = Arc<dyn Fn(Generated) -> bool + Send + Sync>;

/// Starts and stops the threads that make orders.
pub struct Generator {
    post: Post,
    /// The seed of the order being made, and its stop flag.
    current: Option<(u64, Arc<AtomicBool>)>,
}

impl Generator {
    /// A generator whose threads hand their answers to `post`.
    pub fn new(post: impl Fn(Generated) -> bool + Send + Sync + 'static) -> Generator {
        Generator {
            post: Arc::new(post),
            current: None,
        }
    }

    /// Starts making the order the app waits for, if it is new, and stops the one
    /// it no longer waits for.
    pub fn sync(&mut self, app: &App) {
        let wanted = app.waiting_order();
        if self.current.as_ref().map(|(seed, _)| *seed) == wanted.map(|(_, seed)| seed) {
            return;
        }
        if let Some((_, stop)) = self.current.take() {
            stop.store(true, Ordering::Relaxed);
        }
        if let Some((order, seed)) = wanted {
            let stop = Arc::new(AtomicBool::new(false));
            let (post, flag) = (Arc::clone(&self.post), Arc::clone(&stop));
            let scores = (app.scores.clone(), app.kakuro_scores.clone());
            thread::spawn(move || post(work_with(&order, (&scores.0, &scores.1), seed, &flag)));
            self.current = Some((seed, stop));
        }
    }
}

/// Makes an order under the game's technique scores on the calling thread (what
/// a generator thread runs), stopping early once `stop` is set.
pub fn work(order: &Order, scores: &Scores, seed: u64, stop: &AtomicBool) -> Generated {
    work_with(order, (scores, &KakuroScores::default()), seed, stop)
}

/// As [`work`], a Kakuro made under the game's Kakuro scores too.
pub fn work_with(
    order: &Order,
    scores: (&Scores, &KakuroScores),
    seed: u64,
    stop: &AtomicBool,
) -> Generated {
    Generated {
        seed,
        outcome: make_with(order, scores, seed, tries_for(order), stop),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::new_puzzle::{self, receive};
    use crate::app::{Action, Puzzle, Screen};
    use crate::engine::solver::{SolveLimits, SolveStatus, solve};
    use crate::game::SudokuGame;
    use crate::game::fixtures::four;
    use crate::theme::Theme;
    use std::sync::mpsc::channel;
    use std::time::Duration;

    #[test]
    fn an_order_is_made_on_another_thread_and_answers_the_form() {
        let mut app = App::new(Theme::builtin(), None, Vec::new());
        app.open(SudokuGame::new(None, &four(), None));
        new_puzzle::open(&mut app);
        // The size field, one step left of 9×9 twice: a 6×6, quick to make.
        new_puzzle::update(&mut app, Action::Move(1, 0));
        new_puzzle::update(&mut app, Action::Move(0, -1));
        new_puzzle::update(&mut app, Action::Move(0, -1));
        new_puzzle::update(&mut app, Action::NewPuzzleStart);
        let (tx, rx) = channel();
        let mut generator = Generator::new(move |g| tx.send(g).is_ok());
        generator.sync(&app);
        let answer = rx.recv_timeout(Duration::from_secs(60)).unwrap();
        let opened = receive(&mut app, answer).unwrap();
        assert_eq!(app.screen, Screen::Board);
        assert!(
            opened.note.starts_with("new puzzle: 6×6 Sudoku"),
            "{}",
            opened.note
        );
        let Puzzle::Sudoku(position) = opened.entry.puzzle else {
            panic!("a Sudoku was ordered");
        };
        assert_eq!(position.n(), 6);
        assert_eq!(
            solve(&position, SolveLimits::default()).status,
            SolveStatus::Unique
        );
        generator.sync(&app);
        assert!(generator.current.is_none());
    }
}
