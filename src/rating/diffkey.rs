//! The DiffKey of Group Puzzles (SPEC §6, seed 002): a string with one character
//! per step of a singles-only solve — `1`–`9` for a round of hidden singles (how
//! many cells), `A`–`D` for a round of naked singles, `*` for the one guess
//! allowed — with its length as the difficulty and a label.
//!
//! Only placed digits count; candidates are always the basic filtering of them.
//! Each step looks at the position before the step and places everything it finds
//! at once.

use std::cell::RefCell;
use std::rc::Rc;
use std::sync::Arc;

use crate::engine::techniques::bits;
use serde::Serialize;

use super::validity::Validity;
use crate::engine::solver::DEFAULT_MAX_NODES;
use crate::engine::{Cell, Digit, Geometry, Position};

/// A position's DiffKey; `key` and `difficulty` are `None` when it has none.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DiffKey {
    /// The key, e.g. `9798771`; empty for a solved position.
    pub key: Option<String>,
    /// The key's length (a `*` counts).
    pub difficulty: Option<usize>,
    /// `Easiest` … `Perplexing`, `Solved`, or `no DiffKey`.
    pub label: &'static str,
}

impl DiffKey {
    fn none() -> DiffKey {
        DiffKey {
            key: None,
            difficulty: None,
            label: "no DiffKey",
        }
    }

    fn of(key: String) -> DiffKey {
        let difficulty = key.chars().count();
        DiffKey {
            label: label(difficulty),
            difficulty: Some(difficulty),
            key: Some(key),
        }
    }
}

/// The label of a difficulty (a key length).
pub fn label(difficulty: usize) -> &'static str {
    match difficulty {
        0 => "Solved",
        1..=2 => "Easiest",
        3..=4 => "Easy",
        5..=8 => "Medium",
        9..=14 => "Difficult",
        15..=20 => "Challenging",
        21..=29 => "Tournament",
        30..=45 => "TournamentPlus",
        _ => "Perplexing",
    }
}

/// The DiffKey of a position's placed digits. `known` is their validity when
/// the caller already has it (else the exact solver is run here).
pub fn diffkey(position: &Position, known: Option<&Validity>) -> DiffKey {
    let layout = Layout::of(position.geometry());
    let Some(mut board) = Board::new(position, &layout) else {
        return DiffKey::none();
    };
    let searched;
    let validity = match known {
        Some(v) => v,
        None => {
            searched = Validity::of(position, DEFAULT_MAX_NODES);
            &searched
        }
    };
    let unique = match validity {
        Validity::Unique(solution) => Some(&solution[..]),
        Validity::Several => None,
        Validity::Conflicts(_) | Validity::NoSolution | Validity::Undecided => {
            return DiffKey::none();
        }
    };
    match board.run_singles() {
        Finish::Solved(key) => DiffKey::of(key),
        Finish::Contradiction => DiffKey::none(),
        Finish::Stuck(mut key) => match board.guess(unique) {
            Some(rest) => {
                key.push('*');
                key.push_str(&rest);
                DiffKey::of(key)
            }
            None => DiffKey::none(),
        },
    }
}

enum Finish {
    Solved(String),
    Stuck(String),
    Contradiction,
}

enum Round {
    Placed(char),
    Stuck,
    Contradiction,
}

/// Where a cell stands in its row, column and region, as a placement reads it.
#[derive(Clone, Copy)]
struct Spot {
    /// The cell's row, column and region.
    groups: [usize; 3],
    /// Where each group's masks start in [`Board::places`] (the group times N).
    keys: [u32; 3],
    /// The cell's bit in each group's masks.
    bits: [u32; 3],
}

/// The geometry as placements read it: each cell's [`Spot`] and the cells of
/// each group in one flat table, for fewer lookups and bounds checks than
/// the geometry's own tables. Built once per geometry (box geometries are
/// shared) and kept for the thread.
struct Layout {
    geometry: Arc<Geometry>,
    spots: Vec<Spot>,
    /// The cells of each group, at `g * n + slot`.
    cells: Vec<Cell>,
}

thread_local! {
    static LAYOUT: RefCell<Option<Rc<Layout>>> = const { RefCell::new(None) };
}

