//! Located pieces of a Sudoku file (SPEC §9): a cell read from a grid line, with the
//! line and column it came from, and the checks that turn one into a digit or a
//! candidate list with a precise error.

use super::error::{FormatError, describe_char};
use crate::engine::{Digit, DigitSet, char_digit, digit_char};

/// One cell's text and where it starts (1-based line and column).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellToken<'a> {
    /// The cell's text: one character in grid lines, a whole token otherwise.
    pub text: &'a str,
    /// 1-based line.
    pub line: usize,
    /// 1-based column of the first character.
    pub column: usize,
}

/// Whether a character marks an empty cell.
pub fn is_empty_mark(c: char) -> bool {
    matches!(c, '.' | '0' | '-' | '_')
}

/// Whether a character could be a cell of some board: a digit, a letter A–P or an
/// empty mark.
pub fn is_cell_char(c: char) -> bool {
    is_empty_mark(c) || char_digit(c).is_some()
}

/// Whether a whitespace token is grid decoration (`|`, `+---+`, `:---:`, `====`).
pub fn is_decoration_token(t: &str) -> bool {
    t.chars().all(|c| "|+-=:.*'".contains(c))
        && (t.contains(['|', '+', '=', ':']) || t.contains("--"))
        || t.chars().all(|c| c == '|')
}

/// Whether a whole line is decoration (a separator between box rows).
pub fn is_decoration_line(line: &str) -> bool {
    let mut tokens = line.split_whitespace().peekable();
    tokens.peek().is_some() && tokens.all(is_decoration_token)
}

/// Words for the digits a board of side `n` accepts, e.g. `a digit 1-9 or '.'`.
pub fn expected_cell(n: usize) -> String {
    if n <= 9 {
        format!("a digit 1-{n} or '.'")
    } else {
        format!("a digit 1-9, a letter A-{} or '.'", digit_char(n as Digit))
    }
}

/// Reads a one-character cell: a digit 1..=n, or 0 for an empty mark.
pub fn char_cell(file: &str, tok: &CellToken<'_>, n: usize) -> Result<Digit, FormatError> {
    let c = tok.text.chars().next().unwrap_or(' ');
    if is_empty_mark(c) {
        return Ok(0);
    }
    match char_digit(c) {
        Some(d) if d as usize <= n => Ok(d),
        _ => Err(FormatError::new(
            file,
            tok.line,
            tok.column,
            format!("expected {}, found {}", expected_cell(n), describe_char(c)),
        )),
    }
}

/// Reads a number token: 1..=n, or 0 (also `.`) for an empty cell.
pub fn number_cell(file: &str, tok: &CellToken<'_>, n: usize) -> Result<Digit, FormatError> {
    if tok.text == "." {
        return Ok(0);
    }
    match tok.text.parse::<usize>() {
        Ok(v) if v <= n => Ok(v as Digit),
        Ok(v) => Err(FormatError::new(
            file,
            tok.line,
            tok.column,
            format!(
                "expected a number 0-{n} or '.', found {v}: a {n}x{n} board holds the digits 1 to {n}"
            ),
        )),
        Err(_) => Err(FormatError::new(
            file,
            tok.line,
            tok.column,
            format!("expected a number 0-{n} or '.', found '{}'", tok.text),
        )),
    }
}

/// Reads a pencil-mark token: a list of distinct digits 1..=n.
pub fn candidate_cell(file: &str, tok: &CellToken<'_>, n: usize) -> Result<DigitSet, FormatError> {
    let mut set = DigitSet::EMPTY;
    for (i, c) in tok.text.chars().enumerate() {
        let d = match char_digit(c) {
            Some(d) if d as usize <= n && !set.contains(d) => d,
            _ => {
                return Err(FormatError::new(
                    file,
                    tok.line,
                    tok.column + i,
                    format!(
                        "expected a list of distinct candidates 1-{n}, found {}",
                        describe_char(c)
                    ),
                ));
            }
        };
        set.insert(d);
    }
    Ok(set)
}

/// The whitespace-separated tokens of a line with their 1-based columns.
pub fn tokens(line: &str, line_no: usize) -> Vec<CellToken<'_>> {
    if line.is_ascii() {
        // Each byte is a character: no decoding needed.
        let chars = line.bytes().enumerate().map(|(i, b)| (i, char::from(b)));
        return tokens_of(line, line_no, chars);
    }
    tokens_of(line, line_no, line.char_indices())
}

/// [`tokens`] from the line's characters with their byte offsets.
fn tokens_of<'a>(
    line: &'a str,
    line_no: usize,
    chars: impl Iterator<Item = (usize, char)>,
) -> Vec<CellToken<'a>> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    let mut column = 0;
    for (byte, c) in chars {
        column += 1;
        if c.is_whitespace() {
            if let Some((b, col)) = start.take() {
                out.push(CellToken {
                    text: &line[b..byte],
                    line: line_no,
                    column: col,
                });
            }
        } else if start.is_none() {
            start = Some((byte, column));
        }
    }
    if let Some((b, col)) = start {
        out.push(CellToken {
            text: &line[b..],
            line: line_no,
            column: col,
        });
    }
    out
}

