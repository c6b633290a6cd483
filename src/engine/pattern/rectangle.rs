//! What each kind of rectangle instance rests on (SPEC §2.1), and how it reads:
//! the unique rectangle types 1 to 6, the hidden rectangle, the avoidable
//! rectangle types 1 and 2. [`crate::engine::pattern::Pattern::Rectangle`]
//! carries one, with the corners and the two digits.

use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, DigitSet, digit_char};
use crate::engine::geometry::{Geometry, GroupIndex};
use crate::engine::pattern::{group_list, names};

/// Why every rectangle step holds.
const TWO: &str = "else the puzzle has two solutions";

/// What makes one rectangle instance, by technique and type; the rectangle's
/// corners and two digits are in [`crate::engine::pattern::Pattern::Rectangle`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RectangleKind {
    /// Unique rectangle type 1: three corners hold only the two digits; the
    /// fourth loses them.
    Type1 {
        /// The corner with other candidates.
        target: Cell,
    },
    /// Unique rectangle type 2 (the corners with one extra digit share a line)
    /// or type 5 (they lie diagonally, or there are three): one of them holds it.
    Type2Or5 {
        /// The line the two corners share: a type 2; `None` for a type 5.
        line: Option<GroupIndex>,
        /// The one extra digit.
        extra: Digit,
        /// The corners holding it, ascending.
        cells: Vec<Cell>,
    },
    /// Unique rectangle type 3: the two corners with extra digits act as one
    /// cell holding those digits, and make a naked subset with other cells of a
    /// group they share.
    Type3 {
        /// The group of the subset.
        group: GroupIndex,
        /// The extra digits of the two corners.
        extras: DigitSet,
        /// The other cells of the subset, ascending.
        subset: Vec<Cell>,
        /// The digits of the subset.
        digits: DigitSet,
    },
    /// Unique rectangle type 4: a rectangle digit lies in a group of the two
    /// corners with extra digits only on them, so neither holds the other digit.
    Type4 {
        /// The group where the digit is confined to the two corners.
        group: GroupIndex,
        /// The confined digit(s).
        confined: DigitSet,
        /// The two corners with extra digits.
        roof: [Cell; 2],
    },
    /// Unique rectangle type 6: a rectangle digit lies in the rectangle's rows
    /// and columns only on its corners, so the two diagonal corners with extra
    /// digits cannot hold it.
    Type6 {
        /// The digit(s) confined to the corners.
        confined: DigitSet,
        /// The two diagonal corners with extra digits.
        roof: [Cell; 2],
    },
    /// Hidden rectangle: a corner holds only the two digits, and one of them lies
    /// in the row and column of the opposite corner only on the rectangle.
    Hidden {
        /// Each bivalue corner used, with the digit confined opposite it.
        links: Vec<(Cell, Digit)>,
    },
    /// Avoidable rectangle type 1: three corners hold digits placed by solving;
    /// the fourth cannot complete the pattern.
    Avoidable1 {
        /// The empty corner.
        target: Cell,
    },
    /// Avoidable rectangle type 2: two corners placed by solving, the two
    /// others hold the missing digit and one same extra digit.
    Avoidable2 {
        /// The extra digit.
        extra: Digit,
        /// The two empty corners.
        cells: [Cell; 2],
    },
}

