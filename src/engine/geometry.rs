//! Board geometry (SPEC §1): the side N, the regions (boxes of a given shape or a
//! jigsaw layout), the 3N groups (rows, then columns, then regions) and every
//! cell's peers, computed once and shared through an [`Arc`].

use std::fmt;
use std::sync::{Arc, Mutex};

use super::cellset::{Cell, CellSet};
use super::digits::MAX_N;

/// Index of a group: rows are `0..N`, columns `N..2N`, regions `2N..3N`.
pub type GroupIndex = usize;

/// What kind of line or region a group is.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum GroupKind {
    /// A row.
    Row,
    /// A column.
    Column,
    /// A box (or, on jigsaw boards, a region).
    Region,
}

/// Where a row or a column crosses a region, as slots of each (bit `i`: the
/// `i`-th cell of [`Geometry::group_cells`]): locked candidates read a digit's
/// places against it.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Crossing {
    /// The line's cells that lie in the region.
    pub line_slots: u32,
    /// The region's cells that lie on the line.
    pub region_slots: u32,
}

/// How the regions of a board are laid out.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Regions {
    /// Rectangular boxes of `rows × cols` cells.
    Boxes {
        /// Rows of cells in one box.
        rows: usize,
        /// Columns of cells in one box.
        cols: usize,
    },
    /// An explicit layout: the region index of every cell.
    Jigsaw,
}

/// Why a geometry cannot be built.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum GeometryError {
    /// N is outside 4..=25.
    #[error("board size {0} is not supported (4 to 25)")]
    UnsupportedSize(usize),
    /// N has no default box shape; a jigsaw layout or `--box` is needed.
    #[error("a {0}x{0} board has no default box shape: give a jigsaw layout or --box RxC")]
    NoDefaultBoxes(usize),
    /// The box shape does not multiply to N.
    #[error("box shape {rows}x{cols} does not fit a {n}x{n} board ({rows}*{cols} must be {n})")]
    BadBoxShape {
        /// Board side.
        n: usize,
        /// Requested box rows.
        rows: usize,
        /// Requested box columns.
        cols: usize,
    },
    /// The jigsaw layout is wrong; the text says how.
    #[error("bad region layout: {0}")]
    BadLayout(String),
}

/// The shape of a board: everything that does not change while playing.
#[derive(Clone, PartialEq, Eq)]
pub struct Geometry {
    n: usize,
    regions: Regions,
    region_of: Vec<u8>,
    group_cells: Vec<Vec<Cell>>,
    group_sets: Vec<CellSet>,
    cell_groups: Vec<[u16; 3]>,
    cell_slots: Vec<[u8; 3]>,
    /// Per cell, where its row and its column cross its region.
    crossings: Vec<[Crossing; 2]>,
    peers: Vec<Vec<Cell>>,
    peer_sets: Vec<CellSet>,
}

impl fmt::Debug for Geometry {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Geometry")
            .field("n", &self.n)
            .field("regions", &self.regions)
            .finish()
    }
}

/// The default box shape (rows × cols) for a board side, when it has one.
pub fn default_box_shape(n: usize) -> Option<(usize, usize)> {
    match n {
        4 => Some((2, 2)),
        6 => Some((2, 3)),
        8 => Some((2, 4)),
        9 => Some((3, 3)),
        10 => Some((2, 5)),
        12 => Some((3, 4)),
        16 => Some((4, 4)),
        20 => Some((4, 5)),
        25 => Some((5, 5)),
        _ => None,
    }
}

fn check_size(n: usize) -> Result<(), GeometryError> {
    if (4..=MAX_N).contains(&n) {
        Ok(())
    } else {
        Err(GeometryError::UnsupportedSize(n))
    }
}

impl Geometry {
    /// A board of side `n` with its default box shape.
    pub fn standard(n: usize) -> Result<Arc<Geometry>, GeometryError> {
        check_size(n)?;
        let (rows, cols) = default_box_shape(n).ok_or(GeometryError::NoDefaultBoxes(n))?;
        Geometry::boxes(n, rows, cols)
    }

    /// A board of side `n` with boxes of `rows × cols` cells. Box geometries are
    /// built once per shape and shared, so reading many puzzles costs nothing here.
    pub fn boxes(n: usize, rows: usize, cols: usize) -> Result<Arc<Geometry>, GeometryError> {
        check_size(n)?;
        if rows.checked_mul(cols) != Some(n) || rows == 0 {
            return Err(GeometryError::BadBoxShape { n, rows, cols });
        }
        static SHARED: Mutex<Vec<Arc<Geometry>>> = Mutex::new(Vec::new());
        let mut shared = SHARED
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        let shape = Regions::Boxes { rows, cols };
        if let Some(g) = shared.iter().find(|g| g.n == n && g.regions == shape) {
            return Ok(g.clone());
        }
        let region_of = (0..n * n)
            .map(|i| {
                let (r, c) = (i / n, i % n);
                ((r / rows) * (n / cols) + c / cols) as u8
            })
            .collect();
        let geometry = Arc::new(Geometry::build(n, shape, region_of));
        shared.push(geometry.clone());
        Ok(geometry)
    }

