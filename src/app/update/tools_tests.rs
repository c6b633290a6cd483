//! Candidate tools (SPEC §10): the digit filter set and cleared, bivalue cells
//! and bilocation pairs on a known position, colour marks cycled, undone and
//! redone by key, and carried through the whole save and the journal on disk.

use super::*;
use crate::app::candidate_tools::{bilocation_pairs, bivalue_cells};
use crate::app::fixtures::update;
use crate::app::storage::Storage;
use crate::engine::{Cell, CellSet};
use crate::game::fixtures::four;
use crate::game::{Colour, SudokuGame};
use crate::store::Paths;
use crate::theme::Theme;

/// An app playing the 4×4 `1.3. .4.2 4..1 .1.3` with every candidate filled in:
/// r1c2 2, r1c4 4, r2c1 3, r2c3 1, r3c2 23, r3c3 2, r4c1 2, r4c3 24.
fn app() -> App {
    let mut app = App::new(Theme::builtin(), None, Vec::new());
    app.open(SudokuGame::new(None, &four(), None));
    update(&mut app, Action::FillCandidates);
    app
}

fn cells(set: &CellSet) -> Vec<Cell> {
    set.iter().collect()
}

#[test]
fn the_filter_takes_the_next_digit_and_clears_with_its_key_or_esc() {
    let mut app = app();
    update(&mut app, Action::DigitFilter);
    assert!(app.tools.awaiting_digit);
    update(&mut app, Action::Digit(2));
    assert_eq!(app.tools.filter, Some(2));
    assert_eq!(
        app.sudoku().unwrap().history().index(),
        1,
        "no 2 was placed"
    );
    let seen = app
        .tools
        .highlights(&app.sudoku().unwrap().analysis_position());
    assert_eq!(
        cells(&seen.filtered),
        [1, 7, 9, 10, 12, 14],
        "r2c4 holds a 2"
    );
    update(&mut app, Action::DigitFilter);
    assert_eq!(app.tools.filter, None);
    assert!(!app.tools.awaiting_digit);

    update(&mut app, Action::DigitFilter);
    update(&mut app, Action::Digit(4));
    update(&mut app, Action::Dismiss);
    assert_eq!(app.tools.filter, None);
}

#[test]
fn a_filter_waits_for_its_digit_only_until_the_next_key() {
    let mut app = app();
    update(&mut app, Action::DigitFilter);
    update(&mut app, Action::Move(0, 1));
    assert!(!app.tools.awaiting_digit);
    update(&mut app, Action::Digit(2));
    assert_eq!(app.tools.filter, None);
    assert_eq!(
        app.sudoku().unwrap().position().value(1),
        2,
        "placed as usual"
    );
}

#[test]
fn bivalue_cells_and_bilocation_pairs_on_a_known_position() {
    let app = app();
    let pos = app.sudoku().unwrap().analysis_position();
    assert_eq!(cells(&bivalue_cells(&pos)), [9, 14], "r3c2 23 and r4c3 24");
    let mut pairs = bilocation_pairs(&pos, 2);
    pairs.sort_unstable();
    // Rows 3 and 4, columns 2 and 3, the lower left box (the lower right one's
    // pair is column 3's).
    assert_eq!(pairs, [(1, 9), (9, 10), (9, 12), (10, 14), (12, 14)]);
    assert!(
        bilocation_pairs(&pos, 1).is_empty(),
        "1 is left in one place"
    );
}

#[test]
fn pairs_show_bivalue_cells_or_with_a_filter_its_bilocation_pairs() {
    let mut app = app();
    update(&mut app, Action::TogglePairs);
    let pos = app.sudoku().unwrap().analysis_position();
    let seen = app.tools.highlights(&pos);
    assert_eq!(cells(&seen.bivalue), [9, 14]);
    assert!(seen.bilocation.is_empty());
    assert_eq!(app.tools.summary(&pos).as_deref(), Some("2 bivalue cells"));
    update(&mut app, Action::DigitFilter);
    update(&mut app, Action::Digit(2));
    let seen = app.tools.highlights(&pos);
    assert!(seen.bivalue.is_empty());
    assert_eq!(seen.bilocation, bilocation_pairs(&pos, 2));
    assert_eq!(
        app.tools.summary(&pos).as_deref(),
        Some("2 in 6 cells, 5 pairs (=)")
    );
    update(&mut app, Action::TogglePairs);
    assert!(app.tools.highlights(&pos).bilocation.is_empty());
}

#[test]
fn colour_mode_cycles_a_candidate_none_a_b_none_one_step_each() {
    let mut app = app();
    update(&mut app, Action::TogglePencil);
    update(&mut app, Action::ToggleColouring);
    assert!(app.tools.colouring && !app.pencil, "one mode at a time");
    update(&mut app, Action::Select(9));
    let colour = |app: &App| app.sudoku().unwrap().colours(9).of(3);
    let effects = update(&mut app, Action::Digit(3));
    assert_eq!(effects, [Effect::SaveGame]);
    assert_eq!(colour(&app), Some(Colour::A));
    update(&mut app, Action::Digit(3));
    assert_eq!(colour(&app), Some(Colour::B));
    update(&mut app, Action::Digit(3));
    assert_eq!(colour(&app), None);
    assert_eq!(app.sudoku().unwrap().history().index(), 4);
    assert!(
        update(&mut app, Action::Digit(4)).is_empty(),
        "4 is no candidate of r3c2"
    );
    assert_eq!(
        app.sudoku().unwrap().position().value(9),
        0,
        "nothing placed"
    );
}

#[test]
fn undo_and_redo_take_back_and_bring_back_a_colour_mark() {
    let mut app = app();
    update(&mut app, Action::ToggleColouring);
    update(&mut app, Action::Select(14));
    update(&mut app, Action::Digit(4));
    update(&mut app, Action::ToggleColouring);
    update(&mut app, Action::Undo);
    assert_eq!(app.sudoku().unwrap().colours(14).of(4), None);
    update(&mut app, Action::Redo);
    assert_eq!(app.sudoku().unwrap().colours(14).of(4), Some(Colour::A));
}

#[test]
fn colour_marks_come_back_from_the_journal_and_the_whole_save() {
    let dir = tempfile::tempdir().unwrap();
    let mut storage = Storage::at(Paths::at(dir.path().to_path_buf()));
    let mut app = app();
    let session = |app: &App| app.session.clone().unwrap();
    storage.save_game_whole(&session(&app)).unwrap();
    update(&mut app, Action::ToggleColouring);
    update(&mut app, Action::Select(9));
    update(&mut app, Action::Digit(2));
    update(&mut app, Action::Digit(2));
    storage.save_game(&session(&app)).unwrap();
    let key = app.sudoku().unwrap().key();
    let journal = crate::store::saves::journal_file(&storage.paths().unwrap().game_file(&key));
    assert!(
        std::fs::read_to_string(journal)
            .unwrap()
            .contains("colours")
    );
    let fresh = || SudokuGame::new(None, &four(), None);
    let (back, resumed, warning) = storage.load_or_new(fresh());
    assert!(resumed && warning.is_none());
    assert_eq!(back.colours(9).of(2), Some(Colour::B), "from the journal");
    storage.save_game_whole(&session(&app)).unwrap();
    let (back, _, _) = storage.load_or_new(fresh());
    assert_eq!(
        back.colours(9).of(2),
        Some(Colour::B),
        "from the whole save"
    );
}
