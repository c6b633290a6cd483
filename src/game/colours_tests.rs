//! Unit tests of colour marks (SPEC §9, §10): the cycle, undo and redo, a
//! candidate leaving with its colour, and saves and journals with and without
//! colour marks.

use super::*;
use crate::game::fixtures::four;
use crate::game::{Sudoku, SudokuGame, read_journal};

/// A 4×4 game with r1c2 (cell 1) marked 2 and 4, the cursor on it.
fn marked() -> SudokuGame {
    let mut g = SudokuGame::new(None, &four(), None);
    g.set_cursor(1);
    assert!(g.toggle_candidate(2));
    assert!(g.toggle_candidate(4));
    g
}

#[test]
fn a_candidate_cycles_through_both_colours_and_back() {
    let mut g = marked();
    assert_eq!(g.colours(1).of(2), None);
    assert!(g.cycle_colour(2));
    assert_eq!(g.colours(1).of(2), Some(Colour::A));
    assert!(g.cycle_colour(2));
    assert_eq!(g.colours(1).of(2), Some(Colour::B));
    assert!(g.cycle_colour(2));
    assert_eq!(g.colours(1), ColourMarks::NONE);
    assert_eq!(g.history().index(), 5, "each change is one edit");
}

#[test]
fn only_a_candidate_the_player_marked_takes_a_colour() {
    let mut g = marked();
    assert!(!g.cycle_colour(3), "3 is not marked in r1c2");
    g.set_cursor(0);
    assert!(!g.cycle_colour(1), "r1c1 holds a given");
    assert_eq!(g.history().index(), 2);
}

#[test]
fn undo_and_redo_take_a_colour_mark_back_and_forth() {
    let mut g = marked();
    g.cycle_colour(4);
    g.cycle_colour(4);
    g.set_cursor(9);
    assert!(g.undo());
    assert_eq!(g.colours(1).of(4), Some(Colour::A));
    assert_eq!(g.cursor(), 1, "undo goes back to the cell coloured");
    assert!(g.undo());
    assert_eq!(g.colours(1), ColourMarks::NONE);
    assert!(g.redo());
    assert!(g.redo());
    assert_eq!(g.colours(1).of(4), Some(Colour::B));
}

#[test]
fn a_candidate_that_leaves_takes_its_colour_in_the_same_edit() {
    let mut g = marked();
    g.cycle_colour(2);
    g.cycle_colour(4);
    assert!(g.toggle_candidate(2));
    assert_eq!(g.colours(1).of(2), None);
    assert_eq!(g.colours(1).of(4), Some(Colour::A));
    assert!(g.place(4));
    assert_eq!(g.colours(1), ColourMarks::NONE);
    assert!(g.undo());
    assert_eq!(g.colours(1).of(4), Some(Colour::A));
    assert!(g.undo());
    assert_eq!(
        g.colours(1).of(2),
        Some(Colour::A),
        "undo brings the colour back"
    );
}

#[test]
fn colour_marks_round_trip_through_the_whole_save_and_the_journal() {
    let mut g = marked();
    g.cycle_colour(2);
    let mut saved = g.to_saved();
    let json = serde_json::to_string(&saved).unwrap();
    let back = SudokuGame::from_saved(serde_json::from_str(&json).unwrap()).unwrap();
    assert_eq!(back.colours(1).of(2), Some(Colour::A));
    assert_eq!(back.history(), g.history());

    saved.journal = Some(3);
    let on_disk = g.history().edits().to_vec();
    g.cycle_colour(2);
    g.cycle_colour(4);
    let line = serde_json::to_string(&g.journal_entry(3, &on_disk)).unwrap() + "\n";
    let (entries, bad) = read_journal(&line, 3);
    assert_eq!(bad, None);
    for (_, entry) in entries {
        saved.apply(entry).unwrap();
    }
    let back = Game::<Sudoku>::from_saved(saved).unwrap();
    assert_eq!(back.colours(1).of(2), Some(Colour::B));
    assert_eq!(back.colours(1).of(4), Some(Colour::A));
}

#[test]
fn a_save_written_before_colour_marks_still_loads() {
    // A 4×4 save as written before colour marks: r1c2 marked 2 and 4, then 2 placed.
    let old = r#"{"version":1,"name":null,"size":4,"boxes":[2,2],
        "givens":"1.3..4.24..1.1.3","solution":null,
        "edits":[
          {"cursor":1,"changes":[{"cell":1,"before":{"value":0,"candidates":0},
                                  "after":{"value":0,"candidates":10}}]},
          {"cursor":1,"changes":[{"cell":1,"before":{"value":0,"candidates":10},
                                  "after":{"value":2,"candidates":0}}]}],
        "index":2,"cursor":1,"elapsed_secs":42}"#;
    let game = SudokuGame::from_saved(serde_json::from_str(old).unwrap()).unwrap();
    assert_eq!(game.position().value(1), 2);
    assert_eq!(game.colours(1), ColourMarks::NONE);
    let mut game = game;
    assert!(game.undo());
    assert_eq!(game.position().candidates(1), DigitSet::from_digits([2, 4]));
    let written = serde_json::to_value(game.to_saved()).unwrap();
    assert!(
        written["edits"][0].get("colours").is_none(),
        "a save without colour marks is written as before"
    );
}

#[test]
fn a_colour_on_a_candidate_the_cell_lacks_is_refused() {
    let mut g = marked();
    g.cycle_colour(2);
    let mut value = serde_json::to_value(g.to_saved()).unwrap();
    value["edits"][2]["colours"][0]["after"]["a"] = 4.into(); // digit 3: not marked
    let err = SudokuGame::from_saved(serde_json::from_value(value).unwrap()).unwrap_err();
    assert!(err.contains("edit 3"), "{err}");
}
