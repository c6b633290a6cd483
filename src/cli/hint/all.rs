//! `kibitz hint --all` on Sudoku (SPEC §3, §11), streamed: each position is
//! worked one technique at a time, and each technique's instances are written as
//! soon as those before them are out, so memory is that of a window of
//! technique searches, not of every instance of every position (a 25×25 can have
//! hundreds of megabytes of them). The output is that of the other hint modes:
//! text lines in table order then the count, or one JSON object per puzzle with
//! its instances under `hints`.
//!
//! On boards larger than 9×9 the forcing chains and nets, whose proofs are what
//! grows (a 25×25 position can hold gigabytes of them), are not searched ahead on the
//! worker threads: the writing thread runs their search when their turn comes
//! and writes each instance as its proof is written out
//! ([`for_each_instance`]), so memory holds one proof at a time. On a 9×9 their
//! instances are few and small, and they are searched ahead in parallel as the
//! other techniques are. Either way the output is the same, in the same order.
//!
//! Choice where the spec leaves room: the JSON object is written as it goes, so
//! `status` (known once every technique has been searched) follows `hints`
//! instead of preceding it; the fields and their values are those of §11.

use std::io;
use std::sync::Arc;

use serde::Serialize;

use super::{hint_record, stuck_text};
use crate::cli::batch::{for_each_ordered, progress_bar};
use crate::cli::input::{InputArgs, Source, sudoku_items};
use crate::cli::output::{ErrorRecord, Outcome, Output};
use crate::cli::pick::IndexArg;
use crate::words::counted;
use std::ops::ControlFlow;

use crate::engine::techniques::{find_all, for_each_instance, is_streamed};
use crate::engine::{Contradiction, Instance, Position, TechniqueId};
use crate::format::safe_text::safe_text;
use crate::format::{FormatError, Puzzle};

/// One readable position and what is known of it before any technique runs.
struct Job {
    index: usize,
    name: Option<String>,
    pos: Position,
    conflicts: Vec<String>,
    contradiction: Option<String>,
}

/// One piece of work: a technique searched on a position (none when the position
/// has a contradiction), or an unreadable item passed through.
enum Unit {
    Search {
        job: Arc<Job>,
        technique: Option<TechniqueId>,
        first: bool,
        last: bool,
    },
    Bad(ErrorRecord),
}

/// A piece of work done: the instances found (or the technique whose
/// instances are written as they are found, see the module docs), or the
/// unreadable item.
enum Found {
    Search {
        job: Arc<Job>,
        instances: Vec<Instance>,
        streamed: Option<TechniqueId>,
        first: bool,
        last: bool,
    },
    Bad(ErrorRecord),
}

/// The units of one item of the input.
fn units(index: usize, item: Result<Puzzle, FormatError>) -> Vec<Unit> {
    let puzzle = match item {
        Ok(p) => p,
        Err(e) => {
            return vec![Unit::Bad(ErrorRecord {
                index,
                name: None,
                error: e.to_string(),
            })];
        }
    };
    let pos = puzzle.position;
    let job = Arc::new(Job {
        index,
        name: puzzle.name,
        conflicts: pos
            .conflicts()
            .iter()
            .map(|c| pos.describe_conflict(c))
            .collect(),
        contradiction: Contradiction::find(&pos).map(|c| c.describe(&pos)),
        pos,
    });
    let techniques: Vec<Option<TechniqueId>> = if job.contradiction.is_some() {
        vec![None]
    } else {
        TechniqueId::ALL.into_iter().map(Some).collect()
    };
    let last = techniques.len() - 1;
    techniques
        .into_iter()
        .enumerate()
        .map(|(i, technique)| Unit::Search {
            job: Arc::clone(&job),
            technique,
            first: i == 0,
            last: i == last,
        })
        .collect()
}

fn work(unit: Unit) -> Found {
    match unit {
        Unit::Search {
            job,
            technique,
            first,
            last,
        } => {
            let streamed = technique.filter(|&id| is_streamed(id) && job.pos.n() > 9);
            let instances = match technique {
                Some(id) if streamed.is_none() => find_all(id, &job.pos),
                _ => Vec::new(),
            };
            Found::Search {
                job,
                instances,
                streamed,
                first,
                last,
            }
        }
        Unit::Bad(e) => Found::Bad(e),
    }
}

/// Writes the pieces of each position's output in order, keeping only the count
/// of the instances written so far.
struct Writer<'a> {
    out: &'a mut Output,
    json: bool,
    written: usize,
    blocks: usize,
    bad: usize,
}

