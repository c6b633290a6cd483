//! The inputs of `rate` and `solve` (SPEC §9; issue 24, batch at scale): an
//! input longer than [`HEAD_BYTES`] whose start is ordinary Sudoku text (no game
//! save, no Kakuro clue, no copied-out position) is *streamed*: read a piece at
//! a time as the batch goes (see [`super::stream`]), with no limit on its
//! length, so standard input of any length goes through in flat memory. Any
//! other input is read whole, as [`super`] reads every input of the
//! other subcommands.

use std::io::{BufReader, Cursor, Read};
use std::path::Path;
use std::sync::Mutex;

use anyhow::{Context, Result, bail};

use super::stream::{Piece, Pieces};
use super::{Source, load, read_bounded_after, saved_or_text, text_of};
use crate::any_puzzle::is_kakuro_text;
use crate::cli::save_input;
use crate::format::copy_out::PLACED_MARK;
use crate::format::safe_text::safe_text;
use crate::format::sudoku_read_puzzles;
use crate::format::{FormatError, Puzzle, ReadOptions, ReadPuzzle};

/// How much of an input `rate` and `solve` read before deciding to stream it
/// (1 MiB): a shorter input is read whole, exactly as before streaming existed.
pub const HEAD_BYTES: u64 = 1024 * 1024;

/// An input of `rate` or `solve`: read whole, or read as the batch goes.
#[derive(Debug)]
pub enum Input {
    /// An input read whole, as every subcommand reads it.
    Whole(Source),
    /// A long Sudoku input, read a piece at a time.
    Streamed(Streamed),
}

/// A long Sudoku input read a piece at a time (standard input once; a file
/// afresh each time its puzzles are asked for, so the progress bar can count them).
#[derive(Debug)]
pub struct Streamed {
    /// File name as given, or `<stdin>`.
    name: String,
    /// The file, or `None` for standard input.
    path: Option<String>,
    /// The start of standard input, read to decide how to read it.
    head: Mutex<Option<Vec<u8>>>,
    /// What went wrong reading, if anything did (an I/O error, exit code 2).
    failure: Mutex<Option<String>>,
}

impl Input {
    /// The input read whole, if it was.
    pub fn whole(&self) -> Option<&Source> {
        match self {
            Input::Whole(source) => Some(source),
            Input::Streamed(_) => None,
        }
    }

    /// Whether the input can be read a second time (to count its puzzles):
    /// everything but streamed standard input.
    pub fn rereadable(&self) -> bool {
        !matches!(self, Input::Streamed(s) if s.path.is_none())
    }

    /// Every Sudoku of the input as read, in order (unreadable ones as errors);
    /// reading stops at an I/O error, which [`Input::failure`] then gives.
    pub fn sudoku_items<'a>(
        &'a self,
        opts: &'a ReadOptions,
    ) -> Box<dyn Iterator<Item = Result<ReadPuzzle, FormatError>> + 'a> {
        match self {
            Input::Whole(s) => sudoku_read_puzzles(&s.text, &s.name, opts),
            Input::Streamed(s) => Box::new(s.puzzles(opts)),
        }
    }

    /// The I/O error that ended reading the input early, if one did.
    pub fn failure(&self) -> Option<String> {
        match self {
            Input::Whole(_) => None,
            Input::Streamed(s) => lock(&s.failure).clone(),
        }
    }
}

impl Streamed {
    fn puzzles<'a>(
        &'a self,
        opts: &'a ReadOptions,
    ) -> impl Iterator<Item = Result<ReadPuzzle, FormatError>> + 'a {
        let reader: Box<dyn Read + Send> = match &self.path {
            None => {
                let head = lock(&self.head).take().unwrap_or_default();
                Box::new(Cursor::new(head).chain(std::io::stdin()))
            }
            Some(path) => match std::fs::File::open(path) {
                Ok(file) => Box::new(file),
                Err(e) => {
                    *lock(&self.failure) = Some(format!("cannot read {}: {e}", safe_text(path)));
                    Box::new(std::io::empty())
                }
            },
        };
        let reader = BufReader::with_capacity(super::stream::PIECE_BYTES, reader);
        Pieces::new(reader, &self.name, opts)
            .map_while(|piece| match piece {
                Ok(piece) => Some(piece),
                Err(e) => {
                    let name = safe_text(&self.name);
                    *lock(&self.failure) = Some(format!("cannot read {name}: {e}"));
                    None
                }
            })
            .flat_map(|piece| match piece {
                Piece::Text { text, first_line } => {
                    // Room for a bare 9×9 line (82 bytes) per 82 bytes, read at once.
                    let mut items = Vec::with_capacity(text.len() / 82 + 1);
                    items.extend(
                        crate::format::read_sudoku_from(&text, &self.name, opts, first_line)
                            .read_puzzles(),
                    );
                    items
                }
                Piece::TooLong(e) => vec![Err(e)],
            })
    }
}

