//! Uniqueness techniques (SPEC §2.1) on hand-checked positions: every unique
//! rectangle type, the hidden and avoidable rectangles and BUG+1, each with a
//! case that must find nothing, their explanations, a 16×16 rectangle, and the
//! rule that none of them is ever used on a puzzle with several solutions.
//!
//! Most positions are the givens of one 9×9 puzzle (top95 #1, via norvig/pytudes,
//! MIT) with some candidates narrowed by hand, each narrowing keeping the
//! solution's digit. Its solution, rows 5 and 6:
//! `7 9 1 5 8 6 4 3 2` and `3 4 6 9 1 2 7 5 8`; the rectangle r5c4, r5c8, r6c4,
//! r6c8 (boxes 5 and 6) holds 5, 3, 9, 5 — a 3 where two solutions would put 9.

use kibitz::engine::solver::unique_solution;
use kibitz::engine::techniques::find_all;
use kibitz::engine::{Cell, Digit, DigitSet, Geometry, Instance, Position, TechniqueId};
use kibitz::rating::{Scores, rate};

const PUZZLE: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fn digits(text: &str) -> Vec<Digit> {
    text.bytes()
        .map(|b| match b {
            b'1'..=b'9' => b - b'0',
            b'A'..=b'G' => b - b'A' + 10,
            _ => 0,
        })
        .collect()
}

fn puzzle(text: &str) -> Position {
    Position::from_givens(Geometry::standard(9).expect("9x9"), &digits(text))
}

/// `r5c4` on a board of side `n`.
fn cell(n: usize, name: &str) -> Cell {
    let (r, c) = name[1..].split_once('c').expect("rXcY");
    let (r, c): (usize, usize) = (r.parse().expect("row"), c.parse().expect("col"));
    ((r - 1) * n + c - 1) as Cell
}

/// Narrows candidates by hand: each edit sets a cell's candidates.
fn narrow(mut pos: Position, edits: &[(&str, &str)]) -> Position {
    let n = pos.n();
    for &(name, cands) in edits {
        pos.set_candidates(cell(n, name), DigitSet::from_digits(digits(cands)));
    }
    pos
}

/// Places digits as if found by solving (not givens).
fn place(mut pos: Position, placed: &[(&str, Digit)]) -> Position {
    let n = pos.n();
    for &(name, d) in placed {
        pos.place(cell(n, name), d);
    }
    pos
}

/// Every instance of `id`, each checked against the givens' solution.
fn found(id: TechniqueId, pos: &Position) -> Vec<Instance> {
    let givens: Vec<Digit> = (0..pos.geometry().cell_count() as Cell)
        .map(|c| if pos.is_given(c) { pos.value(c) } else { 0 })
        .collect();
    let solution = unique_solution(&Position::from_givens(pos.geometry().clone(), &givens));
    let instances = find_all(id, pos);
    if let Some(solution) = solution {
        for i in &instances {
            for e in &i.eliminations {
                assert_ne!(solution[e.cell as usize], e.digit, "unsound: {i:?}");
            }
        }
    }
    instances
}

fn texts(instances: &[Instance], pos: &Position) -> Vec<String> {
    instances
        .iter()
        .map(|i| i.explanation(pos.geometry()))
        .collect()
}

/// Asserts that one instance explains itself exactly as `expected`.
fn assert_explained(id: TechniqueId, pos: &Position, expected: &str) {
    let all = texts(&found(id, pos), pos);
    assert!(
        all.iter().any(|t| t == expected),
        "{expected}\nnot in {all:#?}"
    );
}

/// Asserts that no instance's explanation contains `part`.
fn assert_none(id: TechniqueId, pos: &Position, part: &str) {
    let all = texts(&found(id, pos), pos);
    assert!(all.iter().all(|t| !t.contains(part)), "{part} in {all:#?}");
}

const UR: TechniqueId = TechniqueId::UniqueRectangle;
const RECT: &str = "{5,9} in r5c4, r5c8, r6c4, r6c8";

