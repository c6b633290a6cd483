//! What the coach needs from a game (SPEC §10): a hint applied as one undoable
//! step, a key naming each position the history passes through (so ratings can be
//! cached per position and drawn over the moves), the solution learnt later, and
//! the cells where the position contradicts the solution.
//!
//! An applied elimination in a cell without marks first fills that cell's marks by
//! basic filtering, so the deduction is kept instead of vanishing into an unmarked
//! cell.

use super::{CellChange, Game, cell_state, set_cell};
use crate::engine::{Cell, CellDigit, Digit, DigitSet, Position};

impl Game {
    /// Applies a technique step — placements (each also taking its digit out of
    /// its peers' marks) and eliminations — as one history entry; false when it
    /// changes nothing.
    pub fn apply_step(&mut self, placements: &[CellDigit], eliminations: &[CellDigit]) -> bool {
        let mut next = self.position.clone();
        for e in eliminations {
            if next.is_given(e.cell) || next.value(e.cell) != 0 {
                continue;
            }
            let marks = next.candidates(e.cell);
            let filled = if marks.is_empty() {
                next.allowed(e.cell)
            } else {
                marks
            };
            next.set_candidates(e.cell, filled - DigitSet::single(e.digit));
        }
        for p in placements {
            if next.is_given(p.cell) || p.digit == 0 || p.digit as usize > next.n() {
                continue;
            }
            set_cell(&mut next, p.cell, state(p.digit, DigitSet::EMPTY));
            for &peer in self.geometry().peers(p.cell) {
                let marks = next.candidates(peer);
                if next.value(peer) == 0 && marks.contains(p.digit) {
                    set_cell(&mut next, peer, state(0, marks - DigitSet::single(p.digit)));
                }
            }
        }
        let changes: Vec<CellChange> = (0..self.geometry().cell_count() as Cell)
            .map(|cell| CellChange {
                cell,
                before: cell_state(&self.position, cell),
                after: cell_state(&next, cell),
            })
            .collect();
        self.commit(changes)
    }

    /// Takes in the solution once it has been worked out (kept only when the game
    /// has none yet and it fits the board and the givens).
    pub fn learn_solution(&mut self, solution: &[Digit]) {
        let fits = solution.len() == self.geometry().cell_count()
            && self
                .start
                .values()
                .iter()
                .zip(solution)
                .all(|(&g, &s)| g == 0 || g == s);
        if self.solution.is_none() && fits {
            self.solution = Some(solution.to_vec());
        }
    }

    /// The key of every position from the start to the current one, one per edit in
    /// effect plus the start.
    pub fn position_keys(&self) -> Vec<u64> {
        let mut pos = self.start.clone();
        let mut keys = vec![position_key(&pos)];
        for edit in &self.history.edits()[..self.history.index()] {
            for ch in &edit.changes {
                set_cell(&mut pos, ch.cell, ch.after);
            }
            keys.push(position_key(&pos));
        }
        keys
    }

    /// The cells where the position contradicts the solution: a wrong digit, or
    /// marks that leave out the solution digit. `None` when the solution is not known.
    pub fn contradictions(&self) -> Option<Vec<Cell>> {
        self.solution
            .as_deref()
            .map(|s| contradictions(&self.position, s))
    }
}

fn state(value: Digit, candidates: DigitSet) -> super::CellState {
    super::CellState { value, candidates }
}

/// A stable key of a position as the player has it: every cell's digit and marks
/// (FNV-1a, the same on every platform and build).
pub fn position_key(pos: &Position) -> u64 {
    let mut hash: u64 = 0xcbf2_9ce4_8422_2325;
    let mut feed = |x: u32| {
        for b in x.to_le_bytes() {
            hash ^= u64::from(b);
            hash = hash.wrapping_mul(0x0000_0100_0000_01b3);
        }
    };
    feed(pos.n() as u32);
    for cell in 0..pos.geometry().cell_count() as Cell {
        feed(u32::from(pos.value(cell)));
        feed(pos.candidates(cell).0);
    }
    hash
}

