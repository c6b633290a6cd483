//! Hidden subset within a run: k digits (k = 2 to 4) that every remaining
//! combination of a run holds (required digits), each with 2 to k places in the
//! run, all in the same k cells: those cells hold those digits, and lose their
//! other candidates.

use crate::engine::DigitSet;
use crate::engine::techniques::About;

use super::naked_subset::subset_word;
use super::words::{cells_and, digits_and, removals, ways};
use super::{Descriptor, KakuroPattern, KakuroTechnique, choose, run_states};
use crate::kakuro::position::KakuroPosition;
use crate::kakuro::techniques::KakuroHint;

/// The hidden subset's descriptor.
pub const HIDDEN_SUBSET: Descriptor = Descriptor {
    id: "hidden_subset",
    name: "Hidden subset in a run",
    default_score: Some(7),
    about: About {
        look_for: "Two digits every way to make a run's sum needs, that can only go in the same two cells of the run.",
        why: "The run must hold both digits and only those two cells can take them, so the two cells are those digits and nothing else.",
        when: "After the combinations of a long run have narrowed to a few that share digits.",
    },
    find,
};

/// Every hidden pair, triple and quad of required digits in every clued run that
/// removes something, by size, then digits ascending.
fn find(position: &KakuroPosition) -> Vec<KakuroHint> {
    let grid = position.grid();
    let mut found = Vec::new();
    for state in run_states(position) {
        let places = |d: u8| -> Vec<usize> {
            state
                .empty
                .iter()
                .copied()
                .filter(|&c| position.candidates(c).contains(d))
                .collect()
        };
        let required: Vec<u8> = state.required().iter().collect();
        for k in 2..=4.min(state.empty.len().saturating_sub(1)) {
            for pick in choose(required.len(), k) {
                let digits = DigitSet::from_digits(pick.iter().map(|&i| required[i]));
                let mut cells: Vec<usize> = Vec::new();
                let mut fits = true;
                for d in digits {
                    let at = places(d);
                    fits &= (2..=k).contains(&at.len());
                    cells.extend(at);
                }
                cells.sort_unstable();
                cells.dedup();
                if !fits || cells.len() != k {
                    continue;
                }
                let eliminations: Vec<(usize, u8)> = cells
                    .iter()
                    .flat_map(|&c| {
                        (position.candidates(c) - digits)
                            .iter()
                            .map(move |d| (c, d))
                    })
                    .collect();
                if eliminations.is_empty() {
                    continue;
                }
                let text = format!(
                    "{}: every way needs {}, and only {} can take them (a hidden {}), so those cells hold nothing else; remove {}.",
                    ways(&state),
                    digits_and(digits),
                    cells_and(grid, &cells),
                    subset_word(k),
                    removals(grid, &eliminations)
                );
                found.push(KakuroHint {
                    technique: KakuroTechnique::HiddenSubset,
                    placements: Vec::new(),
                    eliminations,
                    cells: cells.clone(),
                    runs: vec![state.index],
                    pattern: KakuroPattern::Subset {
                        run: state.index,
                        cells,
                        digits: digits.0,
                    },
                    text,
                });
            }
        }
    }
    found
}
