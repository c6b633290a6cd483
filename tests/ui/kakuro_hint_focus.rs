//! A large Kakuro's view follows the hint (SPEC §8, §10): at 80×24 a grid too
//! large for the screen is a window that follows the cursor; once a hint shows
//! its cells (stage 2), the window moves to them, and `@` takes the cursor
//! there. Kept as insta snapshots on the 46×31 Janko Kakuro of the corpus (read
//! from `../shared/corpus`, which carries no licence to copy it into the
//! project, so the test is skipped without it) and on a 45×30 grid the test
//! builds itself, which always runs.
#![cfg(feature = "tui")]

use crate::common;

use kibitz::app::{Action, App, update};
use kibitz::game::KakuroGame;
use kibitz::kakuro::{KakuroPuzzle, read_kakuro, read_kakuro_file};
use kibitz::theme::Theme;
use kibitz::ui::Measures;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::layout::Rect;

const SCREEN: (u16, u16) = (80, 24);

/// A Kakuro opened in the dark theme, a held clock, the cursor on its last
/// white cell (the far corner from where the first hints are).
fn app_in_the_corner(puzzle: &KakuroPuzzle) -> App {
    let mut game = KakuroGame::for_puzzle(puzzle);
    game.clock_mut().hold();
    let mut app = App::new(Theme::builtin(), Some("dark"), Vec::new());
    app.size = SCREEN;
    let last = puzzle.grid.cell_count() - 1;
    app.open(game);
    update(&mut app, Action::Select(last as u16), &Measures);
    app
}

fn screen(app: &App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(SCREEN.0, SCREEN.1)).expect("terminal");
    terminal.draw(|f| kibitz::ui::draw(f, app)).expect("draw");
    terminal.backend().to_string()
}

/// Whether the window at 80×24 shows every cell of the hint shown.
fn hint_in_view(app: &App) -> bool {
    let game = app.kakuro().unwrap();
    let area = Rect::new(0, 0, SCREEN.0, SCREEN.1);
    let layout = kibitz::ui::kakuro_layout(app, game, area).unwrap().grid;
    let cells = app.hint.as_ref().unwrap().step.cells();
    cells.iter().all(|&c| {
        let (r, col) = game.grid().position_of(c);
        layout.shows(r, col)
    })
}

/// Asks for a hint's first two stages, checking the view moves at the second,
/// then jumps the cursor to its first cell; the screen at stage 2.
fn follow_the_hint(app: &mut App) -> String {
    update(app, Action::Hint, &Measures);
    assert!(
        !hint_in_view(app),
        "the hint starts off screen, by the cursor's corner"
    );
    update(app, Action::Hint, &Measures);
    assert!(
        hint_in_view(app),
        "stage 2 brings the hint's cells into view"
    );
    let text = screen(app);
    let first = app.hint.as_ref().unwrap().step.cells()[0];
    update(app, Action::JumpToHint, &Measures);
    assert_eq!(
        app.kakuro().unwrap().cursor(),
        first,
        "@ goes to the first cell"
    );
    assert!(hint_in_view(app), "and the view stays on it");
    text
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn the_view_scrolls_to_the_hint_on_the_46x31_janko_at_80x24() {
    let test = "the_view_scrolls_to_the_hint_on_the_46x31_janko_at_80x24";
    let Some(text) = common::corpus_file(test, "kakuro/janko_kakuro.txt") else {
        return;
    };
    let puzzle = read_kakuro_file(&text, "janko_kakuro.txt")
        .into_iter()
        .filter_map(Result::ok)
        .find(|p| (p.grid.width(), p.grid.height()) == (46, 31))
        .expect("the corpus has a 46×31 Kakuro");
    let mut app = app_in_the_corner(&puzzle);
    insta::assert_snapshot!(follow_the_hint(&mut app));
}

/// A 45×30 grid of copies of a 3×3 Kakuro (each has one solution: 1 2 / 3 1).
fn tiled() -> KakuroPuzzle {
    let tile = [["#", "4\\", "3\\"], ["\\3", ".", "."], ["\\4", ".", "."]];
    let text: String = (0..30)
        .map(|r| {
            let row: Vec<&str> = (0..45).map(|c| tile[r % 3][c % 3]).collect();
            row.join(" ") + "\n"
        })
        .collect();
    read_kakuro(&text, "tiled").expect("readable")
}

#[test]
fn the_view_scrolls_to_the_hint_on_a_built_45x30_at_80x24() {
    let mut app = app_in_the_corner(&tiled());
    insta::assert_snapshot!(follow_the_hint(&mut app));
}
