//! Unlimited undo and redo (SPEC §10): a list of invertible edits plus an index, in
//! the manner of tui-textarea's history. A new edit cuts off the redo tail; every
//! edit remembers where the cursor was so undo puts it back.

use serde::{Deserialize, Serialize};

use super::ColourChange;
use crate::engine::{Cell, Digit, DigitSet};

/// What one cell holds: its digit (0 when empty) and its candidates.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CellState {
    /// The digit, 0 for an empty cell.
    pub value: Digit,
    /// The pencil-mark candidates (empty for a filled cell), saved as a bit mask.
    #[serde(with = "mask")]
    pub candidates: DigitSet,
}

impl CellState {
    /// An empty cell without marks.
    pub const EMPTY: CellState = CellState {
        value: 0,
        candidates: DigitSet::EMPTY,
    };
}

/// Saves a digit set as its `u32` mask (bit `d - 1` = digit `d`).
pub(super) mod mask {
    use serde::{Deserialize, Deserializer, Serializer};

    use crate::engine::DigitSet;

    pub fn serialize<S: Serializer>(set: &DigitSet, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u32(set.0)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<DigitSet, D::Error> {
        u32::deserialize(d).map(DigitSet)
    }
}

/// One cell before and after an edit; applying `before` undoes it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CellChange {
    /// The cell that changed.
    pub cell: Cell,
    /// Its state before the edit.
    pub before: CellState,
    /// Its state after the edit.
    pub after: CellState,
}

/// One undoable step: every cell it changed, the colour marks it changed, and
/// the cursor when it was made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Edit {
    /// The cursor cell at the time of the edit.
    pub cursor: Cell,
    /// The changed cells (never a change that changes nothing).
    pub changes: Vec<CellChange>,
    /// The changed colour marks (absent from saves written before colour marks,
    /// and left out of the file when there are none).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub colours: Vec<ColourChange>,
}

/// The edits made so far and how many of them are in effect.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct History {
    edits: Vec<Edit>,
    index: usize,
}

impl History {
    /// A history from saved edits, `index` of them in effect; `None` when the index
    /// is past the end.
    pub fn from_parts(edits: Vec<Edit>, index: usize) -> Option<History> {
        (index <= edits.len()).then_some(History { edits, index })
    }

    /// Records a new edit, dropping any edits that were undone.
    pub fn push(&mut self, edit: Edit) {
        self.edits.truncate(self.index);
        self.edits.push(edit);
        self.index += 1;
    }

    /// Steps back: the edit to revert, if any.
    pub fn undo(&mut self) -> Option<&Edit> {
        if self.index == 0 {
            return None;
        }
        self.index -= 1;
        self.edits.get(self.index)
    }

    /// Steps forward: the edit to apply again, if any.
    pub fn redo(&mut self) -> Option<&Edit> {
        let edit = self.edits.get(self.index)?;
        self.index += 1;
        Some(edit)
    }

    /// How many edits are in effect.
    pub fn index(&self) -> usize {
        self.index
    }

    /// Every edit kept, including undone ones.
    pub fn edits(&self) -> &[Edit] {
        &self.edits
    }

    /// Whether there is an edit to undo.
    pub fn can_undo(&self) -> bool {
        self.index > 0
    }

    /// Whether there is an undone edit to redo.
    pub fn can_redo(&self) -> bool {
        self.index < self.edits.len()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn edit(cell: Cell, d: Digit) -> Edit {
        let empty = CellState {
            value: 0,
            candidates: DigitSet::EMPTY,
        };
        Edit {
            cursor: cell,
            changes: vec![CellChange {
                cell,
                before: empty,
                after: CellState {
                    value: d,
                    candidates: DigitSet::EMPTY,
                },
            }],
            colours: Vec::new(),
        }
    }

    #[test]
    fn a_new_edit_cuts_off_the_redo_tail() {
        let mut h = History::default();
        h.push(edit(0, 1));
        h.push(edit(1, 2));
        assert_eq!(h.undo().map(|e| e.cursor), Some(1));
        h.push(edit(2, 3));
        assert_eq!(h.edits().len(), 2);
        assert!(!h.can_redo());
        assert_eq!(h.undo().map(|e| e.cursor), Some(2));
        assert_eq!(h.undo().map(|e| e.cursor), Some(0));
        assert!(h.undo().is_none());
        assert_eq!(h.redo().map(|e| e.cursor), Some(0));
    }

    #[test]
    fn from_parts_rejects_an_index_past_the_end() {
        assert!(History::from_parts(vec![edit(0, 1)], 2).is_none());
        assert_eq!(
            History::from_parts(vec![edit(0, 1)], 1).map(|h| h.index()),
            Some(1)
        );
    }
}