impl Layout {
    /// The layout of a geometry: the one kept when it is the same geometry.
    fn of(geometry: &Arc<Geometry>) -> Rc<Layout> {
        LAYOUT.with(|kept| {
            let mut kept = kept.borrow_mut();
            match &*kept {
                Some(layout) if Arc::ptr_eq(&layout.geometry, geometry) => Rc::clone(layout),
                _ => {
                    let layout = Rc::new(Layout::build(geometry));
                    *kept = Some(Rc::clone(&layout));
                    layout
                }
            }
        })
    }

    fn build(geometry: &Arc<Geometry>) -> Layout {
        let n = geometry.n();
        let spots = (0..geometry.cell_count() as Cell)
            .map(|c| Spot {
                groups: geometry.groups_of(c),
                keys: geometry.groups_of(c).map(|g| (g * n) as u32),
                bits: geometry.slots_of(c).map(|s| 1 << s),
            })
            .collect();
        let cells = (0..geometry.group_count())
            .flat_map(|g| geometry.group_cells(g).iter().copied())
            .collect();
        Layout {
            geometry: Arc::clone(geometry),
            spots,
            cells,
        }
    }
}

/// Placed digits with the digits used in every group, the candidates of every
/// cell (their basic filtering) and where each digit can go in each group,
/// kept up to date with each placement.
struct Board<'g> {
    layout: &'g Layout,
    values: Vec<Digit>,
    used: Vec<u32>,
    cands: Vec<u32>,
    /// How many cells are empty.
    empty: usize,
    /// Whether a placement put a digit in a group that already held it (a
    /// trial's singles may, on their way to a contradiction): a full board is
    /// valid exactly when none did, the givens having no conflict.
    repeated: bool,
    /// The cells of each group that have each digit as a candidate, at
    /// `g * n + d - 1`, as slots of [`Geometry::group_cells`]: a placement
    /// reaches the peers that lose its digit through them instead of walking
    /// all its peers, and a hidden single's cell is read off its one bit.
    places: Vec<u32>,
    /// The masks of `places` that fell to one place or none since a round
    /// last looked, as `k << 5 | d - 1` for the mask at `k` (the mask and its
    /// digit at hand without a division; `k` is below 3 × 25 × 25, so this
    /// fits): a round finds every single place and fills its cell, so only
    /// these can have one place or none at the next one, and it reads them
    /// instead of every mask.
    low_places: Vec<u16>,
    /// The cells whose candidates fell to one or none since the last round of
    /// naked singles: only these can be naked singles (or have no candidate)
    /// there. Hidden singles rounds leave them for it.
    low_cells: Vec<Cell>,
    /// The singles the round under way found (its buffer kept from round to
    /// round).
    found: Vec<(Cell, Digit)>,
    /// The digit a round found for each cell (0: none), cleared after it.
    claimed: Vec<Digit>,
}

/// Field by field, so that a trial copied into a board kept from the last one
/// reuses its buffers instead of allocating.
impl Clone for Board<'_> {
    fn clone(&self) -> Self {
        Board {
            layout: self.layout,
            values: self.values.clone(),
            used: self.used.clone(),
            cands: self.cands.clone(),
            empty: self.empty,
            repeated: self.repeated,
            places: self.places.clone(),
            low_places: self.low_places.clone(),
            low_cells: self.low_cells.clone(),
            found: self.found.clone(),
            claimed: self.claimed.clone(),
        }
    }

    fn clone_from(&mut self, source: &Self) {
        self.layout = source.layout;
        self.values.clone_from(&source.values);
        self.used.clone_from(&source.used);
        self.cands.clone_from(&source.cands);
        self.empty = source.empty;
        self.repeated = source.repeated;
        self.places.clone_from(&source.places);
        self.low_places.clone_from(&source.low_places);
        self.low_cells.clone_from(&source.low_cells);
        self.found.clone_from(&source.found);
        self.claimed.clone_from(&source.claimed);
    }
}

