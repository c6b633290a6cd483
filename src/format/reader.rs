//! The Sudoku reader (SPEC §9): walks a file, recognises each puzzle's format and
//! yields puzzles or located errors in input order, so a batch goes on past bad
//! items.
//!
//! Choices where the spec leaves room:
//! - A line whose first word is a whole grid (N² cells, or longer than any grid
//!   row could be) is a one-line puzzle; anything else starts a block of lines
//!   that ends at a blank line or at the next one-line puzzle.
//! - A block holds one puzzle, or several grids of N rows each, or (for jigsaw) a
//!   grid followed by N rows of region symbols (a line reading `layout` may
//!   separate them and must for N > 9).
//! - The name of a one-line puzzle is the text after its grid (and layout); the
//!   name of a block is the comment line (`# name`) directly before it.
//! - A block whose lines hold commas is a comma-separated grid (see [`comma`]).
//! - A leading UTF-8 byte-order mark is skipped.
//! - A line longer than [`MAX_LINE_BYTES`] is an unreadable item of its own (it
//!   also ends the block before it); reading goes on after it.

use std::collections::VecDeque;
use std::iter::{Peekable, Zip};
use std::ops::RangeFrom;
use std::str::Lines;
use std::sync::Arc;

use super::build::{geometry, position, side_for};
use super::comma;
use super::detect::detect;
use super::error::{FormatError, check_line_length, describe_char};
use super::read_puzzle::ReadPuzzle;
use super::token::{
    CellToken, char_cells, expected_cell, is_cell_char, is_decoration_line, is_decoration_token,
    plain_line_digits, plain_nine_line, tokens,
};
use super::{FormatKind, MAX_LINE_BYTES, Puzzle, ReadOptions};
use crate::engine::{Digit, Geometry};

/// An iterator over the puzzles of a Sudoku file, in input order.
pub struct SudokuReader<'a> {
    file: String,
    /// Each line with its 0-based number in the whole input.
    lines: Peekable<Zip<RangeFrom<usize>, Lines<'a>>>,
    opts: ReadOptions,
    pending: VecDeque<Result<Puzzle, FormatError>>,
    comment: Option<String>,
    /// The geometry of a 9×9 one-line grid under `opts`, once built: the same for
    /// every such grid of the input.
    nine: Option<Arc<Geometry>>,
}

/// Reads every puzzle of `text`; `file` names the source in errors.
pub fn read_sudoku<'a>(text: &'a str, file: &str, opts: &ReadOptions) -> SudokuReader<'a> {
    read_sudoku_from(text, file, opts, 1)
}

/// Reads every puzzle of `text`, a piece of a longer input that starts at line
/// `first_line` (1-based) of it, so errors name the line in the whole input.
/// The piece must start where the reader starts afresh: at the input's start,
/// or after a blank line or a one-line puzzle (see [`is_one_line`]).
pub fn read_sudoku_from<'a>(
    text: &'a str,
    file: &str,
    opts: &ReadOptions,
    first_line: usize,
) -> SudokuReader<'a> {
    SudokuReader {
        file: file.to_string(),
        // Some editors start a UTF-8 file with a byte-order mark: it is not content.
        lines: (first_line.saturating_sub(1)..)
            .zip(text.strip_prefix('\u{feff}').unwrap_or(text).lines())
            .peekable(),
        opts: opts.clone(),
        pending: VecDeque::new(),
        comment: None,
        nine: None,
    }
}

type Row<'a> = (usize, &'a str);

/// The cells of a one-line grid: its digits when every character is a plain cell,
/// else each cell with its place, to be read one by one.
enum Cells<'a> {
    Plain(Vec<Digit>),
    Located(Vec<CellToken<'a>>),
}

impl<'a> Iterator for SudokuReader<'a> {
    type Item = Result<Puzzle, FormatError>;

    fn next(&mut self) -> Option<Self::Item> {
        self.next_read()
            .map(|read| read.map(ReadPuzzle::into_puzzle))
    }
}

