//! Random jigsaw layouts (SPEC §1: N regions of N cells, each 4-connected). A layout
//! starts from boxes (the default shape, else the squarest rows × cols whose product
//! is N, else the rows when N is prime) and is reshaped by trades between
//! neighbouring regions: a cell joins the next region and a cell of that region
//! touching the first one leaves it, so every region keeps N cells; a trade that
//! breaks a region's connectivity is undone (the geometry checks it).

use std::sync::Arc;

use rand::RngExt;
use rand::rngs::ChaCha8Rng;
use rand::seq::IndexedRandom;

use crate::engine::geometry::default_box_shape;
use crate::engine::{Geometry, GeometryError};

/// Trades tried per board side: enough that little of the starting boxes is left.
const TRADES_PER_SIDE: usize = 300;

/// The starting layout: region labels of boxes, or of rows when N is prime.
fn start_labels(n: usize) -> Vec<u8> {
    let shape = default_box_shape(n).or_else(|| {
        (2..n)
            .filter(|&r| n.is_multiple_of(r))
            .min_by_key(|&r| r.abs_diff(n / r))
            .map(|r| (r, n / r))
    });
    match shape.and_then(|(r, c)| Geometry::boxes(n, r, c).ok()) {
        Some(boxes) => boxes.region_layout().to_vec(),
        None => (0..n * n).map(|i| (i / n) as u8).collect(),
    }
}

/// The 4-neighbours of cell `i` on an `n`×`n` grid.
pub fn neighbours(n: usize, i: usize) -> impl Iterator<Item = usize> {
    let (r, c) = (i / n, i % n);
    [
        (r.wrapping_sub(1), c),
        (r + 1, c),
        (r, c.wrapping_sub(1)),
        (r, c + 1),
    ]
    .into_iter()
    .filter(move |&(r, c)| r < n && c < n)
    .map(move |(r, c)| r * n + c)
}

/// A random jigsaw geometry of side `n` (4 to 25; other sides are an error).
pub fn random_layout(n: usize, rng: &mut ChaCha8Rng) -> Result<Arc<Geometry>, GeometryError> {
    if !(4..=25).contains(&n) {
        return Err(GeometryError::UnsupportedSize(n));
    }
    let mut labels = start_labels(n);
    reshape(n, &mut labels, TRADES_PER_SIDE * n, rng);
    Geometry::jigsaw(n, &labels)
}

/// Tries `trades` random trades on the region labels of an `n`×`n` layout: a
/// cell joins a neighbouring region and a cell of that region touching the
/// first one leaves it; a trade that breaks a region apart is undone.
pub fn reshape(n: usize, labels: &mut [u8], trades: usize, rng: &mut ChaCha8Rng) {
    for _ in 0..trades {
        let a = rng.random_range(0..n * n);
        let next: Vec<usize> = neighbours(n, a).collect();
        let Some(&b) = next.choose(rng) else {
            continue;
        };
        let (ra, rb) = (labels[a], labels[b]);
        if ra == rb {
            continue;
        }
        let back: Vec<usize> = (0..n * n)
            .filter(|&i| {
                labels[i] == rb && i != b && neighbours(n, i).any(|j| j != a && labels[j] == ra)
            })
            .collect();
        let Some(&c) = back.choose(rng) else {
            continue;
        };
        labels[a] = rb;
        labels[c] = ra;
        if Geometry::jigsaw(n, labels).is_err() {
            labels[a] = ra;
            labels[c] = rb;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::rng::try_rng;

    #[test]
    fn layouts_are_valid_for_every_side() {
        for n in 4..=25 {
            let geometry = random_layout(n, &mut try_rng(7, n as u64, 0)).unwrap();
            assert!(geometry.is_jigsaw());
            assert_eq!(geometry.n(), n);
        }
    }

    #[test]
    fn layouts_move_away_from_the_boxes() {
        let geometry = random_layout(9, &mut try_rng(1, 0, 0)).unwrap();
        let boxes = Geometry::standard(9).unwrap();
        assert_ne!(geometry.region_layout(), boxes.region_layout());
        assert!(random_layout(26, &mut try_rng(1, 0, 0)).is_err());
    }
}
