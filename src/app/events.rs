//! The event loop's one channel (SPEC §10), after ratatui's event-thread pattern:
//! a thread reads the terminal's input, another ticks for the clock, the rating
//! workers (Sudoku's and Kakuro's) post their answers, and (on Unix) a thread turns SIGTERM, SIGHUP and
//! SIGINT into [`Event::Signal`], and the new-puzzle generator's threads post
//! [`Event::Generated`], all into one queue the loop waits on, so the UI
//! never waits for a rating and never polls. A signal is caught only to end the game
//! the orderly way: saved, terminal restored (see `crate::tui` and `cli::play`).

use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread;
use std::time::Duration;

use crossterm::event;

use super::coach::Response;
use super::coach::worker::Worker;
use super::generator::Generator;
use super::kakuro_coach::{KakuroResponse, KakuroWorker};
use super::new_puzzle::Generated;

/// How often the screen is redrawn without input (the clock's resolution).
pub const TICK: Duration = Duration::from_millis(250);

/// Something the event loop reacts to.
#[derive(Debug)]
pub enum Event {
    /// A key, a click or a resize from the terminal.
    Input(event::Event),
    /// Time passed: redraw the clock.
    Tick,
    /// The rating worker answered.
    Rated(Box<Response>),
    /// The Kakuro rating worker answered.
    KakuroRated(Box<KakuroResponse>),
    /// A generator thread made (or gave up) the new-puzzle form's order.
    Generated(Box<Generated>),
    /// Reading the terminal failed; the game ends with this error.
    Failed(std::io::Error),
    /// A signal asking the program to end arrived (one of [`ENDING_SIGNALS`]).
    Signal(i32),
}

/// The signals that end the game after a save and with the terminal restored:
/// SIGTERM, SIGHUP (the terminal went away) and SIGINT (sent from outside: in the
/// game's raw mode Ctrl-C is a key, not a signal).
#[cfg(unix)]
pub const ENDING_SIGNALS: [i32; 3] = [
    signal_hook::consts::SIGTERM,
    signal_hook::consts::SIGHUP,
    signal_hook::consts::SIGINT,
];
/// No signals are caught where signal-hook's iterator is not available.
#[cfg(not(unix))]
pub const ENDING_SIGNALS: [i32; 0] = [];

/// The queue the loop waits on, and the worker that feeds it ratings.
pub struct Events {
    queue: Receiver<Event>,
    /// The rating worker.
    pub worker: Worker,
    /// The Kakuro rating worker.
    pub kakuro_worker: KakuroWorker,
    /// The new-puzzle generator.
    pub generator: Generator,
}

impl Events {
    /// Catches the [`ENDING_SIGNALS`] and starts the input thread, the tick thread
    /// and the rating worker. Fails only when the signals cannot be caught.
    pub fn start() -> std::io::Result<Events> {
        let (tx, queue) = channel();
        spawn_signals(tx.clone())?;
        spawn_input(tx.clone());
        spawn_ticks(tx.clone());
        let rated = tx.clone();
        let worker = Worker::start(move |r| rated.send(Event::Rated(Box::new(r))).is_ok());
        let kakuro_rated = tx.clone();
        let kakuro_worker = KakuroWorker::start(move |r| {
            kakuro_rated.send(Event::KakuroRated(Box::new(r))).is_ok()
        });
        let generator = Generator::new(move |g| tx.send(Event::Generated(Box::new(g))).is_ok());
        Ok(Events {
            queue,
            worker,
            kakuro_worker,
            generator,
        })
    }

    /// Waits for the next event; `None` when every sender is gone.
    pub fn next(&self) -> Option<Event> {
        self.queue.recv().ok()
    }

    /// The next event if one is already waiting.
    pub fn try_next(&self) -> Option<Event> {
        self.queue.try_recv().ok()
    }
}

fn spawn_input(tx: Sender<Event>) {
    thread::spawn(move || {
        loop {
            let event = match event::read() {
                Ok(ev) => Event::Input(ev),
                Err(e) => {
                    let _ = tx.send(Event::Failed(e));
                    return;
                }
            };
            if tx.send(event).is_err() {
                return;
            }
        }
    });
}

fn spawn_ticks(tx: Sender<Event>) {
    thread::spawn(move || {
        while tx.send(Event::Tick).is_ok() {
            thread::sleep(TICK);
        }
    });
}

/// From now on the [`ENDING_SIGNALS`] no longer end the process at once: each
/// becomes an [`Event::Signal`] on the queue.
#[cfg(unix)]
fn spawn_signals(tx: Sender<Event>) -> std::io::Result<()> {
    let mut signals = signal_hook::iterator::Signals::new(ENDING_SIGNALS)?;
    thread::spawn(move || {
        for signal in signals.forever() {
            if tx.send(Event::Signal(signal)).is_err() {
                return;
            }
        }
    });
    Ok(())
}

#[cfg(not(unix))]
fn spawn_signals(_tx: Sender<Event>) -> std::io::Result<()> {
    Ok(())
}
