//! The Kakuro domain test (SPEC §8 "implied"): generalised arc consistency of each
//! clued run — distinct digits, exact sum — on bitmask domains, all runs to a fixed
//! point, a digit kept only if supported in both its runs.
//!
//! One run is revised exactly by dynamic programming over digit subsets: the forward
//! pass collects every set of digits the first `i` cells can take from their domains,
//! the backward pass keeps only the sets that complete to a combination of the sum, and
//! a digit is supported in a cell when some completed set passes through it there. A run
//! has at most 9 cells, so a pass touches at most 512 subsets per cell.

use std::collections::VecDeque;

use crate::engine::DigitSet;

use super::combinations::{sum_of_mask, union_of};
use super::grid::KakuroGrid;

/// A set of 9-bit digit masks, as 512 bits.
#[derive(Copy, Clone, Default)]
struct MaskSet([u64; 8]);

impl MaskSet {
    fn insert(&mut self, m: u16) {
        self.0[(m >> 6) as usize] |= 1 << (m & 63);
    }

    fn contains(&self, m: u16) -> bool {
        self.0[(m >> 6) as usize] & (1 << (m & 63)) != 0
    }

    /// Calls `f` on every member, ascending.
    fn for_each(&self, mut f: impl FnMut(u16)) {
        for (w, &word) in self.0.iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                f((w as u16) << 6 | bits.trailing_zeros() as u16);
                bits &= bits - 1;
            }
        }
    }
}

/// The digits each cell of a run can take in some assignment of distinct digits from
/// `domains` (one per cell, in run order) that reaches `sum`, in the first
/// `domains.len()` slots. All empty when no assignment exists, as for runs longer than 9.
pub fn run_supports(sum: u8, domains: &[DigitSet]) -> [DigitSet; 9] {
    let k = domains.len();
    let mut support = [DigitSet::EMPTY; 9];
    if k == 0 || k > 9 {
        return support;
    }
    let allowed = union_of(sum, k).0 as u16;
    let mut doms = [0u16; 9];
    for (d, dom) in doms.iter_mut().zip(domains) {
        *d = dom.0 as u16 & allowed;
    }
    let mut forward = [MaskSet::default(); 10];
    forward[0].insert(0);
    for i in 0..k {
        let (done, rest) = forward.split_at_mut(i + 1);
        let next = &mut rest[0];
        done[i].for_each(|m| {
            let mut free = doms[i] & !m;
            while free != 0 {
                let bit = free & free.wrapping_neg();
                let grown = m | bit;
                if sum_of_mask(grown) <= sum {
                    next.insert(grown);
                }
                free &= free - 1;
            }
        });
    }
    let mut backward = MaskSet::default();
    forward[k].for_each(|m| {
        if sum_of_mask(m) == sum {
            backward.insert(m);
        }
    });
    for i in (0..k).rev() {
        let mut earlier = MaskSet::default();
        backward.for_each(|m| {
            let mut here = doms[i] & m;
            while here != 0 {
                let bit = here & here.wrapping_neg();
                if forward[i].contains(m & !bit) {
                    support[i].0 |= u32::from(bit);
                    earlier.insert(m & !bit);
                }
                here &= here - 1;
            }
        });
        backward = earlier;
    }
    support
}

/// How a fixed point ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Propagation {
    /// Every domain is non-empty.
    Consistent,
    /// Some domain became empty.
    Contradiction,
}

/// Revises the clued runs in `start` and every run they touch until no domain changes.
///
/// With `stop_at_contradiction` the revision stops at the first empty domain (the
/// solver's use); without it the fixed point is completed, which makes the resulting
/// domains independent of the revision order (the profile's use).
pub fn propagate(
    grid: &KakuroGrid,
    domains: &mut [DigitSet],
    start: impl IntoIterator<Item = usize>,
    stop_at_contradiction: bool,
) -> Propagation {
    propagate_with(grid, domains, start, stop_at_contradiction, |_, _| {})
}

/// [`propagate`], calling `changed(cell, old_domain)` before each domain is narrowed,
/// so a search can undo the narrowing later (the solver's trail).
pub fn propagate_with(
    grid: &KakuroGrid,
    domains: &mut [DigitSet],
    start: impl IntoIterator<Item = usize>,
    stop_at_contradiction: bool,
    mut changed: impl FnMut(usize, DigitSet),
) -> Propagation {
    let runs = grid.runs();
    let mut queued = vec![false; runs.len()];
    let mut queue = VecDeque::new();
    for r in start {
        if !queued[r] {
            queued[r] = true;
            queue.push_back(r);
        }
    }
    let mut outcome = Propagation::Consistent;
    let mut current = [DigitSet::EMPTY; 9];
    while let Some(r) = queue.pop_front() {
        queued[r] = false;
        let run = &runs[r];
        let Some(sum) = run.sum else { continue };
        let k = run.cells.len();
        for (slot, &c) in current.iter_mut().zip(&run.cells) {
            *slot = domains[c];
        }
        let supports = run_supports(sum, &current[..k]);
        for (&cell, &new) in run.cells.iter().zip(&supports) {
            if new == domains[cell] {
                continue;
            }
            changed(cell, domains[cell]);
            domains[cell] = new;
            if new.is_empty() {
                outcome = Propagation::Contradiction;
                if stop_at_contradiction {
                    return outcome;
                }
            }
            // The run just revised is consistent again; only the crossing run may lose support.
            let cross = grid.runs_of(cell).into_iter().find(|&x| x != r);
            if let Some(x) = cross.filter(|&x| !queued[x]) {
                queued[x] = true;
                queue.push_back(x);
            }
        }
    }
    outcome
}

/// Shaves every run of the grid to the fixed point, completing it past contradictions.
pub fn shave(grid: &KakuroGrid, domains: &mut [DigitSet]) -> Propagation {
    propagate(grid, domains, 0..grid.runs().len(), false)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ds(digits: &[u8]) -> DigitSet {
        DigitSet::from_digits(digits.iter().copied())
    }

    #[test]
    fn full_domains_keep_the_union_of_combinations() {
        let full = DigitSet::full(9);
        assert_eq!(run_supports(3, &[full, full])[..2], [ds(&[1, 2]); 2]);
        assert_eq!(run_supports(24, &[full; 3])[..3], [ds(&[7, 8, 9]); 3]);
        assert_eq!(
            run_supports(10, &[full; 2])[..2],
            [ds(&[1, 2, 3, 4, 6, 7, 8, 9]); 2]
        );
    }

    #[test]
    fn a_digit_without_a_completing_assignment_goes() {
        // 10 in two cells, first cell {1,2,3}, second {7,8}: 1 needs 9, so only 2+8, 3+7.
        let s = run_supports(10, &[ds(&[1, 2, 3]), ds(&[7, 8])]);
        assert_eq!(s[..2], [ds(&[2, 3]), ds(&[7, 8])]);
        // Distinctness: 6 in three cells is only 1+2+3; a cell limited to {1} forces the rest.
        let s = run_supports(6, &[ds(&[1]), ds(&[1, 2, 3]), ds(&[1, 2, 3, 4])]);
        assert_eq!(s[..3], [ds(&[1]), ds(&[2, 3]), ds(&[2, 3])]);
    }

    #[test]
    fn no_assignment_empties_the_run() {
        let s = run_supports(17, &[ds(&[9]), ds(&[9])]);
        assert_eq!(s[..2], [DigitSet::EMPTY; 2]);
        assert_eq!(
            run_supports(5, &[DigitSet::EMPTY, ds(&[1, 4])])[..2],
            [DigitSet::EMPTY; 2]
        );
    }
}
