//! The puzzle key (issue 24; the `key` field of the `rate` and `solve` records
//! of SPEC §11): a short text that is the same for the same puzzle however it is
//! written, so duplicates can be dropped (`sort -u` on it) and a cut-off run
//! resumed (`--skip`). What is canonicalised, by kind:
//!
//! - **Box boards** (every puzzle of givens only, from the sparsest puzzle to
//!   a full solution grid): the minimal form of [`super::minlex`], the same for
//!   a puzzle and every copy of it with bands, rows within a band, stacks and
//!   columns within a stack permuted, transposed (square boxes only) and its
//!   digits relabelled. Written `b{R}x{C}:` and the N² cells of that form, `0`
//!   for an empty cell, digits as `1`–`9`, `A`–`P` (`b3x3:000000001000002003…`).
//! - **Box boards past the search's budget**: boards so symmetric that the
//!   search gives up (an almost empty grid, say):
//!   `r{R}x{C}:` and the cells as written, digits relabelled by first
//!   appearance (row-major) only. Copies of such a board under the other
//!   changes have other keys.
//! - **Jigsaw boards**: the least, over the eight turns and reflections of the
//!   square, of the layout (regions renumbered by first cell) followed by the
//!   cells with digits relabelled by first appearance. Written `j{N}:` then the
//!   N² region symbols (`0`–`9`, `A`–`O`), `:` and the N² cells.
//! - **Positions** (placed digits that are not givens, or candidates other than
//!   basic filtering leaves: pencil-mark grids, copied-out positions, saves):
//!   nothing is canonicalised; `p{N}:` and 16 hex digits, the FNV-1a 64-bit hash
//!   of the board's shape, each cell's digit, whether it is given, and its
//!   candidates.
//! - **Kakuro** ([`crate::kakuro::format::record_key`]): nothing is
//!   canonicalised (no turn or reflection); `k{W}x{H}:` and the FNV-1a 64-bit
//!   hash ([`fnv1a64`]), in 16 hex digits, of the §9 grid text with its given
//!   digits, rows joined by newlines.
//!
//! The forms never mix: the prefix says which one a key is, so keys of two
//! forms never match.

use crate::engine::digits::MAX_N;
use crate::engine::{Cell, Digit, DigitSet, Geometry, Position, Regions};

use super::minlex::minlex;

/// The symbols of cell values (0 empty, 1–25) and region numbers (0–24).
const SYMBOLS: &[u8; 26] = b"0123456789ABCDEFGHIJKLMNOP";

/// The key of a Sudoku position (see the module docs for each form).
pub fn sudoku_key(position: &Position) -> String {
    let geo = position.geometry();
    let n = geo.n();
    if !is_plain(position) {
        return format!("p{n}:{:016x}", fnv1a64(&position_text(position)));
    }
    plain_key(geo, position.values())
}

/// The key of a plain puzzle (its placed digits all givens, its candidates
/// those basic filtering leaves) from its digits alone: what [`sudoku_key`]
/// gives its position.
pub fn plain_key(geo: &Geometry, values: &[Digit]) -> String {
    let n = geo.n();
    match geo.regions() {
        Regions::Boxes { rows, cols } => match minlex(values, *rows, *cols) {
            Some(form) => format!("b{rows}x{cols}:{}", symbols(&form)),
            None => format!(
                "r{rows}x{cols}:{}",
                symbols(&relabel(values.iter().copied()))
            ),
        },
        _ => jigsaw_key(n, geo.region_layout(), values),
    }
}

