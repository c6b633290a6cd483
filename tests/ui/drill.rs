//! Drills and made-to-order targets in the game (SPEC §3, §10): the new-puzzle
//! form with a technique chosen by name, and a drill opened at the first
//! position where the simplest hint is that technique, the hints before it
//! applied as undoable steps, its hint shown and applied; the same for a
//! Kakuro, and the next-drill key ordering another.
#![cfg(feature = "tui")]

use crate::common;

use common::screen::{four_by_four_with_storage, press, screen, settle};

use std::sync::atomic::AtomicBool;

use crossterm::event::KeyCode;
use kibitz::app::effects::open_generated;
use kibitz::app::new_puzzle::{Generated, NewPuzzleForm};
use kibitz::app::{Action, Screen, update};
use kibitz::engine::TechniqueId;
use kibitz::generate::order::{OrderTarget, make, tries_for};
use kibitz::kakuro::KakuroTechnique;
use kibitz::ui::Measures;

/// The seed the snapshots are made with, in place of the clock's.
const SEED: u64 = 5;

/// Pins the seed of the order the form waits for, so the screen is the same
/// on every run.
fn pin_seed(app: &mut kibitz::app::App) {
    if let Screen::NewPuzzle(form) = &mut app.screen {
        form.waiting = Some(SEED);
    }
}

#[test]
fn the_form_offers_a_required_technique_by_name() {
    let (_home, mut storage, mut app) = four_by_four_with_storage();
    use KeyCode::{Char, Down, Right};
    // Target: three right of none is "requires"; its value three right of the
    // first technique is the hidden pair.
    press(
        &mut app,
        &mut storage,
        &[
            Char('N'),
            Down,
            Down,
            Right,
            Right,
            Right,
            Down,
            Right,
            Right,
            Right,
        ],
    );
    let Screen::NewPuzzle(form) = &app.screen else {
        panic!("the form is open");
    };
    assert_eq!(
        form.order().target,
        OrderTarget::Requires(TechniqueId::HiddenPair)
    );
    insta::assert_snapshot!(screen(&app));
}

#[test]
fn a_drill_opens_at_its_technique_and_its_hint_applies() {
    let (_home, mut storage, mut app) = four_by_four_with_storage();
    use KeyCode::{Char, Down, Enter, Right};
    // Target: four right of none is the drill; the value two right of the naked
    // single is the pointing locked candidates.
    press(
        &mut app,
        &mut storage,
        &[
            Char('N'),
            Down,
            Down,
            Right,
            Right,
            Right,
            Right,
            Down,
            Right,
            Right,
        ],
    );
    press(&mut app, &mut storage, &[Enter]);
    pin_seed(&mut app);
    let (order, seed) = app.waiting_order().unwrap();
    assert_eq!(
        order.target,
        OrderTarget::Drill(TechniqueId::LockedCandidates1)
    );
    let outcome = make(
        &order,
        &app.scores,
        seed,
        tries_for(&order),
        &AtomicBool::new(false),
    );
    open_generated(&mut app, &mut storage, Generated { seed, outcome });
    let game = app.sudoku().expect("a Sudoku opens");
    let steps = game.history().edits().len();
    assert!(
        steps > 0,
        "the hints before the drill are steps already done"
    );
    let note = app.message.clone().unwrap().1;
    assert!(note.contains(&format!("after {steps} hints")), "{note}");
    settle(&mut app);
    // The first stage of the hint names the technique drilled.
    update(&mut app, Action::Hint, &Measures);
    settle(&mut app);
    let hint = app.hint.clone().expect("a hint is shown");
    assert_eq!(hint.step.name(), TechniqueId::LockedCandidates1.name());
    insta::assert_snapshot!(screen(&app));
    update(&mut app, Action::ApplyHint, &Measures);
    let note = app.message.clone().unwrap().1;
    assert_eq!(note, "applied: Locked candidates 1 (pointing)");
    assert_eq!(app.sudoku().unwrap().history().edits().len(), steps + 1);
    // Every step before the drill can be undone, back to the givens.
    for _ in 0..=steps {
        assert!(update_undo(&mut app));
    }
    assert!(!update_undo(&mut app));
}

