//! ALS-XY-wing (SPEC §2.1).

use crate::engine::techniques::Descriptor;

/// The ALS-XY-wing (SPEC §2.1).
pub const ALS_XY_WING: Descriptor = Descriptor {
    id: "als_xy_wing",
    name: "ALS-XY-wing",
    default_score: Some(25),
    shd_rules: &[],
    finder: None,
};
