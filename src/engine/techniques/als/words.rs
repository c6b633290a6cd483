//! Cell sets as slices of 64-bit words, as wide as the board needs (two words on
//! a 9×9, ten on a 25×25), kept side by side in one arena. The ALS techniques of
//! SPEC §2.1 compare thousands of cell sets per position; a slice of the board's
//! own width keeps each comparison to a few word operations.

use crate::engine::cellset::Cell;

/// Whether the two sets share a cell.
pub(crate) fn intersects(a: &[u64], b: &[u64]) -> bool {
    a.iter().zip(b).any(|(x, y)| x & y != 0)
}

/// Whether every cell of `a` is in `b`.
pub(crate) fn is_subset(a: &[u64], b: &[u64]) -> bool {
    a.iter().zip(b).all(|(x, y)| x & !y == 0)
}

/// Whether the set is empty.
pub(crate) fn is_empty(a: &[u64]) -> bool {
    a.iter().all(|&x| x == 0)
}

/// `a &= b`.
pub(crate) fn and_assign(a: &mut [u64], b: &[u64]) {
    a.iter_mut().zip(b).for_each(|(x, y)| *x &= y);
}

/// `a &= !b`.
pub(crate) fn and_not_assign(a: &mut [u64], b: &[u64]) {
    a.iter_mut().zip(b).for_each(|(x, y)| *x &= !y);
}

/// How many members the set has.
pub(crate) fn len(a: &[u64]) -> usize {
    a.iter().map(|w| w.count_ones() as usize).sum()
}

/// Adds a member.
pub(crate) fn insert(a: &mut [u64], member: impl Into<usize>) {
    let i = member.into();
    a[i >> 6] |= 1 << (i & 63);
}

/// Whether the set holds a member.
pub(crate) fn contains(a: &[u64], member: impl Into<usize>) -> bool {
    let i = member.into();
    a[i >> 6] & (1 << (i & 63)) != 0
}

/// The cells of a set, ascending.
pub(crate) fn cells(a: &[u64]) -> impl Iterator<Item = Cell> + '_ {
    members(a).map(|i| i as Cell)
}

/// The members of a set of any kind (cells, search states), ascending.
pub(crate) fn members(a: &[u64]) -> impl Iterator<Item = usize> + '_ {
    a.iter()
        .enumerate()
        .flat_map(|(i, &w)| WordBits(w).map(move |b| i * 64 + b))
}

/// The set bits of one word, ascending.
struct WordBits(u64);

impl Iterator for WordBits {
    type Item = usize;
    fn next(&mut self) -> Option<usize> {
        (self.0 != 0).then(|| {
            let i = self.0.trailing_zeros() as usize;
            self.0 &= self.0 - 1;
            i
        })
    }
}

/// How many words a set of `cell_count` cells needs.
pub(crate) fn width(cell_count: usize) -> usize {
    cell_count.div_ceil(64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn word_sets_cover_every_word() {
        let w = width(625);
        assert_eq!(w, 10);
        let mut a = vec![0u64; w];
        let mut b = vec![0u64; w];
        for c in [0u16, 63, 64, 624] {
            insert(&mut a, c);
        }
        insert(&mut b, 64u16);
        assert_eq!(cells(&a).collect::<Vec<_>>(), vec![0, 63, 64, 624]);
        assert!(intersects(&a, &b) && is_subset(&b, &a) && !is_subset(&a, &b));
        and_not_assign(&mut a, &b);
        assert!(!intersects(&a, &b) && contains(&a, 624u16) && !contains(&a, 64u16));
        and_assign(&mut a, &b);
        assert!(cells(&a).next().is_none());
        assert_eq!(len(&b), 1);
        assert!(is_empty(&vec![0u64; w]));
    }
}
