//! The saved form of a game (SPEC §10): the puzzle (size, regions, givens,
//! solution), the whole history with its index, the cursor and the clock. Loading
//! checks everything a damaged or hand-edited file could get wrong and replays the
//! history, so a save that does not add up is refused instead of half-loaded.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::{Clock, Edit, Game, History, cell_state, set_cell};
use crate::engine::{Digit, DigitSet, Geometry, Position, Regions, char_digit, digit_char};

/// A game as written to disk (`"version": 1`; unknown fields are ignored).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct SavedGame {
    /// File format version, always 1.
    pub version: u32,
    /// The puzzle's name.
    #[serde(default)]
    pub name: Option<String>,
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
    /// The solution in the same form, when known.
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

fn parse_grid(text: &str, n: usize, what: &str) -> Result<Vec<Digit>, String> {
    let values: Vec<Digit> = text
        .chars()
        .map(|c| match c {
            '.' => Ok(0),
            c => char_digit(c)
                .filter(|&d| d as usize <= n)
                .ok_or_else(|| format!("{what}: '{c}' is not a digit of a {n}x{n} board")),
        })
        .collect::<Result<_, _>>()?;
    if values.len() != n * n {
        return Err(format!(
            "{what}: expected {} cells, found {}",
            n * n,
            values.len()
        ));
    }
    Ok(values)
}

impl SavedGame {
    fn geometry(&self) -> Result<std::sync::Arc<Geometry>, String> {
        let n = self.size;
        let geo = match (&self.boxes, &self.regions) {
            (Some([r, c]), None) => Geometry::boxes(n, *r, *c),
            (None, Some(layout)) => Geometry::jigsaw(n, layout.as_slice()),
            _ => return Err("expected either \"boxes\" or \"regions\"".into()),
        };
        geo.map_err(|e| e.to_string())
    }
}

impl Game {
    /// The game in its saved form.
    pub fn to_saved(&self) -> SavedGame {
        let geo = self.geometry();
        let (boxes, regions) = match geo.regions() {
            Regions::Boxes { rows, cols } => (Some([*rows, *cols]), None),
            Regions::Jigsaw => (None, Some(geo.region_layout().to_vec())),
        };
        SavedGame {
            version: 1,
            name: self.name.clone(),
            size: geo.n(),
            boxes,
            regions,
            givens: grid_text(self.start.values()),
            solution: self.solution.as_deref().map(grid_text),
            edits: self.history.edits().to_vec(),
            index: self.history.index(),
            cursor: self.cursor,
            elapsed_secs: self.clock.elapsed().as_secs(),
        }
    }

    /// Rebuilds a game from its saved form; the error says what does not add up.
    pub fn from_saved(saved: SavedGame) -> Result<Game, String> {
        if saved.version != 1 {
            return Err(format!("unsupported save version {}", saved.version));
        }
        let geo = saved.geometry()?;
        let n = geo.n();
        let givens = parse_grid(&saved.givens, n, "givens")?;
        let solution = match &saved.solution {
            Some(text) => Some(parse_grid(text, n, "solution")?),
            None => None,
        };
        let mut game = Game::new(saved.name, &Position::from_givens(geo, &givens), solution);
        if saved.cursor as usize >= n * n {
            return Err(format!("cursor {} is off the board", saved.cursor));
        }
        replay(&game.start, &saved.edits)?;
        let history = History::from_parts(saved.edits, saved.index)
            .ok_or_else(|| format!("history index {} is past its end", saved.index))?;
        for edit in &history.edits()[..history.index()] {
            for ch in &edit.changes {
                set_cell(&mut game.position, ch.cell, ch.after);
            }
        }
        game.history = history;
        game.cursor = saved.cursor;
        game.clock = Clock::starting_at(Duration::from_secs(saved.elapsed_secs));
        game.after_change();
        Ok(game)
    }
}

/// Applies every edit on a scratch copy, checking that each one starts from the
/// state it recorded and stays on the board.
fn replay(start: &Position, edits: &[Edit]) -> Result<(), String> {
    let mut pos = start.clone();
    let n = pos.n();
    let full = DigitSet::full(n);
    for (i, edit) in edits.iter().enumerate() {
        if edit.changes.is_empty() || edit.cursor as usize >= n * n {
            return Err(format!("edit {} is malformed", i + 1));
        }
        for ch in &edit.changes {
            let on_board = (ch.cell as usize) < n * n;
            let valid = on_board
                && !pos.is_given(ch.cell)
                && ch.after.value as usize <= n
                && ch.after.candidates.is_subset(full)
                && cell_state(&pos, ch.cell) == ch.before;
            if !valid {
                return Err(format!("edit {} does not fit the board", i + 1));
            }
            set_cell(&mut pos, ch.cell, ch.after);
        }
    }
    Ok(())
}
