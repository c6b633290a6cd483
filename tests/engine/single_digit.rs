//! Unit tests for the single-digit patterns of SPEC §2.1 (skyscraper, 2-string
//! kite, simple and multi colours) and the W-wing, on hand-built positions whose
//! instances were worked out by hand: exact eliminations and texts, 16×16 and
//! jigsaw boards, and near-patterns that must not fire.

use crate::common;

use std::sync::Arc;

use common::board::{at, board, set};
use kibitz::engine::techniques::find_all;
use kibitz::engine::{CellDigit, Geometry, Instance, Position, TechniqueId as T};

/// Removes `d` from every cell of 1-based row `r` but the columns kept.
fn row_only(pos: &mut Position, d: u8, r: usize, keep: &[usize]) {
    for c in (1..=pos.n()).filter(|c| !keep.contains(c)) {
        let cell = at(pos, r, c);
        pos.eliminate(cell, d);
    }
}

/// Removes `d` from every cell of 1-based column `c` but the rows kept.
fn col_only(pos: &mut Position, d: u8, c: usize, keep: &[usize]) {
    for r in (1..=pos.n()).filter(|r| !keep.contains(r)) {
        let cell = at(pos, r, c);
        pos.eliminate(cell, d);
    }
}

/// The eliminations as 1-based `(digit, row, column)`, sorted.
fn removed(pos: &Position, inst: &Instance) -> Vec<(u8, usize, usize)> {
    let geo = pos.geometry();
    let mut out: Vec<_> = inst
        .eliminations
        .iter()
        .map(|&CellDigit { cell, digit }| (digit, geo.row_of(cell) + 1, geo.col_of(cell) + 1))
        .collect();
    out.sort();
    out
}

/// The one instance whose eliminations are exactly `expected`.
fn with_removals<'a>(
    pos: &Position,
    found: &'a [Instance],
    expected: &[(u8, usize, usize)],
) -> &'a Instance {
    found
        .iter()
        .find(|i| removed(pos, i) == expected)
        .unwrap_or_else(|| {
            let all: Vec<String> = found
                .iter()
                .map(|i| i.explanation(pos.geometry()))
                .collect();
            panic!(
                "no instance removes {expected:?}; found:\n{}",
                all.join("\n")
            )
        })
}

#[test]
fn skyscraper_on_rows() {
    let mut pos = board(9);
    row_only(&mut pos, 1, 1, &[2, 7]);
    row_only(&mut pos, 1, 5, &[2, 8]);
    let found = find_all(T::Skyscraper, &pos);
    assert_eq!(found.len(), 1);
    let inst = with_removals(&pos, &found, &[(1, 2, 8), (1, 3, 8), (1, 4, 7), (1, 6, 7)]);
    assert_eq!(inst.groups, [0, 4]);
    assert_eq!(
        inst.explanation(pos.geometry()),
        "Skyscraper on 1: r1c7(1) = r1c2(1) - r5c2(1) = r5c8(1); one of r1c7, r5c8 is 1: \
         remove 1 from r2c8, r3c8, r4c7, r6c7"
    );
}

#[test]
fn skyscraper_on_a_16x16() {
    let mut pos = board(16);
    row_only(&mut pos, 1, 1, &[2, 7]);
    row_only(&mut pos, 1, 5, &[2, 8]);
    let found = find_all(T::Skyscraper, &pos);
    with_removals(
        &pos,
        &found,
        &[
            (1, 2, 8),
            (1, 3, 8),
            (1, 4, 8),
            (1, 6, 7),
            (1, 7, 7),
            (1, 8, 7),
        ],
    );
}

#[test]
fn two_pairs_on_the_same_crossing_lines_are_an_x_wing_not_a_skyscraper() {
    let mut pos = board(9);
    row_only(&mut pos, 1, 1, &[2, 7]);
    row_only(&mut pos, 1, 5, &[2, 7]);
    assert!(find_all(T::Skyscraper, &pos).is_empty());
    assert!(!find_all(T::XWing, &pos).is_empty());
}

#[test]
fn two_string_kite_through_a_box() {
    let mut pos = board(9);
    row_only(&mut pos, 1, 2, &[2, 8]);
    col_only(&mut pos, 1, 1, &[3, 7]);
    let found = find_all(T::TwoStringKite, &pos);
    assert_eq!(found.len(), 1);
    let inst = with_removals(&pos, &found, &[(1, 7, 8)]);
    // Keyed by the row, then the column of its conjugate pairs.
    assert_eq!(inst.groups, [1, 9]);
    assert_eq!(
        inst.explanation(pos.geometry()),
        "2-string kite on 1: r2c8(1) = r2c2(1) - r3c1(1) = r7c1(1); one of r2c8, r7c1 is 1: \
         remove 1 from r7c8"
    );
}

/// A 4×4 jigsaw: region A = r1c1-r1c3 + r2c1, region B = r1c4 + r2c2-r2c4,
/// regions C and D the bottom halves.
fn jigsaw4() -> Position {
    let layout: Vec<char> = "AAABABBBCCDDCCDD".chars().collect();
    let geo: Arc<Geometry> = Geometry::jigsaw(4, &layout).expect("layout");
    Position::empty(geo)
}

