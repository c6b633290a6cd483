//! The hardest set of a position (SPEC §4, seed 000's Figure 2): the fewest hard
//! techniques the position needs. The enabled techniques are taken from the
//! hardest to the simplest (Simplest-first order reversed); each one whose
//! removal still lets Simplest first solve the position is dropped, so the
//! hardest technique left is as simple as the position allows: a puzzle that
//! hidden singles solve keeps hidden singles, not an all-purpose forcing net. What is left is the set the position requires, each
//! with its count under the reduced set. A position that Simplest first cannot
//! solve with every enabled technique has no hardest set.
//!
//! It is a view: it changes no score. [`HardestSet::scores`] gives the reduced
//! scores for a person who asks to keep it.

use super::scores::Scores;
use super::strategy::{End, simplest_first};
use crate::engine::Position;
use crate::engine::technique::TechniqueId;

/// The techniques a position cannot do without, with their counts.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HardestSet {
    /// Each technique left, in Simplest-first order, with how often Simplest first
    /// applies it under the reduced set.
    pub techniques: Vec<(TechniqueId, u32)>,
    /// The scores with every dropped technique disabled.
    pub scores: Scores,
}

/// The hardest set of `position` under `scores`, or `None` when Simplest first
/// gets stuck with every enabled technique.
pub fn hardest_set(position: &Position, scores: &Scores) -> Option<HardestSet> {
    if simplest_first(position, scores).end != End::Solved {
        return None;
    }
    let kept = without_the_unneeded(
        scores,
        scores.order(),
        |s, t| s.set(t, 0),
        |s| simplest_first(position, s).end == End::Solved,
    );
    let run = simplest_first(position, &kept);
    let techniques = kept
        .order()
        .into_iter()
        .map(|t| (t, run.count(t)))
        .collect();
    Some(HardestSet {
        techniques,
        scores: kept,
    })
}

/// The reduction behind every hardest set (Sudoku's and Kakuro's): from the
/// hardest technique of `order` (Simplest-first order) down, each one is
/// disabled for good when the puzzle still `solves` without it.
pub fn without_the_unneeded<S: Clone, T: Copy>(
    scores: &S,
    order: Vec<T>,
    disable: impl Fn(&mut S, T),
    solves: impl Fn(&S) -> bool,
) -> S {
    let mut kept = scores.clone();
    for t in order.into_iter().rev() {
        let mut trial = kept.clone();
        disable(&mut trial, t);
        if solves(&trial) {
            kept = trial;
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::fixtures::read as puzzle;

    /// The lib's example puzzle.
    const KNOWN: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    /// A puzzle of the bundled easy set that six hidden singles solve.
    const SIX_SINGLES: &str =
        "2.76..4..94.........84..9..6...7...4....9....5...8...7..4..27.........53..1..76.8";

    /// A generated puzzle that needs chains.
    const HARDER: &str =
        "1.....3....3..25....8.7.....9............724..6..9.1..4..6.5......8...73.8..1...5";

    /// Seed 000's Table 1 alone (every technique with a `*` default off): taken
    /// from the hardest down, the set is what the puzzle needs at its simplest
    /// (zeroing from the simplest up, as seed 000's Figure 2 does by hand, left
    /// claiming, naked pairs and naked triples).
    #[test]
    fn with_the_seed_table_the_known_puzzle_needs_singles_and_pointing() {
        let pos = puzzle(KNOWN);
        let table = [
            "hidden_single",
            "hidden_pair",
            "hidden_triple",
            "locked_candidates_1",
            "locked_candidates_2",
            "naked_pair",
            "naked_triple",
            "hidden_quad",
            "naked_quad",
            "x_wing",
            "swordfish",
            "jellyfish",
        ];
        let mut scores = Scores::default();
        for t in TechniqueId::ALL {
            if !table.contains(&t.id()) {
                scores.set(t, 0);
            }
        }
        let set = hardest_set(&pos, &scores).unwrap();
        let found: Vec<(&str, u32)> = set.techniques.iter().map(|(t, n)| (t.id(), *n)).collect();
        assert_eq!(found, [("hidden_single", 9), ("locked_candidates_1", 9)]);
    }

    /// Every technique kept is needed: without any one of them Simplest first
    /// is stuck, and the counts are those of the reduced set's run.
    #[test]
    fn every_technique_left_is_needed() {
        let pos = puzzle(HARDER);
        let set = hardest_set(&pos, &Scores::default()).unwrap();
        assert!(!set.techniques.is_empty());
        let run = simplest_first(&pos, &set.scores);
        assert_eq!(run.end, End::Solved);
        for &(t, n) in &set.techniques {
            assert_eq!(run.count(t), n);
            let mut without = set.scores.clone();
            without.set(t, 0);
            assert_ne!(simplest_first(&pos, &without).end, End::Solved, "{t:?}");
        }
    }

    /// With every technique enabled a puzzle that six hidden singles solve
    /// keeps hidden singles alone (SPEC §4: from the hardest down, an
    /// all-purpose forcing net is dropped first), and keeping the set leaves its
    /// score at 6.
    #[test]
    fn a_six_hidden_singles_puzzle_needs_hidden_singles() {
        let pos = puzzle(SIX_SINGLES);
        let set = hardest_set(&pos, &Scores::default()).unwrap();
        let found: Vec<(&str, u32)> = set.techniques.iter().map(|(t, n)| (t.id(), *n)).collect();
        assert_eq!(found, [("hidden_single", 6)]);
        let run = simplest_first(&pos, &set.scores);
        assert_eq!(set.scores.total(&run.counts), 6);
    }

    #[test]
    fn a_stuck_position_has_no_hardest_set() {
        let empty = puzzle(&".".repeat(81));
        assert_eq!(hardest_set(&empty, &Scores::default()), None);
    }

    #[test]
    fn disabled_techniques_stay_disabled() {
        let mut scores = Scores::default();
        scores.set(TechniqueId::XWing, 0);
        let set = hardest_set(&puzzle(KNOWN), &scores).unwrap();
        assert_eq!(set.scores.get(TechniqueId::XWing), 0);
    }
}
