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
        if is_printable_ascii(text.as_bytes()) {
            // Nothing to escape: most lines, such as a solution, are only this.
            self.out.write_all(text.as_bytes())?;
        } else {
            self.out.write_all(safe_lines(text).as_bytes())?;
        }
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

/// Whether every byte is printable ASCII (space to `~`), which [`safe_lines`]
/// passes unchanged; tested eight bytes at a time.
fn is_printable_ascii(bytes: &[u8]) -> bool {
    const ONES: u64 = u64::from_ne_bytes([0x01; 8]);
    const HIGH: u64 = u64::from_ne_bytes([0x80; 8]);
    let words = bytes.chunks_exact(8);
    let rest = words.remainder();
    let words_printable = words.into_iter().all(|word| {
        let x = u64::from_ne_bytes(word.try_into().expect("chunks of eight bytes"));
        // No byte at 0x80 or above, none below a space, none equal to DEL.
        let below_space = x.wrapping_sub(ONES * 0x20) & !x;
        let del = x ^ (ONES * 0x7F);
        let is_del = del.wrapping_sub(ONES) & !del;
        (x | below_space | is_del) & HIGH == 0
    });
    words_printable && rest.iter().all(|b| (b' '..=b'~').contains(b))
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn printable_ascii_is_told_byte_for_byte() {
        let plain = |b: &[u8]| b.iter().all(|b| (b' '..=b'~').contains(b));
        let line = b"123456789 a name with ~ and spaces, and more than eight bytes".to_vec();
        assert!(is_printable_ascii(&line));
        for at in 0..line.len() {
            for b in [
                0u8, 0x1F, 0x20, 0x7E, 0x7F, 0x80, 0x9B, 0xFF, b'\n', b'\t', 0x1B,
            ] {
                let mut l = line.clone();
                l[at] = b;
                assert_eq!(is_printable_ascii(&l), plain(&l), "{b:#x} at {at}");
            }
        }
    }
}
