//! Random Kakuro patterns (SPEC §8): which squares of a W×H grid are white. The
//! clue row and column (the first row and column) are black. Inside, black squares
//! are added in symmetric orbits, at random, while the pattern stays playable:
//! every white cell lies in an across run and a down run of 2 to 9 cells (no lone
//! white cells, though §8 allows them: a square left alone by a black one turns
//! black too), and the white cells are 4-connected. First
//! black squares are added until about [`BLACK_SHARE`] of the interior is black,
//! then every run longer than [`MAX_RUN`] is cut (a try whose long run cannot be
//! cut anywhere gives no pattern). Runs are kept at most
//! [`MAX_RUN`] long, below §8's 9: long runs make unique puzzles rare.

use rand::RngExt;
use rand::rngs::ChaCha8Rng;
use rand::seq::SliceRandom;

use super::symmetry::Symmetry;

/// The longest run a pattern gets.
pub const MAX_RUN: usize = 5;

/// The share of the interior that ends black.
pub const BLACK_SHARE: f64 = 0.30;

/// The most of the interior a pattern may have black.
pub const MAX_BLACK_SHARE: f64 = 0.55;

/// An interior of `rows`×`cols` squares, `true` = black.
struct Interior {
    rows: usize,
    cols: usize,
    black: Vec<bool>,
}

impl Interior {
    fn white(&self, r: usize, c: usize) -> bool {
        !self.black[r * self.cols + c]
    }

    /// The across run through a white square: (first column, length).
    fn across(&self, r: usize, c: usize) -> (usize, usize) {
        let start = (0..=c)
            .rev()
            .take_while(|&k| self.white(r, k))
            .last()
            .unwrap_or(c);
        let len = (start..self.cols).take_while(|&k| self.white(r, k)).count();
        (start, len)
    }

    /// The down run through a white square: (first row, length).
    fn down(&self, r: usize, c: usize) -> (usize, usize) {
        let start = (0..=r)
            .rev()
            .take_while(|&k| self.white(k, c))
            .last()
            .unwrap_or(r);
        let len = (start..self.rows).take_while(|&k| self.white(k, c)).count();
        (start, len)
    }

    /// The white squares whose across or down run is a single square.
    fn lone_squares(&self) -> Vec<usize> {
        (0..self.rows * self.cols)
            .filter(|&i| {
                let (r, c) = (i / self.cols, i % self.cols);
                self.white(r, c) && (self.across(r, c).1 < 2 || self.down(r, c).1 < 2)
            })
            .collect()
    }

    /// The white squares on runs longer than [`MAX_RUN`], in random order.
    fn long_run_squares(&self, rng: &mut ChaCha8Rng) -> Vec<usize> {
        let mut long: Vec<usize> = (0..self.rows * self.cols)
            .filter(|&i| {
                let (r, c) = (i / self.cols, i % self.cols);
                self.white(r, c) && (self.across(r, c).1 > MAX_RUN || self.down(r, c).1 > MAX_RUN)
            })
            .collect();
        long.shuffle(rng);
        long
    }

    /// The white squares are 4-connected (and there is at least one).
    fn connected(&self) -> bool {
        let n = self.rows * self.cols;
        let Some(first) = (0..n).find(|&i| !self.black[i]) else {
            return false;
        };
        let mut seen = vec![false; n];
        let mut stack = vec![first];
        seen[first] = true;
        let mut count = 0;
        while let Some(i) = stack.pop() {
            count += 1;
            let (r, c) = (i / self.cols, i % self.cols);
            let next = [
                (r > 0).then(|| i - self.cols),
                (r + 1 < self.rows).then(|| i + self.cols),
                (c > 0).then(|| i - 1),
                (c + 1 < self.cols).then(|| i + 1),
            ];
            for j in next.into_iter().flatten() {
                if !self.black[j] && !seen[j] {
                    seen[j] = true;
                    stack.push(j);
                }
            }
        }
        count == self.black.iter().filter(|b| !**b).count()
    }

    /// Blackens an orbit, and then every white square left alone in its run (with
    /// its orbit), if the white squares stay connected and no more than
    /// [`MAX_BLACK_SHARE`] of the interior ends black; whether it did.
    fn try_blacken(&mut self, orbit: &[usize], orbit_of: &dyn Fn(usize) -> Vec<usize>) -> bool {
        if orbit.iter().all(|&i| self.black[i]) {
            return false;
        }
        let before = self.black.clone();
        for &i in orbit {
            self.black[i] = true;
        }
        loop {
            let lone = self.lone_squares();
            if lone.is_empty() {
                break;
            }
            for i in lone {
                for j in orbit_of(i) {
                    self.black[j] = true;
                }
            }
        }
        if self.black_share() <= MAX_BLACK_SHARE && self.connected() {
            return true;
        }
        self.black = before;
        false
    }

