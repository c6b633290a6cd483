//! The puzzles shipped inside the binary (SPEC §9, §10): every file of `puzzles/`,
//! compiled in so `kibitz` works from any folder. Provenance and licences are in
//! `puzzles/README.md`.

use crate::app::PuzzleEntry;
use crate::format::{ReadOptions, read_sudoku};

/// Each bundled file: its path under `puzzles/`, a short label, and its text.
const FILES: &[(&str, &str, &str)] = &[(
    "sudoku9/easy.txt",
    "9×9 easy",
    include_str!("../../puzzles/sudoku9/easy.txt"),
)];

/// Every bundled puzzle, easy 9×9 first, labelled for the chooser.
pub fn entries() -> Vec<PuzzleEntry> {
    let mut out = Vec::new();
    for (path, label, text) in FILES {
        let puzzles = read_sudoku(text, path, &ReadOptions::default()).filter_map(Result::ok);
        for (i, p) in puzzles.enumerate() {
            let name = p.name.clone().unwrap_or_else(|| format!("#{}", i + 1));
            out.push(PuzzleEntry {
                label: format!("{label} {name}"),
                name: Some(format!("{label} {name}")),
                puzzle: p.position,
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
        assert!(!entries().is_empty());
    }
}
