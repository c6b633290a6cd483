//! Batch work for every subcommand (SPEC §9): items processed on all cores with
//! rayon, each result written in input order as soon as it and those before it
//! are done (so a file of any length streams in little memory, and the first
//! result shows while the rest are worked on), with a progress bar on stderr
//! that stays silent when stderr is not a terminal.
//!
//! At most [`WINDOW_PER_THREAD`] items per thread are in hand at once (being
//! worked on, or done and waiting for an earlier one), so memory is bounded by
//! the window, not by the input.
//!
//! The bar shows done/total and the time left. The total is found by reading the
//! input a second time on a thread of its own, so the first results are never held
//! back by the count: until it is known the bar shows the count done alone, and
//! an input that cannot be read twice (streamed standard input) shows it alone
//! throughout. A subcommand may drop items from the output (`--skip`): they
//! count as done on the bar but write nothing.

use std::collections::BTreeMap;
use std::io::{self, IsTerminal};
use std::panic::{AssertUnwindSafe, catch_unwind, resume_unwind};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::mpsc;
use std::thread;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;

use super::output::{ErrorRecord, Outcome, Output};
use super::pick::IndexArg;
use crate::format::FormatError;
use crate::format::safe_text::safe_text;

/// Items in hand per worker thread: enough to keep every core busy past a slow
/// item, few enough that memory stays flat.
pub const WINDOW_PER_THREAD: usize = 4;

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
/// results to `emit` in input order, each as soon as those before it are out,
/// counting them on `bar` (left for the caller to clear); stops at the first
/// error `emit` returns. Items are read from `items` on the calling thread, a
/// window at a time; on one thread that thread does the work too.
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
    if threads == 1 {
        // One thread: the calling thread works every item itself, in order, with
        // no pool to hand them to; a hidden bar, which shows nothing, is not
        // counted (each count reads the clock).
        let shown = !bar.is_hidden();
        for item in items {
            let done = work(item);
            if shown {
                bar.inc(1);
            }
            emit(done)?;
        }
        return Ok(());
    }
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(threads)
        .build()
        .map_err(io::Error::other)?;
    let window = WINDOW_PER_THREAD * pool.current_num_threads().max(1);
    let (tx, rx) = mpsc::channel();
    let mut items = items.enumerate();
    let mut waiting = BTreeMap::new();
    let (mut started, mut next) = (0usize, 0usize);
    let mut result = Ok(());
    let work = &work;
    pool.in_place_scope(|scope| {
        while result.is_ok() {
            while started - next < window {
                let Some((i, item)) = items.next() else {
                    break;
                };
                let tx = tx.clone();
                scope.spawn(move |_| {
                    // A panic is carried back and raised on this thread, which
                    // would otherwise wait for the result for ever.
                    let done = catch_unwind(AssertUnwindSafe(|| work(item)));
                    bar.inc(1);
                    let _ = tx.send((i, done));
                });
                started += 1;
            }
            if next == started {
                break;
            }
            let Ok((i, done)) = rx.recv() else {
                break;
            };
            waiting.insert(i, done.unwrap_or_else(|panic| resume_unwind(panic)));
            while let Some(r) = waiting.remove(&next) {
                next += 1;
                result = emit(r);
                if result.is_err() {
                    break;
                }
            }
        }
    });
    result
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
    /// Only this item of the input (`--index`), or every item.
    pub pick: IndexArg,
    /// Whether the input can be read a second time to count it for the bar.
    pub countable: bool,
}

impl Batch {
    /// A batch on `threads` worker threads (0 = all cores), written as JSON or as
    /// text (with a blank line between blocks when `blank_lines`).
    pub fn new(threads: usize, json: bool, blank_lines: bool) -> Batch {
        Batch {
            threads,
            json,
            blank_lines,
            pick: IndexArg::default(),
            countable: true,
        }
    }

