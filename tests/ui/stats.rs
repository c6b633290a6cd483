//! The statistics screen (issue 23): the record summed up per board and level,
//! best and median times, hints per puzzle, a sparkline of the last solves, and
//! a line that could not be read of the record, drawn at 80×24.
#![cfg(feature = "tui")]

use kibitz::app::recording::StatsView;
use kibitz::app::{App, Screen};
use kibitz::record::stats::summarize;
use kibitz::record::{Entry, HintsUsed, Ratings, VERSION};
use kibitz::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn solve(board: &str, label: Option<&str>, secs: u64, hints: u32) -> Entry {
    Entry {
        version: VERSION,
        date: "2026-11-26T08:00:00Z".into(),
        kind: if board.starts_with("Kakuro") {
            "kakuro"
        } else {
            "sudoku"
        }
        .into(),
        board: board.into(),
        key: format!("{board}-{secs}"),
        name: None,
        ratings: Ratings {
            diffkey_label: label.map(String::from),
            ..Ratings::default()
        },
        time_secs: secs,
        hints: HintsUsed {
            technique: hints,
            ..HintsUsed::default()
        },
        mistakes: hints % 2,
    }
}

fn screen(app: &App) -> String {
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    terminal.draw(|f| kibitz::ui::draw(f, app)).unwrap();
    terminal.backend().to_string()
}

#[test]
fn the_statistics_screen_sums_up_the_record() {
    let entries = [
        solve("9×9", Some("Medium"), 612, 2),
        solve("4×4", Some("Easiest"), 48, 0),
        solve("9×9", Some("Easy"), 305, 1),
        solve("9×9 jigsaw", Some("Medium"), 901, 3),
        solve("9×9", Some("Medium"), 498, 0),
        solve("Kakuro 8×8", None, 1260, 4),
        solve("16×16", Some("Difficult"), 2710, 5),
        solve("9×9", Some("Easy"), 262, 0),
    ];
    let mut app = App::new(Theme::builtin(), Some("dark"), Vec::new());
    app.screen = Screen::Stats(Box::new(StatsView {
        summary: summarize(&entries),
        problems: vec![
            "record.jsonl: 1 line could not be read (line 9: EOF while parsing); \
                        the file as it was is kept as record.jsonl.damaged-1795680000"
                .into(),
        ],
    }));
    insta::assert_snapshot!(screen(&app));
}

#[test]
fn with_nothing_solved_the_screen_says_how_to_fill_it() {
    let mut app = App::new(Theme::builtin(), Some("dark"), Vec::new());
    app.screen = Screen::Stats(Box::new(StatsView {
        summary: summarize(&[]),
        problems: Vec::new(),
    }));
    let text = screen(&app);
    assert!(text.contains("No puzzle solved yet"), "{text}");
    assert!(text.contains("Esc/%/q back"), "{text}");
}
