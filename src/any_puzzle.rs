//! A text in any §9 form (SPEC §9): Kakuro or Sudoku decided once, then read by
//! the one reader of that form ([`crate::format`] for Sudoku, [`crate::kakuro`]
//! for Kakuro; this module stands above both). Files, standard input, a grid typed inline and a
//! paste in the game all come through here, so every input meets the same
//! readers (and the same fuzz targets) and none can reach a reader the others
//! do not.
//!
//! Kakuro is chosen by `--format kakuro`, or by a real `D\R` clue outside the
//! comments; any other text is Sudoku, where a position the game copied out is
//! read back exactly before the ordinary reader is tried.

use crate::format::{FormatError, FormatKind, Puzzle, ReadOptions, sudoku_puzzles};
use crate::kakuro::{KakuroPuzzle, looks_like_kakuro, read_kakuro_file};

/// A puzzle of either kind, as read from a text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnyPuzzle {
    /// A Sudoku (boxes or jigsaw, any size).
    Sudoku(Puzzle),
    /// A Kakuro.
    Kakuro(KakuroPuzzle),
}

/// Whether a text is read as Kakuro: `--format kakuro`, or (with no `--format`)
/// a `D\R` clue outside the comments.
pub fn is_kakuro_text(format: Option<FormatKind>, text: &str) -> bool {
    match format {
        Some(kind) => kind == FormatKind::Kakuro,
        None => looks_like_kakuro(text),
    }
}

/// Every puzzle of a text, in input order, Kakuro or Sudoku as
/// [`is_kakuro_text`] decides; unreadable ones as located errors.
pub fn read_any<'a>(
    text: &'a str,
    file: &'a str,
    opts: &'a ReadOptions,
) -> Box<dyn Iterator<Item = Result<AnyPuzzle, FormatError>> + 'a> {
    if is_kakuro_text(opts.format, text) {
        Box::new(
            read_kakuro_file(text, file)
                .into_iter()
                .map(|r| r.map(AnyPuzzle::Kakuro)),
        )
    } else {
        Box::new(sudoku_puzzles(text, file, opts).map(|r| r.map(AnyPuzzle::Sudoku)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_comment_after_a_byte_order_mark_is_no_kakuro() {
        let text = "\u{feff}; 3\\4";
        assert!(!is_kakuro_text(None, text));
        let opts = ReadOptions::default();
        let all: Vec<_> = read_any(text, "f", &opts).collect();
        assert!(all.iter().all(Result::is_err), "{all:?}");
        let kakuro = ReadOptions {
            format: Some(FormatKind::Kakuro),
            ..ReadOptions::default()
        };
        assert_eq!(read_any(text, "f", &kakuro).count(), 0);
    }

    #[test]
    fn each_kind_goes_to_its_reader() {
        let kakuro = "# 3\\ 4\\\n\\3 . .\n\\4 . .\n";
        let opts = ReadOptions::default();
        let all: Vec<_> = read_any(kakuro, "k", &opts).collect();
        assert!(
            matches!(all.as_slice(), [Ok(AnyPuzzle::Kakuro(_))]),
            "{all:?}"
        );
        let sudoku = "1.3..4.24..1.1.3";
        let all: Vec<_> = read_any(sudoku, "s", &opts).collect();
        assert!(
            matches!(all.as_slice(), [Ok(AnyPuzzle::Sudoku(_))]),
            "{all:?}"
        );
    }
}
