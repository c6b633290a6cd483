//! The rating worker (SPEC §10): one thread that rates positions off the UI
//! thread. Requests arrive on a channel; when several are waiting, only the newest
//! is rated (the others are for positions already left behind). Each answer goes
//! back through a callback — the event loop's channel — tagged with its request's
//! generation. The puzzle's solution is worked out once per puzzle and kept.

use std::collections::HashMap;
use std::sync::Arc;
use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread;

use super::assess::{Request, Response, assess};
use crate::engine::Digit;
use crate::engine::solver::unique_solution;
use crate::game::puzzle_key;

/// The handle the event loop sends requests through.
pub struct Worker {
    requests: Sender<Request>,
}

impl Worker {
    /// Starts the worker thread; `answer` receives every response (the thread
    /// ends when it returns false, or when the handle is dropped).
    pub fn start(answer: impl Fn(Response) -> bool + Send + 'static) -> Worker {
        let (requests, inbox) = channel();
        thread::spawn(move || serve(&inbox, answer));
        Worker { requests }
    }

    /// Hands a request to the worker; never waits.
    pub fn send(&self, request: Request) {
        // A worker that is gone has nothing left to answer: the game goes on.
        let _ = self.requests.send(request);
    }
}

fn serve(inbox: &Receiver<Request>, answer: impl Fn(Response) -> bool) {
    let mut solutions: HashMap<String, Option<Arc<[Digit]>>> = HashMap::new();
    while let Ok(first) = inbox.recv() {
        let request = newest(first, inbox);
        let solution = match &request.solution {
            Some(known) => Some(Arc::clone(known)),
            None => solutions
                .entry(puzzle_key(&request.start))
                .or_insert_with(|| unique_solution(&request.start).map(Arc::from))
                .clone(),
        };
        if !answer(assess(&request, solution)) {
            return;
        }
    }
}

/// The newest of the waiting requests (a request asking for the hardest set is
/// not passed over for one that does not).
fn newest(first: Request, inbox: &Receiver<Request>) -> Request {
    let mut latest = first;
    while let Ok(next) = inbox.try_recv() {
        let hardest = latest.hardest && latest.key == next.key;
        latest = next;
        latest.hardest |= hardest;
    }
    latest
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::coach::Coach;
    use crate::engine::{Geometry, Position};
    use crate::game::SudokuGame;
    use crate::rating::Scores;
    use std::time::Duration;

    #[test]
    fn the_worker_answers_and_brings_the_solution() {
        let givens: Vec<Digit> = "1.3..4.24..1.1.3"
            .bytes()
            .map(|b| if b == b'.' { 0 } else { b - b'0' })
            .collect();
        let pos = Position::from_givens(Geometry::standard(4).unwrap(), &givens);
        let mut game = SudokuGame::new(None, &pos, None);
        let mut coach = Coach::new();
        let request = coach.sync(&game, &Scores::default()).unwrap();
        let (tx, rx) = channel();
        let worker = Worker::start(move |r| tx.send(r).is_ok());
        worker.send(request);
        let response = rx.recv_timeout(Duration::from_secs(30)).unwrap();
        assert_eq!(response.solution.as_deref().map(<[Digit]>::len), Some(16));
        assert!(coach.receive(response, &mut game));
        assert!(game.solution().is_some());
        assert!(coach.current_rated().is_some());
    }
}
