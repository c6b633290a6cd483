//! Locked candidates for the general search (SPEC §1 validity, §2 pointing and
//! claiming as a propagation rule): where a line (row or column) crosses a region
//! (box or jigsaw region), a digit that the region keeps inside the crossing leaves
//! the rest of the line (pointing), and a digit that the line keeps inside the
//! crossing leaves the rest of the region (claiming).
//!
//! Both rules only remove candidates that no solution uses, so a search that adds
//! them keeps every solution. One sweep reads each cell twice (once for its row's
//! crossing, once for its column's) and compares one candidate mask per crossing.

use crate::engine::cellset::Cell;
use crate::engine::geometry::Geometry;

/// The crossings of a board's lines with its regions.
pub(super) struct Crossings {
    /// The cells of every crossing, crossing after crossing.
    cells: Vec<Cell>,
    /// Where each crossing's cells start in `cells` (one more entry at the end).
    start: Vec<usize>,
    /// The line (group index) and the region (index among the regions, `0..N`) of
    /// each crossing.
    owner: Vec<(usize, usize)>,
    /// The crossings of each line (rows, then columns), in the line's order.
    of_line: Vec<Vec<usize>>,
    /// The crossings of each region with rows, and with columns.
    of_region: [Vec<Vec<usize>>; 2],
    /// For each cell, its crossing with its row and with its column.
    of_cell: Vec<[usize; 2]>,
    /// Each crossing's candidates in the sweep under way.
    union: Vec<u32>,
}

impl Crossings {
    /// The crossings of `geometry`'s rows and columns with its regions.
    pub(super) fn new(geometry: &Geometry) -> Crossings {
        let n = geometry.n();
        let mut crossings = Crossings {
            cells: Vec::with_capacity(2 * geometry.cell_count()),
            start: vec![0],
            owner: Vec::new(),
            of_line: vec![Vec::new(); 2 * n],
            of_region: [vec![Vec::new(); n], vec![Vec::new(); n]],
            of_cell: vec![[0; 2]; geometry.cell_count()],
            union: Vec::new(),
        };
        for line in 0..2 * n {
            let mut seen: Vec<Option<usize>> = vec![None; n];
            for &c in geometry.group_cells(line) {
                let region = geometry.region_of(c);
                let crossing = *seen[region].get_or_insert_with(|| {
                    crossings.owner.push((line, region));
                    crossings.of_line[line].push(crossings.owner.len() - 1);
                    crossings.of_region[line / n][region].push(crossings.owner.len() - 1);
                    crossings.owner.len() - 1
                });
                crossings.of_cell[c as usize][line / n] = crossing;
            }
        }
        // Lay each crossing's cells out together, crossings in index order.
        let mut members: Vec<Vec<Cell>> = vec![Vec::new(); crossings.owner.len()];
        for (c, pair) in crossings.of_cell.iter().enumerate() {
            for &crossing in pair {
                members[crossing].push(c as Cell);
            }
        }
        for m in members {
            crossings.cells.extend(m);
            crossings.start.push(crossings.cells.len());
        }
        crossings.union = vec![0; crossings.owner.len()];
        crossings
    }

    /// Removes, once, every candidate that pointing or claiming rules out, queuing
    /// each cell left with one candidate; `None` when a cell is left with none,
    /// else whether any candidate went.
    pub(super) fn sweep(
        &mut self,
        geometry: &Geometry,
        cands: &mut [u32],
        queue: &mut Vec<Cell>,
    ) -> Option<bool> {
        for (s, union) in self.union.iter_mut().enumerate() {
            *union = self.cells[self.start[s]..self.start[s + 1]]
                .iter()
                .fold(0, |u, &c| u | cands[c as usize]);
        }
        let mut changed = false;
        // Claiming: a digit in one crossing of a line leaves that crossing's region.
        for line in 0..self.of_line.len() {
            let (only, _) = once_and_twice(&self.union, &self.of_line[line]);
            if only == 0 {
                continue;
            }
            let side = line / geometry.n();
            for &s in &self.of_line[line] {
                let region = self.owner[s].1;
                let (_, elsewhere) = once_and_twice(&self.union, &self.of_region[side][region]);
                let gone = self.union[s] & only & elsewhere;
                if gone != 0 {
                    let cells = geometry.group_cells(2 * geometry.n() + region);
                    let outside = cells
                        .iter()
                        .filter(|&&c| self.of_cell[c as usize][side] != s);
                    changed |= remove(cands, outside, gone, queue)?;
                }
            }
        }
        // Pointing: a digit in one crossing of a region leaves that crossing's line.
        for (side, regions) in self.of_region.iter().enumerate() {
            for crossings in regions {
                let (only, _) = once_and_twice(&self.union, crossings);
                if only == 0 {
                    continue;
                }
                for &s in crossings {
                    let line = self.owner[s].0;
                    let (_, elsewhere) = once_and_twice(&self.union, &self.of_line[line]);
                    let gone = self.union[s] & only & elsewhere;
                    if gone != 0 {
                        let cells = geometry.group_cells(line);
                        let outside = cells
                            .iter()
                            .filter(|&&c| self.of_cell[c as usize][side] != s);
                        changed |= remove(cands, outside, gone, queue)?;
                    }
                }
            }
        }
        Some(changed)
    }
}

