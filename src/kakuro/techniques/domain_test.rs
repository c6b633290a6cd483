//! The domain test (SPEC §8 "implied"): in a run, a candidate no assignment of
//! distinct digits from the cells' candidates reaching the sum uses is removed.
//! It is exhaustive within one run, so it catches whatever the run techniques
//! above it miss (matchings of many cells and digits that no subset or bound
//! names); it is kept last, the check a player runs when nothing simpler works,
//! and it guarantees that Simplest first finishes every puzzle the ATK domain test
//! shaves to one digit per cell.

use crate::engine::DigitSet;
use crate::engine::techniques::About;

use super::words::{removals, rest_of, sums_or};
use super::{Descriptor, KakuroPattern, KakuroTechnique, run_states};
use crate::kakuro::position::KakuroPosition;
use crate::kakuro::propagate::run_supports;
use crate::kakuro::techniques::KakuroHint;

/// The domain test's descriptor.
pub const DOMAIN_TEST: Descriptor = Descriptor {
    id: "domain_test",
    name: "Domain test",
    default_score: Some(12),
    about: About {
        look_for: "A candidate in a run that no complete filling of the run, with distinct digits from the cells' candidates and the right sum, ever uses.",
        why: "The run must end up as one of those fillings, so a candidate none of them uses cannot be the cell's digit.",
        when: "Last, when no named pattern applies: it tries every filling of one run, which is what a player does by trial on a stubborn run.",
    },
    find,
};

/// Every clued run with candidates that no completing assignment supports.
fn find(position: &KakuroPosition) -> Vec<KakuroHint> {
    let grid = position.grid();
    let domains = position.domains();
    let mut found = Vec::new();
    for state in run_states(position) {
        let cells = &grid.runs()[state.index].cells;
        let doms: Vec<DigitSet> = cells.iter().map(|&c| domains[c]).collect();
        let support = run_supports(state.sum, &doms);
        if support[0].is_empty() {
            continue;
        }
        let eliminations: Vec<(usize, u8)> = cells
            .iter()
            .zip(support)
            .filter(|&(&c, _)| position.value(c) == 0)
            .flat_map(|(&c, s)| (domains[c] - s).iter().map(move |d| (c, d)))
            .collect();
        if eliminations.is_empty() {
            continue;
        }
        let fillings: Vec<DigitSet> = state
            .combos
            .iter()
            .copied()
            .filter(|&m| {
                let inside: Vec<DigitSet> = doms.iter().map(|&d| d & m).collect();
                !run_supports(state.sum, &inside)[0].is_empty()
            })
            .collect();
        let fit: Vec<DigitSet> = fillings.iter().map(|&c| c - state.placed).collect();
        let text = format!(
            "In {}, only {} can be placed in the cells as their candidates allow, and no such filling puts these digits where they are: remove {}.",
            rest_of(&state),
            sums_or(&fit),
            removals(grid, &eliminations)
        );
        found.push(KakuroHint {
            technique: KakuroTechnique::DomainTest,
            placements: Vec::new(),
            eliminations,
            cells: cells.clone(),
            runs: vec![state.index],
            pattern: KakuroPattern::Run {
                run: state.index,
                combinations: fillings.iter().map(|c| c.0).collect(),
            },
            text,
        });
    }
    found
}
