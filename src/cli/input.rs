//! Where puzzles come from (SPEC §9): files, `-` for standard input, or a grid
//! typed inline on the command line; a file may also be a game save (JSON, read
//! by `save_input`) or a position the game copied out (read back exactly); plus the reading options every subcommand
//! shares (`--format`, `--box`, `--layout`). No input is read whole past
//! [`MAX_INPUT_BYTES`], so `/dev/zero` or a runaway pipe is an error, not an
//! exhausted memory.
//!
//! `rate` and `solve` take their inputs as [`Input`]s (issue 24, batch at scale):
//! an input longer than [`HEAD_BYTES`] whose start is ordinary Sudoku text (no
//! game save, no Kakuro clue, no copied-out position) is *streamed*: read a piece
//! at a time as the batch goes (see [`super::stream`]), with no limit on its
//! length, so standard input of any length goes through in flat memory. Any
//! other input is read whole, as the other subcommands read every input.

use std::io::{BufReader, Cursor, Read};
use std::path::Path;
use std::sync::Mutex;

use anyhow::{Context, Result, bail};
use clap::Args;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};

use super::save_input;
use super::stream::{Piece, Pieces};
use crate::engine::digits::MAX_N;
use crate::format::any::{is_kakuro_text, sudoku_puzzles};
use crate::format::copy_out::PLACED_MARK;
use crate::format::safe_text::safe_text;
use crate::format::{FormatError, FormatKind, Puzzle, ReadOptions, token};
use crate::kakuro::{KakuroPuzzle, read_kakuro_file};
use crate::store::MAX_STORED_BYTES;

/// The most bytes read from one file or standard input (256 MiB, some three
/// million 9×9 puzzles one per line); a larger input is refused naming the file.
pub const MAX_INPUT_BYTES: u64 = 256 * 1024 * 1024;

/// How much of an input `rate` and `solve` read before deciding to stream it
/// (1 MiB): a shorter input is read whole, exactly as before streaming existed.
pub const HEAD_BYTES: u64 = 1024 * 1024;

/// Reads all of `reader` up to [`MAX_INPUT_BYTES`]; `name` names it in errors.
pub fn read_bounded(reader: impl Read, name: &str) -> Result<Vec<u8>> {
    read_bounded_after(Vec::new(), reader, name)
}

/// Reads the rest of `reader` after the `start` already read, all of it up to
/// [`MAX_INPUT_BYTES`]; `name` names it in errors.
fn read_bounded_after(start: Vec<u8>, reader: impl Read, name: &str) -> Result<Vec<u8>> {
    let mut bytes = start;
    let left = (MAX_INPUT_BYTES + 1).saturating_sub(bytes.len() as u64);
    reader
        .take(left)
        .read_to_end(&mut bytes)
        .with_context(|| format!("cannot read {name}"))?;
    if bytes.len() as u64 > MAX_INPUT_BYTES {
        bail!(
            "cannot read {name}: larger than {} MiB; split it into smaller files",
            MAX_INPUT_BYTES >> 20
        );
    }
    Ok(bytes)
}

/// Reads a named file with [`read_bounded`].
pub fn read_file_bounded(path: &str) -> Result<Vec<u8>> {
    let file = std::fs::File::open(path).with_context(|| format!("cannot read {path}"))?;
    read_bounded(file, path)
}

/// The puzzle arguments and reading options shared by the subcommands.
#[derive(Args, Debug, Clone)]
pub struct InputArgs {
    /// Puzzle files, `-` for standard input, or a grid typed inline.
    #[arg(value_name = "PUZZLE", required = true)]
    pub puzzles: Vec<String>,

    /// Read every block in this form instead of detecting it.
    #[arg(long, value_name = "FORM", ignore_case = true, value_parser = format_parser())]
    pub format: Option<FormatKind>,

    /// Box shape ROWSxCOLS instead of the default for the board size (e.g. 2x6).
    #[arg(long = "box", value_name = "RxC", value_parser = parse_box)]
    pub box_shape: Option<(usize, usize)>,

    /// A file giving the region layout (N² symbols) of jigsaw puzzles.
    #[arg(long, value_name = "FILE")]
    pub layout: Option<String>,
}

/// One input's text and the name errors use for it.
#[derive(Debug, Clone)]
pub struct Source {
    /// File name as given, `<stdin>` or `<inline>`.
    pub name: String,
    /// The whole text.
    pub text: String,
}

