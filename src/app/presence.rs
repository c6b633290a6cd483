//! Whether the player is there (SPEC §10): the clock counts only time spent on
//! the puzzle. It pauses when the terminal loses focus (focus reporting, where the
//! terminal has it) and when no key or click has come for [`IDLE`]; the first key,
//! click or regained focus starts it again. An idle stretch is not counted at
//! all: the clock stops as of the last key. A solved puzzle's clock stays stopped
//! whatever happens (the game stops it at the finish).

use std::time::{Duration, Instant};

use crossterm::event::Event as Input;

use super::{App, each_kind};

/// How long without a key or a click before the clock pauses. Five minutes: long
/// enough for a hard deduction worked out in the head, short enough that a break
/// is not counted.
pub const IDLE: Duration = Duration::from_secs(5 * 60);

/// Why the clock is paused, if it is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Pause {
    /// The terminal lost focus.
    Unfocused,
    /// No key or click for [`IDLE`].
    Idle,
}

/// What the app knows of the player's presence.
#[derive(Copy, Clone, Debug)]
pub struct Presence {
    /// When the last key or click came.
    pub last_input: Instant,
    /// Why the clock is paused, if it is.
    pub paused: Option<Pause>,
}

impl Presence {
    /// Someone there as of `now`.
    pub fn new(now: Instant) -> Presence {
        Presence {
            last_input: now,
            paused: None,
        }
    }
}

impl App {
    /// Takes in what a terminal event says about the player: a key or a click
    /// (they are there), focus lost or regained.
    pub fn notice(&mut self, input: &Input, now: Instant) {
        match input {
            Input::FocusLost => self.pause_clock(Pause::Unfocused, now),
            Input::FocusGained | Input::Key(_) | Input::Mouse(_) => {
                self.presence.last_input = now;
                self.resume_clock();
            }
            _ => {}
        }
    }

    /// The clock's tick: pauses the clock, as of the last key, once the player
    /// has been idle for [`IDLE`].
    pub fn tick(&mut self, now: Instant) {
        let last = self.presence.last_input;
        if self.presence.paused.is_none() && now.saturating_duration_since(last) >= IDLE {
            self.pause_clock(Pause::Idle, last);
        }
    }

    /// Stops the game's clock as of `at`.
    fn pause_clock(&mut self, why: Pause, at: Instant) {
        if let Some(session) = self.session.as_mut() {
            each_kind!(session, g => g.clock_mut().pause_at(at));
        }
        self.presence.paused = Some(why);
    }

    /// Runs the game's clock again after a pause, unless the puzzle is solved.
    fn resume_clock(&mut self) {
        if self.presence.paused.take().is_none() {
            return;
        }
        if let Some(session) = self.session.as_mut() {
            let solved = session.is_solved();
            each_kind!(session, g => g.clock_mut().set_running(!solved));
        }
    }
}

#[cfg(test)]
mod tests {
    use crossterm::event::{KeyCode, KeyEvent};

    use super::*;
    use crate::app::Action;
    use crate::app::fixtures::update;
    use crate::game::SudokuGame;
    use crate::game::fixtures::{FOUR_SOLUTION, digits, four};
    use crate::theme::Theme;

    fn app() -> App {
        let mut app = App::new(Theme::builtin(), None, Vec::new());
        app.open(SudokuGame::new(None, &four(), Some(digits(FOUR_SOLUTION))));
        app
    }

    fn running(app: &App) -> bool {
        app.session.as_ref().unwrap().clock().is_running()
    }

    fn key() -> Input {
        Input::Key(KeyEvent::from(KeyCode::Right))
    }

    #[test]
    fn losing_focus_pauses_the_clock_and_a_key_or_focus_resumes_it() {
        let mut a = app();
        let now = Instant::now();
        assert!(running(&a));
        a.notice(&Input::FocusLost, now);
        assert!(!running(&a));
        assert_eq!(a.presence.paused, Some(Pause::Unfocused));
        let frozen = a.session.as_ref().unwrap().clock().elapsed();
        std::thread::sleep(Duration::from_millis(20));
        assert_eq!(a.session.as_ref().unwrap().clock().elapsed(), frozen);
        a.notice(&Input::FocusGained, now);
        assert!(running(&a));
        a.notice(&Input::FocusLost, now);
        a.notice(&key(), now);
        assert!(running(&a), "a key means the player is back");
    }

    #[test]
    fn idle_time_pauses_the_clock_as_of_the_last_key() {
        let mut a = app();
        let start = Instant::now();
        a.presence.last_input = start;
        a.tick(start + IDLE - Duration::from_secs(1));
        assert!(running(&a), "not idle yet");
        a.tick(start + IDLE);
        assert!(!running(&a));
        assert_eq!(a.presence.paused, Some(Pause::Idle));
        let elapsed = a.session.as_ref().unwrap().clock().elapsed();
        assert!(
            elapsed < Duration::from_secs(60),
            "the idle stretch is not counted"
        );
        a.notice(&key(), start + IDLE * 2);
        assert!(running(&a));
        assert_eq!(a.presence.paused, None);
    }

    #[test]
    fn a_solved_puzzle_keeps_its_clock_stopped() {
        let mut a = app();
        let solution = digits(FOUR_SOLUTION);
        for cell in 0..16u16 {
            update(&mut a, Action::Select(cell));
            update(&mut a, Action::Digit(solution[cell as usize]));
        }
        assert!(!running(&a), "stopped at the finish");
        let now = Instant::now();
        a.notice(&Input::FocusLost, now);
        a.notice(&Input::FocusGained, now);
        a.notice(&key(), now);
        assert!(!running(&a), "still stopped");
    }
}
