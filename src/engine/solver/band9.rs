//! The fast path of the exact solver (SPEC §1) for the 9×9 of 3×3 boxes, behind the
//! same interface as the general search and counting the same solutions.
//!
//! The board is held as per-digit bitboards cut into bands: for each digit and each
//! band of three rows, a 27-bit mask of the cells that may still hold the digit (bit
//! `(row % 3) * 9 + col`; placed digits keep their bit). One search node:
//! - *band shapes*: in a band a digit takes one cell in each row and each box, so its
//!   rows map one-to-one onto its boxes; every row–box pair that fits no such mapping
//!   is removed (locked candidates inside the band, by table);
//! - naked singles (a cell left with one digit) and hidden singles (a digit left with
//!   one cell in a row, column or box), each placement clearing its peers;
//! - repeated to a fixed point, then a branch on the first cell with two candidates
//!   (else the first cell with the fewest), digits ascending.

use super::{SolveLimits, SolveResult, Tally};
use crate::engine::digits::Digit;
use crate::engine::geometry::{Geometry, Regions};

/// Whether the band search serves this board.
pub(super) fn fits(geometry: &Geometry) -> bool {
    geometry.n() == 9 && *geometry.regions() == Regions::Boxes { rows: 3, cols: 3 }
}

/// All 27 cells of a band.
const BAND: u32 = 0x7FF_FFFF;

/// For a row of a band (9 bits), the boxes (3 bits) where it has a bit.
const ROW_BOXES: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut x = 0;
    while x < 512 {
        let mut k = 0;
        while k < 3 {
            if x & (0x7 << (3 * k)) != 0 {
                t[x] |= 1 << k;
            }
            k += 1;
        }
        x += 1;
    }
    t
};

/// For a row of a band (9 bits), its bit when it has exactly one, else 0.
const ALONE_IN_ROW: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut x = 1;
    while x < 512 {
        if x & (x - 1) == 0 {
            t[x] = x as u32;
        }
        x += 1;
    }
    t
};

/// For a row of a band (9 bits), its bits that are alone in their box's three cells.
const ALONE_IN_BOX_ROW: [u32; 512] = {
    let mut t = [0u32; 512];
    let mut x = 0;
    while x < 512 {
        let mut k = 0;
        while k < 3 {
            let seg = (x >> (3 * k)) & 0x7;
            if seg != 0 && seg & (seg - 1) == 0 {
                t[x] |= (seg << (3 * k)) as u32;
            }
            k += 1;
        }
        x += 1;
    }
    t
};

/// For a set of boxes of a band (3 bits), their cells in one row (9 bits).
const BOX_CELLS: [u32; 8] = [0, 0x7, 0x38, 0x3F, 0x1C0, 0x1C7, 0x1F8, 0x1FF];

