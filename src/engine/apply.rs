//! Applying an instance to a position, and the automatic step of SPEC §3: basic
//! filtering and setting every naked single, repeated until there is none; also
//! for a solving run that keeps the position's digit index up to date.

use super::cellset::Cell;
use super::contradiction::Contradiction;
use super::digits::Digit;
use super::instance::Instance;
use super::position::Position;
use super::techniques::DigitIndex;

/// Applies an instance's placements (each removing its digit from the peers) and
/// eliminations; returns how many candidates it removed in `pos` as it stands.
pub fn apply(instance: &Instance, pos: &mut Position) -> usize {
    let removed = instance.live_effect(pos);
    for p in &instance.placements {
        if pos.value(p.cell) == 0 {
            pos.place(p.cell, p.digit);
        }
    }
    for e in &instance.eliminations {
        pos.eliminate(e.cell, e.digit);
    }
    removed
}

/// What an automatic step did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct AutoStep {
    /// The naked singles set, in the order they were set.
    pub placed: Vec<(Cell, Digit)>,
    /// Whether the position was left with a contradiction: an empty cell with no
    /// candidate, or an unplaced digit with no cell left in a group.
    pub contradiction: bool,
}

/// The automatic step: basic filtering, then every naked single set (row-major
/// sweeps, repeated until a sweep sets none). A cell whose last candidate is taken
/// by an earlier placement of the same sweep is left empty and reported as a
/// contradiction rather than filled.
pub fn automatic_step(pos: &mut Position) -> AutoStep {
    pos.basic_filter();
    let mut step = AutoStep::default();
    loop {
        let mut changed = false;
        for cell in 0..pos.geometry().cell_count() as Cell {
            if pos.value(cell) != 0 {
                continue;
            }
            if let Some(d) = pos.candidates(cell).single_digit() {
                pos.place(cell, d);
                step.placed.push((cell, d));
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    step.contradiction = Contradiction::find(pos).is_some();
    step
}

/// [`automatic_step`] for a solving run that keeps `index` up to date with
/// `pos` and changes `pos` only by placements and eliminations after basic
/// filtering it once: filtering again would change nothing, so it is skipped,
/// and the contradiction check reads the index. `setting` is shown each naked
/// single with the position and index just before it is set.
pub fn automatic_step_indexed(
    pos: &mut Position,
    index: &mut DigitIndex,
    mut setting: impl FnMut(&Position, &DigitIndex, Cell, Digit),
) -> AutoStep {
    let mut step = AutoStep::default();
    // The sweeps of `automatic_step`, made only over the cells that a loss
    // left with at most one candidate since they were last looked at: no
    // other cell can have become a naked single (or lost its last candidate),
    // and a cell that had more at its loss and fewer now lost again since,
    // which brought it back. A sweep takes those cells in row-major order,
    // the ones a placement touches further on within the same sweep and the
    // ones before it in the next, as a whole sweep would. A cell seen without
    // candidates keeps none, so it is the contradiction the last whole sweep
    // would find.
    let mut pending = index.take_touched();
    let mut emptied = false;
    loop {
        let mut changed = false;
        let mut cursor = 0;
        while let Some(cell) = pending.first_from(cursor) {
            pending.remove(cell);
            cursor = cell + 1;
            if pos.value(cell) != 0 {
                continue;
            }
            let candidates = pos.candidates(cell);
            match candidates.single_digit() {
                Some(d) => {
                    setting(pos, index, cell, d);
                    index.place(pos, cell, d);
                    pending |= index.take_touched();
                    step.placed.push((cell, d));
                    changed = true;
                }
                None => emptied |= candidates.is_empty(),
            }
        }
        if !changed {
            step.contradiction = emptied || index.has_digit_without_place();
            return step;
        }
    }
}