/// Cells whose digit differs from the solution, or whose marks (when the player
/// has any) leave out the solution digit.
pub fn contradictions(pos: &Position, solution: &[Digit]) -> Vec<Cell> {
    (0..pos.geometry().cell_count() as Cell)
        .filter(|&c| {
            let Some(&s) = solution.get(c as usize) else {
                return false;
            };
            let v = pos.value(c);
            let marks = pos.candidates(c);
            (v != 0 && v != s) || (v == 0 && !marks.is_empty() && !marks.contains(s))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Geometry;

    const PUZZLE: &str = "1.3..4.24..1.1.3";
    const SOLUTION: &str = "1234341243212143";

    fn digits(s: &str) -> Vec<Digit> {
        s.bytes()
            .map(|b| if b == b'.' { 0 } else { b - b'0' })
            .collect()
    }

    fn game() -> Game {
        let pos = Position::from_givens(Geometry::standard(4).unwrap(), &digits(PUZZLE));
        Game::new(None, &pos, None)
    }

    #[test]
    fn an_elimination_in_an_unmarked_cell_fills_its_marks_first() {
        let empty = Position::from_givens(Geometry::standard(4).unwrap(), &[0; 16]);
        let mut g = Game::new(None, &empty, None);
        let allowed = g.position().allowed(1);
        let cut = allowed.iter().next().unwrap();
        assert!(g.apply_step(
            &[],
            &[CellDigit {
                cell: 1,
                digit: cut
            }]
        ));
        assert_eq!(g.position().candidates(1), allowed - DigitSet::single(cut));
        assert!(g.undo());
        assert!(g.position().candidates(1).is_empty());
    }

    #[test]
    fn a_placement_is_one_step_and_clears_peer_marks() {
        let mut g = game();
        g.fill_candidates();
        assert!(g.position().candidates(3).contains(4));
        assert!(g.apply_step(&[CellDigit { cell: 1, digit: 2 }], &[]));
        assert_eq!(g.position().value(1), 2);
        assert!(!g.position().candidates(3).contains(2));
        assert_eq!(g.history().index(), 2);
        assert!(!g.apply_step(&[CellDigit { cell: 1, digit: 2 }], &[]));
    }

    #[test]
    fn keys_follow_the_history_and_marks_count() {
        let mut g = game();
        let start = g.position_keys();
        assert_eq!(start.len(), 1);
        g.set_cursor(1);
        g.toggle_candidate(2);
        let keys = g.position_keys();
        assert_eq!(keys.len(), 2);
        assert_ne!(keys[0], keys[1]);
        assert_eq!(keys[1], position_key(g.position()));
        g.undo();
        assert_eq!(g.position_keys(), start);
    }

    #[test]
    fn marks_without_the_solution_digit_are_a_contradiction() {
        let mut g = game();
        assert_eq!(g.contradictions(), None);
        g.learn_solution(&digits(SOLUTION));
        g.set_cursor(1);
        g.toggle_candidate(3);
        assert_eq!(g.contradictions(), Some(vec![1]));
        g.toggle_candidate(2);
        assert_eq!(g.contradictions(), Some(vec![]));
        assert_eq!(g.undo_to_before_first_mistake(), Some(0));
        g.toggle_candidate(2);
        assert_eq!(g.undo_to_before_first_mistake(), Some(1));
        assert_eq!(g.position().candidates(1), DigitSet::from_digits([2, 3]));
    }

    #[test]
    fn a_solution_that_does_not_fit_the_givens_is_refused() {
        let mut g = game();
        g.learn_solution(&digits("4234341243212143"));
        assert!(g.solution().is_none());
        g.learn_solution(&[1, 2]);
        assert!(g.solution().is_none());
    }
}
