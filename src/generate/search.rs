//! The search for puzzles that meet their targets (SPEC §9 `generate`), on all
//! cores and repeatable: puzzle `k` is the first success in its own sequence of
//! tries `0, 1, 2, …` (each try with its own random stream, see [`super::rng`]).
//! Tries run in rounds on a rayon pool: one try of each puzzle first, then several
//! tries of every unfinished puzzle at once; each puzzle takes its lowest
//! successful try of the round, so the result does not depend on the number of
//! threads. Finished puzzles are handed on
//! in order as soon as all before them are done.

use std::io;

use rayon::prelude::*;

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
}

/// How the search runs.
#[derive(Copy, Clone, Debug)]
pub struct SearchOptions {
    /// How many puzzles.
    pub count: usize,
    /// Tries allowed per puzzle.
    pub max_tries: u64,
    /// Worker threads (0 = all cores).
    pub threads: usize,
}

/// Runs `attempt(puzzle, try)` until every puzzle has succeeded or used its tries,
/// and passes each puzzle's outcome to `emit` in puzzle order; `done` hears how
/// many puzzles are finished after each round.
pub fn find_each<T, A, E, D>(
    options: SearchOptions,
    attempt: A,
    mut emit: E,
    mut done: D,
) -> io::Result<()>
where
    T: Send,
    A: Fn(usize, u64) -> Option<T> + Sync + Send,
    E: FnMut(usize, Outcome<T>) -> io::Result<()>,
    D: FnMut(usize),
{
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(options.threads)
        .build()
        .map_err(io::Error::other)?;
    let width = 2 * pool.current_num_threads().max(1);
    let mut next_try = vec![0u64; options.count];
    let mut results: Vec<Option<Outcome<T>>> = (0..options.count).map(|_| None).collect();
    let mut emitted = 0;
    while emitted < options.count {
        let pending: Vec<usize> = (emitted..options.count)
            .filter(|&k| results[k].is_none())
            .take(width)
            .collect();
        let widened = width.div_ceil(pending.len()) as u64;
        // A puzzle's first round is one try (most targets are met at once); later
        // rounds spread the threads over the puzzles still searching.
        let steps: Vec<u64> = pending
            .iter()
            .map(|&k| if next_try[k] == 0 { 1 } else { widened })
            .collect();
        let work: Vec<(usize, u64)> = pending
            .iter()
            .zip(&steps)
            .flat_map(|(&k, &step)| {
                let end = (next_try[k] + step).min(options.max_tries);
                (next_try[k]..end).map(move |t| (k, t))
            })
            .collect();
        let outcomes: Vec<(usize, u64, Option<T>)> = pool.install(|| {
            work.into_par_iter()
                .map(|(k, t)| (k, t, attempt(k, t)))
                .collect()
        });
        for (k, t, found) in outcomes {
            if results[k].is_none()
                && let Some(item) = found
            {
                // Work is in try order for each puzzle: the first found is the lowest.
                results[k] = Some(Outcome::Found { item, tries: t + 1 });
            }
        }
        for (&k, &step) in pending.iter().zip(&steps) {
            next_try[k] = (next_try[k] + step).min(options.max_tries);
            if results[k].is_none() && next_try[k] >= options.max_tries {
                results[k] = Some(Outcome::NotMet {
                    tries: options.max_tries,
                });
            }
        }
        while emitted < options.count {
            let Some(outcome) = results[emitted].take() else {
                break;
            };
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
            threads,
        };
        // Puzzle k succeeds on tries divisible by k + 3, except puzzle 2 never does.
        let attempt = |k: usize, t: u64| {
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
}
