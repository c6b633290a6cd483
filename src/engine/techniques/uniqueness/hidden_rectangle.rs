//! Hidden rectangles (SPEC §2.1).

use crate::engine::techniques::Descriptor;

/// The Hidden rectangle (SPEC §2.1).
pub const HIDDEN_RECTANGLE: Descriptor = Descriptor {
    id: "hidden_rectangle",
    name: "Hidden rectangle",
    default_score: Some(12),
    shd_rules: &[],
    finder: None,
};