impl InputArgs {
    /// Reads every input; an unreadable file is an I/O error (exit code 2).
    pub fn sources(&self) -> Result<Vec<Source>> {
        self.puzzles.iter().map(|p| load(p)).collect()
    }

    /// Reads every input for a batch: whole, or streamed when it is long ordinary
    /// Sudoku text (see the module docs); an unreadable file is an I/O error.
    pub fn inputs(&self, opts: &ReadOptions) -> Result<Vec<Input>> {
        self.puzzles.iter().map(|p| open_input(p, opts)).collect()
    }

    /// The reading options, with the `--layout` file read.
    pub fn read_options(&self) -> Result<ReadOptions> {
        let layout = match &self.layout {
            Some(path) => {
                let bytes = read_file_bounded(path).context("cannot read the layout file")?;
                Some(layout_symbols(&text_of(bytes)))
            }
            None => None,
        };
        Ok(ReadOptions {
            format: self.format,
            box_shape: self.box_shape,
            layout,
            layout_file: self.layout.clone(),
        })
    }
}

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

    /// Every Sudoku of the input, in order (unreadable ones as errors); reading
    /// stops at an I/O error, which [`Input::failure`] then gives.
    pub fn sudoku_items<'a>(
        &'a self,
        opts: &'a ReadOptions,
    ) -> Box<dyn Iterator<Item = Result<Puzzle, FormatError>> + 'a> {
        match self {
            Input::Whole(s) => sudoku_puzzles(&s.text, &s.name, opts),
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
    ) -> impl Iterator<Item = Result<Puzzle, FormatError>> + 'a {
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
                    crate::format::read_sudoku_from(&text, &self.name, opts, first_line)
                        .collect::<Vec<_>>()
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
fn open_input(spec: &str, opts: &ReadOptions) -> Result<Input> {
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

/// The symbols of a layout file: whitespace-separated tokens when lines hold
/// several, else one symbol per character; `#` lines are comments.
pub(crate) fn layout_symbols(text: &str) -> Vec<String> {
    let lines = text
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'));
    let mut out = Vec::new();
    for line in lines {
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.len() > 1 {
            out.extend(words.iter().map(|w| w.to_string()));
        } else {
            out.extend(line.chars().map(String::from));
        }
    }
    out
}

fn load(spec: &str) -> Result<Source> {
    if spec == "-" {
        let text = text_of(read_bounded(std::io::stdin().lock(), "standard input")?);
        return Ok(Source {
            text: saved_or_text(text, "<stdin>", None)?,
            name: "<stdin>".into(),
        });
    }
    if Path::new(spec).exists() {
        let text = text_of(read_file_bounded(spec)?);
        return Ok(Source {
            text: saved_or_text(text, spec, Some(Path::new(spec)))?,
            name: spec.to_string(),
        });
    }
    if looks_inline(spec) {
        return Ok(Source {
            name: "<inline>".into(),
            text: spec.to_string(),
        });
    }
    bail!(
        "cannot read {}: no such file (and it is not a grid typed inline)",
        safe_text(spec)
    )
}

/// A game save's position as §9 text (see [`save_input`]), with the journal
/// beside the save file `path` folded in, or the text as it is. A save (or its
/// journal) larger than the game reads ([`MAX_STORED_BYTES`]) is refused, naming
/// the file.
fn saved_or_text(text: String, name: &str, path: Option<&Path>) -> Result<String> {
    if save_input::is_save(&text) {
        if text.len() as u64 > MAX_STORED_BYTES {
            bail!(
                "cannot read {}: a game save of {} bytes, more than the {} MiB kibitz reads",
                safe_text(name),
                text.len(),
                MAX_STORED_BYTES >> 20
            );
        }
        let journal = match path {
            Some(path) => crate::game::read_journal_beside(path)?,
            None => None,
        };
        save_input::save_text(&text, name, journal.as_ref())
    } else {
        Ok(text)
    }
}

/// The text of a file: bytes that are not UTF-8 become U+FFFD, so the readers
/// report them at their line and column like any other unexpected character.
pub(crate) fn text_of(bytes: Vec<u8>) -> String {
    String::from_utf8(bytes).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
}

/// Whether an argument is a grid rather than a file name: at least 16 cells of
/// puzzle characters, decoration, whitespace or Kakuro clue marks.
fn looks_inline(spec: &str) -> bool {
    let cells = spec.chars().filter(|&c| token::is_cell_char(c)).count();
    cells >= 16
        && spec
            .chars()
            .all(|c| token::is_cell_char(c) || c.is_whitespace() || "|+#\\".contains(c))
}

/// The `--format` values, listed by `--help` and in the error for an unknown one
/// (either case is accepted).
fn format_parser() -> impl TypedValueParser<Value = FormatKind> {
    PossibleValuesParser::new(FormatKind::ALL.map(|(name, _)| PossibleValue::new(name)))
        .try_map(|name: String| parse_format(&name))
}

fn parse_format(s: &str) -> Result<FormatKind, String> {
    FormatKind::ALL
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(s))
        .map(|&(_, k)| k)
        .ok_or_else(|| {
            let names: Vec<&str> = FormatKind::ALL.iter().map(|(n, _)| *n).collect();
            format!("expected one of {}", names.join(", "))
        })
}

