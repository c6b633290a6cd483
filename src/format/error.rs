//! The one error type of every reader (SPEC §9): a file, a 1-based line and column,
//! and what was expected, shown as `puzzles.txt:3:17: expected a digit 1-9 or '.', found 'x'`.
//! File names and messages quote text from the input, so [`safe_text`] writes
//! their control characters as escapes: a file cannot drive the terminal (ESC
//! sequences, BEL) through an error message.

use std::fmt;

use super::safe_text::safe_text;

/// An input error located in a file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormatError {
    /// The file name as the user gave it (`-` or `<stdin>` for standard input).
    pub file: String,
    /// 1-based line.
    pub line: usize,
    /// 1-based column, counted in characters.
    pub column: usize,
    /// What was expected and what was found.
    pub message: String,
}

impl FormatError {
    /// An error at `line`:`column` of `file`, control characters escaped.
    pub fn new(file: &str, line: usize, column: usize, message: impl Into<String>) -> FormatError {
        FormatError {
            file: safe_text(file).into_owned(),
            line,
            column,
            message: safe_text(&message.into()).into_owned(),
        }
    }
}

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}:{}:{}: {}",
            safe_text(&self.file),
            self.line,
            self.column,
            safe_text(&self.message)
        )
    }
}

impl std::error::Error for FormatError {}

/// Refuses a line longer than [`super::MAX_LINE_BYTES`], located at the first
/// character past the limit, before any reader splits it into cells.
pub fn check_line_length(file: &str, line_no: usize, line: &str) -> Result<(), FormatError> {
    if line.len() <= super::MAX_LINE_BYTES {
        return Ok(());
    }
    Err(overlong_line(file, line_no, line, line.len()))
}

/// The error for a line of `len` bytes, longer than [`super::MAX_LINE_BYTES`],
/// of which `start` holds at least the first [`super::MAX_LINE_BYTES`] bytes (a
/// reader of a stream keeps no more of it).
pub fn overlong_line(file: &str, line_no: usize, start: &str, len: usize) -> FormatError {
    let limit = super::MAX_LINE_BYTES;
    let column = start.char_indices().take_while(|&(b, _)| b < limit).count() + 1;
    let message = format!("expected a line of at most {limit} bytes, found {len} bytes");
    FormatError::new(file, line_no, column, message)
}

/// Describes a character for an error message: `'x'`, or a name for invisible ones.
pub fn describe_char(c: char) -> String {
    match c {
        '\t' => "a tab".to_string(),
        '\r' => "a carriage return".to_string(),
        c if c.is_control() => format!("control character U+{:04X}", c as u32),
        c => format!("'{c}'"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_names_file_line_and_column() {
        let e = FormatError::new(
            "puzzles.txt",
            3,
            17,
            "expected a digit 1-9 or '.', found 'x'",
        );
        assert_eq!(
            e.to_string(),
            "puzzles.txt:3:17: expected a digit 1-9 or '.', found 'x'"
        );
    }

    #[test]
    fn control_characters_are_escaped_in_files_and_messages() {
        let e = FormatError::new("f\u{7}.txt", 1, 2, "found '\u{1b}]0;pwned\u{7}'");
        let shown = e.to_string();
        assert!(!shown.chars().any(char::is_control), "{shown:?}");
        assert_eq!(shown, "f\\u{7}.txt:1:2: found '\\u{1b}]0;pwned\\u{7}'");
    }

    #[test]
    fn overlong_lines_are_refused_at_the_limit() {
        let limit = crate::format::MAX_LINE_BYTES;
        assert!(check_line_length("f", 1, &".".repeat(limit)).is_ok());
        let e = check_line_length("f", 4, &".".repeat(limit + 5)).unwrap_err();
        assert_eq!((e.line, e.column), (4, limit + 1));
        assert!(e.message.contains("at most 65536 bytes"), "{e}");
    }
}
