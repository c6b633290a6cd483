//! The search for puzzles that meet their targets (SPEC §9 `generate`), on all
//! cores and repeatable: puzzle `k` is the first success in its own sequence of
//! tries `0, 1, 2, …` (each try with its own random stream, see [`super::rng`]).
//! Tries run in rounds on a rayon pool: one try of each puzzle first, then several
//! tries of every unfinished puzzle at once; each puzzle takes its lowest
//! successful try of the round, so the result does not depend on the number of
//! threads. Finished puzzles are handed on in order as soon as all before them
//! are done.
//!
//! Memory does not grow with the count: only a window of [`WINDOW_PER_THREAD`]
//! puzzles per thread is held at once (those being searched and those finished
//! ahead of the first unfinished one), so a count of millions streams.
//!
//! A puzzle may have a time budget, counted from its first try: tries see the
//! deadline and give up when it passes, and a puzzle whose budget is spent ends
//! as [`Outcome::OutOfTime`]. Only such puzzles depend on the machine's speed;
//! every puzzle found is still the one its seed gives.

use std::collections::VecDeque;
use std::io;
use std::time::{Duration, Instant};

use rayon::prelude::*;

/// Puzzles held at once per worker thread: enough to keep every thread busy while
/// a slow puzzle holds back the output, few enough that memory stays flat.
pub const WINDOW_PER_THREAD: usize = 8;

/// What became of one puzzle.
#[derive(Debug, Clone, PartialEq)]
pub enum Outcome<T> {
    /// Try `tries - 1` succeeded with this item.
    Found {
        /// The puzzle and whatever goes with it.
        item: T,
        /// Tries used, the successful one included.
        tries: u64,
    },
    /// No try out of `tries` met the targets.
    NotMet {
        /// Tries used (the limit).
        tries: u64,
    },
    /// The time budget was spent before a try met the targets.
    OutOfTime {
        /// Tries started within the budget.
        tries: u64,
    },
}

/// How the search runs.
#[derive(Copy, Clone, Debug)]
pub struct SearchOptions {
    /// How many puzzles.
    pub count: usize,
    /// Tries allowed per puzzle.
    pub max_tries: u64,
    /// Time allowed per puzzle from its first try (`None`: no limit).
    pub max_time: Option<Duration>,
    /// Worker threads (0 = all cores).
    pub threads: usize,
}

/// One puzzle of the window.
struct Slot<T> {
    next_try: u64,
    deadline: Option<Instant>,
    result: Option<Outcome<T>>,
}

