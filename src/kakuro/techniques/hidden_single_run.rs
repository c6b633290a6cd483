//! Hidden single in a run: a digit that every remaining combination of a run holds
//! (a required digit) must be in the run; when only one empty cell of the run can
//! take it, it goes there.

use crate::engine::techniques::About;

use super::words::ways;
use super::{Descriptor, KakuroTechnique, run_pattern, run_states};
use crate::kakuro::position::KakuroPosition;
use crate::kakuro::techniques::KakuroHint;

/// The hidden single in a run's descriptor.
pub const HIDDEN_SINGLE_RUN: Descriptor = Descriptor {
    id: "hidden_single_run",
    name: "Hidden single in a run",
    default_score: Some(3),
    about: About {
        look_for: "A digit that every remaining way to make a run's sum uses, with a single cell of the run that can still take it: 23 in three = 6+8+9 needs a 6, and only one cell allows 6.",
        why: "The run must contain the digit, and its other cells cannot hold it, so the one cell that can must.",
        when: "After the combinations of a run are known: it is the Kakuro form of Sudoku's hidden single.",
    },
    find,
};

/// Every required digit of a clued run with exactly one place in it.
fn find(position: &KakuroPosition) -> Vec<KakuroHint> {
    let grid = position.grid();
    let mut found = Vec::new();
    for state in run_states(position) {
        for d in state.required() {
            let places: Vec<usize> = state
                .empty
                .iter()
                .copied()
                .filter(|&c| position.candidates(c).contains(d))
                .collect();
            let [cell] = places[..] else { continue };
            let name = grid.cell_name(cell);
            let text = format!(
                "{}: every way needs a {d}, and of the run's empty cells only {name} can take {d}, so {name} = {d}.",
                ways(&state)
            );
            found.push(KakuroHint {
                technique: KakuroTechnique::HiddenSingleRun,
                placements: vec![(cell, d)],
                eliminations: Vec::new(),
                cells: grid.runs()[state.index].cells.clone(),
                runs: vec![state.index],
                pattern: run_pattern(&state),
                text,
            });
        }
    }
    found
}
