//! A long input read a piece at a time (SPEC §9; issue 24, batch at scale): the
//! bytes of standard input or a file cut into [`Piece`]s of whole lines, each
//! ending where the §9 Sudoku reader starts afresh — after a blank line or a
//! one-line puzzle — so reading the pieces one by one gives exactly the puzzles
//! and errors that reading the whole text would, with the line numbers of the
//! whole input. Memory holds one piece (some [`PIECE_BYTES`]), never the input.
//!
//! A line longer than [`MAX_LINE_BYTES`] is not kept: its first bytes locate
//! the error, the rest is read past, and the error is a piece of its own, so a
//! runaway line is one bad item, not an exhausted memory; a line that goes on
//! past [`MAX_PIECE_BYTES`] (`/dev/zero`) is an I/O error, as is a run of lines
//! with no place to cut (one block of grids with no blank line between them)
//! that long.

use std::io::{self, BufRead};

use crate::format::error::overlong_line;
use crate::format::{FormatError, MAX_LINE_BYTES, ReadOptions, is_one_line};

/// The size past which a piece ends at the next place the reader starts afresh.
pub const PIECE_BYTES: usize = 64 * 1024;

/// The most bytes of one piece: a block of lines longer than this with no blank
/// line or one-line puzzle in it is an error (256 MiB).
pub const MAX_PIECE_BYTES: usize = 256 * 1024 * 1024;

/// Whole lines of the input, or one line too long to read.
#[derive(Debug)]
pub enum Piece {
    /// Lines of text (each with its line end) from line `first_line` (1-based).
    Text {
        /// The lines, bytes that are not UTF-8 written as U+FFFD.
        text: String,
        /// The 1-based number of its first line in the whole input.
        first_line: usize,
    },
    /// A line past [`MAX_LINE_BYTES`], as its located error.
    TooLong(FormatError),
}

/// One line as read: kept (its bytes in [`Pieces::bytes`]), or how long it was
/// when too long to keep.
enum Line {
    Kept,
    TooLong { start: String, len: usize },
}

/// The pieces of a reader, in order; `name` names it in errors.
pub struct Pieces<R> {
    reader: R,
    name: String,
    opts: ReadOptions,
    /// The 1-based number of the next line read.
    line: usize,
    /// A too-long line's error, given after the piece it ended.
    held: Option<FormatError>,
    done: bool,
    /// The bytes of the line last read (one buffer for every line).
    bytes: Vec<u8>,
}

impl<R: BufRead> Pieces<R> {
    /// Cuts `reader` into pieces, reading Sudoku under `opts`.
    pub fn new(reader: R, name: &str, opts: &ReadOptions) -> Pieces<R> {
        Pieces {
            reader,
            name: name.to_string(),
            opts: opts.clone(),
            line: 1,
            held: None,
            done: false,
            bytes: Vec::new(),
        }
    }

    /// Reads one line into [`Pieces::bytes`], keeping at most [`MAX_LINE_BYTES`]
    /// and a little of it; `None` at the end of the input.
    fn read_line(&mut self) -> io::Result<Option<Line>> {
        let keep = MAX_LINE_BYTES + 3;
        let bytes = &mut self.bytes;
        bytes.clear();
        let (mut len, mut last, mut ended) = (0usize, [0u8; 2], false);
        loop {
            let buf = match self.reader.fill_buf() {
                Ok(buf) => buf,
                Err(e) if e.kind() == io::ErrorKind::Interrupted => continue,
                Err(e) => return Err(e),
            };
            if buf.is_empty() {
                break;
            }
            let (take, end) = match buf.iter().position(|&b| b == b'\n') {
                Some(i) => (i + 1, true),
                None => (buf.len(), false),
            };
            if len > MAX_PIECE_BYTES {
                return Err(io::Error::other(format!(
                    "line {}: more than {} MiB with no line end",
                    self.line,
                    MAX_PIECE_BYTES >> 20
                )));
            }
            let room = keep.saturating_sub(bytes.len());
            bytes.extend_from_slice(&buf[..take.min(room)]);
            for &b in &buf[take.saturating_sub(2)..take] {
                last = [last[1], b];
            }
            len += take;
            self.reader.consume(take);
            if end {
                ended = true;
                break;
            }
        }
        if len == 0 {
            return Ok(None);
        }
        self.line += 1;
        if len <= keep {
            return Ok(Some(Line::Kept));
        }
        // The length `str::lines` gives: without the line end ("\n" or "\r\n").
        let end_len = match (ended, last) {
            (true, [b'\r', b'\n']) => 2,
            (true, _) => 1,
            (false, _) => 0,
        };
        Ok(Some(Line::TooLong {
            start: String::from_utf8_lossy(bytes).into_owned(),
            len: len - end_len,
        }))
    }

