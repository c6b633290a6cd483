//! The fast path of the exact solver (SPEC §1) for the 9×9 of 3×3 boxes, behind the
//! same interface as the general search and counting the same solutions.
//!
//! The board is held as per-digit bitboards cut into bands: for each digit and each
//! band of three rows, a 27-bit mask of the cells that may still hold the digit (bit
//! `(row % 3) * 9 + col`; a solved cell keeps its digit's bit). One search node
//! propagates to a fixed point of three rules:
//! - *band shapes*: in a band a digit takes one cell in each row and each box, so its
//!   rows map one-to-one onto its boxes; every row–box pair that fits no such mapping
//!   is removed (locked candidates inside the band, by table). A row left with one
//!   cell places the digit there: the cell loses its other digits and the digit
//!   leaves the cell's column in the other bands (the shape has already cleared the
//!   rest of its box). A box left with one cell leaves its row with one cell too;
//! - naked singles: a cell left with one digit clears that digit from its row, box
//!   and column inside the band, which leaves its row with one cell;
//! - hidden singles in a column: the cell loses its other digits, as above.
//!
//! A digit-band is shaped again only when it changed since it was last shaped. The
//! fixed point does not depend on the order the rules are applied in, so neither do
//! the guesses. The search branches on the first cell with two candidates (else the
//! first cell with the fewest), digits ascending.

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

/// The three rows of a band mask (9 bits each).
fn rows(x: u32) -> [usize; 3] {
    [
        (x & 0x1FF) as usize,
        ((x >> 9) & 0x1FF) as usize,
        (x >> 18) as usize,
    ]
}

/// The columns (9 bits) where a band mask has a bit.
fn columns_of(x: u32) -> u32 {
    (x | x >> 9 | x >> 18) & 0x1FF
}

/// Every band cell of a set of columns (9 bits).
fn column_cells(c: u32) -> u32 {
    c | c << 9 | c << 18
}

/// Per-digit bitboards cut into bands, band by band: `f[band * 9 + digit]`.
#[derive(Clone, Copy)]
struct Board {
    f: [u32; 27],
    /// `f` as it was when last brought to its band shape (`!0` before that).
    shaped: [u32; 27],
    /// The unsolved cells of each band.
    unsolved: [u32; 3],
    /// Each digit's three bands as they were when last scanned for column singles
    /// (`!0` before that).
    scanned: [[u32; 3]; 9],
}

impl Board {
    /// Gives band cell `p` of band `b` to digit index `d`: the cell loses its other
    /// digits, and the digit its other cells in the cell's row, box and column
    /// inside the band (the rest follows when the band is shaped).
    fn claim(&mut self, d: usize, b: usize, p: u32) {
        let bit = 1u32 << p;
        let keep = self.f[b * 9 + d] & KEEP_IN_BAND[p as usize];
        for e in 0..9 {
            self.f[b * 9 + e] &= !bit;
        }
        self.f[b * 9 + d] = keep;
    }

    /// Brings every changed digit-band to its band shape and places the digit in its
    /// rows left with one cell, to a fixed point; false on a contradiction. Each
    /// round shapes the digit-bands that changed since they were last shaped, as
    /// found at its start; what a round changes, the next one shapes.
    fn shape_bands(&mut self) -> bool {
        loop {
            let mut changed = self.changed();
            if changed == 0 {
                return true;
            }
            while changed != 0 {
                let i = changed.trailing_zeros() as usize;
                changed &= changed - 1;
                if !self.shape(i) {
                    return false;
                }
            }
        }
    }

    /// The digit-bands that changed since they were last shaped, bit `i` for
    /// `f[i]`: compared all at once, without a branch.
    fn changed(&self) -> u32 {
        self.f
            .iter()
            .zip(&self.shaped)
            .enumerate()
            .fold(0, |m, (i, (f, shaped))| m | u32::from(f != shaped) << i)
    }

    /// Shapes digit-band `i` and places the digit in its rows left with one cell;
    /// false when the digit has no shape left in the band.
    fn shape(&mut self, i: usize) -> bool {
        let (d, b) = (i % 9, i / 9);
        let [r0, r1, r2] = rows(self.f[i]);
        let s = (ROW_BOXES[r0] | ROW_BOXES[r1] << 3 | ROW_BOXES[r2] << 6) & 0x1FF;
        let y = self.f[i] & BAND_SHAPES[s as usize];
        if y == 0 {
            return false;
        }
        self.shaped[i] = y;
        let [r0, r1, r2] = rows(y);
        let alone = ALONE_IN_ROW[r0] | ALONE_IN_ROW[r1] << 9 | ALONE_IN_ROW[r2] << 18;
        let placed = alone & self.unsolved[b];
        if placed != 0 {
            self.unsolved[b] &= !placed;
            for e in 0..9 {
                self.f[b * 9 + e] &= !placed;
            }
            // The digit leaves the placed cells' columns in every band, then gets
            // its own band back.
            let clear = !column_cells(columns_of(placed));
            self.f[d] &= clear;
            self.f[9 + d] &= clear;
            self.f[18 + d] &= clear;
        }
        self.f[i] = y;
        true
    }

