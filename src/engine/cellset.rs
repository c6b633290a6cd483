//! Cells and cell sets (SPEC §1): a cell is its row-major index (`row * N + col`),
//! a [`CellSet`] a fixed 640-bit set, enough for the 625 cells of a 25×25 board.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Sub};

/// A cell index, row-major, 0-based.
pub type Cell = u16;

const WORDS: usize = 10;

/// A set of cells as a bit mask over at most 640 cells.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default)]
pub struct CellSet([u64; WORDS]);

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet([0; WORDS]);

    /// The set of the given cells.
    pub fn from_cells<I: IntoIterator<Item = Cell>>(cells: I) -> CellSet {
        let mut s = CellSet::EMPTY;
        for c in cells {
            s.insert(c);
        }
        s
    }

    /// Whether `c` is in the set.
    pub fn contains(&self, c: Cell) -> bool {
        self.0[c as usize >> 6] & (1 << (c & 63)) != 0
    }

    /// Adds `c`.
    pub fn insert(&mut self, c: Cell) {
        self.0[c as usize >> 6] |= 1 << (c & 63);
    }

    /// Adds `c` when `when` holds, without a branch on it (for a condition
    /// that varies from call to call).
    pub fn insert_when(&mut self, c: Cell, when: bool) {
        self.0[c as usize >> 6] |= u64::from(when) << (c & 63);
    }

    /// Adds the cells `first + i` for each bit `i` of `bits` (a row's cells
    /// from its first, say).
    pub fn insert_run(&mut self, first: Cell, bits: u32) {
        let (word, shift) = (first as usize >> 6, first & 63);
        let wide = u64::from(bits) << shift;
        self.0[word] |= wide;
        let carried = u64::from(bits)
            .checked_shr(64 - u32::from(shift))
            .unwrap_or(0);
        if carried != 0 {
            self.0[word + 1] |= carried;
        }
    }

    /// Removes `c`.
    pub fn remove(&mut self, c: Cell) {
        self.0[c as usize >> 6] &= !(1 << (c & 63));
    }

    /// How many cells the set holds.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// Whether the set is empty.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// The lowest cell, if any.
    pub fn first(&self) -> Option<Cell> {
        self.iter().next()
    }

    /// Whether every cell of `self` is in `other`.
    pub fn is_subset(&self, other: &CellSet) -> bool {
        self.0.iter().zip(other.0.iter()).all(|(a, b)| a & !b == 0)
    }

    /// Whether the two sets share a cell.
    pub fn intersects(&self, other: &CellSet) -> bool {
        self.0.iter().zip(other.0.iter()).any(|(a, b)| a & b != 0)
    }

    /// The lowest cell not below `from`, if any.
    pub fn first_from(&self, from: Cell) -> Option<Cell> {
        let at = from as usize >> 6;
        let below = (1u64 << (from & 63)) - 1;
        let mut word = *self.0.get(at)? & !below;
        let mut index = at;
        loop {
            if word != 0 {
                return Some((index * 64) as Cell + word.trailing_zeros() as Cell);
            }
            index += 1;
            word = *self.0.get(index)?;
        }
    }

    /// The cells in ascending (row-major) order.
    pub fn iter(&self) -> CellIter<'_> {
        CellIter {
            words: &self.0,
            index: 0,
            current: self.0[0],
        }
    }
}

/// Iterator over the cells of a [`CellSet`], ascending.
pub struct CellIter<'a> {
    words: &'a [u64; WORDS],
    index: usize,
    current: u64,
}

impl Iterator for CellIter<'_> {
    type Item = Cell;
    fn next(&mut self) -> Option<Cell> {
        loop {
            if self.current != 0 {
                let bit = self.current.trailing_zeros();
                self.current &= self.current - 1;
                return Some((self.index * 64) as Cell + bit as Cell);
            }
            self.index += 1;
            if self.index >= WORDS {
                return None;
            }
            self.current = self.words[self.index];
        }
    }
}

impl<'a> IntoIterator for &'a CellSet {
    type Item = Cell;
    type IntoIter = CellIter<'a>;
    fn into_iter(self) -> CellIter<'a> {
        self.iter()
    }
}

impl BitOr for CellSet {
    type Output = CellSet;
    fn bitor(mut self, rhs: CellSet) -> CellSet {
        self |= rhs;
        self
    }
}

impl BitOrAssign for CellSet {
    fn bitor_assign(&mut self, rhs: CellSet) {
        for (a, b) in self.0.iter_mut().zip(rhs.0) {
            *a |= b;
        }
    }
}

impl BitAnd for CellSet {
    type Output = CellSet;
    fn bitand(mut self, rhs: CellSet) -> CellSet {
        self &= rhs;
        self
    }
}

impl BitAndAssign for CellSet {
    fn bitand_assign(&mut self, rhs: CellSet) {
        for (a, b) in self.0.iter_mut().zip(rhs.0) {
            *a &= b;
        }
    }
}

impl Sub for CellSet {
    type Output = CellSet;
    fn sub(mut self, rhs: CellSet) -> CellSet {
        for (a, b) in self.0.iter_mut().zip(rhs.0) {
            *a &= !b;
        }
        self
    }
}

impl fmt::Debug for CellSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations_cover_all_words() {
        let s = CellSet::from_cells([0, 63, 64, 624, 639]);
        assert_eq!(s.len(), 5);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![0, 63, 64, 624, 639]);
        let t = CellSet::from_cells([63, 100]);
        assert_eq!((s & t).iter().collect::<Vec<_>>(), vec![63]);
        assert_eq!((s | t).len(), 6);
        assert_eq!((s - t).len(), 4);
        assert!(s.intersects(&t));
        assert!(CellSet::from_cells([64]).is_subset(&s));
        assert!(CellSet::EMPTY.is_empty());
        assert_eq!(s.first_from(1), Some(63));
        assert_eq!(s.first_from(64), Some(64));
        assert_eq!(s.first_from(65), Some(624));
        assert_eq!(s.first_from(625), Some(639));
        assert_eq!(s.first_from(640), None);
        assert_eq!(t.first_from(101), None);
    }

    #[test]
    fn a_run_of_cells_may_cross_a_word() {
        for first in [0, 9, 60, 63, 64, 600, 615] {
            let bits = 0b1_0110_0001_1001_0000_0001_1011u32;
            let mut run = CellSet::EMPTY;
            run.insert_run(first, bits);
            let cells = (0..25).filter(|i| bits & 1 << i != 0).map(|i| first + i);
            assert_eq!(run, CellSet::from_cells(cells), "from {first}");
        }
    }

    #[test]
    fn a_cell_is_added_only_when_asked() {
        let mut s = CellSet::EMPTY;
        for (c, when) in [(0, true), (5, false), (63, true), (64, false), (639, true)] {
            s.insert_when(c, when);
        }
        assert_eq!(s, CellSet::from_cells([0, 63, 639]));
    }
}
