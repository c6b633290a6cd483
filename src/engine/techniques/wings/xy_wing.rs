//! The XY-wing (SPEC §2).

use crate::engine::technique::ShdRule;
use crate::engine::techniques::Descriptor;

/// The XY-wing (SPEC §2).
pub const XY_WING: Descriptor = Descriptor {
    id: "xy_wing",
    name: "XY-wing",
    default_score: Some(11),
    shd_rules: &[ShdRule::XyZap],
    finder: None,
};