/// The digits of a one-line grid word when every character is a cell of a board of
/// side `n` (a digit 1..=n or an empty mark, as [`char_cell`] reads it); `None` when
/// one is anything else.
pub fn plain_line_digits(text: &str, n: usize) -> Option<Vec<Digit>> {
    let mut digits = Vec::with_capacity(text.len());
    // Bytes stand for characters: a byte of a longer character is no cell.
    for c in text.bytes().map(char::from) {
        digits.push(match c {
            _ if is_empty_mark(c) => 0,
            _ => char_digit(c).filter(|&d| d as usize <= n)?,
        });
    }
    Some(digits)
}

/// What each byte stands for in a plain 9×9 one-line grid: its digit 1–9, 0 for an
/// empty mark, and [`NOT_A_NINE_CELL`] for any other byte.
const NINE_CELLS: [u8; 256] = {
    let mut t = [NOT_A_NINE_CELL; 256];
    let mut d = 1;
    while d <= 9 {
        t[(b'0' + d) as usize] = d;
        d += 1;
    }
    t[b'.' as usize] = 0;
    t[b'0' as usize] = 0;
    t[b'-' as usize] = 0;
    t[b'_' as usize] = 0;
    t
};

/// The mark of a byte that is no 9×9 cell: a bit no digit up to 9 has.
const NOT_A_NINE_CELL: u8 = 0x10;

/// The digits of a line that is nothing but a 9×9 grid of plain cells: 81 bytes,
/// each a digit 1–9 or an empty mark ([`is_empty_mark`]), no name and no space;
/// `None` for any other line. Such a line reads as [`plain_line_digits`] reads
/// its one word, in one pass and without allocating.
pub fn plain_nine_line(line: &str) -> Option<[Digit; 81]> {
    let bytes: &[u8; 81] = line.as_bytes().try_into().ok()?;
    let mut digits = [0; 81];
    let mut marks = 0;
    for (digit, &b) in digits.iter_mut().zip(bytes) {
        *digit = NINE_CELLS[b as usize];
        marks |= *digit;
    }
    (marks & NOT_A_NINE_CELL == 0).then_some(digits)
}

/// The one-character cells of a grid line: everything but whitespace, `|` and `+`.
pub fn char_cells(line: &str, line_no: usize) -> Vec<CellToken<'_>> {
    let mut out = Vec::new();
    for (index, (byte, c)) in line.char_indices().enumerate() {
        let column = index + 1;
        if !c.is_whitespace() && c != '|' && c != '+' {
            out.push(CellToken {
                text: &line[byte..byte + c.len_utf8()],
                line: line_no,
                column,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decoration_is_recognised() {
        assert!(is_decoration_line("------+-------+------"));
        assert!(is_decoration_line(".-------.-------."));
        assert!(is_decoration_line(":---+---:"));
        assert!(!is_decoration_line("1 . . | . . ."));
        assert!(!is_decoration_line("- - -"));
        assert!(!is_decoration_line(""));
    }

    #[test]
    fn tokens_carry_columns() {
        let t = tokens("  12 3\t.", 4);
        let cols: Vec<_> = t.iter().map(|t| (t.text, t.column)).collect();
        assert_eq!(cols, vec![("12", 3), ("3", 6), (".", 8)]);
        let c = char_cells("1.|3 x", 2);
        assert_eq!(
            c.iter().map(|t| t.column).collect::<Vec<_>>(),
            vec![1, 2, 4, 6]
        );
    }

    #[test]
    fn a_bare_nine_line_reads_as_its_one_word() {
        let line =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let values = plain_nine_line(line).unwrap();
        assert_eq!(values.to_vec(), plain_line_digits(line, 9).unwrap());
        let marks = line
            .replace('.', "0")
            .replacen('0', "-", 1)
            .replacen('0', "_", 1);
        assert_eq!(plain_nine_line(&marks), Some(values));
        // A name, a space, a letter or a short line leave it to the full reader.
        for other in [
            format!("{line} name"),
            format!(" {}", &line[1..]),
            format!("A{}", &line[1..]),
            line[1..].to_string(),
        ] {
            assert_eq!(plain_nine_line(&other), None);
        }
    }

    #[test]
    fn cell_errors_name_what_was_expected() {
        let tok = CellToken {
            text: "x",
            line: 3,
            column: 17,
        };
        let e = char_cell("puzzles.txt", &tok, 9).unwrap_err();
        assert_eq!(
            e.to_string(),
            "puzzles.txt:3:17: expected a digit 1-9 or '.', found 'x'"
        );
        let tok = CellToken {
            text: "133",
            line: 1,
            column: 5,
        };
        let e = candidate_cell("f", &tok, 9).unwrap_err();
        assert_eq!(e.column, 7);
    }
}
