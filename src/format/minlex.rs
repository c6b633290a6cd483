//! The minimal form of a box-region Sudoku under its symmetries (issue 24; the
//! puzzle key of SPEC §11 records): the least grid, in an order defined below,
//! among all grids made from the puzzle by the changes that keep every Sudoku
//! valid — permuting the bands, the rows within a band, the stacks, the
//! columns within a stack, transposing (only when boxes are square) — and by
//! relabelling the digits. Two puzzles have the same minimal form exactly when
//! one is such a change of the other.
//!
//! The order compares first the grids' *patterns* (which cells are given,
//! row-major, an empty cell before a given one), then their digits, row-major,
//! each digit relabelled by first appearance (1 for the first digit met, 2 for
//! the next new one, …; an empty cell before any digit). The least pattern is
//! found row by row by branch and bound: each output row tries every row the
//! bands still allow, the column order is kept as blocks of columns (and of
//! stacks) still free to move, refined by each row chosen, and only the choices
//! that tie for the least row go on. Two searches then find the least digits
//! among the choices that give the least pattern:
//!
//! - **Sparse boards** (at most half the cells given): the digits are
//!   minimised over every order the free blocks leave, which for a puzzle with
//!   a unique solution is almost always one. A 9×9 costs some 2–10 µs (about
//!   20,000 instructions for a 17-clue puzzle).
//! - **Dense boards** (more than half given, up to solution grids): their full
//!   rows leave too many orders to list, so [`dense`] builds the relabelling
//!   into a branch and bound of its own, row by row. A 9×9 solution grid costs
//!   about 1.3 million instructions (some 0.1 ms), one with cells empty less;
//!   a 16×16 solution grid some 5 ms. (A board with a digit twice in a row
//!   or a column is left to the search of sparse boards.)
//!
//! A board with much symmetry left (an almost empty one, say) would need too
//! many choices: past [`MAX_STATES`] choices alive at once, or
//! [`MAX_ARRANGEMENTS`] digit orders to compare, or [`dense::MAX_STEPS`] steps
//! of the dense search, the search gives up and the caller uses a weaker form.
//! The first two limits depend only on the puzzle up to these changes, so
//! whether a sparse board gets its form does too. The dense search's steps can
//! differ a little between copies of a board, as its first choices find the
//! least grid sooner or later; its limit is set far above what dense 9×9 and
//! 16×16 boards take (a few thousand and a few hundred thousand steps).

pub mod dense;

use crate::engine::techniques::bits;

/// The most row choices kept alive at once before the search gives up.
pub const MAX_STATES: usize = 4096;

/// The most column orders left to compare by digits before the search gives up.
pub const MAX_ARRANGEMENTS: usize = 4096;

/// The largest side handled (cells of a row fit a `u32` pattern).
const MAX_SIDE: usize = 25;

/// One partial choice: the rows chosen so far and the column orders left.
#[derive(Clone, Copy)]
struct State {
    /// Whether the grid is read transposed.
    transposed: bool,
    /// Output row k is row `rows[k]` of the (possibly transposed) grid.
    rows: [u8; MAX_SIDE],
    /// Bit i: row i is one of the output rows chosen so far.
    used: u32,
    /// Position p of the output holds column `order[p]`.
    order: [u8; MAX_SIDE],
    /// Column j is at output position `pos[j]` (the inverse of `order`).
    pos: [u8; MAX_SIDE],
    /// Bit p: a block of columns free to move among themselves starts at p.
    cell_starts: u32,
    /// Bit s: a block of stacks free to move among themselves starts at stack s.
    block_starts: u32,
}

impl State {
    /// Puts column `col` at output position `at`.
    fn place(&mut self, col: u8, at: usize) {
        self.order[at] = col;
        self.pos[usize::from(col)] = at as u8;
    }

    /// What the rest of the pattern search depends on once some output rows
    /// are chosen: the way round, the rows used, and the column blocks.
    fn future(&self) -> (bool, u32, [u8; MAX_SIDE], u32, u32) {
        let (order, cells, blocks) = (self.order, self.cell_starts, self.block_starts);
        (self.transposed, self.used, order, cells, blocks)
    }
}

