//! The record of solves in the game (issue 23): what is counted while a puzzle
//! is played (hints by stage in `hints`, wrong digits here), the solve handed to
//! the storage once per game when the puzzle is finished, and the statistics
//! screen opened from the record (drawn by `crate::ui::stats`).

use super::storage::Storage;
use super::{Action, App, Measure, Screen, Scroll, Session, Tone};
use crate::game::Kind;
use crate::record::make::{Solve, kakuro_board, kakuro_ratings, sudoku_board, sudoku_ratings};
use crate::record::stats::{Summary, summarize};

/// What the statistics screen shows: the record summed up, and what could not
/// be read of it.
#[derive(Clone, Debug, PartialEq)]
pub struct StatsView {
    /// The record summed up.
    pub summary: Summary,
    /// Lines set aside, solves not recorded; each names its file.
    pub problems: Vec<String>,
    /// How many lines the screen is scrolled down (0: from the top).
    pub offset: usize,
}

/// The figures per puzzle are means of counts, never NaN, so equality is total.
impl Eq for StatsView {}

/// Counts a wrong digit when `action` just placed one (a digit typed outside
/// pencil mode that differs from the known solution).
pub fn count_mistake(app: &mut App, action: Action) {
    let Action::Digit(digit) = action else {
        return;
    };
    let Some(session) = app.session.as_ref().filter(|_| !app.pencil) else {
        return;
    };
    let wrong = super::each_kind!(session, g => g
        .solution()
        .and_then(|s| s.get(g.cursor()))
        .is_some_and(|&d| d != digit));
    if wrong {
        app.tally.count_mistake();
    }
}

/// Hands the solve of the game in play to the storage, once per game; a failure
/// to record is said in the message line.
pub fn record_solve(app: &mut App, storage: &mut Storage) {
    let Some(session) = app.session.as_ref().filter(|s| s.is_solved()) else {
        return;
    };
    if app.tally.recorded {
        return;
    }
    app.tally.recorded = true;
    let result = match session {
        Session::Sudoku(g) => {
            let (start, scores) = (g.start().clone(), app.scores.clone());
            let solve = solve_of(g, "sudoku", sudoku_board(g.geometry()), app);
            storage.record_solve(solve, move || sudoku_ratings(&start, &scores))
        }
        Session::Kakuro(g) => {
            let (grid, givens) = (g.grid().clone(), g.start().values().to_vec());
            let solve = solve_of(g, "kakuro", kakuro_board(g.grid()), app);
            storage.record_solve(solve, move || kakuro_ratings(&grid, &givens))
        }
    };
    if let Err(e) = result {
        app.message = Some((Tone::Warning, format!("the solve is not recorded: {e}")));
    }
}

fn solve_of<K: Kind>(
    game: &crate::game::Game<K>,
    kind: &'static str,
    board: String,
    app: &App,
) -> Solve {
    Solve {
        kind,
        board,
        key: game.key(),
        name: game.name().map(String::from),
        time_secs: game.clock().elapsed().as_secs(),
        tally: app.tally,
    }
}

/// Opens the statistics screen on the record as it is now.
pub fn open_stats(app: &mut App, storage: &mut Storage) {
    let (entries, problems) = storage.read_record();
    app.screen = Screen::Stats(Box::new(StatsView {
        summary: summarize(&entries),
        problems,
        offset: 0,
    }));
}

/// Scrolls the statistics screen, no further than the line that shows its end
/// (as `measure` finds it on the drawn screen).
pub fn scroll_stats(app: &mut App, scroll: Scroll, measure: &dyn Measure) {
    let Screen::Stats(view) = &app.screen else {
        return;
    };
    let (page, last) = measure.stats_scroll_room(app, view);
    let to = match scroll {
        Scroll::Lines(k) => view.offset.saturating_add_signed(k),
        Scroll::Pages(k) => view.offset.saturating_add_signed(k * page as isize),
        Scroll::Top => 0,
        Scroll::End => last,
    };
    if let Screen::Stats(view) = &mut app.screen {
        view.offset = to.min(last);
    }
}

/// Reads what the game counted on the game just opened (a fresh count for a new
/// game), its warning added to the start's.
pub fn load_tally(app: &mut App, storage: &mut Storage, resumed: bool) {
    let Some(key) = app.session.as_ref().map(Session::key) else {
        return;
    };
    if resumed {
        let (tally, warning) = storage.load_tally(&key);
        app.tally = tally;
        app.warnings.extend(warning);
    } else {
        app.tally = crate::record::Tally::default();
    }
}

/// Writes what the game counted on the game in play, when it changed; a failure
/// is said in the message line.
pub fn save_tally(app: &mut App, storage: &mut Storage) {
    let Some(key) = app.session.as_ref().map(Session::key) else {
        return;
    };
    if let Err(e) = storage.save_tally(&key, &app.tally) {
        app.message = Some((Tone::Warning, format!("hints and mistakes not saved: {e}")));
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::SudokuGame;
    use crate::game::fixtures::{FOUR_SOLUTION, digits, four};
    use crate::record::HintReached;
    use crate::store::Paths;
    use crate::theme::Theme;

    #[test]
    fn a_solve_reaches_the_record_and_the_statistics_screen() {
        let dir = tempfile::tempdir().unwrap();
        let mut storage = Storage::at(Paths::at(dir.path().to_path_buf()));
        let mut app = App::new(Theme::builtin(), None, Vec::new());
        let solution = digits(FOUR_SOLUTION);
        let mut game = SudokuGame::new(None, &four(), Some(solution.clone()));
        for (cell, &d) in solution.iter().enumerate() {
            game.set_cursor(cell);
            game.place(d);
        }
        app.open(game);
        app.tally.count_hint(HintReached::Technique);
        save_tally(&mut app, &mut storage);
        let key = app.session.as_ref().unwrap().key();
        assert_eq!(
            storage.load_tally(&key).0.hints.technique,
            1,
            "kept beside the save"
        );

        record_solve(&mut app, &mut storage);
        record_solve(&mut app, &mut storage);
        assert!(app.tally.recorded);
        open_stats(&mut app, &mut storage);
        let Screen::Stats(view) = &app.screen else {
            panic!("the statistics screen opens");
        };
        assert_eq!(view.problems, Vec::<String>::new());
        assert_eq!(view.summary.solved, 1, "recorded once");
        assert_eq!(view.summary.boards[0].name, "4×4");
        assert_eq!(view.summary.hints_per_puzzle, 1.0);
    }
}
