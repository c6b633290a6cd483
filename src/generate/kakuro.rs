//! One try at a Kakuro (SPEC §8, §9 `generate --kakuro WxH`): a random pattern,
//! clues from a random fill leaning to extreme run sums made unique by the Kakuro
//! generator ([`generate_with`], which checks uniqueness with the Kakuro solver),
//! its ATK profile, and whether that meets the targets.

use std::time::Instant;

use rand::RngExt;
use rand::rngs::ChaCha8Rng;

use super::kakuro_pattern::random_pattern;
use super::symmetry::Symmetry;
use super::target::KakuroTarget;
use crate::kakuro::generate::{FillBias, generate_with};
use crate::kakuro::{KakuroProfile, KakuroPuzzle, profile};

/// Fills and repairs the Kakuro generator tries on one pattern.
const FILLS_PER_PATTERN: usize = 240;

/// Everything a Kakuro try needs.
#[derive(Clone, Debug)]
pub struct KakuroSpec {
    /// Width, clue column included.
    pub width: usize,
    /// Height, clue row included.
    pub height: usize,
    /// Symmetry of the black squares.
    pub symmetry: Symmetry,
    /// What the puzzle must meet.
    pub target: KakuroTarget,
}

/// A generated Kakuro with its profile.
#[derive(Clone, Debug)]
pub struct GeneratedKakuro {
    /// The puzzle (no digits given), exactly one solution.
    pub puzzle: KakuroPuzzle,
    /// Its ATK profile.
    pub profile: KakuroProfile,
}

/// One try: a unique Kakuro that meets the targets, or `None` (also when
/// `deadline` has passed once the pattern is drawn).
pub fn try_kakuro(
    spec: &KakuroSpec,
    rng: &mut ChaCha8Rng,
    deadline: Option<Instant>,
) -> Option<GeneratedKakuro> {
    let pattern = random_pattern(spec.width, spec.height, spec.symmetry, rng)?;
    if deadline.is_some_and(|d| Instant::now() >= d) {
        return None;
    }
    let puzzle = generate_with(
        &pattern,
        rng.random(),
        FILLS_PER_PATTERN,
        FillBias::Extremes,
    )
    .ok()??;
    let profile = profile(&puzzle.grid, &puzzle.givens);
    spec.target
        .met_by(&profile)
        .then_some(GeneratedKakuro { puzzle, profile })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::rng::try_rng;
    use crate::kakuro::{KakuroSolveOutcome, solve};

    #[test]
    fn tries_give_unique_kakuros() {
        let spec = KakuroSpec {
            width: 6,
            height: 6,
            symmetry: Symmetry::Rotational,
            target: KakuroTarget::default(),
        };
        let made = (0..20)
            .find_map(|t| try_kakuro(&spec, &mut try_rng(2, 0, t), None))
            .unwrap();
        assert_eq!(made.puzzle.grid.width(), 6);
        assert!(matches!(
            solve(&made.puzzle.grid, &made.puzzle.givens),
            KakuroSolveOutcome::Unique(_)
        ));
    }
}