#[test]
fn two_string_kite_through_a_jigsaw_region() {
    // r2c1 and r1c3 share only the jigsaw region A (in 2×2 boxes they would not).
    let mut pos = jigsaw4();
    row_only(&mut pos, 1, 2, &[1, 4]);
    col_only(&mut pos, 1, 3, &[1, 3]);
    let found = find_all(T::TwoStringKite, &pos);
    let inst = with_removals(&pos, &found, &[(1, 3, 4), (1, 4, 4)]);
    assert!(
        inst.explanation(pos.geometry())
            .starts_with("2-string kite on 1: r2c4(1) = r2c1(1) - r1c3(1) = r3c3(1)")
    );
}

#[test]
fn a_kite_needs_its_two_ends_in_one_region() {
    let mut pos = board(9);
    row_only(&mut pos, 1, 2, &[2, 8]);
    col_only(&mut pos, 1, 4, &[3, 7]);
    assert!(find_all(T::TwoStringKite, &pos).is_empty());
}

#[test]
fn w_wing_joined_by_a_conjugate_pair() {
    // r1c1 and r5c3 hold {4,7}; 4 is a conjugate pair in row 9 at c1 and c3,
    // whose ends see r1c1 (column 1) and r5c3 (column 3): one of them is 7.
    let mut pos = board(9);
    set(&mut pos, 1, 1, &[4, 7]);
    set(&mut pos, 5, 3, &[4, 7]);
    row_only(&mut pos, 4, 9, &[1, 3]);
    let found = find_all(T::WWing, &pos);
    // Cells seeing r1c1 and r5c3: r1c3, r2c3, r3c3 (box 1 and column 3) and
    // r4c1, r5c1, r6c1 (column 1 and box 4).
    let expected = [
        (7, 1, 3),
        (7, 2, 3),
        (7, 3, 3),
        (7, 4, 1),
        (7, 5, 1),
        (7, 6, 1),
    ];
    let inst = with_removals(&pos, &found, &expected);
    assert_eq!(inst.groups, [8]);
    assert_eq!(
        inst.explanation(pos.geometry()),
        "W-wing on {4,7}: r1c1(7) = r1c1(4) - r9c1(4) = r9c3(4) - r5c3(4) = r5c3(7); \
         one of r1c1, r5c3 is 7: remove 7 from r1c3, r2c3, r3c3, r4c1, r5c1, r6c1"
    );
}

#[test]
fn w_wing_cells_that_see_each_other_are_a_naked_pair_instead() {
    let mut pos = board(9);
    set(&mut pos, 1, 1, &[4, 7]);
    set(&mut pos, 1, 5, &[4, 7]);
    row_only(&mut pos, 4, 9, &[1, 5]);
    assert!(find_all(T::WWing, &pos).is_empty());
}

#[test]
fn simple_colours_trap() {
    // 1 alternates r1c1 (A) = r1c7 (B) = r5c7 (A) = r5c3 (B).
    let mut pos = board(9);
    row_only(&mut pos, 1, 1, &[1, 7]);
    col_only(&mut pos, 1, 7, &[1, 5]);
    row_only(&mut pos, 1, 5, &[3, 7]);
    let found = find_all(T::SimpleColors, &pos);
    // r2c3, r3c3 see r1c1 (box 1) and r5c3 (column 3); r4c1, r6c1 see r1c1
    // (column 1) and r5c3 (box 4).
    let inst = with_removals(&pos, &found, &[(1, 2, 3), (1, 3, 3), (1, 4, 1), (1, 6, 1)]);
    assert_eq!(
        inst.explanation(pos.geometry()),
        "Simple colours on 1: A = r1c1, r5c7; B = r1c7, r5c3; one colour is 1, and these \
         cells see both: remove 1 from r2c3, r3c3, r4c1, r6c1"
    );
}

#[test]
fn simple_colours_wrap() {
    // r1c1 (A) = r1c5 (B) = r4c5 (A) = r4c2 (B) = r2c2 (A): r1c1 and r2c2 share
    // box 1, so colour A is false.
    let mut pos = board(9);
    row_only(&mut pos, 1, 1, &[1, 5]);
    col_only(&mut pos, 1, 5, &[1, 4]);
    row_only(&mut pos, 1, 4, &[2, 5]);
    col_only(&mut pos, 1, 2, &[2, 4]);
    let found = find_all(T::SimpleColors, &pos);
    let inst = with_removals(&pos, &found, &[(1, 1, 1), (1, 2, 2), (1, 4, 5)]);
    assert!(
        inst.explanation(pos.geometry())
            .contains("two cells of colour A see each other, so colour A is not 1")
    );
}

#[test]
fn multi_colours_type_2() {
    // Cluster 1: r1c1 (A) = r1c5 (B) = r8c5 (A); cluster 2: r2c2 (C) = r8c2 (D).
    // A sees C (box 1) and D (row 8): A is false.
    let mut pos = board(9);
    row_only(&mut pos, 1, 1, &[1, 5]);
    col_only(&mut pos, 1, 5, &[1, 8]);
    col_only(&mut pos, 1, 2, &[2, 8]);
    let found = find_all(T::MultiColors, &pos);
    let inst = with_removals(&pos, &found, &[(1, 1, 1), (1, 8, 5)]);
    assert_eq!(
        inst.explanation(pos.geometry()),
        "Multi colours on 1: A = r1c1, r8c5; B = r1c5; C = r2c2; D = r8c2; colour A sees \
         both colours of the other cluster, so none of its cells is 1: remove 1 from r1c1, r8c5"
    );
}