impl Writer<'_> {
    fn found(&mut self, found: Found) -> io::Result<()> {
        match found {
            Found::Bad(e) => {
                self.bad += 1;
                if self.json {
                    self.out.json(&e)
                } else {
                    eprintln!("{}", safe_text(&e.error));
                    Ok(())
                }
            }
            Found::Search {
                job,
                instances,
                streamed,
                first,
                last,
            } => {
                if first {
                    self.head(&job)?;
                }
                for inst in &instances {
                    self.instance(&job, inst)?;
                }
                if let Some(id) = streamed {
                    let mut written = Ok(());
                    for_each_instance(id, &job.pos, &mut |inst| {
                        written = self.instance(&job, &inst);
                        if written.is_ok() {
                            ControlFlow::Continue(())
                        } else {
                            ControlFlow::Break(())
                        }
                    });
                    written?;
                }
                if last {
                    self.tail(&job)?;
                }
                Ok(())
            }
        }
    }

    /// Writes one instance of the position of `job`.
    fn instance(&mut self, job: &Job, inst: &Instance) -> io::Result<()> {
        let record = hint_record(job.pos.geometry(), inst);
        if self.json {
            let sep: &[u8] = if self.written == 0 { b"" } else { b"," };
            self.out.bytes(sep)?;
            self.out.bytes(&to_json(&record)?)?;
        } else {
            let text = &record.extra.text;
            self.out.line(&format!(
                "{} [{}]: {text}",
                record.technique, record.extra.effect
            ))?;
        }
        self.written += 1;
        Ok(())
    }

    fn head(&mut self, job: &Job) -> io::Result<()> {
        self.written = 0;
        if self.json {
            let head = format!(
                "{{\"index\":{},\"name\":{},\"hints\":[",
                job.index,
                String::from_utf8_lossy(&to_json(&job.name)?)
            );
            return self.out.bytes(head.as_bytes());
        }
        if self.blocks > 0 {
            self.out.line("")?;
        }
        self.blocks += 1;
        if let Some(name) = &job.name {
            self.out.line(&format!("# {name}"))?;
        }
        for c in &job.conflicts {
            self.out.line(&format!("warning: {c}"))?;
        }
        Ok(())
    }

    fn tail(&mut self, job: &Job) -> io::Result<()> {
        let status = if job.pos.is_solved() {
            "solved"
        } else if self.written == 0 {
            "stuck"
        } else {
            "hint"
        };
        if self.json {
            let tail = Tail {
                status,
                conflicts: &job.conflicts,
                contradiction: job.contradiction.as_deref(),
            };
            let mut fields = to_json(&tail)?;
            // `{"status":…}` continues the object opened by the head.
            fields[0] = b',';
            self.out.bytes(b"]")?;
            self.out.bytes(&fields)?;
            return self.out.bytes(b"\n");
        }
        match status {
            _ if self.written > 0 => self.out.line(&counted(self.written, "hint", "hints")),
            "solved" => self.out.line("solved"),
            _ => self.out.line(&stuck_text(job.contradiction.as_deref())),
        }
    }
}

/// The fields of a position's JSON object after its `hints`.
#[derive(Serialize)]
struct Tail<'a> {
    status: &'static str,
    #[serde(skip_serializing_if = "<[String]>::is_empty")]
    conflicts: &'a [String],
    #[serde(skip_serializing_if = "Option::is_none")]
    contradiction: Option<&'a str>,
}

fn to_json<T: Serialize>(value: &T) -> io::Result<Vec<u8>> {
    serde_json::to_vec(value).map_err(io::Error::other)
}

/// Runs `kibitz hint --all` on the Sudoku of `sources` (read with the options
/// of `input`; only the one `pick` picks, if any) on `threads` threads, as JSON
/// or text.
pub fn run(
    input: &InputArgs,
    pick: IndexArg,
    sources: &[Source],
    (threads, json): (usize, bool),
    out: &mut Output,
) -> anyhow::Result<Outcome> {
    let opts = input.read_options()?;
    let units = sudoku_items(sources, &opts)
        .enumerate()
        .take_while(|&(i, _)| !pick.past(i))
        .filter(|&(i, _)| pick.keeps(i))
        .flat_map(|(index, item)| units(index, item));
    let bar = progress_bar();
    let mut writer = Writer {
        out,
        json,
        written: 0,
        blocks: 0,
        bad: 0,
    };
    let hidden = indicatif::ProgressBar::hidden();
    let mut any = false;
    let result = for_each_ordered(units, threads, &hidden, work, |found| {
        any = true;
        let done = matches!(found, Found::Bad(_) | Found::Search { last: true, .. });
        let result = bar.suspend(|| writer.found(found));
        if done {
            bar.inc(1);
        }
        result
    });
    bar.finish_and_clear();
    result?;
    writer.out.flush()?;
    pick.check_found(any, || sudoku_items(sources, &opts).count())?;
    Ok(Outcome::from_bad_count(writer.bad))
}
