//! Required digits: every digit of a combination must find a cell of the run that
//! can take it. A remaining combination with a digit that no empty cell of the run
//! can hold is out (`1+2+9 needs a 9 and no cell takes 9`); the digits that only
//! such combinations held leave the run's cells.

use crate::engine::DigitSet;
use crate::engine::techniques::About;

use super::words::{and_list, digits_and, plus, reading_order, removals, sums_or, ways};
use super::{Descriptor, KakuroPattern, KakuroTechnique, outside, run_states, union};
use crate::kakuro::position::KakuroPosition;
use crate::kakuro::techniques::KakuroHint;

/// The required digits' descriptor.
pub const REQUIRED_DIGITS: Descriptor = Descriptor {
    id: "required_digits",
    name: "Required digits",
    default_score: Some(3),
    about: About {
        look_for: "A way to make a run's sum that needs a digit none of the run's empty cells can take: 12 in three = 1+2+9 needs a 9.",
        why: "A combination is only possible if each of its digits has a cell of the run to go in; once that way is out, digits that only it used cannot be in the run.",
        when: "When pencil marks in a run have shrunk from the crossing runs: it turns the crossings' news into eliminations along the run.",
    },
    find,
};

/// Every clued run where a remaining combination needs a digit without a place,
/// and dropping those combinations removes something.
fn find(position: &KakuroPosition) -> Vec<KakuroHint> {
    let grid = position.grid();
    let mut found = Vec::new();
    for state in run_states(position) {
        let room = state
            .empty
            .iter()
            .fold(DigitSet::EMPTY, |acc, &c| acc | position.candidates(c));
        let (kept, dropped): (Vec<DigitSet>, Vec<DigitSet>) = state
            .combos
            .iter()
            .partition(|&&c| (c - state.placed).is_subset(room));
        if kept.is_empty() || dropped.is_empty() {
            continue;
        }
        let keep = union(&kept) - state.placed;
        let eliminations = outside(position, &state.empty, keep);
        if eliminations.is_empty() {
            continue;
        }
        let reasons: Vec<String> = reading_order(dropped)
            .iter()
            .map(|&c| {
                let rest = c - state.placed;
                let missing = rest - room;
                format!("{} needs {}", plus(rest), digits_and(missing))
            })
            .collect();
        let text = format!(
            "{}; but {}, which no empty cell of the run can take, so only {} remain{}: remove {}.",
            ways(&state),
            and_list(&reasons),
            sums_or(&kept.iter().map(|&c| c - state.placed).collect::<Vec<_>>()),
            if kept.len() == 1 { "s" } else { "" },
            removals(grid, &eliminations)
        );
        found.push(KakuroHint {
            technique: KakuroTechnique::RequiredDigits,
            placements: Vec::new(),
            eliminations,
            cells: grid.runs()[state.index].cells.clone(),
            runs: vec![state.index],
            pattern: KakuroPattern::Run {
                run: state.index,
                combinations: kept.iter().map(|c| c.0).collect(),
            },
            text,
        });
    }
    found
}
