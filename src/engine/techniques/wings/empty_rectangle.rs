//! The empty rectangle (SPEC §2).

use crate::engine::technique::ShdRule;
use crate::engine::techniques::Descriptor;

/// The Empty rectangle (SPEC §2).
pub const EMPTY_RECTANGLE: Descriptor = Descriptor {
    id: "empty_rectangle",
    name: "Empty rectangle",
    default_score: Some(10),
    shd_rules: &[ShdRule::Hinge],
    finder: None,
};