    /// The same batch, its input read a second time for the bar's total only
    /// when `countable` (streamed standard input is not).
    pub fn countable(self, countable: bool) -> Batch {
        Batch { countable, ..self }
    }

    /// The same batch on only the item `--index` picks (every item without one).
    pub fn pick(self, pick: IndexArg) -> Batch {
        Batch { pick, ..self }
    }

    /// Processes every item `items()` reads, in input order: a readable item goes
    /// through `work` and is written as JSON or as `text` gives it; an unreadable
    /// one is reported (in the JSON stream, or on stderr) and counted. `items` is
    /// called a second time to count the items when a progress bar is shown and
    /// the batch is [`Batch::countable`].
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
        self.run_some(items, out, |i, p| Some(work(i, p)), text)
    }

    /// [`Batch::run`], where `work` may drop an item: `None` writes nothing.
    pub fn run_some<P, R, I, M, W, T>(
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
        W: Fn(usize, P) -> Option<R> + Sync + Send,
        T: Fn(&R) -> String,
    {
        let mut bad = 0;
        let mut first = true;
        let mut found = false;
        let pick = self.pick;
        let picked = || pick_items(items(), pick);
        let work = |(index, item): (usize, Result<P, FormatError>)| {
            item.map(|p| work(index, p)).map_err(|e| ErrorRecord {
                index,
                name: None,
                error: e.to_string(),
            })
        };
        let bar = progress_bar();
        let stop = AtomicBool::new(false);
        // Items read, so a missing `--index` item is told without reading again.
        let read = AtomicUsize::new(0);
        let counted = pick_items(
            items().inspect(|_| {
                read.fetch_add(1, Ordering::Relaxed);
            }),
            pick,
        );
        let result = thread::scope(|scope| {
            if !bar.is_hidden() && self.countable {
                scope.spawn(|| {
                    count_into(&bar, picked().take_while(|_| !stop.load(Ordering::Relaxed)))
                });
            }
            let result = for_each_ordered(counted, self.threads, &bar, work, |result| {
                found = true;
                match result {
                    Ok(None) => Ok(()),
                    Ok(Some(record)) if self.json => out.json(&record),
                    Ok(Some(record)) => {
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
                            bar.suspend(|| eprintln!("{}", safe_text(&e.error)));
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
        pick.check_found(found, || read.into_inner())?;
        Ok(Outcome::from_bad_count(bad))
    }
}

/// The items `pick` keeps, each with its index in the input, read no further
/// than needed.
fn pick_items<I: Iterator>(items: I, pick: IndexArg) -> impl Iterator<Item = (usize, I::Item)> {
    items
        .enumerate()
        .take_while(move |&(i, _)| !pick.past(i))
        .filter(move |&(i, _)| pick.keeps(i))
}

/// The bar before the total is known: the count done, the rate, the time so far.
const COUNTING: &str = "{spinner} {pos} puzzles, {per_sec}, {elapsed}";
/// The bar once the total is known: done/total, the rate, the time left.
const COUNTED: &str = "{spinner} {pos}/{len} puzzles, {per_sec}, ETA {eta}";

/// A progress bar on stderr, or a hidden one when stderr is not a terminal.
pub(crate) fn progress_bar() -> ProgressBar {
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
    fn results_are_written_before_the_input_is_all_read() {
        let emitted = std::cell::Cell::new(0usize);
        let read_late = std::cell::Cell::new(None);
        let items = (0..1000u32).inspect(|&i| {
            if i == 999 {
                read_late.set(Some(emitted.get()));
            }
        });
        let emit = |_| {
            emitted.set(emitted.get() + 1);
            Ok(())
        };
        for_each_ordered(items, 2, &ProgressBar::hidden(), |i| i, emit).unwrap();
        assert_eq!(emitted.get(), 1000);
        // Only a window of items is in hand: most were written before the last was read.
        assert!(read_late.get().unwrap() >= 1000 - 2 * WINDOW_PER_THREAD - 1);
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
