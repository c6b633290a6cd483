//! Wings and hinges (SPEC §2, §2.1): XY-wing, XYZ-wing, W-wing and the empty rectangle.

pub mod empty_rectangle;
pub mod w_wing;
pub mod xy_wing;
pub mod xyz_wing;

use crate::engine::cellset::{Cell, CellSet};
use crate::engine::digits::Digit;
use crate::engine::instance::CellDigit;
use crate::engine::position::Position;

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
