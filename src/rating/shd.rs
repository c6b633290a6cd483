//! The Sudoku-Help+ difficulty tally (SPEC §5, seed 003).
//!
//! Rules are tried in the §5 order; the first whose first iteration changes the
//! position is looped until an iteration changes nothing, then the search starts
//! again from the first rule. An iteration sweeps the board in processing order
//! and applies each finding at once, so an early finding can enable a later one in
//! the same sweep. There is no automatic step: every placement is paid for.

use crate::engine::digits::MAX_N;
use serde::Serialize;

use super::ordered::OrderedMap;
use super::unchanged::Unchanged;
use std::cell::OnceCell;
use std::sync::LazyLock;

use crate::engine::instance::Instance;
use crate::engine::technique::{ShdClass, ShdRule, TechniqueId};
use crate::engine::techniques::{Context, DigitIndex};
use crate::engine::{Cell, Digit, DigitSet, GroupKind, Position};

/// An SHD tally with its breakdown.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ShdTally {
    /// All points.
    pub total: u32,
    /// Points per rule (rules with points only), in §5 order.
    pub by_rule: OrderedMap,
    /// Points per class: Novice, Player, Expert, Master, penalty, arbitrary.
    pub by_class: OrderedMap,
    /// Whether the tally ended with a cell left without candidates.
    #[serde(skip)]
    pub contradiction: bool,
    /// Whether the rules solved the position.
    #[serde(skip)]
    pub solved: bool,
}

impl ShdTally {
    /// The classes that have points, as a person reads them:
    /// `Novice 59, arbitrary 1`.
    pub fn classes_with_points(&self) -> String {
        let classes: Vec<String> = self
            .by_class
            .0
            .iter()
            .filter(|(_, points)| *points > 0)
            .map(|(class, points)| format!("{class} {points}"))
            .collect();
        classes.join(", ")
    }
}

/// Points gathered while the procedure runs.
#[derive(Default)]
struct Ledger {
    by_rule: Vec<(ShdRule, u32)>,
    novice: u32,
    player: u32,
    expert: u32,
    master: u32,
}

impl Ledger {
    fn pay(&mut self, rule: ShdRule, points: u32) {
        if points == 0 {
            return;
        }
        match self.by_rule.iter_mut().find(|(r, _)| *r == rule) {
            Some((_, p)) => *p += points,
            None => self.by_rule.push((rule, points)),
        }
        match rule.class() {
            ShdClass::Novice => self.novice += points,
            ShdClass::Player => self.player += points,
            ShdClass::Expert => self.expert += points,
            ShdClass::Master => self.master += points,
        }
    }
}

/// The SHD tally of a position from its own candidates.
pub fn shd_tally(start: &Position) -> ShdTally {
    shd_tally_indexed(start, &DigitIndex::new(start))
}

/// [`shd_tally`], given `index`, the [`DigitIndex::new`] of `start`.
pub fn shd_tally_indexed(start: &Position, index: &DigitIndex) -> ShdTally {
    let mut board = Board::indexed(start, index.clone());
    let mut ledger = Ledger::default();
    // The rule whose loop ended last: its empty iteration saw the position as
    // it still is, so starting again it is known to change nothing.
    let mut idle = None;
    // On a full board no rule finds anything: the sweep would only confirm it.
    while !board.pos.is_full() {
        let Some((rule, first)) = board.first_change(idle) else {
            break;
        };
        ledger.pay(rule, first);
        loop {
            let next = board.iterate(rule);
            // A Novice rule's empty iteration ending the loop still costs 1.
            let empty_cost = u32::from(rule.class() == ShdClass::Novice);
            ledger.pay(rule, next.unwrap_or(empty_cost));
            if next.is_none() {
                idle = Some(rule);
                break;
            }
        }
    }
    finish(&board.pos, ledger)
}

