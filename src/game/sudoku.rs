//! Sudoku as a kind of game (SPEC §1, §10): cells row-major, digits 1..N, marks
//! that a placement clears in the cell's peers, basic filtering for the digits a
//! cell has open, a cursor that wraps at the edges, and the puzzle saved as its
//! size, box shape or jigsaw layout, and givens.

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use super::{CellState, Game, Kind};
use crate::engine::{Cell, Digit, DigitSet, Geometry, Position, Regions, char_digit, digit_char};

/// The Sudoku kind of game.
#[derive(Clone, Debug)]
pub struct Sudoku;

/// A Sudoku puzzle as a save writes it.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SavedSudoku {
    /// The board side N.
    pub size: usize,
    /// Box shape `[rows, cols]` on a box board.
    #[serde(default)]
    pub boxes: Option<[usize; 2]>,
    /// Region index of every cell on a jigsaw board, row-major.
    #[serde(default)]
    pub regions: Option<Vec<u8>>,
    /// The givens, one character per cell (`.` empty, `A`–`P` for 10–25).
    pub givens: String,
}

impl Game<Sudoku> {
    /// The board geometry.
    pub fn geometry(&self) -> &Arc<Geometry> {
        self.position.geometry()
    }
}

impl Kind for Sudoku {
    type Position = Position;
    type SavedPuzzle = SavedSudoku;

    fn cell_count(pos: &Position) -> usize {
        pos.geometry().cell_count()
    }

    fn max_digit(pos: &Position) -> u8 {
        pos.n() as u8
    }

    fn cell(pos: &Position, cell: usize) -> CellState {
        let cell = cell as Cell;
        CellState {
            value: pos.value(cell),
            candidates: pos.candidates(cell),
        }
    }

    fn is_given(pos: &Position, cell: usize) -> bool {
        pos.is_given(cell as Cell)
    }

    fn set_cell(pos: &mut Position, cell: usize, state: CellState) {
        let cell = cell as Cell;
        if state.value != 0 {
            pos.set_value(cell, state.value);
        } else {
            pos.clear(cell);
            pos.set_candidates(cell, state.candidates);
        }
    }

    fn place(pos: &mut Position, cell: usize, digit: u8) {
        pos.place(cell as Cell, digit);
    }

    fn open_marks(pos: &Position) -> Position {
        let mut open = pos.clone();
        for cell in pos.empty_cells() {
            open.set_candidates(cell, pos.allowed(cell));
        }
        open
    }

    fn is_solved(pos: &Position) -> bool {
        pos.is_solved()
    }

    fn givens_only(puzzle: &Position) -> Position {
        let mut start = Position::from_givens(Arc::clone(puzzle.geometry()), puzzle.values());
        for cell in puzzle.empty_cells() {
            start.set_candidates(cell, DigitSet::EMPTY);
        }
        start
    }

    fn step(pos: &Position, cell: usize, dr: isize, dc: isize) -> usize {
        let geo = pos.geometry();
        let n = geo.n() as isize;
        let r = (geo.row_of(cell as Cell) as isize + dr).rem_euclid(n);
        let c = (geo.col_of(cell as Cell) as isize + dc).rem_euclid(n);
        usize::from(geo.cell(r as usize, c as usize))
    }

    fn first_cell(_pos: &Position) -> usize {
        0
    }

    fn cell_name(pos: &Position, cell: usize) -> String {
        pos.geometry().cell_name(cell as Cell)
    }

    fn saved_puzzle(start: &Position) -> SavedSudoku {
        let geo = start.geometry();
        let (boxes, regions) = match geo.regions() {
            Regions::Boxes { rows, cols } => (Some([*rows, *cols]), None),
            Regions::Jigsaw => (None, Some(geo.region_layout().to_vec())),
        };
        SavedSudoku {
            size: geo.n(),
            boxes,
            regions,
            givens: grid_text(start.values()),
        }
    }

    fn puzzle_from_saved(saved: &SavedSudoku) -> Result<Position, String> {
        let n = saved.size;
        let geo = match (&saved.boxes, &saved.regions) {
            (Some([r, c]), None) => Geometry::boxes(n, *r, *c),
            (None, Some(layout)) => Geometry::jigsaw(n, layout.as_slice()),
            _ => return Err("expected either \"boxes\" or \"regions\"".into()),
        }
        .map_err(|e| e.to_string())?;
        let givens = parse_grid(&saved.givens, n)?;
        Ok(Position::from_givens(geo, &givens))
    }

    fn save_key(start: &Position) -> String {
        puzzle_key(start)
    }
}

/// A stable name for a puzzle (its size, regions and givens), used to file its save.
pub fn puzzle_key(pos: &Position) -> String {
    let geo = pos.geometry();
    // FNV-1a: small, stable across builds and platforms (std's hasher is not).
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut feed = |b: u8| {
        hash ^= u64::from(b);
        hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
    };
    feed(geo.n() as u8);
    geo.region_layout().iter().for_each(|&r| feed(r));
    pos.values().iter().for_each(|&v| feed(v));
    format!("{}x{}-{:012x}", geo.n(), geo.n(), hash >> 16)
}

fn grid_text(values: &[Digit]) -> String {
    values
        .iter()
        .map(|&v| if v == 0 { '.' } else { digit_char(v) })
        .collect()
}

fn parse_grid(text: &str, n: usize) -> Result<Vec<Digit>, String> {
    let values: Vec<Digit> = text
        .chars()
        .map(|c| match c {
            '.' => Ok(0),
            c => char_digit(c)
                .filter(|&d| d as usize <= n)
                .ok_or_else(|| format!("givens: '{c}' is not a digit of a {n}x{n} board")),
        })
        .collect::<Result<_, _>>()?;
    if values.len() != n * n {
        return Err(format!(
            "givens: expected {} cells, found {}",
            n * n,
            values.len()
        ));
    }
    Ok(values)
}
