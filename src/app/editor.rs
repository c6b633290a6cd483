//! The puzzle editor (SPEC §9, §10): a board whose typed digits become the givens
//! of a new puzzle. It starts from the board in play (its givens, and its regions)
//! or from an empty board of a chosen size; leaving it checks the puzzle with the
//! exact solver, says what it found, and starts playing it.
//!
//! Choices where the spec leaves room:
//! - Tab and Shift-Tab step through the board sizes (4, 6, 8, 9, 10, 12, 16, 20,
//!   25 with their default boxes), each time on an empty board; a jigsaw's regions
//!   are kept only while its own size is being edited.
//! - A puzzle with one solution opens as a new game; one with several (or that the
//!   solver's budget could not decide) opens too, with a warning that checks
//!   cannot tell mistakes; one with no solution, with duplicates or with no givens
//!   stays in the editor, with the reason, so it can be fixed. Esc leaves the
//!   editor without changing anything.
//! - The check runs when asked for, on the UI thread, within the solver's usual
//!   budget. `e` on a Kakuro opens the Kakuro editor (`super::kakuro_editor`).

use std::sync::Arc;

use super::{Action, App, Effect, Puzzle, Screen, Session, Tone};
use crate::engine::solver::{SolveStatus, solve};
use crate::engine::{Cell, Digit, Geometry, Position};
use crate::game::SudokuGame;

/// The board sizes the editor offers, in the order Tab steps through them.
pub const SIZES: [usize; 9] = [4, 6, 8, 9, 10, 12, 16, 20, 25];

/// A puzzle being written: its givens so far and the selected cell.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Editor {
    /// The givens typed so far (every placed digit is a given).
    pub position: Position,
    /// The selected cell.
    pub cursor: usize,
}

impl Editor {
    /// An empty board of side `n` with its default boxes (9×9 if `n` has none).
    pub fn empty(n: usize) -> Editor {
        let geometry = Geometry::standard(n)
            .or_else(|_| Geometry::standard(9))
            .expect("9×9 has default boxes");
        Editor {
            position: Position::empty(geometry),
            cursor: 0,
        }
    }

    /// The givens of a board, on its own regions.
    pub fn from_board(puzzle: &Position) -> Editor {
        let givens: Vec<Digit> = (0..puzzle.geometry().cell_count())
            .map(|c| {
                let cell = c as Cell;
                if puzzle.is_given(cell) {
                    puzzle.value(cell)
                } else {
                    0
                }
            })
            .collect();
        Editor {
            position: Position::from_givens(Arc::clone(puzzle.geometry()), &givens),
            cursor: 0,
        }
    }

    /// The board side.
    pub fn n(&self) -> usize {
        self.position.n()
    }

    /// How many givens there are.
    pub fn given_count(&self) -> usize {
        self.position.values().iter().filter(|&&v| v != 0).count()
    }

    /// The board as a game, for drawing: its givens, the cursor.
    pub fn as_game(&self) -> SudokuGame {
        let mut game = SudokuGame::new(None, &self.position, None);
        game.set_cursor(self.cursor);
        game
    }

    fn set(&mut self, digit: Digit) {
        let mut values = self.position.values().to_vec();
        values[self.cursor] = digit;
        self.position = Position::from_givens(Arc::clone(self.position.geometry()), &values);
    }

    fn step(&mut self, dr: isize, dc: isize) {
        let geo = self.position.geometry();
        let n = geo.n() as isize;
        let r = (geo.row_of(self.cursor as Cell) as isize + dr).rem_euclid(n);
        let c = (geo.col_of(self.cursor as Cell) as isize + dc).rem_euclid(n);
        self.cursor = usize::from(geo.cell(r as usize, c as usize));
    }

    fn resize(&mut self, step: isize) {
        let at = SIZES.iter().position(|&s| s == self.n()).unwrap_or(3) as isize;
        let next = SIZES[(at + step).rem_euclid(SIZES.len() as isize) as usize];
        *self = Editor::empty(next);
    }
}

/// Opens the editor on the Sudoku in play (its givens), the Kakuro editor on the
/// Kakuro in play (`super::kakuro_editor`), or with no game, an empty 9×9.
pub fn open(app: &mut App) {
    let editor = match app.session.as_ref() {
        Some(Session::Sudoku(game)) => Editor::from_board(game.start()),
        Some(Session::Kakuro(game)) => {
            let grid = std::sync::Arc::clone(game.grid());
            return super::kakuro_editor::open(app, &grid);
        }
        None => Editor::empty(9),
    };
    app.screen = Screen::Editor(Box::new(editor));
    app.message = Some((
        Tone::Info,
        "editor: type the givens, Enter plays them".into(),
    ));
}

