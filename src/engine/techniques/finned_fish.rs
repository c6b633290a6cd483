//! Finned fish (SPEC §2): X-wing, swordfish and jellyfish with fins.

use crate::engine::technique::ShdRule;
use crate::engine::techniques::Descriptor;

/// The Finned X-wing (SPEC §2).
pub const FINNED_X_WING: Descriptor = Descriptor {
    id: "finned_x_wing",
    name: "Finned X-wing",
    default_score: Some(10),
    shd_rules: &[ShdRule::BlockedGridlock2x2],
    finder: None,
};

/// The Finned swordfish (SPEC §2).
pub const FINNED_SWORDFISH: Descriptor = Descriptor {
    id: "finned_swordfish",
    name: "Finned swordfish",
    default_score: Some(14),
    shd_rules: &[ShdRule::BlockedGridlock3x3],
    finder: None,
};

/// The Finned jellyfish (SPEC §2).
pub const FINNED_JELLYFISH: Descriptor = Descriptor {
    id: "finned_jellyfish",
    name: "Finned jellyfish",
    default_score: Some(22),
    shd_rules: &[ShdRule::BlockedGridlock4x4],
    finder: None,
};
