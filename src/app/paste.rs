//! A puzzle pasted into the game (SPEC §9, §10): the terminal's bracketed paste
//! brings the text in one piece, and any §9 form of a Sudoku or a Kakuro opens as
//! a new game (resuming its save when the same puzzle was played before). A paste
//! that cannot be read says what was wrong in one line and changes nothing.
//!
//! Choices where the spec leaves room: a paste holding several puzzles opens the
//! first and says how many there were; a pasted pencil-mark grid (or a position
//! the game copied out) opens as a puzzle whose givens are its placed digits, its
//! candidates left for the player to fill; terminals send line ends as `\r`, which
//! count as newlines.

use super::{Puzzle, PuzzleEntry};
use crate::any_puzzle::{AnyPuzzle, read_any};
use crate::format::{FormatError, ReadOptions};

/// What errors call the pasted text in place of a file name.
pub const PASTE_NAME: &str = "paste";

/// The puzzle a paste holds, ready to open, and how many puzzles the paste held;
/// the error is one line saying what was wrong and where. The paste is read by
/// [`read_any`], the readers of files and standard input.
pub fn pasted_puzzle(text: &str) -> Result<(PuzzleEntry, usize), String> {
    let text = text.replace("\r\n", "\n").replace('\r', "\n");
    if text.trim().is_empty() {
        return Err("the paste is empty: paste a puzzle in any form `kibitz` reads".into());
    }
    let first_bad = |e: FormatError| format!("could not read the paste: {e}");
    let opts = ReadOptions::default();
    let mut all = read_any(&text, PASTE_NAME, &opts);
    let first = all.next().ok_or("the paste holds no puzzle")?;
    let count = 1 + all.count();
    let entry = match first.map_err(first_bad)? {
        AnyPuzzle::Kakuro(first) => {
            let size = format!("Kakuro {}×{}", first.grid.width(), first.grid.height());
            PuzzleEntry {
                label: format!("{size}  {}", first.name.as_deref().unwrap_or(PASTE_NAME)),
                name: first.name.clone(),
                puzzle: Puzzle::Kakuro(first),
            }
        }
        AnyPuzzle::Sudoku(puzzle) => {
            let n = puzzle.position.n();
            let mut position = puzzle.position;
            position.mark_placed_as_givens();
            PuzzleEntry {
                label: format!("{n}×{n}  {}", puzzle.name.as_deref().unwrap_or(PASTE_NAME)),
                name: puzzle.name,
                puzzle: Puzzle::Sudoku(position),
            }
        }
    };
    Ok((entry, count))
}

#[cfg(test)]
mod tests {
    use super::*;

    const P9: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    #[test]
    fn every_form_opens_and_line_ends_may_be_returns() {
        let (entry, count) = pasted_puzzle(&format!("{P9} pasted\r")).unwrap();
        assert_eq!((entry.name.as_deref(), count), (Some("pasted"), 1));
        let grid = "1 . 3 .\r. 4 . 2\r4 . . 1\r. 1 . 3\r";
        let (entry, _) = pasted_puzzle(grid).unwrap();
        assert!(matches!(entry.puzzle, Puzzle::Sudoku(ref p) if p.n() == 4));
        let kakuro = std::fs::read_to_string("puzzles/kakuro/small.txt").unwrap();
        let (entry, count) = pasted_puzzle(&kakuro).unwrap();
        assert!(matches!(entry.puzzle, Puzzle::Kakuro(_)));
        assert!(count > 1);
    }

    #[test]
    fn a_bad_paste_says_what_and_where_in_one_line() {
        let e = pasted_puzzle(&format!("{}x", &P9[..80])).unwrap_err();
        assert!(e.starts_with("could not read the paste: paste:1:"), "{e}");
        assert!(!e.contains('\n'), "{e}");
        assert!(pasted_puzzle("  \r ").unwrap_err().contains("empty"));
    }

    #[test]
    fn a_comment_after_a_byte_order_mark_is_an_error_not_a_panic() {
        let e = pasted_puzzle("\u{feff}; 3\\4").unwrap_err();
        assert!(e.starts_with("could not read the paste: paste:1:"), "{e}");
        let e = pasted_puzzle("\u{feff}; 3\\4\n; 5\\6\n").unwrap_err();
        assert!(!e.contains('\n'), "{e}");
    }
}
