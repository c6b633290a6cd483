//! Single candidate (SPEC §8 hints: "a fixed cell and why"): an empty cell with one
//! candidate left takes it. Like Sudoku's naked single (SPEC §3) it is automatic:
//! strategies place every single candidate after each step, never count it and
//! never score it; the simplest hint still offers it first.

use crate::engine::techniques::About;

use super::{Descriptor, KakuroPattern, KakuroTechnique};
use crate::kakuro::position::KakuroPosition;
use crate::kakuro::techniques::KakuroHint;

/// The single candidate's descriptor.
pub const SINGLE_CANDIDATE: Descriptor = Descriptor {
    id: "single_candidate",
    name: "Single candidate",
    default_score: None,
    about: About {
        look_for: "An empty cell whose pencil marks are down to one digit.",
        why: "Every other digit has been ruled out for the cell, so the one left is its digit.",
        when: "Always first, and automatically after every other step: it is the move every deduction ends in.",
    },
    find,
};

/// Empty cells with exactly one candidate, row-major.
fn find(position: &KakuroPosition) -> Vec<KakuroHint> {
    let grid = position.grid();
    position
        .empty_cells()
        .filter_map(|cell| {
            let d = position.candidates(cell).single_digit()?;
            let name = grid.cell_name(cell);
            Some(KakuroHint {
                technique: KakuroTechnique::SingleCandidate,
                placements: vec![(cell, d)],
                eliminations: Vec::new(),
                cells: vec![cell],
                runs: Vec::new(),
                pattern: KakuroPattern::Cell { cell },
                text: format!("{name} has one candidate left, {d}, so {name} = {d}."),
            })
        })
        .collect()
}
