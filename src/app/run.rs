//! The event loop (SPEC §10): draw, wait on the one event channel (a key, a click,
//! the clock's tick or a rating), turn input into an action, update, carry out the
//! effects — saves (atomic, on every change and on quit), opening puzzles,
//! quitting — and hand the position to the rating worker when it changed. Failures
//! to save are shown in the panel rather than ending the game.
//!
//! Opening a puzzle never waits for the solver: a new game starts without its
//! solution, and the rating worker works it out with the first rating.

use anyhow::Result;
use crossterm::event::Event as Input;
use ratatui::layout::Rect;

use super::coach::worker::Worker;
use super::events::{Event, Events};
use super::storage::Storage;
use super::update::opened;
use super::{Action, App, Effect, Puzzle, PuzzleEntry, Session, Tone, update};
use crate::config;
use crate::game::{KakuroGame, SudokuGame};
use crate::rating::scores::save_user_scores;
use crate::term::{Tui, test_panic_requested};

/// Runs the game until the player quits.
pub fn run(terminal: &mut Tui, app: &mut App, storage: &mut Storage) -> Result<()> {
    let events = Events::start();
    let mut first_frame = true;
    coach(app, &events.worker);
    loop {
        terminal.draw(|frame| crate::ui::draw(frame, app))?;
        if first_frame && test_panic_requested() {
            panic!("KIBITZ_TEST_PANIC: panicking on purpose to test terminal restoration");
        }
        first_frame = false;
        let Some(mut event) = events.next() else {
            return Ok(());
        };
        // Everything already waiting is handled before the next frame is drawn.
        loop {
            if handle(terminal, app, storage, event)? {
                return Ok(());
            }
            coach(app, &events.worker);
            match events.try_next() {
                Some(next) => event = next,
                None => break,
            }
        }
    }
}

/// Reacts to one event; true when the program should end.
fn handle(terminal: &Tui, app: &mut App, storage: &mut Storage, event: Event) -> Result<bool> {
    let input = match event {
        Event::Input(input) => input,
        Event::Tick => {
            app.tick(std::time::Instant::now());
            return Ok(false);
        }
        Event::Rated(response) => {
            app.receive(*response);
            return Ok(false);
        }
        Event::Failed(e) => return Err(e.into()),
    };
    app.notice(&input, std::time::Instant::now());
    if let Input::Paste(text) = &input {
        open_paste(app, storage, text);
        return Ok(false);
    }
    let size = terminal.size()?;
    let action = match input {
        Input::Key(key) => app.key_action(&key),
        Input::Mouse(mouse) => app.mouse_action(&mouse, Rect::new(0, 0, size.width, size.height)),
        _ => None,
    };
    Ok(action.is_some_and(|a| perform(app, storage, a)))
}

/// Hands the position in play to the rating worker when it changed.
fn coach(app: &mut App, worker: &Worker) {
    if let Some(request) = app.sync_coach() {
        worker.send(request);
    }
}

/// Updates the app and carries out the effects; true when the program should end.
pub fn perform(app: &mut App, storage: &mut Storage, action: Action) -> bool {
    let mut quit = false;
    for effect in update(app, action) {
        let result = match effect {
            Effect::SaveGame => save_open_game(app, storage),
            Effect::SaveScores => save_user_scores(&storage.paths, &app.scores),
            Effect::SaveSettings => {
                storage.settings.theme = Some(app.theme().name.clone());
                config::save_settings(&storage.paths, &storage.settings)
            }
            Effect::Open(index) => open_entry(app, storage, index),
            Effect::OpenEdited {
                position,
                tone,
                note,
            } => {
                let entry = PuzzleEntry {
                    label: format!("{0}×{0}  written in the editor", position.n()),
                    name: None,
                    puzzle: Puzzle::Sudoku(*position),
                };
                let opened = open_puzzle(app, storage, entry);
                app.message = Some((tone, note));
                opened
            }
            Effect::CopyOut(form) => {
                super::copy_out::copy_out(app, storage.paths.dir(), form);
                Ok(())
            }
            Effect::Quit => {
                quit = true;
                Ok(())
            }
        };
        if let Err(e) = result {
            app.message = Some((Tone::Warning, format!("could not save: {e}")));
        }
    }
    quit
}

/// Opens entry `index` of the collection, resuming its save when there is one.
/// A new Sudoku starts without its solution: the rating worker works it out.
pub fn open_entry(app: &mut App, storage: &mut Storage, index: usize) -> std::io::Result<()> {
    match app.collection.get(index).cloned() {
        Some(entry) => open_puzzle(app, storage, entry),
        None => Ok(()),
    }
}

/// Opens a pasted puzzle as a new game, or says in one line why it cannot.
fn open_paste(app: &mut App, storage: &mut Storage, text: &str) {
    match super::paste::pasted_puzzle(text) {
        Ok((entry, count)) => {
            let saved =
                save_open_game(app, storage).and_then(|()| open_puzzle(app, storage, entry));
            if let Err(e) = saved {
                app.message = Some((Tone::Warning, format!("could not save: {e}")));
            } else if count > 1 && app.message.is_none() {
                let note = format!("opened the first of the {count} puzzles pasted");
                app.message = Some((Tone::Info, note));
            }
        }
        Err(why) => app.message = Some((Tone::Warning, why)),
    }
}

/// Opens a puzzle, resuming its save when there is one.
pub fn open_puzzle(
    app: &mut App,
    storage: &mut Storage,
    entry: PuzzleEntry,
) -> std::io::Result<()> {
    let (session, resumed, warning) = match &entry.puzzle {
        Puzzle::Sudoku(puzzle) => {
            let (game, resumed, warning) =
                storage.load_or_new(SudokuGame::new(entry.name, puzzle, None));
            (Session::from(game), resumed, warning)
        }
        Puzzle::Kakuro(puzzle) => {
            let (game, resumed, warning) = storage.load_or_new(KakuroGame::for_puzzle(puzzle));
            (Session::from(game), resumed, warning)
        }
    };
    opened(app, session, resumed);
    app.warnings.extend(warning);
    save_open_game(app, storage)
}

/// Saves the game in play.
fn save_open_game(app: &App, storage: &mut Storage) -> std::io::Result<()> {
    match app.session.as_ref() {
        Some(session) => storage.save_game(session),
        None => Ok(()),
    }
}
