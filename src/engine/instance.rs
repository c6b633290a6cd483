//! One instance of a technique (SPEC §2): its placements or eliminations, the
//! digits, groups, pattern cells and fins that justify it, its effect on the
//! position it was found in, its canonical key and its explanation text.
//!
//! Hints, highlighting and every rating read the same data, so an instance keeps
//! all of it: the SHD tally needs the pattern cells and fins, the strategies the
//! effect and the key.

use std::cmp::Ordering;

use serde::Serialize;

use super::cellset::Cell;
use super::digits::{Digit, DigitSet, digit_char};
use super::geometry::{Geometry, GroupIndex};
use super::pattern::{Described, Pattern, names};
use super::position::Position;
use super::technique::{PatternPoints, ShdRule, TechniqueId};

/// A digit in a cell: one placement or one elimination.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct CellDigit {
    /// The cell (row-major index).
    pub cell: Cell,
    /// The digit.
    pub digit: Digit,
}

/// One instance of a technique in one position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instance {
    /// The technique that found it.
    pub technique: TechniqueId,
    /// The digits of the pattern (the placed digit for singles).
    pub digits: DigitSet,
    /// The group(s) it is found in, in key order: a subset's group; a hidden single's
    /// groups ascending; locked candidates' scanned then crossing group; a fish's base
    /// lines. Empty for patterns that belong to no group.
    pub groups: Vec<GroupIndex>,
    /// The cells that make the pattern, ascending row-major.
    pub cells: Vec<Cell>,
    /// The pattern in the shape of its family: it explains itself.
    pub pattern: Pattern,
    /// Digits placed, ascending by cell.
    pub placements: Vec<CellDigit>,
    /// Candidates removed, by digit then cell.
    pub eliminations: Vec<CellDigit>,
    /// Candidates removed in the position it was found in (SPEC §2).
    pub effect: usize,
}

impl Instance {
    /// A placement of `digit` in `cell`, found in `groups`; the effect is the cell's
    /// other candidates plus the digit in its peers.
    pub fn placement(
        technique: TechniqueId,
        pos: &Position,
        cell: Cell,
        digit: Digit,
        groups: Vec<GroupIndex>,
    ) -> Instance {
        let effect = Instance::placement_effect(pos, cell, digit);
        Instance::placement_of(technique, cell, digit, groups, effect)
    }

    /// [`Instance::placement`], for a finder that has its effect already.
    pub fn placement_of(
        technique: TechniqueId,
        cell: Cell,
        digit: Digit,
        groups: Vec<GroupIndex>,
        effect: usize,
    ) -> Instance {
        let pattern = if technique == TechniqueId::NakedSingle {
            Pattern::NakedSingle
        } else {
            Pattern::HiddenSingle
        };
        Instance {
            technique,
            digits: DigitSet::single(digit),
            groups,
            cells: vec![cell],
            pattern,
            placements: vec![CellDigit { cell, digit }],
            eliminations: Vec::new(),
            effect,
        }
    }

    /// What placing `digit` in `cell` removes from `pos`: the cell's other
    /// candidates and the digit from its peers.
    pub fn placement_effect(pos: &Position, cell: Cell, digit: Digit) -> usize {
        let others = pos.candidates(cell).len().saturating_sub(1);
        let in_peers = pos
            .geometry()
            .peers(cell)
            .iter()
            .filter(|&&p| pos.candidates(p).contains(digit))
            .count();
        others + in_peers
    }

    /// An elimination pattern; `None` when it removes nothing (not an instance).
    /// Cells and eliminations are sorted here, so finders may collect them in any order.
    pub fn elimination(
        technique: TechniqueId,
        pattern: Pattern,
        digits: DigitSet,
        groups: Vec<GroupIndex>,
        mut cells: Vec<Cell>,
        mut eliminations: Vec<CellDigit>,
    ) -> Option<Instance> {
        if eliminations.is_empty() {
            return None;
        }
        cells.sort_unstable();
        eliminations.sort_unstable_by_key(|e| (e.digit, e.cell));
        eliminations.dedup();
        Some(Instance {
            technique,
            digits,
            groups,
            cells,
            pattern,
            placements: Vec::new(),
            effect: eliminations.len(),
            eliminations,
        })
    }

    /// Compares canonical keys (SPEC §2): digits ascending as a tuple, then the
    /// groups by global index, then the pattern cells. Two patterns on the same
    /// cells read differently (a kite joined at either of two cells of a region)
    /// can share that key; their placements and then eliminations, by cell and
    /// digit, break the tie, so the order is total and repeatable.
    pub fn cmp_canonical(&self, other: &Instance) -> Ordering {
        self.digits
            .iter()
            .cmp(other.digits.iter())
            .then_with(|| self.groups.cmp(&other.groups))
            .then_with(|| self.cells.cmp(&other.cells))
            .then_with(|| self.placements.cmp(&other.placements))
            .then_with(|| self.eliminations.cmp(&other.eliminations))
    }