/// Over the candidates of some crossings: the digits in exactly one of them, and
/// the digits in two or more.
fn once_and_twice(union: &[u32], crossings: &[usize]) -> (u32, u32) {
    let (mut once, mut twice) = (0u32, 0u32);
    for &s in crossings {
        twice |= once & union[s];
        once |= union[s];
    }
    (once & !twice, twice)
}

/// Removes `gone` from the candidates of `cells`, queuing each cell left with one;
/// `None` when one is left with none, else whether any candidate went.
pub(super) fn remove<'a>(
    cands: &mut [u32],
    cells: impl Iterator<Item = &'a Cell>,
    gone: u32,
    queue: &mut Vec<Cell>,
) -> Option<bool> {
    let mut changed = false;
    for &c in cells {
        let m = cands[c as usize];
        if m & gone != 0 {
            let rest = m & !gone;
            if rest == 0 {
                return None;
            }
            cands[c as usize] = rest;
            changed = true;
            if rest & (rest - 1) == 0 {
                queue.push(c);
            }
        }
    }
    Some(changed)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Sweeps once on a 4×4 board (2×2 boxes) from the given candidates.
    fn sweep(cands: &mut [u32]) -> Option<bool> {
        let geometry = Geometry::standard(4).unwrap();
        let mut queue = Vec::new();
        Crossings::new(&geometry).sweep(&geometry, cands, &mut queue)
    }

    #[test]
    fn pointing_clears_the_rest_of_the_line() {
        // Digit 1 has left r2c1 and r2c2: box 1 keeps it in row 1, so it leaves
        // r1c3 and r1c4. No cell and no group has a single to place.
        let mut cands = vec![0b1111; 16];
        cands[4] = 0b1110;
        cands[5] = 0b1110;
        assert_eq!(sweep(&mut cands), Some(true));
        assert_eq!(cands[2], 0b1110);
        assert_eq!(cands[3], 0b1110);
        assert!(
            cands
                .iter()
                .enumerate()
                .all(|(c, &m)| [2, 3, 4, 5].contains(&c) || m == 0b1111)
        );
    }

    #[test]
    fn claiming_clears_the_rest_of_the_region() {
        // Digit 2 has left r1c3 and r1c4: row 1 keeps it in box 1, so it leaves
        // r2c1 and r2c2.
        let mut cands = vec![0b1111; 16];
        cands[2] = 0b1101;
        cands[3] = 0b1101;
        assert_eq!(sweep(&mut cands), Some(true));
        assert_eq!(cands[4], 0b1101);
        assert_eq!(cands[5], 0b1101);
    }

    #[test]
    fn nothing_locked_leaves_the_candidates() {
        let mut cands = vec![0b1111; 16];
        assert_eq!(sweep(&mut cands), Some(false));
        assert!(cands.iter().all(|&m| m == 0b1111));
    }

    #[test]
    fn a_cell_left_empty_is_a_contradiction() {
        // Box 1 keeps digit 1 in row 1, where r1c4 can hold nothing else.
        let mut cands = vec![0b1111; 16];
        cands[4] = 0b1110;
        cands[5] = 0b1110;
        cands[3] = 0b0001;
        assert_eq!(sweep(&mut cands), None);
    }

    #[test]
    fn jigsaw_crossings_cover_every_cell_twice() {
        let layout: Vec<u8> = [
            0, 0, 0, 1, //
            0, 2, 1, 1, //
            2, 2, 3, 1, //
            2, 3, 3, 3,
        ]
        .to_vec();
        let geometry = Geometry::jigsaw(4, &layout).unwrap();
        let crossings = Crossings::new(&geometry);
        let mut counts = [0; 16];
        for &c in &crossings.cells {
            counts[c as usize] += 1;
        }
        assert!(counts.iter().all(|&k| k == 2));
    }
}
