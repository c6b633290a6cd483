//! Jigsaw regions told apart by their background (SPEC §10), besides the thick
//! lines between them: each region gets one of four shades — the plain
//! background or one of the theme's three region tints — so that no two touching
//! regions share one (four always do for regions drawn on a plane), found by a
//! small backtracking search over the regions in the order of their first cell.
//! Should the search run out of tries, each region greedily takes the shade its
//! neighbours use least. Box boards keep the plain background:
//! their regions are regular enough to read from the lines.

use ratatui::style::Style;

use crate::engine::{Geometry, Regions};
use crate::theme::Theme;

/// How many shades there are: the plain background and the theme's three tints.
const SHADES: usize = 4;

/// Each region's shade: 0 for the plain background, 1 to 3 for the theme's
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
    let mut budget = SEARCH_BUDGET;
    if !colour(&order, &touching, &mut shade, &mut budget) {
        shade = vec![None; n];
        for &region in &order {
            let mut used = [0usize; SHADES];
            for other in (0..n).filter(|&o| o != region && touching[region][o]) {
                if let Some(s) = shade[other] {
                    used[s] += 1;
                }
            }
            shade[region] = (0..SHADES).min_by_key(|&s| (used[s], s));
        }
    }
    shade.into_iter().map(|s| s.unwrap_or(0)).collect()
}

/// How many tries the search for a proper shading may take before the greedy
/// fallback (a 25×25 has 25 regions; real layouts need a few hundred at most).
const SEARCH_BUDGET: usize = 100_000;

/// Shades the regions of `order` from the first unshaded one on so that no two
/// touching regions share a shade, trying shades in turn and backing up; false
/// when there is no such shading or the budget runs out.
fn colour(
    order: &[usize],
    touching: &[Vec<bool>],
    shade: &mut [Option<usize>],
    budget: &mut usize,
) -> bool {
    let Some(&region) = order.iter().find(|&&r| shade[r].is_none()) else {
        return true;
    };
    for s in 0..SHADES {
        if *budget == 0 {
            return false;
        }
        *budget -= 1;
        let clash =
            (0..shade.len()).any(|o| touching[region][o] && o != region && shade[o] == Some(s));
        if clash {
            continue;
        }
        shade[region] = Some(s);
        if colour(order, touching, shade, budget) {
            return true;
        }
        shade[region] = None;
    }
    false
}

/// The background style of a shade in a theme (plain for 0).
pub fn shade_style(theme: &Theme, shade: usize) -> Style {
    match shade {
        1..=3 => theme.region_tints[shade - 1],
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
        // Four 2×2 regions of a 4×4: each touches two others.
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
