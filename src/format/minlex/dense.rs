//! The least digits of a dense board's minimal form (issue 24; the puzzle key
//! of SPEC §11): given the least pattern, the least relabelled grid among every
//! choice of rows and columns that gives it, found by branch and bound with the
//! relabelling built in.
//!
//! A dense board (more than half the cells given, up to a solution grid) has
//! full or nearly full rows, so the pattern leaves almost every column order
//! free; listing them is out of reach (1296 per row order on a 9×9, some 8
//! million on a 16×16). The search instead builds the grid cell by cell,
//! row-major, and compares each cell with the least grid found so far, giving
//! up a choice as soon as its prefix is greater:
//!
//! - Output row 0 is forced whatever the column order: its given cells are
//!   digits met for the first time, so they read 1, 2, 3, … in order. Its
//!   columns are left unplaced; each position only remembers the label its
//!   digit will take.
//! - Output row 1 places the columns, position by position: each column the
//!   stacks still allow is tried at the next free position. Its digit, when
//!   row 0 holds it in an unplaced column, takes the label of the position that
//!   column goes to, tried least first, so the least choice is met first and
//!   the others are cut off by the comparison.
//! - Every later row has its columns placed: each row the bands allow is read
//!   through the fixed order and relabelled as it goes.
//!
//! This needs the digits of a row and of a column to differ (row 0's cells are
//! then all new digits); a board with a repeated digit is left to the search
//! of the sparse boards.

use super::{Board, MAX_SIDE};

/// The most steps (a row or a column tried) before the search gives up.
pub const MAX_STEPS: usize = 1 << 22;

/// No row, column, position, stack or slot (yet).
const NONE: u8 = u8::MAX;

/// Whether no row and no column of the board holds a digit twice (and every
/// digit is at most the side).
pub(super) fn lines_distinct(board: &Board) -> bool {
    let n = board.n;
    (0..n).all(|line| {
        [false, true].iter().all(|&transposed| {
            let mut seen = 0u32;
            (0..n).all(|i| {
                let d = usize::from(board.value(transposed, line, i));
                if d > n || (d != 0 && seen & (1 << d) != 0) {
                    return false;
                }
                seen |= 1 << d;
                true
            })
        })
    })
}

/// The least relabelled grid, row-major, among every choice of rows and
/// columns whose pattern is `pattern` (one mask per row, the first column in
/// the highest of the `n` bits); `None` past [`MAX_STEPS`] steps.
pub(super) fn least_digits(board: &Board, pattern: &[u32]) -> Option<Vec<u8>> {
    let n = board.n;
    let mut search = Search {
        board,
        pattern,
        cur: vec![0; n * n],
        best: vec![u8::MAX; n * n],
        steps: 0,
    };
    let start = Partial {
        transposed: false,
        rows: [NONE; MAX_SIDE],
        col_at: [NONE; MAX_SIDE],
        pos_of: [NONE; MAX_SIDE],
        stack_at: [NONE; MAX_SIDE],
        slot_of: [NONE; MAX_SIDE],
        label: [0; MAX_SIDE + 1],
        next: 1,
        pending: [0; MAX_SIDE],
        first: [NONE; MAX_SIDE + 1],
    };
    search.row(0, &start, true)?;
    if board.r == board.c {
        let turned = Partial {
            transposed: true,
            ..start
        };
        search.row(0, &turned, true)?;
    }
    (search.best[0] != u8::MAX).then_some(search.best)
}

/// One partial choice of the search.
#[derive(Clone, Copy)]
struct Partial {
    /// Whether the grid is read transposed.
    transposed: bool,
    /// Output row k is row `rows[k]` of the (possibly transposed) grid.
    rows: [u8; MAX_SIDE],
    /// The column at each output position, once placed.
    col_at: [u8; MAX_SIDE],
    /// The output position of each column, once placed.
    pos_of: [u8; MAX_SIDE],
    /// The stack at each output slot of `c` positions, once placed.
    stack_at: [u8; MAX_SIDE],
    /// The output slot of each stack, once placed.
    slot_of: [u8; MAX_SIDE],
    /// Each digit's label, 0 while it has none.
    label: [u8; MAX_SIDE + 1],
    /// The label the next new digit takes.
    next: u8,
    /// The label of row 0's digit at each output position (0 where empty).
    pending: [u8; MAX_SIDE],
    /// The column of each digit in row 0, `NONE` when the row lacks it.
    first: [u8; MAX_SIDE + 1],
}