/// For the row–box pairs where a digit may be in a band (bit `row * 3 + box`), the
/// band cells left by every one-to-one map of rows onto boxes among them (0 when
/// there is none).
const BAND_SHAPES: [u32; 512] = {
    const PERMUTATIONS: [[usize; 3]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut t = [0u32; 512];
    let mut s = 0;
    while s < 512 {
        let mut p = 0;
        while p < 6 {
            let m = PERMUTATIONS[p];
            if s & (1 << m[0]) != 0 && s & (1 << (3 + m[1])) != 0 && s & (1 << (6 + m[2])) != 0 {
                t[s] |= (0x7 << (3 * m[0])) | (0x7 << (9 + 3 * m[1])) | (0x7 << (18 + 3 * m[2]));
            }
            p += 1;
        }
        s += 1;
    }
    t
};

/// For a band cell, the band cells that are not its peers, the cell included.
const KEEP_IN_BAND: [u32; 27] = {
    let mut t = [0u32; 27];
    let mut p = 0;
    while p < 27 {
        let (r, c) = (p / 9, p % 9);
        let mut q = 0;
        while q < 27 {
            let (r2, c2) = (q / 9, q % 9);
            let peer = r2 == r || c2 == c || c2 / 3 == c / 3;
            if q == p || !peer {
                t[p] |= 1 << q;
            }
            q += 1;
        }
        p += 1;
    }
    t
};

/// The three cells of a column inside a band.
const fn column(c: usize) -> u32 {
    0x40201 << c
}

/// Per-digit bitboards cut into bands: `f[band * 9 + digit]`.
#[derive(Clone, Copy)]
struct Board {
    f: [u32; 27],
    /// `f` as it was when its band shapes were last worked out.
    shaped: [u32; 27],
    /// The unsolved cells of each band.
    unsolved: [u32; 3],
    /// Each digit's three bands as they were when last scanned for hidden singles.
    scanned: [[u32; 3]; 9],
}

impl Board {
    /// Places digit index `d` at band `b`, band cell `p`; false when the digit can no
    /// longer go there.
    fn place(&mut self, d: usize, b: usize, p: u32) -> bool {
        let bit = 1u32 << p;
        let i = b * 9 + d;
        let x = self.f[i];
        if x & bit == 0 {
            return false;
        }
        for m in &mut self.f[b * 9..b * 9 + 9] {
            *m &= !bit;
        }
        self.f[i] = x & KEEP_IN_BAND[p as usize];
        let col = !column(p as usize % 9);
        let (o1, o2) = match b {
            0 => (1, 2),
            1 => (0, 2),
            _ => (0, 1),
        };
        self.f[o1 * 9 + d] &= col;
        self.f[o2 * 9 + d] &= col;
        self.unsolved[b] &= !bit;
        true
    }

    /// Restricts every changed digit-band to the shapes a digit can take in a band,
    /// to a fixed point; false on a contradiction.
    fn shape_bands(&mut self) -> bool {
        let mut changed = true;
        while changed {
            changed = false;
            for i in 0..27 {
                if self.f[i] == self.shaped[i] {
                    continue;
                }
                let x = self.f[i];
                let s = ROW_BOXES[(x & 0x1FF) as usize]
                    | ROW_BOXES[((x >> 9) & 0x1FF) as usize] << 3
                    | ROW_BOXES[(x >> 18) as usize] << 6;
                let y = x & BAND_SHAPES[s as usize];
                if y == 0 {
                    return false;
                }
                self.f[i] = y;
                self.shaped[i] = y;
                changed |= y != x;
            }
        }
        true
    }

    /// Places every naked single; `None` on a contradiction, else whether any was
    /// placed.
    fn naked_singles(&mut self) -> Option<bool> {
        let mut found = false;
        for b in 0..3 {
            let (mut once, mut twice) = (0u32, 0u32);
            for d in 0..9 {
                let m = self.f[b * 9 + d];
                twice |= once & m;
                once |= m;
            }
            if self.unsolved[b] & !once != 0 {
                return None;
            }
            let mut singles = once & !twice & self.unsolved[b];
            while singles != 0 {
                let p = singles.trailing_zeros();
                singles &= singles - 1;
                let d = (0..9).find(|&d| self.f[b * 9 + d] & (1 << p) != 0)?;
                if !self.place(d, b, p) {
                    return None;
                }
                found = true;
            }
        }
        Some(found)
    }

    /// Places every hidden single (in a row, a column or a box); `None` on a
    /// contradiction (a digit with no place in a group included), else whether any
    /// was placed.
    fn hidden_singles(&mut self) -> Option<bool> {
        let mut found = false;
        for d in 0..9 {
            let now = [self.f[d], self.f[9 + d], self.f[18 + d]];
            if now == self.scanned[d] {
                continue;
            }
            self.scanned[d] = now;
            let mut cols = [0u32; 3];
            let (mut seen, mut seen_twice) = (0u32, 0u32);
            for (b, col) in cols.iter_mut().enumerate() {
                let x = self.f[b * 9 + d];
                let (r0, r1, r2) = (x & 0x1FF, (x >> 9) & 0x1FF, x >> 18);
                let present = r0 | r1 | r2;
                seen_twice |= seen & present;
                seen |= present;
                // Columns with exactly one cell of the digit in this band.
                *col = (r0 ^ r1 ^ r2) & !(r0 & r1 & r2);
            }
            let in_one_band = seen & !seen_twice;
            if seen != 0x1FF {
                return None;
            }
            for (b, &col) in cols.iter().enumerate() {
                let x = self.f[b * 9 + d];
                let (r0, r1, r2) = (x & 0x1FF, (x >> 9) & 0x1FF, x >> 18);
                let (b0, b1, b2) = (
                    ROW_BOXES[r0 as usize],
                    ROW_BOXES[r1 as usize],
                    ROW_BOXES[r2 as usize],
                );
                if b0 | b1 | b2 != 0x7 {
                    return None;
                }
                // Alone in their column, their row, their box.
                let c = col & in_one_band;
                let mut singles = x & (c | c << 9 | c << 18);
                singles |= ALONE_IN_ROW[r0 as usize]
                    | ALONE_IN_ROW[r1 as usize] << 9
                    | ALONE_IN_ROW[r2 as usize] << 18;
                singles |= ALONE_IN_BOX_ROW[r0 as usize] & BOX_CELLS[(!(b1 | b2) & 0x7) as usize]
                    | (ALONE_IN_BOX_ROW[r1 as usize] & BOX_CELLS[(!(b0 | b2) & 0x7) as usize]) << 9
                    | (ALONE_IN_BOX_ROW[r2 as usize] & BOX_CELLS[(!(b0 | b1) & 0x7) as usize])
                        << 18;
                let mut new = singles & self.unsolved[b];
                while new != 0 {
                    let p = new.trailing_zeros();
                    new &= new - 1;
                    if self.unsolved[b] & (1 << p) != 0 && !self.place(d, b, p) {
                        return None;
                    }
                    found = true;
                }
            }
        }
        Some(found)
    }

    /// Propagates to a fixed point; false on a contradiction.
    fn propagate(&mut self) -> bool {
        loop {
            if !self.shape_bands() {
                return false;
            }
            let hidden = match self.hidden_singles() {
                None => return false,
                Some(found) => found,
            };
            match self.naked_singles() {
                None => return false,
                Some(naked) => {
                    if !naked && !hidden {
                        return true;
                    }
                }
            }
        }
    }

    /// The cell to branch on (band, band cell), `None` when every cell is solved:
    /// the first cell with two candidates, else the first with the fewest.
    fn branch_cell(&self) -> Option<(usize, u32)> {
        let mut best: Option<(u32, usize, u32)> = None;
        for b in 0..3 {
            let u = self.unsolved[b];
            if u == 0 {
                continue;
            }
            let (mut one, mut two, mut three) = (0u32, 0u32, 0u32);
            for d in 0..9 {
                let m = self.f[b * 9 + d];
                three |= two & m;
                two |= one & m;
                one |= m;
            }
            let pairs = two & !three & u;
            if pairs != 0 {
                return Some((b, pairs.trailing_zeros()));
            }
            let mut cells = u;
            while cells != 0 {
                let p = cells.trailing_zeros();
                cells &= cells - 1;
                let k = (0..9)
                    .filter(|&d| self.f[b * 9 + d] & (1 << p) != 0)
                    .count() as u32;
                if best.is_none_or(|(bk, _, _)| k < bk) {
                    best = Some((k, b, p));
                }
            }
        }
        best.map(|(_, b, p)| (b, p))
    }

    /// The solved grid, row-major.
    fn grid(&self) -> Vec<Digit> {
        let mut grid = vec![0; 81];
        for d in 0..9 {
            for b in 0..3 {
                let mut x = self.f[b * 9 + d] & BAND;
                while x != 0 {
                    let p = x.trailing_zeros() as usize;
                    x &= x - 1;
                    grid[b * 27 + p] = d as Digit + 1;
                }
            }
        }
        grid
    }
}

/// Counts the solutions of `start` (one candidate mask per cell, bit `d - 1` for
/// digit `d`, 81 cells row-major).
pub(super) fn search(limits: SolveLimits, start: &[u32]) -> SolveResult {
    let mut search = Search {
        tally: Tally::new(limits),
    };
    if let Some(board) = initial_board(start) {
        search.explore(board);
    }
    search.tally.result()
}

/// The board of the start masks with its single-candidate cells placed and
/// propagated, `None` on a contradiction.
fn initial_board(start: &[u32]) -> Option<Board> {
    let mut board = Board {
        f: [0; 27],
        shaped: [0; 27],
        unsolved: [BAND; 3],
        scanned: [[0; 3]; 9],
    };
    for (cell, &m) in start.iter().enumerate() {
        let (b, p) = (cell / 27, cell % 27);
        for d in 0..9 {
            if m & (1 << d) != 0 {
                board.f[b * 9 + d] |= 1 << p;
            }
        }
    }
    for (cell, &m) in start.iter().enumerate() {
        if m == 0 {
            return None;
        }
        if m & (m - 1) == 0 {
            let (b, p) = (cell / 27, (cell % 27) as u32);
            if !board.place(m.trailing_zeros() as usize, b, p) {
                return None;
            }
        }
    }
    board.propagate().then_some(board)
}

struct Search {
    tally: Tally,
}

impl Search {
    /// Explores a propagated board depth-first.
    fn explore(&mut self, board: Board) {
        let Some((b, p)) = board.branch_cell() else {
            self.tally.found(board.grid());
            return;
        };
        for d in 0..9 {
            if board.f[b * 9 + d] & (1 << p) == 0 {
                continue;
            }
            if !self.tally.guess() {
                return;
            }
            let mut next = board;
            if next.place(d, b, p) && next.propagate() {
                self.explore(next);
            }
            if self.tally.out_of_budget() {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{SolveStatus, generic};
    use super::*;

    fn masks(s: &str) -> Vec<u32> {
        s.bytes()
            .map(|b| match b {
                b'1'..=b'9' => 1 << (b - b'1'),
                _ => 0x1FF,
            })
            .collect()
    }

    /// The band search and the general search agree on status and solutions.
    fn agree(start: Vec<u32>) {
        let geometry = Geometry::standard(9).unwrap();
        let limits = SolveLimits::default();
        let fast = search(limits, &start);
        let general = generic::search(&geometry, limits, start);
        assert_eq!(fast.status, general.status);
        assert_eq!(fast.solutions.len(), general.solutions.len());
        if fast.status == SolveStatus::Unique {
            assert_eq!(fast.solutions, general.solutions);
        }
        for grid in &fast.solutions {
            let p = crate::engine::Position::from_givens(geometry.clone(), grid);
            assert!(p.is_solved());
        }
    }

    #[test]
    fn agrees_with_the_general_search() {
        for s in [
            // Unique (17 givens), several (a row of givens), none (two 1s in a box).
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "123456789........................................................................",
            "1........1.......................................................................",
            "11...............................................................................",
            ".................................................................................",
        ] {
            agree(masks(s));
        }
    }

    #[test]
    fn candidates_restrict_the_search() {
        let mut start = masks(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        let unique = search(SolveLimits::default(), &start);
        let digit = unique.solutions[0][1];
        start[1] &= !(1 << (digit - 1));
        assert_eq!(
            search(SolveLimits::default(), &start).status,
            SolveStatus::NoSolution
        );
        agree(start);
    }
}
