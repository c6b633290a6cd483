//! The hint view (SPEC §10): opened and closed by its key. (Its scrolling within
//! the drawn text is tested with the drawing's measures, in `crate::ui`.)

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
