//! BUG+1 (SPEC §2.1).

use crate::engine::techniques::Descriptor;

/// The BUG+1 (SPEC §2.1).
pub const BUG_PLUS_1: Descriptor = Descriptor {
    id: "bug_plus_1",
    name: "BUG+1",
    default_score: Some(13),
    shd_rules: &[],
    finder: None,
};
