//! Comma-separated grids (SPEC §9's numbers, issue 23): the form spreadsheets and
//! many course samples write, `0,0,0,1,0,0,0,0,2`, one row per line (or a whole
//! grid on one line), `0` or `.` empty, spaces around a number allowed, one
//! trailing comma ignored. A block where a line holds a comma is read this way
//! (unless `--format` asks for another form), and its shape is checked row by
//! row: a row with a number too many or too few, and a grid with too many or too
//! few rows, are each reported at the line (and column) where they go wrong.

use super::FormatError;
use super::build::side_for;
use super::token::CellToken;

/// Whether a block's rows are comma-separated.
pub fn is_comma_block(rows: &[(usize, &str)]) -> bool {
    rows.iter().any(|(_, line)| line.contains(','))
}

/// The comma-separated fields of a line, trimmed, with their 1-based columns; a
/// field left empty is an empty text (reported as no number), one trailing
/// comma is dropped.
pub fn comma_tokens(line: &str, line_no: usize) -> Vec<CellToken<'_>> {
    let mut out = Vec::new();
    let mut start = 0;
    let mut column = 1;
    let fields = line.split(',');
    for field in fields {
        let lead = field.len() - field.trim_start().len();
        out.push(CellToken {
            text: field.trim(),
            line: line_no,
            column: column + line[start..start + lead].chars().count(),
        });
        column += field.chars().count() + 1;
        start += field.len() + 1;
    }
    if out.len() > 1 && out.last().is_some_and(|t| t.text.is_empty()) {
        out.pop();
    }
    out
}

/// The cells of a comma-separated grid and its side: one line of N² numbers, or
/// N lines of N numbers. The error says where the shape goes wrong.
pub fn comma_grid<'a>(
    file: &str,
    rows: &[(usize, &'a str)],
) -> Result<(usize, Vec<CellToken<'a>>), FormatError> {
    let rows: Vec<Vec<CellToken<'a>>> = rows.iter().map(|&(i, l)| comma_tokens(l, i)).collect();
    let first = &rows[0];
    let line_of = |row: &[CellToken<'_>]| row.first().map_or(1, |t| t.line);
    if rows.len() == 1 {
        let n = side_for(first.len()).ok_or_else(|| {
            let end = first
                .last()
                .map_or(1, |t| t.column + t.text.chars().count());
            FormatError::new(
                file,
                line_of(first),
                end,
                format!(
                    "expected N*N comma-separated numbers (N from 4 to 25), found {}",
                    first.len()
                ),
            )
        })?;
        return Ok((n, rows.concat()));
    }
    let n = first.len();
    if side_for(n * n).is_none() {
        return Err(FormatError::new(
            file,
            line_of(first),
            1,
            format!(
                "expected N comma-separated numbers in a row of an NxN grid (N from 4 to 25), found {n}"
            ),
        ));
    }
    for row in &rows {
        if row.len() != n {
            let column = row.get(n).map_or_else(
                || row.last().map_or(1, |t| t.column + t.text.chars().count()),
                |t| t.column,
            );
            return Err(FormatError::new(
                file,
                line_of(row),
                column,
                format!(
                    "expected {n} numbers in this row (as in the first row of the grid), found {}",
                    row.len()
                ),
            ));
        }
    }
    if rows.len() != n {
        let line = match rows.get(n) {
            Some(extra) => line_of(extra),
            None => line_of(&rows[rows.len() - 1]) + 1,
        };
        return Err(FormatError::new(
            file,
            line,
            1,
            format!(
                "expected {n} rows of {n} numbers, found {} rows",
                rows.len()
            ),
        ));
    }
    Ok((n, rows.concat()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_carry_their_columns() {
        let t = comma_tokens("1, 2,,10,", 3);
        let got: Vec<_> = t.iter().map(|t| (t.text, t.column)).collect();
        assert_eq!(got, [("1", 1), ("2", 4), ("", 6), ("10", 7)]);
    }

    #[test]
    fn shapes_are_checked_row_by_row() {
        let row = "1,2,3,4";
        let good = [(1, row), (2, row), (3, row), (4, row)];
        assert_eq!(comma_grid("f", &good).unwrap().0, 4);
        let long = [(1, row), (2, "1,2,3,4,1"), (3, row), (4, row)];
        let e = comma_grid("f", &long).unwrap_err();
        assert_eq!((e.line, e.column), (2, 9));
        let short = [(1, row), (2, "1,2,3"), (3, row), (4, row)];
        let e = comma_grid("f", &short).unwrap_err();
        assert_eq!((e.line, e.column), (2, 6));
        let few = [(1, row), (2, row), (3, row)];
        let e = comma_grid("f", &few).unwrap_err();
        assert_eq!((e.line, e.column), (4, 1));
        assert!(e.message.ends_with("found 3 rows"), "{e}");
        let many = [(1, row), (2, row), (3, row), (4, row), (5, row)];
        assert_eq!(comma_grid("f", &many).unwrap_err().line, 5);
        let one = "1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,2";
        assert_eq!(comma_grid("f", &[(1, one)]).unwrap().0, 4);
    }
}
