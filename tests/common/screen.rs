//! The app driven as the event loop drives it, for the screen tests of the small
//! panel screens (editor, new-puzzle form): a held 4×4, key presses with their
//! effects carried out, and the screen as text.

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use kibitz::app::App;
use kibitz::app::effects::perform;
use kibitz::app::storage::Storage;
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::game::SudokuGame;
use kibitz::store::Paths;
use kibitz::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The 4×4 whose solution is 1234 3412 4321 2143, less its first row's 1 and 3.
pub const FOUR: &str = ".2.43412432121.3";

/// An app playing [`FOUR`] with its clock held, in the dark theme.
pub fn four_by_four_app() -> App {
    let puzzle = read_sudoku(FOUR, "four", &ReadOptions::default())
        .next()
        .unwrap()
        .unwrap();
    let mut app = App::new(Theme::builtin(), Some("dark"), Vec::new());
    let mut game = SudokuGame::new(Some("four".into()), &puzzle.position, None);
    game.clock_mut().hold();
    app.open(game);
    app
}

/// [`four_by_four_app`] with storage in a fresh temporary folder, which lives as
/// long as the returned handle.
pub fn four_by_four_with_storage() -> (tempfile::TempDir, Storage, App) {
    let home = tempfile::tempdir().unwrap();
    let storage = Storage::at(Paths::at(home.path().to_path_buf()));
    (home, storage, four_by_four_app())
}

/// Presses keys (Shift with BackTab), carrying out the effects as the event loop
/// does.
pub fn press(app: &mut App, storage: &mut Storage, keys: &[KeyCode]) {
    for &code in keys {
        let modifiers = if code == KeyCode::BackTab {
            KeyModifiers::SHIFT
        } else {
            KeyModifiers::NONE
        };
        if let Some(action) = app.key_action(&KeyEvent::new(code, modifiers)) {
            perform(app, storage, action, &kibitz::ui::Measures);
        }
    }
}

/// The screen at 80×24, as text.
pub fn screen(app: &App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| kibitz::ui::draw(f, app)).unwrap();
    terminal.backend().to_string()
}

/// Does the rating workers' job (Sudoku's and Kakuro's) in the test's own
/// thread until the coach has the current position.
pub fn settle(app: &mut App) {
    while let Some(request) = app.sync_coach() {
        app.receive(kibitz::app::coach::assess_now(&request));
    }
    while let Some(request) = app.sync_kakuro_coach() {
        app.receive_kakuro(kibitz::app::kakuro_coach::assess_kakuro(&request));
    }
}

/// Carries out `actions`, each followed by the rating of the position it leaves.
pub fn act(app: &mut App, actions: &[kibitz::app::Action]) {
    for &a in actions {
        kibitz::app::update(app, a, &kibitz::ui::Measures);
        settle(app);
    }
}

/// Puzzle `index` (from 0) of a bundled file in `puzzles/`, as a game named
/// `FILE #k` with its clock held.
pub fn bundled_game(file: &str, index: usize) -> SudokuGame {
    let path = format!("{}/puzzles/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("bundled file");
    let puzzle = read_sudoku(&text, file, &ReadOptions::default())
        .nth(index)
        .expect("a puzzle")
        .expect("readable");
    let name = format!("{file} #{}", index + 1);
    let mut game = SudokuGame::new(Some(name), &puzzle.position, None);
    game.clock_mut().hold();
    game
}
