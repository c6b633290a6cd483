//! The bundled drill sets (issue "practice and progress"; SPEC §9, §10): for the
//! techniques that generation reaches too slowly on a 9×9 to feel immediate
//! (figures in `examples/drill_times.rs`), puzzles made beforehand by
//! `kibitz generate --requires ID` with their seeds, in `puzzles/drill/`
//! (commands in `puzzles/README.md`), compiled into the binary. Each line is the
//! one-line form with the puzzle's name (`seed S #k`) and ratings after it.

use crate::engine::{Position, TechniqueId};
use crate::format::{ReadOptions, read_sudoku};

/// The technique of each bundled set, and the set's text.
const SETS: &[(TechniqueId, &str, &str)] = &[
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
