//! Unit tests for finned fish, XY-wing, XYZ-wing and the empty rectangle (SPEC §2)
//! on hand-built positions whose instances were worked out by hand: exact
//! eliminations, keys and explanation texts on 9×9, 16×16 and jigsaw boards, and
//! near-patterns that must not fire.

use crate::common;

use std::sync::Arc;

use common::board::{at, board, set};
use kibitz::engine::pattern::Pattern;
use kibitz::engine::techniques::find_all;
use kibitz::engine::{Cell, CellDigit, Geometry, Instance, Position, TechniqueId as T};

/// Removes `d` from the 1-based cells listed.
fn remove(pos: &mut Position, d: u8, cells: &[(usize, usize)]) {
    for &(r, c) in cells {
        let cell = at(pos, r, c);
        pos.eliminate(cell, d);
    }
}

/// Keeps `d` in a row only in the given columns.
fn keep_in_row(pos: &mut Position, d: u8, r: usize, cols: &[usize]) {
    let n = pos.n();
    let cells: Vec<_> = (1..=n)
        .filter(|c| !cols.contains(c))
        .map(|c| (r, c))
        .collect();
    remove(pos, d, &cells);
}

/// Keeps `d` in a column only in the given rows.
fn keep_in_col(pos: &mut Position, d: u8, c: usize, rows: &[usize]) {
    let n = pos.n();
    let cells: Vec<_> = (1..=n)
        .filter(|r| !rows.contains(r))
        .map(|r| (r, c))
        .collect();
    remove(pos, d, &cells);
}

fn texts(pos: &Position, found: &[Instance]) -> Vec<String> {
    found
        .iter()
        .map(|i| i.explanation(pos.geometry()))
        .collect()
}

/// The eliminations as 1-based (digit, row, column).
fn removed(pos: &Position, inst: &Instance) -> Vec<(u8, usize, usize)> {
    let geo = pos.geometry();
    inst.eliminations
        .iter()
        .map(|&CellDigit { cell, digit }| (digit, geo.row_of(cell) + 1, geo.col_of(cell) + 1))
        .collect()
}

/// Rows 2 and 7 hold 4 in columns 3 and 8; `extra` adds more cells of row 7.
fn x_wing_with_row7(extra: &[usize]) -> Position {
    let mut pos = board(9);
    keep_in_row(&mut pos, 4, 2, &[3, 8]);
    let mut row7 = vec![3, 8];
    row7.extend_from_slice(extra);
    keep_in_row(&mut pos, 4, 7, &row7);
    pos
}

#[test]
fn finned_x_wing_removes_only_what_sees_the_fin() {
    let pos = x_wing_with_row7(&[9]);
    assert!(find_all(T::XWing, &pos).is_empty());
    let found = find_all(T::FinnedXWing, &pos);
    assert_eq!(
        texts(&pos, &found),
        [
            "Finned X-wing 4 in rows 2, 7 and columns 3, 8 (r2c3, r2c8, r7c3, r7c8; \
             fin r7c9): remove 4 from r8c8, r9c8"
        ]
    );
    assert_eq!(found[0].groups, [1, 6]);
    assert!(matches!(&found[0].pattern, Pattern::Fish { cover, fins }
        if cover == &[11, 16] && fins == &[at(&pos, 7, 9)]));
    // SHD: a 2x2 blocked gridlock pays 4 plus one per fin.
    assert_eq!(
        found[0].shd_pattern_points(kibitz::engine::ShdRule::BlockedGridlock2x2),
        5
    );
}

#[test]
fn sashimi_x_wing_has_one_fish_cell_in_a_base_line() {
    // Row 7 holds 4 only in r7c8 and the fin r7c9: r7c3 is the missing corner.
    let mut pos = x_wing_with_row7(&[9]);
    remove(&mut pos, 4, &[(7, 3)]);
    let found = find_all(T::FinnedXWing, &pos);
    assert_eq!(
        texts(&pos, &found),
        [
            "Finned X-wing 4 in rows 2, 7 and columns 3, 8 (r2c3, r2c8, r7c8; fin r7c9): \
             remove 4 from r8c8, r9c8"
        ]
    );
}