impl<'a> SudokuReader<'a> {
    /// The puzzles as read, a plain grid's candidates not worked out (see
    /// [`ReadPuzzle`]): the same puzzles and errors as the reader gives.
    pub fn read_puzzles(mut self) -> impl Iterator<Item = Result<ReadPuzzle, FormatError>> + 'a {
        std::iter::from_fn(move || self.next_read())
    }

    /// The next puzzle as read, or the next error.
    fn next_read(&mut self) -> Option<Result<ReadPuzzle, FormatError>> {
        if let Some(p) = self.pending.pop_front() {
            return Some(p.map(ReadPuzzle::from));
        }
        loop {
            let (index, line) = self.lines.next()?;
            if let Some(values) = self.plain_nine(line) {
                self.comment = None;
                return Some(self.nine_line(index + 1, &values));
            }
            if let Err(e) = check_line_length(&self.file, index + 1, line) {
                self.comment = None;
                return Some(Err(e));
            }
            let trimmed = line.trim();
            if trimmed.is_empty() {
                self.comment = None;
                continue;
            }
            if let Some(comment) = trimmed.strip_prefix('#') {
                self.comment = Some(comment.trim().to_string());
                continue;
            }
            if self.is_one_line(line) {
                self.comment = None;
                return Some(self.one_line(index + 1, line));
            }
            let mut rows: Vec<Row<'a>> = vec![(index + 1, line)];
            while let Some(&(i, l)) = self.lines.peek() {
                if l.len() > MAX_LINE_BYTES || l.trim().is_empty() || self.is_one_line(l) {
                    break;
                }
                self.lines.next();
                if !l.trim().starts_with('#') {
                    rows.push((i + 1, l));
                }
            }
            let name = self.comment.take();
            let results = self.block(&rows, name);
            self.pending.extend(results);
            if let Some(p) = self.pending.pop_front() {
                return Some(p.map(ReadPuzzle::from));
            }
        }
    }
}

/// Whether a line is a whole puzzle of its own (a one-line grid, with its
/// layout and name) rather than a line of a block, under the `--format` and box
/// options of `opts`.
pub fn is_one_line(opts: &ReadOptions, line: &str) -> bool {
    match opts.format {
        Some(FormatKind::Line) => return true,
        Some(FormatKind::Numbers | FormatKind::Pencil | FormatKind::Grid) => return false,
        _ => {}
    }
    let Some(first) = first_word(line) else {
        return false;
    };
    // These marks are ASCII, so they are found byte by byte.
    if first.bytes().any(|b| matches!(b, b'|' | b'+' | b',')) || first.starts_with('#') {
        return false;
    }
    let count = first.chars().count();
    if count > 25 {
        return true;
    }
    let Some(n) = side_for(count) else {
        return false;
    };
    // A 16- or 25-character word may be a row of a 16×16 or 25×25 grid: it is a
    // one-line puzzle only if every character fits the small board.
    let fits = first.chars().all(|c| {
        super::token::is_empty_mark(c)
            || crate::engine::char_digit(c).is_some_and(|d| d as usize <= n)
    });
    let needs_layout = crate::engine::geometry::default_box_shape(n).is_none()
        && opts.layout.is_none()
        && opts.box_shape.is_none();
    fits && (!needs_layout || line.split_whitespace().nth(1).is_some())
}

/// The first whitespace-separated word of a line, found byte by byte on an ASCII
/// line (where each byte is a character).
fn first_word(line: &str) -> Option<&str> {
    if !line.is_ascii() {
        return line.split_whitespace().next();
    }
    let space = |b: &u8| char::from(*b).is_whitespace();
    let start = line.bytes().position(|b| !space(&b))?;
    let end = line[start..]
        .bytes()
        .position(|b| space(&b))
        .map_or(line.len(), |len| start + len);
    Some(&line[start..end])
}

impl<'a> SudokuReader<'a> {
    fn is_one_line(&self, line: &str) -> bool {
        is_one_line(&self.opts, line)
    }

