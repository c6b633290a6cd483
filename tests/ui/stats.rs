//! The statistics screen (issue 23): the record summed up per board and level,
//! best and median times, hints per puzzle, a sparkline of the last solves, and
//! a line that could not be read of the record, drawn at 80×24; and on a
//! terminal shorter than the screen, scrolled with its keys and marks.
#![cfg(feature = "tui")]

use kibitz::app::recording::StatsView;
use kibitz::app::{Action, App, Screen, Scroll, update};
use kibitz::record::stats::summarize;
use kibitz::record::{Entry, HintsUsed, Ratings, VERSION};
use kibitz::theme::Theme;
use kibitz::ui::Measures;
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
    screen_of(app, 80, 24)
}

fn screen_of(app: &App, width: u16, height: u16) -> String {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal.draw(|f| kibitz::ui::draw(f, app)).unwrap();
    terminal.backend().to_string()
}

fn entries() -> [Entry; 8] {
    [
        solve("9×9", Some("Medium"), 612, 2),
        solve("4×4", Some("Easiest"), 48, 0),
        solve("9×9", Some("Easy"), 305, 1),
        solve("9×9 jigsaw", Some("Medium"), 901, 3),
        solve("9×9", Some("Medium"), 498, 0),
        solve("Kakuro 8×8", None, 1260, 4),
        solve("16×16", Some("Difficult"), 2710, 5),
        solve("9×9", Some("Easy"), 262, 0),
    ]
}

#[test]
fn the_statistics_screen_sums_up_the_record() {
    let entries = entries();
    let mut app = App::new(Theme::builtin(), Some("dark"), Vec::new());
    app.screen = Screen::Stats(Box::new(StatsView {
        summary: summarize(&entries),
        problems: vec![
            "record.jsonl: 1 line could not be read (line 9: EOF while parsing); \
                        the file as it was is kept as record.jsonl.damaged-1795680000"
                .into(),
        ],
        offset: 0,
    }));
    insta::assert_snapshot!(screen(&app));
}

#[test]
fn with_nothing_solved_the_screen_says_how_to_fill_it() {
    let mut app = App::new(Theme::builtin(), Some("dark"), Vec::new());
    app.screen = Screen::Stats(Box::new(StatsView {
        summary: summarize(&[]),
        problems: Vec::new(),
        offset: 0,
    }));
    let text = screen(&app);
    assert!(text.contains("No puzzle solved yet"), "{text}");
    assert!(text.contains("Esc/%/q back"), "{text}");
}

fn offset(app: &App) -> usize {
    match &app.screen {
        Screen::Stats(view) => view.offset,
        _ => panic!("the statistics screen stays open"),
    }
}

#[test]
fn a_short_terminal_scrolls_the_screen_with_marks_above_and_below() {
    let mut app = App::new(Theme::builtin(), Some("dark"), Vec::new());
    app.size = (60, 12);
    app.screen = Screen::Stats(Box::new(StatsView {
        summary: summarize(&entries()),
        problems: Vec::new(),
        offset: 0,
    }));
    // 22 lines below the title, 10 shown at a time: the last offset is 12.
    let top = screen_of(&app, 60, 12);
    assert!(top.contains("1–10 of 22, more below"), "{top}");
    assert!(top.contains('▼') && !top.contains('▲'), "{top}");
    update(&mut app, Action::StatsScroll(Scroll::Lines(3)), &Measures);
    assert_eq!(offset(&app), 3);
    insta::assert_snapshot!(screen_of(&app, 60, 12));
    update(&mut app, Action::StatsScroll(Scroll::Pages(1)), &Measures);
    assert_eq!(offset(&app), 12, "a page down stops at the end");
    let end = screen_of(&app, 60, 12);
    assert!(end.contains("13–22 of 22, the end"), "{end}");
    assert!(end.contains('▲') && !end.contains('▼'), "{end}");
    update(&mut app, Action::StatsScroll(Scroll::Lines(-1)), &Measures);
    assert_eq!(offset(&app), 11);
    update(&mut app, Action::StatsScroll(Scroll::Top), &Measures);
    assert_eq!(offset(&app), 0);
    update(&mut app, Action::StatsScroll(Scroll::End), &Measures);
    assert_eq!(offset(&app), 12);
    update(&mut app, Action::StatsScroll(Scroll::Pages(-5)), &Measures);
    assert_eq!(offset(&app), 0, "a page up stops at the top");
}
