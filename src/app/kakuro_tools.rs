//! The candidate tools on a Kakuro board (SPEC §8, §10 "Hints a person can
//! follow"): what the digit filter and pairs pick out there. The keys and their
//! state are the Sudoku board's (`super::candidate_tools`); colour marks belong
//! to the game and work the same on both kinds.
//!
//! A Kakuro has no rows, columns and regions that must hold every digit, so
//! "bilocation" needs a Kakuro meaning: with a digit filtered and pairs on, a
//! pair is the two cells of a run that alone can take the digit **and** the run
//! must hold it (every combination it has left includes the digit, and it is not
//! placed there yet) — the digit is then in one of the two, the strong link a
//! player follows. A run that might do without the digit has no pair, however
//! few its places. Without a filter, pairs picks out the empty cells with two
//! candidates, as on a Sudoku.
//!
//! Like the Sudoku tools, these look at the position the coach works on (the
//! player's marks where there are some, what the runs leave open elsewhere).

use super::candidate_tools::CandidateTools;
use crate::engine::{Digit, digit_char};
use crate::kakuro::KakuroPosition;

/// What the tools pick out on a Kakuro, by white-cell index.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KakuroHighlights {
    /// Whether each white cell holds the filtered digit or has it as a candidate.
    pub filtered: Vec<bool>,
    /// Empty cells with exactly two candidates (pairs on, no filter), in order.
    pub bivalue: Vec<usize>,
    /// The run pairs of the filtered digit (pairs on): the two cells of a run
    /// that must hold the digit and has two places left for it.
    pub run_pairs: Vec<(usize, usize)>,
}

impl KakuroHighlights {
    /// Whether a cell is picked out by any tool.
    pub fn contains(&self, cell: usize) -> bool {
        self.filtered.get(cell).copied().unwrap_or(false)
            || self.bivalue.contains(&cell)
            || self.is_paired(cell)
    }

    /// Whether a cell is one of a run pair.
    pub fn is_paired(&self, cell: usize) -> bool {
        self.run_pairs.iter().any(|&(a, b)| a == cell || b == cell)
    }

    /// How many cells the filter picks out.
    pub fn filtered_count(&self) -> usize {
        self.filtered.iter().filter(|&&on| on).count()
    }
}

impl CandidateTools {
    /// What the tools pick out on a Kakuro position, the one the coach works on.
    pub fn kakuro_highlights(&self, pos: &KakuroPosition) -> KakuroHighlights {
        let filtered = match self.filter {
            Some(d) => kakuro_filter_cells(pos, d),
            None => Vec::new(),
        };
        let (bivalue, run_pairs) = match (self.pairs, self.filter) {
            (false, _) => (Vec::new(), Vec::new()),
            (true, None) => (kakuro_bivalue_cells(pos), Vec::new()),
            (true, Some(d)) => (Vec::new(), run_pairs(pos, d)),
        };
        KakuroHighlights {
            filtered,
            bivalue,
            run_pairs,
        }
    }

    /// What the panel says the tools show on a Kakuro, or `None` when none is on.
    pub fn kakuro_summary(&self, pos: &KakuroPosition) -> Option<String> {
        if self.awaiting_digit {
            return Some("filter: type a digit".into());
        }
        let seen = self.kakuro_highlights(pos);
        let filter = self.filter.map(|d| {
            let count = seen.filtered_count();
            format!("{} in {count} cells", digit_char(d))
        });
        let pairs = self.pairs.then(|| match self.filter {
            None => format!("{} bivalue cells", seen.bivalue.len()),
            Some(_) => format!("{} pairs (=)", seen.run_pairs.len()),
        });
        let parts: Vec<String> = filter.into_iter().chain(pairs).collect();
        (!parts.is_empty()).then(|| parts.join(", "))
    }
}

/// For every white cell, whether it holds `d` or has it as a candidate.
pub fn kakuro_filter_cells(pos: &KakuroPosition, d: Digit) -> Vec<bool> {
    (0..pos.grid().cell_count())
        .map(|c| match pos.value(c) {
            0 => pos.candidates(c).contains(d),
            v => v == d,
        })
        .collect()
}

