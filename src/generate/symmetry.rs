//! Symmetry of the givens (SPEC §9 `generate --symmetry`): cells are removed in
//! orbits, so the empty cells (and the givens) of a generated puzzle keep the
//! chosen symmetry. On jigsaw boards the symmetry is that of the givens only; the
//! region layout is random.

use clap::ValueEnum;

use crate::engine::cellset::Cell;

/// Which symmetry the givens keep.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum Symmetry {
    /// No symmetry: each cell is removed on its own (the default: the most freedom,
    /// the fewest givens).
    None,
    /// Half-turn: a cell and the cell opposite through the centre.
    Rotational,
    /// Quarter-turn: the four cells a cell visits when the grid turns by 90°.
    Quarter,
    /// Left–right mirror: a cell and its mirror across the middle column.
    Mirror,
    /// Main diagonal: a cell and its reflection across the top-left to bottom-right
    /// diagonal.
    Diagonal,
}

impl Symmetry {
    /// The cells the symmetry maps `(r, c)` to on an `n`×`n` grid, the cell itself
    /// included.
    fn images(self, n: usize, r: usize, c: usize) -> Vec<(usize, usize)> {
        let m = n - 1;
        match self {
            Symmetry::None => vec![(r, c)],
            Symmetry::Rotational => vec![(r, c), (m - r, m - c)],
            Symmetry::Quarter => vec![(r, c), (c, m - r), (m - r, m - c), (m - c, r)],
            Symmetry::Mirror => vec![(r, c), (r, m - c)],
            Symmetry::Diagonal => vec![(r, c), (c, r)],
        }
    }

    /// The orbits of an `n`×`n` grid: disjoint sets of cells (row-major indices,
    /// ascending) that are emptied together, in row-major order of their first cell.
    pub fn orbits(self, n: usize) -> Vec<Vec<Cell>> {
        let mut seen = vec![false; n * n];
        let mut orbits = Vec::new();
        for r in 0..n {
            for c in 0..n {
                if seen[r * n + c] {
                    continue;
                }
                let mut orbit: Vec<Cell> = self
                    .images(n, r, c)
                    .into_iter()
                    .map(|(r, c)| (r * n + c) as Cell)
                    .collect();
                orbit.sort_unstable();
                orbit.dedup();
                for &cell in &orbit {
                    seen[cell as usize] = true;
                }
                orbits.push(orbit);
            }
        }
        orbits
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orbits_cover_every_cell_once() {
        for symmetry in Symmetry::value_variants() {
            for n in [4, 5, 9] {
                let mut cells: Vec<Cell> = symmetry.orbits(n).concat();
                cells.sort_unstable();
                assert_eq!(
                    cells,
                    (0..(n * n) as Cell).collect::<Vec<_>>(),
                    "{symmetry:?}"
                );
            }
        }
    }

    #[test]
    fn orbits_follow_the_symmetry() {
        let orbits = Symmetry::Rotational.orbits(9);
        assert!(orbits.contains(&vec![0, 80]));
        assert!(orbits.contains(&vec![40]));
        assert!(Symmetry::Quarter.orbits(4).contains(&vec![0, 3, 12, 15]));
        assert!(Symmetry::Mirror.orbits(4).contains(&vec![4, 7]));
        assert!(Symmetry::Diagonal.orbits(4).contains(&vec![1, 4]));
    }
}
