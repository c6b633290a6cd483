//! Jigsaw regions told apart by their background (SPEC §10), besides the thick
//! lines between them: each region gets one of three shades — the plain
//! background or one of the theme's two region tints — chosen greedily, region by
//! region in the order of their first cell, so that neighbouring regions differ
//! wherever three shades allow (a region whose neighbours already use all three
//! takes the shade the fewest of them use). Box boards keep the plain background:
//! their regions are regular enough to read from the lines.

use ratatui::style::Style;

use crate::engine::{Geometry, Regions};
use crate::theme::Theme;

/// How many shades there are: the plain background and the theme's two tints.
const SHADES: usize = 3;

/// Each region's shade: 0 for the plain background, 1 and 2 for the theme's
/// tints; all 0 on a box board.
pub fn region_shades(geo: &Geometry) -> Vec<usize> {
    let n = geo.n();
    if !matches!(geo.regions(), Regions::Jigsaw) {
        return vec![0; n];
    }
    let mut touching = vec![vec![false; n]; n];
    for r in 0..n {
        for c in 0..n {
            let here = geo.region_of(geo.cell(r, c));
            for (rr, cc) in [(r + 1, c), (r, c + 1)] {
                if rr < n && cc < n {
                    let there = geo.region_of(geo.cell(rr, cc));
                    touching[here][there] = true;
                    touching[there][here] = true;
                }
            }
        }
    }
    let mut order: Vec<usize> = Vec::with_capacity(n);
    for cell in 0..geo.cell_count() {
        let region = geo.region_of(cell as u16);
        if !order.contains(&region) {
            order.push(region);
        }
    }
    let mut shade: Vec<Option<usize>> = vec![None; n];
    for &region in &order {
        let mut used = [0usize; SHADES];
        for other in (0..n).filter(|&o| o != region && touching[region][o]) {
            if let Some(s) = shade[other] {
                used[s] += 1;
            }
        }
        let pick = (0..SHADES).min_by_key(|&s| (used[s], s)).unwrap_or(0);
        shade[region] = Some(pick);
    }
    shade.into_iter().map(|s| s.unwrap_or(0)).collect()
}

/// The background style of a shade in a theme (plain for 0).
pub fn shade_style(theme: &Theme, shade: usize) -> Style {
    match shade {
        1 | 2 => theme.region_tints[shade - 1],
        _ => Style::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn box_boards_keep_the_plain_background() {
        let geo = Geometry::standard(9).unwrap();
        assert_eq!(region_shades(&geo), vec![0; 9]);
    }

    #[test]
    fn neighbouring_jigsaw_regions_get_different_shades() {
        // Four regions of a 4×4 in a 2×2 pattern of L-free blocks: each touches two
        // others, so three shades always separate them.
        let labels = [0, 0, 1, 1, 0, 0, 1, 1, 2, 2, 3, 3, 2, 2, 3, 3];
        let geo = Geometry::jigsaw(4, &labels).unwrap();
        let shades = region_shades(&geo);
        let region = |cell: u16| geo.region_of(cell);
        for (a, b) in [(0, 2), (0, 8), (2, 10), (8, 10)] {
            assert_ne!(shades[region(a)], shades[region(b)], "cells {a} and {b}");
        }
        assert!(shades.iter().any(|&s| s > 0), "some region is tinted");
    }
}
