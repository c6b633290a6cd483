//! How a forcing step is shown (SPEC §2.1: forcing chains show each branch):
//! each branch as the facts from its assumption to the step's conclusion, or to
//! the contradiction that rules the assumption out, and the conclusion itself.
//! Steps keep these facts and put them in words only when explained, so rating,
//! which looks at thousands of steps and explains none, builds no text.

use super::branch::{Branch, Broken, Candidate, Fact, Why};
use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, digit_char};
use crate::engine::geometry::{Geometry, GroupIndex};

/// One branch as shown: an assumption followed to a fact, or to a contradiction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trail {
    /// The assumption.
    pub source: Candidate,
    /// The facts from the assumption on, in order, each forced by one before it.
    pub facts: Vec<Fact>,
    /// How the branch broke down after its last fact, if it did.
    pub contradiction: Option<Contradiction>,
}

/// The contradiction that ends a broken branch.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Contradiction {
    /// The last fact's candidate was also forced the other way.
    Both(Candidate),
    /// The cell has no candidate left.
    EmptyCell(Cell),
    /// The digit has no place left in the group.
    NoPlace(GroupIndex, Digit),
}

/// What a forcing step proves.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Conclusion {
    /// Its one branch broke down: the assumption is false.
    NotSo(Candidate),
    /// Every branch that does not break down forces this fact.
    EitherWay(Fact),
}

impl Trail {
    /// `branch`, assumed from `source`, followed to its fact `index`.
    pub fn reached(source: Candidate, branch: &Branch, index: usize) -> Trail {
        Trail {
            source,
            facts: branch.trail(index),
            contradiction: None,
        }
    }

    /// `branch`, assumed from `source`, followed to its contradiction, if it has one.
    pub fn broken(source: Candidate, branch: &Branch) -> Option<Trail> {
        let (fact, contradiction) = match branch.broken? {
            Broken::Both { fact } => (fact, Contradiction::Both(branch.facts[fact].candidate)),
            Broken::EmptyCell { cell, fact } => (fact, Contradiction::EmptyCell(cell)),
            Broken::NoPlace { group, digit, fact } => (fact, Contradiction::NoPlace(group, digit)),
        };
        Some(Trail {
            source,
            facts: branch.trail(fact),
            contradiction: Some(contradiction),
        })
    }

    /// The size of a forcing proof (SPEC §2.1): the implications its branches
    /// show, the assumptions themselves left out.
    pub fn proof_size(branches: &[Trail]) -> usize {
        branches
            .iter()
            .map(|b| b.facts.len().saturating_sub(1))
            .sum()
    }

    /// The branch as people read it, the assumption itself left out of the
    /// trail: `if r1c4=7: r1c4=5 is out → r2c4 is 5 (naked single) → …`.
    pub fn text(&self, geo: &Geometry) -> String {
        let trail: Vec<String> = self
            .facts
            .iter()
            .skip(usize::from(self.facts.len() > 1))
            .map(|f| fact_text(geo, f))
            .collect();
        let trail = trail.join(" → ");
        let end = match self.contradiction {
            None => String::new(),
            Some(Contradiction::Both(c)) => format!(
                ", but {} is also forced the other way, impossible",
                candidate_text(geo, c)
            ),
            Some(Contradiction::EmptyCell(cell)) => format!(
                ", and {} has no candidate left, impossible",
                geo.cell_name(cell)
            ),
            Some(Contradiction::NoPlace(group, digit)) => format!(
                ", and {} has no place left in {}, impossible",
                digit_char(digit),
                geo.group_name(group)
            ),
        };
        format!("if {}: {trail}{end}", candidate_text(geo, self.source))
    }
}

impl Conclusion {
    /// `so r1c4 is not 7` or `either way r2c5 is 3`.
    pub fn text(&self, geo: &Geometry) -> String {
        match self {
            Conclusion::NotSo(c) => format!(
                "so {} is not {}",
                geo.cell_name(c.cell),
                digit_char(c.digit)
            ),
            Conclusion::EitherWay(fact) => format!("either way {}", fact_text(geo, fact)),
        }
    }
}

/// `r1c4 is 7` or `r1c4=7 is out`, with the single that placed it.
pub fn fact_text(geo: &Geometry, fact: &Fact) -> String {
    let digit = digit_char(fact.candidate.digit);
    let cell = geo.cell_name(fact.candidate.cell);
    match (fact.truth, fact.why) {
        (true, Why::NakedSingle) => format!("{cell} is {digit} (naked single)"),
        (true, Why::HiddenSingle(g)) => {
            format!("{cell} is {digit} (hidden single in {})", geo.group_name(g))
        }
        (true, _) => format!("{cell} is {digit}"),
        (false, _) => format!("{} is out", candidate_text(geo, fact.candidate)),
    }
}

/// `r1c4=7` as a candidate.
pub fn candidate_text(geo: &Geometry, c: Candidate) -> String {
    format!("{}={}", geo.cell_name(c.cell), digit_char(c.digit))
}
