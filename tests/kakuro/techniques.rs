//! Each Kakuro technique on a hand-checked grid (SPEC §8 with §2's model): what it
//! places or removes, and the arithmetic its explanation writes.

use kibitz::engine::DigitSet;
use kibitz::kakuro::{KakuroHint, KakuroPosition, KakuroTechnique, read_kakuro};

fn position(text: &str) -> KakuroPosition {
    let p = read_kakuro(text, "hand").unwrap_or_else(|e| panic!("{e}"));
    KakuroPosition::new(p.grid.clone(), &p.givens)
}

fn ds(digits: &[u8]) -> DigitSet {
    DigitSet::from_digits(digits.iter().copied())
}

fn first(t: KakuroTechnique, pos: &KakuroPosition) -> KakuroHint {
    t.find(pos)
        .into_iter()
        .next()
        .unwrap_or_else(|| panic!("{} finds nothing", t.id()))
}

/// Across 22 = 5+8+9 or 6+7+9 and 20 in three; down 10, 17 and 15 in two.
/// Solution 7 9 6 / 3 8 9. Cells: 0 r2c2, 1 r2c3, 2 r2c4, 3 r3c2, 4 r3c3, 5 r3c4.
const THREE: &str = "#   10\\ 17\\ 15\\\n\\22 .   .   .\n\\20 .   .   .\n";

#[test]
fn last_free_cell_subtracts_the_placed_digits() {
    let mut pos = position(THREE);
    pos.place(0, 7);
    pos.place(1, 9);
    let h = first(KakuroTechnique::LastFreeCell, &pos);
    assert_eq!(h.placements, vec![(2, 6)]);
    assert_eq!(
        h.text,
        "r2c4 is the last empty cell of the across run r2c2–r2c4 (sum 22 in 3 cells): \
         22 in three = 7 + 9 + r2c4, so r2c4 = 22 − 7 − 9 = 6."
    );
}

#[test]
fn unique_combination_writes_the_sum() {
    let pos = position(THREE);
    let h = first(KakuroTechnique::UniqueCombination, &pos);
    assert_eq!(
        h.runs,
        vec![pos.grid().run_of(1, kibitz::kakuro::Direction::Down)]
    );
    assert_eq!(h.eliminations.len(), 14);
    assert!(
        h.text
            .starts_with("17 in two = 8+9: r2c3 and r3c3 hold only 8 and 9; remove "),
        "{}",
        h.text
    );
}

#[test]
fn combination_digits_drop_what_no_way_uses() {
    let pos = position(THREE);
    let found = KakuroTechnique::CombinationDigits.find(&pos);
    let ten = found
        .iter()
        .find(|h| h.text.starts_with("10 in two"))
        .expect("the down 10");
    assert_eq!(ten.eliminations, vec![(0, 5), (3, 5)]);
    assert!(
        ten.text.contains("10 in two = 1+9, 2+8, 3+7 or 4+6"),
        "{}",
        ten.text
    );
}

#[test]
fn hidden_single_in_a_run_places_the_needed_digit() {
    let mut pos = position(THREE);
    pos.set_candidates(0, ds(&[6, 7]));
    pos.set_candidates(1, ds(&[8, 9]));
    pos.set_candidates(2, ds(&[6, 7]));
    let h = first(KakuroTechnique::HiddenSingleRun, &pos);
    assert_eq!(h.placements, vec![(1, 9)]);
    assert!(h.text.contains("every way needs a 9"), "{}", h.text);
}

#[test]
fn required_digits_rule_out_a_way_without_a_cell() {
    let mut pos = position(THREE);
    pos.set_candidates(3, ds(&[3, 4]));
    pos.set_candidates(4, ds(&[8, 9]));
    pos.set_candidates(5, ds(&[6, 8, 9]));
    let h = KakuroTechnique::RequiredDigits
        .find(&pos)
        .into_iter()
        .find(|h| h.runs == vec![pos.grid().run_of(3, kibitz::kakuro::Direction::Across)])
        .expect("the across 20");
    assert_eq!(h.eliminations, vec![(3, 4), (5, 6)]);
    assert!(h.text.contains("4+7+9 needs 7"), "{}", h.text);
}

/// r2c2 is in across 10 in two and down 4 in two (1+3); cells 0 r2c2, 1 r2c3,
/// 2 r3c2, 3 r3c3.
const CROSSING: &str = "# 4\\ 11\\\n\\10 . .\n\\5 . .\n";

