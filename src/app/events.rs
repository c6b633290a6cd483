//! The event loop's one channel (SPEC §10), after ratatui's event-thread pattern:
//! a thread reads the terminal's input, another ticks for the clock, and the rating
//! worker posts its answers, all into one queue the loop waits on, so the UI never
//! waits for a rating and never polls.

use std::sync::mpsc::{Receiver, Sender, channel};
use std::thread;
use std::time::Duration;

use crossterm::event;

use super::coach::Response;
use super::coach::worker::Worker;

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
    /// Reading the terminal failed; the game ends with this error.
    Failed(std::io::Error),
}

/// The queue the loop waits on, and the worker that feeds it ratings.
pub struct Events {
    queue: Receiver<Event>,
    /// The rating worker.
    pub worker: Worker,
}

impl Events {
    /// Starts the input thread, the tick thread and the rating worker.
    pub fn start() -> Events {
        let (tx, queue) = channel();
        spawn_input(tx.clone());
        spawn_ticks(tx.clone());
        let worker = Worker::start(move |r| tx.send(Event::Rated(Box::new(r))).is_ok());
        Events { queue, worker }
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