/// A grid and its pattern, read either way round.
struct Board<'a> {
    n: usize,
    r: usize,
    c: usize,
    values: &'a [u8],
    /// `masks[t][row]`: bit j set when cell (row, j) is given; t = 1 transposed.
    masks: [[u32; MAX_SIDE]; 2],
    /// `floors[t][row]`: the least pattern the row can take, its givens all
    /// in the lowest bits.
    floors: [[u32; MAX_SIDE]; 2],
    /// How many cells are given.
    given: usize,
}

impl<'a> Board<'a> {
    /// The `n`×`n` grid `values` with boxes of `r`×`c`; `None` when it does not
    /// fit (no cells, a side past [`MAX_SIDE`], or not n² values).
    fn new(values: &'a [u8], r: usize, c: usize) -> Option<Self> {
        let n = r * c;
        if n == 0 || n > MAX_SIDE || values.len() != n * n {
            return None;
        }
        let mut masks = [[0u32; MAX_SIDE]; 2];
        let mut floors = [[0u32; MAX_SIDE]; 2];
        let mut given = 0;
        for row in 0..n {
            for col in 0..n {
                if values[row * n + col] != 0 {
                    masks[0][row] |= 1 << col;
                    masks[1][col] |= 1 << row;
                    floors[0][row] = floors[0][row] << 1 | 1;
                    floors[1][col] = floors[1][col] << 1 | 1;
                    given += 1;
                }
            }
        }
        Some(Board {
            n,
            r,
            c,
            values,
            masks,
            floors,
            given,
        })
    }

    /// The digit at (`row`, `col`) of the grid read the given way round.
    fn value(&self, transposed: bool, row: usize, col: usize) -> u8 {
        if transposed {
            self.values[col * self.n + row]
        } else {
            self.values[row * self.n + col]
        }
    }
}

/// The minimal form of the `n`×`n` grid `values` (row-major, 0 empty, digits
/// 1..=n) with boxes of `r` rows × `c` columns: the relabelled digits of the
/// least grid, row-major; `None` when the search would cost too much.
pub fn minlex(values: &[u8], r: usize, c: usize) -> Option<Vec<u8>> {
    let board = Board::new(values, r, c)?;
    if board.given * 2 > board.n * board.n && dense::lines_distinct(&board) {
        let (pattern, _) = least_pattern::<true>(&board)?;
        return dense::least_digits(&board, &pattern);
    }
    let (_, states) = least_pattern::<false>(&board)?;
    least_digits(&board, &states)
}

/// The least pattern, one mask per row (the first column in the highest of the
/// row's `n` bits), and every choice of rows and column blocks that gives it.
/// With `MERGE`, choices whose rows used so far and column blocks are the same
/// are kept once: they differ only in the order of rows of one pattern, so the
/// pattern comes out the same, but not every choice is listed.
fn least_pattern<const MERGE: bool>(board: &Board) -> Option<(Vec<u32>, Vec<State>)> {
    let n = board.n;
    let mut identity = [0u8; MAX_SIDE];
    for (i, v) in identity.iter_mut().enumerate() {
        *v = i as u8;
    }
    let start = |transposed| State {
        transposed,
        rows: [0; MAX_SIDE],
        used: 0,
        order: identity,
        pos: identity,
        cell_starts: (0..n).step_by(board.c).fold(0, |m, p| m | 1 << p),
        block_starts: 1,
    };
    let mut states = vec![start(false)];
    if board.r == board.c {
        states.push(start(true));
    }
    // The rows that tie for the least so far, by state: a third of those
    // found are beaten later in the row, so their new blocks wait for the end.
    let mut ties: Vec<(usize, usize, Split)> = Vec::new();
    // The lists are kept from row to row, so each grows to its size once.
    let mut next = Vec::new();
    let mut least = Vec::with_capacity(n);
    for k in 0..n {
        ties.clear();
        let mut best = u32::MAX;
        for (i, state) in states.iter().enumerate() {
            for row in bits(row_choices::<MERGE>(board, state, k)) {
                let t = usize::from(state.transposed);
                // However its columns go, the row's pattern has its givens'
                // bits: at least the number with them all lowest.
                if board.floors[t][row] > best {
                    continue;
                }
                let split = Split::of(board, state, board.masks[t][row]);
                if split.pattern > best {
                    continue;
                }
                if split.pattern < best {
                    best = split.pattern;
                    ties.clear();
                }
                ties.push((i, row, split));
                if !MERGE && ties.len() > MAX_STATES {
                    return None;
                }
            }
        }
        next.clear();
        for (i, row, split) in &ties {
            let state = &states[*i];
            // Built where it is kept, not copied there.
            next.push(*state);
            let last = next.len() - 1;
            let refined = &mut next[last];
            split.refine(board, state, refined);
            refined.rows[k] = *row as u8;
            refined.used |= 1 << row;
        }
        if MERGE {
            next.sort_unstable_by_key(State::future);
            next.dedup_by_key(|state| state.future());
            if next.len() > MAX_STATES {
                return None;
            }
        }
        least.push(best);
        std::mem::swap(&mut states, &mut next);
    }
    Some((least, states))
}

