//! The pattern of a forcing step and how it reads (SPEC §2.1, **Forcing proofs**):
//! the facts of its branches, what it concludes, and the proof in words.
//!
//! Each branch of a step keeps its *proof*: the facts its contradiction, or the
//! step's conclusion, rests on, traced back through the branch's implication
//! graph (`Branch::proof` in the forcing techniques); what the branch derived besides leads elsewhere
//! and is neither kept, counted nor shown. The step's size, which the *smallest
//! first* choice compares, is the number of implications kept over all its
//! branches, the assumptions left out ([`Trail::proof_size`]).
//!
//! Steps keep these facts and put them in words only when explained, so rating,
//! which looks at thousands of steps and explains none, builds no text. The
//! words give one line per branch and the conclusion on its own last line; a
//! branch reads its kept facts in the order they were derived, each placement
//! with why it holds and the removals it makes that the proof uses:
//! `if r3c7 is 1: r3c2≠1, r5c7≠1; r5c2 is 1 (hidden single in box 4), so r6c2≠1; …`.

use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, digit_char};
use crate::engine::geometry::{Geometry, GroupIndex};

/// A candidate: a digit in a cell.
#[derive(Copy, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Candidate {
    /// The cell.
    pub cell: Cell,
    /// The digit.
    pub digit: Digit,
}

/// One fact of a branch: a candidate is true or false, and why.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Fact {
    /// The candidate.
    pub candidate: Candidate,
    /// Whether it holds.
    pub truth: bool,
    /// For a removal made by a placement, that placement: its index in the list
    /// that holds this fact. `None` for the assumption and for singles, whose
    /// premises are the removals around them.
    pub parent: Option<usize>,
    /// What kind of step forced it.
    pub why: Why,
}

/// The step that forced a fact.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Why {
    /// The assumption itself.
    Assumed,
    /// A placed digit removes the cell's other candidates and the digit from its peers.
    Placed,
    /// The last candidate of a cell (in a chain, the other of a bivalue cell).
    NakedSingle,
    /// The last place of a digit in a group (in a chain, the other of a conjugate pair).
    HiddenSingle(GroupIndex),
}

/// How a branch broke down.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Contradiction {
    /// The candidate was forced both true and false.
    Both(Candidate),
    /// The cell has no candidate left.
    EmptyCell(Cell),
    /// The digit has no place left in the group.
    NoPlace(GroupIndex, Digit),
}

/// One branch of a step: its assumption and the proof of what it shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trail {
    /// The assumption.
    pub source: Candidate,
    /// The facts of the proof in the order they were derived, the assumption
    /// first; a removal's `parent` indexes this list.
    pub facts: Vec<Fact>,
    /// The contradiction the proof ends in, for a branch that breaks down.
    pub contradiction: Option<Contradiction>,
}

/// What a forcing step proves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Conclusion {
    /// Its one branch breaks down: the assumption is false.
    NotSo(Candidate),
    /// Every other candidate of the cell, or every other place of the digit in
    /// the group, breaks down: this one holds.
    Goes(Candidate),
    /// Every branch that does not break down forces this fact.
    EitherWay(Fact),
}

impl Trail {
    /// The size of a forcing proof (SPEC §2.1): the implications it keeps over
    /// all its branches, the assumptions themselves left out.
    pub fn proof_size(branches: &[Trail]) -> usize {
        branches
            .iter()
            .map(|b| b.facts.iter().filter(|f| f.why != Why::Assumed).count())
            .sum()
    }

