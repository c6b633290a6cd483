//! The coarse rating of seed 001 (SPEC §7): −1 no solution or duplicates; 0 basic
//! elimination and naked singles suffice; 3 naked pairs are needed as well; 4
//! X-wings as well; 5 guessing is needed. Each level is the closure of its rules,
//! computed from the placed digits.

use std::fmt;

use std::cell::OnceCell;

use crate::engine::apply::automatic_step_indexed;
use crate::engine::digits::MAX_N;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{Context, DigitIndex, bits, cells_of};
use crate::engine::{Cell, Digit, Position};

/// A coarse rating; its number ([`Coarse::number`]) is how the spec, the CLI and
/// the panel write it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Coarse {
    /// −1: duplicates, or no solution.
    Unsolvable,
    /// 0: basic elimination and naked singles suffice.
    Singles,
    /// 3: naked pairs are needed as well.
    NakedPairs,
    /// 4: X-wings are needed as well.
    XWings,
    /// 5: guessing is needed.
    Guessing,
}

impl Coarse {
    /// The rating's number: −1, 0, 3, 4 or 5.
    pub fn number(self) -> i8 {
        match self {
            Coarse::Unsolvable => -1,
            Coarse::Singles => 0,
            Coarse::NakedPairs => 3,
            Coarse::XWings => 4,
            Coarse::Guessing => 5,
        }
    }
}

impl fmt::Display for Coarse {
    /// The number, as SPEC §7 writes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.number().fmt(f)
    }
}

/// The coarse rating of a position's placed digits; `solvable` says whether the
/// exact solver found at least one solution (duplicates are checked here).
///
/// Each level is the closure of its rules from the placed digits, and does not
/// go on from the previous level's end point: an X-wing's base line can lose
/// its second cell to a naked-pair elimination, so going on from there can
/// miss what the level finds from the start (Sudoku Exchange by-rating #36).
/// The three closures share their start, though: each round takes the
/// automatic step, then applies every naked pair (levels 3 and 4), then every
/// X-wing (level 4). So the closure of level 4 ([`Closure::run`]) is that of
/// level 3 until an X-wing first changes the position, and that of level 0
/// until its first automatic step is done; level 3 goes on by itself from
/// there only.
pub fn coarse(position: &Position, solvable: bool) -> Coarse {
    coarse_indexed(position, &DigitIndex::new(position), solvable)
}

/// [`coarse`], given `index`, the [`DigitIndex::new`] of `position`: when
/// the position's candidates are the basic filtering of its placed digits,
/// where the closures start, they start from a copy of it.
pub fn coarse_indexed(position: &Position, index: &DigitIndex, solvable: bool) -> Coarse {
    if !solvable || position.has_conflicts() {
        return Coarse::Unsolvable;
    }
    let mut start = position.clone();
    start.reset_candidates();
    let start_index = if start.all_candidates() == position.all_candidates() {
        index.clone()
    } else {
        DigitIndex::new(&start)
    };
    let mut closure = Closure::default();
    let solved = closure.run(start, start_index, true);
    let pairs_solve = match closure.branch {
        // Level 3 stops where level 4's first X-wing changed the position
        // unless that round's naked pairs changed it.
        Some((at, pairs_changed)) => {
            let index = DigitIndex::new(&at);
            pairs_changed && Closure::default().run(at, index, false)
        }
        None => solved,
    };
    if closure.singles_solve {
        Coarse::Singles
    } else if pairs_solve {
        Coarse::NakedPairs
    } else if solved {
        Coarse::XWings
    } else {
        Coarse::Guessing
    }
}

/// A closure of the automatic step and every naked pair, with every X-wing or
/// without, and what it tells of the levels below its own.
#[derive(Default)]
struct Closure {
    /// Whether the first automatic step solved the position (level 0).
    singles_solve: bool,
    /// Where level 3's closure leaves level 4's: the position before the
    /// first X-wing that changed it, and whether that round's naked pairs
    /// changed the position.
    branch: Option<(Position, bool)>,
}