    /// Whether the reader starts afresh after this line: it is blank, or a
    /// one-line puzzle (a comment names the block after it, so it never is).
    fn starts_afresh_after(&self, line: &str) -> bool {
        let trimmed = line.trim_start_matches('\u{feff}').trim();
        !trimmed.starts_with('#') && (trimmed.is_empty() || is_one_line(&self.opts, line))
    }

    fn next_piece(&mut self) -> io::Result<Option<Piece>> {
        if let Some(e) = self.held.take() {
            return Ok(Some(Piece::TooLong(e)));
        }
        let first_line = self.line;
        // Room for a whole piece and the line that ends it, so it never regrows.
        let mut text = String::with_capacity(2 * PIECE_BYTES);
        while !self.done {
            let line_no = self.line;
            match self.read_line()? {
                None => self.done = true,
                Some(Line::TooLong { start, len }) => {
                    let error = overlong_line(&self.name, line_no, &start, len);
                    if text.is_empty() {
                        return Ok(Some(Piece::TooLong(error)));
                    }
                    self.held = Some(error);
                    break;
                }
                Some(Line::Kept) => {
                    let start = text.len();
                    // Bytes that are not UTF-8 become U+FFFD, line by line.
                    match std::str::from_utf8(&self.bytes) {
                        Ok(line) => text.push_str(line),
                        Err(_) => text.push_str(&String::from_utf8_lossy(&self.bytes)),
                    }
                    if text.len() >= PIECE_BYTES && self.starts_afresh_after(&text[start..]) {
                        break;
                    }
                    if text.len() > MAX_PIECE_BYTES {
                        return Err(io::Error::other(format!(
                            "from line {first_line}: more than {} MiB of lines with no blank line \
                             between puzzles; add blank lines between the grids",
                            MAX_PIECE_BYTES >> 20
                        )));
                    }
                }
            }
        }
        Ok((!text.is_empty()).then_some(Piece::Text { text, first_line }))
    }
}

impl<R: BufRead> Iterator for Pieces<R> {
    type Item = io::Result<Piece>;

    fn next(&mut self) -> Option<Self::Item> {
        match self.next_piece() {
            Ok(piece) => piece.map(Ok),
            Err(e) => {
                self.done = true;
                self.held = None;
                Some(Err(e))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::read_sudoku;

    const GRID: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    /// Every puzzle and error of the pieces, as the reader of each piece gives them.
    fn read_in_pieces(input: &str) -> Vec<Result<(usize, Option<String>), FormatError>> {
        let opts = ReadOptions::default();
        Pieces::new(input.as_bytes(), "f", &opts)
            .flat_map(|piece| match piece.unwrap() {
                Piece::Text { text, first_line } => {
                    crate::format::read_sudoku_from(&text, "f", &opts, first_line)
                        .map(|r| r.map(|p| (p.line, p.name)))
                        .collect::<Vec<_>>()
                }
                Piece::TooLong(e) => vec![Err(e)],
            })
            .collect()
    }

    fn read_whole(input: &str) -> Vec<Result<(usize, Option<String>), FormatError>> {
        read_sudoku(input, "f", &ReadOptions::default())
            .map(|r| r.map(|p| (p.line, p.name)))
            .collect()
    }

    #[test]
    fn pieces_read_as_the_whole_text_does() {
        let mut input = String::from("\u{feff}# a comment\n");
        for i in 0..3000 {
            input.push_str(&format!("{GRID} n{i}\n"));
            if i % 700 == 0 {
                input.push_str("# block\n4...\n....\n....\n...1\n\nbad line\n");
            }
        }
        assert_eq!(read_in_pieces(&input), read_whole(&input));
        let pieces = Pieces::new(input.as_bytes(), "f", &ReadOptions::default()).count();
        assert!(pieces > 3, "{pieces}");
    }

    #[test]
    fn a_runaway_line_is_one_located_error() {
        let long = ".".repeat(MAX_LINE_BYTES + 10);
        let input = format!("{GRID}\n{long}\r\n{GRID} after\n");
        let read = read_in_pieces(&input);
        assert_eq!(read, read_whole(&input));
        assert_eq!(read.len(), 3);
        let e = read[1].as_ref().unwrap_err();
        assert_eq!((e.line, e.column), (2, MAX_LINE_BYTES + 1));
        assert!(
            e.message
                .contains(&format!("{} bytes", MAX_LINE_BYTES + 10))
        );
    }
}