#[test]
fn finned_x_wing_near_misses() {
    // A basic X-wing needs no fin: it is not a finned one.
    let pos = x_wing_with_row7(&[]);
    assert_eq!(find_all(T::XWing, &pos).len(), 1);
    assert!(find_all(T::FinnedXWing, &pos).is_empty());
    // Fins in two boxes (r7c5, r7c9) see no common cover cell.
    let pos = x_wing_with_row7(&[5, 9]);
    assert!(find_all(T::FinnedXWing, &pos).is_empty());
    // Rows 7 and 8 on columns 3 and 8 with fins r7c7, r7c9, r8c9: three fins in
    // box 9 are more than SPEC §2 allows, and no other cover needs fewer.
    let mut pos = board(9);
    keep_in_row(&mut pos, 4, 7, &[3, 7, 8, 9]);
    keep_in_row(&mut pos, 4, 8, &[3, 8, 9]);
    assert!(find_all(T::FinnedXWing, &pos).is_empty());
}

#[test]
fn finned_x_wing_by_columns_lists_its_fins_row_major() {
    // Columns 1 and 2 hold 6 in rows 2 and 7, plus the fins r3c1 and r1c2.
    let mut pos = board(9);
    keep_in_col(&mut pos, 6, 1, &[2, 3, 7]);
    keep_in_col(&mut pos, 6, 2, &[1, 2, 7]);
    let found = find_all(T::FinnedXWing, &pos);
    assert_eq!(
        texts(&pos, &found),
        [
            "Finned X-wing 6 in columns 1, 2 and rows 2, 7 (r2c1, r2c2, r7c1, r7c2; \
             fins r1c2, r3c1): remove 6 from r2c3"
        ]
    );
    assert_eq!(found[0].groups, [9, 10]);
}

#[test]
fn finned_x_wing_on_a_jigsaw_needs_a_corner_in_the_fin_region() {
    // Rows 2 and 5 hold 5 in columns 4 and 6; the fin r2c3 lies in region 2,
    // which also holds the corner r2c4: r1c4 and r1c6 see the fin through it.
    let mut pos = jigsaw6();
    keep_in_row(&mut pos, 5, 2, &[3, 4, 6]);
    keep_in_row(&mut pos, 5, 5, &[4, 6]);
    let found = find_all(T::FinnedXWing, &pos);
    assert_eq!(
        texts(&pos, &found),
        [
            "Finned X-wing 5 in rows 2, 5 and columns 4, 6 (r2c4, r2c6, r5c4, r5c6; \
             fin r2c3): remove 5 from r1c4, r1c6"
        ]
    );
    // On columns 2 and 6, region 2 holds no corner (r2c2, r2c6, r5c2, r5c6 lie in
    // other regions): r1c6 sees the fin, but the fin is not beside the fish.
    let mut pos = jigsaw6();
    keep_in_row(&mut pos, 5, 2, &[2, 3, 6]);
    keep_in_row(&mut pos, 5, 5, &[2, 6]);
    assert!(find_all(T::FinnedXWing, &pos).is_empty());
    // Without the fin the same lines are a basic X-wing that removes r1c6.
    remove(&mut pos, 5, &[(2, 3)]);
    let found = find_all(T::XWing, &pos);
    assert!(removed(&pos, &found[0]).contains(&(5, 1, 6)));
}

#[test]
fn finned_swordfish_on_16x16_by_columns() {
    let mut pos = board(16);
    keep_in_col(&mut pos, 10, 2, &[1, 5]);
    keep_in_col(&mut pos, 10, 6, &[5, 9]);
    keep_in_col(&mut pos, 10, 11, &[1, 2, 9]);
    assert!(find_all(T::Swordfish, &pos).is_empty());
    assert!(find_all(T::FinnedXWing, &pos).is_empty());
    let found = find_all(T::FinnedSwordfish, &pos);
    assert_eq!(
        texts(&pos, &found),
        [
            "Finned swordfish A in columns 2, 6, 11 and rows 1, 5, 9 (r1c2, r1c11, r5c2, \
             r5c6, r9c6, r9c11; fin r2c11): remove A from r1c9, r1c10, r1c12"
        ]
    );
    assert_eq!(found[0].groups, [17, 21, 26]);
}

#[test]
fn finned_jellyfish_two_covers_of_one_base_in_canonical_order() {
    let mut pos = board(9);
    for (r, keep) in [
        (1, &[1, 2][..]),
        (3, &[2, 3]),
        (5, &[3, 4]),
        (7, &[1, 4, 6]),
    ] {
        keep_in_row(&mut pos, 8, r, keep);
    }
    assert!(find_all(T::Jellyfish, &pos).is_empty());
    let found = find_all(T::FinnedJellyfish, &pos);
    // Cover columns 1-4 with the fin r7c6; and columns 1, 3, 4, 6 with the fins
    // r1c2, r3c2 of box 1. Same base rows: the pattern cells order them.
    let got: Vec<_> = found.iter().map(|i| removed(&pos, i)).collect();
    assert_eq!(
        got,
        [vec![(8, 8, 4), (8, 9, 4)], vec![(8, 2, 1), (8, 2, 3)]]
    );
    assert!(found.iter().all(|i| i.groups == [0, 2, 4, 6]));
    assert!(found[0].cells < found[1].cells);
    assert!(
        texts(&pos, &found)[1]
            .contains("(r1c1, r3c3, r5c3, r5c4, r7c1, r7c4, r7c6; fins r1c2, r3c2)")
    );
}