#[test]
fn crossing_runs_narrow_each_other() {
    let pos = position(CROSSING);
    let h = first(KakuroTechnique::CombinationIntersection, &pos);
    assert_eq!(
        h.pattern,
        kibitz::kakuro::techniques::KakuroPattern::Crossing {
            cell: 0,
            across: 0,
            down: 2
        }
    );
    let from = |cell: usize| -> Vec<u8> {
        h.eliminations
            .iter()
            .filter(|e| e.0 == cell)
            .map(|e| e.1)
            .collect()
    };
    assert_eq!(from(0), vec![2, 4, 5, 6, 7, 8, 9]);
    assert_eq!(from(1), vec![2, 4, 5, 6, 8]);
    assert!(h.text.contains("it can only be 1 or 3"), "{}", h.text);
    assert!(
        h.text.contains("10 in two is then 1+9 or 3+7"),
        "{}",
        h.text
    );
}

#[test]
fn bounds_limit_a_cell_by_the_rest_of_its_run() {
    let mut pos = position(THREE);
    pos.set_candidates(4, ds(&[8, 9]));
    pos.set_candidates(5, ds(&[6, 7, 8, 9]));
    let h = KakuroTechnique::MinMaxBounds
        .find(&pos)
        .into_iter()
        .find(|h| h.runs == vec![pos.grid().run_of(3, kibitz::kakuro::Direction::Across)])
        .expect("the across 20");
    assert_eq!(h.eliminations, vec![(3, 1), (3, 2), (3, 8), (3, 9)]);
    assert!(
        h.text.contains(
            "add up to 13 to 17, so r3c2 is 20 − 17 = 3 at least and 20 − 13 = 7 at most"
        ),
        "{}",
        h.text
    );
}

#[test]
fn a_naked_pair_in_a_run() {
    let mut pos = position(THREE);
    pos.set_candidates(0, ds(&[6, 7]));
    pos.set_candidates(1, ds(&[6, 8, 9]));
    pos.set_candidates(2, ds(&[6, 7]));
    let h = first(KakuroTechnique::NakedSubset, &pos);
    assert_eq!(h.eliminations, vec![(1, 6)]);
    assert!(h.text.contains("(a naked pair)"), "{}", h.text);
}

/// Across 28 in four = 4+7+8+9 or 5+6+8+9: 8 and 9 are needed.
const FOUR: &str = "#   5\\ 9\\ 11\\ 14\\\n\\28 .  .  .  .\n\\11 .  .  .  .\n";

#[test]
fn a_hidden_pair_of_needed_digits() {
    let mut pos = position(FOUR);
    pos.set_candidates(0, ds(&[4, 5, 6, 7]));
    pos.set_candidates(1, ds(&[4, 5, 6, 7]));
    pos.set_candidates(2, ds(&[4, 5, 8, 9]));
    pos.set_candidates(3, ds(&[6, 8, 9]));
    let h = first(KakuroTechnique::HiddenSubset, &pos);
    assert_eq!(h.eliminations, vec![(2, 4), (2, 5), (3, 6)]);
    assert!(h.text.contains("every way needs 8 and 9"), "{}", h.text);
}

/// Rows 2–3 are a closed area but for r4c3, which sticks out of the down 21:
/// 3 + 21 − (10 + 10) = 4. Cells: 0 r2c2, 1 r2c3, 2 r3c2, 3 r3c3, 4 r4c3, 5 r4c4.
const AREA: &str = "#   3\\ 21\\ #\n\\10 .  .   #\n\\10 .  .   5\\\n#   \\9 .   .\n";

#[test]
fn sum_splitting_finds_the_outie_of_a_closed_area() {
    let pos = position(AREA);
    let h = first(KakuroTechnique::SumSplitting, &pos);
    assert_eq!(h.placements, vec![(4, 4)]);
    assert_eq!(
        h.text,
        "The across runs of rows 2–3 around r2c2 add up to 20 (10 + 10); the down runs \
         through them add up to 24 (3 + 21), so the cells of those runs outside rows 2–3, \
         r4c3, add up to 24 − 20 = 4: r4c3 = 4."
    );
}

#[test]
fn the_domain_test_removes_unsupported_digits() {
    let mut pos = position(THREE);
    pos.reset_candidates();
    let found = KakuroTechnique::DomainTest.find(&pos);
    let ten = found
        .iter()
        .find(|h| h.runs == vec![pos.grid().run_of(0, kibitz::kakuro::Direction::Down)])
        .expect("the down 10");
    assert_eq!(
        ten.eliminations,
        vec![(0, 8), (0, 9), (3, 6), (3, 7), (3, 8), (3, 9)]
    );
}

#[test]
fn a_single_candidate_is_named() {
    let mut pos = position(THREE);
    pos.set_candidates(4, DigitSet::single(8));
    let h = first(KakuroTechnique::SingleCandidate, &pos);
    assert_eq!(h.text, "r3c3 has one candidate left, 8, so r3c3 = 8.");
}
