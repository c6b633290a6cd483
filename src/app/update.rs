//! Applying an action (SPEC §10): the one place the app's state changes. Each
//! change to the game is one history entry and asks for a save.

use std::time::Duration;

use super::{Action, App, Effect, HintKind, PanelScreen, Tone, scores};
use crate::game::{Game, format_duration};

/// Applies an action and returns what the event loop must do next.
pub fn update(app: &mut App, action: Action) -> Vec<Effect> {
    if app.help {
        if matches!(action, Action::ToggleHelp | Action::Dismiss | Action::Quit) {
            app.help = false;
        }
        return Vec::new();
    }
    if app.chooser.is_some() || !app.has_game() {
        return chooser(app, action);
    }
    match action {
        Action::ToggleHelp => app.help = true,
        Action::OpenChooser => app.chooser = Some(0),
        Action::Dismiss => {
            app.warnings.clear();
            app.message = None;
        }
        Action::TogglePencil => {
            app.pencil = !app.pencil;
            let mode = if app.pencil {
                "pencil: digits toggle candidates"
            } else {
                "digits are placed"
            };
            app.message = Some((Tone::Info, mode.into()));
        }
        Action::NextTheme => {
            app.theme = (app.theme + 1) % app.themes.len().max(1);
            app.message = Some((Tone::Info, format!("theme: {}", app.theme().name)));
            return vec![Effect::SaveSettings];
        }
        Action::Quit => return vec![Effect::SaveGame, Effect::Quit],
        _ if app.kakuro.is_some() => return super::kakuro::play(app, action),
        _ if app.panel != PanelScreen::Coach => return scores::update(app, action),
        Action::OpenScores => scores::open_editor(app),
        Action::ShowHardest => scores::open_hardest(app),
        _ => return play(app, action),
    }
    Vec::new()
}

fn chooser(app: &mut App, action: Action) -> Vec<Effect> {
    let last = app.collection.len().saturating_sub(1) as isize;
    let selected = app.chooser.unwrap_or(0);
    match action {
        Action::ChooserMove(step) => {
            app.chooser = Some((selected as isize + step).clamp(0, last) as usize);
        }
        Action::ChooserOpen if !app.collection.is_empty() => {
            app.chooser = None;
            // The game being left is saved first, so its clock is not lost.
            let save = app.has_game().then_some(Effect::SaveGame);
            return save.into_iter().chain([Effect::Open(selected)]).collect();
        }
        Action::Dismiss | Action::Quit if app.has_game() => app.chooser = None,
        Action::Dismiss | Action::Quit => return vec![Effect::Quit],
        _ => {}
    }
    Vec::new()
}

/// Actions on the game itself.
fn play(app: &mut App, action: Action) -> Vec<Effect> {
    let Some(game) = app.game.as_mut() else {
        return Vec::new();
    };
    let was_solved = game.is_solved();
    let changed = match action {
        Action::Move(dr, dc) => {
            game.move_cursor(dr, dc);
            false
        }
        Action::Select(cell) => {
            game.set_cursor(cell);
            false
        }
        Action::Digit(d) if app.pencil => game.toggle_candidate(d),
        Action::Digit(d) => game.place(d),
        Action::Erase => game.erase(),
        Action::FillCandidates => game.fill_candidates(),
        Action::ClearCandidates => game.clear_candidates(),
        Action::Undo => note(game.undo(), &mut app.message, "nothing to undo"),
        Action::Redo => note(game.redo(), &mut app.message, "nothing to redo"),
        Action::Check => {
            check(app);
            false
        }
        Action::UndoToMistake => undo_to_mistake(app),
        Action::Hint => {
            app.hint_stage(HintKind::Simplest);
            false
        }
        Action::GeneralHint => {
            app.hint_stage(HintKind::General);
            false
        }
        Action::ApplyHint => app.apply_hint(),
        _ => false,
    };
    let finished = app
        .game
        .as_ref()
        .filter(|g| g.is_solved())
        .map(|g| g.clock().elapsed());
    after_edit(app, changed, was_solved, finished)
}

