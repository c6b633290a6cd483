//! Technique scores (SPEC §3, §4): the SourGumdrop score Dᵢ of every technique,
//! editable, stored as `{"version": 1, "scores": {"hidden_single": 1, …}}`.
//!
//! An id left out keeps its default; an unknown id or a score that is not a whole
//! number from 0 to [`MAX_SCORE`] is an error naming it. The total saturates at
//! `u32::MAX` rather than wrapping, so a huge score can never read as a small one.
//! Kakuro technique ids stand in the same file: the reader of the shared file
//! ([`crate::store::scores`]) passes them over ([`Scores::parse_passing_over`]);
//! [`Scores::parse`] reads a file of Sudoku ids only. `naked_single` is automatic and has no score:
//! a file may list it, and its value is ignored.

use serde_json::Value;

pub use super::table::MAX_SCORE;
use super::table::{ScoreTable, ScoredTechnique, parse_table};
use crate::engine::technique::TechniqueId;

const COUNT: usize = TechniqueId::ALL.len();

/// A score per technique; 0 disables a technique.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scores {
    values: [u32; COUNT],
    /// [`Scores::order`], worked out again whenever a score changes: every
    /// rating asks for it, twice.
    order: Vec<TechniqueId>,
}

impl Default for Scores {
    fn default() -> Scores {
        let mut values = [0; COUNT];
        for t in TechniqueId::ALL {
            values[t.index()] = t.default_score().unwrap_or(0);
        }
        let mut scores = Scores {
            values,
            order: Vec::new(),
        };
        scores.order = scores.simplest_first();
        scores
    }
}

impl Scores {
    /// The score of a technique (0 for the automatic naked single).
    pub fn get(&self, t: TechniqueId) -> u32 {
        self.values[t.index()]
    }

    /// Sets a technique's score; the naked single stays automatic.
    pub fn set(&mut self, t: TechniqueId, score: u32) {
        if t != TechniqueId::NakedSingle {
            self.values[t.index()] = score;
            self.order = self.simplest_first();
        }
    }

    /// Whether a technique takes part in the score and the strategies.
    pub fn enabled(&self, t: TechniqueId) -> bool {
        self.get(t) > 0
    }

    /// The enabled techniques in Simplest-first order: score, then table order.
    pub fn order(&self) -> Vec<TechniqueId> {
        self.order.clone()
    }

    fn simplest_first(&self) -> Vec<TechniqueId> {
        TechniqueId::simplest_first(|t| self.get(t))
    }

    /// The score Σ Nᵢ × Dᵢ of technique counts indexed by table order, saturating
    /// at `u32::MAX` instead of wrapping.
    pub fn total(&self, counts: &[u32; COUNT]) -> u32 {
        counts
            .iter()
            .zip(self.values)
            .fold(0u32, |sum, (&n, d)| sum.saturating_add(n.saturating_mul(d)))
    }

    /// Reads a scores file's text of Sudoku ids only; the error names the
    /// offending id or value.
    pub fn parse(text: &str) -> Result<Scores, String> {
        Scores::parse_passing_over(text, &|_| false)
    }

    /// Reads a scores file's text, passing over the ids `passed_over` names
    /// (the other game's); the error names the offending id or value.
    pub fn parse_passing_over(
        text: &str,
        passed_over: &dyn Fn(&str) -> bool,
    ) -> Result<Scores, String> {
        let root: Value = serde_json::from_str(text).map_err(|e| format!("not valid JSON: {e}"))?;
        Scores::from_value(&root, passed_over)
    }

    /// Reads a scores file's JSON value, passing over the ids `passed_over`
    /// names; the error names the offending id or value.
    pub fn from_value(root: &Value, passed_over: &dyn Fn(&str) -> bool) -> Result<Scores, String> {
        parse_table(root, passed_over)
    }
}

