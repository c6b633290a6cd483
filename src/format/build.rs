//! Turns the located cells of one puzzle into a [`Position`] (SPEC §1, §9): picks
//! the geometry (default boxes, `--box RxC`, or a jigsaw layout), checks every
//! cell, and reports the first bad one with its line and column.

use std::sync::Arc;

use super::error::FormatError;
use super::token::{CellToken, candidate_cell, char_cell, number_cell};
use super::{FormatKind, ReadOptions};
use crate::engine::{Digit, DigitSet, Geometry, GeometryError, Position};

/// The board side whose square is `count`, when it is a supported side.
pub fn side_for(count: usize) -> Option<usize> {
    (4..=25).find(|n| n * n == count)
}

/// Builds the geometry of a puzzle of side `n`, from the options or a layout read
/// beside the grid; `at` locates errors (those of a `--layout` file are placed
/// in that file, at its start, naming the puzzle too).
pub fn geometry(
    file: &str,
    n: usize,
    layout: Option<&[CellToken<'_>]>,
    opts: &ReadOptions,
    at: (usize, usize),
) -> Result<Arc<Geometry>, FormatError> {
    let located = |e: GeometryError, (line, column): (usize, usize)| {
        FormatError::new(file, line, column, e.to_string())
    };
    if let Some(layout) = layout {
        let labels: Vec<&str> = layout.iter().map(|t| t.text).collect();
        let start = layout.first().map_or(at, |t| (t.line, t.column));
        return Geometry::jigsaw(n, &labels).map_err(|e| located(e, start));
    }
    if let Some(labels) = &opts.layout {
        let labels: Vec<&str> = labels.iter().map(String::as_str).collect();
        // The fault is in the layout file: name it, and the puzzle it was read for.
        let layout_file = opts.layout_file.as_deref().unwrap_or(file);
        return Geometry::jigsaw(n, &labels).map_err(|e| {
            let (line, column) = at;
            let message =
                format!("{e} (the layout of the {n}x{n} puzzle at {file}:{line}:{column})");
            FormatError::new(layout_file, 1, 1, message)
        });
    }
    match opts.box_shape {
        Some((rows, cols)) => Geometry::boxes(n, rows, cols),
        None => Geometry::standard(n),
    }
    .map_err(|e| located(e, at))
}

/// Reads the cells of a puzzle in the given cell form and builds its position.
pub fn position(
    file: &str,
    cells: &[CellToken<'_>],
    kind: FormatKind,
    geometry: Arc<Geometry>,
) -> Result<Position, FormatError> {
    let n = geometry.n();
    if kind == FormatKind::Pencil {
        return pencil_position(file, cells, geometry);
    }
    let mut values: Vec<Digit> = Vec::with_capacity(cells.len());
    for tok in cells {
        let d = if kind == FormatKind::Numbers {
            number_cell(file, tok, n)?
        } else {
            char_cell(file, tok, n)?
        };
        values.push(d);
    }
    Ok(Position::from_givens(geometry, &values))
}

/// A pencil-mark grid: one-digit lists are placed digits, longer lists candidates,
/// then basic filtering (it only removes digits a placed peer already rules out).
fn pencil_position(
    file: &str,
    cells: &[CellToken<'_>],
    geometry: Arc<Geometry>,
) -> Result<Position, FormatError> {
    let n = geometry.n();
    let mut sets: Vec<DigitSet> = Vec::with_capacity(cells.len());
    for tok in cells {
        sets.push(candidate_cell(file, tok, n)?);
    }
    let values: Vec<Digit> = sets.iter().map(|s| s.single_digit().unwrap_or(0)).collect();
    let mut pos = Position::from_givens(geometry, &values);
    for (i, set) in sets.iter().enumerate() {
        if values[i] == 0 {
            pos.set_candidates(i as u16, *set);
        }
    }
    pos.basic_filter();
    Ok(pos)
}
