//! The bundled drill sets (issue "practice and progress"; SPEC §9, §10): for the
//! techniques that generation reaches too slowly on a 9×9 to feel immediate
//! (figures in `examples/drill_times.rs`), puzzles made beforehand by
//! `kibitz generate --requires ID` with their seeds, in `puzzles/drill/`
//! (commands in `puzzles/README.md`), compiled into the binary. Each line is the
//! one-line form with the puzzle's name (`seed S #k`) and ratings after it.

use crate::engine::{Position, TechniqueId};
use crate::format::{ReadOptions, read_sudoku};

/// The technique of each bundled set, its file under `puzzles/`, and its text.
const SETS: &[(TechniqueId, &str, &str)] = &[
    (
        TechniqueId::NakedQuad,
        "drill/naked_quad.txt",
        include_str!("../../puzzles/drill/naked_quad.txt"),
    ),
    (
        TechniqueId::HiddenQuad,
        "drill/hidden_quad.txt",
        include_str!("../../puzzles/drill/hidden_quad.txt"),
    ),
    (
        TechniqueId::RemotePair,
        "drill/remote_pair.txt",
        include_str!("../../puzzles/drill/remote_pair.txt"),
    ),
    (
        TechniqueId::Swordfish,
        "drill/swordfish.txt",
        include_str!("../../puzzles/drill/swordfish.txt"),
    ),
    (
        TechniqueId::Jellyfish,
        "drill/jellyfish.txt",
        include_str!("../../puzzles/drill/jellyfish.txt"),
    ),
    (
        TechniqueId::FinnedJellyfish,
        "drill/finned_jellyfish.txt",
        include_str!("../../puzzles/drill/finned_jellyfish.txt"),
    ),
    (
        TechniqueId::GroupedXChain,
        "drill/grouped_x_chain.txt",
        include_str!("../../puzzles/drill/grouped_x_chain.txt"),
    ),
    (
        TechniqueId::AvoidableRectangle,
        "drill/avoidable_rectangle.txt",
        include_str!("../../puzzles/drill/avoidable_rectangle.txt"),
    ),
    (
        TechniqueId::BugPlus1,
        "drill/bug_plus_1.txt",
        include_str!("../../puzzles/drill/bug_plus_1.txt"),
    ),
    (
        TechniqueId::DeathBlossom,
        "drill/death_blossom.txt",
        include_str!("../../puzzles/drill/death_blossom.txt"),
    ),
];

/// The techniques with a bundled set.
pub fn bundled_techniques() -> impl Iterator<Item = TechniqueId> {
    SETS.iter().map(|(t, _, _)| *t)
}

/// The puzzles of a technique's bundled set with their names (none when it has
/// no set).
pub fn bundled_drills(technique: TechniqueId) -> Vec<(Position, String)> {
    SETS.iter()
        .filter(|(t, _, _)| *t == technique)
        .flat_map(|(_, file, text)| read_sudoku(text, file, &ReadOptions::default()))
        .filter_map(Result::ok)
        .map(|p| {
            let name = p.name.clone().unwrap_or_default();
            (p.position, name)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::drill::drill_in;
    use crate::rating::Scores;

    #[test]
    fn every_bundled_puzzle_reaches_its_technique() {
        for technique in bundled_techniques() {
            let set = bundled_drills(technique);
            assert!(!set.is_empty(), "{}", technique.id());
            for (puzzle, name) in set {
                let drill = drill_in(&puzzle, technique, &Scores::default());
                assert!(drill.is_some(), "{} {name}", technique.id());
            }
        }
    }
}
