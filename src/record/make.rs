//! A record entry made from a puzzle just solved (issue 23): the board's name,
//! the ratings of its start position, the date. Rating a large Sudoku can take a
//! while, so the game calls [`sudoku_ratings`] off its UI thread.

use super::{Entry, Ratings, Tally, VERSION, date};
use crate::engine::{Geometry, Position};
use crate::kakuro::{KakuroGrid, profile};
use crate::rating::{Scores, rate};

/// A Sudoku board as people name it: `9×9`, `9×9 jigsaw`.
pub fn sudoku_board(geometry: &Geometry) -> String {
    let n = geometry.n();
    if geometry.is_jigsaw() {
        format!("{n}×{n} jigsaw")
    } else {
        format!("{n}×{n}")
    }
}

/// A Kakuro board as people name it: `Kakuro 10×12` (width × height).
pub fn kakuro_board(grid: &KakuroGrid) -> String {
    format!("Kakuro {}×{}", grid.width(), grid.height())
}

/// The ratings of a Sudoku's start position under `scores` (SPEC §3, §5–§7.1).
pub fn sudoku_ratings(start: &Position, scores: &Scores) -> Ratings {
    let rating = rate(start, scores);
    Ratings {
        score: rating.score,
        er: rating.er.map(|er| er.value()),
        coarse: Some(rating.coarse.number()),
        diffkey: rating.diffkey.difficulty,
        diffkey_label: Some(rating.diffkey.label.to_string()),
        shd: Some(rating.shd.total),
        atk: None,
    }
}

/// The ATK Rating of a Kakuro's start (SPEC §8).
pub fn kakuro_ratings(grid: &KakuroGrid, givens: &[u8]) -> Ratings {
    Ratings {
        atk: Some(profile(grid, givens).rating_text()),
        ..Ratings::default()
    }
}

/// What is known of a solve before its ratings: the puzzle, the time and what
/// the game counted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Solve {
    /// `sudoku` or `kakuro`.
    pub kind: &'static str,
    /// The board's name.
    pub board: String,
    /// The save key.
    pub key: String,
    /// The puzzle's name.
    pub name: Option<String>,
    /// Seconds played.
    pub time_secs: u64,
    /// Hints and mistakes.
    pub tally: Tally,
}

impl Solve {
    /// The entry for the record, dated now.
    pub fn entry(self, ratings: Ratings) -> Entry {
        Entry {
            version: VERSION,
            date: date::now_utc(),
            kind: self.kind.to_string(),
            board: self.board,
            key: self.key,
            name: self.name,
            ratings,
            time_secs: self.time_secs,
            hints: self.tally.hints,
            mistakes: self.tally.mistakes,
        }
    }
}