fn finish(pos: &Position, ledger: Ledger) -> ShdTally {
    let mut penalty = 0;
    let mut contradiction = false;
    for cell in pos.empty_cells() {
        let candidates = pos.candidates(cell).len() as u32;
        contradiction |= candidates == 0;
        penalty += 1 + candidates;
    }
    let arbitrary = 1;
    let total = ledger.novice + ledger.player + ledger.expert + ledger.master + penalty + arbitrary;
    let by_class = OrderedMap(
        [
            ("Novice", ledger.novice),
            ("Player", ledger.player),
            ("Expert", ledger.expert),
            ("Master", ledger.master),
            ("penalty", penalty),
            ("arbitrary", arbitrary),
        ]
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect(),
    );
    let mut by_rule = ledger.by_rule;
    by_rule.sort_by_key(|(r, _)| *r);
    ShdTally {
        total,
        by_rule: OrderedMap(
            by_rule
                .iter()
                .map(|(r, p)| (r.name().to_string(), *p))
                .collect(),
        ),
        by_class,
        contradiction,
        solved: pos.is_full() && !pos.has_conflicts(),
    }
}

/// The position the rules work on, with its digit index kept up to date with
/// every placement and elimination, and what the elimination rules' per-digit
/// techniques found nothing in before ([`Unchanged`]), so that what has not
/// changed since is not searched again.
struct Board {
    pos: Position,
    index: DigitIndex,
    unchanged: Unchanged,
    /// The hidden singles of the group kind Only Spot last swept, as they are
    /// in the position at its end: a rule is looped, and the next iteration
    /// of the same kind starts from them instead of reading every mask again.
    /// `None` once something else changed the position.
    singles: Option<Singles>,
    /// The rule whose sweep ended last, with the first pattern a new sweep of
    /// the position it left would apply: the sweep's last search saw every
    /// pattern of that position, so the loop's next iteration searches
    /// nothing again. `None` once the position changed.
    restart: Option<(ShdRule, Option<Instance>)>,
}

impl Board {
    #[cfg(test)]
    fn new(start: &Position) -> Board {
        Board::indexed(start, DigitIndex::new(start))
    }

    /// The board of `start`, whose digit index is `index`.
    fn indexed(start: &Position, index: DigitIndex) -> Board {
        Board {
            index,
            pos: start.clone(),
            unchanged: Unchanged::default(),
            singles: None,
            restart: None,
        }
    }

    /// The first rule (in §5 order) whose first iteration changes the
    /// position, having taken that iteration, with its points; `idle`, known
    /// to change nothing, is not tried. The rules before it changed nothing,
    /// so the elimination rules search one position in turn and share its
    /// context (the link graph the chain rules build).
    fn first_change(&mut self, idle: Option<ShdRule>) -> Option<(ShdRule, u32)> {
        self.restart = None;
        let novice = ShdRule::ALL
            .iter()
            .take_while(|r| r.class() == ShdClass::Novice);
        for &rule in novice.clone().filter(|&&r| Some(r) != idle) {
            if let Some(points) = self.iterate(rule) {
                return Some((rule, points));
            }
        }
        let known = OnceCell::new();
        let cx = Context::indexed(&self.pos, &self.index, &known);
        let (rule, first) = ShdRule::ALL
            .into_iter()
            .skip(novice.count())
            .filter(|&r| Some(r) != idle)
            .find_map(|rule| {
                Some((
                    rule,
                    next_in_sweep(&cx, &mut self.unchanged, rule, None).next()?,
                ))
            })?;
        Some((rule, self.sweep_from(rule, first)))
    }

    /// One iteration of a rule; `Some(points)` when it changed the position.
    fn iterate(&mut self, rule: ShdRule) -> Option<u32> {
        let restart = self.restart.take();
        let placed = match rule {
            ShdRule::OnlySpotBoxes => self.only_spot(GroupKind::Region),
            ShdRule::OnlySpotRows => self.only_spot(GroupKind::Row),
            ShdRule::OnlySpotCols => self.only_spot(GroupKind::Column),
            ShdRule::OnlyValue => self.only_value(),
            _ => {
                let first = match restart {
                    Some((last, first)) if last == rule => {
                        debug_assert!(first == self.first_pattern(rule));
                        first
                    }
                    _ => self.first_pattern(rule),
                };
                return Some(self.sweep_from(rule, first?));
            }
        };
        (placed > 0).then_some(1 + placed)
    }

