//! The W-wing (SPEC §2.1).

use crate::engine::techniques::Descriptor;

/// The W-wing (SPEC §2.1).
pub const W_WING: Descriptor = Descriptor {
    id: "w_wing",
    name: "W-wing",
    default_score: Some(15),
    shd_rules: &[],
    finder: None,
};
