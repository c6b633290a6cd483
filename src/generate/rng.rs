//! Repeatable randomness for generation (SPEC §9 `generate`): every try of every
//! puzzle has its own random stream, derived from the seed, the puzzle's index and
//! the try's index, so the same seed gives the same puzzles on any number of threads.

use rand::SeedableRng;
use rand::rngs::ChaCha8Rng;

/// One step of SplitMix64: a well-mixed 64-bit value from `x`.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    x = (x ^ (x >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    x ^ (x >> 31)
}

/// The random stream of try `attempt` of puzzle `index` under `seed`.
pub fn try_rng(seed: u64, index: u64, attempt: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(mix(mix(mix(seed) ^ index) ^ attempt))
}

/// A seed from the clock, for puzzles nobody asked to make again.
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_nanos() as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::RngExt;

    #[test]
    fn streams_repeat_and_differ() {
        let first = |s, i, a| try_rng(s, i, a).random::<u64>();
        assert_eq!(first(1, 2, 3), first(1, 2, 3));
        assert_ne!(first(1, 2, 3), first(1, 3, 2));
        assert_ne!(first(1, 2, 3), first(2, 2, 3));
    }
}
