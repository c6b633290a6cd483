//! Format detection (SPEC §9): a block whose tokens include a list of several
//! distinct digits on a board of at most 9×9 is a pencil-mark grid (when some
//! line holds several of them: lines of one word each are a character grid); a block with a
//! number 10–25 is whitespace-separated numbers; anything else a character grid.

use super::FormatKind;
use super::build::side_for;
use super::token::{CellToken, is_decoration_token, tokens};

/// Chooses the cell form of a block: pencil marks when some token is a list of
/// several distinct digits on a board of at most 9×9, numbers when some token is
/// a number 10–25, character grid otherwise.
pub fn detect(rows: &[(usize, &str)]) -> FormatKind {
    let words: Vec<CellToken<'_>> = rows
        .iter()
        .flat_map(|&(i, l)| tokens(l, i))
        .filter(|t| !is_decoration_token(t.text))
        .collect();
    let is_list = |t: &str| {
        t.len() >= 2
            && t.bytes().all(|b| (b'1'..=b'9').contains(&b))
            && t.bytes()
                .enumerate()
                .all(|(i, b)| !t.as_bytes()[..i].contains(&b))
    };
    // A block of one word per line is a character grid (a jigsaw's full row
    // `12345678` is no candidate list), never a grid of candidate lists.
    let several_per_row = rows.iter().any(|&(i, l)| {
        tokens(l, i)
            .iter()
            .filter(|t| !is_decoration_token(t.text))
            .count()
            > 1
    });
    if several_per_row
        && side_for(words.len()).is_some_and(|n| n <= 9)
        && words.iter().any(|t| is_list(t.text))
    {
        return FormatKind::Pencil;
    }
    let is_big_number =
        |t: &str| !t.starts_with('0') && t.parse::<usize>().is_ok_and(|v| (10..=25).contains(&v));
    if words.iter().any(|t| is_big_number(t.text)) {
        FormatKind::Numbers
    } else {
        FormatKind::Grid
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pencil_marks_numbers_and_grids_are_told_apart() {
        let pencil = [
            (1, "12 3 4 1"),
            (2, "3 4 1 2"),
            (3, "4 1 2 3"),
            (4, "1 2 3 4"),
        ];
        assert_eq!(detect(&pencil), FormatKind::Pencil);
        assert_eq!(detect(&[(1, "10 0 3 | 25")]), FormatKind::Numbers);
        assert_eq!(detect(&[(1, "1.3. | 4..2")]), FormatKind::Grid);
        // Sixteen one-word lines: an 8x8 jigsaw and its layout, not 4x4 pencil marks.
        let mut jigsaw: Vec<(usize, &str)> = vec![(1, "12345678")];
        jigsaw.extend((2..=16).map(|i| (i, "........")));
        assert_eq!(detect(&jigsaw), FormatKind::Grid);
    }
}
