//! Kakuro games (SPEC §8, §10): edits, hints applied one by one, the cursor, the
//! check and saves.

use super::*;
use crate::game::KakuroGame;
use crate::game::fixtures::small_kakuro;
use crate::kakuro::{KakuroHintOutcome, hint, profile_position};

fn game() -> KakuroGame {
    KakuroGame::for_puzzle(&small_kakuro())
}

/// Asks for a hint and applies it; false when there is none.
fn hint_and_apply(game: &mut KakuroGame) -> bool {
    match hint(&game.analysis_position()) {
        KakuroHintOutcome::Hint(h) => {
            assert!(
                game.apply_step(&h.placements, &h.eliminations),
                "an applied hint changes something"
            );
            true
        }
        _ => false,
    }
}

#[test]
fn a_fresh_game_has_no_marks_and_a_solution() {
    let g = game();
    assert!(g.solution().is_some());
    assert!(
        g.position()
            .empty_cells()
            .all(|c| g.position().candidates(c).is_empty())
    );
    assert_eq!(g.progress(), (0, g.grid().cell_count()));
    assert_eq!(profile_position(g.position()).ncell, g.grid().cell_count());
}

#[test]
fn hints_applied_one_by_one_solve_the_puzzle_and_undo_reaches_both_ends() {
    let mut g = game();
    let start = g.position().clone();
    let mut steps = 0;
    while hint_and_apply(&mut g) {
        steps += 1;
        assert!(steps < 500, "hints keep making progress");
    }
    assert!(g.is_solved());
    assert_eq!(g.history().index(), steps);
    assert_eq!(profile_position(g.position()).rating_text(), "1.0000");
    let solved = g.position().clone();
    while g.undo() {}
    assert_eq!(g.position(), &start);
    assert_eq!(g.history().index(), 0);
    while g.redo() {}
    assert_eq!(g.position(), &solved);
    assert!(g.is_solved());
}

#[test]
fn placing_removes_the_digit_from_both_runs_marks_in_one_step() {
    let mut g = game();
    assert!(g.fill_candidates());
    let cell = g.cursor();
    let [across, down] = g.grid().runs_of(cell);
    let peer = g.grid().runs()[across].cells[1];
    let before = g.position().candidates(peer);
    let d = before.first().unwrap();
    assert!(g.place(d));
    assert!(!g.position().candidates(peer).contains(d));
    assert!(
        g.grid().runs()[down]
            .cells
            .iter()
            .all(|&c| c == cell || !g.position().candidates(c).contains(d))
    );
    assert!(g.undo());
    assert_eq!(g.position().candidates(peer), before);
    assert_eq!(g.position().value(cell), 0);
}

#[test]
fn pencil_marks_toggle_and_erase() {
    let mut g = game();
    assert!(g.toggle_candidate(3));
    assert!(g.toggle_candidate(5));
    assert_eq!(
        g.position().candidates(g.cursor()),
        DigitSet::from_digits([3, 5])
    );
    assert!(g.toggle_candidate(3));
    assert!(g.erase());
    assert!(g.position().candidates(g.cursor()).is_empty());
    assert!(!g.erase());
    assert_eq!(g.history().index(), 4);
}

#[test]
fn the_cursor_skips_clue_squares_and_wraps() {
    let mut g = game();
    assert_eq!(g.grid().position_of(g.cursor()), (1, 1));
    g.move_cursor(0, 1);
    assert_eq!(g.grid().position_of(g.cursor()), (1, 2));
    g.move_cursor(0, 1);
    assert_eq!(g.grid().position_of(g.cursor()), (1, 4));
    g.move_cursor(0, -1);
    g.move_cursor(0, -1);
    g.move_cursor(0, -1);
    assert_eq!(g.grid().position_of(g.cursor()), (1, 5));
    g.move_cursor(-1, 0);
    assert_eq!(g.grid().position_of(g.cursor()), (5, 5));
}

#[test]
fn a_wrong_digit_is_found_and_undone() {
    let mut g = game();
    let cell = g.cursor();
    let right = g.solution().unwrap()[cell];
    assert!(g.place(right));
    g.move_cursor(1, 0);
    let other = g.cursor();
    let wrong = g.solution().unwrap()[other] % 9 + 1;
    assert!(g.place(wrong));
    assert_eq!(g.mistakes().unwrap(), vec![other]);
    assert_eq!(g.undo_to_before_first_mistake(), Some(1));
    assert_eq!(g.position().value(cell), right);
    assert!(g.mistakes().unwrap().is_empty());
}

#[test]
fn a_save_round_trips_and_a_bad_one_is_refused() {
    let mut g = game();
    hint_and_apply(&mut g);
    g.toggle_candidate(4);
    g.undo();
    let saved = g.to_saved();
    let back = KakuroGame::from_saved(saved.clone()).unwrap();
    assert_eq!(back.position(), g.position());
    assert_eq!(back.history(), g.history());
    assert_eq!(back.key(), g.key());
    assert!(g.key().starts_with("kakuro-6x6-"));
    let mut bad = saved.clone();
    bad.index = 9;
    assert!(
        KakuroGame::from_saved(bad)
            .unwrap_err()
            .contains("past its end")
    );
    let mut bad = saved;
    bad.puzzle.rows[1] = "\\14 . . 18\\5 .".into();
    assert!(KakuroGame::from_saved(bad).is_err());
}

#[test]
fn every_bundled_kakuro_is_solved_by_hints_alone() {
    let files = [
        include_str!("../../puzzles/kakuro/small.txt"),
        include_str!("../../puzzles/kakuro/medium.txt"),
    ];
    for text in files {
        for puzzle in crate::kakuro::read_kakuro_file(text, "bundled") {
            let mut g = KakuroGame::for_puzzle(&puzzle.unwrap());
            let mut steps = 0;
            while hint_and_apply(&mut g) {
                steps += 1;
                assert!(steps < 2000, "hints keep making progress");
            }
            assert!(g.is_solved(), "{:?} solved by hints", g.name());
        }
    }
}
