//! Last free cell (SPEC §8 hints): a run with one empty cell left; that cell takes
//! the sum minus the digits placed in the run (`12 − 4 − 5 = 3`), or the whole sum
//! when the run is that one cell.

use crate::engine::techniques::About;

use super::words::count_word;
use super::{Descriptor, KakuroPattern, KakuroTechnique, run_states};
use crate::kakuro::position::KakuroPosition;
use crate::kakuro::techniques::KakuroHint;

/// The last free cell's descriptor.
pub const LAST_FREE_CELL: Descriptor = Descriptor {
    id: "last_free_cell",
    name: "Last free cell",
    default_score: Some(1),
    about: About {
        look_for: "A run with every cell filled but one, or a run of a single cell.",
        why: "The run's digits add up to its clue, so the empty cell is the clue minus the digits already there.",
        when: "As soon as a run is nearly full: it is the first arithmetic a player does.",
    },
    find,
};

/// Every clued run with exactly one empty cell whose remainder is a candidate there.
fn find(position: &KakuroPosition) -> Vec<KakuroHint> {
    let grid = position.grid();
    let mut found = Vec::new();
    for state in run_states(position) {
        let [cell] = state.empty[..] else { continue };
        // A remainder outside 1–9 (a grid whose placed digits overshoot the
        // sum) is no digit: that run gives no step.
        let last = u8::try_from(i64::from(state.sum) - i64::from(state.placed_sum)).unwrap_or(0);
        if !(1..=9).contains(&last) || !position.candidates(cell).contains(last) {
            continue;
        }
        let name = grid.cell_name(cell);
        let run = grid.describe_run(state.index);
        let text = if state.len == 1 {
            format!("{name} is the only cell of {run}, so {name} = {last}.")
        } else {
            let placed: Vec<String> = grid.runs()[state.index]
                .cells
                .iter()
                .map(|&c| position.value(c))
                .filter(|&v| v != 0)
                .map(|v| v.to_string())
                .collect();
            format!(
                "{name} is the last empty cell of {run}: {} in {} = {} + {name}, so {name} = {} − {} = {last}.",
                state.sum,
                count_word(state.len),
                placed.join(" + "),
                state.sum,
                placed.join(" − ")
            )
        };
        found.push(KakuroHint {
            technique: KakuroTechnique::LastFreeCell,
            placements: vec![(cell, last)],
            eliminations: Vec::new(),
            cells: grid.runs()[state.index].cells.clone(),
            runs: vec![state.index],
            pattern: KakuroPattern::Run {
                run: state.index,
                combinations: state.combos.iter().map(|c| c.0).collect(),
            },
            text,
        });
    }
    found
}