/// After an edit: nothing when nothing changed; otherwise the check marks go,
/// a fresh finish is announced with its time (`finished`: the time played when
/// the puzzle is now solved), and the game is saved.
pub(super) fn after_edit(
    app: &mut App,
    changed: bool,
    was_solved: bool,
    finished: Option<Duration>,
) -> Vec<Effect> {
    if !changed {
        return Vec::new();
    }
    app.marked.clear();
    app.hint = None;
    if let Some(elapsed) = finished.filter(|_| !was_solved) {
        let time = format_duration(elapsed);
        app.message = Some((Tone::Success, format!("Solved in {time}!")));
    }
    vec![Effect::SaveGame]
}

/// Passes `done` through, leaving a message when nothing happened.
pub(super) fn note(done: bool, message: &mut Option<(Tone, String)>, otherwise: &str) -> bool {
    *message = (!done).then(|| (Tone::Info, otherwise.to_string()));
    done
}

fn check(app: &mut App) {
    let Some(game) = app.game.as_ref() else {
        return;
    };
    let mistakes = game.mistakes();
    if mistakes.is_none() && !app.coach.solution_settled() {
        app.message = Some((Tone::Info, PENDING.into()));
        return;
    }
    let geometry = game.geometry();
    app.message = Some(check_report(mistakes.as_deref(), |c| geometry.cell_name(c)));
    app.marked = mistakes.unwrap_or_default();
}

/// The message after a check: no unique solution, no mistakes, or the wrong cells
/// (the first four named).
pub(super) fn check_report(
    mistakes: Option<&[u16]>,
    name: impl Fn(u16) -> String,
) -> (Tone, String) {
    match mistakes {
        None => (
            Tone::Warning,
            "no check: the puzzle has no unique solution".into(),
        ),
        Some([]) => (Tone::Success, "no mistakes so far".into()),
        Some(cells) => {
            let names: Vec<String> = cells.iter().take(4).map(|&c| name(c)).collect();
            let more = if cells.len() > 4 { ", …" } else { "" };
            let count = cells.len();
            let noun = if count == 1 { "digit is" } else { "digits are" };
            (
                Tone::Warning,
                format!("{count} {noun} wrong: {}{more}", names.join(", ")),
            )
        }
    }
}

/// What a check says before the puzzle's solution has been worked out.
const PENDING: &str = "the solution is still being worked out; ask again in a moment";

fn undo_to_mistake(app: &mut App) -> bool {
    let Some(game) = app.game.as_mut() else {
        return false;
    };
    if game.solution().is_none() && !app.coach.solution_settled() {
        app.message = Some((Tone::Info, PENDING.into()));
        return false;
    }
    let (tone, text, changed) = mistake_report(game.undo_to_before_first_mistake());
    app.message = Some((tone, text));
    changed
}

/// What undoing to before the first mistake did, for the player, and whether the
/// game changed.
pub(super) fn mistake_report(undone: Option<usize>) -> (Tone, String, bool) {
    match undone {
        None => (
            Tone::Warning,
            "no check: the puzzle has no unique solution".to_string(),
            false,
        ),
        Some(0) => (Tone::Success, "no mistakes to undo".to_string(), false),
        Some(k) => (
            Tone::Info,
            format!("undid {k} steps, back to before the first mistake"),
            true,
        ),
    }
}

/// Opens a game in the app, telling the player when it was resumed.
pub fn opened(app: &mut App, game: Game, resumed: bool) {
    let note = resumed.then(|| resumed_note(game.progress(), game.clock().elapsed()));
    app.open(game);
    app.message = note.map(|n| (Tone::Info, n));
}

/// What the player reads on resuming a game: how far it got and the time played.
pub(super) fn resumed_note((filled, total): (usize, usize), played: Duration) -> String {
    format!(
        "resumed: {filled}/{total} filled, {} played",
        format_duration(played)
    )
}

#[cfg(test)]
mod tests;