fn update_undo(app: &mut kibitz::app::App) -> bool {
    let before = app.sudoku().unwrap().history().index();
    update(app, Action::Undo, &Measures);
    app.sudoku().unwrap().history().index() != before
}

#[test]
fn a_kakuro_drill_opens_at_its_technique_and_the_next_key_orders_another() {
    let (_home, mut storage, mut app) = four_by_four_with_storage();
    use KeyCode::{Char, Down, Enter, Left, Right};
    // Kind: two right of Sudoku is Kakuro; its target left of none (the last
    // one) is the drill; the value two right of the single candidate is the
    // unique combination.
    press(
        &mut app,
        &mut storage,
        &[
            Char('N'),
            Right,
            Right,
            Down,
            Down,
            Left,
            Down,
            Right,
            Right,
        ],
    );
    press(&mut app, &mut storage, &[Enter]);
    pin_seed(&mut app);
    let (order, seed) = app.waiting_order().unwrap();
    let technique = KakuroTechnique::UniqueCombination;
    assert_eq!(order.target, OrderTarget::KakuroDrill(technique));
    let outcome = make(
        &order,
        &app.scores,
        seed,
        tries_for(&order),
        &AtomicBool::new(false),
    );
    open_generated(&mut app, &mut storage, Generated { seed, outcome });
    let game = app.kakuro().expect("a Kakuro opens");
    let steps = game.history().edits().len();
    let note = app.message.clone().unwrap().1;
    assert!(note.contains(&format!("after {steps} hints")), "{note}");
    assert!(
        note.starts_with("new puzzle: 8×8 Kakuro, target drill Unique combination"),
        "{note}"
    );
    // The hint of the position reached is the technique drilled.
    update(&mut app, Action::Hint, &Measures);
    let hint = app.hint.clone().expect("a hint is shown");
    assert_eq!(hint.step.name(), technique.name());
    update(&mut app, Action::ApplyHint, &Measures);
    assert_eq!(app.kakuro().unwrap().history().edits().len(), steps + 1);
    // The next-drill key orders the same drill again.
    press(&mut app, &mut storage, &[Char(']')]);
    let (again, _) = app.waiting_order().expect("another drill is under way");
    assert_eq!(again.target, OrderTarget::KakuroDrill(technique));
}

#[test]
fn a_colour_drill_is_hinted_as_the_colour_where_an_x_chain_would_come_first() {
    let (_home, mut storage, mut app) = four_by_four_with_storage();
    let value = TechniqueId::ALL
        .iter()
        .position(|&t| t == TechniqueId::SimpleColors)
        .unwrap();
    // Target kind 4 of a Sudoku is the drill; seed 1 makes it at its try 19.
    app.screen = Screen::NewPuzzle(Box::new(NewPuzzleForm {
        target: 4,
        value,
        waiting: Some(1),
        ..NewPuzzleForm::default()
    }));
    let (order, seed) = app.waiting_order().unwrap();
    assert_eq!(order.target, OrderTarget::Drill(TechniqueId::SimpleColors));
    let outcome = make(
        &order,
        &app.scores,
        seed,
        tries_for(&order),
        &AtomicBool::new(false),
    );
    open_generated(&mut app, &mut storage, Generated { seed, outcome });
    settle(&mut app);
    let game = app.sudoku().expect("a Sudoku opens");
    let simplest = kibitz::simplest_hint(&game.analysis_position(), &app.scores).unwrap();
    assert_ne!(simplest.technique, TechniqueId::SimpleColors);
    update(&mut app, Action::Hint, &Measures);
    let hint = app.hint.clone().expect("a hint is shown");
    assert_eq!(hint.step.name(), TechniqueId::SimpleColors.name());
    update(&mut app, Action::ApplyHint, &Measures);
    assert_eq!(app.message.clone().unwrap().1, "applied: Simple colours");
}