impl RectangleKind {
    /// The words between the technique's name and the step: the type, the
    /// rectangle, and why the step follows.
    pub fn describe(&self, geo: &Geometry, corners: &[Cell; 4], digits: DigitSet) -> String {
        let rect = format!("{digits} in {}", names(geo, corners));
        let reason = match self {
            RectangleKind::Type1 { target } => {
                format!(
                    "type 1 {rect}: {} must hold another digit",
                    geo.cell_name(*target)
                )
            }
            RectangleKind::Type2Or5 { line, extra, cells } => format!(
                "type {} {rect}: one of {} is {}",
                if line.is_some() { 2 } else { 5 },
                names(geo, cells),
                digit_char(*extra)
            ),
            RectangleKind::Type3 {
                group,
                extras,
                subset,
                digits: locked,
            } => type3_text(geo, &rect, *group, *extras, subset, *locked),
            RectangleKind::Type4 {
                group,
                confined,
                roof,
            } => format!(
                "type 4 {rect}: the only places of {} in {} are {}, so neither holds {}",
                set_text(*confined),
                geo.group_name(*group),
                names(geo, roof),
                set_text(digits - *confined)
            ),
            RectangleKind::Type6 { confined, roof } => format!(
                "type 6 {rect}: {} lies in its rows and columns only on the corners, \
                 so neither of {} is {}",
                set_text(*confined),
                names(geo, roof),
                set_text(*confined)
            ),
            RectangleKind::Hidden { links } => {
                let parts: Vec<String> = links
                    .iter()
                    .map(|&(corner, d)| hidden_link(geo, corners, corner, d))
                    .collect();
                format!("{rect}: {}", parts.join("; "))
            }
            RectangleKind::Avoidable1 { target } => format!(
                "type 1 {rect}: the other corners were placed by solving, so {} cannot \
                 complete {}",
                geo.cell_name(*target),
                pair_text(digits)
            ),
            RectangleKind::Avoidable2 { extra, cells } => format!(
                "type 2 {rect}: two corners were placed by solving, so one of {} is {}",
                names(geo, cells),
                digit_char(*extra)
            ),
        };
        match self {
            // A type 3 says it in the middle, before the subset.
            RectangleKind::Type3 { .. } => reason,
            _ => format!("{reason}, {TWO}"),
        }
    }

    /// The group an instance is found in, as a subset is: the line a type 2's
    /// extra corners share, a type 3's or type 4's group. It also keeps apart
    /// two rectangles on the same cells whose digits read alike (`{4,9}` with an
    /// extra 2 on one side, `{2,9}` with an extra 4 on the other).
    pub fn groups(&self) -> Vec<GroupIndex> {
        match self {
            RectangleKind::Type2Or5 { line, .. } => line.iter().copied().collect(),
            RectangleKind::Type3 { group, .. } | RectangleKind::Type4 { group, .. } => {
                vec![*group]
            }
            _ => Vec::new(),
        }
    }

    /// Cells a hint highlights besides the corners: a type 3's subset.
    pub fn extra_cells(&self) -> Vec<Cell> {
        match self {
            RectangleKind::Type3 { subset, .. } => subset.clone(),
            _ => Vec::new(),
        }
    }
}

/// A type 3's reading: what the roof holds and the subset it completes.
fn type3_text(
    geo: &Geometry,
    rect: &str,
    group: GroupIndex,
    extras: DigitSet,
    subset: &[Cell],
    locked: DigitSet,
) -> String {
    let held = match extras.single_digit() {
        Some(d) => format!("one of the corners with more digits is {}", digit_char(d)),
        None => format!("the corners with more digits hold one of {extras}"),
    };
    format!(
        "type 3 {rect}: {held}, {TWO}; with {} they lock {locked} in {}",
        names(geo, subset),
        geo.group_name(group)
    )
}

/// The two digits as `5/9`.
fn pair_text(digits: DigitSet) -> String {
    let chars: Vec<String> = digits.iter().map(|d| digit_char(d).to_string()).collect();
    chars.join("/")
}

/// A digit set as people read it: a lone digit plain, else `{4,9}`.
fn set_text(digits: DigitSet) -> String {
    match digits.single_digit() {
        Some(d) => digit_char(d).to_string(),
        None => digits.to_string(),
    }
}

fn hidden_link(geo: &Geometry, corners: &[Cell; 4], corner: Cell, d: Digit) -> String {
    let i = corners.iter().position(|&c| c == corner).unwrap_or(0);
    let opposite = corners[i ^ 3];
    let lines = [geo.row_of(opposite), geo.n() + geo.col_of(opposite)];
    format!(
        "{} holds only the two digits and {} lies in {} only on the corners, so {} is not the other",
        geo.cell_name(corner),
        digit_char(d),
        group_list(geo, &lines),
        geo.cell_name(opposite)
    )
}
