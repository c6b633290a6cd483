//! Death blossom (SPEC §2.1).

use crate::engine::techniques::Descriptor;

/// The Death blossom (SPEC §2.1).
pub const DEATH_BLOSSOM: Descriptor = Descriptor {
    id: "death_blossom",
    name: "Death blossom",
    default_score: Some(28),
    shd_rules: &[],
    finder: None,
};
