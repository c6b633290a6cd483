//! The Kakuro combinations table (SPEC §8): for every run length 1–9 and sum 1–45, the
//! sets of distinct digits 1–9 that make the sum, as 9-bit masks (bit `d - 1` = digit
//! `d`, as in [`DigitSet`]). The table is built at compile time; everything else in
//! the Kakuro engine (USI domains, the domain test, the solver, hints) reads it.

use crate::engine::DigitSet;

/// The largest clue sum (1 + 2 + … + 9).
pub const MAX_SUM: usize = 45;

/// The longest run.
pub const MAX_LEN: usize = 9;

/// Every subset of 1–9 grouped by (length, sum), with per-key offsets and unions.
struct Table {
    masks: [u16; 512],
    offset: [[u16; MAX_SUM + 1]; MAX_LEN + 1],
    count: [[u8; MAX_SUM + 1]; MAX_LEN + 1],
    union: [[u16; MAX_SUM + 1]; MAX_LEN + 1],
    sum_of: [u8; 512],
}

/// The digit sum of a 9-bit mask.
const fn mask_sum(mask: usize) -> usize {
    let mut sum = 0;
    let mut d = 0;
    while d < 9 {
        if mask & (1 << d) != 0 {
            sum += d + 1;
        }
        d += 1;
    }
    sum
}

/// Counting sort of the 512 masks by (length, sum); within a key, ascending masks.
const fn build() -> Table {
    let mut count = [[0u8; MAX_SUM + 1]; MAX_LEN + 1];
    let mut union = [[0u16; MAX_SUM + 1]; MAX_LEN + 1];
    let mut sum_of = [0u8; 512];
    let mut m = 0;
    while m < 512 {
        let (len, sum) = ((m as u32).count_ones() as usize, mask_sum(m));
        count[len][sum] += 1;
        union[len][sum] |= m as u16;
        sum_of[m] = sum as u8;
        m += 1;
    }
    let mut offset = [[0u16; MAX_SUM + 1]; MAX_LEN + 1];
    let mut next = 0u16;
    let mut len = 0;
    while len <= MAX_LEN {
        let mut sum = 0;
        while sum <= MAX_SUM {
            offset[len][sum] = next;
            next += count[len][sum] as u16;
            sum += 1;
        }
        len += 1;
    }
    let mut filled = [[0u16; MAX_SUM + 1]; MAX_LEN + 1];
    let mut masks = [0u16; 512];
    let mut m = 0;
    while m < 512 {
        let (len, sum) = ((m as u32).count_ones() as usize, sum_of[m] as usize);
        masks[(offset[len][sum] + filled[len][sum]) as usize] = m as u16;
        filled[len][sum] += 1;
        m += 1;
    }
    Table {
        masks,
        offset,
        count,
        union,
        sum_of,
    }
}

static TABLE: Table = build();

/// The digit sets (as 9-bit masks, ascending) of `len` distinct digits summing to `sum`;
/// empty when the sum is impossible for that length.
pub fn combinations(sum: u8, len: usize) -> &'static [u16] {
    let sum = sum as usize;
    if len > MAX_LEN || sum > MAX_SUM {
        return &[];
    }
    let start = TABLE.offset[len][sum] as usize;
    &TABLE.masks[start..start + TABLE.count[len][sum] as usize]
}

/// The digits that appear in at least one combination of (`sum`, `len`).
pub fn union_of(sum: u8, len: usize) -> DigitSet {
    if len > MAX_LEN || sum as usize > MAX_SUM {
        return DigitSet::EMPTY;
    }
    DigitSet(u32::from(TABLE.union[len][sum as usize]))
}

/// The digits that appear in every combination of (`sum`, `len`); empty when none exist.
pub fn intersection_of(sum: u8, len: usize) -> DigitSet {
    let combos = combinations(sum, len);
    if combos.is_empty() {
        return DigitSet::EMPTY;
    }
    DigitSet(u32::from(combos.iter().fold(0x1ff, |acc, &m| acc & m)))
}

/// The digit sum of a 9-bit mask (a table lookup).
pub fn sum_of_mask(mask: u16) -> u8 {
    TABLE.sum_of[(mask & 0x1ff) as usize]
}

/// The smallest and largest sums of `len` distinct digits (1 ≤ `len` ≤ 9).
pub fn sum_range(len: usize) -> (usize, usize) {
    let len = len.min(MAX_LEN);
    (len * (len + 1) / 2, len * (19 - len) / 2)
}

/// A combination written as its digits in ascending order, as Kakuro players do: `1289`.
pub fn combination_text(mask: u16) -> String {
    DigitSet(u32::from(mask))
        .iter()
        .map(|d| char::from(b'0' + d))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(digits: &[u8]) -> u16 {
        digits.iter().fold(0, |m, &d| m | 1 << (d - 1))
    }

    #[test]
    fn known_combinations() {
        assert_eq!(combinations(3, 2), &[set(&[1, 2])]);
        assert_eq!(combinations(17, 2), &[set(&[8, 9])]);
        assert_eq!(combinations(45, 9), &[0x1ff]);
        assert_eq!(combinations(10, 2).len(), 4);
        assert!(combinations(2, 2).is_empty());
        assert!(combinations(18, 2).is_empty());
        assert!(combinations(46, 9).is_empty());
        assert!(combinations(5, 10).is_empty());
        assert_eq!(combinations(5, 1), &[set(&[5])]);
    }

    #[test]
    fn every_subset_is_listed_once_under_its_key() {
        let mut seen = 0;
        for len in 0..=MAX_LEN {
            for sum in 0..=MAX_SUM as u8 {
                for &m in combinations(sum, len) {
                    assert_eq!(m.count_ones() as usize, len);
                    assert_eq!(sum_of_mask(m), sum);
                    seen += 1;
                }
            }
        }
        assert_eq!(seen, 512);
    }

    #[test]
    fn unions_intersections_and_ranges() {
        // The seed's example: S30 in 4 cells is {6,7,8,9}; S9 in 3 cells can hold 6.
        assert_eq!(union_of(30, 4), DigitSet::from_digits([6, 7, 8, 9]));
        assert_eq!(intersection_of(30, 4), DigitSet::from_digits([6, 7, 8, 9]));
        assert_eq!(union_of(9, 3), DigitSet::from_digits([1, 2, 3, 4, 5, 6]));
        assert_eq!(intersection_of(10, 2), DigitSet::EMPTY);
        assert_eq!(sum_range(2), (3, 17));
        assert_eq!(sum_range(9), (45, 45));
        assert_eq!(combination_text(set(&[1, 2, 8, 9])), "1289");
    }
}