impl ScoredTechnique for TechniqueId {
    fn table() -> &'static [TechniqueId] {
        &TechniqueId::ALL
    }

    fn id(self) -> &'static str {
        TechniqueId::id(self)
    }

    fn name(self) -> &'static str {
        TechniqueId::name(self)
    }

    fn default_score(self) -> Option<u32> {
        TechniqueId::default_score(self)
    }
}

impl ScoreTable for Scores {
    type Technique = TechniqueId;

    fn score(&self, t: TechniqueId) -> u32 {
        self.get(t)
    }

    fn set_score(&mut self, t: TechniqueId, score: u32) {
        self.set(t, score);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_follow_the_table() {
        let s = Scores::default();
        assert_eq!(s.get(TechniqueId::HiddenSingle), 1);
        assert_eq!(s.get(TechniqueId::NakedQuad), 7);
        assert_eq!(s.get(TechniqueId::Jellyfish), 20);
        assert_eq!(s.get(TechniqueId::NakedSingle), 0);
        let order = s.order();
        assert_eq!(order[0], TechniqueId::HiddenSingle);
        assert_eq!(order[1], TechniqueId::LockedCandidates1);
        assert!(!order.contains(&TechniqueId::NakedSingle));
    }

    #[test]
    fn files_override_and_zero_disables() {
        let s = Scores::parse(r#"{"version": 1, "scores": {"x_wing": 0, "hidden_pair": 300}}"#)
            .unwrap();
        assert!(!s.enabled(TechniqueId::XWing));
        assert!(!s.order().contains(&TechniqueId::XWing));
        assert_eq!(s.order().last(), Some(&TechniqueId::HiddenPair));
        assert_eq!(s.get(TechniqueId::Swordfish), 12);
    }

    #[test]
    fn errors_name_the_offender() {
        let e = Scores::parse(r#"{"version":1,"scores":{"x_wings":1}}"#).unwrap_err();
        assert!(e.contains("x_wings"), "{e}");
        let e = Scores::parse(r#"{"version":1,"scores":{"x_wing":-1}}"#).unwrap_err();
        assert!(e.contains("x_wing") && e.contains("-1"), "{e}");
        let e = Scores::parse(r#"{"version":1,"scores":{"x_wing":1.5}}"#).unwrap_err();
        assert!(e.contains("1.5"), "{e}");
        assert!(Scores::parse("[").is_err());
    }

    #[test]
    fn scores_above_the_bound_are_refused_by_id() {
        let e = Scores::parse(r#"{"version":1,"scores":{"swordfish":2147483648}}"#).unwrap_err();
        assert!(e.contains("swordfish") && e.contains("2147483648"), "{e}");
        let e = Scores::parse(r#"{"version":1,"scores":{"x_wing":1000001}}"#).unwrap_err();
        assert!(e.contains("x_wing") && e.contains("1000000"), "{e}");
        let s = Scores::parse(r#"{"version":1,"scores":{"x_wing":1000000}}"#).unwrap();
        assert_eq!(s.get(TechniqueId::XWing), MAX_SCORE);
    }

    #[test]
    fn totals_saturate_instead_of_wrapping() {
        let mut s = Scores::default();
        for t in TechniqueId::ALL {
            s.set(t, 1 << 31);
        }
        let mut counts = [0; COUNT];
        counts[TechniqueId::NakedQuad.index()] = 2;
        counts[TechniqueId::Jellyfish.index()] = 1;
        assert_eq!(s.total(&counts), u32::MAX);
        assert_eq!(s.total(&[u32::MAX; COUNT]), u32::MAX);
    }

    #[test]
    fn seed_example_two_naked_quads_and_a_jellyfish_score_34() {
        let mut counts = [0; COUNT];
        counts[TechniqueId::NakedQuad.index()] = 2;
        counts[TechniqueId::Jellyfish.index()] = 1;
        assert_eq!(Scores::default().total(&counts), 34);
    }
}