/// The rows output row `k` may be, as a mask of rows (ascending, as they are
/// tried): any row of a band not used yet when `k` starts a band, else the
/// rows of the current band not used yet. With `MERGE`, a row is left out when
/// one before it in its band has its pattern, and a band when one before it has
/// the same patterns in some order: the pattern cannot tell them apart.
fn row_choices<const MERGE: bool>(board: &Board, state: &State, k: usize) -> u32 {
    let r = board.r;
    let used = state.used;
    let band_rows = (1u32 << r) - 1;
    let choices = if k.is_multiple_of(r) {
        (0..board.n / r)
            .filter(|&b| used & (1 << (b * r)) == 0)
            .fold(0, |m, b| m | band_rows << (b * r))
    } else {
        band_rows << (usize::from(state.rows[k - 1]) / r * r)
    } & !used;
    if !MERGE {
        return choices;
    }
    let masks = &board.masks[usize::from(state.transposed)];
    let mut seen: Vec<Vec<u32>> = Vec::new();
    let mut kept = 0u32;
    let mut band_kept = (usize::MAX, false);
    for row in bits(choices) {
        let b = row / r;
        if band_kept.0 != b {
            let mut band = masks[b * r..(b + 1) * r].to_vec();
            band.sort_unstable();
            band_kept = (b, !seen.contains(&band));
            seen.push(band);
        }
        if !band_kept.1 {
            continue;
        }
        let twin = |other: usize| other / r == b && masks[other] == masks[row];
        if !bits(kept).any(twin) {
            kept |= 1 << row;
        }
    }
    kept
}

/// The next block start after local position `a` among `starts` (which has a
/// bit past the last position, so there is always one).
fn next_start(starts: u32, a: usize) -> usize {
    (starts >> (a + 1) << (a + 1)).trailing_zeros() as usize
}

/// One row laid over the column blocks of a state: in each block of columns
/// the empty cells go first, and in each block of stacks the stacks go in
/// order of their part of the row. The pattern comes first and the new blocks
/// only for a row kept, as most rows tried are not.
struct Split {
    /// Bit p: the row is given at output position p (before the row moves
    /// anything).
    at: u32,
    /// Each stack's part of the row (by its slot before the row), its `c` bits
    /// the first column highest, empty cells first in each block.
    parts: [u32; MAX_SIDE],
    /// The new slot order: slot i takes the stack at slot `slots[i]`.
    slots: [u8; MAX_SIDE],
    /// Whether any stack moves (most rows move none).
    moved: bool,
    /// The least pattern the row can take.
    pattern: u32,
}

