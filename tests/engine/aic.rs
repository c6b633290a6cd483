//! AIC and grouped AIC (SPEC §2.1) on hand-built 9×9 positions: a chain mixing
//! conjugate pairs on two digits with a bivalue cell, the same chain through a
//! grouped node, and near-patterns that must not fire (a broken bivalue link, a
//! strong link that is not conjugate). HoDoKu's entries 0706–0711 are run by
//! `tests/engine/reglib.rs`.

use crate::common;

use common::board::{at, set};
use kibitz::engine::techniques::find_all;
use kibitz::engine::{CellDigit, Geometry, Instance, Position, TechniqueId as T};

fn board() -> Position {
    Position::empty(Geometry::standard(9).expect("standard board"))
}

/// Leaves digit `d` only at the 1-based columns `cols` of row `r`.
fn only_in_row(pos: &mut Position, d: u8, r: usize, cols: &[usize]) {
    for c in (1..=9).filter(|c| !cols.contains(c)) {
        let cell = at(pos, r, c);
        pos.eliminate(cell, d);
    }
}

/// Leaves digit `d` only at the 1-based rows `rows` of column `c`.
fn only_in_col(pos: &mut Position, d: u8, c: usize, rows: &[usize]) {
    for r in (1..=9).filter(|r| !rows.contains(r)) {
        let cell = at(pos, r, c);
        pos.eliminate(cell, d);
    }
}

/// The instance of `technique` that removes exactly `removed`, if any.
fn removing(pos: &Position, technique: T, removed: &[CellDigit]) -> Option<Instance> {
    find_all(technique, pos)
        .into_iter()
        .find(|i| i.eliminations == removed)
}

/// `r1c1(1) = r1c5(1) - r5c5(1) = r5c5(2) - r5c9(2) = r1c9(2)`: 1 only at c1
/// and c5 in row 1, r5c5 = {1,2}, 2 only at r1 and r5 in column 9. One of
/// r1c1 = 1 and r1c9 = 2 holds, and they share row 1, so r1c1 is not 2.
fn mixed_board() -> Position {
    let mut pos = board();
    only_in_row(&mut pos, 1, 1, &[1, 5]);
    set(&mut pos, 5, 5, &[1, 2]);
    only_in_col(&mut pos, 2, 9, &[1, 5]);
    pos
}

#[test]
fn aic_mixes_a_bivalue_cell_with_conjugate_pairs_on_two_digits() {
    let pos = mixed_board();
    let r1c1 = at(&pos, 1, 1);
    let found = removing(
        &pos,
        T::Aic,
        &[CellDigit {
            cell: r1c1,
            digit: 2,
        }],
    )
    .expect("the AIC removes 2 from r1c1");
    assert_eq!(
        found.explanation(pos.geometry()),
        "AIC on {1,2}: r1c1(1) = r1c5(1) - r5c5(1) = r5c5(2) - r5c9(2) = r1c9(2); \
         r1c1 is 1 or r1c9 is 2: remove 2 from r1c1"
    );
    // Neither an X-chain (two digits) nor an XY-chain (conjugate pairs).
    for t in [T::XChain, T::XyChain, T::GroupedAic] {
        assert!(removing(&pos, t, &found.eliminations).is_none(), "{t:?}");
    }
}

#[test]
fn aic_needs_the_bivalue_cell() {
    let mut pos = mixed_board();
    set(&mut pos, 5, 5, &[1, 2, 3]);
    let r1c1 = at(&pos, 1, 1);
    let hit = find_all(T::Aic, &pos).into_iter().any(|i| {
        i.eliminations.contains(&CellDigit {
            cell: r1c1,
            digit: 2,
        })
    });
    assert!(!hit, "r5c5 = {{1,2,3}} is no strong link");
}

#[test]
fn aic_needs_conjugate_pairs() {
    let mut pos = mixed_board();
    // A third 2 in column 9: r5c9(2) no longer forces r1c9(2).
    let r9c9 = at(&pos, 9, 9);
    let mut held = pos.candidates(r9c9);
    held.insert(2);
    pos.set_candidates(r9c9, held);
    let r1c1 = at(&pos, 1, 1);
    let hit = find_all(T::Aic, &pos).into_iter().any(|i| {
        i.eliminations.contains(&CellDigit {
            cell: r1c1,
            digit: 2,
        })
    });
    assert!(!hit, "column 9 holds 2 three times");
}

/// `r1c1(1) = (r1c5,r1c6)(1) - r2c4(1) = r2c4(2) - r2c9(2) = r1c9(2)`: 1 only
/// at c1, c5, c6 in row 1, r2c4 = {1,2}, 2 only at r1 and r2 in column 9.
fn grouped_board() -> Position {
    let mut pos = board();
    only_in_row(&mut pos, 1, 1, &[1, 5, 6]);
    set(&mut pos, 2, 4, &[1, 2]);
    only_in_col(&mut pos, 2, 9, &[1, 2]);
    pos
}

#[test]
fn grouped_aic_passes_through_a_grouped_node() {
    let pos = grouped_board();
    let r1c1 = at(&pos, 1, 1);
    let removed = [CellDigit {
        cell: r1c1,
        digit: 2,
    }];
    let found = removing(&pos, T::GroupedAic, &removed).expect("the grouped AIC removes 2");
    assert_eq!(
        found.explanation(pos.geometry()),
        "Grouped AIC on {1,2}: r1c1(1) = (r1c5,r1c6)(1) - r2c4(1) = r2c4(2) - r2c9(2) \
         = r1c9(2); r1c1 is 1 or r1c9 is 2: remove 2 from r1c1"
    );
    assert!(
        removing(&pos, T::Aic, &removed).is_none(),
        "no chain without the group"
    );
}

#[test]
fn grouped_aic_needs_every_cell_of_the_group_seen() {
    let mut pos = grouped_board();
    // The bivalue cell moves to r2c7, which sees neither r1c5 nor r1c6.
    set(&mut pos, 2, 4, &[1, 2, 3]);
    set(&mut pos, 2, 7, &[1, 2]);
    let r1c1 = at(&pos, 1, 1);
    let hit = find_all(T::GroupedAic, &pos).into_iter().any(|i| {
        i.eliminations.contains(&CellDigit {
            cell: r1c1,
            digit: 2,
        })
    });
    assert!(!hit, "r2c7 sees no cell of (r1c5,r1c6)");
}
