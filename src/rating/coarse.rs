//! The coarse rating of seed 001 (SPEC §7): −1 no solution or duplicates; 0 basic
//! elimination and naked singles suffice; 3 naked pairs are needed as well; 4
//! X-wings as well; 5 guessing is needed. Each level is the closure of its rules,
//! computed from the placed digits.

use crate::engine::Position;
use crate::engine::apply::{apply, automatic_step};
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::find_all;

/// The levels with the techniques each adds to basic elimination and naked singles.
const LEVELS: [(i8, &[TechniqueId]); 3] = [
    (0, &[]),
    (3, &[TechniqueId::NakedPair]),
    (4, &[TechniqueId::NakedPair, TechniqueId::XWing]),
];

/// The coarse rating of a position's placed digits; `solvable` says whether the
/// exact solver found at least one solution (duplicates are checked here).
pub fn coarse(position: &Position, solvable: bool) -> i8 {
    if !solvable || !position.conflicts().is_empty() {
        return -1;
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
    5
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