/// The value behind a lock, poisoned or not (a panic elsewhere leaves it whole).
fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Opens one input of `rate` or `solve`: its first [`HEAD_BYTES`] decide whether
/// it is streamed (see the module docs) or read whole.
pub(super) fn open_input(spec: &str, opts: &ReadOptions) -> Result<Input> {
    let is_file = spec != "-" && Path::new(spec).exists();
    if spec != "-" && !is_file {
        return load(spec).map(Input::Whole);
    }
    let (name, path) = if is_file {
        (spec.to_string(), Some(spec.to_string()))
    } else {
        ("<stdin>".to_string(), None)
    };
    let shown = if is_file { spec } else { "standard input" };
    let mut reader: Box<dyn Read> = match &path {
        Some(p) => Box::new(std::fs::File::open(p).with_context(|| format!("cannot read {p}"))?),
        None => Box::new(std::io::stdin().lock()),
    };
    let mut head = Vec::new();
    (&mut reader)
        .take(HEAD_BYTES + 1)
        .read_to_end(&mut head)
        .with_context(|| format!("cannot read {shown}"))?;
    if head.len() as u64 > HEAD_BYTES && streams(&String::from_utf8_lossy(&head), opts) {
        return Ok(Input::Streamed(Streamed {
            name,
            // A file is read again from its start; standard input goes on from its head.
            head: Mutex::new(path.is_none().then_some(head)),
            path,
            failure: Mutex::new(None),
        }));
    }
    let text = text_of(read_bounded_after(head, reader, shown)?);
    let file_path = path.as_deref().map(Path::new);
    Ok(Input::Whole(Source {
        text: saved_or_text(text, &name, file_path)?,
        name,
    }))
}

/// Whether an input whose start is `head` is streamed: ordinary Sudoku text, no
/// game save, Kakuro or copied-out position (those are read whole).
fn streams(head: &str, opts: &ReadOptions) -> bool {
    !save_input::is_save(head)
        && !is_kakuro_text(opts.format, head)
        && !head
            .lines()
            .any(|l| l.trim_start().starts_with(PLACED_MARK))
}

/// Every Sudoku the inputs hold, in input order (unreadable ones as errors).
pub fn input_items<'a>(
    inputs: &'a [Input],
    opts: &'a ReadOptions,
) -> impl Iterator<Item = Result<Puzzle, FormatError>> + 'a {
    input_read_items(inputs, opts).map(|item| item.map(ReadPuzzle::into_puzzle))
}

/// Every Sudoku the inputs hold as read ([`ReadPuzzle`]), in input order
/// (unreadable ones as errors).
pub fn input_read_items<'a>(
    inputs: &'a [Input],
    opts: &'a ReadOptions,
) -> impl Iterator<Item = Result<ReadPuzzle, FormatError>> + 'a {
    inputs.iter().flat_map(|i| i.sudoku_items(opts))
}

/// The inputs as whole sources when none is streamed, else the inputs as they are.
pub fn whole_sources(inputs: Vec<Input>) -> std::result::Result<Vec<Source>, Vec<Input>> {
    if inputs.iter().all(|i| i.whole().is_some()) {
        Ok(inputs
            .into_iter()
            .filter_map(|i| match i {
                Input::Whole(source) => Some(source),
                Input::Streamed(_) => None,
            })
            .collect())
    } else {
        Err(inputs)
    }
}

/// An I/O error when reading some streamed input stopped early (exit code 2).
pub fn check_read(inputs: &[Input]) -> Result<()> {
    match inputs.iter().find_map(Input::failure) {
        Some(failure) => bail!("{failure}"),
        None => Ok(()),
    }
}
