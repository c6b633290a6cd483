//! What the coach needs from a game (SPEC §10): a hint applied as one undoable
//! step, a key naming each position the history passes through (so ratings can be
//! cached per position and drawn over the moves), the solution learnt later, the
//! cells where the position contradicts the solution, and undoing back to before
//! the mistake that started it.
//!
//! An applied elimination in a cell without marks first fills that cell's marks
//! with what it has open, so the deduction is kept instead of vanishing into an
//! unmarked cell.

use super::{CellState, Game, Kind};
use crate::engine::DigitSet;

impl<K: Kind> Game<K> {
    /// Applies a step — placements `(cell, digit)` (each also taking its digit out
    /// of the marks it rules out) and eliminations — as one history entry; false
    /// when it changes nothing.
    pub fn apply_step(&mut self, placements: &[(usize, u8)], eliminations: &[(usize, u8)]) -> bool {
        let open = K::open_marks(&self.position);
        let mut next = self.position.clone();
        let count = K::cell_count(&next);
        for &(cell, digit) in eliminations.iter().filter(|e| e.0 < count) {
            if K::cell(&next, cell).value != 0 {
                continue;
            }
            let marks = match K::cell(&next, cell).candidates {
                m if m.is_empty() => K::cell(&open, cell).candidates,
                m => m,
            };
            let kept = marks - DigitSet::single(digit);
            K::set_cell(
                &mut next,
                cell,
                CellState {
                    value: 0,
                    candidates: kept,
                },
            );
        }
        for &(cell, digit) in placements {
            let fits = cell < count && (1..=K::max_digit(&next)).contains(&digit);
            if fits && !K::is_given(&next, cell) {
                K::place(&mut next, cell, digit);
            }
        }
        self.commit_from(&next)
    }

    /// Takes in the solution once it has been worked out (kept only when the game
    /// has none yet and it fits the board and the givens).
    pub fn learn_solution(&mut self, solution: &[u8]) {
        let count = K::cell_count(&self.start);
        let fits = solution.len() == count
            && (0..count).all(|c| {
                let given = K::cell(&self.start, c).value;
                given == 0 || given == solution[c]
            });
        if self.solution.is_none() && fits {
            self.solution = Some(solution.to_vec());
        }
    }

    /// The key of every position from the start to the current one, one per edit in
    /// effect plus the start.
    pub fn position_keys(&self) -> Vec<u64> {
        let mut pos = self.start.clone();
        let mut keys = vec![position_key::<K>(&pos)];
        for edit in &self.history.edits()[..self.history.index()] {
            for ch in &edit.changes {
                K::set_cell(&mut pos, usize::from(ch.cell), ch.after);
            }
            keys.push(position_key::<K>(&pos));
        }
        keys
    }

    /// The position after the first `index` edits (the start for 0; the current
    /// position when `index` is past the edits in effect).
    pub fn position_at(&self, index: usize) -> K::Position {
        let mut pos = self.start.clone();
        let upto = index.min(self.history.index());
        for edit in &self.history.edits()[..upto] {
            for ch in &edit.changes {
                K::set_cell(&mut pos, usize::from(ch.cell), ch.after);
            }
        }
        pos
    }

    /// The cells where the position contradicts the solution: a wrong digit, or
    /// marks that leave out the solution digit. `None` when the solution is not known.
    pub fn contradictions(&self) -> Option<Vec<usize>> {
        let solution = self.solution.as_deref()?;
        Some(contradictions::<K>(&self.position, solution))
    }

    /// When the position contradicts the solution (a wrong digit, or marks that
    /// leave out a cell's solution digit), undoes edits back to the newest position
    /// free of such contradictions: right before the mistake that the current
    /// trouble started with (a mistake since corrected leaves nothing to undo).
    /// Returns how many edits were undone, or `None` when the solution is not known.
    pub fn undo_to_before_first_mistake(&mut self) -> Option<usize> {
        let solution = self.solution.clone()?;
        if contradictions::<K>(&self.position, &solution).is_empty() {
            return Some(0);
        }
        let mut replay = self.start.clone();
        let mut target = 0;
        for (i, edit) in self.history.edits()[..self.history.index()]
            .iter()
            .enumerate()
        {
            for ch in &edit.changes {
                K::set_cell(&mut replay, usize::from(ch.cell), ch.after);
            }
            if contradictions::<K>(&replay, &solution).is_empty() {
                target = i + 1;
            }
        }
        let mut undone = 0;
        while self.history.index() > target && self.undo() {
            undone += 1;
        }
        Some(undone)
    }
}

/// A stable key of a position as the player has it: every cell's digit and marks
/// (FNV-1a, the same on every platform and build).
pub fn position_key<K: Kind>(pos: &K::Position) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut feed = |x: u32| {
        for b in x.to_le_bytes() {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    };
    let count = K::cell_count(pos);
    feed(count as u32);
    for cell in 0..count {
        let state = K::cell(pos, cell);
        feed(u32::from(state.value));
        feed(state.candidates.0);
    }
    hash
}

/// Cells whose digit differs from the solution, or whose marks (when the player
/// has any) leave out the solution digit.
pub fn contradictions<K: Kind>(pos: &K::Position, solution: &[u8]) -> Vec<usize> {
    (0..K::cell_count(pos))
        .filter(|&c| {
            let Some(&s) = solution.get(c) else {
                return false;
            };
            let (v, marks) = (K::cell(pos, c).value, K::cell(pos, c).candidates);
            (v != 0 && v != s) || (v == 0 && !marks.is_empty() && !marks.contains(s))
        })
        .collect()
}
