//! What the chooser shows beside each puzzle (SPEC §7, §8, §10): its rating and a
//! solved mark, worked out on a thread of its own so the chooser never waits: it
//! shows `…` until a fact is known and picks it up on the next frame.
//!
//! Choices where the spec leaves room: a Sudoku's rating is its coarse rating
//! (§7: cheap at every size, unlike the full score), a Kakuro's is its ATK Rating
//! (§8); a puzzle is marked solved when its save (in `games/`) holds it solved, or
//! when it is the game in play and solved now. Saves are only read here: a damaged
//! one counts as not solved and is left for the game to report when it is opened.
//! Every solved mark is found before the first rating, since they are quick.
//! A Sudoku's ER estimate (§7.1) comes last: it needs a Simplest-first run, which
//! takes longer on hard puzzles, so the cheap columns fill in first; the score
//! (§3) comes from the same run, and the DiffKey label (§6) with it. The best
//! time of a solved puzzle comes from the record of solves (`crate::record`),
//! read with the solved marks.
//!
//! [`Facts`] is what the chooser's columns (`crate::ui::chooser`) read: a new
//! column is a new fact filled in here and one entry in the chooser's list.

use std::sync::{Arc, Mutex, Weak};
use std::thread;

use super::{App, Puzzle, PuzzleEntry, Screen, Session};
use crate::engine::solver::{SolveStatus, solve};
use crate::game::{Kakuro, Sudoku, kakuro_key, puzzle_key};
use crate::kakuro::profile;
use crate::rating::Scores;
use crate::rating::coarse::coarse;
use crate::rating::diffkey::diffkey;
use crate::rating::er::estimate;
use crate::rating::level::level_of;
use crate::rating::strategy::{End, simplest_first};
use crate::record::stats::best_time;
use crate::store::Paths;
use crate::store::record::readable_entries;
use crate::store::saves::peek_game;

/// What is known about one puzzle of the chooser.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Facts {
    /// Whether its save holds it solved (`None` until read).
    pub solved: Option<bool>,
    /// Its rating as shown (`None` until computed).
    pub rating: Option<String>,
    /// Its ER estimate as shown, `ER 6.6` (`None` until computed; empty for a
    /// Kakuro, which has none).
    pub er: Option<String>,
    /// Its score as shown, `27` or `***` (`None` until computed; empty for a
    /// Kakuro).
    pub score: Option<String>,
    /// Its DiffKey label, `Medium` (`None` until computed; empty for a Kakuro).
    pub diffkey: Option<String>,
    /// Its level, `Hard` (README "Levels": a 9×9 Simplest first solves; `None`
    /// until computed, empty otherwise).
    pub level: Option<String>,
    /// Its best time in the record, in seconds (`None` when not in the record,
    /// or not read yet).
    pub best_secs: Option<u64>,
}

/// The facts of every puzzle of the chooser, filled in by a background thread.
#[derive(Clone, Debug, Default)]
pub struct Catalog {
    facts: Arc<Mutex<Vec<Facts>>>,
}

impl Catalog {
    /// Starts working out the facts of `entries`, reading saves under `paths` and
    /// estimating ER under `scores`; the thread ends when the work is done or the
    /// catalog is dropped.
    pub fn start(entries: &[PuzzleEntry], paths: Option<&Paths>, scores: &Scores) -> Catalog {
        let catalog = Catalog {
            facts: Arc::new(Mutex::new(vec![Facts::default(); entries.len()])),
        };
        let weak = Arc::downgrade(&catalog.facts);
        let entries = entries.to_vec();
        let paths = paths.cloned();
        let scores = scores.clone();
        thread::spawn(move || fill(&weak, &entries, paths.as_ref(), &scores));
        catalog
    }

    /// What is known so far of entry `index`.
    pub fn facts(&self, index: usize) -> Facts {
        let facts = self.facts.lock().unwrap_or_else(|e| e.into_inner());
        facts.get(index).cloned().unwrap_or_default()
    }
}

