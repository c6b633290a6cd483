//! The `--scores FILE` option shared by `rate`, `hint` and `solve` (SPEC §4): a
//! given file must be right (an error names the offending id or value, exit 2);
//! without it the user's scores file is used, and a damaged one is reported, set
//! aside and replaced by the defaults.

use anyhow::{Context, Result, anyhow};
use clap::Args;

use super::input::read_file_bounded;
use crate::kakuro::KakuroScores;
use crate::rating::Scores;
use crate::store::Paths;
use crate::store::scores::{load_user_scores, parse_sudoku_scores, user_kakuro_scores};

/// Where technique scores come from.
#[derive(Args, Debug, Clone)]
pub struct ScoresArg {
    /// Technique scores file (`{"version": 1, "scores": {"x_wing": 9, ...}}`);
    /// default: scores.json in the config directory, else the built-in scores.
    #[arg(long, value_name = "FILE")]
    pub scores: Option<String>,
}

impl ScoresArg {
    /// The scores to use; warnings about the user's file go to stderr.
    pub fn load(&self) -> Result<Scores> {
        if let Some(path) = &self.scores {
            let bytes = read_file_bounded(path)?;
            let text = String::from_utf8(bytes).with_context(|| format!("{path}: not UTF-8"))?;
            return parse_sudoku_scores(&text).map_err(|e| anyhow!("{path}: {e}"));
        }
        let Ok(paths) = Paths::from_env() else {
            return Ok(Scores::default());
        };
        let (scores, warning) = load_user_scores(&paths);
        if let Some(w) = warning {
            eprintln!(
                "kibitz: {}",
                crate::format::safe_text::safe_text(&w.to_string())
            );
        }
        Ok(scores)
    }

    /// The Kakuro scores to use: from the given file, else from the user's scores
    /// file when it reads as one (damage to it is the Sudoku reader's to report),
    /// else the defaults.
    pub fn load_kakuro(&self) -> Result<KakuroScores> {
        if let Some(path) = &self.scores {
            let bytes = read_file_bounded(path)?;
            let text = String::from_utf8(bytes).with_context(|| format!("{path}: not UTF-8"))?;
            return KakuroScores::parse(&text).map_err(|e| anyhow!("{path}: {e}"));
        }
        let user = Paths::from_env()
            .ok()
            .and_then(|paths| user_kakuro_scores(&paths));
        Ok(user.unwrap_or_default())
    }
}
