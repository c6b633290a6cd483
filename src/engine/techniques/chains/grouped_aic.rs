//! Grouped AIC (SPEC §2.1).

use crate::engine::techniques::Descriptor;

/// The Grouped AIC (SPEC §2.1).
pub const GROUPED_AIC: Descriptor = Descriptor {
    id: "grouped_aic",
    name: "Grouped AIC",
    default_score: Some(24),
    shd_rules: &[],
    finder: None,
};
