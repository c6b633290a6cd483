//! The pattern of an ALS technique (SPEC §2.1) and its explanation: each almost
//! locked set named by its cells and digits, the restricted commons that join
//! them, and the digit they eliminate, e.g.
//! `A = {r1c1, r1c2} {1,4,7}, B = {r5c2} {4,7}; 4 cannot be in both (every 4 of A
//! sees every 4 of B), so one set goes without 4 and is locked on its other
//! digits: A or B holds 7`.

use std::fmt::Write as _;

use crate::engine::cellset::Cell;
use crate::engine::digits::{DigitSet, digit_char};
use crate::engine::geometry::{Geometry, GroupIndex};
use crate::engine::pattern::names;

/// One set of cells with the digits they hold.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AlsSet {
    /// The cells, ascending.
    pub cells: Vec<Cell>,
    /// Their candidates together.
    pub digits: DigitSet,
}

impl AlsSet {
    /// The set as people read it: `{r1c1, r1c2} {1,4,7}`.
    pub fn name(&self, geo: &Geometry) -> String {
        format!("{{{}}} {}", names(geo, &self.cells), self.digits)
    }
}

/// Which ALS technique a pattern belongs to, with what only that one has.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AlsShape {
    /// Two ALS A and B; `links[0]` holds their restricted common(s).
    Xz,
    /// ALS A and B each joined to the pivot ALS C: `links` = [A–C, B–C].
    XyWing,
    /// ALS in chain order; `links[i]` joins set `i` and set `i + 1`.
    Chain,
    /// A stem cell and one petal ALS per candidate; `links[i]` is the stem
    /// candidate that petal `i` sees.
    DeathBlossom {
        /// The stem cell.
        stem: Cell,
    },
    /// Sue de Coq: sets are the intersection cells, the line cells and the
    /// region cells; `links` is empty.
    SueDeCoq {
        /// The line (row or column).
        line: GroupIndex,
        /// The region.
        region: GroupIndex,
    },
}

/// The pattern of an ALS technique.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AlsPattern {
    /// The technique's shape.
    pub shape: AlsShape,
    /// The sets, named A, B, C … in this order.
    pub sets: Vec<AlsSet>,
    /// The restricted commons (or stem candidates), as the shape says.
    pub links: Vec<DigitSet>,
    /// The common digits z eliminated from cells that see all their cells in the
    /// end sets; for a doubly linked ALS-XZ also the digits locked in each set.
    pub eliminated: DigitSet,
}

/// The letter naming set `i`: A, B, C …
fn letter(i: usize) -> char {
    char::from(b'A' + (i % 26) as u8)
}

fn digits_text(digits: DigitSet) -> String {
    let list: Vec<String> = digits.iter().map(|d| digit_char(d).to_string()).collect();
    list.join(", ")
}

impl AlsPattern {
    /// The pattern in words, after the technique's name (it starts with `:` but
    /// for Sue de Coq, which reads on from the name).
    pub fn describe(&self, geo: &Geometry) -> String {
        let set = |i: usize| format!("{} = {}", letter(i), self.sets[i].name(geo));
        let all_sets = || (0..self.sets.len()).map(set).collect::<Vec<_>>().join(", ");
        let z = digits_text(self.eliminated);
        let last = letter(self.sets.len().saturating_sub(1));
        match &self.shape {
            AlsShape::Xz if self.links[0].len() > 1 => format!(
                ": {}; {} can each be in only one of A and B, so the two sets hold all \
                 their digits between them: {z} leave the cells that see all their places \
                 in A and B",
                all_sets(),
                digits_text(self.links[0])
            ),
            AlsShape::Xz => format!(
                ": {}; {x} cannot be in both (every {x} of A sees every {x} of B), so one \
                 set goes without {x} and is locked on its other digits: A or B holds {z}",
                all_sets(),
                x = digits_text(self.links[0])
            ),
            AlsShape::XyWing => format!(
                ": {}; {x} cannot be in both A and C, nor {y} in both B and C, and C cannot \
                 go without both {x} and {y} (it would be a digit short): so A or B goes \
                 without its link, is locked on its other digits and holds {z}",
                all_sets(),
                x = digits_text(self.links[0]),
                y = digits_text(self.links[1])
            ),
            AlsShape::Chain => {
                let mut text = format!(": {}", set(0));
                for (i, link) in self.links.iter().enumerate() {
                    let _ = write!(text, " -{}- {}", digits_text(*link), set(i + 1));
                }
                let _ = write!(
                    text,
                    "; each linked digit can be in only one of the two sets it joins, so \
                     A or {last} holds {z}"
                );
                text
            }
            AlsShape::DeathBlossom { stem } => {
                let petals: Vec<String> = self
                    .links
                    .iter()
                    .enumerate()
                    .map(|(i, d)| format!("{} sees {}", digits_text(*d), set(i)))
                    .collect();
                format!(
                    ": stem {}: {}; whichever digit the stem takes, the set it sees goes \
                     without it and holds {z}",
                    geo.cell_name(*stem),
                    petals.join(", ")
                )
            }
            AlsShape::SueDeCoq { line, region } => format!(
                "{} in {} and {}, with {} in {} and {} in {}",
                self.sets[0].name(geo),
                geo.group_name(*line),
                geo.group_name(*region),
                self.sets[1].name(geo),
                geo.group_name(*line),
                self.sets[2].name(geo),
                geo.group_name(*region),
            ),
        }
    }
}
