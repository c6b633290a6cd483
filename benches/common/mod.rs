//! Shared by the benchmarks: reading puzzles of the optional corpus.

use std::path::PathBuf;

use kibitz::engine::Position;
use kibitz::format::{ReadOptions, read_sudoku};

/// The readable puzzles of a corpus file, or `None` (saying so) when the corpus
/// beside the checkout is absent.
pub fn corpus_puzzles(bench: &str, relative: &str) -> Option<Vec<Position>> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/corpus")
        .join(relative);
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("{bench} bench: {} not found, not measured", path.display());
        return None;
    };
    Some(
        read_sudoku(&text, relative, &ReadOptions::default())
            .filter_map(Result::ok)
            .map(|p| p.position)
            .collect(),
    )
}
