//! A hint drawn as its pattern (SPEC §10, "Hints a person can follow"): one
//! function, [`pattern_marks`], turns any instance's typed [`Pattern`] into board
//! marks — cell tints and marks on single candidates — that the grid renderer
//! applies, so a new technique of an existing family is drawn with no new UI
//! code.
//!
//! What the marks say, readable without colour:
//! - a chain's (or loop's) nodes carry their number in chain order, written small
//!   (`¹ ² ³`) before the node's candidate, and after it `=` when the link to the
//!   next node is strong or `-` when it is weak;
//! - an ALS's or a colouring's cells are tinted per set and their candidates
//!   carry the set's letter (`A`, `B` …);
//! - a fish's base lines and cover lines are tinted apart and its fins carry `*`;
//! - a forcing hint's source candidates and, branch by branch, every candidate
//!   its branch forces carry the branch's number, tinted per branch;
//! - at the step stage, removed candidates carry `×` (and are struck) and placed
//!   digits carry `+`.
//!
//! The panel prints the same reading as a legend ([`BoardMarks::legend`]).

use crate::app::HintStep;
use crate::engine::pattern::{Chain, Link, Pattern};
use crate::engine::techniques::forcing::branch::Candidate;
use crate::engine::{Cell, CellDigit, Digit, Geometry, GroupIndex, Instance, digit_char};

/// A cell's background while a hint is shown.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tint {
    /// One of the cells that make the pattern.
    Pattern,
    /// A member of one of the pattern's sets, lines or branches (the index tells
    /// them apart).
    Group(usize),
}

/// What a mark says about its candidate.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Role {
    /// Part of the pattern (a node, a set's digit, a fin, a source).
    Pattern,
    /// Forced true by a forcing branch.
    Forced,
    /// Forced out by a forcing branch.
    ForcedOut,
    /// Removed by the step.
    Removed,
    /// Placed by the step.
    Placed,
}

/// A mark on one candidate of one cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CandidateMark {
    /// The cell.
    pub cell: Cell,
    /// The candidate.
    pub digit: Digit,
    /// What is written just before the candidate (a node's number, a set's
    /// letter, `*`, `×`, `+`); may be empty.
    pub before: String,
    /// What is written just after it (a chain link: `=` strong, `-` weak).
    pub after: Option<char>,
    /// How the candidate itself is shown.
    pub role: Role,
}

/// The marks of a hint on the board: tints per cell, marks per candidate (later
/// ones drawn over earlier ones), and the legend that reads them.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardMarks {
    /// Cell tints, later ones winning.
    pub tints: Vec<(Cell, Tint)>,
    /// Candidate marks, in drawing order.
    pub candidates: Vec<CandidateMark>,
    /// How to read the marks, one line each.
    pub legend: Vec<String>,
}

impl BoardMarks {
    fn tint(&mut self, cells: impl IntoIterator<Item = Cell>, tint: Tint) {
        self.tints.extend(cells.into_iter().map(|c| (c, tint)));
    }

    fn mark(&mut self, cell: Cell, digit: Digit, before: String, after: Option<char>, role: Role) {
        self.candidates.push(CandidateMark {
            cell,
            digit,
            before,
            after,
            role,
        });
    }

    /// The tint of a cell, if any (the last one given).
    pub fn tint_of(&self, cell: Cell) -> Option<Tint> {
        self.tints.iter().rev().find(|t| t.0 == cell).map(|t| t.1)
    }
}

/// A number written small: `¹²` for 12.
pub fn small_number(n: usize) -> String {
    const SMALL: [char; 10] = ['⁰', '¹', '²', '³', '⁴', '⁵', '⁶', '⁷', '⁸', '⁹'];
    n.to_string()
        .bytes()
        .map(|b| SMALL[usize::from(b - b'0')])
        .collect()
}

/// The letter naming set `i`: A, B, C …
fn letter(i: usize) -> char {
    char::from(b'A' + (i % 26) as u8)
}