impl Split {
    /// How row `mask` falls into the blocks of `state`.
    #[inline(always)] // in each pattern search: called per row tried, hot on sparse boards
    fn of(board: &Board, state: &State, mask: u32) -> Split {
        let (n, c) = (board.n, board.c);
        let stacks = n / c;
        let slot_bits = (1u32 << c) - 1;
        // Sparse rows: a few givens to look at, not every position.
        let at = bits(mask).fold(0u32, |m, col| m | 1 << state.pos[col]);
        let mut parts = [0u32; MAX_SIDE];
        for (s, part) in parts[..stacks].iter_mut().enumerate() {
            let starts = state.cell_starts >> (s * c) & slot_bits | 1 << c;
            for p in bits(at >> (s * c) & slot_bits) {
                // A block's givens go to its end, the lowest bits of its part:
                // each fills the lowest one still clear (its ones carry up).
                *part |= *part + (1 << (c - next_start(starts, p)));
            }
        }
        // A stable insertion sort of the slots by part, within each block of
        // stacks: the block's earlier slots are sorted when slot i comes.
        let mut slots = [0u8; MAX_SIDE];
        let mut moved = false;
        for i in 0..stacks {
            let mut j = i;
            while j > 0
                && state.block_starts & (1 << j) == 0
                && parts[usize::from(slots[j - 1])] > parts[i]
            {
                slots[j] = slots[j - 1];
                j -= 1;
            }
            slots[j] = i as u8;
            moved |= j != i;
        }
        let pattern = slots[..stacks]
            .iter()
            .fold(0, |m, &slot| m << c | parts[usize::from(slot)]);
        Split {
            at,
            parts,
            slots,
            moved,
            pattern,
        }
    }

    /// Lays the row into `refined`, a copy of `state`: the columns and stacks
    /// in their new order, and the blocks the row leaves free.
    fn refine(&self, board: &Board, state: &State, refined: &mut State) {
        let (n, c) = (board.n, board.c);
        let slots = &self.slots[..n / c];
        let mut block_starts = 0u32;
        for (to, &from) in slots.iter().enumerate() {
            let part = self.parts[usize::from(from)];
            if to == 0
                || state.block_starts & (1 << to) != 0
                || part != self.parts[usize::from(slots[to - 1])]
            {
                block_starts |= 1 << to;
            }
        }
        refined.block_starts = block_starts;
        // The stacks move first, with their columns, blocks and givens.
        let (mut at, mut cell_starts) = (self.at, state.cell_starts);
        if self.moved {
            let slot_bits = (1u32 << c) - 1;
            (at, cell_starts) = (0, 0);
            for (to, &from) in slots.iter().enumerate() {
                let (src, dst) = (usize::from(from) * c, to * c);
                at |= (self.at >> src & slot_bits) << dst;
                cell_starts |= (state.cell_starts >> src & slot_bits) << dst;
                if src != dst {
                    for q in 0..c {
                        refined.place(state.order[src + q], dst + q);
                    }
                }
            }
        }
        // Then only a block with both empty and given cells changes: its
        // empty cells go first, then its givens, each kept in order.
        let columns = refined.order;
        let ends = cell_starts | 1 << n;
        let mut new_starts = cell_starts;
        let mut given = at;
        while given != 0 {
            let p = given.trailing_zeros() as usize;
            // Position 0 always starts a block.
            let a = 31 - (cell_starts & ((2 << p) - 1)).leading_zeros() as usize;
            let block = (1 << next_start(ends, p)) - (1 << a);
            let ones = given & block;
            given &= !block;
            if ones == block {
                continue;
            }
            let mut to = a;
            for q in bits(block & !ones) {
                refined.place(columns[q], to);
                to += 1;
            }
            new_starts |= 1 << to;
            for q in bits(ones) {
                refined.place(columns[q], to);
                to += 1;
            }
        }
        refined.cell_starts = new_starts;
    }
}

/// A block free to move: its first position (or slot), its length, and
/// whether it is a block of stacks.
type Run = (u8, u8, bool);

