//! Unit tests per technique (SPEC §2) on hand-built positions whose instances were
//! worked out by hand: exact eliminations, placements, keys and texts, including
//! 16×16 and jigsaw boards for subsets, locked candidates and fish, the canonical
//! tie order, what is not an instance, and the automatic step of §3.

use crate::common;

use std::sync::Arc;

use common::board::{at, board, set};
use kibitz::engine::apply::{apply, automatic_step};
use kibitz::engine::instance::largest_effect;
use kibitz::engine::pattern::Pattern;
use kibitz::engine::techniques::{find_all, simplest_hint};
use kibitz::engine::{Cell, CellDigit, DigitSet, Geometry, Instance, Position, TechniqueId as T};

/// Removes `d` from the 1-based cells listed.
fn remove(pos: &mut Position, d: u8, cells: &[(usize, usize)]) {
    for &(r, c) in cells {
        let cell = at(pos, r, c);
        pos.eliminate(cell, d);
    }
}

/// Every 1-based cell of a row except the given columns.
fn row_except(r: usize, n: usize, keep: &[usize]) -> Vec<(usize, usize)> {
    (1..=n)
        .filter(|c| !keep.contains(c))
        .map(|c| (r, c))
        .collect()
}

fn texts(pos: &Position, found: &[Instance]) -> Vec<String> {
    found
        .iter()
        .map(|i| i.explanation(pos.geometry()))
        .collect()
}

