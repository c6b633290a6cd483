//! What each technique is, in a player's words (SPEC §10: "every technique has a
//! short description of its pattern (what to look for, why it works)"): the
//! [`About`] every [`Descriptor`](super::Descriptor) carries, written in the
//! technique's own file and shown by `kibitz techniques --explain ID` and with
//! its hints.
//!
//! A description has three parts, each one to three sentences of plain prose
//! with no line breaks (whoever shows it wraps it): what to look for on the
//! board, why it works, and when a solver reaches for it. It speaks of rows,
//! columns and regions, so it holds on every board size, boxes or jigsaw.

use serde::Serialize;

/// A technique's short description: what to look for, why it works, when to use it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
pub struct About {
    /// What to look for on the board: the pattern, with a concrete example.
    pub look_for: &'static str,
    /// Why it works: the reasoning that makes its placements or eliminations sound.
    pub why: &'static str,
    /// When a solver uses it: where it sits among the other techniques.
    pub when: &'static str,
}

impl About {
    /// The three parts with their headings, in reading order.
    pub fn parts(&self) -> [(&'static str, &'static str); 3] {
        [
            ("What to look for", self.look_for),
            ("Why it works", self.why),
            ("When to use it", self.when),
        ]
    }
}

#[cfg(test)]
mod tests {
    use crate::engine::technique::TechniqueId;

    /// Every part is whole sentences, three to six in all, with no line break or
    /// doubled space.
    #[test]
    fn every_technique_has_a_complete_description() {
        for t in TechniqueId::ALL {
            let about = t.about();
            let mut sentences = 0;
            for (heading, text) in about.parts() {
                assert!(!text.trim().is_empty(), "{t}: {heading} is empty");
                assert!(text.ends_with('.'), "{t}: {heading} is not a sentence");
                assert!(
                    !text.contains('\n') && !text.contains("  "),
                    "{t}: {heading} has a line break or a doubled space"
                );
                sentences += text.matches(". ").count() + 1;
            }
            assert!(
                (3..=6).contains(&sentences),
                "{t}: {sentences} sentences in its description"
            );
        }
    }

    #[test]
    fn descriptions_are_their_own() {
        let mut seen = std::collections::HashSet::new();
        for t in TechniqueId::ALL {
            assert!(
                seen.insert(t.about().why),
                "{t} repeats another's reasoning"
            );
        }
    }
}