/// The marks of an instance's pattern; `step` adds what the step removes and
/// places (the hint's last stage).
pub fn pattern_marks(instance: &Instance, geo: &Geometry, step: bool) -> BoardMarks {
    let mut marks = BoardMarks::default();
    let digits: Vec<Digit> = instance.digits.iter().collect();
    match &instance.pattern {
        Pattern::Chain(chain) => chain_marks(&mut marks, chain, geo),
        Pattern::Fish { cover, fins } => {
            fish_marks(&mut marks, geo, (&instance.groups, cover), &digits);
            marks.tint(instance.cells.iter().copied(), Tint::Pattern);
            for &fin in fins {
                marks.tint([fin], Tint::Pattern);
                for &d in &digits {
                    marks.mark(fin, d, "*".into(), None, Role::Pattern);
                }
            }
            if !fins.is_empty() {
                marks.legend.push("* a fin".into());
            }
            emphasise(&mut marks, &instance.cells, &digits);
        }
        Pattern::Als(als) => {
            // Cells outside every set (a death blossom's stem) keep the pattern's tint.
            marks.tint(instance.cells.iter().copied(), Tint::Pattern);
            for (i, set) in als.sets.iter().enumerate() {
                marks.tint(set.cells.iter().copied(), Tint::Group(i));
                for &cell in &set.cells {
                    for d in set.digits {
                        marks.mark(cell, d, letter(i).to_string(), None, Role::Pattern);
                    }
                }
                let line = format!("{} = {}", letter(i), set.name(geo));
                marks.legend.push(line);
            }
        }
        Pattern::Colors { colors, .. } => {
            for (i, cells) in colors.iter().enumerate() {
                marks.tint(cells.iter().copied(), Tint::Group(i));
                for &cell in cells {
                    for &d in &digits {
                        marks.mark(cell, d, letter(i).to_string(), None, Role::Pattern);
                    }
                }
            }
            marks.legend.push("A, B …: the colours".into());
        }
        Pattern::Forcing { branches, .. } => {
            for (i, branch) in branches.iter().enumerate() {
                let number = small_number(i + 1);
                let cells = branch.facts.iter().map(|f| f.candidate.cell);
                marks.tint(cells, Tint::Group(i));
                for fact in branch.facts.iter().skip(1) {
                    let role = if fact.truth {
                        Role::Forced
                    } else {
                        Role::ForcedOut
                    };
                    let Candidate { cell, digit } = fact.candidate;
                    marks.mark(cell, digit, number.clone(), None, role);
                }
            }
            // The sources last, so no branch's marks hide them.
            marks.tint(instance.cells.iter().copied(), Tint::Pattern);
            for (i, branch) in branches.iter().enumerate() {
                let number = small_number(i + 1);
                let Candidate { cell, digit } = branch.source;
                marks.tint([cell], Tint::Pattern);
                marks.mark(cell, digit, number.clone(), None, Role::Pattern);
                marks.legend.push(format!(
                    "{number} if {}={}",
                    geo.cell_name(cell),
                    digit_char(digit)
                ));
            }
        }
        other => {
            let mut cells = instance.cells.clone();
            cells.extend(other.extra_cells());
            marks.tint(cells.iter().copied(), Tint::Pattern);
            emphasise(&mut marks, &cells, &digits);
        }
    }
    if step {
        step_marks(&mut marks, &instance.eliminations, &instance.placements);
    }
    marks
}

/// Marks the pattern's digits in its cells (shown only where they are candidates).
fn emphasise(marks: &mut BoardMarks, cells: &[Cell], digits: &[Digit]) {
    for &cell in cells {
        for &d in digits {
            if !marks
                .candidates
                .iter()
                .any(|m| m.cell == cell && m.digit == d)
            {
                marks.mark(cell, d, String::new(), None, Role::Pattern);
            }
        }
    }
}

/// A chain's nodes numbered in order, each followed by its link to the next.
fn chain_marks(marks: &mut BoardMarks, chain: &Chain, geo: &Geometry) {
    let glyph = |link: &Link| match link {
        Link::Strong => '=',
        Link::Weak => '-',
    };
    let mut reading = String::new();
    for (i, node) in chain.nodes.iter().enumerate() {
        let number = small_number(i + 1);
        let after = chain.links.get(i).map(glyph);
        marks.tint(node.cells.iter().copied(), Tint::Pattern);
        for &cell in &node.cells {
            marks.mark(cell, node.digit, number.clone(), after, Role::Pattern);
        }
        reading.push_str(&format!(
            "{number}{}({})",
            node.name(geo),
            digit_char(node.digit)
        ));
        if let Some(link) = after {
            reading.push_str(&format!(" {link} "));
        }
    }
    marks.legend.push(reading);
    marks
        .legend
        .push("= strong link (one end is true), - weak (not both)".into());
}

/// A fish's base lines and cover lines, tinted apart.
fn fish_marks(
    marks: &mut BoardMarks,
    geo: &Geometry,
    (base, cover): (&[GroupIndex], &[GroupIndex]),
    digits: &[Digit],
) {
    for &line in base {
        marks.tint(geo.group_cells(line).iter().copied(), Tint::Group(0));
    }
    for &line in cover {
        marks.tint(geo.group_cells(line).iter().copied(), Tint::Group(1));
    }
    let names = |lines: &[GroupIndex]| crate::engine::pattern::group_list(geo, lines);
    let digit: String = digits.iter().map(|&d| digit_char(d)).collect();
    marks.legend.push(format!(
        "{digit}: base {}, cover {}",
        names(base),
        names(cover)
    ));
}

/// The marks of a hint that carries no technique pattern: its cells, and at the
/// step stage what it removes and places.
pub fn plain_marks(hint: &HintStep, step: bool) -> BoardMarks {
    let mut marks = BoardMarks::default();
    let cell = |c: usize| Cell::try_from(c).unwrap_or(Cell::MAX);
    marks.tint(hint.cells().into_iter().map(cell), Tint::Pattern);
    if step {
        let pairs = |list: Vec<(usize, Digit)>| {
            list.into_iter()
                .map(|(c, digit)| CellDigit {
                    cell: cell(c),
                    digit,
                })
                .collect::<Vec<_>>()
        };
        step_marks(
            &mut marks,
            &pairs(hint.eliminations()),
            &pairs(hint.placements()),
        );
    }
    marks
}

/// What the step removes (`×`) and places (`+`).
fn step_marks(marks: &mut BoardMarks, eliminations: &[CellDigit], placements: &[CellDigit]) {
    for e in eliminations {
        marks.mark(e.cell, e.digit, "×".into(), None, Role::Removed);
    }
    for p in placements {
        marks.tint([p.cell], Tint::Pattern);
        marks.mark(p.cell, p.digit, "+".into(), None, Role::Placed);
    }
    marks.legend.push("× removed, + placed".into());
}

#[cfg(test)]
mod tests;