    /// The proof in words after its assumption: each kept placement with why
    /// it holds and the kept removals it makes, then the contradiction.
    fn proof_text(&self, geo: &Geometry) -> String {
        let mut steps: Vec<String> = Vec::new();
        for (i, fact) in self.facts.iter().enumerate() {
            let step = match (fact.truth, fact.why) {
                (false, Why::Placed) => continue,
                (true, Why::Assumed) => String::new(),
                _ => fact_text(geo, fact),
            };
            let removed: Vec<String> = self
                .facts
                .iter()
                .filter(|f| f.parent == Some(i))
                .map(|f| not_text(geo, f.candidate))
                .collect();
            let removed = removed.join(", ");
            steps.push(match (step.is_empty(), removed.is_empty()) {
                (_, true) => step,
                (true, false) => removed,
                (false, false) => format!("{step}, so {removed}"),
            });
        }
        steps.retain(|s| !s.is_empty());
        if let Some(contradiction) = self.contradiction {
            steps.push(contradiction_text(geo, contradiction));
        }
        steps.join("; ")
    }
}

/// The branches and the conclusion of a forcing step, one line each; `group`
/// is the group whose places of a digit are the sources, if they are.
pub fn describe(
    geo: &Geometry,
    branches: &[Trail],
    conclusion: &Conclusion,
    group: Option<GroupIndex>,
) -> String {
    let mut lines: Vec<String> = Vec::with_capacity(branches.len() + 1);
    match conclusion {
        Conclusion::Goes(placed) => {
            let digit = digit_char(placed.digit);
            for (k, b) in branches.iter().enumerate() {
                let cell = geo.cell_name(b.source.cell);
                let head = match (group.is_some(), k) {
                    (true, 0) => format!("{digit} cannot go in {cell}"),
                    (true, _) => format!("nor in {cell}"),
                    (false, 0) => format!("{cell} cannot be {}", digit_char(b.source.digit)),
                    (false, _) => format!("nor {}", digit_char(b.source.digit)),
                };
                lines.push(format!("{head}: {}", b.proof_text(geo)));
            }
            let cell = geo.cell_name(placed.cell);
            lines.push(match group {
                Some(_) => format!("so {digit} goes in {cell}"),
                None => format!("so {cell} is {digit}"),
            });
        }
        Conclusion::NotSo(c) | Conclusion::EitherWay(Fact { candidate: c, .. }) => {
            for b in branches {
                lines.push(format!(
                    "if {} is {}: {}",
                    geo.cell_name(b.source.cell),
                    digit_char(b.source.digit),
                    b.proof_text(geo)
                ));
            }
            let (cell, digit) = (geo.cell_name(c.cell), digit_char(c.digit));
            lines.push(match conclusion {
                Conclusion::EitherWay(f) if f.truth => format!("either way {cell} is {digit}"),
                Conclusion::EitherWay(_) => format!("either way {cell} is not {digit}"),
                _ => format!("so {cell} is not {digit}"),
            });
        }
    }
    lines.join("\n")
}

/// `r1c4 is 7 (naked single)`, `r1c4 is 7 (hidden single in row 1)`, `r1c4≠7`.
pub fn fact_text(geo: &Geometry, fact: &Fact) -> String {
    let digit = digit_char(fact.candidate.digit);
    let cell = geo.cell_name(fact.candidate.cell);
    match (fact.truth, fact.why) {
        (true, Why::NakedSingle) => format!("{cell} is {digit} (naked single)"),
        (true, Why::HiddenSingle(g)) => {
            format!("{cell} is {digit} (hidden single in {})", geo.group_name(g))
        }
        (true, _) => format!("{cell} is {digit}"),
        (false, _) => not_text(geo, fact.candidate),
    }
}

/// `r1c4≠7`: the candidate is out.
fn not_text(geo: &Geometry, c: Candidate) -> String {
    format!("{}≠{}", geo.cell_name(c.cell), digit_char(c.digit))
}

/// What cannot be, in words.
fn contradiction_text(geo: &Geometry, contradiction: Contradiction) -> String {
    match contradiction {
        Contradiction::Both(c) => {
            let digit = digit_char(c.digit);
            format!(
                "{} would be both {digit} and not {digit}",
                geo.cell_name(c.cell)
            )
        }
        Contradiction::EmptyCell(cell) => {
            format!("{} would have no candidate left", geo.cell_name(cell))
        }
        Contradiction::NoPlace(group, digit) => format!(
            "{} would have no place left in {}",
            digit_char(digit),
            geo.group_name(group)
        ),
    }
}
