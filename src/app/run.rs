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
use super::kakuro::opened_kakuro;
use super::update::opened;
use super::{Action, App, Effect, Puzzle, Tone, update};
use crate::config::{self, Paths, Settings};
use crate::engine::Position;
use crate::game::{Game, puzzle_key};
use crate::rating::scores::save_user_scores;
use crate::store::{self, Loaded};
use crate::term::{Tui, test_panic_requested};

/// The files the game reads and writes, and the remembered settings.
pub struct Storage {
    /// Where the files live.
    pub paths: Paths,
    /// The settings as last saved.
    pub settings: Settings,
}

impl Storage {
    /// The saved game of a puzzle, or a new game; `true` when it was resumed, plus a
    /// warning when its save was damaged (and set aside).
    pub fn load_or_new(
        &self,
        name: Option<String>,
        puzzle: &Position,
    ) -> (Game, bool, Option<String>) {
        let path = self.paths.game_file(&puzzle_key(puzzle));
        match store::read_json_checked(&path, Game::from_saved) {
            Ok(Loaded::Found(game)) if game.start().values() == puzzle.values() => {
                (game, true, None)
            }
            Ok(Loaded::Damaged(d)) => (new_game(name, puzzle), false, Some(d.describe())),
            Err(e) => {
                let warning = format!("cannot read {}: {e}", path.display());
                (new_game(name, puzzle), false, Some(warning))
            }
            _ => (new_game(name, puzzle), false, None),
        }
    }

    /// The last game played when it was a Sudoku, its save exists and is sound; a
    /// damaged save is set aside and reported.
    pub fn last_game(&self) -> (Option<Game>, Option<String>) {
        let Some(key) = &self.settings.last_game else {
            return (None, None);
        };
        if key.starts_with(super::kakuro_storage::KAKURO_KEY_PREFIX) {
            return (None, None);
        }
        match store::read_json_checked(&self.paths.game_file(key), Game::from_saved) {
            Ok(Loaded::Found(game)) => (Some(game), None),
            Ok(Loaded::Damaged(d)) => (None, Some(d.describe())),
            Ok(Loaded::Missing) => (None, None),
            Err(e) => (None, Some(format!("cannot read the last game: {e}"))),
        }
    }

    /// Saves a game and remembers it as the last one.
    pub fn save_game(&mut self, game: &Game) -> std::io::Result<()> {
        let key = puzzle_key(game.start());
        store::write_json(&self.paths.game_file(&key), &game.to_saved())?;
        if self.settings.last_game.as_deref() != Some(key.as_str()) {
            self.settings.last_game = Some(key);
            config::save_settings(&self.paths, &self.settings)?;
        }
        Ok(())
    }
}

/// A new game; its solution comes later, from the rating worker.
fn new_game(name: Option<String>, puzzle: &Position) -> Game {
    Game::new(name, puzzle, None)
}

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
        Event::Tick => return Ok(false),
        Event::Rated(response) => {
            app.receive(*response);
            return Ok(false);
        }
        Event::Failed(e) => return Err(e.into()),
    };
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
pub fn open_entry(app: &mut App, storage: &mut Storage, index: usize) -> std::io::Result<()> {
    let Some(entry) = app.collection.get(index).cloned() else {
        return Ok(());
    };
    let warning = match &entry.puzzle {
        Puzzle::Sudoku(puzzle) => {
            let (game, resumed, warning) = storage.load_or_new(entry.name, puzzle);
            opened(app, game, resumed);
            warning
        }
        Puzzle::Kakuro(puzzle) => {
            let (game, resumed, warning) = storage.load_or_new_kakuro(puzzle);
            opened_kakuro(app, game, resumed);
            warning
        }
    };
    app.warnings.extend(warning);
    save_open_game(app, storage)
}

/// Saves the game in play, of either kind.
fn save_open_game(app: &App, storage: &mut Storage) -> std::io::Result<()> {
    match (app.game.as_ref(), app.kakuro.as_ref()) {
        (Some(game), _) => storage.save_game(game),
        (None, Some(kakuro)) => storage.save_kakuro(kakuro),
        (None, None) => Ok(()),
    }
}
