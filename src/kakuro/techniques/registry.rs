//! The Kakuro technique registry (SPEC §8 with §2's model): the one list of every
//! Kakuro technique, in table order. Each entry names a [`KakuroTechnique`]
//! variant and the [`Descriptor`] its own file exports; the list generates the
//! enum, [`KakuroTechnique::ALL`] and the descriptor lookup, so adding a
//! technique is its file plus one line here.
//!
//! Table order breaks ties between equal scores in Simplest first; the default
//! scores (SPEC §8 gives none) rise with the reasoning a player does: reading one
//! run's arithmetic, then two crossing runs, then subsets inside a run, then an
//! area of several runs, then the exhaustive domain test.

use super::Descriptor;
use super::{
    combination_digits, combination_intersection, domain_test, hidden_single_run, hidden_subset,
    last_free_cell, min_max_bounds, naked_subset, required_digits, single_candidate, sum_splitting,
    unique_combination,
};

macro_rules! registry {
    ($($(#[$doc:meta])* $variant:ident => $descriptor:path,)+) => {
        /// One Kakuro technique, in table order.
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
        #[serde(into = "&'static str")]
        pub enum KakuroTechnique {
            $($(#[$doc])* $variant,)+
        }

        impl KakuroTechnique {
            /// Every Kakuro technique in table order.
            pub const ALL: [KakuroTechnique; [$(KakuroTechnique::$variant),+].len()] =
                [$(KakuroTechnique::$variant),+];

            /// The descriptor of this technique: names, score, description, finder.
            pub fn descriptor(self) -> &'static Descriptor {
                match self {
                    $(KakuroTechnique::$variant => &$descriptor,)+
                }
            }
        }
    };
}

registry! {
    /// A cell with one candidate left (automatic, never scored).
    SingleCandidate => single_candidate::SINGLE_CANDIDATE,
    /// The last empty cell of a run takes the sum minus the placed digits.
    LastFreeCell => last_free_cell::LAST_FREE_CELL,
    /// A run with one combination left: its cells take only its digits.
    UniqueCombination => unique_combination::UNIQUE_COMBINATION,
    /// Digits no remaining combination of a run holds leave its cells.
    CombinationDigits => combination_digits::COMBINATION_DIGITS,
    /// A digit every combination of a run needs, with one place in the run.
    HiddenSingleRun => hidden_single_run::HIDDEN_SINGLE_RUN,
    /// A combination whose digits cannot all find a cell is out.
    RequiredDigits => required_digits::REQUIRED_DIGITS,
    /// The cell two runs share limits the combinations of both.
    CombinationIntersection => combination_intersection::COMBINATION_INTERSECTION,
    /// The least and most the rest of a run can add up to bound a cell.
    MinMaxBounds => min_max_bounds::MIN_MAX_BOUNDS,
    /// k cells of a run holding only k digits between them.
    NakedSubset => naked_subset::NAKED_SUBSET,
    /// k digits a run needs confined to k of its cells.
    HiddenSubset => hidden_subset::HIDDEN_SUBSET,
    /// The runs of a closed area add up both ways: innies and outies.
    SumSplitting => sum_splitting::SUM_SPLITTING,
    /// No assignment of a run reaching its sum puts a digit in a cell.
    DomainTest => domain_test::DOMAIN_TEST,
}

impl KakuroTechnique {
    /// The position in the registry (0 = single candidate).
    pub fn index(self) -> usize {
        self as usize
    }

    /// The stable id used in scores files and JSON, e.g. `sum_splitting`.
    pub fn id(self) -> &'static str {
        self.descriptor().id
    }

    /// The technique for a string id, if there is one.
    pub fn from_id(id: &str) -> Option<KakuroTechnique> {
        KakuroTechnique::ALL.into_iter().find(|t| t.id() == id)
    }

    /// The name people read.
    pub fn name(self) -> &'static str {
        self.descriptor().name
    }

    /// What the technique is, in a player's words.
    pub fn about(self) -> &'static super::About {
        &self.descriptor().about
    }

    /// The default score; `None` for the automatic single candidate.
    pub fn default_score(self) -> Option<u32> {
        self.descriptor().default_score
    }

    /// Every instance on `position`, in canonical order.
    pub fn find(self, position: &super::KakuroPosition) -> Vec<super::KakuroHint> {
        (self.descriptor().find)(position)
    }
}

impl From<KakuroTechnique> for &'static str {
    fn from(t: KakuroTechnique) -> &'static str {
        t.id()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_descriptions_are_sentences() {
        for (i, t) in KakuroTechnique::ALL.into_iter().enumerate() {
            assert_eq!(t.index(), i);
            assert_eq!(KakuroTechnique::from_id(t.id()), Some(t));
            for (heading, text) in t.about().parts() {
                assert!(text.ends_with('.'), "{}: {heading}", t.id());
                assert!(!text.contains('\n') && !text.contains("  "), "{}", t.id());
            }
            // Kakuro ids never shadow a Sudoku id: one scores file holds both.
            assert!(crate::engine::technique::TechniqueId::from_id(t.id()).is_none());
        }
        assert_eq!(KakuroTechnique::SingleCandidate.default_score(), None);
    }
}