#[test]
fn naked_and_hidden_single() {
    let geo = Geometry::standard(9).unwrap();
    let mut givens = vec![0u8; 81];
    givens[..8].copy_from_slice(&[1, 2, 3, 4, 5, 6, 7, 8]);
    let pos = Position::from_givens(geo, &givens);
    let naked = find_all(T::NakedSingle, &pos);
    assert_eq!(naked.len(), 1);
    assert_eq!(naked[0].placements, [CellDigit { cell: 8, digit: 9 }]);
    assert!(naked[0].groups.is_empty());
    // No other candidate; 9 is open in 8 cells of column 9 and 4 more of box 3.
    assert_eq!(naked[0].effect, 12);
    let hidden = find_all(T::HiddenSingle, &pos);
    // Box 3 still has 9 open in rows 2 and 3: a hidden single of row 1 only.
    assert_eq!(hidden.len(), 1);
    assert_eq!(hidden[0].groups, [0]);
    assert_eq!(
        texts(&pos, &hidden),
        ["Hidden single 9 in row 1: the only place is r1c9: place 9 in r1c9"]
    );

    assert_eq!(
        simplest_hint(&pos, &T::default_order()).map(|i| i.technique),
        Some(T::NakedSingle),
        "a naked single comes first"
    );

    // 5 confined to r1c1 in row 1 and in box 1: one instance keyed by row 1.
    let mut pos = board(9);
    remove(&mut pos, 5, &row_except(1, 9, &[1]));
    remove(
        &mut pos,
        5,
        &[(2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (3, 3)],
    );
    let hidden = find_all(T::HiddenSingle, &pos);
    assert_eq!(hidden.len(), 1);
    assert_eq!(hidden[0].groups, [0, 18]);
    // Eight other candidates, and 5 open in r4c1..r9c1.
    assert_eq!(hidden[0].effect, 14);
}

#[test]
fn naked_pair_text_and_both_groups() {
    let mut pos = board(9);
    for c in 1..=9 {
        set(&mut pos, 4, c, &[1, 2, 4, 5, 6, 8, 9]);
    }
    set(&mut pos, 4, 2, &[3, 7]);
    set(&mut pos, 4, 8, &[3, 7]);
    set(&mut pos, 4, 1, &[1, 3]);
    set(&mut pos, 4, 5, &[2, 7]);
    let found = find_all(T::NakedPair, &pos);
    assert_eq!(
        texts(&pos, &found),
        ["Naked pair {3,7} in row 4 (r4c2, r4c8): remove 3 from r4c1; 7 from r4c5"]
    );
    assert_eq!(found[0].effect, 2);

    // Two cells sharing a row and a box: two instances, row first.
    let mut pos = board(9);
    set(&mut pos, 1, 1, &[1, 2]);
    set(&mut pos, 1, 2, &[1, 2]);
    let found = find_all(T::NakedPair, &pos);
    let groups: Vec<_> = found.iter().map(|i| i.groups.clone()).collect();
    assert_eq!(groups, [vec![0], vec![18]]);
    assert_eq!(found[0].effect, 14);
    assert_eq!(found[1].effect, 14);
}

#[test]
fn canonical_tie_order_and_largest_effect() {
    let mut pos = board(9);
    set(&mut pos, 1, 1, &[2, 3]);
    set(&mut pos, 1, 4, &[2, 3]);
    set(&mut pos, 9, 2, &[1, 5]);
    set(&mut pos, 9, 8, &[1, 5]);
    let found = find_all(T::NakedPair, &pos);
    let keys: Vec<(Vec<u8>, Vec<usize>)> = found
        .iter()
        .map(|i| (i.digits.iter().collect(), i.groups.clone()))
        .collect();
    // {1,5} comes before {2,3} although row 9 comes after row 1.
    assert_eq!(keys, [(vec![1, 5], vec![8]), (vec![2, 3], vec![0])]);
    // Equal effects: the first in canonical order wins.
    assert_eq!(found[0].effect, found[1].effect);
    assert_eq!(largest_effect(&found), Some(&found[0]));
}

#[test]
fn eliminating_nothing_is_not_an_instance() {
    let mut pos = board(4);
    set(&mut pos, 1, 1, &[1, 2]);
    set(&mut pos, 1, 2, &[1, 2]);
    set(&mut pos, 1, 3, &[3, 4]);
    set(&mut pos, 1, 4, &[3, 4]);
    set(&mut pos, 2, 1, &[3, 4]);
    set(&mut pos, 2, 2, &[3, 4]);
    // Row 1 and box 1 hold their pairs apart: nothing left to remove in them.
    // Only row 2 and box 2, whose other cells still hold 3 and 4, give instances.
    let found = find_all(T::NakedPair, &pos);
    let groups: Vec<_> = found.iter().map(|i| i.groups.clone()).collect();
    assert_eq!(groups, [vec![1], vec![9]]);
}

#[test]
fn hidden_pair_and_triple() {
    let mut pos = board(9);
    remove(&mut pos, 4, &row_except(2, 9, &[3, 7]));
    remove(&mut pos, 6, &row_except(2, 9, &[3, 7]));
    let found = find_all(T::HiddenPair, &pos);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].groups, [1]);
    assert_eq!(found[0].effect, 14);
    assert!(
        found[0]
            .eliminations
            .iter()
            .all(|e| e.digit != 4 && e.digit != 6)
    );

    let mut pos = board(9);
    remove(&mut pos, 1, &row_except(5, 9, &[1, 4]));
    remove(&mut pos, 2, &row_except(5, 9, &[4, 7]));
    remove(&mut pos, 3, &row_except(5, 9, &[1, 7]));
    assert!(find_all(T::HiddenPair, &pos).is_empty());
    let found = find_all(T::HiddenTriple, &pos);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].cells, [36, 39, 42]);
    assert_eq!(found[0].effect, 18);
}

#[test]
fn naked_triple_on_16x16_and_naked_quad() {
    let mut pos = board(16);
    set(&mut pos, 3, 1, &[1, 2]);
    set(&mut pos, 3, 5, &[2, 3]);
    set(&mut pos, 3, 9, &[1, 3]);
    let found = find_all(T::NakedTriple, &pos);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].effect, 13 * 3);
    assert_eq!(found[0].cell_names(pos.geometry()), "r3c1, r3c5, r3c9");

    let mut pos = board(9);
    set(&mut pos, 9, 1, &[1, 2]);
    set(&mut pos, 9, 2, &[2, 3]);
    set(&mut pos, 9, 3, &[3, 4]);
    set(&mut pos, 9, 4, &[1, 4]);
    let found = find_all(T::NakedQuad, &pos);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].groups, [8]);
    assert_eq!(found[0].effect, 20);
}

