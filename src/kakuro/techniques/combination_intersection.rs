//! Combination intersection of crossing runs: the cell an across run and a down run
//! share can only hold a digit both runs' remaining combinations allow there; the
//! combinations of either run that give it none of those digits are out, and what
//! only they allowed leaves that run's other cells. A player writes: "r2c2 is in
//! 4 in two = 1+3, so it is 1 or 3; the across 10 in two is then 1+9 or 3+7, and
//! r2c3 is 9 or 7".
//!
//! An instance is one crossing cell; it counts only when the crossing rules out a
//! combination of one of the runs (what each run alone rules out is the
//! combination digits') and removes something.

use crate::engine::DigitSet;
use crate::engine::techniques::About;

use super::words::{digits_or, removals, sums_or, ways};
use super::{Descriptor, KakuroPattern, KakuroTechnique, RunState, outside, run_state, union};
use crate::kakuro::grid::Direction;
use crate::kakuro::position::KakuroPosition;
use crate::kakuro::techniques::KakuroHint;

/// The combination intersection's descriptor.
pub const COMBINATION_INTERSECTION: Descriptor = Descriptor {
    id: "combination_intersection",
    name: "Combination intersection",
    default_score: Some(4),
    about: About {
        look_for: "A cell where an across run and a down run cross, one of them with few ways to make its sum: a cell in 4 in two (1+3) that is also in 10 in two across.",
        why: "The shared cell holds one digit that both runs use, so each run's combination must put one of the digits the other allows in that cell; combinations that cannot are out, with the digits only they used.",
        when: "When one run alone says little but its crossing run is tight: it carries the tight run's news into the loose one.",
    },
    find,
};

/// One side of a crossing: the run's combinations that can give the shared cell
/// one of `allowed`, and what that leaves the run's other empty cells.
struct Side {
    state: RunState,
    kept: Vec<DigitSet>,
}

impl Side {
    fn new(state: RunState, allowed: DigitSet) -> Side {
        let kept = state
            .combos
            .iter()
            .copied()
            .filter(|&c| !((c - state.placed) & allowed).is_empty())
            .collect();
        Side { state, kept }
    }

    fn narrowed(&self) -> bool {
        self.kept.len() < self.state.combos.len()
    }

    fn text(&self) -> String {
        let kept: Vec<DigitSet> = self.kept.iter().map(|&c| c - self.state.placed).collect();
        format!(
            "{} is then {}",
            super::words::rest_of(&self.state),
            sums_or(&kept)
        )
    }
}

/// Every empty cell of two clued runs where the crossing rules out a combination.
fn find(position: &KakuroPosition) -> Vec<KakuroHint> {
    let grid = position.grid();
    let mut found = Vec::new();
    let states: Vec<Option<RunState>> = (0..grid.runs().len())
        .map(|r| run_state(position, r))
        .collect();
    for cell in position.empty_cells() {
        let (across_run, down_run) = (
            grid.run_of(cell, Direction::Across),
            grid.run_of(cell, Direction::Down),
        );
        let (Some(across), Some(down)) = (&states[across_run], &states[down_run]) else {
            continue;
        };
        let allowed = position.candidates(cell) & across.allowed() & down.allowed();
        if allowed.is_empty() {
            continue;
        }
        let sides = [
            Side::new(across.clone(), allowed),
            Side::new(down.clone(), allowed),
        ];
        if !sides.iter().any(Side::narrowed) {
            continue;
        }
        let mut eliminations = outside(position, &[cell], allowed);
        for side in &sides {
            let others: Vec<usize> = side
                .state
                .empty
                .iter()
                .copied()
                .filter(|&c| c != cell)
                .collect();
            let keep = union(&side.kept) - side.state.placed;
            for e in outside(position, &others, keep) {
                if !eliminations.contains(&e) {
                    eliminations.push(e);
                }
            }
        }
        if eliminations.is_empty() {
            continue;
        }
        eliminations.sort_unstable();
        let narrowed: Vec<String> = sides
            .iter()
            .filter(|s| s.narrowed())
            .map(Side::text)
            .collect();
        let name = grid.cell_name(cell);
        let text = format!(
            "{name} is in {} and in {}: it can only be {}. So {}; remove {}.",
            ways(&sides[0].state),
            ways(&sides[1].state),
            digits_or(allowed),
            super::words::and_list(&narrowed),
            removals(grid, &eliminations)
        );
        let mut cells = grid.runs()[across_run].cells.clone();
        cells.extend(
            grid.runs()[down_run]
                .cells
                .iter()
                .copied()
                .filter(|&c| c != cell),
        );
        found.push(KakuroHint {
            technique: KakuroTechnique::CombinationIntersection,
            placements: Vec::new(),
            eliminations,
            cells,
            runs: vec![across_run, down_run],
            pattern: KakuroPattern::Crossing {
                cell,
                across: across_run,
                down: down_run,
            },
            text,
        });
    }
    found
}
