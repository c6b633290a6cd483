//! The coach's bookkeeping (SPEC §10) without threads: requests carry generations,
//! an answer is shown as current only for the position in play, older answers stay
//! visible as updating, undo and redo come from the cache, and a change of scores
//! drops answers computed under the old ones.

use super::*;
use crate::engine::technique::TechniqueId;
use crate::game::fixtures::{FOUR_SOLUTION, digits, four};
use crate::game::{Sudoku, SudokuGame, position_key};

fn game() -> SudokuGame {
    SudokuGame::new(None, &four(), Some(digits(FOUR_SOLUTION)))
}

fn score(coach: &Coach) -> Option<u32> {
    coach.current_rated().and_then(|r| r.rating.score)
}

#[test]
fn a_stale_answer_is_never_shown_as_current() {
    let scores = Scores::default();
    let mut g = game();
    let mut coach = Coach::new();
    let first = coach.sync(&g, &scores).unwrap();
    g.set_cursor(1);
    g.place(2);
    let second = coach.sync(&g, &scores).unwrap();
    assert!(second.generation > first.generation);
    assert!(
        !coach.receive(assess_now(&first), &mut g),
        "the old position's answer"
    );
    assert_eq!(coach.shown().1, Freshness::Waiting);
    assert!(coach.current_rated().is_none());
    assert!(coach.receive(assess_now(&second), &mut g));
    assert_eq!(coach.shown().1, Freshness::Current);
    g.set_cursor(3);
    g.place(4);
    let third = coach.sync(&g, &scores).unwrap();
    let (shown, freshness) = coach.shown();
    assert!(shown.is_some(), "the older answer stays visible");
    assert_eq!(freshness, Freshness::Updating);
    assert!(coach.current_rated().is_none());
    assert!(coach.receive(assess_now(&third), &mut g));
    assert_eq!(coach.shown().1, Freshness::Current);
}

#[test]
fn undo_and_redo_are_answered_from_the_cache() {
    let scores = Scores::default();
    let mut g = game();
    let mut coach = Coach::new();
    let first = coach.sync(&g, &scores).unwrap();
    coach.receive(assess_now(&first), &mut g);
    g.set_cursor(1);
    g.place(2);
    let second = coach.sync(&g, &scores).unwrap();
    coach.receive(assess_now(&second), &mut g);
    g.undo();
    assert!(coach.sync(&g, &scores).is_none(), "no new request");
    assert_eq!(coach.shown().1, Freshness::Current);
    g.redo();
    assert!(coach.sync(&g, &scores).is_none());
    assert_eq!(coach.shown().1, Freshness::Current);
    assert_eq!(coach.trail().len(), 2);
    assert!(coach.trail().iter().all(|(_, shd)| shd.is_some()));
}

#[test]
fn answers_under_old_scores_are_dropped() {
    let mut scores = Scores::default();
    let mut g = game();
    let mut coach = Coach::new();
    let old = coach.sync(&g, &scores).unwrap();
    scores.set(TechniqueId::HiddenSingle, 5);
    coach.invalidate();
    let new = coach.sync(&g, &scores).unwrap();
    assert!(!coach.receive(assess_now(&old), &mut g));
    assert!(coach.current_rated().is_none());
    assert!(coach.receive(assess_now(&new), &mut g));
    let rated = coach.current_rated().unwrap();
    let n = rated.rating.counts.get(TechniqueId::HiddenSingle);
    assert_eq!(score(&coach), Some(5 * n));
}

#[test]
fn a_position_against_the_solution_is_not_rated() {
    let scores = Scores::default();
    let mut g = game();
    let mut coach = Coach::new();
    g.set_cursor(1);
    g.place(3);
    let req = coach.sync(&g, &scores).unwrap();
    coach.receive(assess_now(&req), &mut g);
    match coach.shown() {
        (Some(Assessment::NoSolution { cells }), Freshness::Current) => {
            assert_eq!(cells, &vec![1])
        }
        other => panic!("expected no solution, got {other:?}"),
    }
    assert!(coach.hint(HintKind::Simplest).is_none());
}

#[test]
fn the_hardest_set_of_a_position_against_the_solution_is_asked_for_once() {
    let scores = Scores::default();
    let mut g = game();
    let mut coach = Coach::new();
    g.set_cursor(1);
    g.place(3);
    coach.want_hardest = true;
    let req = coach.sync(&g, &scores).unwrap();
    assert!(req.hardest);
    coach.receive(assess_now(&req), &mut g);
    assert_eq!(coach.hardest(), Some(&None), "answered: there is none");
    // The next request, if any, fills in an earlier move for the sparkline; the
    // position in play is not asked for again.
    let next = coach.sync(&g, &scores);
    assert!(
        next.is_none_or(|r| r.key != req.key && !r.hardest),
        "no request again for the position shown"
    );
}

#[test]
fn a_resumed_game_has_its_earlier_moves_rated_for_the_sparkline() {
    let scores = Scores::default();
    let mut g = game();
    for (cell, digit) in [(1, 2), (3, 4), (4, 3)] {
        g.set_cursor(cell);
        g.place(digit);
    }
    let mut coach = Coach::new();
    let current = coach.sync(&g, &scores).unwrap();
    assert_eq!(current.key, position_key::<Sudoku>(g.position()));
    assert!(coach.receive(assess_now(&current), &mut g));
    let mut filled = Vec::new();
    while let Some(earlier) = coach.sync(&g, &scores) {
        assert!(!coach.receive(assess_now(&earlier), &mut g), "never shown");
        assert_eq!(coach.shown().1, Freshness::Current);
        filled.push(earlier.key);
    }
    let keys = g.position_keys();
    assert_eq!(filled, [keys[2], keys[1], keys[0]], "newest first");
    assert!(
        coach
            .trail()
            .iter()
            .all(|(score, shd)| score.is_some() && shd.is_some())
    );
}
