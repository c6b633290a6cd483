//! Digging a puzzle out of a full grid (SPEC §1, §9 `generate`): orbits of cells
//! (see [`Symmetry`]) are emptied in random order, and an emptying is kept only when
//! the exact solver still finds exactly one solution.
//!
//! - Minimal (the default): every orbit is tried once, so no orbit of givens left
//!   can be emptied without losing uniqueness (with no symmetry: no single given can
//!   go). Emptying more never restores uniqueness, so one pass decides it.
//! - Not minimal (`--no-minimal`): digging stops at the first orbit that cannot
//!   go; the puzzle keeps more givens and is quicker to make.
//!
//! A uniqueness check that runs out of its node budget counts as "not unique": the
//! orbit stays, so every puzzle made is proved unique. A deadline, when given, is
//! checked before each check: past it the dig gives up (a 25×25 makes 625 checks).

use std::sync::Arc;
use std::time::Instant;

use rand::rngs::ChaCha8Rng;
use rand::seq::SliceRandom;

use super::symmetry::Symmetry;
use crate::engine::solver::{SolveLimits, SolveStatus, solve};
use crate::engine::{Digit, Geometry, Position};

/// Guesses allowed for one uniqueness check while digging.
const CHECK_NODES: u64 = 50_000;

/// How far digging goes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct DigOptions {
    /// Which orbits are emptied together.
    pub symmetry: Symmetry,
    /// Try every orbit (minimal givens) or stop at the first that must stay.
    pub minimal: bool,
}

/// The puzzle dug from `solution` on `geometry`: its givens (0 = empty), unique;
/// `None` when `deadline` passes first.
pub fn dig(
    geometry: &Arc<Geometry>,
    solution: &[Digit],
    options: DigOptions,
    rng: &mut ChaCha8Rng,
    deadline: Option<Instant>,
) -> Option<Vec<Digit>> {
    let mut values = solution.to_vec();
    let mut orbits = options.symmetry.orbits(geometry.n());
    orbits.shuffle(rng);
    let limits = SolveLimits {
        max_solutions: 2,
        max_nodes: CHECK_NODES,
    };
    for orbit in orbits {
        if deadline.is_some_and(|d| Instant::now() >= d) {
            return None;
        }
        for &cell in &orbit {
            values[cell as usize] = 0;
        }
        let trial = Position::from_givens(Arc::clone(geometry), &values);
        if solve(&trial, limits).status != SolveStatus::Unique {
            for &cell in &orbit {
                values[cell as usize] = solution[cell as usize];
            }
            if !options.minimal {
                break;
            }
        }
    }
    Some(values)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::grid::random_grid;
    use crate::generate::rng::try_rng;

    fn unique(geometry: &Arc<Geometry>, values: &[Digit]) -> bool {
        let p = Position::from_givens(Arc::clone(geometry), values);
        solve(&p, SolveLimits::default()).status == SolveStatus::Unique
    }

    #[test]
    fn minimal_puzzles_lose_uniqueness_without_any_given() {
        let geometry = Geometry::standard(6).unwrap();
        let mut rng = try_rng(11, 0, 0);
        let solution = random_grid(&geometry, &mut rng).unwrap();
        let options = DigOptions {
            symmetry: Symmetry::None,
            minimal: true,
        };
        let givens = dig(&geometry, &solution, options, &mut rng, None).unwrap();
        assert!(unique(&geometry, &givens));
        for cell in (0..36).filter(|&c| givens[c] != 0) {
            let mut fewer = givens.clone();
            fewer[cell] = 0;
            assert!(!unique(&geometry, &fewer), "given {cell} could go");
        }
    }

    #[test]
    fn a_passed_deadline_gives_up() {
        let geometry = Geometry::standard(9).unwrap();
        let mut rng = try_rng(13, 0, 0);
        let solution = random_grid(&geometry, &mut rng).unwrap();
        let options = DigOptions {
            symmetry: Symmetry::None,
            minimal: true,
        };
        let past = Some(Instant::now());
        assert_eq!(dig(&geometry, &solution, options, &mut rng, past), None);
    }

    #[test]
    fn symmetric_puzzles_keep_their_symmetry() {
        let geometry = Geometry::standard(9).unwrap();
        let mut rng = try_rng(12, 0, 0);
        let solution = random_grid(&geometry, &mut rng).unwrap();
        let options = DigOptions {
            symmetry: Symmetry::Rotational,
            minimal: false,
        };
        let givens = dig(&geometry, &solution, options, &mut rng, None).unwrap();
        assert!(unique(&geometry, &givens));
        for cell in 0..81 {
            assert_eq!(givens[cell] == 0, givens[80 - cell] == 0);
        }
    }
}