#[test]
fn type1_removes_both_digits_from_the_fourth_corner() {
    let pos = narrow(
        puzzle(PUZZLE),
        &[("r5c4", "59"), ("r6c4", "59"), ("r6c8", "59")],
    );
    assert_explained(
        UR,
        &pos,
        &format!(
            "Unique rectangle type 1 {RECT}: r5c8 must hold another digit, else the puzzle \
             has two solutions: remove 5 from r5c8; 9 from r5c8"
        ),
    );
    // With a third candidate in r6c8 only two corners are bivalue: no type 1.
    let fail = narrow(puzzle(PUZZLE), &[("r5c4", "59"), ("r6c4", "59")]);
    assert_none(UR, &fail, "type 1");
}

#[test]
fn type2_removes_the_extra_digit_from_cells_seeing_the_roof() {
    let pos = narrow(
        puzzle(PUZZLE),
        &[
            ("r6c4", "59"),
            ("r6c8", "59"),
            ("r5c4", "359"),
            ("r5c8", "359"),
        ],
    );
    assert_explained(
        UR,
        &pos,
        &format!(
            "Unique rectangle type 2 {RECT}: one of r5c4, r5c8 is 3, else the puzzle has two \
             solutions: remove 3 from r5c1, r5c3, r5c9"
        ),
    );
    // Two different extra digits: no type 2.
    let fail = narrow(
        puzzle(PUZZLE),
        &[
            ("r6c4", "59"),
            ("r6c8", "59"),
            ("r5c4", "359"),
            ("r5c8", "2359"),
        ],
    );
    assert_none(UR, &fail, "type 2");
}

#[test]
fn type3_locks_the_extra_digits_with_a_cell_of_the_row() {
    let base = [
        ("r6c4", "59"),
        ("r6c8", "59"),
        ("r5c4", "359"),
        ("r5c8", "2359"),
    ];
    let mut edits = base.to_vec();
    edits.push(("r5c9", "23"));
    let pos = narrow(puzzle(PUZZLE), &edits);
    assert_explained(
        UR,
        &pos,
        &format!(
            "Unique rectangle type 3 {RECT}: the corners with more digits hold one of {{2,3}}, \
             else the puzzle has two solutions; with r5c9 they lock {{2,3}} in row 5: \
             remove 2 from r5c6; 3 from r5c1, r5c3"
        ),
    );
    // r5c9 keeps 1, 7 and 9: no cell completes the subset.
    assert_none(UR, &narrow(puzzle(PUZZLE), &base), "type 3");
}

#[test]
fn type4_removes_the_other_digit_when_one_is_confined_to_the_roof() {
    let base = [("r6c4", "59"), ("r6c8", "59"), ("r5c4", "359")];
    let mut edits = base.to_vec();
    edits.extend([("r5c2", "1679"), ("r5c3", "13679"), ("r5c6", "2679")]);
    let pos = narrow(puzzle(PUZZLE), &edits);
    assert_explained(
        UR,
        &pos,
        &format!(
            "Unique rectangle type 4 {RECT}: the only places of 5 in row 5 are r5c4, r5c8, so \
             neither holds 9, else the puzzle has two solutions: remove 9 from r5c4, r5c8"
        ),
    );
    // 5 still in r5c6: not confined.
    edits.pop();
    assert_none(UR, &narrow(puzzle(PUZZLE), &edits), "type 4");
}

#[test]
fn type5_uses_three_corners_with_one_extra_digit() {
    let base = [("r6c4", "59"), ("r5c4", "359"), ("r5c8", "359")];
    let mut edits = base.to_vec();
    edits.push(("r6c8", "359"));
    let pos = narrow(puzzle(PUZZLE), &edits);
    assert_explained(
        UR,
        &pos,
        &format!(
            "Unique rectangle type 5 {RECT}: one of r5c4, r5c8, r6c8 is 3, else the puzzle \
             has two solutions: remove 3 from r5c9"
        ),
    );
    edits.pop();
    edits.push(("r6c8", "259"));
    assert_none(UR, &narrow(puzzle(PUZZLE), &edits), "type 5");
}

#[test]
fn type6_removes_a_digit_confined_to_the_corners_from_the_diagonal_roof() {
    let mut edits = vec![
        ("r5c4", "59"),
        ("r6c8", "59"),
        ("r5c2", "1679"),
        ("r5c3", "13679"),
        ("r5c6", "2679"),
        ("r6c2", "46789"),
        ("r6c3", "36789"),
        ("r6c6", "24679"),
        ("r6c7", "2379"),
        ("r2c4", "1489"),
        ("r4c4", "349"),
        ("r9c8", "2389"),
    ];
    let fail = narrow(puzzle(PUZZLE), &edits);
    edits.push(("r9c4", "89"));
    let pos = narrow(puzzle(PUZZLE), &edits);
    assert_explained(
        UR,
        &pos,
        &format!(
            "Unique rectangle type 6 {RECT}: 5 lies in its rows and columns only on the \
             corners, so neither of r5c8, r6c4 is 5, else the puzzle has two solutions: \
             remove 5 from r5c8, r6c4"
        ),
    );
    // 5 left in r9c4: column 4 holds it off the rectangle.
    assert_none(UR, &fail, "type 6");
}

