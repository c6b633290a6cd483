//! Carrying out what an update asks for (SPEC §10): saves (atomic, on every
//! change and on quit), opening puzzles (from the collection, the new-puzzle
//! form, a paste), recording a solve, copying out and quitting. The run loop
//! (`crate::tui`) feeds actions in through [`perform`].
//!
//! Saving never ends the game. While the game's saves fail, the panel says where
//! and why ([`App::save_failure`]); quitting with moves that are not saved is
//! refused once with that reason, and quitting again leaves without them (the
//! choice made where the spec leaves it open: say plainly, then let the player
//! decide).
//!
//! A puzzle made to order (the new-puzzle form) is made on its own thread and
//! opened when its answer arrives. Opening a puzzle never waits for the solver: a new game starts without its
//! solution, and the rating worker works it out with the first rating.

use super::new_puzzle::Generated;
use super::storage::Storage;
use super::update::opened;
use super::{Action, App, Effect, Measure, Puzzle, PuzzleEntry, Session, Tone, update};
use crate::game::{KakuroGame, SudokuGame};

/// Updates the app (`measure` answering how the screen is drawn) and carries out
/// the effects; true when the program should end.
pub fn perform(
    app: &mut App,
    storage: &mut Storage,
    action: Action,
    measure: &dyn Measure,
) -> bool {
    // Only a quit right after the warning about unsaved moves leaves without them.
    let asked = std::mem::take(&mut app.quit_unsaved_asked);
    let mut quit = false;
    for effect in update(app, action, measure) {
        let result = match effect {
            Effect::SaveGame => {
                save_open_game(app, storage, Whole::No);
                Ok(())
            }
            Effect::SaveScores => storage.save_scores(&app.scores, &app.kakuro_scores),
            Effect::SaveSettings => {
                storage.save_choices(&app.theme().name.clone(), app.mistakes_on_check)
            }
            Effect::Open(index) => {
                open_entry(app, storage, index);
                Ok(())
            }
            Effect::OpenEdited { puzzle, tone, note } => {
                let size = match puzzle.as_ref() {
                    Puzzle::Sudoku(position) => format!("{0}×{0}", position.n()),
                    Puzzle::Kakuro(k) => format!("{}×{} Kakuro", k.grid.width(), k.grid.height()),
                };
                let entry = PuzzleEntry {
                    label: format!("{size}  written in the editor"),
                    name: None,
                    puzzle: *puzzle,
                };
                open_puzzle(app, storage, entry);
                app.message = Some((tone, note));
                Ok(())
            }
            Effect::RecordSolve => {
                super::recording::record_solve(app, storage);
                Ok(())
            }
            Effect::OpenStats => {
                super::recording::open_stats(app, storage);
                Ok(())
            }
            Effect::CopyOut(form) => {
                let config_dir = storage.paths().map(|p| p.dir().to_path_buf());
                super::copy_out::copy_out(app, config_dir.as_deref(), form);
                Ok(())
            }
            Effect::Quit => {
                // One whole file is left behind, the journal folded in.
                save_open_game(app, storage, Whole::Yes);
                quit = asked || !refuse_quit_with_unsaved_moves(app);
                Ok(())
            }
        };
        if let Err(e) = result {
            app.message = Some((Tone::Warning, format!("not saved: {e}")));
        }
    }
    quit
}

/// When the game in play has moves its saves did not keep, says so, arms a second
/// quit to leave without them, and returns true.
fn refuse_quit_with_unsaved_moves(app: &mut App) -> bool {
    let has_moves = app
        .session
        .as_ref()
        .is_some_and(|s| !s.history().edits().is_empty());
    let Some(failure) = app.save_failure.as_ref().filter(|_| has_moves) else {
        return false;
    };
    let (quit, stay) = (app.key_for(Action::Quit), app.key_for(Action::Dismiss));
    let text = format!(
        "Your moves are not saved ({failure}). {quit} again quits without saving, \
         {stay} keeps playing"
    );
    app.message = Some((Tone::Warning, text));
    app.quit_unsaved_asked = true;
    true
}

/// Opens entry `index` of the collection, resuming its save when there is one.
pub fn open_entry(app: &mut App, storage: &mut Storage, index: usize) {
    if let Some(entry) = app.collection.get(index).cloned() {
        open_puzzle(app, storage, entry);
    }
}

/// Opens the puzzle the new-puzzle form waits for as a new game (the game in play
/// saved first), a drill with the hints before it applied as undoable steps; an
/// answer nobody waits for any more is dropped.
pub fn open_generated(app: &mut App, storage: &mut Storage, generated: Generated) {
    if let Some(opened) = super::new_puzzle::receive(app, generated) {
        save_open_game(app, storage, Whole::Yes);
        open_puzzle(app, storage, opened.entry);
        if let Some(session) = app.session.as_mut()
            && super::session::each_kind!(session, g => g.history().edits().is_empty())
        {
            for (placements, eliminations) in &opened.steps {
                super::session::each_kind!(session, g => g.apply_step(placements, eliminations));
            }
            save_open_game(app, storage, Whole::Yes);
        }
        app.coach.drill = opened.drill;
        app.coach.kakuro_drill = opened.kakuro_drill;
        app.message = Some((Tone::Success, opened.note));
    }
}

/// Opens a pasted puzzle as a new game (the game in play saved first), or says in
/// one line why it cannot.
pub fn open_paste(app: &mut App, storage: &mut Storage, text: &str) {
    match super::paste::pasted_puzzle(text) {
        Ok((entry, count)) => {
            save_open_game(app, storage, Whole::Yes);
            open_puzzle(app, storage, entry);
            if count > 1 && app.message.is_none() {
                let note = format!("opened the first of the {count} puzzles pasted");
                app.message = Some((Tone::Info, note));
            }
        }
        Err(why) => app.message = Some((Tone::Warning, why)),
    }
}

/// Opens a puzzle, resuming its save when there is one, and saves it (a failure
/// shows in the panel). A new Sudoku starts without its solution: the rating
/// worker works it out.
pub fn open_puzzle(app: &mut App, storage: &mut Storage, entry: PuzzleEntry) {
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
    super::recording::load_tally(app, storage, resumed);
    save_open_game(app, storage, Whole::Yes);
}

/// Whether a save writes the whole game or may add to its journal.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Whole {
    /// One whole file (on opening a game, on quit, on a signal).
    Yes,
    /// A journal line when one will do (after a change).
    No,
}

/// Saves the game in play; [`App::save_failure`] says afterwards whether it is
/// saved, and if not, where and why.
pub fn save_open_game(app: &mut App, storage: &mut Storage, whole: Whole) {
    let result = match (app.session.as_ref(), whole) {
        (Some(session), Whole::Yes) => storage.save_game_whole(session),
        (Some(session), Whole::No) => storage.save_game(session),
        (None, _) => Ok(()),
    };
    app.save_failure = result.err().map(|e| e.to_string());
    if app.save_failure.is_none() {
        super::recording::save_tally(app, storage);
    }
}
