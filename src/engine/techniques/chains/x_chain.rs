//! The X-chain (SPEC §2).

use crate::engine::technique::ShdRule;
use crate::engine::techniques::Descriptor;

/// The X-chain (SPEC §2).
pub const X_CHAIN: Descriptor = Descriptor {
    id: "x_chain",
    name: "X-chain",
    default_score: Some(16),
    shd_rules: &[ShdRule::SingleValueChains],
    finder: None,
};