    /// The digits of a line that is a bare 9×9 grid of plain cells
    /// ([`plain_nine_line`]), when the options let it be a one-line puzzle: such
    /// a line is one whatever else they say ([`is_one_line`]).
    fn plain_nine(&self, line: &str) -> Option<[Digit; 81]> {
        let blocks_only = matches!(
            self.opts.format,
            Some(FormatKind::Numbers | FormatKind::Pencil | FormatKind::Grid)
        );
        if blocks_only {
            return None;
        }
        plain_nine_line(line)
    }

    /// The puzzle of a bare 9×9 line ([`Self::plain_nine`]): what
    /// [`Self::one_line`] reads from it, without splitting it into words.
    fn nine_line(
        &mut self,
        line_no: usize,
        values: &[Digit; 81],
    ) -> Result<ReadPuzzle, FormatError> {
        let geo = match &self.nine {
            Some(geo) => geo.clone(),
            None => {
                // An error is located at its line, so only a geometry is kept.
                let geo = geometry(&self.file, 9, None, &self.opts, (line_no, 1))?;
                self.nine.insert(geo).clone()
            }
        };
        Ok(ReadPuzzle::placed(None, line_no, geo, values.to_vec()))
    }

    fn one_line(&self, line_no: usize, line: &str) -> Result<ReadPuzzle, FormatError> {
        let file = &self.file;
        let words = tokens(line, line_no);
        let grid = &words[0];
        // A grid word of plain cells is read at once; any other goes cell by cell,
        // which locates what is wrong.
        let plain = side_for(grid.text.len())
            .and_then(|n| plain_line_digits(grid.text, n).map(|values| (n, values)));
        let (n, cells) = match plain {
            Some((n, values)) => (n, Cells::Plain(values)),
            None => {
                let cells: Vec<CellToken<'_>> = char_cells(grid.text, line_no)
                    .into_iter()
                    .map(|t| CellToken {
                        column: t.column + grid.column - 1,
                        ..t
                    })
                    .collect();
                let Some(n) = side_for(cells.len()) else {
                    return Err(FormatError::new(
                        file,
                        line_no,
                        grid.column + cells.len(),
                        format!(
                            "expected a one-line grid of N*N cells (16, 36, 64, 81, 100, 144, 256, 400 or 625), found {} characters",
                            cells.len()
                        ),
                    ));
                };
                (n, Cells::Located(cells))
            }
        };
        let mut rest = 1;
        let layout = match words.get(1) {
            Some(w) if w.text.chars().count() == n * n => {
                rest = 2;
                Some(char_cells(w.text, line_no))
            }
            _ => None,
        };
        let geo = geometry(
            file,
            n,
            layout.as_deref(),
            &self.opts,
            (line_no, grid.column),
        )?;
        let name = words
            .get(rest)
            .map(|w| line[byte_of_column(line, w.column)..].trim().to_string());
        match cells {
            Cells::Plain(values) => Ok(ReadPuzzle::placed(name, line_no, geo, values)),
            Cells::Located(cells) => Ok(ReadPuzzle::from(Puzzle {
                position: position(file, &cells, FormatKind::Line, geo)?,
                name,
                line: line_no,
            })),
        }
    }