/// The least relabelled digits over every state and every column order its
/// free blocks allow; `None` when there are more than [`MAX_ARRANGEMENTS`].
fn least_digits(board: &Board, states: &[State]) -> Option<Vec<u8>> {
    let mut total = 0usize;
    for state in states {
        let (runs, count) = free_runs(board, state);
        // Saturating: past the limit either way, however far past.
        let orders = runs[..count].iter().fold(1usize, |acc, &(_, len, _)| {
            (1..=usize::from(len)).fold(acc, |a, f| a.saturating_mul(f))
        });
        total = total.saturating_add(orders);
        if total > MAX_ARRANGEMENTS {
            return None;
        }
    }
    let cells = board.n * board.n;
    let mut least = Least {
        grid: [0; MAX_SIDE * MAX_SIDE],
        best: [u8::MAX; MAX_SIDE * MAX_SIDE],
        found: false,
    };
    for state in states {
        let (runs, count) = free_runs(board, state);
        let mut order = state.order;
        each_order(board, &runs[..count], &mut order, &mut |order| {
            least.offer(board, state, order);
        });
    }
    least.found.then(|| least.best[..cells].to_vec())
}

/// The least relabelled grid found so far, and room to build the next.
struct Least {
    grid: [u8; MAX_SIDE * MAX_SIDE],
    best: [u8; MAX_SIDE * MAX_SIDE],
    found: bool,
}

impl Least {
    /// Builds the grid in the order of `state` and `order`, digits relabelled
    /// by first appearance, and keeps it if less than the best one.
    fn offer(&mut self, board: &Board, state: &State, order: &[u8; MAX_SIDE]) {
        let n = board.n;
        let cells = n * n;
        let t = state.transposed;
        let mut pos = [0u8; MAX_SIDE];
        for (p, &col) in order[..n].iter().enumerate() {
            pos[usize::from(col)] = p as u8;
        }
        // Only the givens are written: a sparse board has few.
        let grid = &mut self.grid[..cells];
        grid.fill(0);
        let mut label = [0u8; MAX_SIDE + 1];
        let mut next = 0u8;
        for (cells, &row) in grid.chunks_exact_mut(n).zip(&state.rows[..n]) {
            let row = usize::from(row);
            let mask = board.masks[usize::from(t)][row];
            let at = bits(mask).fold(0u32, |m, col| m | 1 << pos[col]);
            for p in bits(at) {
                let d = usize::from(board.value(t, row, usize::from(order[p])));
                if label[d] == 0 {
                    next += 1;
                    label[d] = next;
                }
                cells[p] = label[d];
            }
        }
        if *grid < self.best[..cells] {
            self.best[..cells].copy_from_slice(grid);
            self.found = true;
        }
    }
}

/// The free blocks of `state` (of more than one column or stack), and how
/// many there are.
fn free_runs(board: &Board, state: &State) -> ([Run; MAX_SIDE], usize) {
    let mut runs = [(0, 0, false); MAX_SIDE];
    let mut count = 0;
    for (starts, len, stacks) in [
        (state.cell_starts, board.n, false),
        (state.block_starts, board.n / board.c, true),
    ] {
        // A start at the end closes the last block; a block is longer than
        // one where a start has none next to it.
        let starts = starts | 1 << len;
        for a in bits(starts & !(starts >> 1) & ((1 << len) - 1)) {
            runs[count] = (a as u8, (next_start(starts, a) - a) as u8, stacks);
            count += 1;
        }
    }
    (runs, count)
}

/// Calls `visit` with every column order the free blocks `runs` allow from
/// `order`, permuting it in place (and putting it back).
fn each_order(
    board: &Board,
    runs: &[Run],
    order: &mut [u8; MAX_SIDE],
    visit: &mut impl FnMut(&[u8; MAX_SIDE]),
) {
    match runs.split_first() {
        None => visit(order),
        Some((&run, rest)) => permute(board, run, 0, rest, order, visit),
    }
}