/// Runs `attempt(puzzle, try, deadline)` until every puzzle has succeeded, used
/// its tries or spent its time, and passes each puzzle's outcome to `emit` in
/// puzzle order; `done` hears how many puzzles are finished after each round.
pub fn find_each<T, A, E, D>(
    options: SearchOptions,
    attempt: A,
    mut emit: E,
    mut done: D,
) -> io::Result<()>
where
    T: Send,
    A: Fn(usize, u64, Option<Instant>) -> Option<T> + Sync + Send,
    E: FnMut(usize, Outcome<T>) -> io::Result<()>,
    D: FnMut(usize),
{
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(options.threads)
        .build()
        .map_err(io::Error::other)?;
    let width = 2 * pool.current_num_threads().max(1);
    let window = WINDOW_PER_THREAD * pool.current_num_threads().max(1);
    // Slot `i` is puzzle `emitted + i`.
    let mut slots: VecDeque<Slot<T>> = VecDeque::with_capacity(window);
    let mut emitted = 0;
    while emitted < options.count {
        while slots.len() < window && emitted + slots.len() < options.count {
            slots.push_back(Slot {
                next_try: 0,
                deadline: None,
                result: None,
            });
        }
        let pending: Vec<usize> = (0..slots.len())
            .filter(|&i| slots[i].result.is_none())
            .take(width)
            .collect();
        let widened = width.div_ceil(pending.len()) as u64;
        let now = Instant::now();
        // A puzzle's first round is one try (most targets are met at once); later
        // rounds spread the threads over the puzzles still searching.
        let steps: Vec<u64> = pending
            .iter()
            .map(|&i| {
                let slot = &mut slots[i];
                if slot.next_try == 0 {
                    slot.deadline = options.max_time.and_then(|t| now.checked_add(t));
                    1
                } else {
                    widened
                }
            })
            .collect();
        let work: Vec<(usize, u64, Option<Instant>)> = pending
            .iter()
            .zip(&steps)
            .flat_map(|(&i, &step)| {
                let slot = &slots[i];
                let end = (slot.next_try + step).min(options.max_tries);
                let deadline = slot.deadline;
                (slot.next_try..end).map(move |t| (i, t, deadline))
            })
            .collect();
        let outcomes: Vec<(usize, u64, Option<T>)> = pool.install(|| {
            work.into_par_iter()
                .map(|(i, t, deadline)| (i, t, attempt(emitted + i, t, deadline)))
                .collect()
        });
        for (i, t, found) in outcomes {
            if slots[i].result.is_none()
                && let Some(item) = found
            {
                // Work is in try order for each puzzle: the first found is the lowest.
                slots[i].result = Some(Outcome::Found { item, tries: t + 1 });
            }
        }
        let now = Instant::now();
        for (&i, &step) in pending.iter().zip(&steps) {
            let slot = &mut slots[i];
            slot.next_try = (slot.next_try + step).min(options.max_tries);
            if slot.result.is_some() {
                continue;
            }
            if slot.next_try >= options.max_tries {
                slot.result = Some(Outcome::NotMet {
                    tries: options.max_tries,
                });
            } else if slot.deadline.is_some_and(|d| now >= d) {
                slot.result = Some(Outcome::OutOfTime {
                    tries: slot.next_try,
                });
            }
        }
        while let Some(outcome) = slots.front_mut().and_then(|s| s.result.take()) {
            slots.pop_front();
            emit(emitted, outcome)?;
            emitted += 1;
        }
        done(emitted);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(threads: usize, count: usize, max_tries: u64) -> Vec<Outcome<(usize, u64)>> {
        let mut seen = Vec::new();
        let options = SearchOptions {
            count,
            max_tries,
            max_time: None,
            threads,
        };
        // Puzzle k succeeds on tries divisible by k + 3, except puzzle 2 never does.
        let attempt = |k: usize, t: u64, _| {
            (k != 2 && t > 0 && t.is_multiple_of(k as u64 + 3)).then_some((k, t))
        };
        find_each(
            options,
            attempt,
            |_, o| {
                seen.push(o);
                Ok(())
            },
            |_| {},
        )
        .unwrap();
        seen
    }

    #[test]
    fn outcomes_are_the_first_successes_on_any_thread_count() {
        let one = run(1, 6, 20);
        assert_eq!(one.len(), 6);
        assert_eq!(
            one[0],
            Outcome::Found {
                item: (0, 3),
                tries: 4
            }
        );
        assert_eq!(one[2], Outcome::NotMet { tries: 20 });
        assert_eq!(
            one[5],
            Outcome::Found {
                item: (5, 8),
                tries: 9
            }
        );
        assert_eq!(run(3, 6, 20), one);
        assert_eq!(run(8, 6, 20), one);
    }

    #[test]
    fn zero_tries_meet_nothing() {
        assert_eq!(run(2, 2, 0), vec![Outcome::NotMet { tries: 0 }; 2]);
    }

    #[test]
    fn many_puzzles_stream_through_a_small_window() {
        // Far more puzzles than the window holds, in order, none lost.
        let found = run(2, 1000, 8);
        assert_eq!(found.len(), 1000);
        assert_eq!(found[2], Outcome::NotMet { tries: 8 });
        assert_eq!(
            found[1],
            Outcome::Found {
                item: (1, 4),
                tries: 5
            }
        );
        assert!(
            found[6..]
                .iter()
                .all(|o| *o == Outcome::NotMet { tries: 8 })
        );
    }

    #[test]
    fn a_spent_budget_ends_the_puzzle() {
        let options = SearchOptions {
            count: 2,
            max_tries: u64::MAX,
            max_time: Some(Duration::from_millis(50)),
            threads: 2,
        };
        let attempt = |_, _, deadline: Option<Instant>| {
            assert!(deadline.is_some());
            std::thread::sleep(Duration::from_millis(5));
            None::<()>
        };
        let mut seen = Vec::new();
        find_each(
            options,
            attempt,
            |_, o| {
                seen.push(o);
                Ok(())
            },
            |_| {},
        )
        .unwrap();
        assert_eq!(seen.len(), 2);
        assert!(
            seen.iter()
                .all(|o| matches!(o, Outcome::OutOfTime { tries } if *tries > 1)),
            "{seen:?}"
        );
    }
}
