//! The Kakuro file format (SPEC §9): per puzzle, H lines of W whitespace-separated
//! tokens — `#` black, `D\R` clue (down sum, right sum, either side empty, sums 1–45),
//! `.` an empty white cell, `1`–`9` a white cell holding that digit — and puzzles
//! separated by blank lines. A line starting with `;` is a comment; the comment line
//! directly before a puzzle is its name (a comment right after a grid's last row also
//! ends that puzzle). Errors carry file, line and column; the writer round-trips.
//! A leading byte-order mark is skipped. A grid has at most [`MAX_SIDE`] squares each way and lines at most
//! [`crate::format::MAX_LINE_BYTES`] bytes.

use std::sync::Arc;

use crate::format::FormatError;
use crate::format::canonical::fnv1a64;
use crate::format::error::{check_line_length, describe_char};

use super::grid::{KakuroGrid, MAX_SIDE, Square};

/// A Kakuro read from a file: its name, its grid and the digits written in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KakuroPuzzle {
    /// The comment line before the grid, if any.
    pub name: Option<String>,
    /// The grid.
    pub grid: Arc<KakuroGrid>,
    /// One entry per white cell, row-major: the digit written there, or 0.
    pub givens: Vec<u8>,
}

/// The lines of one puzzle: its name and its (1-based line number, text) rows.
struct Block<'a> {
    name: Option<String>,
    rows: Vec<(usize, &'a str)>,
}

/// Splits a file into puzzle blocks, taking names from comment lines.
fn blocks(text: &str) -> Vec<Block<'_>> {
    let mut out = Vec::new();
    let mut current = Block {
        name: None,
        rows: Vec::new(),
    };
    for (i, line) in without_bom(text).lines().enumerate() {
        let trimmed = line.trim();
        let comment = trimmed.strip_prefix(';');
        if (trimmed.is_empty() || comment.is_some()) && !current.rows.is_empty() {
            out.push(std::mem::replace(
                &mut current,
                Block {
                    name: None,
                    rows: Vec::new(),
                },
            ));
        }
        if let Some(rest) = comment {
            current.name = Some(rest.trim().to_string()).filter(|n| !n.is_empty());
        } else if trimmed.is_empty() {
            current.name = None;
        } else {
            current.rows.push((i + 1, line));
        }
    }
    if !current.rows.is_empty() {
        out.push(current);
    }
    out
}

/// Whether a text looks like Kakuro: some non-comment token is a real `D\R` clue
/// (one or two digits on either side of the `\`, at least one side given). A
/// backslash elsewhere — a `# C:\…` comment, a puzzle's name — does not count.
pub fn looks_like_kakuro(text: &str) -> bool {
    // Every clue has a backslash: a text without one is told at once.
    text.contains('\\')
        && without_bom(text)
            .lines()
            .filter(|l| !l.trim_start().starts_with(';'))
            .any(|l| l.split_whitespace().any(is_clue_token))
}

/// Whether a token has the shape of a clue: `D\R`, `D\` or `\R` with 1–2 digit sums.
fn is_clue_token(token: &str) -> bool {
    let sum = |s: &str| s.len() <= 2 && s.bytes().all(|b| b.is_ascii_digit());
    token
        .split_once('\\')
        .is_some_and(|(d, r)| sum(d) && sum(r) && !(d.is_empty() && r.is_empty()))
}

/// The text without a leading UTF-8 byte-order mark, which some editors write.
fn without_bom(text: &str) -> &str {
    text.strip_prefix('\u{feff}').unwrap_or(text)
}

/// Reads every puzzle of a Kakuro file; a block that cannot be read gives its error
/// and the others are still read.
pub fn read_kakuro_file(text: &str, file: &str) -> Vec<Result<KakuroPuzzle, FormatError>> {
    blocks(text).iter().map(|b| read_block(b, file)).collect()
}

