//! The saved form of a game (SPEC §10), one for every kind of puzzle: the puzzle's
//! own part (a Sudoku's size, regions and givens; a Kakuro's rows), the solution,
//! the whole history with its index, the cursor and the clock. Loading checks
//! everything a damaged or hand-edited file could get wrong and replays the
//! history, so a save that does not add up is refused instead of half-loaded:
//! the caller sets it aside as damaged. Times are bounded by [`MAX_ELAPSED_SECS`],
//! so no later arithmetic on the clock can overflow.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::{Clock, Edit, Game, History, Kind};
use crate::engine::{DigitSet, char_digit, digit_char};

/// A game as written to disk (`"version": 1`; unknown fields are ignored). The
/// puzzle's own fields sit beside these, at the top level.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SavedGame<P> {
    /// File format version, always 1.
    pub version: u32,
    /// The puzzle's name.
    #[serde(default)]
    pub name: Option<String>,
    /// The puzzle itself, as its kind writes it.
    #[serde(flatten)]
    pub puzzle: P,
    /// The solution, one character per cell (`A`–`P` for 10–25), when known.
    #[serde(default)]
    pub solution: Option<String>,
    /// Every edit kept, undone ones included.
    pub edits: Vec<Edit>,
    /// How many edits are in effect.
    pub index: usize,
    /// The selected cell.
    pub cursor: u16,
    /// Seconds played.
    pub elapsed_secs: u64,
}

/// The longest time a save may record: 100 years of 365.25 days. A larger
/// `elapsed_secs` can only come from a damaged or hand-edited file.
pub const MAX_ELAPSED_SECS: u64 = 36_525 * 24 * 3600;

impl<K: Kind> Game<K> {
    /// The game in its saved form.
    pub fn to_saved(&self) -> SavedGame<K::SavedPuzzle> {
        SavedGame {
            version: 1,
            name: self.name.clone(),
            puzzle: K::saved_puzzle(&self.start),
            solution: self
                .solution
                .as_ref()
                .map(|s| s.iter().map(|&d| digit_char(d)).collect()),
            edits: self.history.edits().to_vec(),
            index: self.history.index(),
            cursor: self.cursor as u16,
            elapsed_secs: self.clock.elapsed().as_secs(),
        }
    }

    /// Rebuilds a game from its saved form; the error says what does not add up.
    pub fn from_saved(saved: SavedGame<K::SavedPuzzle>) -> Result<Game<K>, String> {
        if saved.version != 1 {
            return Err(format!("unsupported save version {}", saved.version));
        }
        if saved.elapsed_secs > MAX_ELAPSED_SECS {
            return Err(format!(
                "elapsed_secs {} is more than {MAX_ELAPSED_SECS} (100 years)",
                saved.elapsed_secs
            ));
        }
        let puzzle = K::puzzle_from_saved(&saved.puzzle)?;
        let cells = K::cell_count(&puzzle);
        let solution = match &saved.solution {
            Some(text) => Some(parse_solution(text, cells, K::max_digit(&puzzle))?),
            None => None,
        };
        let mut game = Game::<K>::new(saved.name, &puzzle, solution);
        if usize::from(saved.cursor) >= cells {
            return Err(format!("cursor {} is off the board", saved.cursor));
        }
        replay::<K>(&game.start, &saved.edits)?;
        let history = History::from_parts(saved.edits, saved.index)
            .ok_or_else(|| format!("history index {} is past its end", saved.index))?;
        for edit in &history.edits()[..history.index()] {
            for ch in &edit.changes {
                K::set_cell(&mut game.position, usize::from(ch.cell), ch.after);
            }
        }
        game.history = history;
        game.cursor = usize::from(saved.cursor);
        game.clock = Clock::starting_at(Duration::from_secs(saved.elapsed_secs));
        game.after_change();
        Ok(game)
    }
}

fn parse_solution(text: &str, cells: usize, max: u8) -> Result<Vec<u8>, String> {
    let digits: Vec<u8> = text
        .chars()
        .map(|c| {
            char_digit(c)
                .filter(|&d| d <= max)
                .ok_or_else(|| format!("solution: '{c}' is not a digit from 1 to {max}"))
        })
        .collect::<Result<_, _>>()?;
    if digits.len() != cells {
        return Err(format!(
            "solution: expected {cells} digits, found {}",
            digits.len()
        ));
    }
    Ok(digits)
}

/// Applies every edit on a scratch copy, checking that each one starts from the
/// state it recorded and stays on the board.
fn replay<K: Kind>(start: &K::Position, edits: &[Edit]) -> Result<(), String> {
    let mut pos = start.clone();
    let cells = K::cell_count(&pos);
    let max = K::max_digit(&pos);
    let full = DigitSet::full(usize::from(max));
    for (i, edit) in edits.iter().enumerate() {
        if edit.changes.is_empty() || usize::from(edit.cursor) >= cells {
            return Err(format!("edit {} is malformed", i + 1));
        }
        for ch in &edit.changes {
            let cell = usize::from(ch.cell);
            let valid = cell < cells
                && !K::is_given(&pos, cell)
                && ch.after.value <= max
                && ch.after.candidates.is_subset(full)
                && K::cell(&pos, cell) == ch.before;
            if !valid {
                return Err(format!("edit {} does not fit the board", i + 1));
            }
            K::set_cell(&mut pos, cell, ch.after);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::fixtures::four;
    use crate::game::{Sudoku, SudokuGame};

    fn saved() -> serde_json::Value {
        let mut game = SudokuGame::new(None, &four(), None);
        game.set_cursor(1);
        assert!(game.place(2));
        serde_json::to_value(game.to_saved()).unwrap()
    }

    fn load(value: serde_json::Value) -> Result<SudokuGame, String> {
        Game::<Sudoku>::from_saved(serde_json::from_value(value).unwrap())
    }

    #[test]
    fn a_sound_save_loads() {
        let game = load(saved()).unwrap();
        assert_eq!(game.history().index(), 1);
    }

    #[test]
    fn a_huge_elapsed_time_is_refused_not_a_panic() {
        let mut value = saved();
        value["elapsed_secs"] = u64::MAX.into();
        let err = load(value).unwrap_err();
        assert!(err.contains("elapsed_secs 18446744073709551615"), "{err}");
        let mut value = saved();
        value["elapsed_secs"] = MAX_ELAPSED_SECS.into();
        let game = load(value).unwrap();
        assert!(game.clock().elapsed().as_secs() >= MAX_ELAPSED_SECS);
    }

    #[test]
    fn a_box_shape_whose_product_wraps_is_refused() {
        let mut value = saved();
        // 5 × 3689348814741910325 wraps to 9 in 64 bits.
        value["size"] = 9.into();
        value["boxes"] = serde_json::json!([5u64, 3_689_348_814_741_910_325u64]);
        value["givens"] = ".".repeat(81).into();
        let err = load(value).unwrap_err();
        assert!(err.contains("box"), "{err}");
    }
}
