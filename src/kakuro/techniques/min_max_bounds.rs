//! Minimum and maximum bounds: in a run, the other empty cells add up to at least
//! the sum of their smallest distinct candidates and at most the sum of their
//! largest, so a cell lies between the rest of the sum minus that most and minus
//! that least ("the other two are at least 1+2 = 3, so r2c3 ≤ 20 − 3 = 17").

use crate::engine::DigitSet;
use crate::engine::techniques::About;

use super::words::{count_word, removals, rest_of};
use super::{Descriptor, KakuroTechnique, RunState, run_pattern, run_states};
use crate::kakuro::position::KakuroPosition;
use crate::kakuro::techniques::KakuroHint;

/// The bounds' descriptor.
pub const MIN_MAX_BOUNDS: Descriptor = Descriptor {
    id: "min_max_bounds",
    name: "Minimum and maximum",
    default_score: Some(5),
    about: About {
        look_for: "A run whose other cells are all small or all large: in 20 in three with two cells limited to 1, 2 and 3, the third cell is at least 20 − (2+3) = 15, too big, so the run needs a look at its bounds.",
        why: "The other empty cells hold distinct digits, so they add up to at least their smallest candidates' sum and at most their largest; the cell is the rest of the sum minus what they add up to.",
        when: "When a run's combinations are many but its cells' candidates are lopsided: long runs with a few small cells.",
    },
    find,
};

/// The least and most `count` distinct digits of `digits` add up to, if it has that many.
fn extremes(digits: DigitSet, count: usize) -> Option<(u32, u32)> {
    let all: Vec<u32> = digits.iter().map(u32::from).collect();
    (all.len() >= count).then(|| {
        let low = all[..count].iter().sum();
        let high = all[all.len() - count..].iter().sum();
        (low, high)
    })
}

/// The bound on one cell, as (least, most, the others' least and most).
fn bounds(
    position: &KakuroPosition,
    state: &RunState,
    cell: usize,
) -> Option<(u32, u32, u32, u32)> {
    let others = state.empty.iter().filter(|&&c| c != cell);
    let room = others.fold(DigitSet::EMPTY, |acc, &c| acc | position.candidates(c));
    let (low, high) = extremes(room - state.placed, state.empty.len() - 1)?;
    let rest = u32::from(state.rest_sum());
    Some((
        rest.saturating_sub(high),
        rest.saturating_sub(low),
        low,
        high,
    ))
}

/// Every clued run with two or more empty cells where the bounds remove something.
fn find(position: &KakuroPosition) -> Vec<KakuroHint> {
    let grid = position.grid();
    let mut found = Vec::new();
    for state in run_states(position) {
        if state.empty.len() < 2 {
            continue;
        }
        let mut eliminations = Vec::new();
        let mut reasons = Vec::new();
        for &cell in &state.empty {
            let Some((least, most, low, high)) = bounds(position, &state, cell) else {
                continue;
            };
            let gone: Vec<(usize, u8)> = position
                .candidates(cell)
                .iter()
                .filter(|&d| u32::from(d) < least || u32::from(d) > most)
                .map(|d| (cell, d))
                .collect();
            if gone.is_empty() {
                continue;
            }
            let rest = state.rest_sum();
            reasons.push(format!(
                "the other {} add up to {low} to {high}, so {} is {rest} − {high} = {least} at least and {rest} − {low} = {most} at most",
                count_word(state.empty.len() - 1),
                grid.cell_name(cell)
            ));
            eliminations.extend(gone);
        }
        if eliminations.is_empty() {
            continue;
        }
        let text = format!(
            "In {}, {}; remove {}.",
            rest_of(&state),
            reasons.join("; "),
            removals(grid, &eliminations)
        );
        found.push(KakuroHint {
            technique: KakuroTechnique::MinMaxBounds,
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
