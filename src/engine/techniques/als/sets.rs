//! The almost locked sets of a position (SPEC §2.1), found once per position and
//! shared by ALS-XZ, ALS-XY-wing, ALS chains and death blossoms through
//! [`Context::als`](crate::engine::techniques::Context::als).
//!
//! An almost locked set (ALS) is k empty cells of one group holding k + 1
//! candidates between them; a bivalue cell is the ALS of one cell. Each cell set is
//! listed once, under the first group that holds all its cells (its row, else its
//! column, else its region), so a pair lying in a row and a box is one ALS.
//!
//! Limits, so that one position stays fast: on boards up to 9×9 every ALS (up
//! to 8 cells, as HoDoKu: its regression library has ALS-XZ and wings on sets of
//! five cells and more; SPEC §2.1 asks for at least 4), up to 3 cells on boards
//! up to 16×16 and up to 2 cells on larger boards. Every cell set is kept as words of
//! the board's own width: for each ALS and each of its digits, the cells holding
//! the digit and the *targets*: the cells outside the ALS that hold the digit and
//! see every one of those cells. Restricted commons (a digit whose cells in two
//! disjoint ALS all see each other) are found on first use, so the death blossom,
//! which needs none, never pays for them.

use std::cell::OnceCell;

use super::rows::Rows;
use super::words::{self, width};
use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::geometry::{Geometry, GroupIndex};
use crate::engine::position::Position;

/// The largest ALS enumerated on a board of side `n`.
pub(crate) fn max_cells(n: usize) -> usize {
    match n {
        0..=9 => 8,
        10..=16 => 3,
        _ => 2,
    }
}

/// One almost locked set.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Als {
    /// The first group holding all its cells.
    pub group: GroupIndex,
    /// Its k + 1 digits.
    pub digits: DigitSet,
    /// The digits it has targets for: a digit none of whose targets exist can
    /// eliminate nothing with this set.
    pub targeted: DigitSet,
    cell_start: u32,
    cell_len: u32,
    per_digit: u32,
}

/// A restricted common between two ALS: the other ALS and the digits whose cells
/// in both sets all see each other.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Link {
    /// The other ALS.
    pub other: usize,
    /// The restricted common digits (one or two).
    pub digits: DigitSet,
}

/// Every ALS of one position, with their cell sets and restricted commons.
pub struct AlsIndex {
    n: usize,
    cell_count: usize,
    words: usize,
    /// Each ALS's cells, `words` per set, side by side: the chain search
    /// compares them by the million, so they are kept apart from `arena`.
    set_words: Vec<u64>,
    /// Per ALS and digit: the cells holding it, then its targets.
    arena: Vec<u64>,
    sets: Vec<Als>,
    cells: Vec<Cell>,
    links: OnceCell<Rows<Link>>,
    seers: OnceCell<Rows<u32>>,
}

impl AlsIndex {
    /// Finds every ALS of `pos` within the size limits of this module.
    pub(crate) fn new(pos: &Position) -> AlsIndex {
        let geo = pos.geometry();
        let w = width(geo.cell_count());
        let mut builder = Builder {
            pos,
            peers: peer_words(geo, w),
            candidates: candidate_words(pos, w),
            index: AlsIndex {
                n: geo.n(),
                cell_count: geo.cell_count(),
                words: w,
                set_words: Vec::new(),
                arena: Vec::new(),
                sets: Vec::new(),
                cells: Vec::new(),
                links: OnceCell::new(),
                seers: OnceCell::new(),
            },
        };
        let max = max_cells(geo.n());
        let mut members: Vec<Cell> = Vec::with_capacity(geo.n());
        let mut masks: Vec<u32> = Vec::with_capacity(geo.n());
        let mut cells: Vec<Cell> = Vec::with_capacity(max);
        let mut found: Vec<(u32, u32)> = Vec::new();
        for g in 0..geo.group_count() {
            members.clear();
            masks.clear();
            for &c in geo.group_cells(g) {
                if pos.value(c) == 0 && !pos.candidates(c).is_empty() {
                    members.push(c);
                    masks.push(pos.candidates(c).0);
                }
            }
            almost_locked(&masks, max, &mut found);
            for &(chosen, union) in &found {
                cells.clear();
                cells.extend(super::super::bits(chosen).map(|i| members[i]));
                if home_group(geo, &cells) == g {
                    builder.push(g, &cells, DigitSet(union));
                }
            }
        }
        builder.index
    }

