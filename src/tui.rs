//! The run loop of the terminal game (SPEC §10): draw, wait on the one event
//! channel (a key, a click, the clock's tick, a rating or a signal), turn input
//! into an action, update, carry out the effects (`app::effects`) and hand the
//! position to the rating worker when it changed. SIGTERM, SIGHUP and SIGINT end
//! the loop after a last save, so the caller can restore the terminal.
//!
//! This is the one module that knows both the app and the drawing (DESIGN, "How
//! data flows"): it draws with [`ui::draw`] and hands [`ui::Measures`] to the
//! update step, so `app` never imports `ui` and the view only reads the model.

use anyhow::Result;
use crossterm::event::Event as Input;
use ratatui::layout::Rect;

use crate::app::App;
use crate::app::effects::{Whole, open_generated, open_paste, perform, save_open_game};
use crate::app::events::{Event, Events};
use crate::app::storage::Storage;
use crate::term::{Tui, test_panic_requested};
use crate::ui;

/// How the game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Ending {
    /// The player quit.
    Quit,
    /// This signal arrived; the game was saved (or [`App::save_failure`] says why
    /// not) and the caller should end the way the signal asks.
    Signal(i32),
}

/// Runs the game until the player quits or a signal ends it.
pub fn run(terminal: &mut Tui, app: &mut App, storage: &mut Storage) -> Result<Ending> {
    let mut events = Events::start()?;
    let mut first_frame = true;
    coach(app, &events);
    loop {
        terminal.draw(|frame| ui::draw(frame, app))?;
        if first_frame && test_panic_requested() {
            panic!("KIBITZ_TEST_PANIC: panicking on purpose to test terminal restoration");
        }
        first_frame = false;
        let Some(mut event) = events.next() else {
            return Ok(Ending::Quit);
        };
        // Everything already waiting is handled before the next frame is drawn.
        loop {
            if let Some(ending) = handle(terminal, app, storage, event)? {
                return Ok(ending);
            }
            coach(app, &events);
            events.generator.sync(app);
            match events.try_next() {
                Some(next) => event = next,
                None => break,
            }
        }
    }
}

/// Reacts to one event; `Some` when the program should end.
fn handle(
    terminal: &Tui,
    app: &mut App,
    storage: &mut Storage,
    event: Event,
) -> Result<Option<Ending>> {
    let input = match event {
        Event::Input(input) => input,
        Event::Tick => {
            app.tick(std::time::Instant::now());
            return Ok(None);
        }
        Event::Rated(response) => {
            app.receive(*response);
            return Ok(None);
        }
        Event::KakuroRated(response) => {
            app.receive_kakuro(*response);
            return Ok(None);
        }
        Event::Generated(generated) => {
            open_generated(app, storage, *generated);
            return Ok(None);
        }
        Event::Failed(e) => return Err(e.into()),
        Event::Signal(signal) => {
            save_open_game(app, storage, Whole::Yes);
            return Ok(Some(Ending::Signal(signal)));
        }
    };
    app.notice(&input, std::time::Instant::now());
    if let Input::Paste(text) = &input {
        open_paste(app, storage, text);
        return Ok(None);
    }
    let size = terminal.size()?;
    app.size = (size.width, size.height);
    let action = match input {
        Input::Key(key) => app.key_action(&key),
        Input::Mouse(mouse) => {
            let area = Rect::new(0, 0, size.width, size.height);
            app.mouse_action(&mouse, area, &ui::Measures)
        }
        _ => None,
    };
    let quit = action.is_some_and(|a| perform(app, storage, a, &ui::Measures));
    Ok(quit.then_some(Ending::Quit))
}

/// Hands the position in play to its rating worker when it changed.
fn coach(app: &mut App, events: &Events) {
    if let Some(request) = app.sync_coach() {
        events.worker.send(request);
    }
    if let Some(request) = app.sync_kakuro_coach() {
        events.kakuro_worker.send(request);
    }
}