    /// A jigsaw board from the region label of every cell (row-major, N² labels,
    /// any N distinct labels). Regions are numbered in the order of their first cell;
    /// each must have N cells and be 4-connected.
    pub fn jigsaw<T: PartialEq + Copy + fmt::Debug>(
        n: usize,
        labels: &[T],
    ) -> Result<Arc<Geometry>, GeometryError> {
        check_size(n)?;
        if labels.len() != n * n {
            return Err(GeometryError::BadLayout(format!(
                "expected {} region labels, found {}",
                n * n,
                labels.len()
            )));
        }
        let mut distinct: Vec<T> = Vec::new();
        let mut region_of = Vec::with_capacity(n * n);
        for &label in labels {
            let index = match distinct.iter().position(|&l| l == label) {
                Some(i) => i,
                None => {
                    distinct.push(label);
                    distinct.len() - 1
                }
            };
            if index >= n {
                return Err(GeometryError::BadLayout(format!(
                    "more than {n} distinct region labels"
                )));
            }
            region_of.push(index as u8);
        }
        if distinct.len() != n {
            return Err(GeometryError::BadLayout(format!(
                "expected {n} regions, found {}",
                distinct.len()
            )));
        }
        for (region, label) in distinct.iter().enumerate() {
            let size = region_of.iter().filter(|&&r| r as usize == region).count();
            if size != n {
                return Err(GeometryError::BadLayout(format!(
                    "region {label:?} has {size} cells, expected {n}"
                )));
            }
            if !is_connected(n, &region_of, region as u8) {
                return Err(GeometryError::BadLayout(format!(
                    "region {label:?} is not connected"
                )));
            }
        }
        Ok(Arc::new(Geometry::build(n, Regions::Jigsaw, region_of)))
    }

    fn build(n: usize, regions: Regions, region_of: Vec<u8>) -> Geometry {
        let cells = n * n;
        let mut group_cells: Vec<Vec<Cell>> = vec![Vec::with_capacity(n); 3 * n];
        let mut cell_groups = Vec::with_capacity(cells);
        let mut cell_slots = Vec::with_capacity(cells);
        for (i, &region) in region_of.iter().enumerate() {
            let (r, c) = (i / n, i % n);
            let groups = [r, n + c, 2 * n + region as usize];
            cell_slots.push(groups.map(|g| group_cells[g].len() as u8));
            for g in groups {
                group_cells[g].push(i as Cell);
            }
            cell_groups.push(groups.map(|g| g as u16));
        }
        let group_sets: Vec<CellSet> = group_cells
            .iter()
            .map(|cs| CellSet::from_cells(cs.iter().copied()))
            .collect();
        let peer_sets: Vec<CellSet> = (0..cells)
            .map(|i| {
                let mut s = CellSet::EMPTY;
                for &g in &cell_groups[i] {
                    s |= group_sets[g as usize];
                }
                s.remove(i as Cell);
                s
            })
            .collect();
        let peers = peer_sets.iter().map(|s| s.iter().collect()).collect();
        let slots_where = |g: usize, keep: &dyn Fn(usize) -> bool| {
            group_cells[g]
                .iter()
                .enumerate()
                .filter(|&(_, &c)| keep(c as usize))
                .fold(0u32, |m, (slot, _)| m | 1 << slot)
        };
        let crossings = (0..cells)
            .map(|i| {
                let [row, col, region] = cell_groups[i].map(usize::from);
                let in_region = |c: usize| region_of[c] == region_of[i];
                [(row, i / n), (col, i % n)].map(|(line, at)| {
                    let on_line = |c: usize| if line == row { c / n } else { c % n } == at;
                    Crossing {
                        line_slots: slots_where(line, &in_region),
                        region_slots: slots_where(region, &on_line),
                    }
                })
            })
            .collect();
        Geometry {
            n,
            regions,
            region_of,
            group_cells,
            group_sets,
            cell_groups,
            cell_slots,
            crossings,
            peers,
            peer_sets,
        }
    }

    /// The board side N (also the number of digits).
    pub fn n(&self) -> usize {
        self.n
    }

