//! One try at a Kakuro (SPEC §8, §9 `generate --kakuro WxH`): a random pattern,
//! clues from a random fill leaning to extreme run sums made unique by the Kakuro
//! generator ([`generate_with`], which checks uniqueness with the Kakuro solver),
//! its ATK profile, the Kakuro coach's verdict (Simplest first from its start:
//! finished or not, score, techniques) when the targets ask for it (by default
//! they do: a generated Kakuro is finished by logic), and whether that meets the
//! targets.

use std::time::Instant;

use rand::RngExt;
use rand::rngs::ChaCha8Rng;

use super::kakuro_pattern::random_pattern;
use super::symmetry::Symmetry;
use super::target::{KakuroLogic, KakuroTarget};
use crate::kakuro::coach::{End, simplest_first, start};
use crate::kakuro::generate::{FillBias, generate_with};
use crate::kakuro::{KakuroProfile, KakuroPuzzle, KakuroScores, KakuroTechnique, profile};

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
    /// The technique scores the coach rates with.
    pub scores: KakuroScores,
}

/// A generated Kakuro with its profile.
#[derive(Clone, Debug)]
pub struct GeneratedKakuro {
    /// The puzzle (no digits given), exactly one solution.
    pub puzzle: KakuroPuzzle,
    /// Its ATK profile.
    pub profile: KakuroProfile,
    /// The coach's verdict, when the targets asked for it.
    pub logic: Option<KakuroLogic>,
}

/// Simplest first from the puzzle's start: its score and technique counts.
pub fn logic_of(puzzle: &KakuroPuzzle, scores: &KakuroScores) -> KakuroLogic {
    let run = simplest_first(&start(puzzle), scores);
    KakuroLogic {
        score: (run.end == End::Solved).then(|| scores.total(&run.counts)),
        counts: KakuroTechnique::ALL
            .into_iter()
            .filter(|&t| run.count(t) > 0)
            .map(|t| (t, run.count(t)))
            .collect(),
    }
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
    let atk_only = KakuroTarget {
        rating: spec.target.rating,
        fixed_max: spec.target.fixed_max,
        score: None,
        requires: Vec::new(),
        logic: false,
    };
    if !atk_only.met_by(&profile, None) {
        return None;
    }
    let logic = spec
        .target
        .needs_logic()
        .then(|| logic_of(&puzzle, &spec.scores));
    spec.target
        .met_by(&profile, logic.as_ref())
        .then_some(GeneratedKakuro {
            puzzle,
            profile,
            logic,
        })
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
            scores: KakuroScores::default(),
        };
        let made = (0..20)
            .find_map(|t| try_kakuro(&spec, &mut try_rng(2, 0, t), None))
            .unwrap();
        assert_eq!(made.puzzle.grid.width(), 6);
        assert!(matches!(
            solve(&made.puzzle.grid, &made.puzzle.givens),
            KakuroSolveOutcome::Unique(_)
        ));
        let logic = made.logic.expect("the default target asks the coach");
        assert!(logic.score.is_some(), "finished by logic");
        assert_eq!(logic, logic_of(&made.puzzle, &KakuroScores::default()));
    }
}