#[test]
fn hidden_quad_on_16x16() {
    let mut pos = board(16);
    for (d, keep) in [(11u8, [2, 6]), (12, [6, 10]), (13, [10, 14]), (14, [2, 14])] {
        let col: Vec<(usize, usize)> = (1..=16)
            .filter(|r| !keep.contains(r))
            .map(|r| (r, 16))
            .collect();
        remove(&mut pos, d, &col);
    }
    let found = find_all(T::HiddenQuad, &pos);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].groups, [31], "column 16");
    assert_eq!(found[0].digits, DigitSet::from_digits([11, 12, 13, 14]));
    assert_eq!(found[0].effect, 4 * 12);
    assert!(
        found[0]
            .explanation(pos.geometry())
            .starts_with("Hidden quad {B,C,D,E} in column 16")
    );
}

#[test]
fn locked_candidates_pointing_and_claiming() {
    let mut pos = board(9);
    remove(
        &mut pos,
        5,
        &[(1, 3), (2, 1), (2, 2), (2, 3), (3, 1), (3, 2), (3, 3)],
    );
    let found = find_all(T::LockedCandidates1, &pos);
    assert_eq!(
        texts(&pos, &found),
        [
            "Locked candidates 1 (pointing): 5 in box 1 lies only in row 1 (r1c1, r1c2): \
          remove 5 from r1c4, r1c5, r1c6, r1c7, r1c8, r1c9"
        ]
    );
    assert_eq!(found[0].groups, [18, 0]);
    assert!(find_all(T::LockedCandidates2, &pos).is_empty());

    let mut pos = board(9);
    remove(&mut pos, 5, &row_except(1, 9, &[1, 2]));
    let found = find_all(T::LockedCandidates2, &pos);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].groups, [0, 18]);
    assert_eq!(found[0].effect, 6);
    assert!(find_all(T::LockedCandidates1, &pos).is_empty());
}

#[test]
fn x_wing_and_jellyfish() {
    let mut pos = board(9);
    remove(&mut pos, 4, &row_except(2, 9, &[3, 8]));
    remove(&mut pos, 4, &row_except(7, 9, &[3, 8]));
    let found = find_all(T::XWing, &pos);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].groups, [1, 6]);
    assert!(matches!(&found[0].pattern, Pattern::Fish { cover, .. } if cover == &[11, 16]));
    assert_eq!(found[0].effect, 14);
    assert!(
        found[0]
            .explanation(pos.geometry())
            .starts_with("X-wing 4 in rows 2, 7 and columns 3, 8 (r2c3, r2c8, r7c3, r7c8): remove 4 from r1c3, r1c8, r3c3")
    );

    let mut pos = board(9);
    for (r, keep) in [(1, [1, 2]), (3, [2, 3]), (5, [3, 4]), (7, [1, 4])] {
        remove(&mut pos, 8, &row_except(r, 9, &keep));
    }
    assert!(find_all(T::XWing, &pos).is_empty());
    assert!(find_all(T::Swordfish, &pos).is_empty());
    let found = find_all(T::Jellyfish, &pos);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].groups, [0, 2, 4, 6]);
    assert_eq!(found[0].effect, 20);
}