/// Fills in the solved marks, then the ratings, then the ER estimates; stops
/// when nobody holds the catalog any more.
fn fill(
    facts: &Weak<Mutex<Vec<Facts>>>,
    entries: &[PuzzleEntry],
    paths: Option<&Paths>,
    scores: &Scores,
) {
    let set = |index: usize, change: &dyn Fn(&mut Facts)| -> bool {
        let Some(facts) = facts.upgrade() else {
            return false;
        };
        let mut facts = facts.lock().unwrap_or_else(|e| e.into_inner());
        if let Some(f) = facts.get_mut(index) {
            change(f);
        }
        true
    };
    let record = paths.map(readable_entries).unwrap_or_default();
    for (index, entry) in entries.iter().enumerate() {
        let solved = paths.is_some_and(|paths| solved_in_save(entry, paths));
        let best = best_time(&record, &entry_key(entry));
        let known = |f: &mut Facts| {
            f.solved = Some(solved || best.is_some());
            f.best_secs = best;
        };
        if !set(index, &known) {
            return;
        }
    }
    for (index, entry) in entries.iter().enumerate() {
        let rating = rating_text(&entry.puzzle);
        if !set(index, &|f| f.rating = Some(rating.clone())) {
            return;
        }
    }
    for (index, entry) in entries.iter().enumerate() {
        let ladder = ladder_texts(&entry.puzzle, scores);
        let known = |f: &mut Facts| {
            f.er = Some(ladder.er.clone());
            f.score = Some(ladder.score.clone());
            f.diffkey = Some(ladder.diffkey.clone());
            f.level = Some(ladder.level.clone());
        };
        if !set(index, &known) {
            return;
        }
    }
}

/// The key a puzzle's save is filed under (as the game's `key()` gives it).
pub fn entry_key(entry: &PuzzleEntry) -> String {
    match &entry.puzzle {
        Puzzle::Sudoku(position) => puzzle_key(position),
        Puzzle::Kakuro(puzzle) => kakuro_key(&puzzle.grid, &puzzle.givens),
    }
}

/// Whether the puzzle's save exists and holds it solved, its journal folded in
/// (files are only read here, within the size limit of stored files: a damaged
/// save is the game's to set aside).
fn solved_in_save(entry: &PuzzleEntry, paths: &Paths) -> bool {
    let save = paths.game_file(&entry_key(entry));
    match &entry.puzzle {
        Puzzle::Sudoku(_) => peek_game::<Sudoku>(&save)
            .ok()
            .flatten()
            .is_some_and(|g| g.is_solved()),
        Puzzle::Kakuro(_) => peek_game::<Kakuro>(&save)
            .ok()
            .flatten()
            .is_some_and(|g| g.is_solved()),
    }
}

/// The facts of a Sudoku that take a Simplest-first run, as shown.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LadderTexts {
    /// The ER estimate (SPEC §7.1): `ER 6.6`, or `ER ***` when stuck.
    pub er: String,
    /// The score (SPEC §3): `27`, or `***` when stuck.
    pub score: String,
    /// The DiffKey label (SPEC §6): `Medium`, `no DiffKey`.
    pub diffkey: String,
    /// The level (README "Levels"): `Hard` on a 9×9 Simplest first solves,
    /// empty otherwise.
    pub level: String,
}

/// The ER estimate, score, DiffKey label and level shown for a puzzle, from one
/// Simplest-first run; all empty for a Kakuro, which has none of them.
pub fn ladder_texts(puzzle: &Puzzle, scores: &Scores) -> LadderTexts {
    let Puzzle::Sudoku(position) = puzzle else {
        return LadderTexts::default();
    };
    let run = simplest_first(position, scores);
    let stuck = run.end != End::Solved;
    let level = (position.n() == 9 && !stuck)
        .then(|| level_of(Some(scores.total(&run.counts))))
        .flatten()
        .map_or(String::new(), |l| l.name.to_string());
    LadderTexts {
        er: match estimate(position, &run, scores) {
            Some(er) => format!("ER {er}"),
            None => "ER ***".to_string(),
        },
        score: match stuck {
            true => "***".to_string(),
            false => scores.total(&run.counts).to_string(),
        },
        diffkey: diffkey(position, None).label.to_string(),
        level,
    }
}

