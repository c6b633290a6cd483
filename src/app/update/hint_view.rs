//! The hint view (SPEC §10, "Hints a person can follow"): the hint being
//! revealed read whole in the panel, wrapped and scrolled line by line or page by
//! page to its conclusion. A key opens it from any stage; it opens by itself when
//! a stage's text does not fit the panel. The hint keys go on working in it; it
//! closes when the hint goes (applied or withdrawn).

use crate::app::{Action, App, Effect, Measure, Screen, Scroll, Tone};

impl App {
    /// Opens the hint view when the hint shown does not fit the panel at the
    /// terminal's size.
    pub(super) fn open_hint_view_if_long(&mut self, measure: &dyn Measure) {
        if self.screen == Screen::Board && self.hint.is_some() && !measure.hint_fits(self) {
            self.screen = Screen::HintView(0);
        }
    }
}

/// Opens or closes the hint view from the board.
pub(super) fn toggle(app: &mut App) {
    app.screen = match app.screen {
        Screen::HintView(_) => Screen::Board,
        _ if app.hint.is_some() => Screen::HintView(0),
        _ => {
            let key = app.key_for(Action::Hint);
            let text = format!("no hint shown: {key} asks for one");
            app.message = Some((Tone::Info, text));
            Screen::Board
        }
    };
}

/// Applies an action in the hint view.
pub(super) fn update(app: &mut App, action: Action, measure: &dyn Measure) -> Vec<Effect> {
    let Screen::HintView(offset) = app.screen else {
        return Vec::new();
    };
    match action {
        Action::ClosePanel | Action::ToggleHintView => app.screen = Screen::Board,
        Action::HintScroll(scroll) => {
            let (page, last) = measure.hint_scroll_room(app);
            let to = match scroll {
                Scroll::Lines(k) => offset.saturating_add_signed(k),
                Scroll::Pages(k) => offset.saturating_add_signed(k * page.max(1) as isize),
                Scroll::Top => 0,
                Scroll::End => last,
            };
            app.screen = Screen::HintView(to.min(last));
        }
        Action::Hint | Action::GeneralHint | Action::ApplyHint => {
            // The stage's new text is read from its top.
            app.screen = Screen::Board;
            let effects = super::play(app, action, measure);
            if app.hint.is_some() {
                app.screen = Screen::HintView(0);
            }
            return effects;
        }
        _ => {}
    }
    Vec::new()
}

#[cfg(test)]
mod tests;
