//! The technique registry (SPEC §2, §2.1): each [`TechniqueId`] mapped to the
//! [`Descriptor`] its own file exports, from the one list in
//! [`crate::engine::technique_list`], and what the ids read from their
//! descriptors: stable string ids, names, what each technique is, default
//! scores, SHD rules, the default Simplest-first order.

use std::fmt;

use super::{About, Descriptor};
use super::{
    als, chains, finned_fish, fish, forcing, intersections, single_digit, singles, subsets,
    uniqueness, wings,
};
use crate::engine::technique::{ShdRule, TechniqueId};
use crate::engine::technique_list::technique_list;

macro_rules! descriptors {
    ($($(#[$doc:meta])* $variant:ident => $descriptor:path,)+) => {
        impl TechniqueId {
            /// The descriptor of this technique: names, scores, SHD rules, finder.
            pub fn descriptor(self) -> &'static Descriptor {
                match self {
                    $(TechniqueId::$variant => &$descriptor,)+
                }
            }
        }
    };
}

technique_list!(descriptors);

impl TechniqueId {
    /// The stable string id used in score files and JSON, e.g. `x_wing`.
    pub fn id(self) -> &'static str {
        self.descriptor().id
    }

    /// The technique for a string id, if there is one.
    pub fn from_id(id: &str) -> Option<TechniqueId> {
        TechniqueId::ALL.into_iter().find(|t| t.id() == id)
    }

    /// The name people read, e.g. `Locked candidates 1 (pointing)`.
    pub fn name(self) -> &'static str {
        self.descriptor().name
    }

    /// What the technique is, in a player's words (SPEC §10).
    pub fn about(self) -> &'static About {
        &self.descriptor().about
    }

    /// The SourGumdrop default score; `None` for the naked single, which is automatic.
    pub fn default_score(self) -> Option<u32> {
        self.descriptor().default_score
    }

    /// The SHD rules that apply this technique (three for the hidden single; none
    /// for the techniques of SPEC §2.1).
    pub fn shd_rules(self) -> &'static [ShdRule] {
        self.descriptor().shd_rules
    }

    /// The Simplest-first order under the default scores.
    pub fn default_order() -> Vec<TechniqueId> {
        TechniqueId::simplest_first(|t| t.default_score().unwrap_or(0))
    }
}

impl ShdRule {
    /// The techniques whose instances this rule applies (their descriptors name
    /// the rule).
    pub fn techniques(self) -> impl Iterator<Item = TechniqueId> {
        TechniqueId::ALL
            .into_iter()
            .filter(move |t| t.shd_rules().contains(&self))
    }
}

impl fmt::Display for TechniqueId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::technique::PatternPoints;

    #[test]
    fn ids_round_trip_and_follow_the_table() {
        for (i, t) in TechniqueId::ALL.into_iter().enumerate() {
            assert_eq!(t.index(), i);
            assert_eq!(TechniqueId::from_id(t.id()), Some(t));
        }
        assert_eq!(TechniqueId::from_id("x_wing"), Some(TechniqueId::XWing));
        assert_eq!(TechniqueId::from_id("nope"), None);
        assert_eq!(TechniqueId::HiddenQuad.default_score(), Some(5));
        assert_eq!(TechniqueId::NakedSingle.default_score(), None);
    }

    #[test]
    fn default_order_sorts_by_score_then_table() {
        let order = TechniqueId::default_order();
        let ids: Vec<&str> = order.iter().take(7).map(|t| t.id()).collect();
        assert_eq!(
            ids,
            [
                "hidden_single",
                "locked_candidates_1",
                "locked_candidates_2",
                "hidden_pair",
                "hidden_triple",
                "naked_pair",
                "naked_triple"
            ]
        );
        // Remote pair, finned X-wing and empty rectangle share 10: table order.
        let tens: Vec<_> = order
            .iter()
            .filter(|t| t.default_score() == Some(10))
            .collect();
        assert_eq!(
            tens,
            [
                &TechniqueId::RemotePair,
                &TechniqueId::FinnedXWing,
                &TechniqueId::EmptyRectangle
            ]
        );
        // Every technique but the automatic naked single is scored.
        assert_eq!(order.len(), TechniqueId::ALL.len() - 1);
        assert_eq!(order.last(), Some(&TechniqueId::ForcingNet));
    }

    #[test]
    fn shd_rules_map_back_to_techniques() {
        assert_eq!(
            TechniqueId::HiddenSingle.shd_rules(),
            [
                ShdRule::OnlySpotBoxes,
                ShdRule::OnlySpotRows,
                ShdRule::OnlySpotCols
            ]
        );
        assert_eq!(
            TechniqueId::LockedCandidates2.shd_rules(),
            [ShdRule::IntersectReject]
        );
        // The 23 techniques of SPEC §2 are SHD rules; those of §2.1 are not.
        for t in &TechniqueId::ALL[..23] {
            assert!(!t.shd_rules().is_empty(), "{t} has no SHD rule");
        }
        for t in &TechniqueId::ALL[23..] {
            assert!(t.shd_rules().is_empty(), "{t} is not an SHD rule");
        }
        assert_eq!(TechniqueId::ALL[23], TechniqueId::UniqueRectangle);
        assert_eq!(ShdRule::Gridlock3x3.name(), "3x3 Gridlock");
        assert_eq!(
            ShdRule::BlockedGridlock2x2.points(),
            PatternPoints::FixedPlusFins(4)
        );
        assert_eq!(ShdRule::Hinge.class().weight(), 3);
    }
}
