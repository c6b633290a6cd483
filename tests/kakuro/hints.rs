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
fn the_simplest_hint_is_a_unique_combination_in_stages() {
    let pos = position(SMALL);
    let h = the_hint(&pos);
    assert_eq!(h.technique, KakuroTechnique::UniqueCombination);
    assert!(
        h.text
            .starts_with("4 in two = 1+3: r2c2 and r2c3 hold only 1 and 3; remove "),
        "{}",
        h.text
    );
    let grid = pos.grid();
    assert!(
        h.stage_text(HintStage::Technique, grid)
            .starts_with("Unique combination\nWhat to look for: ")
    );
    assert_eq!(
        h.stage_text(HintStage::Cells, grid),
        "Unique combination: look at the across run r2c2–r2c3 (sum 4 in 2 cells)"
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
        "r2c3 is the last empty cell of the across run r2c2–r2c3 (sum 4 in 2 cells): 4 in two = 1 + r2c3, so r2c3 = 4 − 1 = 3."
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
fn hints_finish_a_grid_from_its_start() {
    let p = read_kakuro(
        "#   10\\ 17\\ 15\\\n\\22 .   .   .\n\\20 .   .   .\n",
        "hand",
    )
    .unwrap();
    let mut pos = kibitz::kakuro::coach::start(&p);
    let mut techniques = Vec::new();
    while let KakuroHintOutcome::Hint(h) = hint(&pos) {
        techniques.push(h.technique);
        let before: usize = pos.empty_cells().map(|c| pos.candidates(c).len()).sum();
        apply_hint(&mut pos, &h);
        let after: usize = pos.empty_cells().map(|c| pos.candidates(c).len()).sum();
        assert!(after < before || !h.placements.is_empty());
    }
    assert_eq!(hint(&pos), KakuroHintOutcome::Solved);
    assert_eq!(pos.values(), &[7, 9, 6, 3, 8, 9]);
    assert!(!techniques.is_empty());
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