    /// Hidden singles in the groups of one kind: digits outer, groups by index.
    /// A digit has its only spot in a group when it is not placed there and is
    /// a candidate in one of its cells.
    ///
    /// Most digits of most groups have more places than one, and most
    /// iterations find nothing, so the groups where each digit has one place
    /// are read off the digit index's masks at once ([`Singles`]) and only
    /// they are visited. A placement changes the masks of its cell's group
    /// and of its digit alone, so only those are read again after it, and
    /// what is read is kept for the rule's next iteration ([`Board::singles`]).
    fn only_spot(&mut self, kind: GroupKind) -> u32 {
        let geo = self.pos.geometry().clone();
        let n = geo.n();
        let (first, of_cell) = match kind {
            GroupKind::Row => (0, 0),
            GroupKind::Column => (n, 1),
            GroupKind::Region => (2 * n, 2),
        };
        let mut singles = match self.singles.take() {
            Some(kept) if kept.first == first => kept,
            _ => Singles::of(&self.index, first, n),
        };
        debug_assert!(singles.by_digit == Singles::of(&self.index, first, n).by_digit);
        let mut placed = 0;
        let mut from = (0, 0);
        while let Some((d, g)) = singles.next(from) {
            let digit = d as Digit + 1;
            if !self.index.placed(first + g).contains(digit) {
                let spot = self.index.positions(first + g, digit).trailing_zeros() as usize;
                let cell = geo.group_cells(first + g)[spot];
                self.index.place(&mut self.pos, cell, digit);
                placed += 1;
                singles.update(&self.index, d, geo.groups_of(cell)[of_cell] - first);
                debug_assert!(singles.by_digit == Singles::of(&self.index, first, n).by_digit);
            }
            from = (d, g + 1);
        }
        self.singles = Some(singles);
        placed
    }

    /// Naked singles: digits outer, cells row-major.
    ///
    /// Only a cell with one candidate can be one, and there are few, so they
    /// are listed row-major first and each digit looks at them alone. A cell
    /// comes down to one candidate only when a placement takes one from it,
    /// and the digit index notes those cells ([`DigitIndex::take_touched`]),
    /// so they join the list as the sweep places.
    fn only_value(&mut self) -> u32 {
        let mut single_cells: Vec<Cell> = (0..)
            .zip(self.pos.all_candidates())
            .filter(|(_, c)| c.has_len(1))
            .map(|(cell, _)| cell)
            .collect();
        // As with Only Spot: an iteration that finds nothing is seen at once.
        if single_cells.is_empty() {
            return 0;
        }
        // The cells noted before are listed already.
        self.index.take_touched();
        let mut placed = 0;
        for d in 1..=self.pos.n() as Digit {
            let single = DigitSet::single(d);
            let mut i = 0;
            while let Some(&cell) = single_cells.get(i) {
                i += 1;
                if self.pos.value(cell) != 0 || self.pos.candidates(cell) != single {
                    continue;
                }
                self.index.place(&mut self.pos, cell, d);
                placed += 1;
                for touched in self.index.take_touched().iter() {
                    if let Err(at) = single_cells.binary_search(&touched) {
                        single_cells.insert(at, touched);
                        // The list goes on after `cell` where it went on.
                        i += usize::from(at < i);
                    }
                }
            }
        }
        if placed > 0 {
            self.singles = None;
        }
        placed
    }

    /// The first pattern of a sweep of an elimination rule: the first in
    /// canonical order that removes something.
    fn first_pattern(&mut self, rule: ShdRule) -> Option<Instance> {
        let known = OnceCell::new();
        let cx = Context::indexed(&self.pos, &self.index, &known);
        next_in_sweep(&cx, &mut self.unchanged, rule, None).next()
    }

    /// One sweep of an elimination rule from its first pattern: its patterns
    /// in canonical order, each applied when it removes something in the
    /// position as the sweep reaches it; the sweep's points.
    fn sweep_from(&mut self, rule: ShdRule, first: Instance) -> u32 {
        self.singles = None;
        let weight = rule.class().weight();
        let known = OnceCell::new();
        let mut points = 0;
        let mut instance = first;
        loop {
            let removed = self.index.apply(&instance, &mut self.pos) as u32;
            points += instance.shd_pattern_points(rule) + weight * removed;
            let cx = Context::indexed(&self.pos, &self.index, &known);
            match next_in_sweep(&cx, &mut self.unchanged, rule, Some(&instance)) {
                Step::Next(next) => instance = next,
                Step::End(restart) => {
                    self.restart = Some((rule, restart));
                    return points;
                }
            }
        }
    }
}