/// A box shape `RxC` whose product is a supported board side (4 to 25); the
/// product is checked, so huge factors cannot wrap round to a small side.
pub(crate) fn parse_box(s: &str) -> Result<(usize, usize), String> {
    let (r, c) = s
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("expected ROWSxCOLS such as 2x6, found '{s}'"))?;
    let (Ok(r), Ok(c)) = (r.trim().parse::<usize>(), c.trim().parse::<usize>()) else {
        return Err(format!("expected ROWSxCOLS such as 2x6, found '{s}'"));
    };
    match r.checked_mul(c) {
        Some(n) if r > 0 && c > 0 && (4..=MAX_N).contains(&n) => Ok((r, c)),
        _ => Err(format!(
            "expected ROWSxCOLS whose product is a board side 4 to {MAX_N} (such as 2x6), found '{s}'"
        )),
    }
}

/// Every Sudoku the sources hold, in input order (unreadable ones as errors). A
/// position the game copied out (or a save, see [`super::save_input`]) reads back
/// exactly, through [`sudoku_puzzles`].
pub fn sudoku_items<'a>(
    sources: &'a [Source],
    opts: &'a ReadOptions,
) -> impl Iterator<Item = Result<Puzzle, FormatError>> + 'a {
    sources
        .iter()
        .flat_map(|s| sudoku_puzzles(&s.text, &s.name, opts))
}

/// Every Sudoku the inputs hold, in input order (unreadable ones as errors).
pub fn input_items<'a>(
    inputs: &'a [Input],
    opts: &'a ReadOptions,
) -> impl Iterator<Item = Result<Puzzle, FormatError>> + 'a {
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

/// Every Kakuro the sources hold, in input order (unreadable ones as errors).
pub fn kakuro_items(
    sources: &[Source],
) -> impl Iterator<Item = Result<KakuroPuzzle, FormatError>> + '_ {
    sources
        .iter()
        .flat_map(|s| read_kakuro_file(&s.text, &s.name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn box_shapes_and_formats_parse() {
        assert_eq!(parse_box("2x6"), Ok((2, 6)));
        assert!(parse_box("2-6").is_err());
        assert!(parse_box("0x6").is_err());
        assert!(parse_box("1x3").is_err());
        assert!(parse_box("5x6").is_err());
        assert_eq!(parse_format("Pencil"), Ok(FormatKind::Pencil));
        assert!(parse_format("csv").is_err());
    }

    #[test]
    fn reading_stops_past_the_bound() {
        let big = std::io::repeat(b'.').take(MAX_INPUT_BYTES + 10);
        let e = read_bounded(big, "big.txt").unwrap_err().to_string();
        assert!(e.contains("big.txt") && e.contains("256 MiB"), "{e}");
        assert_eq!(read_bounded(&b"1234"[..], "f").unwrap(), b"1234");
    }

    #[test]
    fn inline_grids_are_recognised() {
        assert!(looks_inline("1234............"));
        assert!(!looks_inline("puzzles.txt"));
        assert!(!looks_inline("missing-file.sdk"));
    }

    #[test]
    fn layout_files_read_chars_or_tokens() {
        assert_eq!(layout_symbols("AAB\n# c\nABB\n").len(), 6);
        assert_eq!(
            layout_symbols("10 11\n12 13\n"),
            vec!["10", "11", "12", "13"]
        );
    }
}
