//! A puzzle made to order, ready to open (SPEC §10): its entry (name with the
//! whole seed, never cut), the hints to apply first when it is a drill, and the
//! note that says the target asked for and the result apart.
//!
//! Choices where the spec leaves room: the result names the §3 score (with its
//! level on a 9×9, README "Levels"), the DiffKey label and the coarse rating of a
//! Sudoku, the ATK Rating of a Kakuro with its score when the coach rated it,
//! and for a drill how many hints were
//! applied before it; a drill from a bundled set says so and keeps the name it
//! has there. A Kakuro drill's way there is applied the same way, one undoable
//! step per hint.

use crate::app::{Puzzle, PuzzleEntry};
use crate::engine::{Instance, TechniqueId};
use crate::generate::kakuro::GeneratedKakuro;
use crate::generate::order::Made;
use crate::kakuro::KakuroTechnique;
use crate::rating::Rating;
use crate::rating::level::level_of;

/// One step to apply after opening: its placements and eliminations as
/// `(cell, digit)`, as a hint applies them.
pub type Step = (Vec<(usize, u8)>, Vec<(usize, u8)>);

/// What the form's answer opens.
#[derive(Clone, Debug)]
pub struct Opened {
    /// The puzzle to open as a new game.
    pub entry: PuzzleEntry,
    /// The hints to apply first, one undoable step each (a drill's way there).
    pub steps: Vec<Step>,
    /// The note to show: target asked for, result, tries.
    pub note: String,
    /// The technique of a Sudoku drill, which the coach hints as the drill's
    /// coach does while the game is open.
    pub drill: Option<TechniqueId>,
    /// The technique of a Kakuro drill, hinted the same way.
    pub kakuro_drill: Option<KakuroTechnique>,
}

/// The answer `made` from `seed` in `tries` tries, for the order `asked` (its
/// board and target in words).
pub fn opened(made: Made, seed: u64, tries: u64, asked: &str) -> Opened {
    let tries = match tries {
        0 => "from the bundled drills".to_string(),
        1 => "made in 1 try".to_string(),
        t => format!("made in {t} tries"),
    };
    let (drill_technique, kakuro_drill) = match &made {
        Made::Drill { drill, .. } => (Some(drill.technique), None),
        Made::KakuroDrill(drill) => (None, Some(drill.technique)),
        _ => (None, None),
    };
    let (entry, steps, result) = match made {
        Made::Sudoku(s) => {
            let n = s.position.n();
            let kind = if s.position.geometry().is_jigsaw() {
                "jigsaw"
            } else {
                "Sudoku"
            };
            let name = format!("generated {n}×{n} {kind}, seed {seed}");
            let result = sudoku_result(&s.rating, n);
            (entry(name, Puzzle::Sudoku(s.position)), Vec::new(), result)
        }
        Made::Drill {
            drill,
            rating,
            bundled,
        } => {
            let drill = *drill;
            let n = drill.puzzle.n();
            let technique = drill.technique.name();
            let name = match bundled {
                Some(name) => {
                    let short = name.split(':').next().unwrap_or(&name).trim().to_string();
                    format!("drill {technique}, bundled {short}")
                }
                None => format!("drill {technique}, seed {seed}"),
            };
            let result = format!(
                "{}, opened at the {technique} after {} hints",
                sudoku_result(&rating, n),
                drill.steps.len()
            );
            let steps = drill.steps.iter().map(step_of).collect();
            (entry(name, Puzzle::Sudoku(drill.puzzle)), steps, result)
        }
        Made::Kakuro(k) => {
            let (w, h) = (k.puzzle.grid.width(), k.puzzle.grid.height());
            let name = format!("generated {w}×{h} Kakuro, seed {seed}");
            let result = kakuro_result(&k);
            let mut puzzle = k.puzzle;
            puzzle.name = Some(name.clone());
            (entry(name, Puzzle::Kakuro(puzzle)), Vec::new(), result)
        }
        Made::KakuroDrill(drill) => {
            let (w, h) = (drill.puzzle.grid.width(), drill.puzzle.grid.height());
            let technique = drill.technique.name();
            let name = format!("drill {technique}, {w}×{h} Kakuro, seed {seed}");
            let result = format!(
                "opened at the {technique} after {} hints",
                drill.steps.len()
            );
            let steps = drill
                .steps
                .iter()
                .map(|h| (h.placements.clone(), h.eliminations.clone()))
                .collect();
            let mut puzzle = drill.puzzle;
            puzzle.name = Some(name.clone());
            (entry(name, Puzzle::Kakuro(puzzle)), steps, result)
        }
    };
    Opened {
        entry,
        steps,
        note: format!("new puzzle: {asked}; result: {result}; {tries}"),
        drill: drill_technique,
        kakuro_drill,
    }
}

fn entry(name: String, puzzle: Puzzle) -> PuzzleEntry {
    PuzzleEntry {
        label: name.clone(),
        name: Some(name),
        puzzle,
    }
}

/// A Sudoku's ratings in words: score (and level on a 9×9), DiffKey, coarse.
fn sudoku_result(rating: &Rating, n: usize) -> String {
    let score = match (rating.score, level_of(rating.score)) {
        (Some(s), Some(level)) if n == 9 => format!("score {s} ({})", level.name),
        (Some(s), _) => format!("score {s}"),
        (None, _) => "score ***".to_string(),
    };
    format!(
        "{score}, DiffKey {}, coarse {}",
        rating.diffkey.label, rating.coarse
    )
}

/// A hint as the step the game applies.
fn step_of(hint: &Instance) -> Step {
    let pairs = |list: &[crate::engine::CellDigit]| {
        list.iter()
            .map(|p| (usize::from(p.cell), p.digit))
            .collect::<Vec<_>>()
    };
    (pairs(&hint.placements), pairs(&hint.eliminations))
}

/// A Kakuro's result: its ATK Rating, and its score when the coach rated it.
fn kakuro_result(k: &GeneratedKakuro) -> String {
    let rating = format!("Rating {}", k.profile.rating_text());
    match k.logic.as_ref().map(|l| l.score) {
        None => rating,
        Some(Some(score)) => format!("{rating}, score {score}"),
        Some(None) => format!("{rating}, score ***"),
    }
}
