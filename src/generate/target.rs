//! What a generated puzzle must meet (SPEC §9 `generate`): ranges of the ratings of
//! §3 (score), §7.1 (ER estimate), §5 (SHD), §6 (DiffKey label), §7 (coarse) and §8 (Kakuro Rating and
//! fixed cells), and techniques it must need. Every target given must hold; no
//! target means any unique puzzle will do.
//!
//! Ranges are written `A..B`, both ends included (`20..40`); an end left out is open
//! (`50..` is "50 or more", `..10` "at most 10"); a single number is that value.

use std::fmt;
use std::str::FromStr;

use crate::engine::technique::TechniqueId;
use crate::kakuro::{KakuroProfile, KakuroTechnique};
use crate::rating::Rating;

/// A closed range of numbers, either end open.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Range {
    /// The least value, if bounded below.
    pub low: Option<f64>,
    /// The greatest value, if bounded above.
    pub high: Option<f64>,
}

impl Range {
    /// Whether `x` lies in the range.
    pub fn contains(&self, x: f64) -> bool {
        self.low.is_none_or(|l| x >= l) && self.high.is_none_or(|h| x <= h)
    }
}

impl FromStr for Range {
    type Err = String;

    fn from_str(s: &str) -> Result<Range, String> {
        let number = |t: &str| -> Result<Option<f64>, String> {
            let t = t.trim();
            if t.is_empty() {
                return Ok(None);
            }
            t.parse::<f64>()
                .ok()
                .filter(|x| x.is_finite())
                .map(Some)
                .ok_or_else(|| format!("expected a range A..B of numbers, found '{s}'"))
        };
        let (low, high) = match s.split_once("..") {
            Some((a, b)) => (number(a)?, number(b)?),
            None => {
                let x = number(s)?;
                if x.is_none() {
                    return Err(format!("expected a range A..B of numbers, found '{s}'"));
                }
                (x, x)
            }
        };
        if let (Some(l), Some(h)) = (low, high)
            && l > h
        {
            return Err(format!("the range '{s}' is empty: {l} is above {h}"));
        }
        Ok(Range { low, high })
    }
}

impl fmt::Display for Range {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let end = |x: Option<f64>| x.map(|x| x.to_string()).unwrap_or_default();
        write!(f, "{}..{}", end(self.low), end(self.high))
    }
}

/// The DiffKey labels of SPEC §6, in order of difficulty.
pub const DIFFKEY_LABELS: [&str; 8] = [
    "Easiest",
    "Easy",
    "Medium",
    "Difficult",
    "Challenging",
    "Tournament",
    "TournamentPlus",
    "Perplexing",
];

/// Reads a DiffKey label, case-insensitively, as it is spelled in SPEC §6.
pub fn parse_diffkey_label(s: &str) -> Result<&'static str, String> {
    DIFFKEY_LABELS
        .into_iter()
        .find(|l| l.eq_ignore_ascii_case(s.trim()))
        .ok_or_else(|| {
            format!(
                "expected a DiffKey label ({}), found '{s}'",
                DIFFKEY_LABELS.join(", ")
            )
        })
}

/// Reads a technique id as `kibitz techniques` lists it.
pub fn parse_technique(s: &str) -> Result<TechniqueId, String> {
    TechniqueId::from_id(s.trim())
        .ok_or_else(|| format!("unknown technique '{s}': `kibitz techniques` lists the ids"))
}

/// Reads a coarse rating of SPEC §7 (0, 3, 4 or 5; −1 is never generated).
pub fn parse_coarse(s: &str) -> Result<i8, String> {
    match s.trim().parse::<i8>() {
        Ok(k @ (0 | 3 | 4 | 5)) => Ok(k),
        _ => Err(format!(
            "expected a coarse rating 0, 3, 4 or 5, found '{s}'"
        )),
    }
}

