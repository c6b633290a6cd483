//! The 2-string kite (SPEC §2.1).

use crate::engine::techniques::Descriptor;

/// The 2-string kite (SPEC §2.1).
pub const TWO_STRING_KITE: Descriptor = Descriptor {
    id: "two_string_kite",
    name: "2-string kite",
    default_score: Some(14),
    shd_rules: &[],
    finder: None,
};