/// Where each digit has one place among the groups of one kind (rows,
/// columns or regions): by digit (`d - 1`), bit `g - first` for group `g`.
struct Singles {
    by_digit: [u32; MAX_N],
    /// The kind's first group.
    first: usize,
    n: usize,
}

impl Singles {
    /// The places of the kind whose groups start at `first`, read off `index`
    /// group by group (a group's masks lie together, digit by digit).
    fn of(index: &DigitIndex, first: usize, n: usize) -> Singles {
        let mut by_digit = [0; MAX_N];
        let masks = &index.all_positions()[first * n..(first + n) * n];
        for (g, group) in masks.chunks_exact(n).enumerate() {
            for (groups, &places) in by_digit.iter_mut().zip(group) {
                *groups |= u32::from(one(places)) << g;
            }
        }
        Singles { by_digit, first, n }
    }

    /// Reads again, after digit `d + 1` was placed in a cell of the kind's
    /// group `first + g`, the masks the placement changed: every digit's in
    /// that group (the cell is no place any more) and the digit's in every
    /// group (its peers lost it).
    fn update(&mut self, index: &DigitIndex, d: usize, g: usize) {
        let (first, n) = (self.first, self.n);
        let group = &index.all_positions()[(first + g) * n..(first + g + 1) * n];
        for (groups, &places) in self.by_digit.iter_mut().zip(group) {
            *groups = *groups & !(1 << g) | u32::from(one(places)) << g;
        }
        let places = &index.all_positions()[first * n + d..(first + n) * n];
        self.by_digit[d] = (0..n)
            .zip(places.iter().step_by(n))
            .fold(0, |groups, (h, &places)| {
                groups | u32::from(one(places)) << h
            });
    }

    /// The first digit and group (`d - 1`, `g - first`) with one place from
    /// `from` on, digits outer.
    fn next(&self, from: (usize, usize)) -> Option<(usize, usize)> {
        let (d, g) = from;
        let first = self.by_digit.get(d)? & u32::MAX.checked_shl(g as u32).unwrap_or(0);
        std::iter::once(first)
            .chain(self.by_digit[d + 1..self.n].iter().copied())
            .enumerate()
            .find(|&(_, groups)| groups != 0)
            .map(|(i, groups)| (d + i, groups.trailing_zeros() as usize))
    }
}

/// Whether a mask of places has exactly one (a power of two): written so that
/// a loop over many masks compiles to a few vector instructions.
fn one(places: u32) -> bool {
    let below = places.wrapping_sub(1);
    places ^ below > below
}

/// A rule's techniques ([`ShdRule::techniques`]), picked out of all the
/// techniques once: every step of a sweep asks for them.
fn rule_techniques(rule: ShdRule) -> &'static [TechniqueId] {
    static BY_RULE: LazyLock<Vec<Vec<TechniqueId>>> = LazyLock::new(|| {
        ShdRule::ALL
            .iter()
            .map(|r| r.techniques().collect())
            .collect()
    });
    debug_assert_eq!(ShdRule::ALL[rule as usize], rule);
    &BY_RULE[rule as usize]
}

/// What a step of a sweep finds.
enum Step {
    /// The next pattern to apply.
    Next(Instance),
    /// The sweep is over; the first pattern a new sweep of the same position
    /// would apply, if any.
    End(Option<Instance>),
}

impl Step {
    /// The next pattern to apply, if any.
    fn next(self) -> Option<Instance> {
        match self {
            Step::Next(next) => Some(next),
            Step::End(_) => None,
        }
    }
}

