//! A Sudoku position (SPEC §1): placed digits (givens marked, never changed), the
//! candidate set of every empty cell, basic filtering, and the duplicate check.

use std::sync::Arc;

use serde::Serialize;

use super::cellset::{Cell, CellSet};
use super::digits::{Digit, DigitSet, MAX_N, digit_char};
use super::geometry::{Geometry, GroupIndex};

/// Placed digits plus the candidates of every empty cell.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Position {
    geometry: Arc<Geometry>,
    values: Vec<Digit>,
    givens: CellSet,
    candidates: Vec<DigitSet>,
}

/// The digits placed in each group of a position, by kind of group and index.
struct PlacedByGroup {
    rows: [DigitSet; MAX_N],
    columns: [DigitSet; MAX_N],
    regions: [DigitSet; MAX_N],
}

/// Two or more equal digits in one group.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Conflict {
    /// The group holding the duplicates.
    pub group: GroupIndex,
    /// The repeated digit.
    pub digit: Digit,
    /// The cells holding it, ascending.
    pub cells: Vec<Cell>,
}

impl Position {
    /// An empty board: no digits, every candidate open.
    pub fn empty(geometry: Arc<Geometry>) -> Position {
        let cells = geometry.cell_count();
        let full = DigitSet::full(geometry.n());
        Position {
            geometry,
            values: vec![0; cells],
            givens: CellSet::EMPTY,
            candidates: vec![full; cells],
        }
    }

    /// A puzzle from its givens (`0` = empty), with candidates after basic filtering.
    ///
    /// Values must lie in `0..=N`; readers check that before building a position.
    pub fn from_givens(geometry: Arc<Geometry>, givens: &[Digit]) -> Position {
        let cells = geometry.cell_count();
        let mut values = givens.to_vec();
        values.resize(cells, 0);
        let mut pos = Position {
            geometry,
            values,
            givens: CellSet::EMPTY,
            candidates: vec![DigitSet::EMPTY; cells],
        };
        for (i, &d) in pos.values.iter().enumerate() {
            if d != 0 {
                pos.givens.insert(i as Cell);
            }
        }
        pos.reset_candidates();
        pos
    }

    /// The board's geometry.
    pub fn geometry(&self) -> &Arc<Geometry> {
        &self.geometry
    }

    /// The board side N.
    pub fn n(&self) -> usize {
        self.geometry.n()
    }

    /// The digit in a cell, or 0 when it is empty.
    pub fn value(&self, cell: Cell) -> Digit {
        self.values[cell as usize]
    }

    /// Every cell's digit (0 = empty), row-major.
    pub fn values(&self) -> &[Digit] {
        &self.values
    }

    /// Whether a cell is a given (part of the puzzle, never changed).
    pub fn is_given(&self, cell: Cell) -> bool {
        self.givens.contains(cell)
    }

    /// The set of given cells.
    pub fn givens(&self) -> &CellSet {
        &self.givens
    }

    /// Marks every placed digit as a given (a position read from a file becomes a puzzle).
    pub fn mark_placed_as_givens(&mut self) {
        for i in 0..self.values.len() {
            if self.values[i] != 0 {
                self.givens.insert(i as Cell);
            }
        }
    }

    /// The candidates of a cell; empty for a filled cell.
    pub fn candidates(&self, cell: Cell) -> DigitSet {
        self.candidates[cell as usize]
    }

    /// Every cell's candidates, row-major (empty sets for filled cells).
    pub fn all_candidates(&self) -> &[DigitSet] {
        &self.candidates
    }

    /// Replaces the candidates of an empty cell (a pencil-mark edit).
    pub fn set_candidates(&mut self, cell: Cell, set: DigitSet) {
        if self.values[cell as usize] == 0 {
            self.candidates[cell as usize] = set & DigitSet::full(self.n());
        }
    }

    /// The geometry, with every cell's candidates (row-major) to change: for
    /// a caller that walks the geometry while it takes candidates (a digit
    /// index keeping itself in step with a placement).
    pub(crate) fn geometry_and_candidates(&mut self) -> (&Geometry, &mut [DigitSet]) {
        (&self.geometry, &mut self.candidates)
    }

    /// Removes a candidate; returns whether it was there.
    pub fn eliminate(&mut self, cell: Cell, d: Digit) -> bool {
        self.candidates[cell as usize].remove(d)
    }

    /// Places a digit and removes it from the candidates of the cell's peers.
    pub fn place(&mut self, cell: Cell, d: Digit) {
        self.values[cell as usize] = d;
        self.candidates[cell as usize] = DigitSet::EMPTY;
        let bit = DigitSet::single(d);
        for &p in self.geometry.peers(cell) {
            self.candidates[p as usize] -= bit;
        }
    }

