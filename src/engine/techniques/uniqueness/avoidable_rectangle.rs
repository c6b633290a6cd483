//! Avoidable rectangles, types 1 and 2 (SPEC §2.1).

use crate::engine::techniques::Descriptor;

/// The Avoidable rectangle (SPEC §2.1).
pub const AVOIDABLE_RECTANGLE: Descriptor = Descriptor {
    id: "avoidable_rectangle",
    name: "Avoidable rectangle",
    default_score: Some(12),
    shd_rules: &[],
    finder: None,
};
