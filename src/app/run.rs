//! The event loop (SPEC §10): draw, wait for a key, a click or the clock's tick,
//! turn it into an action, update, and carry out the effects — saves (atomic, on
//! every change and on quit), opening puzzles, quitting. Failures to save are shown
//! in the panel rather than ending the game.

use std::time::Duration;

use anyhow::Result;
use crossterm::event::{self, Event};
use ratatui::layout::Rect;

use super::update::opened;
use super::{Action, App, Effect, Tone, update};
use crate::config::{self, Paths, Settings};
use crate::engine::Position;
use crate::engine::solver::unique_solution;
use crate::game::{Game, puzzle_key};
use crate::store::{self, Loaded};
use crate::term::{Tui, test_panic_requested};

/// How often the screen is redrawn without input (the clock's resolution).
const TICK: Duration = Duration::from_millis(250);

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

    /// The last game played, when its save exists and is sound; a damaged save is
    /// set aside and reported.
    pub fn last_game(&self) -> (Option<Game>, Option<String>) {
        let Some(key) = &self.settings.last_game else {
            return (None, None);
        };
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

fn new_game(name: Option<String>, puzzle: &Position) -> Game {
    Game::new(name, puzzle, unique_solution(puzzle))
}

/// Runs the game until the player quits.
pub fn run(terminal: &mut Tui, app: &mut App, storage: &mut Storage) -> Result<()> {
    let mut first_frame = true;
    loop {
        terminal.draw(|frame| crate::ui::draw(frame, app))?;
        if first_frame && test_panic_requested() {
            panic!("KIBITZ_TEST_PANIC: panicking on purpose to test terminal restoration");
        }
        first_frame = false;
        if !event::poll(TICK)? {
            continue;
        }
        let size = terminal.size()?;
        let action = match event::read()? {
            Event::Key(key) => app.key_action(&key),
            Event::Mouse(mouse) => {
                app.mouse_action(&mouse, Rect::new(0, 0, size.width, size.height))
            }
            _ => None,
        };
        if let Some(action) = action
            && perform(app, storage, action)
        {
            return Ok(());
        }
    }
}

/// Updates the app and carries out the effects; true when the program should end.
pub fn perform(app: &mut App, storage: &mut Storage, action: Action) -> bool {
    let mut quit = false;
    for effect in update(app, action) {
        let result = match effect {
            Effect::SaveGame => match app.game.as_ref() {
                Some(game) => storage.save_game(game),
                None => Ok(()),
            },
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
    let (game, resumed, warning) = storage.load_or_new(entry.name, &entry.puzzle);
    opened(app, game, resumed);
    app.warnings.extend(warning);
    match app.game.as_ref() {
        Some(game) => storage.save_game(game),
        None => Ok(()),
    }
}
