//! The grouped X-chain (SPEC §2).

use crate::engine::technique::ShdRule;
use crate::engine::techniques::Descriptor;

/// The Grouped X-chain (SPEC §2).
pub const GROUPED_X_CHAIN: Descriptor = Descriptor {
    id: "grouped_x_chain",
    name: "Grouped X-chain",
    default_score: Some(22),
    shd_rules: &[ShdRule::BlockedSingleValueChains],
    finder: None,
};