/// The search's board, target pattern, and the grids it compares.
struct Search<'a, 'b> {
    board: &'a Board<'b>,
    pattern: &'a [u32],
    /// The grid of the choice being built, valid up to the cell being tried.
    cur: Vec<u8>,
    /// The least grid found so far (`u8::MAX` everywhere before the first).
    best: Vec<u8>,
    steps: usize,
}

impl Search<'_, '_> {
    /// Whether output cell (`k`, `q`) is given in the least pattern.
    fn given_at(&self, k: usize, q: usize) -> bool {
        self.pattern[k] >> (self.board.n - 1 - q) & 1 != 0
    }

    /// Writes `v` at cell `i` of the current grid and compares it with the best
    /// one: `None` when the prefix is now greater, else whether it still equals
    /// the best one's (`tight`: whether it did before this cell).
    fn compare(&mut self, i: usize, v: u8, tight: bool) -> Option<bool> {
        self.cur[i] = v;
        if !tight {
            return Some(false);
        }
        (v <= self.best[i]).then_some(v == self.best[i])
    }

    /// Counts a step; `None` past the budget.
    fn step(&mut self) -> Option<()> {
        self.steps += 1;
        (self.steps <= MAX_STEPS).then_some(())
    }

    /// Tries every row the bands allow as output row `k` after the choice `p`;
    /// whether the best grid changed. `tight`: whether the grid so far equals
    /// the best one (else it is less).
    fn row(&mut self, k: usize, p: &Partial, mut tight: bool) -> Option<bool> {
        let (n, r) = (self.board.n, self.board.r);
        if k == n {
            if tight {
                return Some(false);
            }
            self.best.copy_from_slice(&self.cur);
            return Some(true);
        }
        let used = |row: usize| p.rows[..k].contains(&(row as u8));
        let rows = if k.is_multiple_of(r) {
            0..n
        } else {
            let band = usize::from(p.rows[k - 1]) / r;
            band * r..(band + 1) * r
        };
        let mut improved = false;
        for row in rows {
            if used(row) || (k.is_multiple_of(r) && used(row / r * r)) {
                continue;
            }
            self.step()?;
            let found = if k >= 2 {
                self.later_row(k, row, p, tight)?
            } else {
                let mut next = *p;
                next.rows[k] = row as u8;
                if k == 0 {
                    self.first_row(&mut next, tight)?
                } else {
                    self.second_row(0, &next, tight)?
                }
            };
            if found {
                improved = true;
                tight = true;
            }
        }
        Some(improved)
    }

    /// Output row 0: its given cells read 1, 2, 3, … whatever the column order,
    /// so nothing is placed; each position keeps the label its digit takes.
    fn first_row(&mut self, p: &mut Partial, mut tight: bool) -> Option<bool> {
        let (n, t) = (self.board.n, p.transposed);
        let row = usize::from(p.rows[0]);
        if self.board.masks[usize::from(t)][row].count_ones() != self.pattern[0].count_ones() {
            return Some(false);
        }
        for col in 0..n {
            let d = self.board.value(t, row, col);
            if d != 0 {
                p.first[usize::from(d)] = col as u8;
            }
        }
        for q in 0..n {
            let v = if self.given_at(0, q) {
                p.pending[q] = p.next;
                p.next += 1;
                p.pending[q]
            } else {
                0
            };
            match self.compare(q, v, tight) {
                Some(still) => tight = still,
                None => return Some(false),
            }
        }
        self.row(1, p, tight)
    }

    /// Output row 1 from position `q` on: places a column at `q` unless one is
    /// there, then reads the cell.
    fn second_row(&mut self, q: usize, p: &Partial, mut tight: bool) -> Option<bool> {
        let (n, c) = (self.board.n, self.board.c);
        if q == n {
            return self.row(2, p, tight);
        }
        if p.col_at[q] != NONE {
            return self.second_cell(q, usize::from(p.col_at[q]), p, tight);
        }
        let mut improved = false;
        let slot = q / c;
        let stack = usize::from(p.stack_at[slot]);
        let columns = if stack == usize::from(NONE) {
            0..n
        } else {
            stack * c..(stack + 1) * c
        };
        for x in columns {
            if !self.fits(p, x, q) {
                continue;
            }
            let mut placed = *p;
            self.place(&mut placed, x, q);
            self.step()?;
            if self.second_cell(q, x, &placed, tight)? {
                improved = true;
                tight = true;
            }
        }
        Some(improved)
    }