/// Reads a text holding exactly one Kakuro.
pub fn read_kakuro(text: &str, file: &str) -> Result<KakuroPuzzle, FormatError> {
    let all = blocks(text);
    match all.as_slice() {
        [one] => read_block(one, file),
        [] => Err(FormatError::new(
            file,
            1,
            1,
            "expected a Kakuro grid, found no grid lines",
        )),
        [_, second, ..] => Err(FormatError::new(
            file,
            second.rows[0].0,
            1,
            "expected one Kakuro, found a second grid",
        )),
    }
}

/// Whitespace-separated tokens of a line with their 1-based character columns.
fn tokens(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start: Option<(usize, usize)> = None;
    for (col, (byte, ch)) in line.char_indices().enumerate() {
        match (ch.is_whitespace(), start) {
            (false, None) => start = Some((col + 1, byte)),
            (true, Some((c, b))) => {
                out.push((c, &line[b..byte]));
                start = None;
            }
            _ => {}
        }
    }
    if let Some((c, b)) = start {
        out.push((c, &line[b..]));
    }
    out
}

/// One square and the digit in it; an error is (column offset in characters, message).
fn parse_token(token: &str) -> Result<(Square, u8), (usize, String)> {
    match token {
        "#" => return Ok((Square::Black, 0)),
        "." => return Ok((Square::White, 0)),
        _ => {}
    }
    if let Some((down, right)) = token.split_once('\\') {
        let down_sum = parse_sum(down, "before").map_err(|m| (0, m))?;
        let offset = down.chars().count() + 1;
        let right_sum = parse_sum(right, "after").map_err(|m| (offset, m))?;
        return Ok((
            Square::Clue {
                down: down_sum,
                right: right_sum,
            },
            0,
        ));
    }
    let mut chars = token.chars();
    match (chars.next(), chars.next()) {
        (Some(c @ '1'..='9'), None) => Ok((Square::White, c as u8 - b'0')),
        (Some(c), None) => Err((
            0,
            format!(
                "expected '#', '.', a digit 1-9 or a clue such as 16\\23, found {}",
                describe_char(c)
            ),
        )),
        _ => Err((
            0,
            format!("expected '#', '.', a digit 1-9 or a clue such as 16\\23, found '{token}'"),
        )),
    }
}

/// A clue side: empty, or a sum 1–45 in decimal digits.
fn parse_sum(text: &str, side: &str) -> Result<Option<u8>, String> {
    if text.is_empty() {
        return Ok(None);
    }
    let value = (text.len() <= 2 && text.bytes().all(|b| b.is_ascii_digit()))
        .then(|| text.parse::<u8>().ok())
        .flatten()
        .filter(|v| (1..=45).contains(v));
    match value {
        Some(v) => Ok(Some(v)),
        None => Err(format!(
            "expected a clue sum 1-45 or nothing {side} '\\', found '{text}'"
        )),
    }
}

/// The tokens of one grid row, checked against the first row's width (set from it).
fn row_tokens<'t>(
    file: &str,
    line: usize,
    text: &'t str,
    width: &mut Option<usize>,
) -> Result<Vec<(usize, &'t str)>, FormatError> {
    let toks = tokens(text);
    let expected = *width.get_or_insert(toks.len());
    if toks.len() != expected {
        let column = toks.get(expected).map_or(text.chars().count() + 1, |t| t.0);
        let message = format!(
            "expected {expected} squares in this row, as in the first row, found {}",
            toks.len()
        );
        return Err(FormatError::new(file, line, column, message));
    }
    if expected > MAX_SIDE {
        let message = format!("expected at most {MAX_SIDE} squares in a row");
        return Err(FormatError::new(file, line, toks[MAX_SIDE].0, message));
    }
    Ok(toks)
}