impl<'g> Board<'g> {
    /// The board of a position, or `None` when a group holds a digit twice
    /// (found while the digits its groups hold are gathered). Its candidates
    /// and places are worked out from those digits, which is what placing the
    /// digits one by one comes to, for less.
    fn new(position: &Position, layout: &'g Layout) -> Option<Board<'g>> {
        let geometry = &*layout.geometry;
        let n = geometry.n();
        let full = (1u32 << n) - 1;
        let values = position.values().to_vec();
        let spots = &layout.spots[..values.len()];
        let mut used = vec![0u32; geometry.group_count()];
        let mut repeated = 0;
        for (&v, spot) in values.iter().zip(spots) {
            if v != 0 {
                let bit = 1 << (v - 1);
                for g in spot.groups {
                    repeated |= used[g] & bit;
                    used[g] |= bit;
                }
            }
        }
        if repeated != 0 {
            return None;
        }
        let mut places = vec![0u32; geometry.group_count() * n];
        let mut cands = vec![0u32; values.len()];
        let mut empty = 0;
        let mut low_cells = Vec::new();
        for (c, ((&v, spot), cand)) in values.iter().zip(spots).zip(&mut cands).enumerate() {
            if v != 0 {
                continue;
            }
            empty += 1;
            let [g0, g1, g2] = spot.groups;
            let m = full & !(used[g0] | used[g1] | used[g2]);
            *cand = m;
            if m & m.wrapping_sub(1) == 0 {
                low_cells.push(c as Cell);
            }
            let [k0, k1, k2] = spot.keys.map(|k| k as usize);
            let [s0, s1, s2] = spot.bits;
            for e in bits(m) {
                places[k0 + e] |= s0;
                places[k1 + e] |= s1;
                places[k2 + e] |= s2;
            }
        }
        // A group's masks with one place or none are read together, as bits
        // by digit, and only the digits the group does not hold are noted.
        let mut low_places = Vec::new();
        for (g, (masks, &held)) in places.chunks_exact(n).zip(&used).enumerate() {
            let low = masks.iter().enumerate().fold(0u32, |low, (e, &m)| {
                low | u32::from(m & m.wrapping_sub(1) == 0) << e
            });
            for e in bits(low & !held) {
                low_places.push(((g * n + e) << 5 | e) as u16);
            }
        }
        Some(Board {
            layout,
            values,
            used,
            cands,
            empty,
            repeated: false,
            places,
            low_places,
            low_cells,
            found: Vec::new(),
            claimed: vec![0; geometry.cell_count()],
        })
    }

    /// Places a digit in an empty cell: the cell has no candidates left, its
    /// peers not `d`. Masks that fall to one place or none and cells left
    /// with one candidate or none are noted for the rounds.
    fn place(&mut self, cell: Cell, d: Digit) {
        debug_assert_eq!(self.values[cell as usize], 0, "placing in a filled cell");
        // The tables apart, so that the compiler knows no push moves them.
        let Board {
            layout,
            values,
            used,
            cands,
            empty,
            repeated,
            places,
            low_places,
            low_cells,
            ..
        } = self;
        let (places, cands) = (&mut places[..], &mut cands[..]);
        let n = layout.geometry.n();
        let e = d as usize - 1;
        let bit = 1 << e;
        *empty -= 1;
        values[cell as usize] = d;
        let spot = layout.spots[cell as usize];
        // The cell is no place of its other candidates any more.
        for other in bits(std::mem::take(&mut cands[cell as usize]) & !bit) {
            for (key, slot) in spot.keys.into_iter().zip(spot.bits) {
                let k = key as usize + other;
                let m = places[k] & !slot;
                places[k] = m;
                if m & m.wrapping_sub(1) == 0 {
                    low_places.push((k << 5 | other) as u16);
                }
            }
        }
        // Its groups hold `d` now, and none of their cells can take it: the
        // peers that could are the other places of `d` in them. Those on its
        // row and column come first, leaving its region's places of `d` as
        // they go; the region's other places are what is left of them then,
        // so that each peer is reached once and leaves only the two groups
        // it does not share with the cell.
        for g in spot.groups {
            *repeated |= used[g] & bit != 0;
            used[g] |= bit;
        }
        for (i, (key, slot)) in spot.keys.into_iter().zip(spot.bits).enumerate() {
            let key = key as usize;
            let losing = std::mem::take(&mut places[key + e]) & !slot;
            let cells = &layout.cells[key..key + n];
            let others = OTHER_GROUPS[i];
            for s in bits(losing) {
                let p = cells[s];
                let m = cands[p as usize];
                debug_assert!(m & bit != 0, "a place of the digit without it");
                let m = m & !bit;
                cands[p as usize] = m;
                if m & m.wrapping_sub(1) == 0 {
                    low_cells.push(p);
                }
                let peer = &layout.spots[p as usize];
                for j in others {
                    let k = peer.keys[j] as usize + e;
                    let m = places[k] & !peer.bits[j];
                    places[k] = m;
                    if m & m.wrapping_sub(1) == 0 {
                        low_places.push((k << 5 | e) as u16);
                    }
                }
            }
        }
    }

    /// The digits no peer of an empty cell holds; none for a filled cell.
    fn candidates(&self, cell: Cell) -> u32 {
        self.cands[cell as usize]
    }

    fn is_full(&self) -> bool {
        self.empty == 0
    }

    /// Applies rounds of methods 1 and 2 until solved or stuck.
    fn run_singles(&mut self) -> Finish {
        // Each round fills a cell at least: the key never grows past this.
        let mut key = String::with_capacity(self.empty);
        loop {
            if self.is_full() {
                debug_assert_eq!(self.repeated, !self.is_valid());
                return if !self.repeated {
                    Finish::Solved(key)
                } else {
                    Finish::Contradiction
                };
            }
            match self.round() {
                Round::Placed(c) => key.push(c),
                Round::Stuck => return Finish::Stuck(key),
                Round::Contradiction => return Finish::Contradiction,
            }
        }
    }

    fn round(&mut self) -> Round {
        self.found.clear();
        if self.hidden_singles().is_err() {
            return Round::Contradiction;
        }
        if !self.found.is_empty() {
            let c = count_char(self.found.len(), b'1', 9);
            self.place_found();
            return Round::Placed(c);
        }
        for &cell in &self.low_cells {
            if self.values[cell as usize] != 0 {
                continue;
            }
            let m = self.cands[cell as usize];
            if m == 0 {
                return Round::Contradiction;
            }
            self.found.push((cell, m.trailing_zeros() as Digit + 1));
        }
        self.low_cells.clear();
        if self.found.is_empty() {
            return Round::Stuck;
        }
        let c = count_char(self.found.len(), b'A', 4);
        self.place_found();
        Round::Placed(c)
    }

    /// Places the singles the round found.
    fn place_found(&mut self) {
        for i in 0..self.found.len() {
            let (cell, d) = self.found[i];
            self.place(cell, d);
        }
    }

    /// Gathers in `found` every cell that is the only place for a digit in a
    /// group, once each; `Err` when a digit has no place or a cell would need
    /// two digits.
    fn hidden_singles(&mut self) -> Result<(), ()> {
        let result = self.gather_hidden_singles();
        self.low_places.clear();
        for &(cell, _) in &self.found {
            self.claimed[cell as usize] = 0;
        }
        result
    }

    /// [`Self::hidden_singles`], leaving the cells it found marked in
    /// `claimed`: the noted masks that still have one place are the hidden
    /// singles, and one with none, for a digit its group does not hold, a
    /// digit without a place. Which order they are found in does not matter:
    /// placing them comes to the same board in any.
    fn gather_hidden_singles(&mut self) -> Result<(), ()> {
        let n = self.layout.geometry.n();
        for &ke in &self.low_places {
            let (k, e) = (usize::from(ke >> 5), usize::from(ke & 31));
            let m = self.places[k];
            if m & m.wrapping_sub(1) != 0 {
                continue;
            }
            let key = k - e;
            if m == 0 {
                if self.used[key / n] & 1 << e == 0 {
                    return Err(());
                }
                continue;
            }
            let d = e as Digit + 1;
            let c = self.layout.cells[key + m.trailing_zeros() as usize];
            match self.claimed[c as usize] {
                0 => {
                    self.claimed[c as usize] = d;
                    self.found.push((c, d));
                }
                fd if fd != d => return Err(()),
                _ => {}
            }
        }
        Ok(())
    }

    /// Whether no group holds a digit twice (the slow check that `repeated`
    /// stands for).
    fn is_valid(&self) -> bool {
        let geo = &self.layout.geometry;
        (0..geo.group_count()).all(|g| {
            let mut seen = 0u32;
            geo.group_cells(g).iter().all(|&c| {
                let bit = 1 << (self.values[c as usize] - 1);
                let fresh = seen & bit == 0;
                seen |= bit;
                fresh
            })
        })
    }

    /// The single guess of §6: cells by fewest candidates then row-major; with a
    /// unique solution only its digit is tried, otherwise digits ascending. Returns
    /// the key of the steps after the accepted guess, having played them.
    fn guess(&mut self, unique: Option<&[Digit]>) -> Option<String> {
        let mut cells: Vec<(u32, Cell)> = (0..self.values.len() as Cell)
            .filter(|&c| self.values[c as usize] == 0)
            .map(|c| (self.candidates(c).count_ones(), c))
            .collect();
        cells.sort_unstable();
        // With one solution every single a trial finds is that solution's
        // digit, so what singles reach only grows with what is placed: a cell
        // that a failed trial filled would, guessed, reach no further than
        // that trial did, and fail too. Such cells are not tried again.
        let mut reached_by_failure = vec![false; self.values.len()];
        // One board for every trial, its buffers reused from one to the next.
        let mut trial = self.clone();
        for (_, cell) in cells {
            if reached_by_failure[cell as usize] {
                continue;
            }
            let digits = match unique {
                Some(solution) => 1 << (solution[cell as usize] - 1),
                None => self.candidates(cell),
            };
            for e in bits(digits) {
                trial.clone_from(self);
                trial.place(cell, e as Digit + 1);
                match trial.run_singles() {
                    Finish::Solved(rest) => {
                        *self = trial;
                        return Some(rest);
                    }
                    Finish::Stuck(_) if unique.is_some() => {
                        for (reached, &v) in reached_by_failure.iter_mut().zip(&trial.values) {
                            *reached |= v != 0;
                        }
                    }
                    Finish::Stuck(_) | Finish::Contradiction => {}
                }
            }
        }
        None
    }
}

/// For a peer reached through the cell's row, column or region (groups come
/// as row, column, region), the places of its two other groups.
const OTHER_GROUPS: [[usize; 2]; 3] = [[1, 2], [0, 2], [0, 1]];

fn count_char(count: usize, first: u8, cap: usize) -> char {
    char::from(first + (count.min(cap) - 1) as u8)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::fixtures::read as position;

    #[test]
    fn the_places_follow_the_candidates() {
        // Worked out again from the candidates after singles ran (stuck, in
        // the first; solved in the second), and after a guess's trial.
        for text in [
            ".......12..8.3...........4.12.5..........47...6.......5.7...3.....62.......1.....",
            "....2.....597..42..8..31.6...6....9.7.5.6.1.2.3....5...9.81..7..23..785.....5....",
        ] {
            let p = position(text);
            let layout = Layout::of(p.geometry());
            let mut board = Board::new(&p, &layout).expect("no conflict");
            board.run_singles();
            let mut trial = board.clone();
            if let Some(cell) = (0..81).find(|&c| trial.values[c as usize] == 0) {
                let d = trial.candidates(cell).trailing_zeros() as Digit + 1;
                trial.place(cell, d);
                trial.run_singles();
            }
            for b in [&board, &trial] {
                let geo = &b.layout.geometry;
                for g in 0..geo.group_count() {
                    for e in 0..9 {
                        let places = geo.group_cells(g).iter().enumerate();
                        let expected = places
                            .filter(|&(_, &c)| b.cands[c as usize] & 1 << e != 0)
                            .fold(0u32, |m, (s, _)| m | 1 << s);
                        assert_eq!(b.places[g * 9 + e], expected, "group {g}");
                        if b.used[g] & 1 << e != 0 {
                            assert_eq!(expected, 0, "group {g} holds {}", e + 1);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn labels_follow_the_table() {
        assert_eq!(label(2), "Easiest");
        assert_eq!(label(3), "Easy");
        assert_eq!(label(8), "Medium");
        assert_eq!(label(9), "Difficult");
        assert_eq!(label(20), "Challenging");
        assert_eq!(label(21), "Tournament");
        assert_eq!(label(45), "TournamentPlus");
        assert_eq!(label(46), "Perplexing");
    }

    #[test]
    fn hidden_single_rounds_count_cells() {
        // A 4x4 with one empty cell: a hidden single (and a naked one) → "1".
        let p = position("1234341221434.21");
        assert_eq!(diffkey(&p, None).key.as_deref(), Some("1"));
    }

    #[test]
    fn naked_singles_only_when_no_hidden_single() {
        // Sudoku Exchange easy v18 of the vectors: "82".
        let p = position("21...32....41...");
        let k = diffkey(&p, None);
        assert_eq!(k.key.as_deref(), Some("82"));
        assert_eq!(k.difficulty, Some(2));
        assert_eq!(k.label, "Easiest");
    }

    #[test]
    fn four_or_more_naked_singles_are_d() {
        // Sudoku Exchange medium #30: its fifth step places four naked singles.
        let p = position(
            "....2.....597..42..8..31.6...6....9.7.5.6.1.2.3....5...9.81..7..23..785.....5....",
        );
        assert_eq!(diffkey(&p, None).key.as_deref(), Some("3211D3247994"));
    }

    #[test]
    fn solved_and_invalid_positions() {
        let solved = position("1234341221434321");
        let k = diffkey(&solved, None);
        assert_eq!(
            (k.key.as_deref(), k.difficulty, k.label),
            (Some(""), Some(0), "Solved")
        );
        let dup = position("11..............");
        assert_eq!(diffkey(&dup, None), DiffKey::none());
    }

    #[test]
    fn the_guess_passes_over_only_cells_that_would_fail() {
        // 17-clue puzzles of Gordon Royle's list (MIT, via norvig/pytudes)
        // where singles stop and one guess is needed.
        let cases = [
            (
                ".......12..8.3...........4.12.5..........47...6.......5.7...3.....62.......1.....",
                "333232231A*1322212474462",
            ),
            (
                ".......12.5.4............3.7..6..4....1..........8....92....8.....51.7.......3...",
                "24434752A2*2347832",
            ),
            (
                ".......123......6.....4....9.....5.......1.7..2..........35.4....14..8...6.......",
                "242223A*33344354468",
            ),
        ];
        for (text, key) in cases {
            let p = position(text);
            assert_eq!(diffkey(&p, None).key.as_deref(), Some(key));
            // Every cell tried in the guess's order, none passed over: the
            // first that singles finish ends the same key.
            let validity = Validity::of(&p, DEFAULT_MAX_NODES);
            let solution = validity.solution().expect("one solution");
            let layout = Layout::of(p.geometry());
            let mut stuck = Board::new(&p, &layout).expect("no conflict");
            assert!(matches!(stuck.run_singles(), Finish::Stuck(_)));
            let mut cells: Vec<(u32, Cell)> = (0..81)
                .filter(|&c| stuck.values[c as usize] == 0)
                .map(|c| (stuck.candidates(c).count_ones(), c))
                .collect();
            cells.sort_unstable();
            let rest = cells.iter().find_map(|&(_, cell)| {
                let mut trial = stuck.clone();
                trial.place(cell, solution[cell as usize]);
                match trial.run_singles() {
                    Finish::Solved(rest) => Some(rest),
                    _ => None,
                }
            });
            let after_guess = key.split('*').nth(1).map(str::to_string);
            assert_eq!(rest, after_guess);
        }
    }

    #[test]
    fn one_guess_is_allowed_and_two_are_not() {
        // Two solutions (Sudopedia, vector v22): one guess then singles.
        let p = position(
            ".39...12....9.7...8..4.1..6.42...79...........91...54.5..1.9..3...8.5....14...87.",
        );
        assert_eq!(diffkey(&p, None).key.as_deref(), Some("645588742*3"));
        // Arto Inkala's puzzle (vector v15) needs more than one guess.
        let hard = position(
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
        );
        assert_eq!(diffkey(&hard, None).label, "no DiffKey");
    }
}
