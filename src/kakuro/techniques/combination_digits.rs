//! Combination digits: the digits no remaining combination of a run holds leave
//! its empty cells (`10 in two = 1+9, 2+8, 3+7 or 4+6`: no 5). Runs with one
//! combination left are the unique combination's; this takes runs with two or more.

use crate::engine::techniques::About;

use super::words::{digits_and, removals, ways};
use super::{Descriptor, KakuroTechnique, outside, run_pattern, run_states};
use crate::kakuro::position::KakuroPosition;
use crate::kakuro::techniques::KakuroHint;

/// The combination digits' descriptor.
pub const COMBINATION_DIGITS: Descriptor = Descriptor {
    id: "combination_digits",
    name: "Combination digits",
    default_score: Some(2),
    about: About {
        look_for: "A run whose remaining ways to make its sum all avoid some digit: 10 in two = 1+9, 2+8, 3+7 or 4+6 never uses 5, and once a 9 is placed in 20 in three the rest is 11 in two = 3+8, 4+7 or 5+6.",
        why: "Whatever combination the run ends with, its cells hold digits of that combination, so a digit in none of them cannot be in any of its cells.",
        when: "Whenever a digit is placed or candidates shrink in a run: it keeps the pencil marks in step with the sums.",
    },
    find,
};

/// Every clued run with two or more remaining combinations whose union removes
/// something.
fn find(position: &KakuroPosition) -> Vec<KakuroHint> {
    let grid = position.grid();
    let mut found = Vec::new();
    for state in run_states(position) {
        if state.combos.len() < 2 {
            continue;
        }
        let keep = state.allowed();
        let eliminations = outside(position, &state.empty, keep);
        if eliminations.is_empty() {
            continue;
        }
        let text = format!(
            "{}: only {} can go in its empty cells; remove {}.",
            ways(&state),
            digits_and(keep),
            removals(grid, &eliminations)
        );
        found.push(KakuroHint {
            technique: KakuroTechnique::CombinationDigits,
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
