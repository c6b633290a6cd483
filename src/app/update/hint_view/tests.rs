//! The hint view (SPEC §10): opened by its key, scrolled within the text,
//! closed by applying the hint.

use super::*;
use crate::app::fixtures::{act, rated_app as app};

#[test]
fn the_view_needs_a_hint_and_its_key_opens_and_closes_it() {
    let mut app = app();
    act(&mut app, &[Action::ToggleHintView]);
    assert_eq!(app.screen, Screen::Board);
    assert!(app.message.is_some(), "says how to ask for a hint");
    act(&mut app, &[Action::Hint, Action::ToggleHintView]);
    assert_eq!(app.screen, Screen::HintView(0));
    act(&mut app, &[Action::ToggleHintView]);
    assert_eq!(app.screen, Screen::Board);
}

#[test]
fn scrolling_stays_within_the_text_and_applying_closes_the_view() {
    let mut app = app();
    // A terminal so low that the step's text takes several pages.
    app.size = (80, 24);
    act(&mut app, &[Action::Hint, Action::Hint, Action::Hint]);
    act(&mut app, &[Action::ToggleHintView]);
    let (_, last) = crate::ui::hint_view::scroll_room(&app);
    act(&mut app, &[Action::HintScroll(Scroll::End)]);
    assert_eq!(app.screen, Screen::HintView(last));
    act(&mut app, &[Action::HintScroll(Scroll::Pages(3))]);
    assert_eq!(
        app.screen,
        Screen::HintView(last),
        "no scrolling past the end"
    );
    act(&mut app, &[Action::HintScroll(Scroll::Top)]);
    assert_eq!(app.screen, Screen::HintView(0));
    act(&mut app, &[Action::HintScroll(Scroll::Lines(-1))]);
    assert_eq!(app.screen, Screen::HintView(0));
    act(&mut app, &[Action::ApplyHint]);
    assert_eq!(app.screen, Screen::Board);
    assert!(app.hint.is_none());
    assert_eq!(app.sudoku().unwrap().history().index(), 1);
}