    /// The number of cells, N².
    pub fn cell_count(&self) -> usize {
        self.n * self.n
    }

    /// How the regions are laid out.
    pub fn regions(&self) -> &Regions {
        &self.regions
    }

    /// Whether the regions are an explicit jigsaw layout.
    pub fn is_jigsaw(&self) -> bool {
        self.regions == Regions::Jigsaw
    }

    /// The cell at row `r`, column `c` (0-based).
    pub fn cell(&self, r: usize, c: usize) -> Cell {
        (r * self.n + c) as Cell
    }

    /// The row of a cell (0-based).
    pub fn row_of(&self, cell: Cell) -> usize {
        // Read from the cell's groups: a division costs more than a load.
        usize::from(self.cell_groups[cell as usize][0])
    }

    /// The column of a cell (0-based).
    pub fn col_of(&self, cell: Cell) -> usize {
        usize::from(self.cell_groups[cell as usize][1]) - self.n
    }

    /// The region of a cell (0-based).
    pub fn region_of(&self, cell: Cell) -> usize {
        self.region_of[cell as usize] as usize
    }

    /// The region index of every cell, row-major.
    pub fn region_layout(&self) -> &[u8] {
        &self.region_of
    }

    /// The number of groups, 3N.
    pub fn group_count(&self) -> usize {
        3 * self.n
    }

    /// The kind of a group.
    pub fn group_kind(&self, g: GroupIndex) -> GroupKind {
        if g < self.n {
            GroupKind::Row
        } else if g < 2 * self.n {
            GroupKind::Column
        } else {
            GroupKind::Region
        }
    }

    /// The cells of a group in row-major order.
    pub fn group_cells(&self, g: GroupIndex) -> &[Cell] {
        &self.group_cells[g]
    }

    /// The cells of a group as a set.
    pub fn group_set(&self, g: GroupIndex) -> &CellSet {
        &self.group_sets[g]
    }

    /// The row, column and region group of a cell.
    pub fn groups_of(&self, cell: Cell) -> [GroupIndex; 3] {
        self.cell_groups[cell as usize].map(|g| g as usize)
    }

    /// Where a cell stands in the cells of its row, column and region
    /// ([`Self::group_cells`] of each group of [`Self::groups_of`]).
    pub fn slots_of(&self, cell: Cell) -> [usize; 3] {
        self.cell_slots[cell as usize].map(usize::from)
    }

    /// Where the row of `cell` crosses the cell's region.
    pub fn row_crossing(&self, cell: Cell) -> Crossing {
        self.crossings[cell as usize][0]
    }

    /// Where the column of `cell` crosses the cell's region.
    pub fn column_crossing(&self, cell: Cell) -> Crossing {
        self.crossings[cell as usize][1]
    }

    /// The cells sharing a group with `cell` (itself excluded), ascending.
    pub fn peers(&self, cell: Cell) -> &[Cell] {
        &self.peers[cell as usize]
    }

    /// The peers of a cell as a set.
    pub fn peer_set(&self, cell: Cell) -> &CellSet {
        &self.peer_sets[cell as usize]
    }

    /// Whether two different cells share a group.
    pub fn sees(&self, a: Cell, b: Cell) -> bool {
        self.peer_sets[a as usize].contains(b)
    }

    /// A cell as people read it, 1-based: `r3c7`.
    pub fn cell_name(&self, cell: Cell) -> String {
        format!("r{}c{}", self.row_of(cell) + 1, self.col_of(cell) + 1)
    }

    /// A group as people read it, 1-based: `row 3`, `column 3`, `box 3` or `region 3`.
    pub fn group_name(&self, g: GroupIndex) -> String {
        let index = g % self.n + 1;
        match self.group_kind(g) {
            GroupKind::Row => format!("row {index}"),
            GroupKind::Column => format!("column {index}"),
            GroupKind::Region if self.is_jigsaw() => format!("region {index}"),
            GroupKind::Region => format!("box {index}"),
        }
    }
}

