//! The ALS techniques and Sue de Coq (SPEC §2.1) on hand-checked positions: each
//! pattern found with exactly the eliminations worked out by hand and its
//! explanation, a near miss that finds nothing, and the same patterns on a 16×16
//! and a jigsaw board. Positions are built by hand: the listed cells are empty
//! with the listed candidates, every other cell is filled.

use std::sync::Arc;

use kibitz::engine::pattern::Pattern;
use kibitz::engine::techniques::find_all;
use kibitz::engine::{Cell, CellDigit, Digit, DigitSet, Geometry, Instance, Position, TechniqueId};

/// A board whose empty cells are exactly `cells` (row, column, candidates, all
/// 1-based as people read them); every other cell holds a digit.
fn board(geo: Arc<Geometry>, cells: &[(usize, usize, &[Digit])]) -> Position {
    let mut pos = Position::empty(geo.clone());
    for c in 0..geo.cell_count() as Cell {
        pos.set_value(c, 1);
    }
    for &(r, c, digits) in cells {
        let cell = geo.cell(r - 1, c - 1);
        pos.clear(cell);
        pos.set_candidates(cell, DigitSet::from_digits(digits.iter().copied()));
    }
    pos
}

fn nine(cells: &[(usize, usize, &[Digit])]) -> Position {
    board(Geometry::standard(9).expect("9x9"), cells)
}

/// `digit` removed from r`r`c`c` (1-based).
fn removal(pos: &Position, digit: Digit, r: usize, c: usize) -> CellDigit {
    CellDigit {
        cell: pos.geometry().cell(r - 1, c - 1),
        digit,
    }
}

/// The one instance of `id` that makes exactly `expected`, or a failure listing
/// what was found.
fn the_one(id: TechniqueId, pos: &Position, expected: &[CellDigit]) -> Instance {
    let found = find_all(id, pos);
    let texts: Vec<String> = found
        .iter()
        .map(|i| i.explanation(pos.geometry()))
        .collect();
    let matching: Vec<&Instance> = found
        .iter()
        .filter(|i| i.eliminations == expected)
        .collect();
    assert_eq!(
        matching.len(),
        1,
        "{id:?}: expected one instance removing {expected:?}; found:\n{}",
        texts.join("\n")
    );
    matching[0].clone()
}

fn none_removes(id: TechniqueId, pos: &Position, target: CellDigit) {
    let found = find_all(id, pos);
    let hits: Vec<String> = found
        .iter()
        .filter(|i| i.eliminations.contains(&target))
        .map(|i| i.explanation(pos.geometry()))
        .collect();
    assert!(
        hits.is_empty(),
        "{id:?} should not remove {target:?}:\n{}",
        hits.join("\n")
    );
}

use TechniqueId::{AlsChain, AlsXyWing, AlsXz, DeathBlossom, NakedTriple, SueDeCoq};

/// A = r1c1 {1,7} with r1c2 {1,4}; B = r5c2 {4,7}: only r1c2 holds 4 in A and it
/// sees r5c2, so 4 is restricted; the 7s are r1c1 and r5c2, both seen by r6c1.
fn xz_position() -> Position {
    nine(&[
        (1, 1, &[1, 7]),
        (1, 2, &[1, 4]),
        (5, 2, &[4, 7]),
        (6, 1, &[7, 9]),
    ])
}

#[test]
fn als_xz_removes_the_common_digit_from_cells_seeing_it_in_both_sets() {
    let pos = xz_position();
    let found = the_one_of(
        AlsXz,
        &pos,
        "ALS-XZ: A = {r1c1, r1c2} {1,4,7}, B = {r5c2} {4,7}; 4 cannot be in both (every 4 of \
         A sees every 4 of B), so one set goes without 4 and is locked on its other digits: A \
         or B holds 7: remove 7 from r6c1",
    );
    assert_eq!(found.eliminations, vec![removal(&pos, 7, 6, 1)]);
    assert_eq!(found.digits, DigitSet::from_digits([4, 7]));
    // A = r1c1 with B = r1c2, r5c2 in column 2 is the same reasoning on x = 1.
    assert_eq!(find_all(AlsXz, &pos).len(), 2);
}

#[test]
fn als_xz_needs_a_restricted_common() {
    // 4 also in r1c1, which does not see r5c2: 4 is no longer restricted, and
    // 1 (r1c1 with the column pair) is not restricted either once r5c2 holds 1.
    let pos = nine(&[
        (1, 1, &[1, 4, 7]),
        (1, 2, &[1, 4]),
        (5, 2, &[1, 4, 7]),
        (6, 1, &[7, 9]),
    ]);
    assert!(find_all(AlsXz, &pos).is_empty());
}

