//! The XY-chain (SPEC §2).

use crate::engine::technique::ShdRule;
use crate::engine::techniques::Descriptor;

/// The XY-chain (SPEC §2).
pub const XY_CHAIN: Descriptor = Descriptor {
    id: "xy_chain",
    name: "XY-chain",
    default_score: Some(18),
    shd_rules: &[ShdRule::MultiValueChains],
    finder: None,
};