/// Applies an action in the editor.
pub fn update(app: &mut App, action: Action) -> Vec<Effect> {
    let Screen::Editor(editor) = &mut app.screen else {
        return Vec::new();
    };
    match action {
        Action::Move(dr, dc) => editor.step(dr, dc),
        Action::Select(cell) => editor.cursor = usize::from(cell),
        Action::Digit(d) => editor.set(d),
        Action::Erase => editor.set(0),
        Action::EditorSize(step) => {
            editor.resize(step);
            let n = editor.n();
            app.message = Some((Tone::Info, format!("an empty {n}×{n} board")));
        }
        Action::EditorDone => return finish(app),
        Action::Dismiss | Action::Quit => {
            app.screen = Screen::Board;
            app.message = Some((Tone::Info, "left the editor; nothing changed".into()));
        }
        _ => {}
    }
    Vec::new()
}

/// Checks the puzzle: plays it when it has solutions, else says why not.
fn finish(app: &mut App) -> Vec<Effect> {
    let Screen::Editor(editor) = &app.screen else {
        return Vec::new();
    };
    match verdict(&editor.position) {
        Ok((tone, note)) => {
            let puzzle = Box::new(Puzzle::Sudoku(editor.position.clone()));
            app.screen = Screen::Board;
            let save = app.session.is_some().then_some(Effect::SaveGame);
            save.into_iter()
                .chain([Effect::OpenEdited { puzzle, tone, note }])
                .collect()
        }
        Err(why) => {
            app.message = Some((Tone::Warning, why));
            Vec::new()
        }
    }
}

/// What the solver says of a written puzzle: how it opens (its tone and note), or
/// why it cannot be played.
pub fn verdict(position: &Position) -> Result<(Tone, String), String> {
    if position.values().iter().all(|&v| v == 0) {
        return Err("no givens yet: type some digits first".into());
    }
    if let Some(conflict) = position.conflicts().first() {
        return Err(format!(
            "duplicates: {}; fix them first",
            position.describe_conflict(conflict)
        ));
    }
    match solve(position, Default::default()).status {
        SolveStatus::Unique => Ok((Tone::Success, "checked: one solution".into())),
        SolveStatus::Several => Ok((
            Tone::Warning,
            "checked: several solutions (the check cannot tell mistakes)".into(),
        )),
        SolveStatus::Undecided => Ok((
            Tone::Warning,
            "checked: undecided (the solver gave up; it may have several solutions)".into(),
        )),
        SolveStatus::NoSolution => {
            Err("checked: no solution; change the givens (Esc leaves the editor)".into())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::fixtures::{FOUR, digits, four};
    use crate::theme::Theme;

    fn app() -> App {
        let mut app = App::new(Theme::builtin(), None, Vec::new());
        app.open(SudokuGame::new(None, &four(), None));
        app
    }

    fn editor(app: &App) -> &Editor {
        match &app.screen {
            Screen::Editor(e) => e,
            other => panic!("not in the editor: {other:?}"),
        }
    }

    #[test]
    fn it_starts_from_the_board_and_types_givens() {
        let mut a = app();
        open(&mut a);
        assert_eq!(editor(&a).position.values(), digits(FOUR).as_slice());
        update(&mut a, Action::Move(0, 1));
        update(&mut a, Action::Digit(2));
        assert_eq!(editor(&a).position.value(1), 2);
        assert!(editor(&a).position.is_given(1));
        update(&mut a, Action::Erase);
        assert_eq!(editor(&a).given_count(), 8);
    }

    #[test]
    fn sizes_step_through_empty_boards() {
        let mut a = app();
        open(&mut a);
        update(&mut a, Action::EditorSize(1));
        assert_eq!((editor(&a).n(), editor(&a).given_count()), (6, 0));
        update(&mut a, Action::EditorSize(-2));
        assert_eq!(editor(&a).n(), 25);
    }

    #[test]
    fn leaving_checks_and_plays_or_says_why_not() {
        let mut a = app();
        open(&mut a);
        let effects = update(&mut a, Action::EditorDone);
        assert!(matches!(
            effects.as_slice(),
            [Effect::SaveGame, Effect::OpenEdited { tone: Tone::Success, note, .. }]
                if note == "checked: one solution"
        ));
        assert_eq!(a.screen, Screen::Board);

        open(&mut a);
        // A second 1 in row 1 is a duplicate: the editor stays open and says so.
        update(&mut a, Action::Move(0, 1));
        update(&mut a, Action::Digit(1));
        assert!(update(&mut a, Action::EditorDone).is_empty());
        let (_, why) = a.message.clone().unwrap();
        assert!(why.starts_with("duplicates: "), "{why}");
        update(&mut a, Action::Dismiss);
        assert_eq!(a.screen, Screen::Board);

        let empty = Editor::empty(4).position;
        assert!(verdict(&empty).unwrap_err().starts_with("no givens"));
        let mut few = empty.clone();
        few.place(0, 1);
        assert_eq!(verdict(&few).unwrap().0, Tone::Warning);
        // 1 2 . . / . . 3 . / ... : the 4×4 r1c3 and r1c4 need 3 and 4, but column 3 has 3.
        let none = Position::from_givens(Arc::clone(empty.geometry()), &digits("12....3........."));
        assert!(
            verdict(&none)
                .unwrap_err()
                .starts_with("checked: no solution")
        );
    }
}
