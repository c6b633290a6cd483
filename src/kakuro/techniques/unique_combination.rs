//! Unique combination: a run with one remaining combination (`16 in two = 7+9`,
//! `3 in two = 1+2`): its empty cells take only that combination's digits, so
//! every other candidate leaves them.

use crate::engine::techniques::About;

use super::words::{cells_and, digits_and, removals, ways};
use super::{Descriptor, KakuroTechnique, outside, run_pattern, run_states};
use crate::kakuro::position::KakuroPosition;
use crate::kakuro::techniques::KakuroHint;

/// The unique combination's descriptor.
pub const UNIQUE_COMBINATION: Descriptor = Descriptor {
    id: "unique_combination",
    name: "Unique combination",
    default_score: Some(2),
    about: About {
        look_for: "A run whose sum can be made one way only with its length, its placed digits and its candidates: 16 in two is always 7+9, 6 in three is 1+2+3.",
        why: "The run's digits are distinct and add up to the clue; when only one set of digits does that, the run's empty cells hold exactly those digits.",
        when: "First among the combination techniques: players learn the unique sums (3 and 4 in two, 16 and 17 in two, 6 and 7 in three, 23 and 24 in three) by heart.",
    },
    find,
};

/// Every clued run with exactly one remaining combination that removes something.
fn find(position: &KakuroPosition) -> Vec<KakuroHint> {
    let grid = position.grid();
    let mut found = Vec::new();
    for state in run_states(position) {
        let [combo] = state.combos[..] else { continue };
        let keep = combo - state.placed;
        let eliminations = outside(position, &state.empty, keep);
        if eliminations.is_empty() {
            continue;
        }
        let text = format!(
            "{}: {} hold only {}; remove {}.",
            ways(&state),
            cells_and(grid, &state.empty),
            digits_and(keep),
            removals(grid, &eliminations)
        );
        found.push(KakuroHint {
            technique: KakuroTechnique::UniqueCombination,
            placements: Vec::new(),
            eliminations,
            cells: grid.runs()[state.index].cells.clone(),
            runs: vec![state.index],
            pattern: run_pattern(&state),
            text,
        });
    }
    found
}
