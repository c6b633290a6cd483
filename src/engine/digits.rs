//! Digits and digit sets (SPEC §1): digits run 1..=N for N up to 25, shown to
//! people as `1`–`9` then `A`–`P`; a [`DigitSet`] is a `u32` mask with bit
//! `d - 1` standing for digit `d`.

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, Sub, SubAssign};

/// A digit 1..=25; 0 is never a digit (it marks an empty cell in value arrays).
pub type Digit = u8;

/// The largest board side kibitz supports.
pub const MAX_N: usize = 25;

/// The character people see for a digit: `1`–`9`, then `A` (10) … `P` (25).
pub fn digit_char(d: Digit) -> char {
    match d {
        1..=9 => char::from(b'0' + d),
        10..=35 => char::from(b'A' + d - 10),
        _ => '?',
    }
}

/// Reads a digit character (`1`–`9`, `A`–`P` either case) as a digit, without a bound.
pub fn char_digit(c: char) -> Option<Digit> {
    match c {
        '1'..='9' => Some(c as u8 - b'0'),
        'A'..='P' => Some(c as u8 - b'A' + 10),
        'a'..='p' => Some(c as u8 - b'a' + 10),
        _ => None,
    }
}

/// A set of digits as a bit mask (bit `d - 1` = digit `d`).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct DigitSet(pub u32);

impl DigitSet {
    /// The empty set.
    pub const EMPTY: DigitSet = DigitSet(0);

    /// All digits 1..=n.
    pub fn full(n: usize) -> DigitSet {
        DigitSet(((1u64 << n) - 1) as u32)
    }

    /// The set holding only `d`.
    pub fn single(d: Digit) -> DigitSet {
        DigitSet(1 << (d - 1))
    }

    /// The set of the given digits.
    pub fn from_digits<I: IntoIterator<Item = Digit>>(digits: I) -> DigitSet {
        digits
            .into_iter()
            .fold(DigitSet::EMPTY, |s, d| s | DigitSet::single(d))
    }

    /// Whether `d` is in the set.
    pub fn contains(self, d: Digit) -> bool {
        self.0 & (1 << (d - 1)) != 0
    }

    /// Adds `d`.
    pub fn insert(&mut self, d: Digit) {
        self.0 |= 1 << (d - 1);
    }

    /// Removes `d`; returns whether it was there.
    pub fn remove(&mut self, d: Digit) -> bool {
        let had = self.contains(d);
        self.0 &= !(1 << (d - 1));
        had
    }

    /// How many digits the set holds.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The smallest digit, if any.
    pub fn first(self) -> Option<Digit> {
        (self.0 != 0).then(|| self.0.trailing_zeros() as Digit + 1)
    }

    /// Whether the set holds exactly `k` digits (cheaper than [`Self::len`]
    /// for a small `k`: [`super::few_bits`]).
    pub fn has_len(self, k: usize) -> bool {
        super::few_bits::exactly(self.0, k)
    }

    /// The only digit when the set has exactly one.
    pub fn single_digit(self) -> Option<Digit> {
        super::few_bits::one(self.0).then(|| self.0.trailing_zeros() as Digit + 1)
    }

    /// Whether every digit of `self` is in `other`.
    pub fn is_subset(self, other: DigitSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The digits in ascending order.
    pub fn iter(self) -> DigitIter {
        DigitIter(self.0)
    }
}

/// Iterator over the digits of a [`DigitSet`], ascending.
pub struct DigitIter(u32);

impl Iterator for DigitIter {
    type Item = Digit;
    fn next(&mut self) -> Option<Digit> {
        if self.0 == 0 {
            return None;
        }
        let d = self.0.trailing_zeros() as Digit + 1;
        self.0 &= self.0 - 1;
        Some(d)
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl IntoIterator for DigitSet {
    type Item = Digit;
    type IntoIter = DigitIter;
    fn into_iter(self) -> DigitIter {
        self.iter()
    }
}

impl BitOr for DigitSet {
    type Output = DigitSet;
    fn bitor(self, rhs: DigitSet) -> DigitSet {
        DigitSet(self.0 | rhs.0)
    }
}

impl BitOrAssign for DigitSet {
    fn bitor_assign(&mut self, rhs: DigitSet) {
        self.0 |= rhs.0;
    }
}

impl BitAnd for DigitSet {
    type Output = DigitSet;
    fn bitand(self, rhs: DigitSet) -> DigitSet {
        DigitSet(self.0 & rhs.0)
    }
}

impl BitAndAssign for DigitSet {
    fn bitand_assign(&mut self, rhs: DigitSet) {
        self.0 &= rhs.0;
    }
}

impl Sub for DigitSet {
    type Output = DigitSet;
    fn sub(self, rhs: DigitSet) -> DigitSet {
        DigitSet(self.0 & !rhs.0)
    }
}

impl SubAssign for DigitSet {
    fn sub_assign(&mut self, rhs: DigitSet) {
        self.0 &= !rhs.0;
    }
}

impl fmt::Debug for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{{")?;
        for (i, d) in self.iter().enumerate() {
            if i > 0 {
                write!(f, ",")?;
            }
            write!(f, "{}", digit_char(d))?;
        }
        write!(f, "}}")
    }
}

impl fmt::Display for DigitSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digit_chars_round_trip() {
        for d in 1..=25 {
            assert_eq!(char_digit(digit_char(d)), Some(d));
        }
        assert_eq!(digit_char(10), 'A');
        assert_eq!(digit_char(25), 'P');
        assert_eq!(char_digit('p'), Some(25));
        assert_eq!(char_digit('0'), None);
    }

    #[test]
    fn set_operations() {
        let s = DigitSet::from_digits([3, 7, 25]);
        assert_eq!(s.len(), 3);
        assert_eq!(s.iter().collect::<Vec<_>>(), vec![3, 7, 25]);
        assert_eq!(s.first(), Some(3));
        assert!(s.contains(25) && !s.contains(24));
        assert_eq!((s - DigitSet::single(3)).len(), 2);
        assert_eq!(DigitSet::full(25).len(), 25);
        assert_eq!(DigitSet::single(4).single_digit(), Some(4));
        assert_eq!(s.single_digit(), None);
        assert_eq!(format!("{s}"), "{3,7,P}");
    }
}