#[test]
fn doubly_linked_als_xz_locks_each_set() {
    // r1c1 {1,2} and r1c9 {1,2} in row 1 share two restricted commons: each
    // holds one of them, so the rest of row 1 loses 1 and 2.
    let pos = nine(&[(1, 1, &[1, 2]), (1, 9, &[1, 2]), (1, 5, &[1, 2, 5])]);
    let found = the_one(
        AlsXz,
        &pos,
        &[removal(&pos, 1, 1, 5), removal(&pos, 2, 1, 5)],
    );
    assert_eq!(
        found.explanation(pos.geometry()),
        "ALS-XZ: A = {r1c1} {1,2}, B = {r1c9} {1,2}; 1, 2 can each be in only one of A and B, so the two sets hold all their digits between them: 1, 2 leave the cells that see all their places in A and B: remove 1 from r1c5; 2 from r1c5"
    );
}

/// A = r1c1 {1,2}, pivot C = r1c5 {2,3}, B = r5c5 {1,3}: x = 2, y = 3, z = 1
/// leaves r5c1, which sees both 1s.
fn wing_cells() -> Vec<(usize, usize, &'static [Digit])> {
    vec![
        (1, 1, &[1, 2]),
        (1, 5, &[2, 3]),
        (5, 5, &[1, 3]),
        (5, 1, &[1, 9]),
    ]
}

#[test]
fn als_xy_wing_joins_two_sets_through_a_pivot() {
    let pos = nine(&wing_cells());
    let found = the_one(AlsXyWing, &pos, &[removal(&pos, 1, 5, 1)]);
    assert_eq!(
        found.explanation(pos.geometry()),
        "ALS-XY-wing: A = {r1c1} {1,2}, B = {r5c5} {1,3}, C = {r1c5} {2,3}; 2 cannot be in both A and C, nor 3 in both B and C, and C cannot go without both 2 and 3 (it would be a digit short): so A or B goes without its link, is locked on its other digits and holds 1: remove 1 from r5c1"
    );
}

#[test]
fn als_xy_wing_needs_two_different_restricted_commons() {
    // C = r1c5 {2,9}: B = r5c5 {1,2} joins it on 2 as A does: no wing.
    let pos = nine(&[
        (1, 1, &[1, 2]),
        (1, 5, &[2, 9]),
        (5, 5, &[1, 2]),
        (5, 1, &[1, 9]),
    ]);
    none_removes(AlsXyWing, &pos, removal(&pos, 1, 5, 1));
}

/// r1c1 {1,2} -2- r1c5 {2,3} -3- r5c5, r5c6 {3,4,5} -4- r9c6 {1,4}: z = 1
/// leaves r1c6 and r9c1, which see both ends. Another chain on the same five
/// cells, r1c1 -2- r1c5, r5c5 {2,3,5} -5- r5c6 -4- r9c6, makes the same
/// removals; the one given is the first found of that size.
fn chain_cells(last: &'static [Digit]) -> Vec<(usize, usize, &'static [Digit])> {
    vec![
        (1, 1, &[1, 2]),
        (1, 5, &[2, 3]),
        (5, 5, &[3, 5]),
        (5, 6, &[4, 5]),
        (9, 6, last),
        (1, 6, &[1, 9]),
        (9, 1, &[1, 8]),
    ]
}

#[test]
fn als_chain_links_four_sets() {
    let pos = nine(&chain_cells(&[1, 4]));
    let found = the_one(
        AlsChain,
        &pos,
        &[removal(&pos, 1, 1, 6), removal(&pos, 1, 9, 1)],
    );
    assert_eq!(
        found.explanation(pos.geometry()),
        "ALS chain: A = {r1c1} {1,2} -2- B = {r1c5} {2,3} -3- C = {r5c5, r5c6} {3,4,5} -4- D = {r9c6} {1,4}; each linked digit can be in only one of the two sets it joins, so A or D holds 1: remove 1 from r1c6, r9c1"
    );
}

#[test]
fn als_chain_needs_the_common_digit_at_both_ends() {
    let pos = nine(&chain_cells(&[4, 6]));
    assert!(find_all(AlsChain, &pos).is_empty());
}