    /// Places a digit without touching any candidate but the cell's own (a player's
    /// move that may contradict the candidates elsewhere).
    pub fn set_value(&mut self, cell: Cell, d: Digit) {
        self.values[cell as usize] = d;
        self.candidates[cell as usize] = DigitSet::EMPTY;
    }

    /// Empties a non-given cell; its candidates become those basic filtering allows.
    pub fn clear(&mut self, cell: Cell) {
        if self.is_given(cell) {
            return;
        }
        self.values[cell as usize] = 0;
        self.candidates[cell as usize] = self.allowed(cell);
    }

    /// The digits not placed in any peer of a cell.
    pub fn allowed(&self, cell: Cell) -> DigitSet {
        let mut used = DigitSet::EMPTY;
        for &p in self.geometry.peers(cell) {
            let v = self.values[p as usize];
            if v != 0 {
                used.insert(v);
            }
        }
        DigitSet::full(self.n()) - used
    }

    /// The digits placed in each row, column and region.
    fn placed_by_group(&self) -> PlacedByGroup {
        let n = self.n();
        let mut rows = [DigitSet::EMPTY; MAX_N];
        let mut columns = [DigitSet::EMPTY; MAX_N];
        let mut used_in_regions = [DigitSet::EMPTY; MAX_N];
        let regions = self.geometry.region_layout();
        let lines = self.values.chunks(n).zip(regions.chunks(n)).zip(&mut rows);
        for ((values, regions), row) in lines {
            let cells = values.iter().zip(regions).zip(&mut columns);
            for ((&v, &region), column) in cells {
                if v != 0 {
                    row.insert(v);
                    column.insert(v);
                    used_in_regions[region as usize].insert(v);
                }
            }
        }
        PlacedByGroup {
            rows,
            columns,
            regions: used_in_regions,
        }
    }

    /// Applies `f` to every cell's digit (0 = empty), candidates and the digits
    /// placed in its peers.
    fn for_each_cell(&mut self, f: impl Fn(Digit, &mut DigitSet, DigitSet)) {
        let n = self.n();
        let used = self.placed_by_group();
        let regions = self.geometry.region_layout();
        let rows = self
            .values
            .chunks(n)
            .zip(self.candidates.chunks_mut(n))
            .zip(regions.chunks(n))
            .zip(&used.rows);
        for (((values, candidates), regions), &row) in rows {
            let cells = values
                .iter()
                .zip(candidates)
                .zip(regions)
                .zip(&used.columns);
            for (((&v, candidates), &region), &column) in cells {
                f(v, candidates, row | column | used.regions[region as usize]);
            }
        }
    }

    /// Basic filtering: removes from every empty cell the digits placed in its peers.
    pub fn basic_filter(&mut self) {
        self.for_each_cell(|v, candidates, peers| {
            if v == 0 {
                *candidates -= peers;
            }
        });
    }

    /// Sets every empty cell's candidates to exactly what basic filtering allows.
    pub fn reset_candidates(&mut self) {
        let full = DigitSet::full(self.n());
        self.for_each_cell(|v, candidates, peers| {
            *candidates = if v == 0 {
                full - peers
            } else {
                DigitSet::EMPTY
            };
        });
    }

