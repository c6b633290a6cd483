//! ALS chains (SPEC §2.1).

use crate::engine::techniques::Descriptor;

/// The ALS chain (SPEC §2.1).
pub const ALS_CHAIN: Descriptor = Descriptor {
    id: "als_chain",
    name: "ALS chain",
    default_score: Some(27),
    shd_rules: &[],
    finder: None,
};