/// The targets of a Sudoku.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct SudokuTarget {
    /// The §3 score (a stuck puzzle has none and misses the range).
    pub score: Option<Range>,
    /// The ER estimate (SPEC §7.1; a stuck puzzle has none and misses the range).
    pub er: Option<Range>,
    /// Techniques Simplest first must apply at least once.
    pub requires: Vec<TechniqueId>,
    /// The DiffKey label (SPEC §6).
    pub diffkey_label: Option<&'static str>,
    /// The coarse rating (SPEC §7).
    pub coarse: Option<i8>,
    /// The SHD rating (SPEC §5).
    pub shd: Option<Range>,
    /// Simplest first must solve it (score not `***`).
    pub not_stuck: bool,
}

impl SudokuTarget {
    /// Whether any target is set (else the ratings decide nothing).
    pub fn is_any(&self) -> bool {
        *self != SudokuTarget::default()
    }

    /// Whether a puzzle with this rating meets every target.
    pub fn met_by(&self, rating: &Rating) -> bool {
        let score_ok = self
            .score
            .is_none_or(|r| rating.score.is_some_and(|s| r.contains(f64::from(s))));
        let er_ok = self
            .er
            .is_none_or(|r| rating.er.is_some_and(|e| r.contains(e.value())));
        let requires_ok = self.requires.iter().all(|&t| rating.counts.get(t) > 0);
        let label_ok = self.diffkey_label.is_none_or(|l| rating.diffkey.label == l);
        let coarse_ok = self.coarse.is_none_or(|k| rating.coarse.number() == k);
        let shd_ok = self
            .shd
            .is_none_or(|r| r.contains(f64::from(rating.shd.total)));
        let stuck_ok = !self.not_stuck || !rating.stuck();
        score_ok && er_ok && requires_ok && label_ok && coarse_ok && shd_ok && stuck_ok
    }

    /// The targets in words, for the message when they are not met.
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        if let Some(r) = self.score {
            parts.push(format!("score {r}"));
        }
        if let Some(r) = self.er {
            parts.push(format!("ER {r}"));
        }
        for t in &self.requires {
            parts.push(format!("requires {}", t.id()));
        }
        if let Some(l) = self.diffkey_label {
            parts.push(format!("DiffKey label {l}"));
        }
        if let Some(k) = self.coarse {
            parts.push(format!("coarse {k}"));
        }
        if let Some(r) = self.shd {
            parts.push(format!("SHD {r}"));
        }
        if self.not_stuck {
            parts.push("not stuck".into());
        }
        if parts.is_empty() {
            "a unique puzzle".into()
        } else {
            parts.join(", ")
        }
    }
}

/// The targets of a Kakuro.
///
/// SPEC §8 is silent on generated Kakuro; kibitz makes every one finishable by
/// the Kakuro techniques (`logic`, on by default: Simplest first solves it from
/// its start) unless asked otherwise, so the coach never leaves a player of a
/// generated puzzle stuck; the score band and the required techniques are those
/// of the Kakuro coach ([`crate::kakuro::coach`]).
#[derive(Clone, Debug, PartialEq)]
pub struct KakuroTarget {
    /// The ATK Rating (SPEC §8).
    pub rating: Option<Range>,
    /// At most this many fixed cells (USI, SPEC §8).
    pub fixed_max: Option<usize>,
    /// The Kakuro score Σ Nᵢ × Dᵢ (implies `logic`).
    pub score: Option<Range>,
    /// Techniques Simplest first must apply at least once (implies `logic`).
    pub requires: Vec<KakuroTechnique>,
    /// Simplest first finishes it from its start.
    pub logic: bool,
}

impl Default for KakuroTarget {
    fn default() -> KakuroTarget {
        KakuroTarget {
            rating: None,
            fixed_max: None,
            score: None,
            requires: Vec::new(),
            logic: true,
        }
    }
}

/// What the Kakuro coach made of a puzzle: its Simplest-first run's outcome.
#[derive(Clone, Debug, PartialEq)]
pub struct KakuroLogic {
    /// Σ Nᵢ × Dᵢ, or `None` when Simplest first is stuck.
    pub score: Option<u32>,
    /// The techniques it applied, with their counts, in table order.
    pub counts: Vec<(KakuroTechnique, u32)>,
}

