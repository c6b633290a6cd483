//! Grouped AIC (SPEC §2.1): an AIC ([`super::aic`]) whose nodes may be grouped
//! nodes, as in the grouped X-chain — two or more cells of one region lying in
//! one row or column, true when one of them holds the digit. A chain with no
//! grouped node is an AIC, and one all on one digit a grouped X-chain, not one of
//! these. A grouped end never loses a candidate by the rules on two digits (its
//! digit may sit in another of its cells), and a cell loses a digit only when it
//! sees every cell of a grouped end. The search, limits and instances are the
//! AIC's: simple chains, each pair of ends with the shortest the search builds
//! (when that chain has no group, it is an AIC's).

use super::aic;
use crate::engine::techniques::{About, Choice, Descriptor, Locality};

/// The Grouped AIC (SPEC §2.1).
pub const GROUPED_AIC: Descriptor = Descriptor {
    id: "grouped_aic",
    name: "Grouped AIC",
    about: About {
        look_for: "An AIC where some nodes are group nodes: two or more cells of one region on \
                   one row or column, standing for the digit in one of those cells.",
        why: "The chain reasons as an AIC does, so at least one of its ends is true. A cell \
              loses a digit only when it sees every cell of a grouped end.",
        when: "When an AIC almost closes but a digit has two or three places on one line inside \
               a region.",
    },
    default_score: Some(22),
    shd_rules: &[],
    choice: Choice::SmallestFirst,
    finder: |cx| aic::find(cx, true),
    chosen: Some(|cx| aic::chosen(cx, true)),
    locality: Locality::Position,
};
