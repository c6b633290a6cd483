//! Batch work for every subcommand (SPEC §9): items processed on all cores with
//! rayon, results written in input order as each chunk finishes (so a file of any
//! length streams in little memory), with a progress bar on stderr that stays
//! silent when stderr is not a terminal.
//!
//! The bar shows done/total and the time left. The total is found by reading the
//! input a second time on a thread of its own, so the first results are never held
//! back by the count: until it is known the bar shows the count done alone.

use std::io::{self, IsTerminal};
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;
use serde::Serialize;

use super::output::{ErrorRecord, Outcome, Output};
use crate::format::FormatError;

/// Items handed to the worker threads at a time: large enough to keep every core
/// busy, small enough that output starts at once and memory stays flat.
const CHUNK: usize = 256;

/// The most worker threads `--threads` accepts: far more than any machine's cores
/// put to use, few enough that the pool can always be started.
pub const MAX_THREADS: usize = 256;

/// Reads `--threads N`: 0 (all cores) to [`MAX_THREADS`].
pub fn parse_threads(s: &str) -> Result<usize, String> {
    s.trim()
        .parse::<usize>()
        .ok()
        .filter(|&n| n <= MAX_THREADS)
        .ok_or_else(|| {
            format!("expected a number of threads 0 to {MAX_THREADS} (0 = all cores), found '{s}'")
        })
}

/// Runs `work` on every item on `threads` threads (0 = all cores) and passes the
/// results to `emit` in input order, counting them on `bar` (left for the caller
/// to clear); stops at the first error `emit` returns.
pub fn for_each_ordered<T, R, I, W, E>(
    items: I,
    threads: usize,
    bar: &ProgressBar,
    work: W,
    mut emit: E,
) -> io::Result<()>
where
    I: Iterator<Item = T>,
    T: Send,
    R: Send,
    W: Fn(T) -> R + Sync + Send,
    E: FnMut(R) -> io::Result<()>,
{
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(io::Error::other)?;
    let mut items = items.peekable();
    let mut chunk: Vec<T> = Vec::with_capacity(CHUNK);
    while items.peek().is_some() {
        chunk.extend(items.by_ref().take(CHUNK));
        // Each item is counted as it finishes, so the bar moves within a chunk too.
        let done = |item: T| {
            let result = work(item);
            bar.inc(1);
            result
        };
        let results: Vec<R> = pool.install(|| chunk.par_drain(..).map(done).collect());
        for r in results {
            emit(r)?;
        }
    }
    Ok(())
}

/// How a subcommand writes the results of a batch.
#[derive(Copy, Clone, Debug)]
pub struct Batch {
    /// Worker threads (0 = all cores).
    pub threads: usize,
    /// One JSON object per item instead of text.
    pub json: bool,
    /// A blank line between text blocks.
    pub blank_lines: bool,
}

impl Batch {
    /// A batch on `threads` worker threads (0 = all cores), written as JSON or as
    /// text (with a blank line between blocks when `blank_lines`).
    pub fn new(threads: usize, json: bool, blank_lines: bool) -> Batch {
        Batch {
            threads,
            json,
            blank_lines,
        }
    }

    /// Processes every item `items()` reads, in input order: a readable item goes
    /// through `work` and is written as JSON or as `text` gives it; an unreadable
    /// one is reported (in the JSON stream, or on stderr) and counted. `items` is
    /// called a second time to count the items when a progress bar is shown.
    pub fn run<P, R, I, M, W, T>(
        self,
        items: M,
        out: &mut Output,
        work: W,
        text: T,
    ) -> io::Result<Outcome>
    where
        M: Fn() -> I + Sync,
        I: Iterator<Item = Result<P, FormatError>>,
        P: Send,
        R: Send + Serialize,
        W: Fn(usize, P) -> R + Sync + Send,
        T: Fn(&R) -> String,
    {
        let mut bad = 0;
        let mut first = true;
        let work = |(index, item): (usize, Result<P, FormatError>)| {
            item.map(|p| work(index, p)).map_err(|e| ErrorRecord {
                index,
                name: None,
                error: e.to_string(),
            })
        };
        let bar = progress_bar();
        let stop = AtomicBool::new(false);
        let result = thread::scope(|scope| {
            if !bar.is_hidden() {
                scope.spawn(|| {
                    count_into(&bar, items().take_while(|_| !stop.load(Ordering::Relaxed)))
                });
            }
            let result =
                for_each_ordered(items().enumerate(), self.threads, &bar, work, |result| {
                    match result {
                        Ok(record) if self.json => out.json(&record),
                        Ok(record) => {
                            if self.blank_lines && !std::mem::take(&mut first) {
                                out.line("")?;
                            }
                            out.line(&text(&record))
                        }
                        Err(e) => {
                            bad += 1;
                            if self.json {
                                out.json(&e)
                            } else {
                                bar.suspend(|| eprintln!("{}", e.error));
                                Ok(())
                            }
                        }
                    }
                });
            // The count is of no use once the work is over (or has failed).
            stop.store(true, Ordering::Relaxed);
            result
        });
        // Cleared once the count is in too, so a late count cannot draw it again.
        bar.finish_and_clear();
        result?;
        out.flush()?;
        Ok(Outcome::from_bad_count(bad))
    }
}

/// The bar before the total is known: the count done, the rate, the time so far.
const COUNTING: &str = "{spinner} {pos} puzzles, {per_sec}, {elapsed}";
/// The bar once the total is known: done/total, the rate, the time left.
const COUNTED: &str = "{spinner} {pos}/{len} puzzles, {per_sec}, ETA {eta}";

/// A progress bar on stderr, or a hidden one when stderr is not a terminal.
fn progress_bar() -> ProgressBar {
    if !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(None, ProgressDrawTarget::stderr());
    if let Ok(style) = ProgressStyle::with_template(COUNTING) {
        bar.set_style(style);
    }
    bar
}

/// Counts `items` and gives the bar its total, switching it to done/total and ETA.
fn count_into<I: Iterator>(bar: &ProgressBar, items: I) {
    let total = items.count() as u64;
    bar.set_length(total);
    if let Ok(style) = ProgressStyle::with_template(COUNTED) {
        bar.set_style(style);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn results_keep_input_order_on_any_thread_count() {
        for threads in [1, 2, 4] {
            let mut seen = Vec::new();
            for_each_ordered(
                0..1000u32,
                threads,
                &ProgressBar::hidden(),
                |i| i * 2,
                |r| {
                    seen.push(r);
                    Ok(())
                },
            )
            .unwrap();
            assert_eq!(seen, (0..1000).map(|i| i * 2).collect::<Vec<_>>());
        }
    }

    #[test]
    fn thread_counts_are_bounded() {
        assert_eq!(parse_threads("0"), Ok(0));
        assert_eq!(parse_threads("256"), Ok(MAX_THREADS));
        let e = parse_threads("100000").unwrap_err();
        assert!(e.contains("0 to 256") && e.contains("100000"), "{e}");
        assert!(parse_threads("-1").is_err());
        assert!(parse_threads("many").is_err());
    }
}