/// Stem r5c5 {1,2}: petal r5c1 {1,3} sees it on 1, petal r1c5 {2,3} on 2; both
/// hold 3, and r1c1 sees both 3s.
fn blossom_cells(petal: &'static [Digit]) -> Vec<(usize, usize, &'static [Digit])> {
    vec![
        (5, 5, &[1, 2]),
        (5, 1, &[1, 3]),
        (1, 5, petal),
        (1, 1, &[3, 9]),
    ]
}

#[test]
fn death_blossom_has_a_petal_for_every_stem_candidate() {
    let pos = nine(&blossom_cells(&[2, 3]));
    let found = the_one(DeathBlossom, &pos, &[removal(&pos, 3, 1, 1)]);
    assert_eq!(
        found.explanation(pos.geometry()),
        "Death blossom: stem r5c5: 1 sees A = {r5c1} {1,3}, 2 sees B = {r1c5} {2,3}; whichever digit the stem takes, the set it sees goes without it and holds 3: remove 3 from r1c1"
    );
    assert!(
        found.cells.contains(&pos.geometry().cell(4, 4)),
        "the stem is a pattern cell"
    );
}

#[test]
fn death_blossom_needs_a_digit_common_to_every_petal() {
    let pos = nine(&blossom_cells(&[2, 4]));
    assert!(find_all(DeathBlossom, &pos).is_empty());
}

/// Stem r5c5 {1,2} with r5c1 {1,2,3} and r5c2 {1,3}: the one set {r5c1, r5c2}
/// {1,2,3} sees the stem on both 1 and 2, and {r5c2} on 1 lies inside it. As
/// "petals" they would remove 3 from r5c9; but petals are distinct, disjoint
/// sets (SPEC §2.1): stem and set are the naked triple {1,2,3} of row 5.
#[test]
fn a_blossom_whose_petals_are_one_set_is_a_naked_subset() {
    let pos = nine(&[
        (5, 5, &[1, 2]),
        (5, 1, &[1, 2, 3]),
        (5, 2, &[1, 3]),
        (5, 9, &[3, 8]),
    ]);
    let found: Vec<String> = find_all(DeathBlossom, &pos)
        .iter()
        .map(|i| i.explanation(pos.geometry()))
        .collect();
    assert!(found.is_empty(), "no death blossom:\n{}", found.join("\n"));
    the_one(NakedTriple, &pos, &[removal(&pos, 3, 5, 9)]);
}

/// The cells of each set of an ALS instance.
fn sets(found: &Instance) -> Vec<Vec<Cell>> {
    match &found.pattern {
        Pattern::Als(p) => p.sets.iter().map(|s| s.cells.clone()).collect(),
        other => panic!("not an ALS pattern: {other:?}"),
    }
}

/// A = {r1c1 {1,7}, r1c2 {1,4}} (row 1) and B = {r1c2, r2c2 {4,7}} (column 2)
/// share r1c2. Their 7s see each other and r1c3 {1,9} sees every 1 of both, so
/// paired they would remove 1 from r1c3 with x = 7; but the sets of one
/// instance share no cell (SPEC §2.1). The doubly linked pairs of disjoint sets
/// that remove it (A = {r1c1, r1c2} with B = {r2c2}, say) are instances.
#[test]
fn als_xz_sets_share_no_cell() {
    let pos = nine(&[
        (1, 1, &[1, 7]),
        (1, 2, &[1, 4]),
        (2, 2, &[4, 7]),
        (1, 3, &[1, 9]),
    ]);
    let geo = pos.geometry();
    let a = vec![geo.cell(0, 0), geo.cell(0, 1)];
    let b = vec![geo.cell(0, 1), geo.cell(1, 1)];
    let found = find_all(AlsXz, &pos);
    assert!(!found.is_empty(), "disjoint pairs remove 1 from r1c3");
    for xz in &found {
        let sets = sets(xz);
        let shared = sets[0].iter().any(|c| sets[1].contains(c));
        assert!(!shared, "{}", xz.explanation(geo));
        assert_eq!(xz.size(), sets[0].len() + sets[1].len());
        assert!(sets != [a.clone(), b.clone()] && sets != [b.clone(), a.clone()]);
    }
}

