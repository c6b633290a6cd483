//! The grouped X-chain (SPEC §2): an X-chain whose nodes may be grouped nodes —
//! two or more cells of one region lying in one row or column, true when one of
//! them holds the digit. A weak link from a grouped node reaches only nodes that
//! see all its cells, a strong link needs the digit's places in the group to be
//! exactly the two nodes, and a cell loses the digit only when it sees every cell
//! of both ends. A chain with no grouped node is an X-chain, not one of these.
//! The search, limits and instances are the X-chain's ([`super::x_chain`]): no
//! cell twice in a chain, each pair of ends with the shortest simple chain the
//! search builds (when that chain has no group, it is an X-chain's).

use super::x_chain;
use crate::engine::technique::ShdRule;
use crate::engine::techniques::{About, Choice, Descriptor, Locality};

/// The Grouped X-chain (SPEC §2).
pub const GROUPED_X_CHAIN: Descriptor = Descriptor {
    id: "grouped_x_chain",
    name: "Grouped X-chain",
    about: About {
        look_for: "An X-chain where some links pass through a group node: two or more cells of \
                   one region on one row or column, which holds the digit when any of its cells \
                   does.",
        why: "The chain reasons as an X-chain does, so at least one of its ends holds the \
              digit. A cell loses the digit only when it sees every cell of both ends.",
        when: "When a plain X-chain breaks because the digit has two or three places on one \
               line inside a region.",
    },
    default_score: Some(22),
    shd_rules: &[ShdRule::BlockedSingleValueChains],
    choice: Choice::SmallestFirst,
    finder: |cx| x_chain::find(cx, true),
    chosen: None,
    locality: Locality::Digit,
};
