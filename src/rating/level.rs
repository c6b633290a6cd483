//! Level names a player knows (SPEC §3 score; README "Levels"): Easy, Medium,
//! Hard, Expert and Extreme, each a band of the §3 score of a 9×9 under the
//! default technique scores.
//!
//! The bands follow what the techniques cost: naked singles are free and hidden
//! singles cost 1, so a puzzle of singles stays at 10 or below (Easy);
//! intersections and subsets (2–7 each) make Medium; a few fish, wings and
//! single-digit patterns (9–14) make Hard; chains and colours (16 and up), or
//! many of the patterns before, make Expert; ALS, forcing chains and nets, or a
//! long path of everything, make Extreme. A puzzle Simplest first cannot solve
//! (`***`) has no score and no level. On other sizes the scores grow with the
//! board, so the names are not used there.

/// A named band of the §3 score, both ends included (`None`: open above).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Level {
    /// The name a player reads.
    pub name: &'static str,
    /// The least score of the band.
    pub low: u32,
    /// The greatest score of the band, if bounded.
    pub high: Option<u32>,
}

/// The levels, easiest first; the bands cover every score without overlap.
pub const LEVELS: [Level; 5] = [
    Level {
        name: "Easy",
        low: 0,
        high: Some(10),
    },
    Level {
        name: "Medium",
        low: 11,
        high: Some(40),
    },
    Level {
        name: "Hard",
        low: 41,
        high: Some(100),
    },
    Level {
        name: "Expert",
        low: 101,
        high: Some(250),
    },
    Level {
        name: "Extreme",
        low: 251,
        high: None,
    },
];

impl Level {
    /// Whether a score lies in the band.
    pub fn contains(&self, score: u32) -> bool {
        score >= self.low && self.high.is_none_or(|h| score <= h)
    }

    /// The band as `low..high` (the upper end left out when open).
    pub fn band(&self) -> String {
        match self.high {
            Some(h) => format!("{}..{h}", self.low),
            None => format!("{}..", self.low),
        }
    }
}

/// The level of a 9×9 with this §3 score (`None` for `***`).
pub fn level_of(score: Option<u32>) -> Option<&'static Level> {
    let score = score?;
    LEVELS.iter().find(|l| l.contains(score))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_score_has_one_level_and_stuck_has_none() {
        for score in [0, 10, 11, 40, 41, 100, 101, 250, 251, 100_000] {
            let levels = LEVELS.iter().filter(|l| l.contains(score)).count();
            assert_eq!(levels, 1, "score {score}");
        }
        assert_eq!(level_of(Some(0)).map(|l| l.name), Some("Easy"));
        assert_eq!(level_of(Some(41)).map(|l| l.name), Some("Hard"));
        assert_eq!(level_of(Some(900)).map(|l| l.name), Some("Extreme"));
        assert_eq!(level_of(None), None);
        assert_eq!(LEVELS[4].band(), "251..");
        assert_eq!(LEVELS[1].band(), "11..40");
    }
}