#[test]
fn hidden_rectangle_uses_conjugate_lines_through_the_opposite_corner() {
    let mut edits = vec![
        ("r5c4", "59"),
        ("r6c2", "46789"),
        ("r6c3", "36789"),
        ("r6c6", "24679"),
        ("r6c7", "2379"),
    ];
    let fail = narrow(puzzle(PUZZLE), &edits);
    edits.push(("r9c8", "2389"));
    let pos = narrow(puzzle(PUZZLE), &edits);
    assert_explained(
        TechniqueId::HiddenRectangle,
        &pos,
        &format!(
            "Hidden rectangle {RECT}: r5c4 holds only the two digits and 5 lies in row 6 \
             and column 8 only on the corners, so r6c8 is not the other, else the puzzle has \
             two solutions: remove 9 from r6c8"
        ),
    );
    // 5 left in r9c8: column 8 is no conjugate pair.
    assert!(found(TechniqueId::HiddenRectangle, &fail).is_empty());
}

#[test]
fn avoidable_rectangle_type1_uses_digits_placed_by_solving() {
    let placed = [("r5c4", 5), ("r6c4", 9), ("r6c8", 5)];
    let pos = place(puzzle(PUZZLE), &placed);
    assert_explained(
        TechniqueId::AvoidableRectangle,
        &pos,
        &format!(
            "Avoidable rectangle type 1 {RECT}: the other corners were placed by solving, so \
             r5c8 cannot complete 5/9, else the puzzle has two solutions: remove 9 from r5c8"
        ),
    );
    // The same digits, with r6c4 a given: the rectangle could not be swapped.
    let mut with_given = digits(PUZZLE);
    with_given[cell(9, "r6c4") as usize] = 9;
    let fail = place(puzzle_from(&with_given), &[("r5c4", 5), ("r6c8", 5)]);
    assert!(found(TechniqueId::AvoidableRectangle, &fail).is_empty());
}

fn puzzle_from(givens: &[Digit]) -> Position {
    Position::from_givens(Geometry::standard(9).expect("9x9"), givens)
}

#[test]
fn avoidable_rectangle_type2_removes_the_shared_extra_digit() {
    let base = place(puzzle(PUZZLE), &[("r6c4", 9), ("r6c8", 5)]);
    let pos = narrow(base.clone(), &[("r5c4", "35"), ("r5c8", "39")]);
    assert_explained(
        TechniqueId::AvoidableRectangle,
        &pos,
        &format!(
            "Avoidable rectangle type 2 {RECT}: two corners were placed by solving, so one of \
             r5c4, r5c8 is 3, else the puzzle has two solutions: remove 3 from r5c1, r5c3, r5c9"
        ),
    );
    let fail = narrow(base, &[("r5c4", "35"), ("r5c8", "239")]);
    assert!(found(TechniqueId::AvoidableRectangle, &fail).is_empty());
}

/// A BUG+1 position reached while solving top1465 #6 (a public puzzle list):
/// givens, digits placed by solving, and the candidates of the 13 empty cells.
fn bug_position(trivalue: &str) -> Position {
    let givens =
        "8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........";
    let placed =
        ".1.462.75632.5.489.47.3.6121...439...246.71589.6.2.7.37...1.8..2913.4.674...762.1";
    let mut pos = puzzle(givens);
    for (i, d) in digits(placed).into_iter().enumerate() {
        if d != 0 {
            pos.place(i as Cell, d);
        }
    }
    let cands = [
        ("r3c4", "89"),
        ("r3c6", "89"),
        ("r4c3", "58"),
        ("r4c4", "58"),
        ("r6c2", "58"),
        ("r6c6", "58"),
        ("r7c3", "35"),
        ("r7c6", "59"),
        ("r7c8", "39"),
        ("r9c2", "58"),
        ("r9c3", trivalue),
        ("r9c4", "59"),
        ("r9c8", "39"),
    ];
    narrow(pos, &cands)
}