/// The rating shown for a puzzle: `coarse 3` (Sudoku, §7) or `ATK 1.2345` (Kakuro, §8).
pub fn rating_text(puzzle: &Puzzle) -> String {
    match puzzle {
        Puzzle::Sudoku(position) => {
            let status = solve(position, Default::default()).status;
            let solvable = matches!(status, SolveStatus::Unique | SolveStatus::Several);
            format!("coarse {}", coarse(position, solvable))
        }
        Puzzle::Kakuro(puzzle) => {
            format!(
                "ATK {}",
                profile(&puzzle.grid, &puzzle.givens).rating_text()
            )
        }
    }
}

/// Whether entry `index` is solved: by its save, or as the game in play.
pub fn is_solved(app: &App, index: usize) -> Option<bool> {
    let in_play = app
        .session
        .as_ref()
        .filter(|s| s.is_solved())
        .zip(app.collection.get(index))
        .is_some_and(|(s, entry)| session_key(s) == entry_key(entry));
    if in_play {
        return Some(true);
    }
    app.catalog.facts(index).solved
}

fn session_key(session: &Session) -> String {
    session.key()
}

/// The best time of entry `index`: its record's, or the time of the game in
/// play when that is solved and better.
pub fn best_time_of(app: &App, index: usize) -> Option<u64> {
    let recorded = app.catalog.facts(index).best_secs;
    let in_play = app
        .session
        .as_ref()
        .filter(|s| s.is_solved())
        .zip(app.collection.get(index))
        .filter(|(s, entry)| session_key(s) == entry_key(entry))
        .map(|(s, _)| s.clock().elapsed().as_secs());
    match (recorded, in_play) {
        (Some(a), Some(b)) => Some(a.min(b)),
        (a, b) => a.or(b),
    }
}

/// The chooser as it opens: the game in play selected when it is in the list,
/// else the puzzle selected when the chooser was last left.
pub fn reopened(app: &App) -> Screen {
    let playing = app.session.as_ref().map(session_key);
    let row = playing
        .and_then(|key| app.collection.iter().position(|e| entry_key(e) == key))
        .unwrap_or(app.chooser_row);
    Screen::Chooser(row.min(app.collection.len().saturating_sub(1)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::SudokuGame;
    use crate::game::fixtures::{four, small_kakuro};

    fn entry(puzzle: Puzzle) -> PuzzleEntry {
        PuzzleEntry {
            label: "x".into(),
            name: None,
            puzzle,
        }
    }

    #[test]
    fn ratings_and_solved_marks_come_from_the_thread() {
        let dir = tempfile::tempdir().unwrap();
        let paths = Paths::at(dir.path().to_path_buf());
        let mut solved = SudokuGame::new(None, &four(), None);
        for (cell, d) in [
            (1, 2),
            (3, 4),
            (4, 3),
            (6, 1),
            (9, 3),
            (10, 2),
            (12, 2),
            (14, 4),
        ] {
            solved.set_cursor(cell);
            assert!(solved.place(d));
        }
        assert!(solved.is_solved());
        crate::store::write_json(&paths.game_file(&solved.key()), &solved.to_saved()).unwrap();
        let entries = [
            entry(Puzzle::Sudoku(four())),
            entry(Puzzle::Kakuro(small_kakuro())),
        ];
        let catalog = Catalog::start(&entries, Some(&paths), &Scores::default());
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(30);
        while catalog.facts(1).er.is_none() {
            assert!(std::time::Instant::now() < deadline, "the ratings arrive");
            thread::sleep(std::time::Duration::from_millis(5));
        }
        assert_eq!(catalog.facts(0).solved, Some(true));
        assert_eq!(catalog.facts(0).rating.as_deref(), Some("coarse 0"));
        assert_eq!(catalog.facts(1).solved, Some(false));
        assert!(catalog.facts(1).rating.unwrap().starts_with("ATK "));
        assert_eq!(catalog.facts(1).er.as_deref(), Some(""));
        assert!(catalog.facts(0).er.unwrap().starts_with("ER "));
    }
}