    /// How many ALS there are.
    pub(crate) fn len(&self) -> usize {
        self.sets.len()
    }

    /// One ALS.
    pub(crate) fn get(&self, i: usize) -> &Als {
        &self.sets[i]
    }

    /// The cells of one ALS, ascending.
    pub(crate) fn cells(&self, i: usize) -> &[Cell] {
        let a = &self.sets[i];
        &self.cells[a.cell_start as usize..(a.cell_start + a.cell_len) as usize]
    }

    /// The cells of one ALS as a word set.
    pub(crate) fn set(&self, i: usize) -> &[u64] {
        let w = self.words;
        &self.set_words[i * w..(i + 1) * w]
    }

    /// The cells of ALS `i` holding digit `d` (which it must hold).
    pub(crate) fn digit_cells(&self, i: usize, d: Digit) -> &[u64] {
        self.slice(self.digit_block(i, d))
    }

    /// The cells outside ALS `i` holding `d` and seeing all its `d` cells.
    pub(crate) fn targets(&self, i: usize, d: Digit) -> &[u64] {
        self.slice(self.digit_block(i, d) + self.words)
    }

    /// The width of every word set of this index.
    pub(crate) fn words(&self) -> usize {
        self.words
    }

    /// Whether two ALS share no cell.
    pub(crate) fn disjoint(&self, i: usize, j: usize) -> bool {
        !words::intersects(self.set(i), self.set(j))
    }

    /// The restricted commons of two disjoint ALS: the common digits whose cells
    /// in both sets all see each other.
    pub(crate) fn restricted(&self, i: usize, j: usize) -> DigitSet {
        let common = self.sets[i].digits & self.sets[j].digits;
        common
            .iter()
            .filter(|&d| words::is_subset(self.digit_cells(j, d), self.targets(i, d)))
            .fold(DigitSet::EMPTY, |mut s, d| {
                s.insert(d);
                s
            })
    }

    /// The ALS holding `d` whose `d` cells all see `cell` (which holds `d`),
    /// ascending; the index behind them is built on first use.
    pub(crate) fn seers(&self, cell: Cell, d: Digit) -> &[u32] {
        let seers = self.seers.get_or_init(|| {
            let entries = self.sets.iter().enumerate().flat_map(|(i, a)| {
                a.digits.iter().flat_map(move |d| {
                    words::cells(self.targets(i, d))
                        .map(move |t| (t as usize * self.n + d as usize - 1, i as u32))
                })
            });
            Rows::new(self.cell_count * self.n, entries)
        });
        seers.row(cell as usize * self.n + d as usize - 1)
    }

    /// The disjoint ALS that ALS `i` shares a restricted common with, ascending
    /// by index; all of them are found on first use.
    pub(crate) fn links(&self, i: usize) -> &[Link] {
        self.links
            .get_or_init(|| {
                let upper = self.upper_links();
                let entries = upper.iter().flat_map(|&(i, j, digits)| {
                    [
                        (i, Link { other: j, digits }),
                        (j, Link { other: i, digits }),
                    ]
                });
                Rows::new(self.len(), entries)
            })
            .row(i)
    }

    /// Every pair of disjoint ALS `i < j` with a restricted common, ascending,
    /// with their restricted commons.
    fn upper_links(&self) -> Vec<(usize, usize, DigitSet)> {
        let mut upper = Vec::new();
        let mut pairs: Vec<(usize, Digit)> = Vec::new();
        for i in 0..self.len() {
            pairs.clear();
            for d in self.sets[i].digits {
                // A restricted common's cells in `j` see the first of `i`'s
                // (and, when `i` has one, that is all they must see).
                let held = self.digit_cells(i, d);
                let first = words::cells(held).next();
                let Some(first) = first else { continue };
                let seers = self.seers(first, d);
                let later = &seers[seers.partition_point(|&j| j as usize <= i)..];
                if words::len(held) == 1 {
                    pairs.extend(later.iter().map(|&j| (j as usize, d)));
                    continue;
                }
                for &j in later {
                    let j = j as usize;
                    if words::is_subset(held, self.targets(j, d)) {
                        pairs.push((j, d));
                    }
                }
            }
            pairs.sort_unstable();
            for run in pairs.chunk_by(|a, b| a.0 == b.0) {
                let j = run[0].0;
                if self.disjoint(i, j) {
                    let digits = DigitSet::from_digits(run.iter().map(|&(_, d)| d));
                    upper.push((i, j, digits));
                }
            }
        }
        upper
    }

