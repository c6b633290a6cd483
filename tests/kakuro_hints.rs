//! Kakuro hints (SPEC §8, §10): each technique on a hand-worked grid, its explanation,
//! its stages, and the run checks and combinations a player sees.

use kibitz::engine::DigitSet;
use kibitz::kakuro::{
    ConflictKind, HintStage, KakuroHintOutcome, KakuroPosition, KakuroTechnique, all_hints,
    apply_hint, hint, read_kakuro,
};

fn position(text: &str) -> KakuroPosition {
    let p = read_kakuro(text, "hand").unwrap_or_else(|e| panic!("{e}"));
    KakuroPosition::new(p.grid.clone(), &p.givens)
}

fn the_hint(pos: &KakuroPosition) -> kibitz::kakuro::KakuroHint {
    match hint(pos) {
        KakuroHintOutcome::Hint(h) => h,
        other => panic!("expected a hint, got {other:?}"),
    }
}

/// 4 = 1+3 across meets 3 = 1+2 down in r2c2.
const SMALL: &str = "# 3\\ 7\\\n\\4 . .\n\\6 . .\n";

#[test]
fn unique_intersection_names_both_runs_and_their_combinations() {
    let pos = position(SMALL);
    let h = the_hint(&pos);
    assert_eq!(h.technique, KakuroTechnique::UniqueIntersection);
    assert_eq!(h.placements, vec![(0, 1)]);
    assert_eq!(
        h.text,
        "In r2c2, the across run r2c2–r2c3 (sum 4 in 2 cells) leaves {1,3} (combination 13), and the down run \
         r2c2–r3c2 (sum 3 in 2 cells) leaves {1,2} (combination 12); the only digit both allow is 1, so r2c2 = 1."
    );
    let grid = pos.grid();
    assert_eq!(
        h.stage_text(HintStage::Technique, grid),
        "Unique intersection"
    );
    assert_eq!(
        h.stage_text(HintStage::Cells, grid),
        "Unique intersection: look at the across run r2c2–r2c3 (sum 4 in 2 cells) and the down run r2c2–r3c2 (sum 3 in 2 cells)"
    );
    assert_eq!(h.stage_text(HintStage::Step, grid), h.text);
}

#[test]
fn last_free_cell_comes_first_and_shows_the_subtraction() {
    let mut pos = position(SMALL);
    pos.place(0, 1);
    let h = the_hint(&pos);
    assert_eq!(h.technique, KakuroTechnique::LastFreeCell);
    assert_eq!(h.placements, vec![(1, 3)]);
    assert_eq!(
        h.text,
        "r2c3 is the last empty cell of the across run r2c2–r2c3 (sum 4 in 2 cells): 4 − 1 = 3, so r2c3 = 3."
    );
}

#[test]
fn a_single_candidate_is_placed() {
    let mut pos = position("#   10\\ 17\\ 15\\\n\\22 .   .   .\n\\20 .   .   .\n");
    pos.set_candidates(4, DigitSet::single(8));
    let h = the_hint(&pos);
    assert_eq!(h.technique, KakuroTechnique::SingleCandidate);
    assert_eq!(h.text, "r3c3 has one candidate left, 8, so r3c3 = 8.");
}

#[test]
fn domain_test_removes_what_no_assignment_supports() {
    // From the first domains, the down run of 10 in column 2 removes the most: r2c2
    // is 6-9 (22 in 3 across), so r3c2 can only be 4 or 3 and r2c2 only 6 or 7.
    let mut pos = position("#   10\\ 17\\ 15\\\n\\22 .   .   .\n\\20 .   .   .\n");
    pos.reset_candidates();
    let h = the_hint(&pos);
    assert_eq!(h.technique, KakuroTechnique::DomainTest);
    assert!(h.placements.is_empty());
    assert_eq!(
        h.eliminations,
        vec![(0, 8), (0, 9), (3, 6), (3, 7), (3, 8), (3, 9)]
    );
    assert_eq!(
        h.text,
        "In the down run r2c2–r3c2 (sum 10 in 2 cells), only the combinations 37, 46 fit the cells' candidates, \
         and no assignment of distinct digits from them that reaches 10 puts 8 or 9 in r2c2, nor 6, 7, 8 or 9 in \
         r3c2: remove them."
    );
    let before: usize = pos.empty_cells().map(|c| pos.candidates(c).len()).sum();
    apply_hint(&mut pos, &h);
    let after: usize = pos.empty_cells().map(|c| pos.candidates(c).len()).sum();
    assert_eq!(before - after, h.eliminations.len());
}

#[test]
fn hints_finish_a_grid_that_only_the_domain_test_opens() {
    let mut pos = position("#   10\\ 17\\ 15\\\n\\22 .   .   .\n\\20 .   .   .\n");
    let mut techniques = Vec::new();
    while let KakuroHintOutcome::Hint(h) = hint(&pos) {
        techniques.push(h.technique);
        apply_hint(&mut pos, &h);
    }
    assert_eq!(hint(&pos), KakuroHintOutcome::Solved);
    assert_eq!(pos.values(), &[7, 9, 6, 3, 8, 9]);
    assert!(techniques.contains(&KakuroTechnique::DomainTest));
    assert!(!all_hints(&position(SMALL)).is_empty());
}

#[test]
fn a_broken_position_is_stuck_with_a_contradiction() {
    let mut pos = position(SMALL);
    pos.place(0, 3);
    pos.place(1, 3);
    assert_eq!(
        hint(&pos),
        KakuroHintOutcome::Stuck {
            contradiction: true
        }
    );
    let conflicts = pos.conflicts();
    assert!(
        matches!(&conflicts[0].kind, ConflictKind::Duplicate { digit: 3, cells } if cells == &vec![0, 1])
    );
    assert!(
        conflicts
            .iter()
            .any(|c| matches!(c.kind, ConflictKind::Sum { total: 6 }))
    );
    assert_eq!(
        pos.describe_conflict(&conflicts[0]),
        "3 appears twice in the across run r2c2–r2c3 (sum 4 in 2 cells): r2c2, r2c3"
    );
}

#[test]
fn remaining_combinations_follow_placed_digits_and_candidates() {
    let mut pos = position("#   10\\ 17\\ 15\\\n\\22 .   .   .\n\\20 .   .   .\n");
    let across = pos.grid().run_of(0, kibitz::kakuro::Direction::Across);
    assert_eq!(pos.remaining_combinations(across).len(), 2); // 589, 679
    pos.place(1, 9);
    assert_eq!(pos.remaining_combinations(across).len(), 2);
    pos.set_candidates(0, DigitSet::from_digits([6, 7]));
    pos.set_candidates(2, DigitSet::from_digits([6, 7]));
    assert_eq!(
        pos.remaining_combinations(across),
        vec![DigitSet::from_digits([6, 7, 9])]
    );
    pos.clear(1);
    assert_eq!(pos.value(1), 0);
    assert!(pos.candidates(1).contains(9));
}
