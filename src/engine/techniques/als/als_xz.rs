//! ALS-XZ (SPEC §2.1).

use crate::engine::techniques::Descriptor;

/// The ALS-XZ (SPEC §2.1).
pub const ALS_XZ: Descriptor = Descriptor {
    id: "als_xz",
    name: "ALS-XZ",
    default_score: Some(22),
    shd_rules: &[],
    finder: None,
};
