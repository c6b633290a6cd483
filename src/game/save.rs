//! The saved form of a game (SPEC §10), one for every kind of puzzle: the puzzle's
//! own part (a Sudoku's size, regions and givens; a Kakuro's rows), the solution,
//! the whole history with its index, the cursor and the clock. Loading checks
//! everything a damaged or hand-edited file could get wrong and replays the
//! history, so a save that does not add up is refused instead of half-loaded:
//! the caller sets it aside as damaged. Times are bounded by [`MAX_ELAPSED_SECS`],
//! so no later arithmetic on the clock can overflow.
//!
//! Between two whole saves, changes go to a journal beside the save, one
//! [`JournalEntry`] per line: how the history changed since the line before (edits
//! kept, edits added, index, cursor, clock), so writing one costs the size of the
//! change, not of the history. Each entry names the whole save it follows
//! ([`SavedGame::journal`]); entries of another save are left over from before the
//! last whole save and are skipped. Saves without a journal id (older saves) read
//! as before. Colour marks travel inside the edits (`super::colours`), so saves
//! and journals written before them read as games without any.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::{Clock, ColourMarks, Edit, Game, History, Kind};
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
    /// The id journal entries that continue this save carry; none in saves written
    /// before journals existed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub journal: Option<u64>,
}

/// One line of a save's journal: the game's history as it changed since the line
/// before (or since the whole save, for the first line).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JournalEntry {
    /// The journal id of the whole save this entry continues.
    pub save: u64,
    /// How many edits of the history before stay (the rest were undone and cut).
    pub keep: usize,
    /// The edits added after those kept.
    pub edits: Vec<Edit>,
    /// How many edits are in effect.
    pub index: usize,
    /// The selected cell.
    pub cursor: u16,
    /// Seconds played.
    pub elapsed_secs: u64,
}

impl<P> SavedGame<P> {
    /// Carries a journal entry into the save; the error says why it does not fit.
    /// (Loading the result with [`Game::from_saved`] checks the rest.)
    pub fn apply(&mut self, entry: JournalEntry) -> Result<(), String> {
        if entry.keep > self.edits.len() {
            return Err(format!(
                "keeps {} edits of {}",
                entry.keep,
                self.edits.len()
            ));
        }
        self.edits.truncate(entry.keep);
        self.edits.extend(entry.edits);
        self.index = entry.index;
        self.cursor = entry.cursor;
        self.elapsed_secs = entry.elapsed_secs;
        Ok(())
    }
}

/// Where folding a journal in stopped: its first line that could not be read or
/// does not fit the game, and how many entries before it were kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JournalStop {
    /// The line, from 1.
    pub line: usize,
    /// Why it could not be taken.
    pub reason: String,
    /// The entries before it that were kept.
    pub kept: usize,
}

impl JournalStop {
    /// One line for the player: `KEY.journal line 3 could not be read (…); the 2
    /// moves before it are kept`.
    pub fn describe(&self, name: &str) -> String {
        let kept = match self.kept {
            0 => "no move before it is kept".to_string(),
            1 => "the move before it is kept".to_string(),
            n => format!("the {n} moves before it are kept"),
        };
        format!(
            "{name} line {} could not be read ({}); {kept}",
            self.line, self.reason
        )
    }
}

impl<K: Kind> Game<K> {
    /// The game a whole save holds with its journal `text` folded in: the
    /// journal's entries of this save in order, up to the first line that cannot
    /// be read or does not fit the game (a wrong `keep`, `index` or `before`, two
    /// lines swapped, an impossible time); the game up to that line is kept and
    /// the stop returned. Only a whole save that does not add up by itself is an
    /// error. A save without a journal id takes no entries.
    pub fn from_saved_with_journal(
        saved: SavedGame<K::SavedPuzzle>,
        text: Option<&str>,
    ) -> Result<(Game<K>, Option<JournalStop>), String> {
        let (Some(text), Some(id)) = (text, saved.journal) else {
            return Ok((Game::from_saved(saved)?, None));
        };
        let (entries, unread) = read_journal(text, id);
        let with = |k: usize| {
            let mut folded = saved.clone();
            for (_, entry) in &entries[..k] {
                folded.apply(entry.clone())?;
            }
            Game::from_saved(folded)
        };
        let stop_at = |k: usize, reason: String| JournalStop {
            line: entries[k].0,
            reason,
            kept: k,
        };
        let all = entries.len();
        let whole = match with(all) {
            Ok(game) => {
                let stop = unread.map(|(line, reason)| JournalStop {
                    line,
                    reason,
                    kept: all,
                });
                return Ok((game, stop));
            }
            Err(e) if all == 0 => return Err(e),
            Err(e) => e,
        };
        // Each entry builds on those before it: once a prefix does not fit, no
        // longer one does, so the longest that fits is found by halving.
        let first = with(0)?;
        let (mut fits, mut fails, mut why) = (0, all, whole);
        let mut game = first;
        while fails - fits > 1 {
            let mid = (fits + fails) / 2;
            match with(mid) {
                Ok(g) => (fits, game) = (mid, g),
                Err(e) => (fails, why) = (mid, e),
            }
        }
        Ok((game, Some(stop_at(fits, format!("it does not fit: {why}")))))
    }
}

/// A journal entry with its line number, from 1.
pub type NumberedEntry = (usize, JournalEntry);

