//! The coarse rating of seed 001 (SPEC §7): −1 no solution or duplicates; 0 basic
//! elimination and naked singles suffice; 3 naked pairs are needed as well; 4
//! X-wings as well; 5 guessing is needed. Each level is the closure of its rules,
//! computed from the placed digits.

use std::fmt;

use std::cell::OnceCell;

use crate::engine::apply::automatic_step_indexed;
use crate::engine::instance::Instance;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{Context, DigitIndex, Locality};
use crate::engine::{Cell, CellSet, DigitSet, Position};

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
    /// A round searches only where the position changed since the last
    /// round's search: the groups with a changed cell for naked pairs, the
    /// digits that lost a candidate for X-wings ([`Searched`]). What the
    /// others hold was found then and applied, so it removes nothing now.
    fn run(&mut self, mut pos: Position, mut index: DigitIndex, x_wings: bool) -> bool {
        let known = OnceCell::new();
        let mut first = true;
        let (mut pairs_searched, mut wings_searched) = (Searched::default(), Searched::default());
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
            let pairs = pairs_searched.find(
                &Context::indexed(&pos, &index, &known),
                TechniqueId::NakedPair,
            );
            let mut changed = false;
            for instance in &pairs {
                changed |= index.apply(instance, &mut pos) > 0;
            }
            if x_wings {
                let found = wings_searched
                    .find(&Context::indexed(&pos, &index, &known), TechniqueId::XWing);
                if self.branch.is_none() && found.iter().any(|i| i.live_effect(&pos) > 0) {
                    self.branch = Some((pos.clone(), changed));
                }
                for instance in &found {
                    changed |= index.apply(instance, &mut pos) > 0;
                }
            }
            if !changed {
                return false;
            }
        }
    }
}

/// The candidates a closure's search of one technique last saw, to search
/// again only where they changed: the groups holding a changed cell (naked
/// pairs), or the digits a cell lost (X-wings).
#[derive(Default)]
struct Searched(Option<Vec<DigitSet>>);

impl Searched {
    /// The technique's instances in the context's position, where it changed
    /// since the last search (everywhere at the first).
    fn find(&mut self, cx: &Context<'_>, technique: TechniqueId) -> Vec<Instance> {
        let now = cx.pos.all_candidates();
        let found = match &self.0 {
            None => cx.find(technique),
            Some(before) => {
                let mut cells = CellSet::EMPTY;
                let mut digits = DigitSet::EMPTY;
                for (cell, (&was, &is)) in before.iter().zip(now).enumerate() {
                    if was != is {
                        cells.insert(cell as Cell);
                        digits |= was - is;
                    }
                }
                if cells.is_empty() {
                    Vec::new()
                } else if technique.descriptor().locality == Locality::Digit {
                    cx.on_digits(digits, |cx| cx.find(technique))
                } else {
                    cx.on_cells(cells, |cx| cx.find(technique))
                }
            }
        };
        match &mut self.0 {
            Some(before) => before.copy_from_slice(now),
            None => self.0 = Some(now.to_vec()),
        }
        found
    }
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