/// Empty white cells with exactly two candidates.
pub fn kakuro_bivalue_cells(pos: &KakuroPosition) -> Vec<usize> {
    pos.empty_cells()
        .filter(|&c| pos.candidates(c).len() == 2)
        .collect()
}

/// The run pairs of `d`, runs in grid order: for every run that must hold `d`
/// (each of its remaining combinations does, and no cell of it holds `d` yet)
/// where exactly two empty cells have `d` as a candidate, those two; a pair two
/// runs share is listed once (two cells share at most one run, so never).
pub fn run_pairs(pos: &KakuroPosition, d: Digit) -> Vec<(usize, usize)> {
    let mut pairs = Vec::new();
    for (index, run) in pos.grid().runs().iter().enumerate() {
        if pos.placed_digits(index).contains(d) {
            continue;
        }
        let combos = pos.remaining_combinations(index);
        if combos.is_empty() || !combos.iter().all(|combo| combo.contains(d)) {
            continue;
        }
        let places: Vec<usize> = run
            .cells
            .iter()
            .copied()
            .filter(|&c| pos.value(c) == 0 && pos.candidates(c).contains(d))
            .collect();
        if let [a, b] = places[..] {
            pairs.push((a, b));
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kakuro::read_kakuro;
    use std::sync::Arc;

    /// A 2×2 of white cells: across 3 (1+2) and 4 (1+3), down 4 (1+3) and 3 (2+1).
    fn square() -> KakuroPosition {
        let p = read_kakuro("# 4\\ 3\\\n\\3 . .\n\\4 . .\n", "t").unwrap();
        KakuroPosition::new(Arc::clone(&p.grid), &p.givens)
    }

    #[test]
    fn the_filter_picks_out_cells_that_can_take_the_digit() {
        let mut pos = square();
        pos.reset_candidates();
        // r1c1 {1,2}∩{1,3} = {1}; r1c2 {1,2}; r2c1 {1,3}; r2c2 {1,3}∩{1,2} = {1}.
        assert_eq!(
            kakuro_filter_cells(&pos, 2),
            vec![false, true, false, false]
        );
        assert_eq!(kakuro_filter_cells(&pos, 1), vec![true; 4]);
        pos.place(1, 2);
        let twos = kakuro_filter_cells(&pos, 2);
        assert_eq!(twos, vec![false, true, false, false], "a placed 2 counts");
    }

    #[test]
    fn bivalue_cells_have_two_candidates() {
        let mut pos = square();
        pos.reset_candidates();
        assert_eq!(kakuro_bivalue_cells(&pos), vec![1, 2]);
    }

    #[test]
    fn a_run_pair_needs_the_digit_required_and_two_places() {
        let mut pos = square();
        pos.reset_candidates();
        // Across 3 in two is 1+2: 1 is required, and both cells can take it.
        // Down 3 (r1c2, r2c2) is 1+2 too: 1 required, both cells take it.
        let ones = run_pairs(&pos, 1);
        assert!(ones.contains(&(0, 1)), "across 3: {ones:?}");
        assert!(ones.contains(&(1, 3)), "down 3: {ones:?}");
        // 2 is required in the across 3, but only r1c2 can take it: no pair.
        assert!(run_pairs(&pos, 2).is_empty());
        // A run that may do without the digit has no pair.
        let mut open = square();
        open.set_candidates(0, crate::engine::DigitSet::full(9));
        open.set_candidates(2, crate::engine::DigitSet::full(9));
        assert!(run_pairs(&open, 5).is_empty());
    }

    #[test]
    fn the_summary_counts_what_is_picked_out() {
        let mut pos = square();
        pos.reset_candidates();
        let tools = CandidateTools {
            filter: Some(1),
            pairs: true,
            ..Default::default()
        };
        assert_eq!(
            tools.kakuro_summary(&pos).as_deref(),
            Some("1 in 4 cells, 4 pairs (=)")
        );
    }
}
