//! The chooser (SPEC §10, issue 23): each puzzle's rating, score, DiffKey label,
//! ER estimate and solved mark with its best time, worked out in the background
//! (the chooser shows `…` until they arrive); reopening it selects the game in
//! play, or else the row it was left on; a filter typed narrows the list, and
//! Home/End reach its ends.
#![cfg(feature = "tui")]

use std::time::{Duration, Instant};

use kibitz::app::catalog::Catalog;
use kibitz::app::{Action, App, Puzzle, PuzzleEntry, Screen, update};
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::game::SudokuGame;
use kibitz::store::Paths;
use kibitz::theme::Theme;
use kibitz::ui::Measures;
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
    let mut terminal = Terminal::new(TestBackend::new(80, 10)).unwrap();
    terminal.draw(|f| kibitz::ui::draw(f, app)).unwrap();
    terminal.backend().to_string()
}

#[test]
fn ratings_and_solved_marks_arrive_in_the_background() {
    let home = tempfile::tempdir().unwrap();
    let paths = Paths::at(home.path().to_path_buf());
    let entries = entries();
    // Entry 2 was solved in an earlier game: its save says so, and the record
    // holds its best time.
    let mut solved = game(&entries[1]);
    solve(&mut solved);
    kibitz::store::write_json(&paths.game_file(&solved.key()), &solved.to_saved()).unwrap();
    let mut entry = kibitz::record::make::Solve {
        kind: "sudoku",
        board: "4×4".into(),
        key: solved.key(),
        name: None,
        time_secs: 95,
        tally: Default::default(),
    }
    .entry(Default::default());
    kibitz::store::record::append(&paths, &entry).unwrap();
    entry.time_secs = 75;
    kibitz::store::record::append(&paths, &entry).unwrap();

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
    update(&mut app, Action::OpenChooser, &Measures);
    assert_eq!(app.screen, Screen::Chooser(2), "the game in play");

    // A game not in the list: the chooser opens on the row it was left on.
    let mut other = App::new(Theme::builtin(), Some("dark"), entries[..2].to_vec());
    other.open(game(&entries[3]));
    update(&mut other, Action::OpenChooser, &Measures);
    update(&mut other, Action::ChooserMove(1), &Measures);
    update(&mut other, Action::Dismiss, &Measures);
    update(&mut other, Action::OpenChooser, &Measures);
    assert_eq!(other.screen, Screen::Chooser(1), "the row left");
}

#[test]
fn a_puzzle_solved_in_play_is_marked_at_once() {
    let entries = entries();
    let mut app = App::new(Theme::builtin(), Some("dark"), entries.clone());
    let mut playing = game(&entries[0]);
    solve(&mut playing);
    app.open(playing);
    update(&mut app, Action::OpenChooser, &Measures);
    let text = screen(&app);
    let first = text.lines().nth(2).unwrap();
    assert!(first.contains("4×4  #1") && first.contains('✓'), "{text}");
}

/// An app on the 4×4 entries with every fact worked out.
fn rated_app() -> App {
    let entries = entries();
    let mut app = App::new(Theme::builtin(), Some("dark"), entries.clone());
    app.screen = Screen::Chooser(0);
    app.catalog = Catalog::start(&entries, None, &kibitz::rating::Scores::default());
    let deadline = Instant::now() + Duration::from_secs(30);
    while (0..entries.len()).any(|i| app.catalog.facts(i).er.is_none()) {
        assert!(Instant::now() < deadline, "the ratings arrive");
        std::thread::sleep(Duration::from_millis(5));
    }
    app
}

#[test]
fn a_filter_typed_narrows_the_list_and_esc_clears_it() {
    let mut app = rated_app();
    update(&mut app, Action::FilterStart, &Measures);
    for c in "#3".chars() {
        update(&mut app, Action::FilterChar(c), &Measures);
    }
    assert_eq!(app.screen, Screen::Chooser(2), "the one left is selected");
    insta::assert_snapshot!(screen(&app));
    // A word of a column counts too; every word must be found.
    update(&mut app, Action::FilterBackspace, &Measures);
    update(&mut app, Action::FilterBackspace, &Measures);
    for c in "coarse 0 #4".chars() {
        update(&mut app, Action::FilterChar(c), &Measures);
    }
    assert_eq!(kibitz::app::chooser::visible(&app), [3]);
    for c in "x".chars() {
        update(&mut app, Action::FilterChar(c), &Measures);
    }
    assert!(kibitz::app::chooser::visible(&app).is_empty());
    assert!(screen(&app).contains("no puzzle matches the filter"));
    let effects = update(&mut app, Action::ChooserOpen, &Measures);
    assert!(effects.is_empty(), "nothing to open");
    update(&mut app, Action::Dismiss, &Measures);
    assert_eq!(app.chooser_filter, None);
    assert_eq!(kibitz::app::chooser::visible(&app).len(), 4);
}

#[test]
fn home_and_end_reach_the_ends_of_the_list() {
    let mut app = rated_app();
    update(&mut app, Action::ChooserLast, &Measures);
    assert_eq!(app.screen, Screen::Chooser(3));
    update(&mut app, Action::ChooserFirst, &Measures);
    assert_eq!(app.screen, Screen::Chooser(0));
}
