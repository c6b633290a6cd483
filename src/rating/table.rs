//! What Sudoku's technique scores and Kakuro's have in common (SPEC §3, §4): a
//! table of techniques in a fixed order, each with a stable id, a name and a
//! default score, and a score Dᵢ per technique (0 disables it). The score editor,
//! the hardest set and the scores file are written once against these two traits,
//! so a Kakuro's screens are Sudoku's screens over another table.
//!
//! One scores file holds both tables (their ids never coincide):
//! [`parse_table`] reads one game's ids and passes over those its caller names
//! (the other game's, which only the caller knowing both games can name:
//! `crate::store::scores` for the user's file), and an id of neither is an
//! error naming it.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;

/// The largest score a technique may have: far above any real difficulty scale,
/// and small enough that totals of real solving paths stay exact.
pub const MAX_SCORE: u32 = 1_000_000;

/// A technique of a score table.
pub trait ScoredTechnique: Copy + Eq + std::fmt::Debug + 'static {
    /// Every technique of the table, in table order.
    fn table() -> &'static [Self];
    /// The stable id used in scores files and JSON.
    fn id(self) -> &'static str;
    /// The name people read.
    fn name(self) -> &'static str;
    /// The default score; `None` for the automatic technique, which has none.
    fn default_score(self) -> Option<u32>;
}

/// A score per technique of one table.
pub trait ScoreTable: Clone + Eq + Default + std::fmt::Debug {
    /// The table's techniques.
    type Technique: ScoredTechnique;
    /// The score of a technique (0 for the automatic one).
    fn score(&self, t: Self::Technique) -> u32;
    /// Sets a technique's score; the automatic technique stays automatic.
    fn set_score(&mut self, t: Self::Technique, score: u32);
}

/// The technique with this id in table `T`.
pub fn technique_of<T: ScoredTechnique>(id: &str) -> Option<T> {
    T::table().iter().copied().find(|t| t.id() == id)
}

/// Reads one table from a scores file's JSON value: ids left out keep their
/// default, ids `passed_over` names (the other game's, in the shared file) are
/// passed over; the error names the offending id or value.
pub fn parse_table<S: ScoreTable>(
    root: &Value,
    passed_over: &dyn Fn(&str) -> bool,
) -> Result<S, String> {
    let object = root
        .as_object()
        .ok_or("expected a JSON object with \"version\" and \"scores\"")?;
    match object.get("version").map(Value::as_u64) {
        None | Some(Some(1)) => {}
        Some(_) => return Err("expected \"version\": 1".into()),
    }
    let mut scores = S::default();
    let Some(entries) = object.get("scores") else {
        return Ok(scores);
    };
    let entries = entries
        .as_object()
        .ok_or("expected \"scores\" to be an object of technique ids and scores")?;
    for (id, value) in entries {
        let Some(t) = technique_of::<S::Technique>(id) else {
            if passed_over(id) {
                continue;
            }
            return Err(format!(
                "unknown technique id \"{id}\" (`kibitz techniques` lists the ids)"
            ));
        };
        let score = value
            .as_u64()
            .and_then(|v| u32::try_from(v).ok())
            .filter(|&v| v <= MAX_SCORE)
            .ok_or_else(|| {
                format!(
                    "the score of \"{id}\" must be a whole number from 0 to {MAX_SCORE}, found {value}"
                )
            })?;
        scores.set_score(t, score);
    }
    Ok(scores)
}

/// A scores file's text listing `entries` (technique ids with their scores,
/// of one table or both).
pub fn scores_file<'a>(entries: impl Iterator<Item = (&'a str, u32)>) -> String {
    let file = ScoresFile {
        version: 1,
        scores: entries.collect(),
    };
    serde_json::to_string_pretty(&file).unwrap_or_default()
}

/// A scores file as written.
#[derive(Serialize)]
struct ScoresFile<'a> {
    version: u32,
    scores: BTreeMap<&'a str, u32>,
}

/// Every scored technique of a table with its score, as a scores file lists them.
pub fn entries<S: ScoreTable>(scores: &S) -> impl Iterator<Item = (&'static str, u32)> + '_ {
    S::Technique::table()
        .iter()
        .filter(|t| t.default_score().is_some())
        .map(|&t| (t.id(), scores.score(t)))
}
