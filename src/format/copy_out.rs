//! A position copied out of the game (SPEC §9 forms): the one-line form, and the
//! pencil-mark form that `kibitz hint` and `kibitz rate` read back to the very
//! position the game's coach works on.
//!
//! The pencil-mark form alone cannot tell an empty cell with one candidate from a
//! placed digit (both are a one-digit list), and reading it filters candidates by
//! the placed digits. So the copied-out file ends, after a blank line, with one
//! comment line — [`PLACED_MARK`] and the placed digits in the one-line form —
//! which every §9 reader skips as a comment. [`read_copied`] uses it to rebuild the
//! position exactly: the placed digits from that line, every other cell's
//! candidates as listed. The line also says the block is a pencil-mark grid, which
//! detection cannot tell on boards above 9×9.
//!
//! Choices where the spec leaves room: a jigsaw's layout follows the pencil-mark
//! grid after a line reading `layout`; the one-line form carries the layout (N ≤ 9)
//! and the name after the grid, except on boards above 9×9, whose one-line form is
//! N² numbers with nothing after them.

use super::error::FormatError;
use super::token::{candidate_cell, is_decoration_line, is_decoration_token, tokens};
use super::{
    FormatKind, Puzzle, ReadOptions, ReadPuzzle, read_sudoku, write_line_with_layout, write_pencil,
};
use crate::engine::{Cell, Digit, Position, char_digit};

/// How the closing comment of a copied-out pencil-mark grid starts.
pub const PLACED_MARK: &str = "# kibitz pencil-mark form; placed:";

/// The one-line form of a position's digits, with its layout (jigsaw, N ≤ 9) and
/// its name (N ≤ 9).
pub fn line_form(position: &Position, name: Option<&str>) -> String {
    let mut line = write_line_with_layout(position);
    if let Some(name) = name.filter(|_| position.n() <= 9) {
        line.push(' ');
        line.push_str(name);
    }
    line
}

/// The pencil-mark form: the name as a comment, the grid (every empty cell's
/// candidates, every placed digit), a jigsaw's layout, and the closing line that
/// [`read_copied`] reads back exactly.
pub fn pencil_form(position: &Position, name: Option<&str>) -> String {
    let mut out = String::new();
    if let Some(name) = name {
        out.push_str(&format!("# {name}\n"));
    }
    out.push_str(&write_pencil(position));
    if position.geometry().is_jigsaw() {
        out.push_str("layout\n");
        let geo = position.geometry();
        let labels: Vec<String> = geo
            .region_layout()
            .iter()
            .map(|&r| region_label(r).to_string())
            .collect();
        for row in labels.chunks(geo.n()) {
            out.push_str(&row.concat());
            out.push('\n');
        }
    }
    let placed = super::write_line(position);
    out.push_str(&format!("\n{PLACED_MARK} {placed}\n"));
    out
}

fn region_label(r: u8) -> char {
    if r < 26 {
        char::from(b'A' + r)
    } else {
        char::from(b'a' + r - 26)
    }
}

/// Reads a copied-out pencil-mark form back to the position it was written from;
/// `None` when `text` has no [`PLACED_MARK`] line (it is then an ordinary §9 file).
pub fn read_copied(
    text: &str,
    file: &str,
    opts: &ReadOptions,
) -> Option<Result<Puzzle, FormatError>> {
    let (mark_index, mark) = text
        .lines()
        .enumerate()
        .find(|(_, l)| l.trim_start().starts_with(PLACED_MARK))?;
    let opts = ReadOptions {
        format: opts.format.or(Some(FormatKind::Pencil)),
        ..opts.clone()
    };
    let mut puzzles = read_sudoku(text, file, &opts);
    let puzzle = match puzzles.next() {
        Some(Ok(p)) => p,
        Some(Err(e)) => return Some(Err(e)),
        None => {
            let e = FormatError::new(
                file,
                1,
                1,
                "expected a pencil-mark grid before the placed line",
            );
            return Some(Err(e));
        }
    };
    Some(rebuild(text, file, puzzle, (mark_index + 1, mark)))
}

/// The position with the placed digits of the mark line and, in every other cell,
/// the candidates its token lists (no filtering: they were written filtered).
fn rebuild(
    text: &str,
    file: &str,
    puzzle: Puzzle,
    (line_no, mark): (usize, &str),
) -> Result<Puzzle, FormatError> {
    let geo = puzzle.position.geometry().clone();
    let n = geo.n();
    let cells = geo.cell_count();
    let placed_text = mark.trim_start()[PLACED_MARK.len()..].trim();
    let column = mark.len() - placed_text.len() + 1;
    let placed = placed_digits(placed_text, n)
        .filter(|p| p.len() == cells)
        .ok_or_else(|| {
            FormatError::new(
                file,
                line_no,
                column,
                format!("expected the placed digits of the {n}x{n} grid in the one-line form"),
            )
        })?;
    let grid_tokens: Vec<_> = text
        .lines()
        .enumerate()
        .skip(puzzle.line - 1)
        .take_while(|(_, l)| !l.trim().is_empty() && !l.trim().eq_ignore_ascii_case("layout"))
        .filter(|(_, l)| !l.trim_start().starts_with('#') && !is_decoration_line(l))
        .flat_map(|(i, l)| tokens(l, i + 1))
        .filter(|t| !is_decoration_token(t.text))
        .collect();
    let mut position = Position::from_givens(geo, &placed);
    for (cell, token) in grid_tokens.iter().enumerate().take(cells) {
        if placed[cell] == 0 {
            let candidates = candidate_cell(file, token, n)?;
            position.set_candidates(cell as Cell, candidates);
        }
    }
    Ok(Puzzle { position, ..puzzle })
}