/// The FNV-1a 64-bit hash of `bytes` (offset basis 0xcbf29ce484222325, prime
/// 0x100000001b3): stable across builds and platforms, unlike std's hasher.
pub fn fnv1a64(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Whether a position is a puzzle of givens alone: every placed digit given,
/// every empty cell's candidates those basic filtering leaves (and a filled
/// cell's none, as [`Position::from_givens`] leaves them). The digits each
/// row, column and region holds are gathered row by row, and every cell
/// compared with what they leave it, with no position built to compare with.
fn is_plain(position: &Position) -> bool {
    let geo = position.geometry();
    let n = geo.n();
    let values = position.values();
    let regions = geo.region_layout();
    let (mut rows, mut columns, mut boxes) = ([0u32; MAX_N], [0u32; MAX_N], [0u32; MAX_N]);
    let mut givens_placed = true;
    let lines = values.chunks(n).zip(regions.chunks(n)).zip(&mut rows);
    for (r, ((values, regions), row)) in lines.enumerate() {
        let cells = values.iter().zip(regions).zip(&mut columns);
        for (c, ((&d, &region), column)) in cells.enumerate() {
            givens_placed &= (d != 0) == position.is_given((r * n + c) as Cell);
            // No bit for an empty cell.
            let bit = (1u32 << d) >> 1;
            *row |= bit;
            *column |= bit;
            boxes[usize::from(region)] |= bit;
        }
    }
    if !givens_placed {
        return false;
    }
    let full = DigitSet::full(n).0;
    let candidates = position.all_candidates();
    let mut lines = values
        .chunks(n)
        .zip(candidates.chunks(n))
        .zip(regions.chunks(n))
        .zip(&rows);
    let plain = lines.all(|(((values, candidates), regions), &row)| {
        let mut cells = values.iter().zip(candidates).zip(regions).zip(&columns);
        cells.all(|(((&d, left), &region), &column)| {
            let peers = row | column | boxes[usize::from(region)];
            left.0 == if d == 0 { full & !peers } else { 0 }
        })
    });
    debug_assert_eq!(
        plain,
        Position::from_givens(geo.clone(), values).all_candidates() == position.all_candidates()
    );
    plain
}

/// What the `p` key hashes: the regions, then per cell its digit, given mark
/// and candidates.
fn position_text(position: &Position) -> Vec<u8> {
    let geo = position.geometry();
    let mut text: Vec<u8> = geo.region_layout().to_vec();
    for (cell, &d) in position.values().iter().enumerate() {
        text.push(d);
        text.push(u8::from(position.is_given(cell as u16)));
        text.extend(position.candidates(cell as u16).0.to_le_bytes());
    }
    text
}

/// Digits relabelled by first appearance, empty cells kept.
fn relabel(values: impl Iterator<Item = u8>) -> Vec<u8> {
    let mut label = [0u8; 26];
    let mut next = 0;
    values
        .map(|d| {
            let d = usize::from(d).min(25);
            if d != 0 && label[d] == 0 {
                next += 1;
                label[d] = next;
            }
            label[d]
        })
        .collect()
}

/// Numbers 0–25 as their symbols.
fn symbols(values: &[u8]) -> String {
    values
        .iter()
        .map(|&v| char::from(SYMBOLS[usize::from(v).min(25)]))
        .collect()
}

/// The least of the eight turns and reflections of a jigsaw (layout, then
/// relabelled cells), as its key.
fn jigsaw_key(n: usize, layout: &[u8], values: &[u8]) -> String {
    let best = (0..8)
        .map(|symmetry| {
            let at = |cell: usize| {
                let (r, c) = (cell / n, cell % n);
                let (r, c) = if symmetry & 4 != 0 { (c, r) } else { (r, c) };
                let r = if symmetry & 1 != 0 { n - 1 - r } else { r };
                let c = if symmetry & 2 != 0 { n - 1 - c } else { c };
                r * n + c
            };
            // Regions renumbered by first cell are a relabelling too.
            let regions = relabel((0..n * n).map(|cell| layout[at(cell)] + 1));
            let regions: Vec<u8> = regions.iter().map(|r| r - 1).collect();
            let cells = relabel((0..n * n).map(|cell| values[at(cell)]));
            (regions, cells)
        })
        .min()
        .unwrap_or_default();
    format!("j{n}:{}:{}", symbols(&best.0), symbols(&best.1))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::{ReadOptions, read_sudoku};

    fn key_of(text: &str) -> String {
        let puzzle = read_sudoku(text, "t", &ReadOptions::default())
            .next()
            .unwrap()
            .unwrap();
        sudoku_key(&puzzle.position)
    }

    /// The one-line grid `line` with its cells moved by `at` and digits by `digit`.
    fn moved(
        line: &str,
        at: impl Fn(usize, usize) -> (usize, usize),
        digit: impl Fn(char) -> char,
    ) -> String {
        let cells: Vec<char> = line.chars().collect();
        (0..81)
            .map(|i| {
                let (r, c) = at(i / 9, i % 9);
                let ch = cells[r * 9 + c];
                if ch == '.' { ch } else { digit(ch) }
            })
            .collect()
    }

    const PUZZLE: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    #[test]
    fn a_puzzle_written_differently_has_one_key() {
        let key = key_of(PUZZLE);
        assert!(key.starts_with("b3x3:") && key.len() == 5 + 81, "{key}");
        let same = |r, c| (r, c);
        let transposed = moved(PUZZLE, |r, c| (c, r), |d| d);
        let bands_swapped = moved(PUZZLE, |r, c| ((r + 3) % 9, c), |d| d);
        let rows_swapped = moved(PUZZLE, |r, c| (if r < 2 { 1 - r } else { r }, c), |d| d);
        let stacks_swapped = moved(PUZZLE, |r, c| (r, (c + 6) % 9), |d| d);
        let relabelled = moved(PUZZLE, same, |d| {
            char::from(b'1' + (d as u8 - b'1' + 4) % 9)
        });
        for other in [
            transposed,
            bands_swapped,
            rows_swapped,
            stacks_swapped,
            relabelled,
        ] {
            assert_ne!(other, PUZZLE);
            assert_eq!(key_of(&other), key, "{other}");
        }
        // The same grid in another §9 form.
        let block: String = PUZZLE
            .as_bytes()
            .chunks(9)
            .map(|row| format!("{}\n", String::from_utf8_lossy(row)))
            .collect();
        assert_eq!(key_of(&block), key);
    }

    #[test]
    fn different_puzzles_have_different_keys() {
        let other =
            "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....";
        assert_ne!(key_of(PUZZLE), key_of(other));
        let mut one_more: Vec<char> = PUZZLE.chars().collect();
        one_more[1] = '1';
        assert_ne!(
            key_of(PUZZLE),
            key_of(&one_more.into_iter().collect::<String>())
        );
    }

    /// A solution grid.
    const SOLVED: &str =
        "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

    #[test]
    fn a_dense_board_written_differently_has_one_key() {
        let mut nearly: Vec<char> = SOLVED.chars().collect();
        for cell in [0, 13, 40, 41, 77] {
            nearly[cell] = '.';
        }
        let nearly: String = nearly.into_iter().collect();
        for grid in [SOLVED, nearly.as_str()] {
            let key = key_of(grid);
            assert!(key.starts_with("b3x3:") && key.len() == 5 + 81, "{key}");
            let stacks_turned = moved(grid, |r, c| (c, (r + 3) % 9), |d| d);
            let rows_swapped = moved(
                grid,
                |r, c| (if r > 6 { 15 - r } else { r }, c),
                |d| char::from(b'1' + (d as u8 - b'1' + 2) % 9),
            );
            for other in [stacks_turned, rows_swapped] {
                assert_ne!(other, grid);
                assert_eq!(key_of(&other), key, "{other}");
            }
        }
        assert_ne!(key_of(SOLVED), key_of(&nearly));
    }

    const JIGSAW: &str = "..2.6..612...3..5........1...3......";
    const LAYOUT: &str = "AAAABBAABBBBCCCDEECCCDEEDDDDEEFFFFFF";

    #[test]
    fn other_forms_say_what_they_are() {
        assert!(key_of(&".".repeat(81)).starts_with("r3x3:"));
        let key = key_of(&format!("{JIGSAW} {LAYOUT}"));
        assert!(
            key.starts_with("j6:") && key.len() == 3 + 36 + 1 + 36,
            "{key}"
        );
        let pencil = "12 12 34 34\n1234 1234 1234 1234\n1234 1234 1234 1234\n1234 1234 1234 1234\n";
        let key = key_of(pencil);
        assert!(key.starts_with("p4:") && key.len() == 3 + 16, "{key}");
    }

    #[test]
    fn a_jigsaw_turned_or_relabelled_has_its_key() {
        let key = key_of(&format!("{JIGSAW} {LAYOUT}"));
        let turned = |s: &str| s.chars().rev().collect::<String>();
        let transposed = |s: &str| {
            let c: Vec<char> = s.chars().collect();
            (0..36).map(|i| c[(i % 6) * 6 + i / 6]).collect::<String>()
        };
        let relabelled: String = JIGSAW
            .chars()
            .map(|d| {
                if d == '.' {
                    d
                } else {
                    char::from(b'7' - (d as u8 - b'0'))
                }
            })
            .collect();
        for other in [
            format!("{} {}", turned(JIGSAW), turned(LAYOUT)),
            format!("{} {}", transposed(JIGSAW), transposed(LAYOUT)),
            format!("{relabelled} {LAYOUT}"),
        ] {
            assert_eq!(key_of(&other), key, "{other}");
        }
        let other = format!("{} {LAYOUT}", turned(JIGSAW));
        assert_ne!(key_of(&other), key);
    }

    #[test]
    fn fnv_matches_its_published_values() {
        assert_eq!(fnv1a64(b""), 0xcbf2_9ce4_8422_2325);
        assert_eq!(fnv1a64(b"a"), 0xaf63_dc4c_8601_ec8c);
    }
}
