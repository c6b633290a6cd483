//! Multi colours (SPEC §2.1).

use crate::engine::techniques::Descriptor;

/// The Multi colours (SPEC §2.1).
pub const MULTI_COLORS: Descriptor = Descriptor {
    id: "multi_colors",
    name: "Multi colours",
    default_score: Some(18),
    shd_rules: &[],
    finder: None,
};
