//! Technique scores (SPEC §3, §4): the SourGumdrop score Dᵢ of every technique,
//! editable, stored as `{"version": 1, "scores": {"hidden_single": 1, …}}`.
//!
//! An id left out keeps its default; an unknown id or a score that is not a whole
//! number from 0 to [`MAX_SCORE`] is an error naming it. The total saturates at
//! `u32::MAX` rather than wrapping, so a huge score can never read as a small one.
//! Kakuro technique ids stand in the same file ([`crate::kakuro::KakuroScores`]
//! reads them; both tables are read by [`super::table::parse_table`]): they are
//! passed over here, and the user's file is written with both tables. `naked_single` is automatic and has no score:
//! a file may list it, and its value is ignored.

use std::collections::BTreeMap;

use serde::Serialize;
use serde_json::Value;

use std::path::PathBuf;

use super::table::{ScoreTable, ScoredTechnique, entries, parse_table};
use crate::config::Paths;
use crate::engine::technique::TechniqueId;
use crate::kakuro::{KakuroScores, KakuroTechnique};
use crate::store::{self, Loaded};

const COUNT: usize = TechniqueId::ALL.len();

/// The largest score a technique may have: far above any real difficulty scale,
/// and small enough that totals of real solving paths stay exact.
pub const MAX_SCORE: u32 = 1_000_000;

/// A score per technique; 0 disables a technique.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scores {
    values: [u32; COUNT],
}

impl Default for Scores {
    fn default() -> Scores {
        let mut values = [0; COUNT];
        for t in TechniqueId::ALL {
            values[t.index()] = t.default_score().unwrap_or(0);
        }
        Scores { values }
    }
}

/// A scores file as written.
#[derive(Serialize)]
struct ScoresFile<'a> {
    version: u32,
    scores: BTreeMap<&'a str, u32>,
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
        }
    }

    /// Whether a technique takes part in the score and the strategies.
    pub fn enabled(&self, t: TechniqueId) -> bool {
        self.get(t) > 0
    }

    /// The enabled techniques in Simplest-first order: score, then table order.
    pub fn order(&self) -> Vec<TechniqueId> {
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

    /// Reads a scores file's text; the error names the offending id or value.
    pub fn parse(text: &str) -> Result<Scores, String> {
        let root: Value = serde_json::from_str(text).map_err(|e| format!("not valid JSON: {e}"))?;
        Scores::from_value(&root)
    }

    /// Reads a scores file's JSON value; the error names the offending id or value.
    pub fn from_value(root: &Value) -> Result<Scores, String> {
        parse_table(root)
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

    fn other_game(id: &str) -> bool {
        KakuroTechnique::from_id(id).is_some()
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

/// The scores file holding both tables: every scored Sudoku and Kakuro
/// technique with its score.
pub fn scores_json(sudoku: &Scores, kakuro: &KakuroScores) -> String {
    let scores = entries(sudoku).chain(entries(kakuro)).collect();
    let file = ScoresFile { version: 1, scores };
    serde_json::to_string_pretty(&file).unwrap_or_default()
}

/// The user's scores file in the config directory.
pub fn user_scores_file(paths: &Paths) -> PathBuf {
    paths.dir().join("scores.json")
}

/// The user's Sudoku scores: defaults when the file is missing; when it is
/// damaged, the file is renamed aside and the damage described, and defaults are
/// used.
pub fn load_user_scores(paths: &Paths) -> (Scores, Option<String>) {
    let ((scores, _), warning) = load_user_tables(paths);
    (scores, warning)
}

/// The user's Sudoku and Kakuro scores, read from the one file: defaults when it
/// is missing; when either table in it is damaged, the file is renamed aside and
/// the damage described, and defaults are used for both.
pub fn load_user_tables(paths: &Paths) -> ((Scores, KakuroScores), Option<String>) {
    let path = user_scores_file(paths);
    let both = |v: Value| Ok((Scores::from_value(&v)?, parse_table::<KakuroScores>(&v)?));
    let defaults = (Scores::default(), KakuroScores::default());
    match store::read_json_checked::<Value, (Scores, KakuroScores)>(&path, both) {
        Ok(Loaded::Found(tables)) => (tables, None),
        Ok(Loaded::Missing) => (defaults, None),
        Ok(Loaded::Damaged(damage)) => (defaults, Some(damage.describe())),
        // The error names the file.
        Err(e) => (defaults, Some(format!("{e}; using default scores"))),
    }
}

/// Saves the user's scores atomically, Sudoku's and Kakuro's in the one file.
pub fn save_user_scores(
    paths: &Paths,
    scores: &Scores,
    kakuro: &KakuroScores,
) -> std::io::Result<()> {
    let text = scores_json(scores, kakuro);
    store::write_atomic(&user_scores_file(paths), text.as_bytes())
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
    fn user_file_missing_damaged_and_saved() {
        let dir = tempfile::tempdir().unwrap();
        let paths = Paths::at(dir.path().to_path_buf());
        assert_eq!(load_user_scores(&paths), (Scores::default(), None));
        std::fs::write(user_scores_file(&paths), "{\"scores\": {\"nope\": 1}}").unwrap();
        let (scores, warning) = load_user_scores(&paths);
        assert_eq!(scores, Scores::default());
        assert!(warning.unwrap().contains("nope"));
        assert!(!user_scores_file(&paths).exists());
        let kept = std::fs::read_dir(dir.path()).unwrap().count();
        assert_eq!(kept, 1, "the damaged file is kept aside");
        let mut mine = Scores::default();
        mine.set(TechniqueId::XWing, 0);
        let mut kakuro = KakuroScores::default();
        kakuro.set(KakuroTechnique::SumSplitting, 2);
        save_user_scores(&paths, &mine, &kakuro).unwrap();
        assert_eq!(load_user_tables(&paths), ((mine, kakuro), None));
    }

    #[test]
    fn seed_example_two_naked_quads_and_a_jellyfish_score_34() {
        let mut counts = [0; COUNT];
        counts[TechniqueId::NakedQuad.index()] = 2;
        counts[TechniqueId::Jellyfish.index()] = 1;
        assert_eq!(Scores::default().total(&counts), 34);
    }

    #[test]
    fn round_trip() {
        let mut s = Scores::default();
        s.set(TechniqueId::Swordfish, 0);
        s.set(TechniqueId::XChain, 99);
        let mut k = KakuroScores::default();
        k.set(KakuroTechnique::DomainTest, 0);
        let text = scores_json(&s, &k);
        assert_eq!(Scores::parse(&text).unwrap(), s);
        assert_eq!(KakuroScores::parse(&text).unwrap(), k);
    }
}
