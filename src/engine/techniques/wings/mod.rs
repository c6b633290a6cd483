//! Wings and hinges (SPEC §2, §2.1): XY-wing, XYZ-wing, W-wing and the empty rectangle.

pub mod empty_rectangle;
pub mod w_wing;
pub mod xy_wing;
pub mod xyz_wing;

use crate::engine::cellset::{Cell, CellSet};
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::instance::CellDigit;
use crate::engine::position::Position;

/// A pivot and two bivalue pincers that see it and share exactly one digit `z`.
struct Wing {
    pivot: Cell,
    /// The pincers, ascending.
    pincers: [Cell; 2],
    /// The digits of pivot and pincers together.
    digits: DigitSet,
    z: Digit,
}

/// Every pivot with `pivot_size` candidates and every pair of its bivalue
/// peers accepted by `pincer` (given the pincer's and the pivot's candidates)
/// that share exactly one digit: the walk XY- and XYZ-wings share.
fn for_each_wing(
    pos: &Position,
    pivot_size: usize,
    pincer: impl Fn(DigitSet, DigitSet) -> bool,
    mut visit: impl FnMut(Wing),
) {
    let geo = pos.geometry();
    let mut arms: Vec<(Cell, DigitSet)> = Vec::new();
    for pivot in pos.empty_cells() {
        let own = pos.candidates(pivot);
        if !own.has_len(pivot_size) {
            continue;
        }
        arms.clear();
        arms.extend(geo.peers(pivot).iter().filter_map(|&p| {
            let c = pos.candidates(p);
            (c.has_len(2) && pincer(c, own)).then_some((p, c))
        }));
        for (i, &(a, xz)) in arms.iter().enumerate() {
            for &(b, yz) in &arms[i + 1..] {
                if let Some(z) = (xz & yz).single_digit() {
                    visit(Wing {
                        pivot,
                        pincers: if a < b { [a, b] } else { [b, a] },
                        digits: own | xz | yz,
                        z,
                    });
                }
            }
        }
    }
}

/// The candidates `z` of the cells that see every cell of `wing` (a cell never
/// sees itself, so the wing's own cells are left out).
fn seen_by_all(pos: &Position, wing: &[Cell], z: Digit) -> Vec<CellDigit> {
    let geo = pos.geometry();
    let mut seen: CellSet = *geo.peer_set(wing[0]);
    for &cell in &wing[1..] {
        seen &= *geo.peer_set(cell);
    }
    seen.iter()
        .filter(|&cell| pos.candidates(cell).contains(z))
        .map(|cell| CellDigit { cell, digit: z })
        .collect()
}
