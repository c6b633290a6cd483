//! Forcing chains (SPEC §2.1).

use crate::engine::techniques::Descriptor;

/// The Forcing chain (SPEC §2.1).
pub const FORCING_CHAIN: Descriptor = Descriptor {
    id: "forcing_chain",
    name: "Forcing chain",
    default_score: Some(40),
    shd_rules: &[],
    finder: None,
};