    /// Reads output cell (1, `q`), column `x`, and goes on with the row. A digit
    /// row 0 holds in an unplaced column takes the label of the position that
    /// column goes to: each free one is tried, least label first.
    fn second_cell(&mut self, q: usize, x: usize, p: &Partial, mut tight: bool) -> Option<bool> {
        let n = self.board.n;
        let i = n + q;
        let d = self.board.value(p.transposed, usize::from(p.rows[1]), x);
        if (d != 0) != self.given_at(1, q) {
            return Some(false);
        }
        let d = usize::from(d);
        if d == 0 || p.label[d] != 0 || p.first[d] == NONE {
            let mut next = *p;
            let v = if d == 0 {
                0
            } else if p.label[d] != 0 {
                p.label[d]
            } else {
                next.label[d] = next.next;
                next.next += 1;
                next.label[d]
            };
            return match self.compare(i, v, tight) {
                Some(still) => self.second_row(q + 1, &next, still),
                None => Some(false),
            };
        }
        let y = usize::from(p.first[d]);
        let mut improved = false;
        for at in q + 1..n {
            let v = p.pending[at];
            if v == 0 || p.col_at[at] != NONE {
                continue;
            }
            let Some(still) = self.compare(i, v, tight) else {
                break;
            };
            if !self.fits(p, y, at) {
                continue;
            }
            let mut placed = *p;
            self.place(&mut placed, y, at);
            self.step()?;
            if self.second_row(q + 1, &placed, still)? {
                improved = true;
                tight = true;
            }
        }
        Some(improved)
    }

    /// Output row `k` ≥ 2 read from grid row `row`, every column placed: reads
    /// and relabels it, and the choice goes on only if it is no greater.
    fn later_row(&mut self, k: usize, row: usize, p: &Partial, mut tight: bool) -> Option<bool> {
        let n = self.board.n;
        let (mut label, mut next) = (p.label, p.next);
        for q in 0..n {
            let x = usize::from(p.col_at[q]);
            let d = usize::from(self.board.value(p.transposed, row, x));
            if (d != 0) != self.given_at(k, q) {
                return Some(false);
            }
            let v = if d == 0 {
                0
            } else {
                if label[d] == 0 {
                    label[d] = next;
                    next += 1;
                }
                label[d]
            };
            match self.compare(k * n + q, v, tight) {
                Some(still) => tight = still,
                None => return Some(false),
            }
        }
        let mut chosen = *p;
        chosen.rows[k] = row as u8;
        (chosen.label, chosen.next) = (label, next);
        self.row(k + 1, &chosen, tight)
    }

    /// Whether column `x` may go to output position `at`: both free, its stack
    /// at that slot or able to go there, and the pattern of rows 0 and 1 kept.
    fn fits(&self, p: &Partial, x: usize, at: usize) -> bool {
        let c = self.board.c;
        let (slot, stack) = (at / c, x / c);
        let d = self.board.value(p.transposed, usize::from(p.rows[0]), x);
        p.pos_of[x] == NONE
            && p.col_at[at] == NONE
            && (d != 0) == self.given_at(0, at)
            && if p.stack_at[slot] == NONE {
                p.slot_of[stack] == NONE && self.stack_fits(p, stack, slot)
            } else {
                usize::from(p.stack_at[slot]) == stack
            }
    }

    /// Places column `x` at output position `at` (which [`Self::fits`]), and
    /// its stack at that slot; row 0's digit in it takes its label.
    fn place(&self, p: &mut Partial, x: usize, at: usize) {
        let c = self.board.c;
        let (slot, stack) = (at / c, x / c);
        p.stack_at[slot] = stack as u8;
        p.slot_of[stack] = slot as u8;
        let d = self.board.value(p.transposed, usize::from(p.rows[0]), x);
        if d != 0 {
            p.label[usize::from(d)] = p.pending[at];
        }
        p.col_at[at] = x as u8;
        p.pos_of[x] = at as u8;
    }

    /// Whether `stack` has as many given cells in rows 0 and 1 as the least
    /// pattern has in output `slot`.
    fn stack_fits(&self, p: &Partial, stack: usize, slot: usize) -> bool {
        let (n, c) = (self.board.n, self.board.c);
        let cols = ((1u32 << c) - 1) << (stack * c);
        let positions = ((1u32 << c) - 1) << (n - (slot + 1) * c);
        (0..2).all(|k| {
            let mask = self.board.masks[usize::from(p.transposed)][usize::from(p.rows[k])];
            (mask & cols).count_ones() == (self.pattern[k] & positions).count_ones()
        })
    }
}
