//! Conjugate pairs and their colouring (SPEC §2.1): the strong links on one digit
//! that skyscrapers, 2-string kites, W-wings and colouring are made of. A
//! conjugate pair is a group where the digit is not placed and has exactly two
//! places; exactly one of the two holds it.

use crate::engine::cellset::{Cell, CellSet};
use crate::engine::digits::Digit;
use crate::engine::geometry::GroupIndex;
use crate::engine::techniques::Context;

/// A conjugate pair on one digit: the group and its two cells, ascending.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct ConjugatePair {
    /// The group where the digit has exactly these two places.
    pub group: GroupIndex,
    /// The two cells, ascending.
    pub cells: [Cell; 2],
}

/// Every conjugate pair of digit `d`, groups ascending.
pub fn conjugate_pairs(cx: &Context<'_>, d: Digit) -> Vec<ConjugatePair> {
    let geo = cx.pos.geometry();
    (0..geo.group_count())
        .filter(|&g| !cx.index().placed(g).contains(d))
        .filter_map(|group| {
            let mask = cx.index().positions(group, d);
            (mask.count_ones() == 2).then(|| {
                let cells = geo.group_cells(group);
                let first = mask.trailing_zeros() as usize;
                let second = (mask & (mask - 1)).trailing_zeros() as usize;
                ConjugatePair {
                    group,
                    cells: [cells[first], cells[second]],
                }
            })
        })
        .collect()
}

/// One cluster of conjugate pairs on one digit, in two colours: exactly one
/// colour holds the digit in every one of its cells.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cluster {
    /// The two colours' cells; colour 0 holds the cluster's lowest cell.
    pub colors: [CellSet; 2],
}

impl Cluster {
    /// Every cell of the cluster.
    pub fn cells(&self) -> CellSet {
        self.colors[0] | self.colors[1]
    }
}

/// The clusters of digit `d` (connected components of its conjugate pairs, two
/// cells or more), ordered by their lowest cell. A component that cannot be
/// coloured in two (an odd cycle, only in a position with no solution) is left out.
pub fn clusters(cx: &Context<'_>, d: Digit) -> Vec<Cluster> {
    let pairs = conjugate_pairs(cx, d);
    let cell_count = cx.pos.geometry().cell_count();
    let mut neighbours = vec![Partners::default(); cell_count];
    for pair in &pairs {
        let [a, b] = pair.cells;
        neighbours[a as usize].push(b);
        neighbours[b as usize].push(a);
    }
    let mut color: Vec<Option<u8>> = vec![None; cell_count];
    let mut out = Vec::new();
    for start in 0..cell_count as Cell {
        if neighbours[start as usize].len == 0 || color[start as usize].is_some() {
            continue;
        }
        if let Some(cluster) = colour_component(start, &neighbours, &mut color) {
            out.push(cluster);
        }
    }
    out
}

/// A cell's partners in the conjugate pairs of one digit: at most one per
/// group of the cell, so three.
#[derive(Copy, Clone, Default)]
struct Partners {
    cells: [Cell; 3],
    len: u8,
}

impl Partners {
    fn push(&mut self, cell: Cell) {
        self.cells[self.len as usize] = cell;
        self.len += 1;
    }

    fn cells(&self) -> &[Cell] {
        &self.cells[..self.len as usize]
    }
}

/// Colours the component of `start` breadth-first; `None` on an odd cycle.
fn colour_component(
    start: Cell,
    neighbours: &[Partners],
    color: &mut [Option<u8>],
) -> Option<Cluster> {
    let mut colors = [CellSet::EMPTY; 2];
    let mut queue = vec![start];
    color[start as usize] = Some(0);
    let mut consistent = true;
    while let Some(cell) = queue.pop() {
        let c = color[cell as usize].unwrap_or(0);
        colors[c as usize].insert(cell);
        for &next in neighbours[cell as usize].cells() {
            match color[next as usize] {
                None => {
                    color[next as usize] = Some(1 - c);
                    queue.push(next);
                }
                Some(existing) if existing == c => consistent = false,
                Some(_) => {}
            }
        }
    }
    consistent.then_some(Cluster { colors })
}

/// The cells that see at least one cell of `cells`.
pub fn seen_by(cx: &Context<'_>, cells: &CellSet) -> CellSet {
    let geo = cx.pos.geometry();
    cells
        .iter()
        .fold(CellSet::EMPTY, |seen, c| seen | *geo.peer_set(c))
}

/// Whether some cell of `a` sees some cell of `b`.
pub fn sees_any(cx: &Context<'_>, a: &CellSet, b: &CellSet) -> bool {
    seen_by(cx, a).intersects(b)
}
