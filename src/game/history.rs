//! Undo and redo all the way back (SPEC §10): a list of invertible edits plus an
//! index, in the manner of tui-textarea's history. A new edit cuts off the redo
//! tail; every edit remembers where the cursor was so undo puts it back.
//!
//! The history is bounded, so a long game's memory and save stay small (a
//! 25×25 edit that fills every cell's candidates is some 50 kB in a save): the
//! last [`UNDO_STEPS`] edits are undone one by one, and the ones before them are
//! folded into one edit, from the start position to where they led, so undo
//! still goes all the way back, the oldest part in one step. Folding waits until
//! [`FOLD_BATCH`] more edits have come, so it happens once per batch, not on
//! every edit (each fold changes the history's first edit, which the next save
//! writes whole). A history read from a save is bounded the same way.

use std::collections::BTreeMap;

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
    /// is past the end. A history longer than the bound is folded (see the module
    /// docs).
    pub fn from_parts(edits: Vec<Edit>, index: usize) -> Option<History> {
        let mut history = (index <= edits.len()).then_some(History { edits, index })?;
        history.bound();
        Some(history)
    }

    /// Records a new edit, dropping any edits that were undone.
    pub fn push(&mut self, edit: Edit) {
        self.edits.truncate(self.index);
        self.edits.push(edit);
        self.index += 1;
        self.bound();
    }

    /// Once the history holds more than [`UNDO_STEPS`] + [`FOLD_BATCH`] edits,
    /// folds the oldest into one, leaving [`UNDO_STEPS`] after it; only edits in
    /// effect are folded (an undone tail stays as it is).
    fn bound(&mut self) {
        if self.edits.len() <= UNDO_STEPS + FOLD_BATCH {
            return;
        }
        let count = (self.edits.len() - UNDO_STEPS).min(self.index);
        if count < 2 {
            return;
        }
        let folded = fold(&self.edits[..count]);
        self.edits.splice(..count, folded.clone());
        self.index = self.index - count + usize::from(folded.is_some());
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

/// The edits undone one by one at least; older ones are folded into one.
pub const UNDO_STEPS: usize = 100;

/// How many edits past [`UNDO_STEPS`] the history takes before folding.
pub const FOLD_BATCH: usize = 25;

/// One edit with the effect of `edits` made in order: each cell (and colour
/// mark) they touch, from its state before the first of them to its state after
/// the last, with the cursor of the first; `None` when they cancel out.
fn fold(edits: &[Edit]) -> Option<Edit> {
    let mut cells: BTreeMap<Cell, CellChange> = BTreeMap::new();
    let mut colours: BTreeMap<Cell, ColourChange> = BTreeMap::new();
    for edit in edits {
        for ch in &edit.changes {
            cells.entry(ch.cell).or_insert(*ch).after = ch.after;
        }
        for ch in &edit.colours {
            colours.entry(ch.cell).or_insert(*ch).after = ch.after;
        }
    }
    let changes: Vec<CellChange> = cells
        .into_values()
        .filter(|c| c.before != c.after)
        .collect();
    let colours: Vec<ColourChange> = colours
        .into_values()
        .filter(|c| c.before != c.after)
        .collect();
    (!changes.is_empty() || !colours.is_empty()).then(|| Edit {
        cursor: edits[0].cursor,
        changes,
        colours,
    })
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
    fn a_long_history_folds_its_oldest_edits_and_undo_still_reaches_the_start() {
        let mut h = History::default();
        let total = UNDO_STEPS + FOLD_BATCH + 1;
        for k in 0..total {
            // Each edit places a digit in a cell of its own: nothing cancels.
            h.push(edit(k as Cell, 1));
        }
        assert_eq!(h.edits().len(), UNDO_STEPS + 1);
        assert_eq!(h.index(), UNDO_STEPS + 1);
        let first = &h.edits()[0];
        assert_eq!(first.changes.len(), total - UNDO_STEPS, "one change a cell");
        assert_eq!(first.cursor, 0, "the cursor of the first edit folded");
        assert_eq!(h.edits()[UNDO_STEPS].cursor as usize, total - 1);
        for _ in 0..UNDO_STEPS {
            assert!(h.undo().is_some());
        }
        assert_eq!(h.undo().map(|e| e.changes.len()), Some(total - UNDO_STEPS));
        assert!(h.undo().is_none(), "the start is reached");
    }

    #[test]
    fn edits_that_cancel_out_fold_into_nothing() {
        let back = |e: Edit| Edit {
            changes: e
                .changes
                .iter()
                .map(|c| CellChange {
                    before: c.after,
                    after: c.before,
                    ..*c
                })
                .collect(),
            ..e
        };
        assert_eq!(fold(&[edit(3, 2), back(edit(3, 2))]), None);
        let mut h = History::default();
        for _ in 0..=UNDO_STEPS + FOLD_BATCH {
            h.push(edit(3, 2));
            h.push(back(edit(3, 2)));
        }
        assert!(h.edits().len() <= UNDO_STEPS + FOLD_BATCH);
        assert_eq!(h.index(), h.edits().len());
    }

    #[test]
    fn an_undone_tail_is_not_folded() {
        let many: Vec<Edit> = (0..400).map(|k| edit(k as Cell, 1)).collect();
        let h = History::from_parts(many.clone(), 10).unwrap();
        assert_eq!(h.edits().len(), 400 - 9, "the ten in effect fold into one");
        assert_eq!(h.index(), 1);
        assert_eq!(h.edits()[1..], many[10..]);
        let all = History::from_parts(many, 400).unwrap();
        assert_eq!(
            (all.edits().len(), all.index()),
            (UNDO_STEPS + 1, UNDO_STEPS + 1)
        );
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