impl KakuroTarget {
    /// Whether the coach's verdict is needed to check the targets.
    pub fn needs_logic(&self) -> bool {
        self.logic || self.score.is_some() || !self.requires.is_empty()
    }

    /// Whether a Kakuro with this profile (and, when [`Self::needs_logic`], this
    /// coach's verdict) meets every target.
    pub fn met_by(&self, profile: &KakuroProfile, logic: Option<&KakuroLogic>) -> bool {
        let atk = self.rating.is_none_or(|r| r.contains(profile.rating))
            && self.fixed_max.is_none_or(|k| profile.fixed <= k);
        if !atk || !self.needs_logic() {
            return atk;
        }
        let Some(logic) = logic else { return false };
        let Some(score) = logic.score else {
            return false;
        };
        self.score.is_none_or(|r| r.contains(f64::from(score)))
            && self
                .requires
                .iter()
                .all(|t| logic.counts.iter().any(|(u, n)| u == t && *n > 0))
    }

    /// The targets in words.
    pub fn describe(&self) -> String {
        let mut parts = Vec::new();
        if let Some(r) = self.rating {
            parts.push(format!("Rating {r}"));
        }
        if let Some(k) = self.fixed_max {
            parts.push(format!("at most {k} fixed cells"));
        }
        if let Some(r) = self.score {
            parts.push(format!("score {r}"));
        }
        for t in &self.requires {
            parts.push(format!("requires {}", t.id()));
        }
        if self.logic && self.score.is_none() && self.requires.is_empty() {
            parts.push("finished by logic".into());
        }
        if parts.is_empty() {
            "a unique Kakuro".into()
        } else {
            parts.join(", ")
        }
    }
}

/// A technique id of either game, as `--requires` takes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RequiredTechnique {
    /// A Sudoku technique.
    Sudoku(TechniqueId),
    /// A Kakuro technique.
    Kakuro(KakuroTechnique),
}

/// Reads a technique id of either game; the error says where the ids are listed.
pub fn parse_required(s: &str) -> Result<RequiredTechnique, String> {
    match KakuroTechnique::from_id(s.trim()) {
        Some(t) => Ok(RequiredTechnique::Kakuro(t)),
        None => parse_technique(s).map(RequiredTechnique::Sudoku),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rating::diffkey::label;

    #[test]
    fn ranges_read_open_and_closed_ends() {
        let r: Range = "20..40".parse().unwrap();
        assert!(r.contains(20.0) && r.contains(40.0) && !r.contains(41.0));
        let r: Range = "50..".parse().unwrap();
        assert!(r.contains(1e9) && !r.contains(49.0));
        let r: Range = "..1.5".parse().unwrap();
        assert!(r.contains(1.0) && !r.contains(1.6));
        let r: Range = "7".parse().unwrap();
        assert!(r.contains(7.0) && !r.contains(8.0));
        assert!("9..3".parse::<Range>().unwrap_err().contains("empty"));
        assert!("a..b".parse::<Range>().unwrap_err().contains("A..B"));
        assert!("..".parse::<Range>().is_ok());
        assert!("".parse::<Range>().is_err());
    }

    #[test]
    fn labels_techniques_and_coarse_ratings_are_checked() {
        assert_eq!(parse_diffkey_label("medium"), Ok("Medium"));
        assert!(
            parse_diffkey_label("hard")
                .unwrap_err()
                .contains("Perplexing")
        );
        assert_eq!(parse_technique("x_wing"), Ok(TechniqueId::XWing));
        assert!(
            parse_technique("x-wing")
                .unwrap_err()
                .contains("kibitz techniques")
        );
        assert_eq!(parse_coarse("4"), Ok(4));
        assert!(parse_coarse("2").is_err());
        for (i, l) in DIFFKEY_LABELS.iter().enumerate() {
            assert_eq!(label([1, 3, 5, 9, 15, 21, 30, 46][i]), *l);
        }
    }
}
