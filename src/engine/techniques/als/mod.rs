//! Almost locked sets and Sue de Coq (SPEC §2.1): the shared ALS enumeration
//! ([`sets`]), the pattern that explains them ([`crate::engine::pattern::als`]), and one file per
//! technique.
//!
//! What holds for ALS-XZ, ALS-XY-wing, ALS chain and death blossom: the sets of
//! one instance share no cell, and a death blossom's stem lies in none of its
//! petals (SPEC §2.1). An instance's pattern cells are exactly the cells of all
//! its sets with the stem, so its [`Instance::size`], what *smallest first*
//! compares (SPEC §2), is their count.

pub mod als_chain;
pub mod als_xy_wing;
pub mod als_xz;
pub mod death_blossom;
mod rows;
pub mod sets;
pub mod sue_de_coq;
mod words;

pub use crate::engine::pattern::als::{AlsPattern, AlsSet, AlsShape};

use super::Context;
use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::geometry::GroupIndex;
use crate::engine::instance::{CellDigit, Instance};
use crate::engine::pattern::Pattern;
use crate::engine::technique::TechniqueId;
use sets::AlsIndex;

/// Per ALS of `index`: whether it holds a cell the context searches
/// ([`Context::search_cells`]; every ALS when it searches every cell).
fn searched(cx: &Context<'_>, index: &AlsIndex) -> Vec<bool> {
    let Some(cells) = cx.search_cells() else {
        return vec![true; index.len()];
    };
    let mut searched = vec![0u64; index.words()];
    for cell in cells.iter() {
        words::insert(&mut searched, cell);
    }
    (0..index.len())
        .map(|a| words::intersects(&searched, index.set(a)))
        .collect()
}

/// Adds `digit` in every cell of a word set to `out`.
fn push_eliminations(out: &mut Vec<CellDigit>, cells: &[u64], digit: Digit) {
    out.extend(words::cells(cells).map(|cell| CellDigit { cell, digit }));
}

/// The instance of an ALS pattern over sets of `index` (and a stem cell): its
/// digits are the links' (the stem's candidates) and the eliminated ones, its groups the
/// sets' groups ascending, its cells all their cells; `None` when it eliminates
/// nothing.
fn instance(
    technique: TechniqueId,
    index: &AlsIndex,
    shape: AlsShape,
    chosen: &[usize],
    links: Vec<DigitSet>,
    eliminations: Vec<CellDigit>,
) -> Option<Instance> {
    if eliminations.is_empty() {
        return None;
    }
    let eliminated = DigitSet::from_digits(eliminations.iter().map(|e| e.digit));
    let digits = links.iter().fold(eliminated, |acc, &d| acc | d);
    let mut groups: Vec<GroupIndex> = chosen.iter().map(|&i| index.get(i).group).collect();
    groups.sort_unstable();
    groups.dedup();
    let mut cells: Vec<Cell> = chosen
        .iter()
        .flat_map(|&i| index.cells(i).to_vec())
        .collect();
    if let AlsShape::DeathBlossom { stem } = shape {
        cells.push(stem);
    }
    cells.sort_unstable();
    cells.dedup();
    let sets = chosen
        .iter()
        .map(|&i| AlsSet {
            cells: index.cells(i).to_vec(),
            digits: index.get(i).digits,
        })
        .collect();
    let pattern = Pattern::Als(AlsPattern {
        shape,
        sets,
        links,
        eliminated,
    });
    Instance::elimination(technique, pattern, digits, groups, cells, eliminations)
}

/// Sorts instances into canonical order and keeps one per canonical key: two
/// patterns over the same cells, groups and digits (say {r1c1} with {r1c2, r1c3}
/// and {r1c1, r1c2} with {r1c3}) are one instance, the one with the largest
/// effect (the first found among equals).
fn finish(mut out: Vec<Instance>) -> Vec<Instance> {
    out.sort_by(|a, b| a.cmp_canonical(b).then(b.effect.cmp(&a.effect)));
    out.dedup_by(|later, first| later.cmp_canonical(first).is_eq());
    out
}
