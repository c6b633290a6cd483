//! Colour marks on candidates (SPEC §9, §10 "Hints a person can follow"): the two
//! colours a player paints candidates with by hand, to follow chains and
//! colouring patterns. They belong to the game: cycling a candidate's colour is
//! one undoable edit, they are saved with the game (as part of the edits, so the
//! whole save and the journal both carry them), and a candidate that leaves a
//! cell's marks takes its colour with it in the same edit. Older saves, written
//! before colour marks, have none and load as before.

use serde::{Deserialize, Serialize};

use super::{Game, Kind};
use crate::engine::{Cell, Digit, DigitSet};

/// The colour of one candidate.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Colour {
    /// The first colour.
    A,
    /// The second colour.
    B,
}

/// The colour marks of one cell: the candidates painted with each colour (never
/// the same candidate in both).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColourMarks {
    /// Candidates in colour A, saved as a bit mask.
    #[serde(
        with = "super::history::mask",
        default,
        skip_serializing_if = "is_empty"
    )]
    pub a: DigitSet,
    /// Candidates in colour B, saved as a bit mask.
    #[serde(
        with = "super::history::mask",
        default,
        skip_serializing_if = "is_empty"
    )]
    pub b: DigitSet,
}

fn is_empty(set: &DigitSet) -> bool {
    set.is_empty()
}

impl ColourMarks {
    /// No colour marks.
    pub const NONE: ColourMarks = ColourMarks {
        a: DigitSet::EMPTY,
        b: DigitSet::EMPTY,
    };

    /// The colour of candidate `d`, if it has one.
    pub fn of(self, d: Digit) -> Option<Colour> {
        if self.a.contains(d) {
            Some(Colour::A)
        } else if self.b.contains(d) {
            Some(Colour::B)
        } else {
            None
        }
    }

    /// Whether no candidate is coloured.
    pub fn is_empty(self) -> bool {
        self.a.is_empty() && self.b.is_empty()
    }

    /// The marks with candidate `d` taken one colour on: none → A → B → none.
    pub fn cycled(self, d: Digit) -> ColourMarks {
        let one = DigitSet::single(d);
        match self.of(d) {
            None => ColourMarks {
                a: self.a | one,
                ..self
            },
            Some(Colour::A) => ColourMarks {
                a: self.a - one,
                b: self.b | one,
            },
            Some(Colour::B) => ColourMarks {
                b: self.b - one,
                ..self
            },
        }
    }

    /// The marks kept on the candidates `kept` (the others have left the cell).
    pub fn within(self, kept: DigitSet) -> ColourMarks {
        ColourMarks {
            a: self.a & kept,
            b: self.b & kept,
        }
    }
}

/// One cell's colour marks before and after an edit; applying `before` undoes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ColourChange {
    /// The cell whose marks changed.
    pub cell: Cell,
    /// Its colour marks before the edit.
    pub before: ColourMarks,
    /// Its colour marks after the edit.
    pub after: ColourMarks,
}

impl<K: Kind> Game<K> {
    /// The colour marks of a cell (none off the board).
    pub fn colours(&self, cell: usize) -> ColourMarks {
        self.colours.get(cell).copied().unwrap_or_default()
    }

    /// Takes candidate `d` of the cursor cell one colour on (none → A → B → none),
    /// as one undoable edit; false when the cell has no such mark of the player's.
    pub fn cycle_colour(&mut self, d: Digit) -> bool {
        let cell = self.cursor;
        let state = K::cell(&self.position, cell);
        if state.value != 0 || !state.candidates.contains(d) {
            return false;
        }
        let after = self.colours(cell).cycled(d);
        self.commit(&[], &[(cell, after)])
    }
}

#[cfg(test)]
#[path = "colours_tests.rs"]
mod tests;
