//! Unit tests of the game (SPEC §10): edits, undo/redo to both ends, mistakes and saves.

use super::*;
use crate::engine::Geometry;

/// A 4×4 puzzle and its solution.
const PUZZLE: &str = "1.3..4.24..1.1.3";
const SOLUTION: &str = "1234341243212143";

fn digits(s: &str) -> Vec<Digit> {
    s.bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect()
}

fn game() -> Game {
    let geo = Geometry::standard(4).unwrap();
    let pos = Position::from_givens(geo, &digits(PUZZLE));
    Game::new(Some("four".into()), &pos, Some(digits(SOLUTION)))
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
    for cell in 0..16u16 {
        g.set_cursor(cell);
        g.place(solution[cell as usize]);
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
    let back = Game::from_saved(serde_json::from_str(&json).unwrap()).unwrap();
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
    assert!(Game::from_saved(saved).unwrap_err().contains("edit 1"));
    let mut saved = g.to_saved();
    saved.givens.push('1');
    assert!(Game::from_saved(saved).unwrap_err().contains("givens"));
    let mut saved = g.to_saved();
    saved.index = 5;
    assert!(Game::from_saved(saved).is_err());
}

#[test]
fn jigsaw_games_save_their_layout() {
    let labels = b"AABBAABBCCDDCCDD";
    let geo = Geometry::jigsaw(4, labels).unwrap();
    let pos = Position::from_givens(geo, &digits(PUZZLE));
    let g = Game::new(None, &pos, None);
    let back = Game::from_saved(g.to_saved()).unwrap();
    assert_eq!(
        back.geometry().region_layout(),
        g.geometry().region_layout()
    );
    assert_eq!(puzzle_key(back.start()), puzzle_key(g.start()));
}
