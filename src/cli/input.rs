//! Where puzzles come from (SPEC §9): files, `-` for standard input, or a grid
//! typed inline on the command line; plus the reading options every subcommand
//! shares (`--format`, `--box`, `--layout`).

use std::io::Read;
use std::path::Path;

use anyhow::{Context, Result, bail};
use clap::Args;

use crate::engine::digits::MAX_N;
use crate::format::{FormatKind, ReadOptions, token};

/// The puzzle arguments and reading options shared by the subcommands.
#[derive(Args, Debug, Clone)]
pub struct InputArgs {
    /// Puzzle files, `-` for standard input, or a grid typed inline.
    #[arg(value_name = "PUZZLE", required = true)]
    pub puzzles: Vec<String>,

    /// Read every block in this form instead of detecting it.
    #[arg(long, value_name = "FORM", value_parser = parse_format)]
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

    /// The reading options, with the `--layout` file read.
    pub fn read_options(&self) -> Result<ReadOptions> {
        let layout = match &self.layout {
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .with_context(|| format!("cannot read layout file {path}"))?;
                Some(layout_symbols(&text))
            }
            None => None,
        };
        Ok(ReadOptions {
            format: self.format,
            box_shape: self.box_shape,
            layout,
        })
    }
}

/// The symbols of a layout file: whitespace-separated tokens when lines hold
/// several, else one symbol per character; `#` lines are comments.
fn layout_symbols(text: &str) -> Vec<String> {
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
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .context("cannot read standard input")?;
        return Ok(Source {
            name: "<stdin>".into(),
            text: text_of(bytes),
        });
    }
    if Path::new(spec).exists() {
        let bytes = std::fs::read(spec).with_context(|| format!("cannot read {spec}"))?;
        return Ok(Source {
            name: spec.to_string(),
            text: text_of(bytes),
        });
    }
    if looks_inline(spec) {
        return Ok(Source {
            name: "<inline>".into(),
            text: spec.to_string(),
        });
    }
    bail!("cannot read {spec}: no such file (and it is not a grid typed inline)")
}

/// The text of a file: bytes that are not UTF-8 become U+FFFD, so the readers
/// report them at their line and column like any other unexpected character.
fn text_of(bytes: Vec<u8>) -> String {
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
fn parse_box(s: &str) -> Result<(usize, usize), String> {
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
