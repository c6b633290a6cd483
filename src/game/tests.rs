//! Unit tests of the game (SPEC §10): edits, undo/redo to both ends, mistakes and saves.

use super::*;
use crate::engine::{Geometry, Position};

use super::fixtures::{FOUR as PUZZLE, FOUR_SOLUTION as SOLUTION, digits, four};

fn game() -> SudokuGame {
    Game::new(Some("four".into()), &four(), Some(digits(SOLUTION)))
}

#[test]
fn a_fresh_game_has_no_marks_and_givens_cannot_change() {
    let mut g = game();
    assert!(g.position().candidates(1).is_empty());
    assert!(!g.place(2)); // cursor on the given r1c1
    assert!(!g.erase());
    assert_eq!(g.history().index(), 0);
}

#[test]
fn placing_removes_the_digit_from_peer_marks_in_one_step() {
    let mut g = game();
    assert!(g.fill_candidates());
    g.set_cursor(1);
    assert!(g.position().candidates(9).contains(2));
    assert!(g.place(2));
    assert!(!g.position().candidates(9).contains(2));
    assert!(g.undo());
    assert!(g.position().candidates(9).contains(2));
    assert_eq!(g.position().value(1), 0);
}

#[test]
fn undo_and_redo_reach_both_ends() {
    let mut g = game();
    g.set_cursor(1);
    g.place(2);
    g.set_cursor(3);
    g.toggle_candidate(4);
    g.fill_candidates();
    g.set_cursor(4);
    g.place(3);
    let newest = g.position().clone();
    while g.undo() {}
    assert_eq!(g.position(), g.start());
    assert_eq!(g.history().index(), 0);
    while g.redo() {}
    assert_eq!(g.position(), &newest);
    assert_eq!(g.history().index(), 4);
}

#[test]
fn solving_stops_the_clock_and_counts_progress() {
    let mut g = game();
    let solution = digits(SOLUTION);
    for (cell, &d) in solution.iter().enumerate() {
        g.set_cursor(cell);
        g.place(d);
    }
    assert!(g.is_solved());
    assert_eq!(g.progress(), (16, 16));
    assert!(!g.clock().is_running());
    g.undo();
    assert!(g.clock().is_running());
}

#[test]
fn undo_to_before_the_first_mistake() {
    let mut g = game();
    g.set_cursor(1);
    g.place(2); // right
    g.set_cursor(3);
    g.place(3); // wrong (4)
    g.set_cursor(4);
    g.place(3); // right
    assert_eq!(g.mistakes(), Some(vec![3]));
    assert_eq!(g.undo_to_before_first_mistake(), Some(2));
    assert_eq!(g.mistakes(), Some(vec![]));
    assert_eq!(g.position().value(1), 2);
    assert!(g.history().can_redo());
}

#[test]
fn a_corrected_mistake_leaves_nothing_to_undo() {
    let mut g = game();
    g.set_cursor(3);
    g.place(3); // wrong
    g.place(4); // corrected
    assert_eq!(g.undo_to_before_first_mistake(), Some(0));
    assert_eq!(g.history().index(), 2);
}

#[test]
fn analysis_position_fills_unmarked_cells_only() {
    let mut g = game();
    g.set_cursor(1);
    g.toggle_candidate(2);
    let pos = g.analysis_position();
    assert_eq!(pos.candidates(1), DigitSet::single(2));
    assert_eq!(pos.candidates(3), g.position().allowed(3));
}

#[test]
fn a_save_round_trips_with_history_and_cursor() {
    let mut g = game();
    g.set_cursor(1);
    g.place(2);
    g.set_cursor(3);
    g.place(4);
    g.undo();
    g.set_cursor(5);
    let saved = g.to_saved();
    let json = serde_json::to_string(&saved).unwrap();
    let back = SudokuGame::from_saved(serde_json::from_str(&json).unwrap()).unwrap();
    assert_eq!(back.position(), g.position());
    assert_eq!(back.history(), g.history());
    assert_eq!(back.cursor(), 5);
    assert_eq!(back.name(), Some("four"));
}

