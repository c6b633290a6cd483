//! The user's technique scores on disk (SPEC §4, §10): `scores.json` in the config
//! directory holds the Sudoku and the Kakuro table together (see
//! [`crate::rating::scores`] and [`crate::kakuro::KakuroScores`] for what they
//! hold). A missing file means the defaults; a damaged one is set aside and
//! reported, and the defaults are used for both tables. The file is written
//! atomically.

use std::io;

use serde_json::Value;

use super::{Loaded, Paths, atomic};
use crate::kakuro::{KakuroScores, KakuroTechnique};
use crate::rating::Scores;
use crate::rating::table::{entries, scores_file};

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
    let path = paths.scores_file();
    let both = |v: Value| {
        Ok((
            Scores::from_value(&v, &is_kakuro_id)?,
            KakuroScores::from_value(&v)?,
        ))
    };
    let defaults = (Scores::default(), KakuroScores::default());
    match atomic::read_json_checked::<Value, (Scores, KakuroScores)>(&path, both) {
        Ok(Loaded::Found(tables)) => (tables, None),
        Ok(Loaded::Missing) => (defaults, None),
        Ok(Loaded::Damaged(damage)) => (defaults, Some(damage.describe())),
        // The error names the file.
        Err(e) => (defaults, Some(format!("{e}; using default scores"))),
    }
}

/// Saves the user's scores atomically, Sudoku's and Kakuro's in the one file.
pub fn save_user_scores(paths: &Paths, scores: &Scores, kakuro: &KakuroScores) -> io::Result<()> {
    let text = scores_json(scores, kakuro);
    atomic::write_atomic(&paths.scores_file(), text.as_bytes())
}

/// Reads the Sudoku table of a scores file's text (the shared file: Kakuro's
/// ids are passed over); the error names the offending id or value.
pub fn parse_sudoku_scores(text: &str) -> Result<Scores, String> {
    Scores::parse_passing_over(text, &is_kakuro_id)
}

/// The scores file holding both tables: every scored Sudoku and Kakuro
/// technique with its score.
pub fn scores_json(sudoku: &Scores, kakuro: &KakuroScores) -> String {
    scores_file(entries(sudoku).chain(entries(kakuro)))
}

/// Whether `id` names a Kakuro technique (passed over by the Sudoku reader).
fn is_kakuro_id(id: &str) -> bool {
    KakuroTechnique::from_id(id).is_some()
}

/// The Kakuro scores of the user's file, when it reads as them (damage to the
/// file is the Sudoku reader's to report, [`load_user_scores`]).
pub fn user_kakuro_scores(paths: &Paths) -> Option<KakuroScores> {
    let text = std::fs::read_to_string(paths.scores_file()).ok()?;
    KakuroScores::parse(&text).ok()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::technique::TechniqueId;

    #[test]
    fn user_file_missing_damaged_and_saved() {
        let dir = tempfile::tempdir().unwrap();
        let paths = Paths::at(dir.path().to_path_buf());
        assert_eq!(load_user_scores(&paths), (Scores::default(), None));
        std::fs::write(paths.scores_file(), "{\"scores\": {\"nope\": 1}}").unwrap();
        let (scores, warning) = load_user_scores(&paths);
        assert_eq!(scores, Scores::default());
        assert!(warning.unwrap().contains("nope"));
        assert!(!paths.scores_file().exists());
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
    fn both_tables_round_trip_through_one_file() {
        let mut s = Scores::default();
        s.set(TechniqueId::Swordfish, 0);
        s.set(TechniqueId::XChain, 99);
        let mut k = KakuroScores::default();
        k.set(KakuroTechnique::DomainTest, 0);
        let text = scores_json(&s, &k);
        assert_eq!(parse_sudoku_scores(&text).unwrap(), s);
        assert_eq!(KakuroScores::parse(&text).unwrap(), k);
        // A Sudoku-only reader calls the Kakuro ids unknown.
        let e = Scores::parse(&text).unwrap_err();
        assert!(e.contains("unknown technique id"), "{e}");
    }
}
