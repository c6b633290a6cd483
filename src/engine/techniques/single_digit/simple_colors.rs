//! Simple colours (SPEC §2.1).

use crate::engine::techniques::Descriptor;

/// The Simple colours (SPEC §2.1).
pub const SIMPLE_COLORS: Descriptor = Descriptor {
    id: "simple_colors",
    name: "Simple colours",
    default_score: Some(16),
    shd_rules: &[],
    finder: None,
};
