//! The coarse rating of seed 001 (SPEC §7): −1 no solution or duplicates; 0 basic
//! elimination and naked singles suffice; 3 naked pairs are needed as well; 4
//! X-wings as well; 5 guessing is needed. Each level is the closure of its rules,
//! computed from the placed digits.

use std::fmt;

use crate::engine::Position;
use crate::engine::apply::{apply, automatic_step};
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::find_all;

/// A coarse rating; its number ([`Coarse::number`]) is how the spec, the CLI and
/// the panel write it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Coarse {
    /// −1: duplicates, or no solution.
    Unsolvable,
    /// 0: basic elimination and naked singles suffice.
    Singles,
    /// 3: naked pairs are needed as well.
    NakedPairs,
    /// 4: X-wings are needed as well.
    XWings,
    /// 5: guessing is needed.
    Guessing,
}

impl Coarse {
    /// The rating's number: −1, 0, 3, 4 or 5.
    pub fn number(self) -> i8 {
        match self {
            Coarse::Unsolvable => -1,
            Coarse::Singles => 0,
            Coarse::NakedPairs => 3,
            Coarse::XWings => 4,
            Coarse::Guessing => 5,
        }
    }
}

impl fmt::Display for Coarse {
    /// The number, as SPEC §7 writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.number().fmt(f)
    }
}

/// The levels with the techniques each adds to basic elimination and naked singles.
const LEVELS: [(Coarse, &[TechniqueId]); 3] = [
    (Coarse::Singles, &[]),
    (Coarse::NakedPairs, &[TechniqueId::NakedPair]),
    (
        Coarse::XWings,
        &[TechniqueId::NakedPair, TechniqueId::XWing],
    ),
];

/// The coarse rating of a position's placed digits; `solvable` says whether the
/// exact solver found at least one solution (duplicates are checked here).
pub fn coarse(position: &Position, solvable: bool) -> Coarse {
    if !solvable || !position.conflicts().is_empty() {
        return Coarse::Unsolvable;
    }
    // Each level starts afresh: an X-wing's base line can lose its second cell to
    // a naked-pair elimination, so going on from the previous level's end point
    // can miss what the level finds from the start (Sudoku Exchange by-rating #36).
    let mut start = position.clone();
    start.reset_candidates();
    for (level, techniques) in LEVELS {
        if closure_solves(&start, techniques) {
            return level;
        }
    }
    Coarse::Guessing
}

/// Whether repeating the automatic step and every instance of the techniques
/// until nothing changes solves the position.
fn closure_solves(start: &Position, techniques: &[TechniqueId]) -> bool {
    let mut pos = start.clone();
    loop {
        if automatic_step(&mut pos).contradiction {
            return false;
        }
        if pos.is_full() {
            return pos.conflicts().is_empty();
        }
        let mut changed = false;
        for &t in techniques {
            for instance in find_all(t, &pos) {
                changed |= apply(&instance, &mut pos) > 0;
            }
        }
        if !changed {
            return false;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ratings_display_as_the_spec_numbers_them() {
        let all = [
            Coarse::Unsolvable,
            Coarse::Singles,
            Coarse::NakedPairs,
            Coarse::XWings,
            Coarse::Guessing,
        ];
        let shown: Vec<String> = all.iter().map(Coarse::to_string).collect();
        assert_eq!(shown, ["-1", "0", "3", "4", "5"]);
        assert!(all.iter().all(|c| c.to_string() == c.number().to_string()));
    }
}