#[test]
fn swordfish_on_16x16_by_columns() {
    let mut pos = board(16);
    let col = |c: usize, keep: [usize; 2]| -> Vec<(usize, usize)> {
        (1..=16)
            .filter(|r| !keep.contains(r))
            .map(|r| (r, c))
            .collect()
    };
    remove(&mut pos, 10, &col(2, [1, 5]));
    remove(&mut pos, 10, &col(6, [5, 9]));
    remove(&mut pos, 10, &col(11, [1, 9]));
    let found = find_all(T::Swordfish, &pos);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].groups, [17, 21, 26], "columns 2, 6, 11 as base");
    assert!(matches!(&found[0].pattern, Pattern::Fish { cover, .. } if cover == &[0, 4, 8]));
    assert_eq!(found[0].effect, 3 * 13);
    assert!(
        found[0]
            .explanation(pos.geometry())
            .starts_with("Swordfish A in columns 2, 6, 11 and rows 1, 5, 9")
    );
}

/// A 4×4 jigsaw: region 1 = r1c1-r1c3 + r2c1, region 2 = r1c4 + r2c2-r2c4,
/// regions 3 and 4 the bottom halves.
fn jigsaw4() -> Position {
    let layout: Vec<char> = "AAABABBBCCDDCCDD".chars().collect();
    let geo: Arc<Geometry> = Geometry::jigsaw(4, &layout).expect("layout");
    Position::empty(geo)
}

#[test]
fn jigsaw_subsets_locked_candidates_and_fish() {
    let mut pos = jigsaw4();
    set(&mut pos, 1, 3, &[3, 4]);
    set(&mut pos, 2, 1, &[3, 4]);
    let found = find_all(T::NakedPair, &pos);
    assert_eq!(
        texts(&pos, &found),
        ["Naked pair {3,4} in region 1 (r1c3, r2c1): remove 3 from r1c1, r1c2; 4 from r1c1, r1c2"]
    );

    // Region 1's 2s lie in row 1 only: row 1 loses 2 outside the region (r1c4).
    let mut pos = jigsaw4();
    remove(&mut pos, 2, &[(1, 3), (2, 1)]);
    let found = find_all(T::LockedCandidates1, &pos);
    assert_eq!(found.len(), 1);
    assert_eq!(found[0].groups, [8, 0]);
    assert_eq!(found[0].eliminations, [CellDigit { cell: 3, digit: 2 }]);

    // An X-wing on rows 1 and 3 (columns 1 and 4), whatever the regions; columns 2
    // and 3 now hold their 1s in rows 2 and 4, the column X-wing with the same effect.
    let mut pos = jigsaw4();
    remove(&mut pos, 1, &[(1, 2), (1, 3), (3, 2), (3, 3)]);
    let found = find_all(T::XWing, &pos);
    assert_eq!(found.len(), 2);
    assert_eq!(found[0].groups, [0, 2]);
    assert_eq!(found[1].groups, [5, 6]);
    let mut cells: Vec<Cell> = found[0].eliminations.iter().map(|e| e.cell).collect();
    cells.sort();
    assert_eq!(cells, [4, 7, 12, 15]);
}

#[test]
fn applying_and_the_automatic_step() {
    let geo = Geometry::standard(4).unwrap();
    let givens = [1, 2, 3, 4, 3, 4, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    let mut pos = Position::from_givens(geo, &givens);
    let hint = simplest_hint(&pos, &T::default_order()).expect("a hint");
    assert_eq!(hint.technique, T::NakedSingle);
    assert_eq!(hint.placements, [CellDigit { cell: 7, digit: 2 }]);
    let removed = apply(&hint, &mut pos);
    assert_eq!(removed, hint.effect);
    let step = automatic_step(&mut pos);
    assert!(!step.contradiction);
    // Naked singles alone do not finish this grid; the position stays consistent.
    assert!(pos.empty_cells().all(|c| !pos.candidates(c).is_empty()));

    let geo = Geometry::standard(4).unwrap();
    let mut full = Position::from_givens(geo, &[1, 2, 3, 4, 3, 4, 1, 2, 2, 1, 4, 3, 4, 3, 2, 0]);
    let step = automatic_step(&mut full);
    assert_eq!(step.placed, [(15, 1)]);
    assert!(full.is_solved());
}
