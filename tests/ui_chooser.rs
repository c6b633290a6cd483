//! The chooser (SPEC §10): each puzzle's rating and solved mark, worked out in the
//! background (the chooser shows `…` until they arrive), and reopening it selects
//! the game in play, or else the row it was left on.
#![cfg(feature = "tui")]

use std::time::{Duration, Instant};

use kibitz::app::catalog::Catalog;
use kibitz::app::{Action, App, Puzzle, PuzzleEntry, Screen, update};
use kibitz::config::Paths;
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::game::SudokuGame;
use kibitz::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The puzzles of the bundled 4×4 file as chooser entries.
fn entries() -> Vec<PuzzleEntry> {
    let text = std::fs::read_to_string("puzzles/sizes/4x4.txt").unwrap();
    read_sudoku(&text, "4x4.txt", &ReadOptions::default())
        .map(|p| {
            let p = p.unwrap();
            PuzzleEntry {
                label: format!("4×4  {}", p.name.clone().unwrap()),
                name: p.name,
                puzzle: Puzzle::Sudoku(p.position),
            }
        })
        .take(4)
        .collect()
}

fn game(entry: &PuzzleEntry) -> SudokuGame {
    let Puzzle::Sudoku(position) = &entry.puzzle else {
        unreachable!("the 4×4 file holds Sudoku")
    };
    let solution = kibitz::engine::solver::unique_solution(position);
    let mut game = SudokuGame::new(entry.name.clone(), position, solution);
    game.clock_mut().hold();
    game
}

fn solve(game: &mut SudokuGame) {
    let solution = game.solution().unwrap().to_vec();
    for (cell, &d) in solution.iter().enumerate() {
        game.set_cursor(cell);
        game.place(d);
    }
    assert!(game.is_solved());
}

fn screen(app: &App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(60, 10)).unwrap();
    terminal.draw(|f| kibitz::ui::draw(f, app)).unwrap();
    terminal.backend().to_string()
}

#[test]
fn ratings_and_solved_marks_arrive_in_the_background() {
    let home = tempfile::tempdir().unwrap();
    let paths = Paths::at(home.path().to_path_buf());
    let entries = entries();
    // Entry 2 was solved in an earlier game: its save says so.
    let mut solved = game(&entries[1]);
    solve(&mut solved);
    kibitz::store::write_json(&paths.game_file(&solved.key()), &solved.to_saved()).unwrap();

    let mut app = App::new(Theme::builtin(), Some("dark"), entries.clone());
    app.screen = Screen::Chooser(0);
    app.catalog = Catalog::start(&entries, Some(&paths), &kibitz::rating::Scores::default());
    let deadline = Instant::now() + Duration::from_secs(30);
    // The ER estimates come last, after every other rating.
    while (0..entries.len()).any(|i| app.catalog.facts(i).er.is_none()) {
        assert!(Instant::now() < deadline, "the ratings arrive");
        std::thread::sleep(Duration::from_millis(5));
    }
    insta::assert_snapshot!(screen(&app));
}

#[test]
fn reopening_selects_the_game_in_play_or_the_row_left() {
    let entries = entries();
    let mut app = App::new(Theme::builtin(), Some("dark"), entries.clone());
    app.open(game(&entries[2]));
    update(&mut app, Action::OpenChooser);
    assert_eq!(app.screen, Screen::Chooser(2), "the game in play");

    // A game not in the list: the chooser opens on the row it was left on.
    let mut other = App::new(Theme::builtin(), Some("dark"), entries[..2].to_vec());
    other.open(game(&entries[3]));
    update(&mut other, Action::OpenChooser);
    update(&mut other, Action::ChooserMove(1));
    update(&mut other, Action::Dismiss);
    update(&mut other, Action::OpenChooser);
    assert_eq!(other.screen, Screen::Chooser(1), "the row left");
}

#[test]
fn a_puzzle_solved_in_play_is_marked_at_once() {
    let entries = entries();
    let mut app = App::new(Theme::builtin(), Some("dark"), entries.clone());
    let mut playing = game(&entries[0]);
    solve(&mut playing);
    app.open(playing);
    update(&mut app, Action::OpenChooser);
    let text = screen(&app);
    let first = text.lines().nth(2).unwrap();
    assert!(first.contains("4×4  #1") && first.contains('✓'), "{text}");
}
