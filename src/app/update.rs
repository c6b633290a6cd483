//! Applying an action (SPEC §10): the one place the app's state changes, the same
//! for every kind of puzzle. Each change to the game is one history entry and asks
//! for a save. Once the puzzle is solved, an edit that would change the board is
//! refused with a word on undo (undo and redo stay open); Ctrl-c saves and quits
//! from any screen.

use std::time::Duration;

use super::{Action, App, Effect, HintKind, Measure, Screen, Session, Tone, each_kind, scores};
use crate::game::{Game, Kind, format_duration};
use crate::words::counted;

mod hint_view;

/// Applies an action and returns what the event loop must do next; `measure`
/// answers how the screen is drawn (help pages, scrolling, whether a hint fits).
pub fn update(app: &mut App, action: Action, measure: &dyn Measure) -> Vec<Effect> {
    if action == Action::Interrupt {
        return vec![Effect::SaveGame, Effect::Quit];
    }
    // A board too large for the screen follows what the player last asked to see.
    match action {
        Action::Hint | Action::GeneralHint => app.view_on_hint = true,
        Action::Move(..) | Action::Select(_) => app.view_on_hint = false,
        _ => {}
    }
    if let Screen::Help(under) = &app.screen {
        match action {
            Action::ToggleHelp | Action::Dismiss | Action::Quit => {
                app.screen = (**under).clone();
            }
            Action::HelpPage(step) => {
                let last = measure.help_pages(app).saturating_sub(1) as isize;
                app.help_page = (app.help_page as isize + step).clamp(0, last) as usize;
            }
            _ => {}
        }
        return Vec::new();
    }
    if matches!(app.screen, Screen::Editor(_)) {
        return super::editor::update(app, action);
    }
    if matches!(app.screen, Screen::Stats(_)) {
        if let Action::StatsScroll(scroll) = action {
            super::recording::scroll_stats(app, scroll, measure);
        } else if matches!(action, Action::ClosePanel | Action::Dismiss | Action::Quit) {
            app.screen = match app.session {
                Some(_) => Screen::Board,
                None => Screen::Chooser(app.chooser_row),
            };
        }
        return Vec::new();
    }
    if matches!(app.screen, Screen::KakuroEditor(_)) {
        return super::kakuro_editor::update(app, action);
    }
    if matches!(app.screen, Screen::NewPuzzle(_)) {
        super::new_puzzle::update(app, action);
        return Vec::new();
    }
    if matches!(app.screen, Screen::Chooser(_)) || app.session.is_none() {
        return super::chooser::update(app, action);
    }
    if app.screen == Screen::Board
        && let Some(changed) = super::candidate_tools::update(app, action)
    {
        return after_edit(app, changed, false, None);
    }
    match action {
        Action::ToggleHelp => {
            let under = std::mem::replace(&mut app.screen, Screen::Board);
            app.screen = Screen::Help(Box::new(under));
            app.help_page = 0;
        }
        Action::OpenChooser => app.screen = super::catalog::reopened(app),
        Action::Dismiss => {
            app.warnings.clear();
            app.message = None;
        }
        Action::TogglePencil => {
            app.pencil = !app.pencil;
            app.tools.colouring &= !app.pencil;
            let mode = if app.pencil {
                "pencil: digits toggle candidates"
            } else {
                "digits are placed"
            };
            app.message = Some((Tone::Info, mode.into()));
        }
        Action::ToggleMistakesOnCheck => {
            app.mistakes_on_check = !app.mistakes_on_check;
            let check = app.key_for(Action::Check);
            let text = if app.mistakes_on_check {
                format!("mistakes are marked only on a check ({check})")
            } else {
                "mistakes are marked as they are typed".to_string()
            };
            app.message = Some((Tone::Info, text));
            return vec![Effect::SaveSettings];
        }
        Action::NextTheme => {
            app.theme = (app.theme + 1) % app.themes.len().max(1);
            app.message = Some((Tone::Info, format!("theme: {}", app.theme().name)));
            return vec![Effect::SaveSettings];
        }
        Action::Quit => return vec![Effect::SaveGame, Effect::Quit],
        Action::NotADigit(c) => app.message = Some((Tone::Info, not_a_digit(app, c))),
        Action::CopyOut(form) => return vec![Effect::CopyOut(form)],
        Action::OpenEditor => super::editor::open(app),
        Action::JumpToHint => app.jump_to_hint(),
        Action::OpenNewPuzzle => super::new_puzzle::open(app),
        Action::NextDrill => super::new_puzzle::next_drill(app),
        Action::OpenStats => return vec![Effect::OpenStats],
        _ if matches!(app.screen, Screen::HintView(_)) => {
            return hint_view::update(app, action, measure);
        }
        Action::ToggleHintView => hint_view::toggle(app),
        _ if app.screen != Screen::Board => return scores::update(app, action),
        Action::OpenScores => scores::open_editor(app),
        Action::ShowHardest => scores::open_hardest(app),
        _ => return play(app, action, measure),
    }
    Vec::new()
}

