//! How many bits a mask has, when only a small count matters: the finders
//! compare a mask's bits with one, two or a subset's size (SPEC §2). A few bit
//! clearings answer that, where counting every bit takes a dozen instructions
//! on processors without a population count instruction (the baseline x86-64
//! the program is built for).

/// Whether `mask` has exactly one bit.
pub const fn one(mask: u32) -> bool {
    mask != 0 && mask & mask.wrapping_sub(1) == 0
}

/// Whether `mask` has at most `k` bits: clearing its lowest bit `k` times
/// leaves nothing (clearing none of nothing leaves nothing too).
pub const fn at_most(mut mask: u32, k: usize) -> bool {
    let mut cleared = 0;
    while cleared < k {
        mask &= mask.wrapping_sub(1);
        cleared += 1;
    }
    mask == 0
}

/// Whether `mask` has from `low` to `high` bits. Both bounds are always
/// tested: one test more costs less than a branch on the first, which the
/// masks of a search take either way at random.
pub const fn between(mask: u32, low: usize, high: usize) -> bool {
    (low == 0 || !at_most(mask, low - 1)) & at_most(mask, high)
}

/// Whether `mask` has exactly `k` bits.
pub const fn exactly(mask: u32, k: usize) -> bool {
    between(mask, k, k)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_tests_agree_with_counting_the_bits() {
        let masks = (0..1u32 << 12).chain([u32::MAX, 1 << 31, 0x8000_0001, 0x0F0F_0F0F]);
        for mask in masks {
            let count = mask.count_ones() as usize;
            assert_eq!(one(mask), count == 1, "{mask:#x}");
            for k in 0..=6 {
                assert_eq!(at_most(mask, k), count <= k, "{mask:#x} at most {k}");
                assert_eq!(exactly(mask, k), count == k, "{mask:#x} exactly {k}");
                for high in k..=6 {
                    assert_eq!(
                        between(mask, k, high),
                        (k..=high).contains(&count),
                        "{mask:#x} from {k} to {high}"
                    );
                }
            }
        }
    }
}
