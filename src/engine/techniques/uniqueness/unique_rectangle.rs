//! Unique rectangles, types 1 to 6 (SPEC §2.1).

use crate::engine::techniques::Descriptor;

/// The Unique rectangle (SPEC §2.1).
pub const UNIQUE_RECTANGLE: Descriptor = Descriptor {
    id: "unique_rectangle",
    name: "Unique rectangle",
    default_score: Some(11),
    shd_rules: &[],
    finder: None,
};