/// Reads one block into a checked puzzle.
fn read_block(block: &Block<'_>, file: &str) -> Result<KakuroPuzzle, FormatError> {
    let mut squares = Vec::new();
    let mut digits = Vec::new();
    let mut places = Vec::new();
    let mut width = None;
    for (row, &(line, text)) in block.rows.iter().enumerate() {
        check_line_length(file, line, text)?;
        if row == MAX_SIDE {
            let message = format!("expected at most {MAX_SIDE} rows in a Kakuro");
            return Err(FormatError::new(file, line, 1, message));
        }
        let toks = row_tokens(file, line, text, &mut width)?;
        for (column, tok) in toks {
            let (square, digit) = parse_token(tok).map_err(|(offset, message)| {
                FormatError::new(file, line, column + offset, message)
            })?;
            squares.push(square);
            digits.push(digit);
            places.push((line, column));
        }
    }
    let width = width.unwrap_or(0);
    let height = block.rows.len();
    let grid = KakuroGrid::new(width, height, squares).map_err(|e| {
        let (line, column) = places
            .get(e.row * width + e.col)
            .copied()
            .unwrap_or((block.rows[0].0, 1));
        FormatError::new(file, line, column, e.message)
    })?;
    let givens = (0..grid.cell_count())
        .map(|cell| {
            let (r, c) = grid.position_of(cell);
            digits[r * width + c]
        })
        .collect();
    Ok(KakuroPuzzle {
        name: block.name.clone(),
        grid: Arc::new(grid),
        givens,
    })
}

/// The token of one square, with `digit` in a white cell (0 = `.`).
fn square_token(square: Square, digit: u8) -> String {
    let side = |s: Option<u8>| s.map_or(String::new(), |v| v.to_string());
    match square {
        Square::Black => "#".to_string(),
        Square::Clue { down, right } => format!("{}\\{}", side(down), side(right)),
        Square::White if (1..=9).contains(&digit) => digit.to_string(),
        Square::White => ".".to_string(),
    }
}

/// The key of a Kakuro in `rate` and `solve` records (SPEC §11; the forms of
/// every key are in [`crate::format::canonical`]): its size and the FNV-1a
/// hash of its grid text with its givens, rows joined by newlines.
pub fn record_key(puzzle: &KakuroPuzzle) -> String {
    let grid = &puzzle.grid;
    let text = grid_rows(grid, &puzzle.givens).join("\n");
    format!(
        "k{}x{}:{:016x}",
        grid.width(),
        grid.height(),
        fnv1a64(text.as_bytes())
    )
}

/// The grid's rows in the file form, tokens joined by single spaces, with `values`
/// (one per white cell, 0 = empty) in the white cells.
pub fn grid_rows(grid: &KakuroGrid, values: &[u8]) -> Vec<String> {
    (0..grid.height())
        .map(|r| {
            let row: Vec<String> = (0..grid.width())
                .map(|c| {
                    let digit = grid
                        .white_cell(r, c)
                        .and_then(|w| values.get(w).copied())
                        .unwrap_or(0);
                    square_token(grid.square(r, c), digit)
                })
                .collect();
            row.join(" ")
        })
        .collect()
}

/// A puzzle in the file form: its name as a `;` comment, then its rows.
pub fn write_kakuro(puzzle: &KakuroPuzzle) -> String {
    let mut out = String::new();
    if let Some(name) = &puzzle.name {
        out.push_str(&format!("; {name}\n"));
    }
    for row in grid_rows(&puzzle.grid, &puzzle.givens) {
        out.push_str(&row);
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_real_clues_make_a_kakuro() {
        for yes in ["# 3\\ 7\\", "\\4 . .", "16\\23", ". 45\\ ."] {
            assert!(looks_like_kakuro(yes), "{yes}");
        }
        for no in [
            "# C:\\puzzles\\x.txt\n4...",
            "1234341221434321 my\\name",
            "\\ . .",
            "123\\4",
            "a\\b",
            "; 3\\4",
        ] {
            assert!(!looks_like_kakuro(no), "{no}");
        }
    }

    #[test]
    fn a_byte_order_mark_is_skipped() {
        let text = "\u{feff}; first\n# 3\\ 7\\\n\\4 . .\n\\6 . .\n";
        let puzzle = read_kakuro(text, "k.txt").unwrap();
        assert_eq!(puzzle.name.as_deref(), Some("first"));
        assert!(looks_like_kakuro(text));
    }
}