/// Actions on the game itself.
pub(super) fn play(app: &mut App, action: Action, measure: &dyn Measure) -> Vec<Effect> {
    let Some(session) = app.session.as_mut() else {
        return Vec::new();
    };
    let was_solved = session.is_solved();
    if was_solved && changes_the_board(session, action, app.pencil) {
        let undo = app.key_for(Action::Undo);
        let text = format!("solved: no more changes ({undo} undoes the last step to change it)");
        app.message = Some((Tone::Info, text));
        return Vec::new();
    }
    let changed = match action {
        Action::Check => {
            check(app);
            false
        }
        Action::UndoToMistake => undo_to_mistake(app),
        Action::Hint => {
            app.hint_stage(HintKind::Simplest);
            app.open_hint_view_if_long(measure);
            false
        }
        Action::GeneralHint => {
            app.hint_stage(HintKind::General);
            app.open_hint_view_if_long(measure);
            false
        }
        Action::ApplyHint => app.apply_hint(),
        other => {
            let pencil = app.pencil;
            let edited = each_kind!(session, g => edit(g, other, pencil));
            if edited.changed {
                super::recording::count_mistake(app, other);
            }
            if let Some(empty) = edited.nothing_to {
                app.message = Some((Tone::Info, format!("nothing to {empty}")));
            } else if matches!(other, Action::Undo | Action::Redo) {
                app.message = None;
            }
            edited.changed
        }
    };
    let finished = app
        .session
        .as_ref()
        .filter(|s| s.is_solved())
        .map(|s| s.clock().elapsed());
    after_edit(app, changed, was_solved, finished)
}

/// Whether an edit would change the board (tried on a copy; refused once the
/// puzzle is solved). Undo and redo are not edits: they stay open after the finish.
fn changes_the_board(session: &Session, action: Action, pencil: bool) -> bool {
    let edits = matches!(
        action,
        Action::Digit(_) | Action::Erase | Action::FillCandidates | Action::ClearCandidates
    );
    let mut trial = session.clone();
    edits && each_kind!(&mut trial, g => edit(g, action, pencil).changed)
}

/// What a person reads after typing a letter that is no digit on a board whose
/// letters are digits.
fn not_a_digit(app: &App, c: char) -> String {
    let top = crate::engine::digit_char(app.digits() as u8);
    format!("{c} is no digit here (1-9, A-{top}); commands take Ctrl, ? lists them")
}

/// What an edit did.
struct Edited {
    changed: bool,
    /// "undo" or "redo" when there was nothing to undo or redo.
    nothing_to: Option<&'static str>,
}

/// Applies a cursor move or an edit to a game of any kind.
fn edit<K: Kind>(game: &mut Game<K>, action: Action, pencil: bool) -> Edited {
    let mut nothing_to = None;
    let changed = match action {
        Action::Move(dr, dc) => {
            game.move_cursor(dr, dc);
            false
        }
        Action::Select(cell) => {
            game.set_cursor(usize::from(cell));
            false
        }
        Action::Digit(d) if pencil => game.toggle_candidate(d),
        Action::Digit(d) => game.place(d),
        Action::Erase => game.erase(),
        Action::FillCandidates => game.fill_candidates(),
        Action::ClearCandidates => game.clear_candidates(),
        Action::Undo => {
            let done = game.undo();
            nothing_to = (!done).then_some("undo");
            done
        }
        Action::Redo => {
            let done = game.redo();
            nothing_to = (!done).then_some("redo");
            done
        }
        _ => false,
    };
    Edited {
        changed,
        nothing_to,
    }
}

