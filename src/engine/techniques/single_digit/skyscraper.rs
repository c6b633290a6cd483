//! The skyscraper (SPEC §2.1).

use crate::engine::techniques::Descriptor;

/// The Skyscraper (SPEC §2.1).
pub const SKYSCRAPER: Descriptor = Descriptor {
    id: "skyscraper",
    name: "Skyscraper",
    default_score: Some(14),
    shd_rules: &[],
    finder: None,
};
