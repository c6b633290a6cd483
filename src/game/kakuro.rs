//! Kakuro as a kind of game (SPEC §8, §10): the white cells row-major, digits 1–9,
//! marks that a placement clears in both of the cell's runs, the digits the runs'
//! combinations leave open, a cursor that skips clue and black squares, and the
//! puzzle saved as its rows in the §9 file form (`"kind": "kakuro"`, so a Kakuro
//! save is never read as a Sudoku one). Saves are filed under `kakuro-` keys.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::{CellState, Game, Kind};
use crate::engine::DigitSet;
use crate::kakuro::{
    KakuroGrid, KakuroPosition, KakuroPuzzle, KakuroSolveOutcome, grid_rows, read_kakuro, solve,
};

/// The Kakuro kind of game.
#[derive(Clone, Debug)]
pub struct Kakuro;

/// The prefix of every Kakuro save key.
pub const KAKURO_KEY_PREFIX: &str = "kakuro-";

/// A Kakuro puzzle as a save writes it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SavedKakuro {
    /// Always `kakuro`.
    pub kind: String,
    /// The puzzle's rows in the §9 file form, givens included.
    pub rows: Vec<String>,
}

impl Kind for Kakuro {
    type Position = KakuroPosition;
    type SavedPuzzle = SavedKakuro;

    fn cell_count(pos: &KakuroPosition) -> usize {
        pos.grid().cell_count()
    }

    fn max_digit(_pos: &KakuroPosition) -> u8 {
        9
    }

    fn cell(pos: &KakuroPosition, cell: usize) -> CellState {
        match pos.value(cell) {
            0 => CellState {
                value: 0,
                candidates: pos.candidates(cell),
            },
            value => CellState {
                value,
                candidates: DigitSet::EMPTY,
            },
        }
    }

    fn is_given(pos: &KakuroPosition, cell: usize) -> bool {
        pos.is_given(cell)
    }

    fn set_cell(pos: &mut KakuroPosition, cell: usize, state: CellState) {
        pos.set_value(cell, state.value);
        pos.set_candidates(cell, state.candidates);
    }

    fn place(pos: &mut KakuroPosition, cell: usize, digit: u8) {
        pos.place(cell, digit);
        pos.set_candidates(cell, DigitSet::EMPTY);
    }

    fn open_marks(pos: &KakuroPosition) -> KakuroPosition {
        let mut open = pos.clone();
        open.reset_candidates();
        open
    }

    fn is_solved(pos: &KakuroPosition) -> bool {
        pos.is_solved()
    }

    fn givens_only(puzzle: &KakuroPosition) -> KakuroPosition {
        let cells = puzzle.grid().cell_count();
        let givens: Vec<u8> = (0..cells)
            .map(|c| {
                if puzzle.is_given(c) {
                    puzzle.value(c)
                } else {
                    0
                }
            })
            .collect();
        let mut start = KakuroPosition::new(Arc::clone(puzzle.grid()), &givens);
        for cell in (0..cells).filter(|&c| givens[c] == 0) {
            start.set_candidates(cell, DigitSet::EMPTY);
        }
        start
    }

    /// The next white cell in a direction, wrapping at the edges; the same cell
    /// when the line has no other.
    fn step(pos: &KakuroPosition, cell: usize, dr: isize, dc: isize) -> usize {
        let grid = pos.grid();
        let (w, h) = (grid.width() as isize, grid.height() as isize);
        let (mut r, mut c) = grid.position_of(cell);
        for _ in 0..w.max(h) {
            r = (r as isize + dr).rem_euclid(h) as usize;
            c = (c as isize + dc).rem_euclid(w) as usize;
            if let Some(next) = grid.white_cell(r, c) {
                return next;
            }
        }
        cell
    }

    fn first_cell(pos: &KakuroPosition) -> usize {
        (0..pos.grid().cell_count())
            .find(|&c| pos.value(c) == 0)
            .unwrap_or(0)
    }

    fn cell_name(pos: &KakuroPosition, cell: usize) -> String {
        pos.grid().cell_name(cell)
    }

    fn saved_puzzle(start: &KakuroPosition) -> SavedKakuro {
        SavedKakuro {
            kind: "kakuro".into(),
            rows: grid_rows(start.grid(), start.values()),
        }
    }

    fn puzzle_from_saved(saved: &SavedKakuro) -> Result<KakuroPosition, String> {
        if saved.kind != "kakuro" {
            return Err(format!("unsupported save kind {:?}", saved.kind));
        }
        let puzzle = read_kakuro(&saved.rows.join("\n"), "save").map_err(|e| e.to_string())?;
        Ok(KakuroPosition::new(puzzle.grid, &puzzle.givens))
    }

    fn save_key(start: &KakuroPosition) -> String {
        kakuro_key(start.grid(), start.values())
    }
}

impl Game<Kakuro> {
    /// A fresh game on a Kakuro, solved up front for the check (the solution is
    /// kept only when it is unique; solving a playable grid takes moments).
    pub fn for_puzzle(puzzle: &KakuroPuzzle) -> Game<Kakuro> {
        let solution = match solve(&puzzle.grid, &puzzle.givens) {
            KakuroSolveOutcome::Unique(s) => Some(s),
            _ => None,
        };
        let start = KakuroPosition::new(Arc::clone(&puzzle.grid), &puzzle.givens);
        Game::new(puzzle.name.clone(), &start, solution)
    }

    /// The grid.
    pub fn grid(&self) -> &Arc<KakuroGrid> {
        self.position.grid()
    }
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
        "{KAKURO_KEY_PREFIX}{}x{}-{:012x}",
        grid.width(),
        grid.height(),
        hash >> 16
    )
}

#[cfg(test)]
#[path = "kakuro_tests.rs"]
mod tests;
