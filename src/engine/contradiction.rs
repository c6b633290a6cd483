//! Contradictions (SPEC §2.1, §3): a position that cannot be completed because an
//! empty cell has no candidate left, or a digit not yet placed in a group has no
//! cell left there. Either stops rating and hinting.

use super::cellset::Cell;
use super::digits::{Digit, DigitSet, digit_char};
use super::geometry::GroupIndex;
use super::position::Position;

/// Why a position cannot be completed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Contradiction {
    /// An empty cell with no candidate.
    EmptyCell(Cell),
    /// A digit not placed in a group that has no cell left for it there.
    NoPlace {
        /// The group.
        group: GroupIndex,
        /// The digit.
        digit: Digit,
    },
}

impl Contradiction {
    /// The first contradiction of a position: empty cells row-major first, then
    /// groups by index with digits ascending; `None` when there is none.
    pub fn find(pos: &Position) -> Option<Contradiction> {
        if let Some(cell) = pos.empty_cells().find(|&c| pos.candidates(c).is_empty()) {
            return Some(Contradiction::EmptyCell(cell));
        }
        let geo = pos.geometry();
        let all = DigitSet::full(geo.n());
        (0..geo.group_count()).find_map(|group| {
            let mut covered = DigitSet::EMPTY;
            for &cell in geo.group_cells(group) {
                match pos.value(cell) {
                    0 => covered |= pos.candidates(cell),
                    d => covered.insert(d),
                }
            }
            (all - covered)
                .first()
                .map(|digit| Contradiction::NoPlace { group, digit })
        })
    }

    /// The contradiction in words, e.g. `r3c4 has no candidate left` or
    /// `7 has no place left in row 2`.
    pub fn describe(&self, pos: &Position) -> String {
        let geo = pos.geometry();
        match *self {
            Contradiction::EmptyCell(cell) => {
                format!("{} has no candidate left", geo.cell_name(cell))
            }
            Contradiction::NoPlace { group, digit } => format!(
                "{} has no place left in {}",
                digit_char(digit),
                geo.group_name(group)
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Geometry;

    fn open_board() -> Position {
        Position::from_givens(Geometry::standard(4).unwrap(), &[0; 16])
    }

    #[test]
    fn an_open_board_has_none() {
        assert_eq!(Contradiction::find(&open_board()), None);
    }

    #[test]
    fn an_empty_cell_comes_first() {
        let mut pos = open_board();
        for d in 1..=4 {
            pos.eliminate(5, d);
        }
        let found = Contradiction::find(&pos).unwrap();
        assert_eq!(found, Contradiction::EmptyCell(5));
        assert_eq!(found.describe(&pos), "r2c2 has no candidate left");
    }

    #[test]
    fn a_digit_with_no_place_in_a_group_is_found() {
        let mut pos = open_board();
        // 3 leaves row 2 (cells 4..8) while every cell keeps other candidates.
        for cell in 4..8 {
            pos.eliminate(cell, 3);
        }
        let found = Contradiction::find(&pos).unwrap();
        assert_eq!(found, Contradiction::NoPlace { group: 1, digit: 3 });
        assert_eq!(found.describe(&pos), "3 has no place left in row 2");
    }

    #[test]
    fn a_placed_digit_counts_as_its_place() {
        let mut pos = open_board();
        pos.place(0, 1);
        assert_eq!(Contradiction::find(&pos), None);
    }
}
