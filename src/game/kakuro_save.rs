//! The saved form of a Kakuro game (SPEC §8, §10): the grid in its §9 file form,
//! the givens, the solution, the whole history with its index, the cursor and the
//! clock. Loading reads the grid back through the Kakuro reader and replays the
//! history, so a damaged or hand-edited save is refused instead of half-loaded.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::kakuro::{KakuroGame, cell_state, set_cell};
use super::{Clock, Edit, History};
use crate::engine::DigitSet;
use crate::kakuro::{KakuroGrid, KakuroPuzzle, grid_rows, read_kakuro};

/// A Kakuro game as written to disk (`"version": 1`; unknown fields are ignored).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SavedKakuro {
    /// File format version, always 1.
    pub version: u32,
    /// Always `kakuro`, so a Kakuro save is never read as a Sudoku one.
    pub kind: String,
    /// The puzzle's name.
    #[serde(default)]
    pub name: Option<String>,
    /// The puzzle's rows in the §9 file form, givens included.
    pub rows: Vec<String>,
    /// The solution, one digit per white cell in row-major order, when known.
    #[serde(default)]
    pub solution: Option<String>,
    /// Every edit kept, undone ones included.
    pub edits: Vec<Edit>,
    /// How many edits are in effect.
    pub index: usize,
    /// The selected white cell.
    pub cursor: u16,
    /// Seconds played.
    pub elapsed_secs: u64,
}

/// A stable name for a Kakuro (its grid and givens), used to file its save:
/// `kakuro-WxH-` and a hash.
pub fn kakuro_key(grid: &KakuroGrid, givens: &[u8]) -> String {
    // FNV-1a, as for Sudoku keys: stable across builds and platforms.
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    for row in grid_rows(grid, givens) {
        for b in row.bytes().chain([b'\n']) {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    }
    format!(
        "kakuro-{}x{}-{:012x}",
        grid.width(),
        grid.height(),
        hash >> 16
    )
}

impl KakuroGame {
    /// The key its save is filed under.
    pub fn key(&self) -> String {
        kakuro_key(self.grid(), &self.givens)
    }

    /// The game in its saved form.
    pub fn to_saved(&self) -> SavedKakuro {
        SavedKakuro {
            version: 1,
            kind: "kakuro".into(),
            name: self.name.clone(),
            rows: grid_rows(self.grid(), &self.givens),
            solution: self
                .solution
                .as_ref()
                .map(|s| s.iter().map(|d| char::from(b'0' + d)).collect()),
            edits: self.history.edits().to_vec(),
            index: self.history.index(),
            cursor: self.cursor as u16,
            elapsed_secs: self.clock.elapsed().as_secs(),
        }
    }

    /// Rebuilds a game from its saved form; the error says what does not add up.
    pub fn from_saved(saved: SavedKakuro) -> Result<KakuroGame, String> {
        if saved.version != 1 || saved.kind != "kakuro" {
            return Err(format!(
                "unsupported save: version {}, kind {:?}",
                saved.version, saved.kind
            ));
        }
        let puzzle: KakuroPuzzle =
            read_kakuro(&saved.rows.join("\n"), "save").map_err(|e| e.to_string())?;
        let cells = puzzle.grid.cell_count();
        let solution = match &saved.solution {
            Some(text) => Some(parse_solution(text, cells)?),
            None => None,
        };
        let mut game = KakuroGame::with_solution(&puzzle, solution);
        game.name = saved.name;
        if usize::from(saved.cursor) >= cells {
            return Err(format!("cursor {} is off the grid", saved.cursor));
        }
        replay(&game, &saved.edits)?;
        let history = History::from_parts(saved.edits, saved.index)
            .ok_or_else(|| format!("history index {} is past its end", saved.index))?;
        for edit in &history.edits()[..history.index()] {
            for ch in &edit.changes {
                set_cell(&mut game.position, usize::from(ch.cell), ch.after);
            }
        }
        game.history = history;
        game.cursor = usize::from(saved.cursor);
        game.clock = Clock::starting_at(Duration::from_secs(saved.elapsed_secs));
        game.after_change();
        Ok(game)
    }
}

fn parse_solution(text: &str, cells: usize) -> Result<Vec<u8>, String> {
    let digits: Vec<u8> = text
        .chars()
        .map(|c| match c {
            '1'..='9' => Ok(c as u8 - b'0'),
            other => Err(format!("solution: '{other}' is not a digit 1-9")),
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

/// Applies every edit on a scratch copy, checking that each starts from the state
/// it recorded and stays on the grid.
fn replay(game: &KakuroGame, edits: &[Edit]) -> Result<(), String> {
    let mut pos = game.start_position();
    let cells = game.grid().cell_count();
    for (i, edit) in edits.iter().enumerate() {
        if edit.changes.is_empty() || usize::from(edit.cursor) >= cells {
            return Err(format!("edit {} is malformed", i + 1));
        }
        for ch in &edit.changes {
            let cell = usize::from(ch.cell);
            let valid = cell < cells
                && !pos.is_given(cell)
                && ch.after.value <= 9
                && ch.after.candidates.is_subset(DigitSet::full(9))
                && cell_state(&pos, cell) == ch.before;
            if !valid {
                return Err(format!("edit {} does not fit the grid", i + 1));
            }
            set_cell(&mut pos, cell, ch.after);
        }
    }
    Ok(())
}
