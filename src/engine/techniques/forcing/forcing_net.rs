//! Forcing nets (SPEC §2.1).

use crate::engine::techniques::Descriptor;

/// The Forcing net (SPEC §2.1).
pub const FORCING_NET: Descriptor = Descriptor {
    id: "forcing_net",
    name: "Forcing net",
    default_score: Some(60),
    shd_rules: &[],
    finder: None,
};