#[test]
fn xy_wing_text_and_target() {
    let mut pos = board(9);
    set(&mut pos, 2, 2, &[3, 7]);
    set(&mut pos, 2, 7, &[3, 8]);
    set(&mut pos, 5, 2, &[7, 8]);
    let found = find_all(T::XyWing, &pos);
    assert_eq!(
        texts(&pos, &found),
        [
            "XY-wing {3,7,8}: pivot r2c2 with pincers r2c7, r5c2; one of them is 8: remove 8 from r5c7"
        ]
    );
    assert!(found[0].groups.is_empty());
    assert_eq!(found[0].effect, 1);
    assert_eq!(found[0].highlight_cells().len(), 3);
}

#[test]
fn xy_wing_near_misses() {
    // The pincers share no digit.
    let mut pos = board(9);
    set(&mut pos, 2, 2, &[3, 7]);
    set(&mut pos, 2, 7, &[3, 8]);
    set(&mut pos, 5, 2, &[7, 9]);
    assert!(find_all(T::XyWing, &pos).is_empty());
    // Both pincers take the same pivot digit.
    set(&mut pos, 5, 2, &[3, 8]);
    assert!(find_all(T::XyWing, &pos).is_empty());
    // Three cells of one box that see one another: no pivot stands out.
    let mut pos = board(9);
    set(&mut pos, 1, 1, &[1, 2]);
    set(&mut pos, 1, 2, &[1, 3]);
    set(&mut pos, 2, 1, &[2, 3]);
    assert!(find_all(T::XyWing, &pos).is_empty());
}

/// A 4×4 jigsaw: region 1 = r1c1-r1c3 + r2c1, region 2 = r1c4 + r2c2-r2c4,
/// regions 3 and 4 the bottom halves.
fn jigsaw4() -> Position {
    let layout: Vec<char> = "AAABABBBCCDDCCDD".chars().collect();
    let geo: Arc<Geometry> = Geometry::jigsaw(4, &layout).expect("layout");
    Position::empty(geo)
}

#[test]
fn xy_wing_through_a_jigsaw_region() {
    // The pivot r1c3 sees the pincer r2c1 only through region 1.
    let mut pos = jigsaw4();
    set(&mut pos, 1, 3, &[1, 2]);
    set(&mut pos, 2, 1, &[1, 3]);
    set(&mut pos, 4, 3, &[2, 3]);
    let found = find_all(T::XyWing, &pos);
    assert_eq!(
        texts(&pos, &found),
        [
            "XY-wing {1,2,3}: pivot r1c3 with pincers r2c1, r4c3; one of them is 3: remove 3 from r2c3, r4c1"
        ]
    );
}

#[test]
fn xyz_wing_removes_from_cells_seeing_all_three() {
    let mut pos = board(9);
    set(&mut pos, 5, 5, &[1, 5, 7]);
    set(&mut pos, 5, 1, &[1, 7]);
    set(&mut pos, 4, 6, &[5, 7]);
    assert!(find_all(T::XyWing, &pos).is_empty());
    let found = find_all(T::XyzWing, &pos);
    assert_eq!(
        texts(&pos, &found),
        [
            "XYZ-wing {1,5,7}: pivot r5c5 with pincers r4c6, r5c1; one of them is 7: remove 7 from r5c4, r5c6"
        ]
    );
    // Pincers with the same two digits make no wing.
    set(&mut pos, 4, 6, &[1, 7]);
    assert!(find_all(T::XyzWing, &pos).is_empty());
}

#[test]
fn xyz_wing_on_16x16() {
    let mut pos = board(16);
    set(&mut pos, 1, 1, &[1, 2, 16]);
    set(&mut pos, 1, 9, &[1, 16]);
    set(&mut pos, 3, 3, &[2, 16]);
    let found = find_all(T::XyzWing, &pos);
    assert_eq!(
        texts(&pos, &found),
        [
            "XYZ-wing {1,2,G}: pivot r1c1 with pincers r1c9, r3c3; one of them is G: remove G from r1c2, r1c3, r1c4"
        ]
    );
}

