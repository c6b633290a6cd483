//! The puzzles shipped inside the binary (SPEC §9, §10): every file of `puzzles/`,
//! compiled in so `kibitz` works from any folder. Provenance and licences are in
//! `puzzles/README.md`.

use crate::app::{Puzzle, PuzzleEntry};
use crate::format::{ReadOptions, read_sudoku};
use crate::kakuro::read_kakuro_file;

/// Each bundled file: its path under `puzzles/`, a short label, and its text.
const FILES: &[(&str, &str, &str)] = &[
    (
        "sudoku9/easy.txt",
        "9×9 easy",
        include_str!("../../puzzles/sudoku9/easy.txt"),
    ),
    (
        "sudoku9/medium.txt",
        "9×9 medium",
        include_str!("../../puzzles/sudoku9/medium.txt"),
    ),
    (
        "sudoku9/diabolical.txt",
        "9×9 diabolical",
        include_str!("../../puzzles/sudoku9/diabolical.txt"),
    ),
    (
        "sudoku9/top95.txt",
        "9×9 top95",
        include_str!("../../puzzles/sudoku9/top95.txt"),
    ),
    (
        "sizes/4x4.txt",
        "4×4",
        include_str!("../../puzzles/sizes/4x4.txt"),
    ),
    (
        "sizes/6x6.txt",
        "6×6",
        include_str!("../../puzzles/sizes/6x6.txt"),
    ),
    (
        "sizes/8x8.txt",
        "8×8",
        include_str!("../../puzzles/sizes/8x8.txt"),
    ),
    (
        "sizes/10x10.txt",
        "10×10",
        include_str!("../../puzzles/sizes/10x10.txt"),
    ),
    (
        "sizes/12x12.txt",
        "12×12",
        include_str!("../../puzzles/sizes/12x12.txt"),
    ),
    (
        "sizes/16x16.txt",
        "16×16",
        include_str!("../../puzzles/sizes/16x16.txt"),
    ),
    (
        "sizes/20x20.txt",
        "20×20",
        include_str!("../../puzzles/sizes/20x20.txt"),
    ),
    (
        "sizes/25x25.txt",
        "25×25",
        include_str!("../../puzzles/sizes/25x25.txt"),
    ),
    (
        "jigsaw/6x6.txt",
        "6×6 jigsaw",
        include_str!("../../puzzles/jigsaw/6x6.txt"),
    ),
    (
        "jigsaw/9x9.txt",
        "9×9 jigsaw",
        include_str!("../../puzzles/jigsaw/9x9.txt"),
    ),
    (
        "generated/4x4.txt",
        "4×4 generated",
        include_str!("../../puzzles/generated/4x4.txt"),
    ),
    (
        "generated/6x6.txt",
        "6×6 generated",
        include_str!("../../puzzles/generated/6x6.txt"),
    ),
    (
        "generated/8x8.txt",
        "8×8 generated",
        include_str!("../../puzzles/generated/8x8.txt"),
    ),
    (
        "generated/9x9_x_wing.txt",
        "9×9 X-wing generated",
        include_str!("../../puzzles/generated/9x9_x_wing.txt"),
    ),
    (
        "generated/9x9_rotational_medium.txt",
        "9×9 Medium generated",
        include_str!("../../puzzles/generated/9x9_rotational_medium.txt"),
    ),
    (
        "generated/10x10.txt",
        "10×10 generated",
        include_str!("../../puzzles/generated/10x10.txt"),
    ),
    (
        "generated/12x12.txt",
        "12×12 generated",
        include_str!("../../puzzles/generated/12x12.txt"),
    ),
    (
        "generated/16x16.txt",
        "16×16 generated",
        include_str!("../../puzzles/generated/16x16.txt"),
    ),
    (
        "generated/20x20.txt",
        "20×20 generated",
        include_str!("../../puzzles/generated/20x20.txt"),
    ),
    (
        "generated/25x25.txt",
        "25×25 generated",
        include_str!("../../puzzles/generated/25x25.txt"),
    ),
    (
        "generated/jigsaw_6x6.txt",
        "6×6 jigsaw generated",
        include_str!("../../puzzles/generated/jigsaw_6x6.txt"),
    ),
    (
        "generated/jigsaw_7x7.txt",
        "7×7 jigsaw generated",
        include_str!("../../puzzles/generated/jigsaw_7x7.txt"),
    ),
    (
        "generated/jigsaw_9x9.txt",
        "9×9 jigsaw generated",
        include_str!("../../puzzles/generated/jigsaw_9x9.txt"),
    ),
];

/// Each bundled Kakuro file: its path under `puzzles/`, a short label, its text.
const KAKURO_FILES: &[(&str, &str, &str)] = &[
    (
        "kakuro/small.txt",
        "Kakuro small",
        include_str!("../../puzzles/kakuro/small.txt"),
    ),
    (
        "kakuro/medium.txt",
        "Kakuro medium",
        include_str!("../../puzzles/kakuro/medium.txt"),
    ),
    (
        "generated/kakuro_8x8.txt",
        "Kakuro 8×8 generated",
        include_str!("../../puzzles/generated/kakuro_8x8.txt"),
    ),
    (
        "generated/kakuro_12x12.txt",
        "Kakuro 12×12 generated",
        include_str!("../../puzzles/generated/kakuro_12x12.txt"),
    ),
];

/// Every bundled puzzle, easy 9×9 first and the Kakuros last, labelled for the
/// chooser.
pub fn entries() -> Vec<PuzzleEntry> {
    let mut out = Vec::new();
    for (path, label, text) in FILES {
        let puzzles = read_sudoku(text, path, &ReadOptions::default()).filter_map(Result::ok);
        for (i, p) in puzzles.enumerate() {
            let name = p.name.clone().unwrap_or_else(|| format!("#{}", i + 1));
            out.push(PuzzleEntry {
                label: format!("{label} {name}"),
                name: Some(format!("{label} {name}")),
                puzzle: Puzzle::Sudoku(p.position),
            });
        }
    }
    for (path, label, text) in KAKURO_FILES {
        for (i, p) in read_kakuro_file(text, path)
            .into_iter()
            .flatten()
            .enumerate()
        {
            let name = format!("{label} #{}", i + 1);
            out.push(PuzzleEntry {
                label: format!("{name}  {}×{}", p.grid.width(), p.grid.height()),
                name: Some(name),
                puzzle: Puzzle::Kakuro(p),
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solver::unique_solution;

    #[test]
    fn every_bundled_file_reads_completely_and_has_unique_solutions() {
        for (path, _, text) in FILES {
            for item in read_sudoku(text, path, &ReadOptions::default()) {
                let puzzle = item.unwrap_or_else(|e| panic!("{e}"));
                assert!(
                    unique_solution(&puzzle.position).is_some(),
                    "{path}:{}",
                    puzzle.line
                );
            }
        }
        for (path, _, text) in KAKURO_FILES {
            for item in read_kakuro_file(text, path) {
                let puzzle = item.unwrap_or_else(|e| panic!("{e}"));
                let outcome = crate::kakuro::solve(&puzzle.grid, &puzzle.givens);
                assert!(
                    matches!(outcome, crate::kakuro::KakuroSolveOutcome::Unique(_)),
                    "{path}"
                );
            }
        }
        let all = entries();
        assert!(all.iter().any(|e| matches!(e.puzzle, Puzzle::Kakuro(_))));
    }
}
