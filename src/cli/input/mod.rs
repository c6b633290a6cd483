//! Where puzzles come from (SPEC §9): files, `-` for standard input, or a grid
//! typed inline on the command line; a file may also be a game save (JSON, read
//! by `save_input`) or a position the game copied out (read back exactly); plus the reading options every subcommand
//! shares (`--format`, `--box`, `--layout`). No input is read whole past
//! [`MAX_INPUT_BYTES`], so `/dev/zero` or a runaway pipe is an error, not an
//! exhausted memory.
//! `rate` and `solve` take their inputs through [`streamed`], which
//! streams a long one.

pub mod stream;
pub mod streamed;

use std::io::Read;
use std::path::Path;

use anyhow::{Context, Result, bail};
use clap::Args;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};

use super::save_input;
use crate::engine::digits::MAX_N;
use crate::format::safe_text::safe_text;
use crate::format::sudoku_puzzles;
use crate::format::{FormatError, FormatKind, Puzzle, ReadOptions, token};
use crate::kakuro::{KakuroPuzzle, looks_like_kakuro, read_kakuro_file};
use crate::store::MAX_STORED_BYTES;

/// The most bytes read from one file or standard input (256 MiB, some three
/// million 9×9 puzzles one per line); a larger input is refused naming the file.
pub const MAX_INPUT_BYTES: u64 = 256 * 1024 * 1024;

/// Reads all of `reader` up to [`MAX_INPUT_BYTES`]; `name` names it in errors.
pub fn read_bounded(reader: impl Read, name: &str) -> Result<Vec<u8>> {
    read_bounded_after(Vec::new(), reader, name)
}

/// Reads the rest of `reader` after the `start` already read, all of it up to
/// [`MAX_INPUT_BYTES`]; `name` names it in errors.
pub(super) fn read_bounded_after(start: Vec<u8>, reader: impl Read, name: &str) -> Result<Vec<u8>> {
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
    pub fn inputs(&self, opts: &ReadOptions) -> Result<Vec<streamed::Input>> {
        self.puzzles
            .iter()
            .map(|p| streamed::open_input(p, opts))
            .collect()
    }

    /// The inputs of a batch that reads either kind of puzzle (`rate`, `solve`):
    /// Kakuro, read whole, when [`is_kakuro_input`] says so; else Sudoku,
    /// long inputs streamed.
    pub fn batch_inputs(&self, opts: &ReadOptions) -> Result<BatchInputs> {
        Ok(match streamed::whole_sources(self.inputs(opts)?) {
            Ok(sources) if is_kakuro_input(self.format, &sources) => BatchInputs::Kakuro(sources),
            Ok(sources) => {
                BatchInputs::Sudoku(sources.into_iter().map(streamed::Input::Whole).collect())
            }
            Err(inputs) => BatchInputs::Sudoku(inputs),
        })
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

pub(super) fn load(spec: &str) -> Result<Source> {
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
pub(super) fn saved_or_text(text: String, name: &str, path: Option<&Path>) -> Result<String> {
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
            Some(path) => crate::store::saves::read_journal_beside(path)?,
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

/// Every Kakuro the sources hold, in input order (unreadable ones as errors).
pub fn kakuro_items(
    sources: &[Source],
) -> impl Iterator<Item = Result<KakuroPuzzle, FormatError>> + '_ {
    sources
        .iter()
        .flat_map(|s| read_kakuro_file(&s.text, &s.name))
}

/// What a batch over either kind of puzzle reads ([`InputArgs::batch_inputs`]).
pub enum BatchInputs {
    /// Kakuro inputs, each read whole.
    Kakuro(Vec<Source>),
    /// Sudoku inputs, whole or streamed.
    Sudoku(Vec<streamed::Input>),
}

/// Whether inputs are Kakuro: `--format kakuro`, or a `D\R` clue in every
/// input. Decided here once, for every subcommand that reads both kinds.
pub fn is_kakuro_input(format: Option<FormatKind>, sources: &[Source]) -> bool {
    match format {
        Some(kind) => kind == FormatKind::Kakuro,
        None => !sources.is_empty() && sources.iter().all(|s| looks_like_kakuro(&s.text)),
    }
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