    /// The empty cells, ascending.
    pub fn empty_cells(&self) -> impl Iterator<Item = Cell> + '_ {
        (0..self.values.len() as Cell).filter(|&c| self.values[c as usize] == 0)
    }

    /// The number of empty cells.
    pub fn empty_count(&self) -> usize {
        self.values.iter().filter(|&&v| v == 0).count()
    }

    /// Whether every cell holds a digit.
    pub fn is_full(&self) -> bool {
        self.values.iter().all(|&v| v != 0)
    }

    /// Whether the board is full and free of duplicates.
    pub fn is_solved(&self) -> bool {
        self.is_full() && !self.has_conflicts()
    }

    /// The total number of candidates over the empty cells.
    pub fn candidate_count(&self) -> usize {
        self.empty_cells()
            .map(|c| self.candidates[c as usize].len())
            .sum()
    }

    /// The cells of a group where digit `d` is still a candidate.
    pub fn digit_cells(&self, group: GroupIndex, d: Digit) -> CellSet {
        let mut s = CellSet::EMPTY;
        for &c in self.geometry.group_cells(group) {
            if self.candidates[c as usize].contains(d) {
                s.insert(c);
            }
        }
        s
    }

    /// Whether some group holds a digit twice or more: whether
    /// [`Self::conflicts`] has any, found without listing them.
    pub fn has_conflicts(&self) -> bool {
        let geo = &self.geometry;
        (0..geo.group_count()).any(|g| {
            let (mut seen, mut repeated) = (0u32, 0u32);
            for &c in geo.group_cells(g) {
                // Digit d as bit d - 1; an empty cell as no bit.
                let bit = (1u32 << self.values[c as usize]) >> 1;
                repeated |= seen & bit;
                seen |= bit;
            }
            repeated != 0
        })
    }

    /// Every group holding a digit twice or more: one entry per group and digit,
    /// groups in index order, digits ascending.
    pub fn conflicts(&self) -> Vec<Conflict> {
        let geo = &self.geometry;
        let mut out = Vec::new();
        for g in 0..geo.group_count() {
            let mut seen = DigitSet::EMPTY;
            let mut repeated = DigitSet::EMPTY;
            for &c in geo.group_cells(g) {
                let v = self.values[c as usize];
                if v != 0 {
                    if seen.contains(v) {
                        repeated.insert(v);
                    }
                    seen.insert(v);
                }
            }
            for digit in repeated {
                let cells = geo
                    .group_cells(g)
                    .iter()
                    .copied()
                    .filter(|&c| self.values[c as usize] == digit)
                    .collect();
                out.push(Conflict {
                    group: g,
                    digit,
                    cells,
                });
            }
        }
        out
    }

    /// One line describing a conflict, e.g. `two 5s in row 3: r3c1, r3c7`.
    pub fn describe_conflict(&self, conflict: &Conflict) -> String {
        let cells: Vec<String> = conflict
            .cells
            .iter()
            .map(|&c| self.geometry.cell_name(c))
            .collect();
        format!(
            "{} {}s in {}: {}",
            count_word(conflict.cells.len()),
            digit_char(conflict.digit),
            self.geometry.group_name(conflict.group),
            cells.join(", ")
        )
    }
}

fn count_word(n: usize) -> String {
    match n {
        2 => "two".into(),
        3 => "three".into(),
        4 => "four".into(),
        _ => n.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn grid(s: &str) -> Vec<Digit> {
        s.bytes()
            .map(|b| if b == b'.' { 0 } else { b - b'0' })
            .collect()
    }

    #[test]
    fn basic_filtering_removes_peer_digits() {
        let geo = Geometry::standard(4).unwrap();
        let pos = Position::from_givens(geo, &grid("1..............."));
        assert_eq!(pos.candidates(1), DigitSet::from_digits([2, 3, 4]));
        assert_eq!(pos.candidates(5), DigitSet::from_digits([2, 3, 4]));
        assert_eq!(pos.candidates(10), DigitSet::full(4));
        assert_eq!(pos.candidates(0), DigitSet::EMPTY);
        assert!(pos.is_given(0));
    }

    #[test]
    fn conflicts_are_reported_per_group_and_digit() {
        let geo = Geometry::standard(4).unwrap();
        let pos = Position::from_givens(geo, &grid("1..1.1.........."));
        let conflicts = pos.conflicts();
        let groups: Vec<_> = conflicts.iter().map(|c| c.group).collect();
        // row 1 (0), column 2 has only one 1, box 1 (8) holds r1c1 and r2c2.
        assert_eq!(groups, vec![0, 8]);
        assert_eq!(
            pos.describe_conflict(&conflicts[0]),
            "two 1s in row 1: r1c1, r1c4"
        );
        assert!(pos.has_conflicts());
        // Only a column holds two 4s; a full 25x25 board has digits up to 25.
        let column =
            Position::from_givens(Geometry::standard(4).unwrap(), &grid("4.......4......."));
        assert!(column.has_conflicts());
        let fine = Position::from_givens(Geometry::standard(4).unwrap(), &grid("1234341221434321"));
        assert!(!fine.has_conflicts() && fine.conflicts().is_empty());
        let big = Geometry::standard(25).unwrap();
        let mut values = vec![0; 625];
        (values[0], values[24]) = (25, 25);
        assert!(Position::from_givens(big.clone(), &values).has_conflicts());
        values[24] = 24;
        assert!(!Position::from_givens(big, &values).has_conflicts());
    }

    #[test]
    fn place_and_clear() {
        let geo = Geometry::standard(9).unwrap();
        let mut pos = Position::empty(geo);
        pos.place(0, 5);
        assert!(!pos.candidates(1).contains(5));
        assert!(!pos.candidates(80).is_empty());
        pos.clear(0);
        assert_eq!(pos.candidates(0), DigitSet::full(9));
    }
}