    fn black_share(&self) -> f64 {
        self.black.iter().filter(|b| **b).count() as f64 / self.black.len() as f64
    }
}

/// The orbits of the interior under `symmetry`, as square indices; `None` for a
/// symmetry that needs a square interior on a rectangular one.
fn orbits(rows: usize, cols: usize, symmetry: Symmetry) -> Option<Vec<Vec<usize>>> {
    if rows == cols {
        let orbits = symmetry.orbits(rows);
        return Some(
            orbits
                .into_iter()
                .map(|o| o.into_iter().map(usize::from).collect())
                .collect(),
        );
    }
    let image = |i: usize| -> Vec<usize> {
        let (r, c) = (i / cols, i % cols);
        match symmetry {
            Symmetry::None => vec![i],
            Symmetry::Rotational => vec![i, (rows - 1 - r) * cols + (cols - 1 - c)],
            Symmetry::Mirror => vec![i, r * cols + (cols - 1 - c)],
            Symmetry::Quarter | Symmetry::Diagonal => Vec::new(),
        }
    };
    if image(0).is_empty() {
        return None;
    }
    let mut seen = vec![false; rows * cols];
    let mut out = Vec::new();
    for i in 0..rows * cols {
        if !seen[i] {
            let mut orbit = image(i);
            orbit.sort_unstable();
            orbit.dedup();
            for &j in &orbit {
                seen[j] = true;
            }
            out.push(orbit);
        }
    }
    Some(out)
}

/// Whether `symmetry` can shape a W×H Kakuro (quarter-turn and diagonal need a
/// square grid).
pub fn symmetry_fits(width: usize, height: usize, symmetry: Symmetry) -> bool {
    width == height
        || matches!(
            symmetry,
            Symmetry::None | Symmetry::Rotational | Symmetry::Mirror
        )
}

/// A random pattern for a W×H Kakuro (clue row and column included) as rows of `#`
/// and `.` separated by spaces, or `None` when this try found no playable one.
pub fn random_pattern(
    width: usize,
    height: usize,
    symmetry: Symmetry,
    rng: &mut ChaCha8Rng,
) -> Option<String> {
    let (rows, cols) = (height.checked_sub(1)?, width.checked_sub(1)?);
    if rows < 2 || cols < 2 {
        return None;
    }
    let orbits = orbits(rows, cols, symmetry)?;
    let orbit_of = |i: usize| -> Vec<usize> {
        orbits
            .iter()
            .find(|o| o.contains(&i))
            .cloned()
            .unwrap_or_else(|| vec![i])
    };
    let mut interior = Interior {
        rows,
        cols,
        black: vec![false; rows * cols],
    };
    let mut order: Vec<usize> = (0..orbits.len()).collect();
    order.shuffle(rng);
    for k in order {
        if interior.black_share() >= BLACK_SHARE {
            break;
        }
        if rng.random_bool(0.7) {
            interior.try_blacken(&orbits[k], &orbit_of);
        }
    }
    loop {
        let long = interior.long_run_squares(rng);
        if long.is_empty() {
            break;
        }
        let cut = long
            .into_iter()
            .any(|i| interior.try_blacken(&orbit_of(i), &orbit_of));
        if !cut {
            return None;
        }
    }
    let mut lines = vec![vec!["#"; width].join(" ")];
    for r in 0..rows {
        let mut row = vec!["#"];
        row.extend((0..cols).map(|c| if interior.white(r, c) { "." } else { "#" }));
        lines.push(row.join(" "));
    }
    Some(lines.join("\n"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::rng::try_rng;

    #[test]
    fn patterns_are_playable() {
        for (w, h, symmetry) in [
            (6, 6, Symmetry::Rotational),
            (12, 12, Symmetry::None),
            (10, 8, Symmetry::Mirror),
            (15, 15, Symmetry::Quarter),
        ] {
            let pattern = (0..20)
                .find_map(|t| random_pattern(w, h, symmetry, &mut try_rng(4, 0, t)))
                .unwrap();
            let rows: Vec<&str> = pattern.lines().collect();
            assert_eq!(rows.len(), h);
            assert!(rows.iter().all(|r| r.split_whitespace().count() == w));
            assert!(rows[0].split_whitespace().all(|t| t == "#"));
        }
        assert!(!symmetry_fits(10, 8, Symmetry::Diagonal));
        assert!(random_pattern(10, 8, Symmetry::Diagonal, &mut try_rng(0, 0, 0)).is_none());
    }
}