/// Row 1 and box 1 cross in r1c1 {1,2} and r1c2 {3,4} (four digits, two cells);
/// r1c5 {1,2} in the row and r2c1 {3,4} in the box fill the count: the row keeps
/// 1 and 2 there, the box 3 and 4.
fn sue_de_coq_cells(box_cell: &'static [Digit]) -> Vec<(usize, usize, &'static [Digit])> {
    vec![
        (1, 1, &[1, 2]),
        (1, 2, &[3, 4]),
        (1, 5, &[1, 2]),
        (2, 1, box_cell),
        (1, 9, &[1, 5]),
        (3, 3, &[3, 6]),
    ]
}

#[test]
fn sue_de_coq_splits_the_crossing_digits_between_line_and_region() {
    let pos = nine(&sue_de_coq_cells(&[3, 4]));
    let found = the_one(
        SueDeCoq,
        &pos,
        &[removal(&pos, 1, 1, 9), removal(&pos, 3, 3, 3)],
    );
    assert_eq!(
        found.explanation(pos.geometry()),
        "Sue de Coq {r1c1, r1c2} {1,2,3,4} in row 1 and box 1, with {r1c5} {1,2} in row 1 and {r2c1} {3,4} in box 1: remove 1 from r1c9; 3 from r3c3"
    );
    assert_eq!(found.groups, vec![0, 18]);
}

#[test]
fn sue_de_coq_needs_line_and_region_sets_without_common_crossing_digits() {
    // r2c1 {1,3}: 1 is in the row set too, so the box set is not allowed.
    let pos = nine(&sue_de_coq_cells(&[1, 3]));
    none_removes(SueDeCoq, &pos, removal(&pos, 3, 3, 3));
}

#[test]
fn als_techniques_work_on_16x16_boards() {
    // The XY-wing of the 9×9 test with digits 10, 11 and 12 on a 16×16 board.
    let geo = Geometry::standard(16).expect("16x16");
    let pos = board(
        geo,
        &[
            (1, 1, &[10, 11]),
            (1, 9, &[11, 12]),
            (9, 9, &[10, 12]),
            (9, 1, &[10, 16]),
        ],
    );
    let found = the_one(AlsXyWing, &pos, &[removal(&pos, 10, 9, 1)]);
    assert_eq!(
        found.explanation(pos.geometry()),
        "ALS-XY-wing: A = {r1c1} {A,B}, B = {r9c9} {A,C}, C = {r1c9} {B,C}; B cannot be in both A and C, nor C in both B and C, and C cannot go without both B and C (it would be a digit short): so A or B goes without its link, is locked on its other digits and holds A: remove A from r9c1"
    );
}

#[test]
fn als_techniques_use_jigsaw_regions() {
    // Regions: r1c1-r1c3 with r2c3; column 4; r2c1, r2c2, r3c1, r4c1; the rest.
    // r1c1 and r2c3 see each other only through their region.
    #[rustfmt::skip]
    let layout = [
        0, 0, 0, 1,
        2, 2, 0, 1,
        2, 3, 3, 1,
        2, 3, 3, 1,
    ];
    let geo = Geometry::jigsaw(4, &layout).expect("jigsaw");
    let cells: [(usize, usize, &[Digit]); 4] = [
        (1, 1, &[1, 2]),
        (2, 3, &[2, 3]),
        (4, 3, &[1, 3]),
        (4, 1, &[1, 4]),
    ];
    let pos = board(geo, &cells);
    let found = the_one(AlsXyWing, &pos, &[removal(&pos, 1, 4, 1)]);
    assert_eq!(
        found.explanation(pos.geometry()),
        "ALS-XY-wing: A = {r1c1} {1,2}, B = {r4c3} {1,3}, C = {r2c3} {2,3}; 2 cannot be in both A and C, nor 3 in both B and C, and C cannot go without both 2 and 3 (it would be a digit short): so A or B goes without its link, is locked on its other digits and holds 1: remove 1 from r4c1"
    );
    // With 2×2 boxes r1c1 and r2c3 are in different boxes: no wing.
    let boxes = board(Geometry::standard(4).expect("4x4"), &cells);
    assert!(find_all(AlsXyWing, &boxes).is_empty());
}

/// The one instance whose explanation is `text`.
fn the_one_of(id: TechniqueId, pos: &Position, text: &str) -> Instance {
    let found = find_all(id, pos);
    let texts: Vec<String> = found
        .iter()
        .map(|i| i.explanation(pos.geometry()))
        .collect();
    let at = texts.iter().position(|t| t == text);
    assert!(
        at.is_some(),
        "{id:?}: {text:?} not among:\n{}",
        texts.join("\n")
    );
    found[at.unwrap_or(0)].clone()
}
