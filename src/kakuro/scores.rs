//! Kakuro technique scores (SPEC §3–§4 applied to §8): the score Dᵢ of every
//! Kakuro technique, read from the same scores file as Sudoku's,
//! `{"version": 1, "scores": {"sum_splitting": 9, …}}`. Kakuro and Sudoku ids never
//! coincide, so one file holds both: each reader takes its own ids and passes over
//! the other game's; an id of neither is an error naming it, as for Sudoku (one
//! reader for both tables: [`crate::rating::table`]).
//! `single_candidate` is automatic and has no score.

use serde_json::Value;

use super::techniques::KakuroTechnique;
use crate::engine::technique::TechniqueId;
use crate::rating::table::{ScoreTable, ScoredTechnique, parse_table};

const COUNT: usize = KakuroTechnique::ALL.len();

/// A score per Kakuro technique; 0 disables a technique.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KakuroScores {
    values: [u32; COUNT],
}

impl Default for KakuroScores {
    fn default() -> KakuroScores {
        let mut values = [0; COUNT];
        for t in KakuroTechnique::ALL {
            values[t.index()] = t.default_score().unwrap_or(0);
        }
        KakuroScores { values }
    }
}

impl KakuroScores {
    /// The score of a technique (0 for the automatic single candidate).
    pub fn get(&self, t: KakuroTechnique) -> u32 {
        self.values[t.index()]
    }

    /// Sets a technique's score; the single candidate stays automatic.
    pub fn set(&mut self, t: KakuroTechnique, score: u32) {
        if t != KakuroTechnique::SingleCandidate {
            self.values[t.index()] = score;
        }
    }

    /// Whether a technique takes part in the score and the strategies.
    pub fn enabled(&self, t: KakuroTechnique) -> bool {
        self.get(t) > 0
    }

    /// The enabled scored techniques in Simplest-first order: score, then table order.
    pub fn order(&self) -> Vec<KakuroTechnique> {
        let mut order: Vec<KakuroTechnique> = KakuroTechnique::ALL
            .into_iter()
            .filter(|&t| self.enabled(t))
            .collect();
        order.sort_by_key(|&t| (self.get(t), t.index()));
        order
    }

    /// The score Σ Nᵢ × Dᵢ of counts indexed by table order, saturating.
    pub fn total(&self, counts: &[u32; COUNT]) -> u32 {
        counts
            .iter()
            .zip(self.values)
            .fold(0u32, |sum, (&n, d)| sum.saturating_add(n.saturating_mul(d)))
    }

    /// Reads a scores file's text, passing over Sudoku's ids (the file is
    /// shared); the error names the offending id or value.
    pub fn parse(text: &str) -> Result<KakuroScores, String> {
        let root: Value = serde_json::from_str(text).map_err(|e| format!("not valid JSON: {e}"))?;
        KakuroScores::from_value(&root)
    }

    /// Reads a scores file's JSON value, passing over Sudoku's ids.
    pub fn from_value(root: &Value) -> Result<KakuroScores, String> {
        parse_table(root, &|id| TechniqueId::from_id(id).is_some())
    }
}

impl ScoredTechnique for KakuroTechnique {
    fn table() -> &'static [KakuroTechnique] {
        &KakuroTechnique::ALL
    }

    fn id(self) -> &'static str {
        KakuroTechnique::id(self)
    }

    fn name(self) -> &'static str {
        KakuroTechnique::name(self)
    }

    fn default_score(self) -> Option<u32> {
        KakuroTechnique::default_score(self)
    }
}

impl ScoreTable for KakuroScores {
    type Technique = KakuroTechnique;

    fn score(&self, t: KakuroTechnique) -> u32 {
        self.get(t)
    }

    fn set_score(&mut self, t: KakuroTechnique, score: u32) {
        self.set(t, score);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_order_and_files() {
        let s = KakuroScores::default();
        assert_eq!(s.order()[0], KakuroTechnique::LastFreeCell);
        assert!(!s.order().contains(&KakuroTechnique::SingleCandidate));
        assert_eq!(s.order().last(), Some(&KakuroTechnique::DomainTest));
        let s = KakuroScores::parse(
            r#"{"version":1,"scores":{"x_wing":3,"domain_test":0,"sum_splitting":1}}"#,
        )
        .unwrap();
        assert!(!s.enabled(KakuroTechnique::DomainTest));
        assert_eq!(s.order()[0], KakuroTechnique::LastFreeCell);
        assert_eq!(s.order()[1], KakuroTechnique::SumSplitting);
        let e = KakuroScores::parse(r#"{"scores":{"innies":1}}"#).unwrap_err();
        assert!(e.contains("innies"), "{e}");
        let e = KakuroScores::parse(r#"{"scores":{"naked_subset":-2}}"#).unwrap_err();
        assert!(e.contains("naked_subset") && e.contains("-2"), "{e}");
    }
}
