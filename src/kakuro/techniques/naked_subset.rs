//! Naked subset within a run: k empty cells of a run (k = 2 to 4) holding only k
//! digits between them, each cell 2 to k candidates, take those k digits; the
//! run's other empty cells lose them.

use crate::engine::DigitSet;
use crate::engine::techniques::About;

use super::words::{cells_and, digits_and, removals, rest_of};
use super::{Descriptor, KakuroPattern, KakuroTechnique, choose, run_states};
use crate::kakuro::position::KakuroPosition;
use crate::kakuro::techniques::KakuroHint;

/// The naked subset's descriptor.
pub const NAKED_SUBSET: Descriptor = Descriptor {
    id: "naked_subset",
    name: "Naked subset in a run",
    default_score: Some(6),
    about: About {
        look_for: "Two cells of a run with the same two candidates, or three cells holding three digits between them.",
        why: "A run's digits are distinct, so those cells take exactly those digits, and no other cell of the run can have one of them.",
        when: "In long runs with several open cells, once crossings have cut their candidates down.",
    },
    find,
};

/// The word for a subset's size.
pub fn subset_word(k: usize) -> &'static str {
    match k {
        2 => "pair",
        3 => "triple",
        _ => "quad",
    }
}

/// Every naked pair, triple and quad of every clued run that removes something,
/// by size, then cells in run order.
fn find(position: &KakuroPosition) -> Vec<KakuroHint> {
    let grid = position.grid();
    let mut found = Vec::new();
    for state in run_states(position) {
        let n = state.empty.len();
        for k in 2..=4.min(n.saturating_sub(1)) {
            for pick in choose(n, k) {
                let cells: Vec<usize> = pick.iter().map(|&i| state.empty[i]).collect();
                let fits = cells
                    .iter()
                    .all(|&c| (2..=k).contains(&position.candidates(c).len()));
                let digits = cells
                    .iter()
                    .fold(DigitSet::EMPTY, |acc, &c| acc | position.candidates(c));
                if !fits || digits.len() != k {
                    continue;
                }
                let eliminations: Vec<(usize, u8)> = state
                    .empty
                    .iter()
                    .filter(|c| !cells.contains(c))
                    .flat_map(|&c| {
                        (position.candidates(c) & digits)
                            .iter()
                            .map(move |d| (c, d))
                    })
                    .collect();
                if eliminations.is_empty() {
                    continue;
                }
                let text = format!(
                    "In {}, {} hold only {} between them (a naked {}): those digits are theirs, so the run's other cells lose them; remove {}.",
                    rest_of(&state),
                    cells_and(grid, &cells),
                    digits_and(digits),
                    subset_word(k),
                    removals(grid, &eliminations)
                );
                found.push(KakuroHint {
                    technique: KakuroTechnique::NakedSubset,
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