/// What reading a journal found: the entries of the save with id `save`, in order,
/// each with its line number (from 1), and the first line that could not be read
/// (its number and why), after which nothing was read. A last line cut short by a
/// crash is such a line.
pub fn read_journal(text: &str, save: u64) -> (Vec<NumberedEntry>, Option<(usize, String)>) {
    let mut entries = Vec::new();
    for (i, line) in text.split_inclusive('\n').enumerate() {
        if !line.ends_with('\n') {
            return (entries, Some((i + 1, "the line is cut short".into())));
        }
        match serde_json::from_str::<JournalEntry>(line) {
            Ok(entry) if entry.save == save => entries.push((i + 1, entry)),
            Ok(_) => {}
            Err(e) => return (entries, Some((i + 1, e.to_string()))),
        }
    }
    (entries, None)
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
            journal: None,
        }
    }

    /// The journal entry that takes a save whose history holds `saved` to this
    /// game: the edits they share stay, the rest of this game's are added.
    pub fn journal_entry(&self, save: u64, saved: &[Edit]) -> JournalEntry {
        let edits = self.history.edits();
        let keep = edits
            .iter()
            .zip(saved)
            .take_while(|(now, then)| now == then)
            .count();
        JournalEntry {
            save,
            keep,
            edits: edits[keep..].to_vec(),
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
            for ch in &edit.colours {
                game.colours[usize::from(ch.cell)] = ch.after;
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
/// state it recorded and stays on the board, and that colour marks sit only on
/// the candidates of their cell, one colour each.
fn replay<K: Kind>(start: &K::Position, edits: &[Edit]) -> Result<(), String> {
    let mut pos = start.clone();
    let cells = K::cell_count(&pos);
    let mut colours = vec![ColourMarks::NONE; cells];
    let max = K::max_digit(&pos);
    let full = DigitSet::full(usize::from(max));
    for (i, edit) in edits.iter().enumerate() {
        let empty = edit.changes.is_empty() && edit.colours.is_empty();
        if empty || usize::from(edit.cursor) >= cells {
            return Err(format!("edit {} is malformed", i + 1));
        }
        let misfit = || format!("edit {} does not fit the board", i + 1);
        for ch in &edit.changes {
            let cell = usize::from(ch.cell);
            let valid = cell < cells
                && !K::is_given(&pos, cell)
                && ch.after.value <= max
                && ch.after.candidates.is_subset(full)
                && K::cell(&pos, cell) == ch.before;
            if !valid {
                return Err(misfit());
            }
            K::set_cell(&mut pos, cell, ch.after);
        }
        for ch in &edit.colours {
            let Some(slot) = colours.get_mut(usize::from(ch.cell)) else {
                return Err(misfit());
            };
            let state = K::cell(&pos, usize::from(ch.cell));
            let painted = ch.after.a | ch.after.b;
            let valid = *slot == ch.before
                && (ch.after.a & ch.after.b).is_empty()
                && (painted.is_empty()
                    || (state.value == 0 && painted.is_subset(state.candidates)));
            if !valid {
                return Err(misfit());
            }
            *slot = ch.after;
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
    fn journal_entries_carry_undo_and_new_edits() {
        let mut game = SudokuGame::new(None, &four(), None);
        game.set_cursor(1);
        game.place(2);
        game.set_cursor(3);
        game.place(4);
        let mut saved = game.to_saved();
        saved.journal = Some(7);
        let on_disk = game.history().edits().to_vec();
        game.undo();
        game.set_cursor(4);
        game.toggle_candidate(1);
        let entry = game.journal_entry(7, &on_disk);
        assert_eq!((entry.keep, entry.edits.len(), entry.index), (1, 1, 2));
        let other = JournalEntry {
            save: 6,
            ..entry.clone()
        };
        let text = [&other, &entry]
            .map(|e| serde_json::to_string(e).unwrap() + "\n")
            .concat();
        let (entries, bad) = read_journal(&text, 7);
        assert_eq!(
            (entries.len(), bad),
            (1, None),
            "another save's entry is skipped"
        );
        saved.apply(entries[0].1.clone()).unwrap();
        let back = Game::<Sudoku>::from_saved(saved).unwrap();
        assert_eq!(back.position(), game.position());
        assert_eq!(back.history(), game.history());
    }

    #[test]
    fn a_journal_cut_short_keeps_the_lines_before() {
        let entry = JournalEntry {
            save: 1,
            keep: 0,
            edits: Vec::new(),
            index: 0,
            cursor: 0,
            elapsed_secs: 3,
        };
        let line = serde_json::to_string(&entry).unwrap() + "\n";
        let text = format!("{line}{line}{}", &line[..10]);
        let (entries, bad) = read_journal(&text, 1);
        assert_eq!(entries.len(), 2);
        assert_eq!(bad, Some((3, "the line is cut short".into())));
        let (entries, bad) = read_journal(&format!("{line}{{garbage}}\n{line}"), 1);
        assert_eq!(entries.len(), 1);
        assert_eq!(bad.map(|(n, _)| n), Some(2));
        let mut saved = SavedGame {
            version: 1,
            name: None,
            puzzle: (),
            solution: None,
            edits: Vec::new(),
            index: 0,
            cursor: 0,
            elapsed_secs: 0,
            journal: Some(1),
        };
        let too_many = JournalEntry { keep: 1, ..entry };
        assert!(
            saved
                .apply(too_many)
                .unwrap_err()
                .contains("keeps 1 edits of 0")
        );
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
