//! Sue de Coq (SPEC §2.1).

use crate::engine::techniques::Descriptor;

/// The Sue de Coq (SPEC §2.1).
pub const SUE_DE_COQ: Descriptor = Descriptor {
    id: "sue_de_coq",
    name: "Sue de Coq",
    default_score: Some(20),
    shd_rules: &[],
    finder: None,
};