#[test]
fn a_save_that_does_not_add_up_is_refused() {
    let mut g = game();
    g.set_cursor(1);
    g.place(2);
    let mut saved = g.to_saved();
    saved.edits[0].changes[0].before.value = 3;
    assert!(
        SudokuGame::from_saved(saved)
            .unwrap_err()
            .contains("edit 1")
    );
    let mut saved = g.to_saved();
    saved.puzzle.givens.push('1');
    assert!(
        SudokuGame::from_saved(saved)
            .unwrap_err()
            .contains("givens")
    );
    let mut saved = g.to_saved();
    saved.index = 5;
    assert!(SudokuGame::from_saved(saved).is_err());
}

#[test]
fn jigsaw_games_save_their_layout() {
    let labels = b"AABBAABBCCDDCCDD";
    let geo = Geometry::jigsaw(4, labels).unwrap();
    let pos = Position::from_givens(geo, &digits(PUZZLE));
    let g = SudokuGame::new(None, &pos, None);
    let back = SudokuGame::from_saved(g.to_saved()).unwrap();
    assert_eq!(
        back.geometry().region_layout(),
        g.geometry().region_layout()
    );
    assert_eq!(puzzle_key(back.start()), puzzle_key(g.start()));
}

#[test]
fn an_elimination_in_an_unmarked_cell_fills_its_marks_first() {
    let empty = Position::from_givens(Geometry::standard(4).unwrap(), &[0; 16]);
    let mut g = SudokuGame::new(None, &empty, None);
    let allowed = g.position().allowed(1);
    let cut = allowed.iter().next().unwrap();
    assert!(g.apply_step(&[], &[(1, cut)]));
    assert_eq!(g.position().candidates(1), allowed - DigitSet::single(cut));
    assert!(g.undo());
    assert!(g.position().candidates(1).is_empty());
}

#[test]
fn an_applied_placement_is_one_step_and_clears_peer_marks() {
    let mut g = game();
    g.fill_candidates();
    assert!(g.apply_step(&[(1, 2)], &[]));
    assert_eq!(g.position().value(1), 2);
    assert!(!g.position().candidates(9).contains(2));
    assert_eq!(g.history().index(), 2);
    assert!(!g.apply_step(&[(1, 2)], &[]));
    assert!(
        !g.apply_step(&[(99, 2), (1, 77)], &[(99, 1)]),
        "off the board: nothing"
    );
}

#[test]
fn position_keys_follow_the_history_and_marks_count() {
    let mut g = game();
    let start = g.position_keys();
    assert_eq!(start.len(), 1);
    g.set_cursor(1);
    g.toggle_candidate(2);
    let keys = g.position_keys();
    assert_eq!(keys.len(), 2);
    assert_ne!(keys[0], keys[1]);
    assert_eq!(keys[1], position_key::<Sudoku>(g.position()));
    g.undo();
    assert_eq!(g.position_keys(), start);
}

#[test]
fn marks_without_the_solution_digit_are_a_contradiction() {
    let pos = game().start().clone();
    let mut g = SudokuGame::new(None, &pos, None);
    assert_eq!(g.contradictions(), None);
    g.learn_solution(&digits(SOLUTION));
    g.set_cursor(1);
    g.toggle_candidate(3);
    assert_eq!(g.contradictions(), Some(vec![1]));
    g.toggle_candidate(2);
    assert_eq!(g.contradictions(), Some(vec![]));
    assert_eq!(g.undo_to_before_first_mistake(), Some(0));
    g.toggle_candidate(2);
    assert_eq!(g.undo_to_before_first_mistake(), Some(1));
    assert_eq!(g.position().candidates(1), DigitSet::from_digits([2, 3]));
}

#[test]
fn a_solution_that_does_not_fit_the_givens_is_refused() {
    let pos = game().start().clone();
    let mut g = SudokuGame::new(None, &pos, None);
    g.learn_solution(&digits("4234341243212143"));
    assert!(g.solution().is_none());
    g.learn_solution(&[1, 2]);
    assert!(g.solution().is_none());
}
