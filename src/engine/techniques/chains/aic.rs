//! AIC and nice loops (SPEC §2.1).

use crate::engine::techniques::Descriptor;

/// The AIC (SPEC §2.1).
pub const AIC: Descriptor = Descriptor {
    id: "aic",
    name: "AIC",
    default_score: Some(21),
    shd_rules: &[],
    finder: None,
};