impl Closure {
    /// Whether repeating the automatic step and every instance of naked pairs
    /// (and of X-wings with `x_wings`) until nothing changes solves `pos`,
    /// basic filtered. Its digit index, `index` (the [`DigitIndex::new`] of
    /// `pos`), is kept in step with the position throughout, for the
    /// automatic step and the searches.
    ///
    /// A round finds every naked pair of the position as the automatic step
    /// left it and removes what they all remove, then does the same with the
    /// X-wings of the position the pairs left. The two patterns are read
    /// here, off the candidates and the digit index, rather than through
    /// their finders: only what they remove matters to a closure, not the
    /// instances a finder writes out for each.
    fn run(&mut self, mut pos: Position, mut index: DigitIndex, x_wings: bool) -> bool {
        let mut first = true;
        let cells = pos.geometry().cell_count();
        let mut removed = vec![0u32; cells];
        let mut found = Found {
            pairs: vec![(0, 0); cells],
            lines: vec![(0, 0); cells],
        };
        loop {
            if automatic_step_indexed(&mut pos, &mut index, |_, _, _, _| {}).contradiction {
                return false;
            }
            if pos.is_full() {
                let solved = !pos.has_conflicts();
                self.singles_solve = first && solved;
                return solved;
            }
            first = false;
            let pairs_remove = naked_pairs(&pos, &mut found.pairs, &mut removed);
            debug_assert_eq!(removed, found_removes(&pos, &index, TechniqueId::NakedPair));
            let mut changed = pairs_remove && remove(&mut pos, &mut index, &mut removed);
            if x_wings {
                // An X-wing removes only candidates the position holds.
                let wings_remove = x_wings_of(&pos, &index, &mut found.lines, &mut removed);
                debug_assert_eq!(removed, found_removes(&pos, &index, TechniqueId::XWing));
                if wings_remove {
                    if self.branch.is_none() {
                        self.branch = Some((pos.clone(), changed));
                    }
                    changed |= remove(&mut pos, &mut index, &mut removed);
                }
            }
            if !changed {
                return false;
            }
        }
    }
}

/// Room for what the searches of a round gather, kept from round to round:
/// the empty cells with two candidates, and the lines where a digit has two
/// places (by digit, N lines each).
struct Found {
    pairs: Vec<(Cell, u32)>,
    lines: Vec<(u8, u32)>,
}

/// Whether `mask` has exactly two bits, without a branch.
fn two_bits(mask: u32) -> bool {
    let rest = mask & mask.wrapping_sub(1);
    (rest != 0) & (rest & rest.wrapping_sub(1) == 0)
}

/// Notes in `removed` (digits by cell) what every naked pair of `pos`
/// removes: two empty cells of a group with the same two candidates take
/// them from the group's other empty cells (those that hold them). Returns
/// whether it noted anything. The cells with two candidates are gathered in
/// `pairs` first, in one pass over the cells; a pair is two of them with the
/// same candidates in the same row, column or region.
fn naked_pairs(pos: &Position, pairs: &mut [(Cell, u32)], removed: &mut [u32]) -> bool {
    let geo = pos.geometry();
    let (values, candidates) = (pos.values(), pos.all_candidates());
    let mut count = 0;
    for (c, (&v, &m)) in values.iter().zip(candidates).enumerate() {
        pairs[count] = (c as Cell, m.0);
        count += usize::from((v == 0) & two_bits(m.0));
    }
    let pairs = &pairs[..count];
    let mut any = false;
    for (i, &(a, m)) in pairs.iter().enumerate() {
        let groups = geo.groups_of(a);
        for &(b, _) in pairs[i + 1..].iter().filter(|&&(_, other)| other == m) {
            for (g, _) in groups
                .into_iter()
                .zip(geo.groups_of(b))
                .filter(|(g, h)| g == h)
            {
                for &c in geo.group_cells(g) {
                    if c != a && c != b && values[c as usize] == 0 {
                        let r = m & candidates[c as usize].0;
                        removed[c as usize] |= r;
                        any |= r != 0;
                    }
                }
            }
        }
    }
    any
}

/// Notes in `removed` (digits by cell) what every X-wing of `pos` removes,
/// rows and columns as base: two lines without the digit placed whose only
/// two places are in the same two cross lines take the digit from those
/// lines' other places. Returns whether it noted anything. Each way round,
/// the base lines are read once, all digits at a time, and those where a
/// digit has two places gathered in `lines` by digit.
fn x_wings_of(
    pos: &Position,
    index: &DigitIndex,
    lines: &mut [(u8, u32)],
    removed: &mut [u32],
) -> bool {
    let geo = pos.geometry();
    let n = geo.n();
    let mut any = false;
    for (base_start, cover_start) in [(0, n), (n, 0)] {
        let mut counts = [0usize; MAX_N];
        for line in 0..n {
            let open = !index.placed(base_start + line).0;
            let masks = index.group_positions(base_start + line);
            for (e, (&m, count)) in masks.iter().zip(&mut counts).enumerate() {
                lines[e * n + *count] = (line as u8, m);
                *count += usize::from(two_bits(m) & (open >> e & 1 != 0));
            }
        }
        for (e, &count) in counts[..n].iter().enumerate() {
            let d = e as Digit + 1;
            let found = &lines[e * n..e * n + count];
            for (i, &(a, m)) in found.iter().enumerate() {
                for &(b, _) in found[i + 1..].iter().filter(|&&(_, other)| other == m) {
                    let base = 1 << a | 1 << b;
                    for cover in bits(m).map(|i| cover_start + i) {
                        let outside = index.positions(cover, d) & !base;
                        for c in cells_of(geo.group_cells(cover), outside) {
                            removed[c as usize] |= 1 << e;
                            any = true;
                        }
                    }
                }
            }
        }
    }
    any
}

