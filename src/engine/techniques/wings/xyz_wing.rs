//! The XYZ-wing (SPEC §2).

use crate::engine::technique::ShdRule;
use crate::engine::techniques::Descriptor;

/// The XYZ-wing (SPEC §2).
pub const XYZ_WING: Descriptor = Descriptor {
    id: "xyz_wing",
    name: "XYZ-wing",
    default_score: Some(13),
    shd_rules: &[ShdRule::XyzWings],
    finder: None,
};