/// After an edit: nothing when nothing changed; otherwise the check marks and the
/// hint go, a fresh finish is announced with its time (`finished`: the time played
/// when the puzzle is now solved) and recorded (once per game), and the game is
/// saved.
fn after_edit(
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
    let mut effects = Vec::new();
    if let Some(elapsed) = finished.filter(|_| !was_solved) {
        let time = format_duration(elapsed);
        app.message = Some((Tone::Success, format!("Solved in {time}!")));
        if !app.tally.recorded {
            effects.push(Effect::RecordSolve);
        }
    }
    effects.push(Effect::SaveGame);
    effects
}

/// What a check or an undo says before the puzzle's solution has been worked out.
const PENDING: &str = "the solution is still being worked out; ask again in a moment";
/// What a check or an undo says when the puzzle has no unique solution.
const NO_CHECK: &str = "no check: the puzzle has no unique solution";

/// Whether the puzzle's solution is still being worked out.
fn pending(app: &App) -> bool {
    matches!(&app.session, Some(Session::Sudoku(g)) if g.solution().is_none())
        && !app.coach.solution_settled()
}

fn check(app: &mut App) {
    let Some(session) = app.session.as_ref() else {
        return;
    };
    if pending(app) {
        app.message = Some((Tone::Info, PENDING.into()));
        return;
    }
    let mistakes = each_kind!(session, g => g.mistakes());
    let report = match mistakes.as_deref() {
        None => (Tone::Warning, NO_CHECK.to_string()),
        Some([]) => (Tone::Success, "no mistakes so far".to_string()),
        Some(cells) => {
            let names: Vec<String> = cells
                .iter()
                .take(4)
                .map(|&c| session.cell_name(c))
                .collect();
            let more = if cells.len() > 4 { ", …" } else { "" };
            let count = cells.len();
            let noun = if count == 1 { "digit is" } else { "digits are" };
            let text = format!("{count} {noun} wrong: {}{more}", names.join(", "));
            (Tone::Warning, text)
        }
    };
    app.message = Some(report);
    app.marked = mistakes
        .unwrap_or_default()
        .into_iter()
        .map(|c| c as u16)
        .collect();
}

/// Undoes back to before the first wrong digit. The steps stay in the history, so
/// the message names the redo key that brings them back one by one.
fn undo_to_mistake(app: &mut App) -> bool {
    let redo = app.key_for(Action::Redo);
    if pending(app) {
        app.message = Some((Tone::Info, PENDING.into()));
        return false;
    }
    let Some(session) = app.session.as_mut() else {
        return false;
    };
    let (tone, text, changed) = match each_kind!(session, g => g.undo_to_before_first_mistake()) {
        None => (Tone::Warning, NO_CHECK.to_string(), false),
        Some(0) => (Tone::Success, "no mistakes to undo".to_string(), false),
        Some(k) => (
            Tone::Info,
            format!(
                "undid {}, back to before the first mistake ({redo} redoes them)",
                counted(k, "step", "steps")
            ),
            true,
        ),
    };
    app.message = Some((tone, text));
    changed
}

/// Opens a game in the app, telling the player when it was resumed.
pub fn opened(app: &mut App, session: Session, resumed: bool) {
    let note = resumed.then(|| resumed_note(session.progress(), session.clock().elapsed()));
    app.open(session);
    app.message = note.map(|n| (Tone::Info, n));
}

/// What the player reads on resuming a game: how far it got and the time played.
fn resumed_note((filled, total): (usize, usize), played: Duration) -> String {
    format!(
        "resumed: {filled}/{total} filled, {} played",
        format_duration(played)
    )
}

#[cfg(test)]
mod tests;

#[cfg(test)]
#[path = "update/kakuro_tests.rs"]
mod kakuro_tests;

#[cfg(test)]
#[path = "update/hint_tests.rs"]
mod hint_tests;

#[cfg(test)]
#[path = "update/manners_tests.rs"]
mod manners_tests;

#[cfg(test)]
#[path = "update/tools_tests.rs"]
mod tools_tests;
