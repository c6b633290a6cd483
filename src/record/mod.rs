//! The record of puzzles solved (issue 23; SPEC §10 for how it is stored): one
//! [`Entry`] per puzzle solved in the game — the board, its kind, its ratings
//! (§3 score, §7.1 ER, §7 coarse, §6 DiffKey, §5 SHD; a Kakuro's §8 ATK Rating),
//! the time played, the hints used by stage, the mistakes and the date — kept in
//! the config folder as `record.jsonl`, an append-only file of one JSON object per
//! line (read and written by [`crate::store::record`]). [`stats`] sums it up for the statistics screen and for
//! `kibitz stats`.
//!
//! What counts (choices where the issue is silent): a hint is counted at each
//! stage it reaches (asking for a new hint is its first stage; a hint applied is
//! counted apart), so "hints per puzzle" is the number of hints asked for. A
//! mistake is a digit placed that differs from the puzzle's solution, counted when
//! it is typed (a Sudoku's solution is known once the coach has worked it out,
//! moments after opening; digits typed before are not counted). A puzzle is
//! recorded once per game: undoing the last digit and placing it again does not
//! record it twice (the [`Tally`] remembers it).

pub mod date;
pub mod make;
pub mod stats;
pub mod text;

use serde::{Deserialize, Serialize};

/// The file format version every entry carries.
pub const VERSION: u32 = 1;

/// One puzzle solved, as a line of the record (`"version": 1`; unknown fields
/// are ignored, missing optional ones read as absent).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    /// File format version, always 1.
    pub version: u32,
    /// When it was solved, UTC, `2026-11-26T08:15:02Z`.
    pub date: String,
    /// `sudoku` or `kakuro`.
    pub kind: String,
    /// The board as people name it: `9×9`, `9×9 jigsaw`, `Kakuro 10×12`.
    pub board: String,
    /// The key its save is filed under (how the chooser finds its best time).
    pub key: String,
    /// The puzzle's name, if it has one.
    #[serde(default)]
    pub name: Option<String>,
    /// Its ratings from the start position.
    #[serde(default)]
    pub ratings: Ratings,
    /// Seconds played until it was solved.
    pub time_secs: u64,
    /// Hints used, by stage.
    #[serde(default)]
    pub hints: HintsUsed,
    /// Digits placed that differed from the solution.
    #[serde(default)]
    pub mistakes: u32,
}

/// A puzzle's ratings from its start; each is absent where it does not apply (a
/// Kakuro has only its ATK Rating) or does not exist (a stuck score, no DiffKey).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Ratings {
    /// The SourGumdrop score (§3), absent when Simplest first is stuck.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub score: Option<u32>,
    /// The ER estimate (§7.1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub er: Option<f64>,
    /// The coarse rating (§7).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub coarse: Option<i8>,
    /// The DiffKey's difficulty (§6).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub diffkey: Option<usize>,
    /// The DiffKey's label, `Easiest` … `Perplexing` or `no DiffKey`.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub diffkey_label: Option<String>,
    /// The SHD tally's total (§5).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub shd: Option<u32>,
    /// A Kakuro's ATK Rating (§8), as text with four decimals.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub atk: Option<String>,
}

/// Hints used on one puzzle, by the stage they reached.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct HintsUsed {
    /// Hints asked for (the technique's name shown).
    pub technique: u32,
    /// Hints taken on to their cells.
    pub cells: u32,
    /// Hints taken on to the step itself.
    pub step: u32,
    /// Hints applied by the hint key.
    pub applied: u32,
}

/// What the game counts while a puzzle is played, kept beside its save so a
/// resumed game goes on counting (`"version": 1`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Tally {
    /// File format version, always 1.
    pub version: u32,
    /// Hints used so far.
    pub hints: HintsUsed,
    /// Wrong digits placed so far.
    pub mistakes: u32,
    /// Whether this game's solve is in the record already.
    pub recorded: bool,
}

impl Default for Tally {
    fn default() -> Tally {
        Tally {
            version: VERSION,
            hints: HintsUsed::default(),
            mistakes: 0,
            recorded: false,
        }
    }
}

/// Which stage of a hint was reached, for [`Tally::count_hint`].
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HintReached {
    /// A new hint: its technique's name.
    Technique,
    /// Its cells.
    Cells,
    /// The step.
    Step,
    /// It was applied.
    Applied,
}

impl Tally {
    /// Counts one hint stage reached.
    pub fn count_hint(&mut self, reached: HintReached) {
        let hints = &mut self.hints;
        let slot = match reached {
            HintReached::Technique => &mut hints.technique,
            HintReached::Cells => &mut hints.cells,
            HintReached::Step => &mut hints.step,
            HintReached::Applied => &mut hints.applied,
        };
        *slot = slot.saturating_add(1);
    }

    /// Counts one wrong digit placed.
    pub fn count_mistake(&mut self) {
        self.mistakes = self.mistakes.saturating_add(1);
    }
}