/// The next pattern of a rule's sweep: the first in canonical order after
/// `last` that removes something in the context's position. Only that one is
/// copied out of what the rule's techniques find. When there is none, the
/// patterns up to `last` are all the position has, so the first of them that
/// removes something is where the rule's next sweep starts ([`Step::End`]).
fn next_in_sweep(
    cx: &Context<'_>,
    unchanged: &mut Unchanged,
    rule: ShdRule,
    last: Option<&Instance>,
) -> Step {
    // A technique gives its instances in canonical order; with several, the
    // least of theirs is taken (ties to the first given).
    let techniques = rule_techniques(rule);
    let several = techniques.len() > 1;
    let mut next: Option<Instance> = None;
    let mut restart: Option<Instance> = None;
    for &t in techniques {
        unchanged.visit_found(cx, t, |i| {
            let earlier = |kept: &Option<Instance>| match kept {
                None => true,
                Some(k) => several && i.cmp_canonical(k).is_lt(),
            };
            if !earlier(&next) {
                return;
            }
            let kept = if last.is_none_or(|l| i.cmp_canonical(l).is_gt()) {
                &mut next
            } else if next.is_none() && earlier(&restart) {
                &mut restart
            } else {
                return;
            };
            if i.live_effect(cx.pos) > 0 {
                *kept = Some(i.clone());
            }
        });
    }
    match next {
        Some(next) => Step::Next(next),
        None => Step::End(restart),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Geometry, Position};

    /// An empty board whose candidates are then shaped by hand.
    fn open_board(n: usize) -> Position {
        Position::from_givens(Geometry::standard(n).unwrap(), &vec![0; n * n])
    }

    fn remove(
        pos: &mut Position,
        cells: impl IntoIterator<Item = (usize, usize)>,
        digits: &[Digit],
    ) {
        for (r, c) in cells {
            let cell = pos.geometry().cell(r, c);
            for &d in digits {
                pos.eliminate(cell, d);
            }
        }
    }

    #[test]
    fn solved_position_costs_the_arbitrary_point_only() {
        let values = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let pos = Position::from_givens(Geometry::standard(4).unwrap(), &values);
        let tally = shd_tally(&pos);
        assert_eq!(tally.total, 1);
        assert!(tally.by_rule.is_empty());
        assert_eq!(tally.by_class.get("arbitrary"), Some(1));
    }

    #[test]
    fn novice_loop_pays_the_final_empty_iteration() {
        // One empty cell: Only Spot Boxes solves it (1 + 1), then its loop ends
        // with an empty iteration (1), and the arbitrary point: 4.
        let values = [1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 0];
        let pos = Position::from_givens(Geometry::standard(4).unwrap(), &values);
        let tally = shd_tally(&pos);
        assert_eq!(tally.by_rule.0, vec![("Only Spot Boxes".to_string(), 3)]);
        assert_eq!(tally.total, 4);
        assert!(tally.solved);
    }

    #[test]
    fn only_spot_rows_and_only_value_iterations() {
        let mut pos = open_board(4);
        remove(&mut pos, [(0, 1), (0, 2), (0, 3)], &[1]);
        let mut board = Board::new(&pos);
        assert_eq!(board.iterate(ShdRule::OnlySpotRows), Some(2));
        assert_eq!(board.pos.value(0), 1);
        let mut pos = open_board(4);
        remove(&mut pos, [(0, 0)], &[2, 3, 4]);
        let mut board = Board::new(&pos);
        assert_eq!(board.iterate(ShdRule::OnlySpotBoxes), None);
        assert_eq!(board.iterate(ShdRule::OnlyValue), Some(2));
    }

    #[test]
    fn locked_pairs_pay_two_plus_one_per_elimination() {
        // {1,2} in r1c1 and r1c2: a pair in row 1 (14 eliminations) and, later in
        // the same sweep, in box 1 (12 left): (2 + 14) + (2 + 12).
        let mut pos = open_board(9);
        remove(&mut pos, [(0, 0), (0, 1)], &[3, 4, 5, 6, 7, 8, 9]);
        let tally = shd_tally(&pos);
        assert_eq!(tally.by_rule.0, vec![("Locked Pairs".to_string(), 30)]);
        assert_eq!(tally.by_class.get("Player"), Some(30));
        let penalty = 81 + pos.candidate_count() as u32 - 26;
        assert_eq!(tally.by_class.get("penalty"), Some(penalty));
        assert_eq!(tally.total, 30 + penalty + 1);
    }

    #[test]
    fn intersect_reject_pays_its_cells_plus_one_per_elimination() {
        // Digit 1 in box 1 only in r1c1, r1c2: pointing removes it from r1c4..r1c9.
        let mut pos = open_board(9);
        remove(
            &mut pos,
            [(0, 2), (1, 0), (1, 1), (1, 2), (2, 0), (2, 1), (2, 2)],
            &[1],
        );
        let mut board = Board::new(&pos);
        assert_eq!(board.iterate(ShdRule::IntersectReject), Some(2 + 6));
        assert_eq!(board.iterate(ShdRule::IntersectReject), None);
    }

    #[test]
    fn expert_rules_pay_two_per_elimination() {
        // Hidden pair {1,2} in r1c1, r1c2: removes 3..9 from both cells.
        let mut pos = open_board(9);
        remove(&mut pos, (2..9).map(|c| (0, c)), &[1, 2]);
        assert_eq!(
            Board::new(&pos).iterate(ShdRule::HiddenPairs),
            Some(2 + 2 * 14)
        );
        // X-wing on 1 in rows 1 and 2, columns 1 and 5: removes 1 from 14 cells.
        let mut pos = open_board(9);
        let others = [1, 2, 3, 5, 6, 7, 8];
        remove(
            &mut pos,
            others.iter().flat_map(|&c| [(0, c), (1, c)]),
            &[1],
        );
        assert_eq!(
            Board::new(&pos).iterate(ShdRule::Gridlock2x2),
            Some(4 + 2 * 14)
        );
    }

    /// Only Spot by scanning every group's cells, as §5 words it.
    fn scanned_only_spot(pos: &mut Position, first: usize) -> u32 {
        let geo = pos.geometry().clone();
        let mut placed = 0;
        for d in 1..=geo.n() as Digit {
            for g in first..first + geo.n() {
                let cells = geo.group_cells(g);
                if cells.iter().any(|&c| pos.value(c) == d) {
                    continue;
                }
                let spots: Vec<_> = cells
                    .iter()
                    .filter(|&&c| pos.candidates(c).contains(d))
                    .collect();
                if let [&cell] = spots[..] {
                    pos.place(cell, d);
                    placed += 1;
                }
            }
        }
        placed
    }

    /// Only Value by scanning every cell for every digit.
    fn scanned_only_value(pos: &mut Position) -> u32 {
        let mut placed = 0;
        for d in 1..=pos.n() as Digit {
            for cell in 0..pos.geometry().cell_count() as crate::engine::Cell {
                if pos.value(cell) == 0 && pos.candidates(cell) == DigitSet::single(d) {
                    pos.place(cell, d);
                    placed += 1;
                }
            }
        }
        placed
    }

    #[test]
    fn the_indexed_novice_rules_agree_with_scanning_the_board() {
        // Puzzles of the project's generator (`puzzles/generated`, `puzzles/drill`).
        let sources = [
            include_str!("../../puzzles/generated/9x9_rotational_medium.txt"),
            include_str!("../../puzzles/drill/swordfish.txt"),
            include_str!("../../puzzles/generated/jigsaw_9x9.txt"),
            include_str!("../../puzzles/generated/12x12.txt"),
        ];
        let mut iterations = 0;
        for text in sources {
            for read in crate::format::read_sudoku(text, "t", &Default::default()).take(4) {
                let start = read.expect("it reads").position;
                let mut board = Board::new(&start);
                let mut scanned = start.clone();
                let n = start.n();
                // Every Novice rule in turn, again while any places a digit.
                let mut placed_any = true;
                while placed_any {
                    placed_any = false;
                    for (rule, first) in [
                        (ShdRule::OnlySpotBoxes, Some(2 * n)),
                        (ShdRule::OnlySpotRows, Some(0)),
                        (ShdRule::OnlySpotCols, Some(n)),
                        (ShdRule::OnlyValue, None),
                    ] {
                        let expected = match first {
                            Some(first) => scanned_only_spot(&mut scanned, first),
                            None => scanned_only_value(&mut scanned),
                        };
                        let got = board.iterate(rule);
                        assert_eq!(got, (expected > 0).then_some(1 + expected), "{rule:?}");
                        assert_eq!(board.pos, scanned);
                        assert_eq!(board.index, DigitIndex::new(&scanned));
                        placed_any |= expected > 0;
                        iterations += 1;
                    }
                }
            }
        }
        assert!(iterations >= 100, "only {iterations} iterations compared");
    }

    #[test]
    fn contradiction_counts_the_empty_cell_once() {
        let values = [1, 2, 3, 0, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 1];
        let mut pos = Position::from_givens(Geometry::standard(4).unwrap(), &values);
        pos.eliminate(3, 4);
        let tally = shd_tally(&pos);
        assert!(tally.contradiction);
        assert_eq!(tally.by_class.get("penalty"), Some(1));
        assert_eq!(tally.total, 2);
    }
}