    fn digit_block(&self, i: usize, d: Digit) -> usize {
        let a = &self.sets[i];
        debug_assert!(a.digits.contains(d), "ALS {i} has no digit {d}");
        let rank = (a.digits.0 & ((1u32 << (d - 1)) - 1)).count_ones() as usize;
        a.per_digit as usize + rank * 2 * self.words
    }

    fn slice(&self, start: usize) -> &[u64] {
        &self.arena[start..start + self.words]
    }
}

/// What building an index needs besides the index itself.
struct Builder<'a> {
    pos: &'a Position,
    /// Every cell's peers, `words` per cell.
    peers: Vec<u64>,
    /// Every digit's candidate cells, `words` per digit.
    candidates: Vec<u64>,
    index: AlsIndex,
}

impl Builder<'_> {
    fn push(&mut self, group: GroupIndex, cells: &[Cell], digits: DigitSet) {
        let w = self.index.words;
        let set_words = &mut self.index.set_words;
        let set = set_words.len();
        set_words.resize(set + w, 0);
        for &c in cells {
            words::insert(&mut set_words[set..], c);
        }
        let arena = &mut self.index.arena;
        let per_digit = arena.len();
        let mut targeted = DigitSet::EMPTY;
        for d in digits {
            let base = arena.len();
            arena.resize(base + 2 * w, 0);
            let (held, targets) = arena[base..].split_at_mut(w);
            let di = d as usize - 1;
            targets.copy_from_slice(&self.candidates[di * w..(di + 1) * w]);
            for &c in cells
                .iter()
                .filter(|&&c| self.pos.candidates(c).contains(d))
            {
                words::insert(held, c);
                words::and_assign(targets, &self.peers[c as usize * w..(c as usize + 1) * w]);
            }
            if !words::is_empty(targets) {
                targeted.insert(d);
            }
        }
        self.index.sets.push(Als {
            group,
            digits,
            targeted,
            cell_start: self.index.cells.len() as u32,
            cell_len: cells.len() as u32,
            per_digit: per_digit as u32,
        });
        self.index.cells.extend_from_slice(cells);
    }
}

fn peer_words(geo: &Geometry, w: usize) -> Vec<u64> {
    let mut out = vec![0u64; geo.cell_count() * w];
    for c in 0..geo.cell_count() {
        for &p in geo.peers(c as Cell) {
            words::insert(&mut out[c * w..(c + 1) * w], p);
        }
    }
    out
}

fn candidate_words(pos: &Position, w: usize) -> Vec<u64> {
    let mut out = vec![0u64; pos.n() * w];
    for c in pos.empty_cells() {
        for d in pos.candidates(c) {
            let di = d as usize - 1;
            words::insert(&mut out[di * w..(di + 1) * w], c);
        }
    }
    out
}

/// The first group holding all of `cells` (ascending, all in one group).
fn home_group(geo: &Geometry, cells: &[Cell]) -> GroupIndex {
    let n = geo.n();
    let first = cells[0];
    let row = geo.row_of(first);
    let col = geo.col_of(first);
    if cells.iter().all(|&c| geo.row_of(c) == row) {
        row
    } else if cells.iter().all(|&c| geo.col_of(c) == col) {
        n + col
    } else {
        2 * n + geo.region_of(first)
    }
}

