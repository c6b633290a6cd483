//! Applying actions to a Kakuro (SPEC §8, §10): the same game loop as Sudoku —
//! cursor, digits, pencil marks, erase, undo/redo, check — plus staged hints from
//! the Kakuro engine: each press of the hint key reveals one more stage (the
//! technique, the cells that make it, the step), and a separate key applies it as
//! one undoable step.

use super::update::{after_edit, check_report, mistake_report, note, resumed_note};
use super::{Action, App, Effect, Tone};
use crate::game::KakuroGame;
use crate::kakuro::{HintStage, KakuroHintOutcome, hint};

/// Actions on the Kakuro in play.
pub fn play(app: &mut App, action: Action) -> Vec<Effect> {
    let Some(game) = app.kakuro.as_mut() else {
        return Vec::new();
    };
    let was_solved = game.is_solved();
    let changed = match action {
        Action::Move(dr, dc) => {
            game.move_cursor(dr, dc);
            false
        }
        Action::Select(cell) => {
            game.set_cursor(usize::from(cell));
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
        Action::UndoToMistake => {
            let (tone, text, changed) = mistake_report(game.undo_to_before_first_mistake());
            app.message = Some((tone, text));
            changed
        }
        Action::Hint => {
            next_stage(app);
            false
        }
        Action::ApplyHint => apply(app),
        _ => false,
    };
    let finished = app
        .kakuro
        .as_ref()
        .filter(|g| g.is_solved())
        .map(|g| g.clock().elapsed());
    after_edit(app, changed, was_solved, finished)
}

/// Reveals the next stage of the hint, finding one first when none is shown.
fn next_stage(app: &mut App) {
    let Some(game) = app.kakuro.as_mut() else {
        return;
    };
    app.message = None;
    if let Some((h, stage)) = game.staged_hint().cloned() {
        let next = match stage {
            HintStage::Technique => HintStage::Cells,
            HintStage::Cells | HintStage::Step => HintStage::Step,
        };
        game.stage_hint(h, next);
        return;
    }
    match hint(&game.analysis_position()) {
        KakuroHintOutcome::Hint(h) => game.stage_hint(h, HintStage::Technique),
        KakuroHintOutcome::Solved => {
            app.message = Some((Tone::Success, "solved: no hint needed".into()));
        }
        KakuroHintOutcome::Stuck {
            contradiction: true,
        } => {
            app.message = Some((
                Tone::Warning,
                "no hint: a run is broken or cannot reach its sum (c checks, m undoes to before the first mistake)".into(),
            ));
        }
        KakuroHintOutcome::Stuck {
            contradiction: false,
        } => {
            app.message = Some((
                Tone::Info,
                "no hint: no technique applies to this position".into(),
            ));
        }
    }
}

/// Applies the hint being shown.
fn apply(app: &mut App) -> bool {
    let Some(game) = app.kakuro.as_mut() else {
        return false;
    };
    if game.staged_hint().is_none() {
        app.message = Some((Tone::Info, "no hint shown: i asks for one".into()));
        return false;
    }
    let applied = game.apply_staged_hint();
    app.message = (!applied).then(|| (Tone::Info, "the hint changes nothing here".into()));
    applied
}

fn check(app: &mut App) {
    let Some(game) = app.kakuro.as_ref() else {
        return;
    };
    let mistakes: Option<Vec<u16>> = game
        .mistakes()
        .map(|cells| cells.iter().map(|&c| c as u16).collect());
    let grid = game.grid();
    app.message = Some(check_report(mistakes.as_deref(), |c| {
        grid.cell_name(c as usize)
    }));
    app.marked = mistakes.unwrap_or_default();
}

/// Opens a Kakuro in the app, telling the player when it was resumed.
pub fn opened_kakuro(app: &mut App, game: KakuroGame, resumed: bool) {
    let note = resumed.then(|| resumed_note(game.progress(), game.clock().elapsed()));
    app.open_kakuro(game);
    app.message = note.map(|n| (Tone::Info, n));
}

#[cfg(test)]
#[path = "kakuro_tests.rs"]
mod tests;