#[test]
fn bug_plus_1_places_the_digit_seen_three_times() {
    let pos = bug_position("358");
    let all = found(TechniqueId::BugPlus1, &pos);
    assert_eq!(all.len(), 1);
    assert_eq!(
        all[0].explanation(pos.geometry()),
        "BUG+1: every empty cell but r9c3 has two candidates, and 5 occurs three times in \
         row 9, column 3 and box 7; without it there every digit would occur twice in every \
         group, which gives two solutions or none: place 5 in r9c3"
    );
    // Without the third candidate the position is a grave itself: no BUG+1.
    assert!(found(TechniqueId::BugPlus1, &bug_position("38")).is_empty());
}

/// A 16×16 puzzle: a patterned solution grid, about 4 cells in 7 kept as givens.
fn puzzle16() -> Position {
    let givens: Vec<Digit> = (0..256)
        .map(|i| {
            let (r, c) = (i / 16, i % 16);
            if (r * 5 + c * 7 + r * c) % 7 < 4 {
                ((r * 4 + r / 4 + c) % 16 + 1) as Digit
            } else {
                0
            }
        })
        .collect();
    Position::from_givens(Geometry::standard(16).expect("16x16"), &givens)
}

#[test]
fn type3_on_a_16x16_board_with_letter_digits() {
    // r3c6 holds only {D,E}; r7c5 and r7c6 also hold F, and r7c11 holds {4,F}.
    let pos = narrow(puzzle16(), &[("r3c5", "DE")]);
    assert_explained(
        UR,
        &pos,
        "Unique rectangle type 3 {D,E} in r3c5, r3c6, r7c5, r7c6: one of the corners with \
         more digits is F, else the puzzle has two solutions; with r7c11 they lock {4,F} in \
         row 7: remove 4 from r7c12, r7c13",
    );
    // Without the narrowing r3c5 also holds 1: no corner pair forms a roof.
    assert!(found(UR, &puzzle16()).is_empty());
}

/// Scores with every technique off but `id`.
fn only(id: TechniqueId) -> Scores {
    let mut scores = Scores::default();
    for t in TechniqueId::ALL {
        if t != id {
            scores.set(t, 0);
        }
    }
    scores
}

#[test]
fn never_used_when_the_givens_have_several_solutions() {
    let edits = [("r5c4", "59"), ("r6c4", "59"), ("r6c8", "59")];
    let unique = narrow(puzzle(PUZZLE), &edits);
    // Without the given 4 in r1c1 the puzzle has several solutions.
    let several_text = format!(".{}", &PUZZLE[1..]);
    let several = narrow(puzzle(&several_text), &edits);
    assert!(unique_solution(&puzzle(&several_text)).is_none());
    assert!(!find_all(UR, &unique).is_empty());
    assert!(find_all(UR, &several).is_empty());

    let scores = only(UR);
    let counted = |pos: &Position| rate(pos, &scores).counts.get(UR);
    assert!(counted(&unique) >= 1);
    assert_eq!(counted(&several), 0);
    let report = rate(&several, &Scores::default());
    for t in [
        TechniqueId::UniqueRectangle,
        TechniqueId::HiddenRectangle,
        TechniqueId::AvoidableRectangle,
        TechniqueId::BugPlus1,
    ] {
        assert_eq!(report.counts.get(t), 0, "{t} counted");
    }
}

#[test]
fn avoidable_and_bug_wait_for_unique_givens_too() {
    // The avoidable rectangle of type 1, the given 4 in r1c1 gone.
    let several = place(
        puzzle(&format!(".{}", &PUZZLE[1..])),
        &[("r5c4", 5), ("r6c4", 9), ("r6c8", 5)],
    );
    assert!(find_all(TechniqueId::AvoidableRectangle, &several).is_empty());
    let hidden = narrow(
        puzzle(&format!(".{}", &PUZZLE[1..])),
        &[
            ("r5c4", "59"),
            ("r6c2", "46789"),
            ("r6c3", "36789"),
            ("r6c6", "24679"),
            ("r6c7", "2379"),
            ("r9c8", "2389"),
        ],
    );
    assert!(find_all(TechniqueId::HiddenRectangle, &hidden).is_empty());
}