/// Removes the digits noted in `removed` from their cells, keeping the index
/// in step, and clears the notes; returns whether a candidate went.
fn remove(pos: &mut Position, index: &mut DigitIndex, removed: &mut [u32]) -> bool {
    let mut changed = false;
    for (c, r) in removed.iter_mut().enumerate() {
        for e in bits(std::mem::take(r)) {
            changed |= index.eliminate(pos, c as Cell, e as Digit + 1);
        }
    }
    changed
}

/// What the instances of `technique` that its finder writes out for `pos`
/// remove, by cell: the notes of [`naked_pairs`] and [`x_wings_of`] are
/// checked against it.
fn found_removes(pos: &Position, index: &DigitIndex, technique: TechniqueId) -> Vec<u32> {
    let known = OnceCell::new();
    let mut removed = vec![0u32; pos.geometry().cell_count()];
    for instance in Context::indexed(pos, index, &known).find(technique) {
        for e in &instance.eliminations {
            removed[e.cell as usize] |= 1 << (e.digit - 1);
        }
    }
    removed
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::apply::{apply, automatic_step};
    use crate::engine::techniques::find_all;

    /// Applies every instance of a technique found in `pos`, in order; returns
    /// whether any changed the position.
    fn apply_all(technique: TechniqueId, pos: &mut Position) -> bool {
        let mut changed = false;
        for instance in find_all(technique, pos) {
            changed |= apply(&instance, pos) > 0;
        }
        changed
    }

    /// Whether one level's closure, computed from the start by itself, solves
    /// the position.
    fn separate_closure_solves(start: &Position, techniques: &[TechniqueId]) -> bool {
        let mut pos = start.clone();
        loop {
            if automatic_step(&mut pos).contradiction {
                return false;
            }
            if pos.is_full() {
                return !pos.has_conflicts();
            }
            let mut changed = false;
            for &t in techniques {
                changed |= apply_all(t, &mut pos);
            }
            if !changed {
                return false;
            }
        }
    }

    /// The rating from three closures each computed from the start.
    fn separately(position: &Position) -> Coarse {
        use TechniqueId::{NakedPair, XWing};
        let mut start = position.clone();
        start.reset_candidates();
        let levels: [(Coarse, &[TechniqueId]); 3] = [
            (Coarse::Singles, &[]),
            (Coarse::NakedPairs, &[NakedPair]),
            (Coarse::XWings, &[NakedPair, XWing]),
        ];
        levels
            .into_iter()
            .find(|(_, techniques)| separate_closure_solves(&start, techniques))
            .map_or(Coarse::Guessing, |(level, _)| level)
    }

    #[test]
    fn the_shared_closure_rates_as_three_separate_ones() {
        // Sudoku Exchange by-rating #35 and #36 (naked pairs, then X-wings).
        let exchange = "....43.1.2.9.51......8...7.38....7..67.....41..1....56.5...4......12.4.5.2.63....\n\
                        5.......4.19...68....3.8...7..8.6..3...192.......5......2...5...6..3..2..532.489.\n";
        let sources = [
            exchange,
            include_str!("../../puzzles/generated/9x9_x_wing.txt"),
            include_str!("../../puzzles/generated/9x9_rotational_medium.txt"),
            include_str!("../../puzzles/drill/swordfish.txt"),
            include_str!("../../puzzles/generated/jigsaw_9x9.txt"),
        ];
        let mut seen = Vec::new();
        for text in sources {
            for read in crate::format::read_sudoku(text, "t", &Default::default()) {
                let position = read.expect("it reads").position;
                let rated = coarse(&position, true);
                assert_eq!(rated, separately(&position));
                // Only the placed digits count, not the candidates left.
                let mut marked = position.clone();
                let cell = marked
                    .empty_cells()
                    .find(|&c| marked.candidates(c).len() > 1);
                let cell = cell.expect("a cell with candidates to spare");
                let digit = marked.candidates(cell).first().expect("a candidate");
                marked.eliminate(cell, digit);
                assert_eq!(coarse(&marked, true), rated);
                seen.push(rated);
            }
        }
        for level in [
            Coarse::Singles,
            Coarse::NakedPairs,
            Coarse::XWings,
            Coarse::Guessing,
        ] {
            assert!(seen.contains(&level), "no puzzle rated {level}");
        }
    }

    #[test]
    fn ratings_display_as_the_spec_numbers_them() {
        let all = [
            Coarse::Unsolvable,
            Coarse::Singles,
            Coarse::NakedPairs,
            Coarse::XWings,
            Coarse::Guessing,
        ];
        let shown: Vec<String> = all.iter().map(Coarse::to_string).collect();
        assert_eq!(shown, ["-1", "0", "3", "4", "5"]);
        assert!(all.iter().all(|c| c.to_string() == c.number().to_string()));
    }
}