    /// Claims every naked single; `None` on an unsolved cell with no digit left,
    /// else whether any was found.
    fn naked_singles(&mut self) -> Option<bool> {
        let mut found = false;
        for b in 0..3 {
            let (mut once, mut twice) = (0u32, 0u32);
            for d in 0..9 {
                let m = self.f[b * 9 + d];
                twice |= once & m;
                once |= m;
            }
            let unsolved = self.unsolved[b];
            if unsolved & !once != 0 {
                return None;
            }
            let singles = once & !twice & unsolved;
            if singles == 0 {
                continue;
            }
            found = true;
            for d in 0..9 {
                let mut m = self.f[b * 9 + d] & singles;
                while m != 0 {
                    let p = m.trailing_zeros();
                    m &= m - 1;
                    self.f[b * 9 + d] &= KEEP_IN_BAND[p as usize];
                }
            }
        }
        Some(found)
    }

    /// Claims every hidden single in a column, looking only at the digits whose
    /// bands changed since they were last scanned; `None` on a digit missing from
    /// a column, else whether any was found.
    fn column_singles(&mut self) -> Option<bool> {
        let mut found = false;
        for d in 0..9 {
            let now = [self.f[d], self.f[9 + d], self.f[18 + d]];
            let was = self.scanned[d];
            if (now[0] ^ was[0]) | (now[1] ^ was[1]) | (now[2] ^ was[2]) == 0 {
                continue;
            }
            self.scanned[d] = now;
            let (mut seen, mut seen_twice) = (0u32, 0u32);
            let mut once_in_band = [0u32; 3];
            for (b, once) in once_in_band.iter_mut().enumerate() {
                let x = self.f[b * 9 + d];
                let (r0, r1, r2) = (x & 0x1FF, (x >> 9) & 0x1FF, x >> 18);
                let present = r0 | r1 | r2;
                seen_twice |= seen & present;
                seen |= present;
                *once = (r0 ^ r1 ^ r2) & !(r0 & r1 & r2);
            }
            if seen != 0x1FF {
                return None;
            }
            let alone = seen & !seen_twice;
            for (b, once) in once_in_band.into_iter().enumerate() {
                let mut cells = self.f[b * 9 + d] & column_cells(alone & once) & self.unsolved[b];
                while cells != 0 {
                    let p = cells.trailing_zeros();
                    cells &= cells - 1;
                    self.claim(d, b, p);
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
            match self.naked_singles() {
                None => return false,
                Some(true) => continue,
                Some(false) => {}
            }
            match self.column_singles() {
                None => return false,
                Some(true) => {}
                Some(false) => return true,
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
                let mut x = self.f[b * 9 + d];
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
    count(limits, initial_board(start))
}

/// Counts the solutions of a grid of placed digits (81 cells row-major, 0 =
/// empty): the same search as [`search`] on the masks of those digits, with
/// every empty cell open to all nine.
pub(super) fn search_digits(limits: SolveLimits, digits: &[Digit]) -> SolveResult {
    count(limits, placed_board(digits))
}

/// Counts the solutions from a starting board (none when it already breaks).
fn count(limits: SolveLimits, board: Option<Board>) -> SolveResult {
    let mut search = Search {
        tally: Tally::new(limits),
    };
    if let Some(board) = &board {
        search.explore(board);
    }
    search.tally.result()
}

/// The board before any propagation: every cell open to every digit.
const OPEN: Board = Board {
    f: [BAND; 27],
    shaped: [!0; 27],
    unsolved: [BAND; 3],
    scanned: [[!0; 3]; 9],
};

/// The board of placed digits, claimed and propagated as [`initial_board`] does
/// with their masks, `None` on a contradiction. A placed cell leaves the other
/// digits' bands and clears its digit from its peers in the band; the two steps
/// commute, so each digit-band is built at once from the cells placed in it.
fn placed_board(digits: &[Digit]) -> Option<Board> {
    let mut board = OPEN;
    // Per band, the placed cells; per digit-band, its placed cells and the cells
    // its digit keeps after clearing their peers.
    let mut placed = [0u32; 3];
    let mut own = [0u32; 27];
    let mut keep = [BAND; 27];
    for (cell, &v) in digits.iter().enumerate() {
        if v == 0 {
            continue;
        }
        // A digit past 9 has no mask among the nine: no solution, as with masks.
        if v > 9 {
            return None;
        }
        let (b, p) = (cell / 27, cell % 27);
        let i = b * 9 + (v as usize - 1);
        placed[b] |= 1 << p;
        own[i] |= 1 << p;
        keep[i] &= KEEP_IN_BAND[p];
    }
    for (i, f) in board.f.iter_mut().enumerate() {
        *f = (!placed[i / 9] | own[i]) & keep[i] & BAND;
    }
    board.propagate().then_some(board)
}

/// The board of the start masks with its single-candidate cells claimed and
/// propagated, `None` on a contradiction.
fn initial_board(start: &[u32]) -> Option<Board> {
    let mut board = OPEN;
    for (cell, &m) in start.iter().enumerate() {
        let m = m & 0x1FF;
        if m == 0x1FF {
            continue;
        }
        if m == 0 {
            return None;
        }
        let (b, p) = (cell / 27, cell % 27);
        let mut absent = !m & 0x1FF;
        while absent != 0 {
            let d = absent.trailing_zeros() as usize;
            absent &= absent - 1;
            board.f[b * 9 + d] &= !(1 << p);
        }
        if m & (m - 1) == 0 {
            board.f[b * 9 + m.trailing_zeros() as usize] &= KEEP_IN_BAND[p];
        }
    }
    board.propagate().then_some(board)
}

struct Search {
    tally: Tally,
}

impl Search {
    /// Explores a propagated board depth-first.
    fn explore(&mut self, board: &Board) {
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
            let mut next = *board;
            next.claim(d, b, p);
            if next.propagate() {
                self.explore(&next);
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
            // Unique, hard: many guesses.
            "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
            "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9",
            // A dead cell among givens that repeat nothing: r1c9 can hold nothing.
            "12345678.........9...............................................................",
        ] {
            agree(masks(s));
        }
    }

    #[test]
    fn placed_digits_search_as_their_masks() {
        for s in [
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "123456789........................................................................",
            "11...............................................................................",
            ".................................................................................",
            "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
            "12345678.........9...............................................................",
            "A................................................................................",
        ] {
            let digits: Vec<Digit> = s
                .bytes()
                .map(|b| match b {
                    b'1'..=b'9' => b - b'0',
                    b'A' => 10,
                    _ => 0,
                })
                .collect();
            let start: Vec<u32> = digits
                .iter()
                .map(|&d| if d == 0 { 0x1FF } else { 1 << (d - 1) })
                .collect();
            let limits = SolveLimits::default();
            assert_eq!(
                search_digits(limits, &digits),
                search(limits, &start),
                "{s}"
            );
        }
    }

    #[test]
    fn agrees_when_givens_are_removed_or_wrong() {
        let puzzle =
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
        let solution = search(SolveLimits::default(), &masks(puzzle)).solutions[0].clone();
        // Fewer givens: several solutions.
        for given in puzzle.match_indices(|c| c != '.').map(|(i, _)| i).take(4) {
            let mut fewer = puzzle.to_string();
            fewer.replace_range(given..given + 1, ".");
            agree(masks(&fewer));
        }
        // An extra given that repeats nothing but disagrees with the solution:
        // no solution, found only by searching.
        let mut wrong = masks(puzzle);
        let cell = puzzle.find('.').unwrap();
        let digit = (1..=9u8)
            .find(|&d| {
                d != solution[cell]
                    && (0..81).all(|c| {
                        let peer = c / 9 == cell / 9
                            || c % 9 == cell % 9
                            || (c / 27, c % 9 / 3) == (cell / 27, cell % 9 / 3);
                        !peer || wrong[c] != 1 << (d - 1)
                    })
            })
            .unwrap();
        wrong[cell] = 1 << (digit - 1);
        assert_eq!(
            search(SolveLimits::default(), &wrong).status,
            SolveStatus::NoSolution
        );
        agree(wrong);
    }

    #[test]
    fn a_spent_budget_leaves_the_count_undecided() {
        let hard =
            "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1";
        let full = search(SolveLimits::default(), &masks(hard));
        assert_eq!(full.status, SolveStatus::Unique);
        assert!(full.nodes > 3);
        for max_nodes in [0, 1, 3] {
            let limits = SolveLimits {
                max_solutions: 2,
                max_nodes,
            };
            let cut = search(limits, &masks(hard));
            assert_eq!(cut.status, SolveStatus::Undecided);
            assert_eq!(cut.nodes, max_nodes);
        }
        // Enough for the whole search: the same count.
        let limits = SolveLimits {
            max_solutions: 2,
            max_nodes: full.nodes,
        };
        assert_eq!(search(limits, &masks(hard)), full);
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