/// Every order of the items of `run` from its `i`-th on (each item swapped
/// into place i in turn), each with every order of the blocks `rest`.
fn permute(
    board: &Board,
    run: Run,
    i: usize,
    rest: &[Run],
    order: &mut [u8; MAX_SIDE],
    visit: &mut impl FnMut(&[u8; MAX_SIDE]),
) {
    let (a, len, stacks) = (usize::from(run.0), usize::from(run.1), run.2);
    if i == len {
        return each_order(board, rest, order, visit);
    }
    let swap = |order: &mut [u8; MAX_SIDE], j: usize| {
        if stacks {
            let c = board.c;
            for q in 0..c {
                order.swap((a + i) * c + q, (a + j) * c + q);
            }
        } else {
            order.swap(a + i, a + j);
        }
    };
    for j in i..len {
        swap(order, j);
        permute(board, run, i + 1, rest, order, visit);
        swap(order, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A puzzle's grid from its one-line form.
    fn grid(line: &str) -> Vec<u8> {
        line.chars()
            .map(|ch| crate::engine::char_digit(ch).unwrap_or(0))
            .collect()
    }

    /// The grid changed by a permutation of rows, of columns and of digits, and
    /// possibly transposed.
    fn changed(
        values: &[u8],
        n: usize,
        rows: &[usize],
        cols: &[usize],
        digits: &[u8],
        t: bool,
    ) -> Vec<u8> {
        let mut out = vec![0; n * n];
        for r in 0..n {
            for c in 0..n {
                let (sr, sc) = if t {
                    (cols[c], rows[r])
                } else {
                    (rows[r], cols[c])
                };
                let v = values[sr * n + sc];
                out[r * n + c] = if v == 0 {
                    0
                } else {
                    digits[usize::from(v) - 1]
                };
            }
        }
        out
    }

    /// A permutation of `0..parts*size` moving whole parts and items within each.
    fn banded(parts: usize, size: usize, seed: &mut u64) -> Vec<usize> {
        let mut next = |k: usize| {
            *seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (*seed >> 33) as usize % k
        };
        let shuffle = |items: &mut Vec<usize>, next: &mut dyn FnMut(usize) -> usize| {
            for i in (1..items.len()).rev() {
                items.swap(i, next(i + 1));
            }
        };
        let mut order: Vec<usize> = (0..parts).collect();
        shuffle(&mut order, &mut next);
        let mut out = Vec::new();
        for p in order {
            let mut within: Vec<usize> = (p * size..(p + 1) * size).collect();
            shuffle(&mut within, &mut next);
            out.extend(within);
        }
        out
    }

    const PUZZLES: [&str; 3] = [
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
        "1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1",
    ];

    #[test]
    fn every_change_of_a_puzzle_has_its_form() {
        let mut seed = 7u64;
        for line in PUZZLES {
            let values = grid(line);
            let form = minlex(&values, 3, 3).expect("a 9x9 puzzle is in budget");
            for t in [false, true] {
                for _ in 0..20 {
                    let rows = banded(3, 3, &mut seed);
                    let cols = banded(3, 3, &mut seed);
                    let digits: Vec<u8> = banded(1, 9, &mut seed)
                        .iter()
                        .map(|&d| d as u8 + 1)
                        .collect();
                    let other = changed(&values, 9, &rows, &cols, &digits, t);
                    assert_eq!(minlex(&other, 3, 3).as_ref(), Some(&form), "{line}");
                }
            }
        }
    }

    #[test]
    fn different_puzzles_have_different_forms() {
        let forms: Vec<_> = PUZZLES.iter().map(|l| minlex(&grid(l), 3, 3)).collect();
        assert!(forms[0] != forms[1] && forms[1] != forms[2] && forms[0] != forms[2]);
        // One digit more is another puzzle.
        let mut more = grid(PUZZLES[0]);
        more[1] = 1;
        assert_ne!(minlex(&more, 3, 3), forms[0]);
    }

    #[test]
    fn oblong_boxes_are_not_transposed() {
        // A 6x6 (boxes 2 rows x 3 columns) and its changes; its transpose is no
        // valid 2x3 board, so only rows and columns move.
        let values = grid("1.....2..4....3..2.6..5...5..1.4....");
        let form = minlex(&values, 2, 3).unwrap();
        let mut seed = 3u64;
        for _ in 0..20 {
            let rows = banded(3, 2, &mut seed);
            let cols = banded(2, 3, &mut seed);
            let digits: Vec<u8> = banded(1, 6, &mut seed)
                .iter()
                .map(|&d| d as u8 + 1)
                .collect();
            let other = changed(&values, 6, &rows, &cols, &digits, false);
            assert_eq!(minlex(&other, 2, 3).as_ref(), Some(&form));
        }
    }

    /// A random full grid of `r`×`c` boxes, drawn from `seed`.
    fn full_grid(r: usize, c: usize, seed: u64) -> Vec<u8> {
        use rand::SeedableRng;
        let geometry = crate::engine::Geometry::boxes(r * c, r, c).unwrap();
        let mut rng = rand::rngs::ChaCha8Rng::seed_from_u64(seed);
        crate::generate::grid::random_grid(&geometry, &mut rng).unwrap()
    }

    /// `grid` with all but `given` cells emptied, chosen from `seed`.
    fn dug(grid: &[u8], given: usize, seed: &mut u64) -> Vec<u8> {
        let cells = banded(1, grid.len(), seed);
        let mut out = grid.to_vec();
        for &cell in &cells[given..] {
            out[cell] = 0;
        }
        out
    }

    /// Checks that random changes of `values` (`r`×`c` boxes) have its form,
    /// and that the form is a full-size grid; returns the form.
    fn same_form_when_changed(values: &[u8], r: usize, c: usize, seed: &mut u64) -> Vec<u8> {
        let n = r * c;
        let form = minlex(values, r, c).expect("a dense board is in budget");
        assert_eq!(form.len(), n * n);
        for t in [false, r == c] {
            for _ in 0..6 {
                let rows = banded(c, r, seed);
                let cols = banded(r, c, seed);
                let digits: Vec<u8> = banded(1, n, seed).iter().map(|&d| d as u8 + 1).collect();
                let other = changed(values, n, &rows, &cols, &digits, t);
                assert_eq!(minlex(&other, r, c).as_ref(), Some(&form), "{values:?}");
            }
        }
        form
    }

    #[test]
    fn every_change_of_a_dense_board_has_its_form() {
        let mut seed = 11u64;
        for (r, c) in [(2, 2), (2, 3), (3, 3), (4, 4)] {
            let grid = full_grid(r, c, seed);
            let form = same_form_when_changed(&grid, r, c, &mut seed);
            // A solution grid's least form starts with its first row counted up.
            let first: Vec<u8> = (1..=(r * c) as u8).collect();
            assert_eq!(form[..r * c], first[..]);
        }
        for given in [41, 60, 75, 80] {
            let grid = dug(&full_grid(3, 3, seed), given, &mut seed);
            same_form_when_changed(&grid, 3, 3, &mut seed);
        }
    }

    #[test]
    fn different_full_grids_have_different_forms() {
        let a = minlex(&full_grid(3, 3, 1), 3, 3).unwrap();
        let b = minlex(&full_grid(3, 3, 2), 3, 3).unwrap();
        assert_ne!(a, b);
        let mut seed = 5u64;
        let grid = full_grid(3, 3, 3);
        assert_ne!(
            minlex(&dug(&grid, 79, &mut seed), 3, 3),
            minlex(&dug(&grid, 79, &mut seed), 3, 3)
        );
    }

    /// The dense search is a faster way to the same form: where the search of
    /// sparse boards stays in budget on a dense board, both agree.
    #[test]
    fn both_searches_agree_on_dense_boards() {
        let mut seed = 17u64;
        let mut compared = 0;
        for i in 0..40 {
            let grid = dug(&full_grid(3, 3, i), 41 + (i as usize * 7) % 40, &mut seed);
            let board = Board::new(&grid, 3, 3).unwrap();
            let sparse = least_pattern::<false>(&board).and_then(|(_, s)| least_digits(&board, &s));
            if let Some(sparse) = sparse {
                assert_eq!(minlex(&grid, 3, 3), Some(sparse), "{grid:?}");
                compared += 1;
            }
        }
        assert!(compared >= 10, "{compared} compared");
    }

    #[test]
    fn an_empty_board_is_past_the_budget() {
        assert_eq!(minlex(&[0; 81], 3, 3), None);
    }
}
