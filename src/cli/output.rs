//! Writing results (SPEC §9, §11): buffered standard output, one JSON object per
//! line in `--json` mode, and the exit codes every subcommand shares. Text lines
//! pass through [`safe_lines`], so no name or comment from a file reaches the
//! terminal raw; JSON keeps the text exact.

use std::io::{self, BufWriter, Stdout, Write};

use serde::Serialize;

use crate::format::safe_text::safe_lines;

/// How a subcommand ended when it did not fail outright.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// All input was read and processed (exit code 0).
    Done,
    /// Some input could not be read; the rest was processed (exit code 1).
    SomeInputBad,
}

impl Outcome {
    /// The outcome after `bad` unreadable items.
    pub fn from_bad_count(bad: usize) -> Outcome {
        if bad == 0 {
            Outcome::Done
        } else {
            Outcome::SomeInputBad
        }
    }
}

/// Buffered standard output.
pub struct Output {
    out: BufWriter<Stdout>,
}

impl Default for Output {
    fn default() -> Output {
        Output::new()
    }
}

impl Output {
    /// Standard output, buffered.
    pub fn new() -> Output {
        Output {
            out: BufWriter::new(io::stdout()),
        }
    }

    /// Writes text followed by a newline, its control characters escaped (see
    /// [`safe_lines`]).
    pub fn line(&mut self, text: &str) -> io::Result<()> {
        self.out.write_all(safe_lines(text).as_bytes())?;
        self.out.write_all(b"\n")
    }

    /// Writes bytes as they are (generated scripts and pages).
    pub fn bytes(&mut self, bytes: &[u8]) -> io::Result<()> {
        self.out.write_all(bytes)
    }

    /// Writes a value as one line of JSON.
    pub fn json<T: Serialize>(&mut self, value: &T) -> io::Result<()> {
        // Serialise first: a closed pipe must surface as the io error it is, not
        // wrapped in a serde error.
        let mut bytes = serde_json::to_vec(value).map_err(io::Error::other)?;
        bytes.push(b'\n');
        self.out.write_all(&bytes)
    }

    /// Flushes what is buffered.
    pub fn flush(&mut self) -> io::Result<()> {
        self.out.flush()
    }
}

/// The §11 object for unreadable input: index, name (null) and the error line.
#[derive(Serialize)]
pub struct ErrorRecord {
    /// 0-based position in the input.
    pub index: usize,
    /// Always null: the name could not be read.
    pub name: Option<String>,
    /// `file:line:column: what was expected`.
    pub error: String,
}