/// The digits of a one-line form: N² characters (N ≤ 9) or N² numbers.
fn placed_digits(text: &str, n: usize) -> Option<Vec<Digit>> {
    let digit = |d: Digit| (d as usize <= n).then_some(d);
    if n > 9 {
        return text
            .split_whitespace()
            .map(|w| w.parse::<Digit>().ok().and_then(digit))
            .collect();
    }
    text.chars()
        .map(|c| match c {
            '.' | '0' => Some(0),
            c => char_digit(c).and_then(digit),
        })
        .collect()
}

/// Every Sudoku of a text, in input order (SPEC §9): a position the game
/// copied out read back exactly, else every puzzle the §9 reader finds.
pub fn sudoku_puzzles<'a>(
    text: &'a str,
    file: &'a str,
    opts: &'a ReadOptions,
) -> Box<dyn Iterator<Item = Result<Puzzle, FormatError>> + 'a> {
    Box::new(sudoku_read_puzzles(text, file, opts).map(|read| read.map(ReadPuzzle::into_puzzle)))
}

/// [`sudoku_puzzles`] as read ([`ReadPuzzle`]): a plain grid's candidates are
/// worked out only when asked for.
pub fn sudoku_read_puzzles<'a>(
    text: &'a str,
    file: &'a str,
    opts: &'a ReadOptions,
) -> Box<dyn Iterator<Item = Result<ReadPuzzle, FormatError>> + 'a> {
    match read_copied(text, file, opts) {
        Some(copied) => Box::new(std::iter::once(copied.map(ReadPuzzle::from))),
        None => Box::new(read_sudoku(text, file, opts).read_puzzles()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{DigitSet, Geometry};
    use crate::format::read_sudoku;

    const P9: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    fn read(text: &str) -> Position {
        read_sudoku(text, "t", &ReadOptions::default())
            .next()
            .unwrap()
            .unwrap()
            .position
    }

    /// A position as a game has it: givens, a placed digit, candidates filtered,
    /// one empty cell left with a single candidate (which must not read back placed).
    fn played(text: &str) -> Position {
        let mut pos = read(text);
        let empty: Vec<Cell> = pos.empty_cells().collect();
        let first = empty[0];
        let d = pos.candidates(first).first().unwrap();
        pos.place(first, d);
        let lone = empty[1];
        let keep = pos.candidates(lone).first().unwrap();
        pos.set_candidates(lone, DigitSet::single(keep));
        pos
    }

    fn same(a: &Position, b: &Position) {
        assert_eq!(a.values(), b.values());
        assert_eq!(a.all_candidates(), b.all_candidates());
        assert_eq!(a.geometry().region_layout(), b.geometry().region_layout());
    }

    #[test]
    fn the_pencil_form_reads_back_to_the_same_position() {
        let pos = played(P9);
        let text = pencil_form(&pos, Some("copied"));
        let back = read_copied(&text, "t", &ReadOptions::default())
            .unwrap()
            .unwrap();
        same(&pos, &back.position);
        assert_eq!(back.name.as_deref(), Some("copied"));
    }

    #[test]
    fn big_and_jigsaw_boards_read_back_too() {
        let sixteen = "1.3..4.24..1.1.3".repeat(16);
        let geo = Geometry::standard(16).unwrap();
        let mut big = Position::empty(geo);
        for (i, c) in sixteen.chars().enumerate().step_by(7) {
            if let Some(d) =
                char_digit(c).filter(|_| big.allowed(i as Cell).contains(char_digit(c).unwrap()))
            {
                big.place(i as Cell, d);
            }
        }
        let text = pencil_form(&big, None);
        let back = read_copied(&text, "t", &ReadOptions::default())
            .unwrap()
            .unwrap();
        same(&big, &back.position);

        let jigsaw = std::fs::read_to_string("puzzles/jigsaw/9x9.txt").unwrap();
        let first = jigsaw.split("\n\n").nth(1).unwrap();
        let pos = played(first);
        let back = read_copied(&pencil_form(&pos, None), "t", &ReadOptions::default())
            .unwrap()
            .unwrap();
        same(&pos, &back.position);
        same(&read(&line_form(&read(first), None)), &read(first));
    }

    #[test]
    fn a_text_without_the_mark_is_not_a_copy_and_a_bad_mark_is_located() {
        assert!(read_copied(P9, "t", &ReadOptions::default()).is_none());
        let text = pencil_form(&read(P9), None).replace("placed: 4", "placed: x");
        let e = read_copied(&text, "f.txt", &ReadOptions::default())
            .unwrap()
            .unwrap_err();
        assert!(e.to_string().starts_with("f.txt:"), "{e}");
        assert!(e.to_string().contains("placed digits"), "{e}");
    }

    #[test]
    fn the_line_form_carries_the_name() {
        let pos = read(P9);
        assert_eq!(line_form(&pos, Some("x")), format!("{P9} x"));
    }
}
