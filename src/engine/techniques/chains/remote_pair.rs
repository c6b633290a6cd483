//! The remote pair (SPEC §2).

use crate::engine::technique::ShdRule;
use crate::engine::techniques::Descriptor;

/// The Remote pair (SPEC §2).
pub const REMOTE_PAIR: Descriptor = Descriptor {
    id: "remote_pair",
    name: "Remote pair",
    default_score: Some(10),
    shd_rules: &[ShdRule::PairChains],
    finder: None,
};