/// Box 5 holds 5 in r4c4, r4c5 (row 4) and r6c6 (column 6); column 8 holds 5
/// only in r4c8 and `far`.
fn empty_rectangle_box5(far: &[usize]) -> Position {
    let mut pos = board(9);
    remove(
        &mut pos,
        5,
        &[(4, 6), (5, 4), (5, 5), (5, 6), (6, 4), (6, 5)],
    );
    let mut rows = vec![4];
    rows.extend_from_slice(far);
    keep_in_col(&mut pos, 5, 8, &rows);
    pos
}

#[test]
fn empty_rectangle_in_a_box() {
    let pos = empty_rectangle_box5(&[7]);
    let found = find_all(T::EmptyRectangle, &pos);
    assert_eq!(
        texts(&pos, &found),
        [
            "Empty rectangle 5: in box 5 it lies only on row 4 and column 6, and r4c8, r7c8 \
             are its only places in column 8: remove 5 from r7c6"
        ]
    );
    assert_eq!(found[0].groups, [22, 16], "box 5, then column 8");
    let cells: Vec<Cell> = [(4, 4), (4, 5), (4, 8), (6, 6), (7, 8)]
        .iter()
        .map(|&(r, c)| at(&pos, r, c))
        .collect();
    assert_eq!(found[0].cells, cells);
}

#[test]
fn empty_rectangle_with_two_candidates_in_the_box() {
    // Box 1 holds 3 only in r1c3 and r2c1 (HoDoKu's variant 0402-1): the cross
    // row 1 + column 1 with the pair r1c5, r7c5 of column 5 removes 3 from r7c1.
    let mut pos = board(9);
    remove(
        &mut pos,
        3,
        &[(1, 1), (1, 2), (2, 2), (2, 3), (3, 1), (3, 2), (3, 3)],
    );
    keep_in_col(&mut pos, 3, 5, &[1, 7]);
    let found = find_all(T::EmptyRectangle, &pos);
    assert_eq!(
        texts(&pos, &found),
        [
            "Empty rectangle 3: in box 1 it lies only on row 1 and column 1, and r1c5, r7c5 \
             are its only places in column 5: remove 3 from r7c1"
        ]
    );
    assert_eq!(found[0].groups, [18, 13]);
}

#[test]
fn empty_rectangle_near_misses() {
    // Column 8 holds 5 three times: no conjugate pair.
    let pos = empty_rectangle_box5(&[7, 9]);
    assert!(find_all(T::EmptyRectangle, &pos).is_empty());
    // Box 5's 5s all on row 4: that is pointing, not a cross.
    let mut pos = empty_rectangle_box5(&[7]);
    remove(&mut pos, 5, &[(6, 6)]);
    assert!(find_all(T::EmptyRectangle, &pos).is_empty());
    // The pair's far end in the box's rows: the target would be a box cell.
    let pos = empty_rectangle_box5(&[6]);
    assert!(find_all(T::EmptyRectangle, &pos).is_empty());
}

/// A 6×6 jigsaw whose region 5 (r4c4, r5c3-r5c5, r6c5, r6c6) is no rectangle.
fn jigsaw6() -> Position {
    let layout: Vec<char> = "AAABBBAABBBCADDDCCDDDECCFFEEECFFFFEE".chars().collect();
    Position::empty(Geometry::jigsaw(6, &layout).expect("layout"))
}

#[test]
fn empty_rectangle_in_a_jigsaw_region() {
    // Region 5 holds 4 in r5c3, r5c4 (row 5) and r6c5 (column 5); column 6 holds 4
    // only in r5c6 and r2c6. If r2c5 were 4, r5c6 would be, and region 5 would
    // have no 4 left.
    let mut pos = jigsaw6();
    remove(&mut pos, 4, &[(4, 4), (5, 5), (6, 6)]);
    keep_in_col(&mut pos, 4, 6, &[2, 5]);
    let found = find_all(T::EmptyRectangle, &pos);
    assert_eq!(
        texts(&pos, &found),
        [
            "Empty rectangle 4: in region 5 it lies only on row 5 and column 5, and r5c6, \
             r2c6 are its only places in column 6: remove 4 from r2c5"
        ]
    );
    assert_eq!(found[0].groups, [16, 11]);
    // With r4c4 still holding 4 the region's 4s make no cross.
    let mut pos = jigsaw6();
    remove(&mut pos, 4, &[(5, 5), (6, 6)]);
    keep_in_col(&mut pos, 4, 6, &[2, 5]);
    assert!(find_all(T::EmptyRectangle, &pos).is_empty());
}