/// Every choice of up to `max` items whose masks cover exactly one bit more
/// than it has items, into `out` as (the items as bits, the covered bits): by
/// size, then in lexicographic order of the items. One walk over the choices;
/// a branch that already covers more bits than any choice it leads to can
/// have is cut.
fn almost_locked(masks: &[u32], max: usize, out: &mut Vec<(u32, u32)>) {
    fn go(
        masks: &[u32],
        max: usize,
        start: usize,
        chosen: (u32, usize),
        union: u32,
        out: &mut Vec<(u32, u32)>,
    ) {
        let (items, size) = chosen;
        if size > 0 && union.count_ones() as usize == size + 1 {
            out.push((items, union));
        }
        if size == max {
            return;
        }
        for i in start..masks.len() {
            let next = union | masks[i];
            // The most items a choice through `i` can reach.
            let most = max.min(size + masks.len() - i);
            if next.count_ones() as usize <= most + 1 {
                go(masks, max, i + 1, (items | 1 << i, size + 1), next, out);
            }
        }
    }
    out.clear();
    go(masks, max, 0, (0, 0), 0, out);
    // Stable: lexicographic order stays within each size.
    out.sort_by_key(|&(items, _)| items.count_ones());
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::geometry::Geometry;

    /// A 9×9 position with chosen candidates in some cells and every other cell
    /// placed (so only the listed cells are empty).
    fn position(cells: &[(usize, usize, &[Digit])]) -> Position {
        let geo = Geometry::standard(9).expect("9x9");
        let mut pos = Position::empty(geo.clone());
        for c in 0..81 {
            pos.set_value(c, 0);
            pos.set_candidates(c, DigitSet::EMPTY);
        }
        for &(r, c, digits) in cells {
            pos.set_candidates(
                geo.cell(r, c),
                DigitSet::from_digits(digits.iter().copied()),
            );
        }
        pos
    }

    #[test]
    fn an_als_is_listed_once_under_its_first_group() {
        // r1c1 {1,2}, r1c2 {2,3}: a bivalue cell each and the pair {1,2,3}, which
        // lies in row 1 and box 1 but is listed once, under row 1.
        let pos = position(&[(0, 0, &[1, 2]), (0, 1, &[2, 3])]);
        let index = AlsIndex::new(&pos);
        let listed: Vec<(Vec<Cell>, GroupIndex)> = (0..index.len())
            .map(|i| (index.cells(i).to_vec(), index.get(i).group))
            .collect();
        assert_eq!(
            listed,
            vec![(vec![0], 0), (vec![1], 0), (vec![0, 1], 0)],
            "bivalue cells under their row, the pair once"
        );
        assert_eq!(
            words::cells(index.digit_cells(2, 2)).collect::<Vec<_>>(),
            vec![0, 1]
        );
        // Nothing outside holds 2, so the pair has no target for it.
        assert!(words::is_empty(index.targets(2, 2)));
    }

    #[test]
    fn restricted_commons_need_disjoint_sets_whose_digit_cells_all_see_each_other() {
        // r1c1 {1,2} and r1c5 {1,3}: 1 is restricted (same row); r5c5 {1,3} sees
        // r1c5 but not r1c1, so with r1c1 it has no restricted common.
        let pos = position(&[(0, 0, &[1, 2]), (0, 4, &[1, 3]), (4, 4, &[1, 3])]);
        let index = AlsIndex::new(&pos);
        let find = |cell: Cell| {
            (0..index.len())
                .find(|&i| index.cells(i) == [cell])
                .unwrap()
        };
        let (a, b, c) = (find(0), find(4), find(40));
        assert_eq!(index.restricted(a, b), DigitSet::single(1));
        assert_eq!(index.restricted(a, c), DigitSet::EMPTY);
        assert_eq!(index.restricted(b, c), DigitSet::from_digits([1, 3]));
        assert_eq!(
            index.links(a).iter().map(|l| l.other).collect::<Vec<_>>(),
            vec![b]
        );
    }

    #[test]
    fn sizes_stop_at_the_board_limit() {
        assert_eq!(max_cells(9), 8);
        assert_eq!(max_cells(16), 3);
        assert_eq!(max_cells(25), 2);
    }

    /// The walk finds what trying every choice finds, in the same order: by
    /// size, then lexicographically.
    #[test]
    fn the_walk_finds_every_almost_locked_choice_in_order() {
        let masks: [u32; 7] = [0b0011, 0b0110, 0b1100, 0b1001, 0b0001, 0b1_0000, 0b11_0000];
        for max in [1, 2, 3, 8] {
            let mut every: Vec<(u32, u32)> = Vec::new();
            for k in 1..=max {
                // Choices of k items in lexicographic order of their items.
                let mut choices: Vec<Vec<usize>> = (0u32..1 << masks.len())
                    .filter(|c| c.count_ones() as usize == k)
                    .map(|c| (0..masks.len()).filter(|&i| c & 1 << i != 0).collect())
                    .collect();
                choices.sort();
                for items in choices {
                    let union = items.iter().fold(0u32, |u, &i| u | masks[i]);
                    if union.count_ones() as usize == k + 1 {
                        every.push((items.iter().map(|&i| 1u32 << i).sum(), union));
                    }
                }
            }
            let mut walked = Vec::new();
            almost_locked(&masks, max, &mut walked);
            assert_eq!(walked, every, "max {max}");
        }
    }
}