    /// How many of its placements and eliminations still change `pos`: the
    /// candidates it would remove there now (a placement counts as in [`Self::placement`]).
    pub fn live_effect(&self, pos: &Position) -> usize {
        let removed = self
            .eliminations
            .iter()
            .filter(|e| pos.candidates(e.cell).contains(e.digit))
            .count();
        let placed: usize = self
            .placements
            .iter()
            .filter(|p| pos.value(p.cell) == 0)
            .map(|p| Instance::placement_effect(pos, p.cell, p.digit))
            .sum();
        removed + placed
    }

    /// The size that *smallest first* compares (SPEC §2): the nodes of a chain
    /// or loop, the cells of a colour cluster (or both), the cells of all the ALS
    /// with the stem, the implications of a forcing proof; for other patterns
    /// the pattern cells.
    pub fn size(&self) -> usize {
        self.pattern.size().unwrap_or(self.cells.len())
    }

    /// The SHD pattern points of this instance under `rule` (SPEC §5); Novice rules
    /// have none.
    pub fn shd_pattern_points(&self, rule: ShdRule) -> u32 {
        match rule.points() {
            PatternPoints::Novice => 0,
            PatternPoints::Fixed(n) => n,
            PatternPoints::PatternCells => self.cells.len() as u32,
            PatternPoints::FixedPlusFins(n) => n + self.pattern.fins().len() as u32,
            PatternPoints::ChainCellsPlusGroups => {
                (self.cells.len() + self.pattern.grouped_nodes().min(2)) as u32
            }
        }
    }

    /// The pattern cells as people read them: `r4c2, r4c8`.
    pub fn cell_names(&self, geo: &Geometry) -> String {
        names(geo, &self.cells)
    }

    /// The step itself in plain words: `place 7 in r2c8` or
    /// `remove 3 from r4c1; 7 from r4c5`.
    pub fn step_text(&self, geo: &Geometry) -> String {
        let mut parts: Vec<String> = self
            .placements
            .iter()
            .map(|p| format!("place {} in {}", digit_char(p.digit), geo.cell_name(p.cell)))
            .collect();
        let mut removals = Vec::new();
        for d in self.eliminations_digits() {
            let cells: Vec<Cell> = self
                .eliminations
                .iter()
                .filter(|e| e.digit == d)
                .map(|e| e.cell)
                .collect();
            removals.push(format!("{} from {}", digit_char(d), names(geo, &cells)));
        }
        if !removals.is_empty() {
            parts.push(format!("remove {}", removals.join("; ")));
        }
        parts.join("; ")
    }

    fn eliminations_digits(&self) -> DigitSet {
        DigitSet::from_digits(self.eliminations.iter().map(|e| e.digit))
    }

    /// The cells a hint highlights: the pattern cells and the pattern's own (fins,
    /// pivot and pincers, chain nodes), ascending without repeats.
    pub fn highlight_cells(&self) -> Vec<Cell> {
        let mut cells = self.cells.clone();
        cells.extend(self.pattern.extra_cells());
        cells.sort_unstable();
        cells.dedup();
        cells
    }

    /// The full explanation with 1-based names, e.g.
    /// `Naked pair {3,7} in row 4 (r4c2, r4c8): remove 3 from r4c1; 7 from r4c5`.
    pub fn explanation(&self, geo: &Geometry) -> String {
        let described = self.pattern.describe(
            geo,
            &Described {
                digits: self.digits,
                groups: &self.groups,
                cells: &self.cells,
            },
        );
        let sep = if described.starts_with(':') { "" } else { " " };
        format!(
            "{}{sep}{described}: {}",
            self.technique.name(),
            self.step_text(geo)
        )
    }
}

/// Sorts instances into canonical order (SPEC §2).
pub fn sort_canonical(instances: &mut [Instance]) {
    instances.sort_by(Instance::cmp_canonical);
}

/// Sorts instances into canonical order and drops repeats: the same pattern
/// cells with the same result, found along two readings of one pattern.
pub fn sort_canonical_unique(instances: &mut Vec<Instance>) {
    sort_canonical(instances);
    instances.dedup_by(|a, b| a.cmp_canonical(b) == Ordering::Equal);
}

/// The largest-effect instance, ties to the first in canonical order, whatever
/// the technique's own choice: what Most effective compares across techniques.
pub fn largest_effect(instances: &[Instance]) -> Option<&Instance> {
    instances.iter().rev().max_by_key(|i| i.effect)
}
