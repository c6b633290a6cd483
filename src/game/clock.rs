//! The game clock (SPEC §10): time spent on a puzzle, kept from one run to the
//! next through the save, stopped while the puzzle is solved. Sums saturate: no
//! time, however large, makes the clock panic.

use std::time::{Duration, Instant};

/// Accumulated playing time plus the moment the current run started.
#[derive(Clone, Debug)]
pub struct Clock {
    before: Duration,
    since: Option<Instant>,
    held: bool,
}

impl Clock {
    /// A running clock that already counts `before`.
    pub fn starting_at(before: Duration) -> Clock {
        Clock {
            before,
            since: Some(Instant::now()),
            held: false,
        }
    }

    /// The time counted so far.
    pub fn elapsed(&self) -> Duration {
        self.before
            .saturating_add(self.since.map_or(Duration::ZERO, |s| s.elapsed()))
    }

    /// Runs or stops the clock; a held clock stays stopped.
    pub fn set_running(&mut self, running: bool) {
        match (running && !self.held, self.since) {
            (true, None) => self.since = Some(Instant::now()),
            (false, Some(s)) => {
                self.before = self.before.saturating_add(s.elapsed());
                self.since = None;
            }
            _ => {}
        }
    }

    /// Stops the clock as of `at`: time after it is not counted (a moment before
    /// the run started counts nothing).
    pub fn pause_at(&mut self, at: Instant) {
        if let Some(s) = self.since.take() {
            self.before = self.before.saturating_add(at.saturating_duration_since(s));
        }
    }

    /// Whether the clock is counting.
    pub fn is_running(&self) -> bool {
        self.since.is_some()
    }

    /// Stops the clock for good: a board shown for reference (or in a rendering test)
    /// keeps a fixed time.
    pub fn hold(&mut self) {
        self.set_running(false);
        self.held = true;
    }
}

/// `m:ss`, or `h:mm:ss` from one hour on.
pub fn format_duration(d: Duration) -> String {
    let s = d.as_secs();
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formats_minutes_and_hours() {
        assert_eq!(format_duration(Duration::from_secs(65)), "1:05");
        assert_eq!(format_duration(Duration::from_secs(3725)), "1:02:05");
    }

    #[test]
    fn a_pause_counts_up_to_its_moment_only() {
        let mut c = Clock::starting_at(Duration::from_secs(7));
        let long_ago = Instant::now() - Duration::from_secs(1);
        c.pause_at(long_ago);
        assert!(!c.is_running());
        assert_eq!(c.elapsed(), Duration::from_secs(7));
        c.set_running(true);
        assert!(c.is_running());
    }

    #[test]
    fn the_longest_time_does_not_overflow() {
        let mut c = Clock::starting_at(Duration::MAX);
        assert_eq!(c.elapsed(), Duration::MAX);
        c.set_running(false);
        assert_eq!(c.elapsed(), Duration::MAX);
        assert!(format_duration(Duration::MAX).ends_with(":15"));
    }

    #[test]
    fn a_held_clock_never_runs() {
        let mut c = Clock::starting_at(Duration::from_secs(7));
        c.hold();
        c.set_running(true);
        assert!(!c.is_running());
        assert_eq!(c.elapsed().as_secs(), 7);
    }
}