    fn block(&self, rows: &[Row<'a>], name: Option<String>) -> Vec<Result<Puzzle, FormatError>> {
        let rows: Vec<Row<'a>> = rows
            .iter()
            .copied()
            .filter(|(_, l)| !is_decoration_line(l))
            .collect();
        let (grid, layout) = match rows
            .iter()
            .position(|(_, l)| l.trim().eq_ignore_ascii_case("layout"))
        {
            Some(i) => (&rows[..i], Some(&rows[i + 1..])),
            None => (&rows[..], None),
        };
        let Some(&(first_line, _)) = grid.first() else {
            let line = rows.first().map_or(1, |r| r.0);
            let e = FormatError::new(
                &self.file,
                line,
                1,
                "expected grid rows, found only decoration or a layout",
            );
            return vec![Err(e)];
        };
        let comma_form = matches!(self.opts.format, None | Some(FormatKind::Numbers));
        if comma_form && layout.is_none() && comma::is_comma_block(grid) {
            return vec![self.comma_puzzle(grid, name)];
        }
        let (kind, tried) = match self.opts.format {
            Some(k @ (FormatKind::Numbers | FormatKind::Pencil | FormatKind::Grid)) => {
                (k, "as --format asks")
            }
            // A jigsaw is a character grid, or numbers for N > 9; never pencil marks.
            Some(FormatKind::Jigsaw) => match detect(grid) {
                FormatKind::Numbers => (FormatKind::Numbers, "as --format jigsaw asks"),
                _ => (FormatKind::Grid, "as --format jigsaw asks"),
            },
            _ => (
                detect(grid),
                "detected; formats tried: pencil marks, numbers, character grid",
            ),
        };
        let mut results = match kind {
            FormatKind::Numbers | FormatKind::Pencil => vec![self.token_block(grid, layout, kind)],
            _ => self.char_block(grid, layout),
        };
        let form = match (kind, self.opts.format) {
            (FormatKind::Numbers, _) => "numbers",
            (FormatKind::Pencil, _) => "pencil marks",
            (_, Some(FormatKind::Jigsaw)) => "a jigsaw character grid",
            _ => "a character grid",
        };
        for e in results.iter_mut().filter_map(|r| r.as_mut().err()) {
            e.message = format!(
                "{} (block at line {first_line} read as {form}, {tried})",
                e.message
            );
        }
        if let Some(Ok(p)) = results.first_mut() {
            p.name = name;
        }
        results
    }

    /// A block of comma-separated numbers: one puzzle (see [`comma`]).
    fn comma_puzzle(&self, grid: &[Row<'a>], name: Option<String>) -> Result<Puzzle, FormatError> {
        let file = &self.file;
        let first_line = grid[0].0;
        let puzzle = comma::comma_grid(file, grid).and_then(|(n, cells)| {
            let geo = geometry(file, n, None, &self.opts, (first_line, 1))?;
            Ok(Puzzle {
                name,
                position: position(file, &cells, FormatKind::Numbers, geo)?,
                line: first_line,
            })
        });
        puzzle.map_err(|mut e| {
            e.message = format!(
                "{} (block at line {first_line} read as comma-separated numbers)",
                e.message
            );
            e
        })
    }

    /// A block of whitespace-separated numbers or candidate lists: one puzzle.
    fn token_block(
        &self,
        grid: &[Row<'a>],
        layout: Option<&[Row<'a>]>,
        kind: FormatKind,
    ) -> Result<Puzzle, FormatError> {
        let file = &self.file;
        let mut cells: Vec<CellToken<'a>> = grid
            .iter()
            .flat_map(|&(i, l)| tokens(l, i))
            .filter(|t| !is_decoration_token(t.text))
            .collect();
        let (first_line, last_line) = (grid[0].0, grid[grid.len() - 1].0);
        let mut layout_cells = layout.map(layout_tokens);
        // Without a `layout` line, a numbers block of 2·N² tokens is a grid and its layout.
        let halves = side_for(cells.len() / 2).filter(|_| cells.len().is_multiple_of(2));
        if let Some(n) = halves.filter(|_| layout_cells.is_none()) {
            layout_cells = Some(cells.split_off(n * n));
        }
        let Some(n) = side_for(cells.len()) else {
            let what = if kind == FormatKind::Pencil {
                "candidate lists"
            } else {
                "numbers"
            };
            return Err(FormatError::new(
                file,
                last_line,
                grid[grid.len() - 1].1.chars().count() + 1,
                format!(
                    "expected N*N {what} for an NxN grid (N from 4 to 25), found {} in lines {first_line}-{last_line}",
                    cells.len()
                ),
            ));
        };
        let geo = geometry(
            file,
            n,
            layout_cells.as_deref(),
            &self.opts,
            (first_line, 1),
        )?;
        Ok(Puzzle {
            name: None,
            position: position(file, &cells, kind, geo)?,
            line: first_line,
        })
    }

    /// A block of character grid rows: one or several grids, or a jigsaw grid and
    /// its layout.
    fn char_block(
        &self,
        grid: &[Row<'a>],
        layout: Option<&[Row<'a>]>,
    ) -> Vec<Result<Puzzle, FormatError>> {
        let file = &self.file;
        let rows: Vec<Vec<CellToken<'a>>> = grid.iter().map(|&(i, l)| char_cells(l, i)).collect();
        let has_boxes = |n: &usize| crate::engine::geometry::default_box_shape(*n).is_some();
        let first_width = rows[0]
            .iter()
            .filter(|t| t.text.chars().all(is_cell_char))
            .count();
        let guess = [first_width, rows.len()]
            .into_iter()
            .find(has_boxes)
            .unwrap_or(9);
        if let Some(bad) = rows
            .iter()
            .flatten()
            .find(|t| !t.text.chars().all(is_cell_char))
        {
            let c = bad.text.chars().next().unwrap_or(' ');
            return vec![Err(FormatError::new(
                file,
                bad.line,
                bad.column,
                format!(
                    "expected {}, found {}",
                    expected_cell(guess),
                    describe_char(c)
                ),
            ))];
        }
        let layout_cells = layout.map(layout_tokens);
        let width = rows[0].len();
        // A single row holding a whole grid (spaced-out one-line form), maybe with its layout.
        if let Some(n) = side_for(width).filter(|_| rows.len() <= 2 && layout.is_none()) {
            let layout = rows.get(1).cloned();
            return vec![self.grid_puzzle(&rows[0], layout.as_deref(), n)];
        }
        let n = width;
        for row in &rows {
            if row.len() != n {
                let (line, column) = row.get(n).map_or_else(
                    || {
                        (
                            row.first().map_or(grid[0].0, |t| t.line),
                            row.last().map_or(1, |t| t.column + 1),
                        )
                    },
                    |t| (t.line, t.column),
                );
                return vec![Err(FormatError::new(
                    file,
                    line,
                    column,
                    format!(
                        "expected {n} cells in this row (as in the first row of the grid), found {}",
                        row.len()
                    ),
                ))];
            }
        }
        let last = grid[grid.len() - 1];
        if side_for(n * n).is_none() || rows.len() < n || !rows.len().is_multiple_of(n) {
            return vec![Err(FormatError::new(
                file,
                last.0 + 1,
                1,
                format!("expected {n} rows of {n} cells, found {} rows", rows.len()),
            ))];
        }
        let second_half_is_layout = rows.len() == 2 * n
            && (self.opts.format == Some(FormatKind::Jigsaw)
                || rows[n..].iter().flatten().any(|t| {
                    crate::engine::char_digit(t.text.chars().next().unwrap_or(' '))
                        .is_none_or(|d| d as usize > n)
                        && !super::token::is_empty_mark(t.text.chars().next().unwrap_or(' '))
                }));
        if layout_cells.is_some() || second_half_is_layout {
            let cells: Vec<CellToken<'a>> = rows[..n].concat();
            let layout = layout_cells.unwrap_or_else(|| rows[n..].concat());
            return vec![self.grid_puzzle(&cells, Some(&layout), n)];
        }
        rows.chunks(n)
            .map(|chunk| self.grid_puzzle(&chunk.concat(), None, n))
            .collect()
    }

    fn grid_puzzle(
        &self,
        cells: &[CellToken<'a>],
        layout: Option<&[CellToken<'a>]>,
        n: usize,
    ) -> Result<Puzzle, FormatError> {
        let at = cells.first().map_or((1, 1), |t| (t.line, t.column));
        let geo = geometry(&self.file, n, layout, &self.opts, at)?;
        Ok(Puzzle {
            name: None,
            position: position(&self.file, cells, FormatKind::Grid, geo)?,
            line: at.0,
        })
    }
}

/// The symbols of layout rows: whitespace tokens when a row has several, else
/// one symbol per character.
fn layout_tokens<'a>(rows: &[Row<'a>]) -> Vec<CellToken<'a>> {
    rows.iter()
        .flat_map(|&(i, l)| {
            let words = tokens(l, i);
            if words.len() > 1 {
                words
            } else {
                char_cells(l, i)
            }
        })
        .collect()
}

fn byte_of_column(line: &str, column: usize) -> usize {
    line.char_indices()
        .nth(column - 1)
        .map_or(line.len(), |(b, _)| b)
}