fn is_connected(n: usize, region_of: &[u8], region: u8) -> bool {
    let Some(start) = region_of.iter().position(|&r| r == region) else {
        return false;
    };
    let mut seen = vec![false; n * n];
    let mut stack = vec![start];
    seen[start] = true;
    let mut count = 0;
    while let Some(i) = stack.pop() {
        count += 1;
        let (r, c) = (i / n, i % n);
        let mut neighbours = Vec::with_capacity(4);
        if r > 0 {
            neighbours.push(i - n);
        }
        if r + 1 < n {
            neighbours.push(i + n);
        }
        if c > 0 {
            neighbours.push(i - 1);
        }
        if c + 1 < n {
            neighbours.push(i + 1);
        }
        for j in neighbours {
            if !seen[j] && region_of[j] == region {
                seen[j] = true;
                stack.push(j);
            }
        }
    }
    count == region_of.iter().filter(|&&r| r == region).count()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn box_shapes_whose_product_wraps_are_refused() {
        // 5 × 3689348814741910325 wraps to 9 in 64-bit arithmetic.
        let e = Geometry::boxes(9, 5, 3_689_348_814_741_910_325).unwrap_err();
        assert!(matches!(e, GeometryError::BadBoxShape { n: 9, .. }), "{e}");
    }

    #[test]
    fn every_default_size_builds() {
        for n in [4, 6, 8, 9, 10, 12, 16, 20, 25] {
            let g = Geometry::standard(n).unwrap();
            assert_eq!(g.group_count(), 3 * n);
            let Regions::Boxes { rows, cols } = *g.regions() else {
                panic!("boxes expected");
            };
            for cell in 0..g.cell_count() as Cell {
                assert_eq!(g.peers(cell).len(), 3 * (n - 1) - (rows - 1) - (cols - 1));
                for (grp, slot) in g.groups_of(cell).into_iter().zip(g.slots_of(cell)) {
                    assert_eq!(g.group_cells(grp)[slot], cell);
                }
            }
            for grp in 0..g.group_count() {
                assert_eq!(g.group_cells(grp).len(), n);
            }
        }
    }

    #[test]
    fn six_by_six_boxes_are_two_rows_of_three() {
        let g = Geometry::standard(6).unwrap();
        assert_eq!(g.region_of(g.cell(0, 2)), 0);
        assert_eq!(g.region_of(g.cell(0, 3)), 1);
        assert_eq!(g.region_of(g.cell(2, 0)), 2);
        assert_eq!(g.group_name(14), "box 3");
    }

    #[test]
    fn names_are_one_based() {
        let g = Geometry::standard(9).unwrap();
        assert_eq!(g.cell_name(g.cell(2, 6)), "r3c7");
        assert_eq!(g.group_name(0), "row 1");
        assert_eq!(g.group_name(9), "column 1");
        assert_eq!(g.group_name(26), "box 9");
    }

    #[test]
    fn bad_shapes_and_sizes_are_errors() {
        assert!(matches!(
            Geometry::boxes(12, 2, 5),
            Err(GeometryError::BadBoxShape { .. })
        ));
        assert!(Geometry::standard(3).is_err());
        assert!(Geometry::standard(7).is_err());
        assert!(Geometry::boxes(12, 2, 6).is_ok());
    }

    #[test]
    fn jigsaw_layouts_are_checked() {
        let layout: Vec<char> = "AABBAABBCCDDCCDD".chars().collect();
        let g = Geometry::jigsaw(4, &layout).unwrap();
        assert!(g.is_jigsaw());
        assert_eq!(g.group_name(8), "region 1");
        let split: Vec<char> = "ABBAABBACCDDCCDD".chars().collect();
        assert!(matches!(
            Geometry::jigsaw(4, &split),
            Err(GeometryError::BadLayout(_))
        ));
        let uneven: Vec<char> = "AAABABBBCCDDCCDD".chars().collect();
        assert!(Geometry::jigsaw(4, &uneven).is_ok());
        let wrong: Vec<char> = "AAAAABBBCCDDCCDD".chars().collect();
        assert!(Geometry::jigsaw(4, &wrong).is_err());
    }

    #[test]
    fn crossings_are_where_a_line_and_a_region_share_cells() {
        // Boxes of both shapes, and a jigsaw whose regions cross lines unevenly.
        let uneven: Vec<char> = "AAABABBBCCDDCCDD".chars().collect();
        let boards = [
            Geometry::standard(9).unwrap(),
            Geometry::boxes(6, 2, 3).unwrap(),
            Geometry::boxes(12, 4, 3).unwrap(),
            Geometry::jigsaw(4, &uneven).unwrap(),
        ];
        for g in boards {
            for cell in 0..g.cell_count() as Cell {
                let [row, column, region] = g.groups_of(cell);
                for (line, crossing) in [
                    (row, g.row_crossing(cell)),
                    (column, g.column_crossing(cell)),
                ] {
                    let slots_in = |of: GroupIndex, other: GroupIndex| {
                        let cells = g.group_cells(of);
                        (0..cells.len())
                            .filter(|&i| g.groups_of(cells[i]).contains(&other))
                            .fold(0u32, |m, i| m | 1 << i)
                    };
                    assert_eq!(crossing.line_slots, slots_in(line, region));
                    assert_eq!(crossing.region_slots, slots_in(region, line));
                }
            }
        }
    }
}
