//! Rendering snapshots of the Kakuro game (SPEC §8, §10), drawn with ratatui's
//! `TestBackend`: clue squares as `D\R` text, black squares, digits and candidates,
//! the panel with the ATK profile and the selected cell's combinations, a staged
//! hint with its cells highlighted, the help and the too-small message; every
//! corpus Kakuro in 120×40, its view scrolled to the far corner.
#![cfg(feature = "tui")]

use crate::common;

use kibitz::app::{Action, App, update};
use kibitz::game::KakuroGame;
use kibitz::kakuro::{KakuroPuzzle, read_kakuro_file};
use kibitz::theme::Theme;
use kibitz::ui::Measures;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The first bundled Kakuro of `file`, opened with the dark theme and a held clock.
fn app_with(file: &str) -> App {
    let path = format!("{}/puzzles/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("bundled file");
    let puzzle = read_kakuro_file(&text, file)
        .into_iter()
        .next()
        .expect("a puzzle")
        .expect("readable");
    app_for(&puzzle)
}

/// A Kakuro opened with the dark theme and a held clock.
fn app_for(puzzle: &KakuroPuzzle) -> App {
    let mut game = KakuroGame::for_puzzle(puzzle);
    game.clock_mut().hold();
    let mut app = App::new(Theme::builtin(), Some("dark"), Vec::new());
    app.open(game);
    common::screen::settle(&mut app);
    app
}

fn render(app: &App, width: u16, height: u16) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("terminal");
    terminal.draw(|f| kibitz::ui::draw(f, app)).expect("draw");
    terminal
}

fn screen(app: &App, width: u16, height: u16) -> String {
    render(app, width, height).backend().to_string()
}

fn act(app: &mut App, actions: &[Action]) {
    for &a in actions {
        update(app, a, &Measures);
        common::screen::settle(app);
    }
}

/// Two digits, one pencilled cell, a filled row of candidates, the cursor moved on.
fn played() -> App {
    let mut app = app_with("kakuro/small.txt");
    act(
        &mut app,
        &[
            Action::Digit(9),
            Action::Move(0, 1),
            Action::Digit(5),
            Action::Move(1, 0),
            Action::TogglePencil,
            Action::Digit(1),
            Action::Digit(4),
            Action::Digit(8),
            Action::TogglePencil,
            Action::Move(1, 0),
        ],
    );
    app
}

#[test]
fn kakuro_board_with_clues_digits_and_candidates() {
    let app = played();
    let text = screen(&app, 120, 40);
    for clue in ["15\\", "\\14", "18\\5", "14\\23", "\\7"] {
        assert!(text.contains(clue), "{clue} is drawn");
    }
    insta::assert_snapshot!(text);
}

#[test]
fn kakuro_compact_board_with_filled_candidates() {
    let mut app = played();
    act(&mut app, &[Action::FillCandidates]);
    insta::assert_snapshot!(screen(&app, 80, 24));
}

#[test]
fn kakuro_panel_shows_the_profile_and_the_cells_combinations() {
    let app = played();
    let text = screen(&app, 120, 40);
    for line in [
        "ATK profile",
        "MRL",
        "ACRL",
        "NCELL",
        "Rating",
        "Runs of the cell",
    ] {
        assert!(text.contains(line), "{line} is shown");
    }
    let panel: String = text
        .lines()
        .map(|l| {
            l.chars()
                .skip(51)
                .collect::<String>()
                .trim_end()
                .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n");
    insta::assert_snapshot!(panel);
}

#[test]
fn kakuro_staged_hint_highlights_its_cells() {
    let mut app = app_with("kakuro/small.txt");
    act(&mut app, &[Action::Hint]);
    let technique = screen(&app, 120, 40);
    act(&mut app, &[Action::Hint]);
    let terminal = render(&app, 120, 40);
    let game = app.kakuro().unwrap();
    let hint = &app.hint.as_ref().expect("a hint is shown").step;
    let name = hint.name();
    assert!(technique.contains(name));
    let layout =
        kibitz::ui::kakuro_layout::game_layout(game, ratatui::layout::Rect::new(0, 0, 120, 40))
            .unwrap();
    let selected = app.theme().selected.bg;
    for cell in hint.cells() {
        let (r, c) = game.grid().position_of(cell);
        let pos = (layout.grid.col_x(c), layout.grid.row_y(r));
        assert_eq!(terminal.backend().buffer()[pos].bg, selected.unwrap());
    }
    act(&mut app, &[Action::Hint]);
    insta::assert_snapshot!(screen(&app, 120, 40));
}

#[test]
fn kakuro_help_lists_the_hint_keys() {
    let mut app = app_with("kakuro/small.txt");
    act(&mut app, &[Action::ToggleHelp]);
    let text = screen(&app, 120, 40);
    assert!(text.contains("apply the hint shown"));
    insta::assert_snapshot!(text);
}

#[test]
fn kakuro_too_small_message() {
    let app = app_with("kakuro/medium.txt");
    let text = screen(&app, 50, 12);
    assert!(text.contains("Kakuro needs at least"));
    insta::assert_snapshot!(text);
}

/// Checks that the board of `app` is drawn in `width`×`height` without cutting
/// anything: the layout fits beside the panel, the cursor's square is in view with
/// the cursor on it, no square is half drawn, and the panel is there.
fn assert_fits(app: &App, width: u16, height: u16, what: &str) {
    let area = ratatui::layout::Rect::new(0, 0, width, height);
    let game = app.kakuro().unwrap();
    let layout = kibitz::ui::kakuro_layout::game_layout(game, area)
        .unwrap_or_else(|needed| panic!("{what}: too small, needs {needed:?}"));
    let g = &layout.grid;
    assert!(
        g.size.0 + 1 + kibitz::ui::layout::PANEL_MIN.0 <= width && g.size.1 <= height,
        "{what}: {:?} does not fit",
        g.size
    );
    let (r, c) = game.grid().position_of(game.cursor());
    assert!(g.shows(r, c), "{what}: the cursor r{r}c{c} is out of view");
    let terminal = render(app, width, height);
    let buf = terminal.backend().buffer();
    let cursor = app.theme().cursor.bg.unwrap();
    assert_eq!(
        buf[(g.col_x(c), g.row_y(r))].bg,
        cursor,
        "{what}: cursor drawn"
    );
    // The view's bottom-right corner is a line junction, so its last squares are whole.
    let corner = buf[(g.origin.0 + g.size.0 - 1, g.origin.1 + g.size.1 - 1)].symbol();
    assert!("┘┤┴┼".contains(corner), "{what}: corner {corner:?}");
    let text = terminal.backend().to_string();
    assert!(
        text.contains("kibitz") && text.contains("Filled"),
        "{what}: panel"
    );
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn every_corpus_kakuro_plays_in_120x40_scrolled_to_its_far_corner() {
    let Some(text) = common::corpus_file(
        "every_corpus_kakuro_plays_in_120x40",
        "kakuro/janko_kakuro.txt",
    ) else {
        return;
    };
    let mut scrolled = 0;
    for (i, puzzle) in read_kakuro_file(&text, "janko_kakuro.txt")
        .into_iter()
        .enumerate()
    {
        let puzzle = puzzle.expect("a readable corpus Kakuro");
        let mut app = app_for(&puzzle);
        let what = format!(
            "puzzle {} ({}×{})",
            i + 1,
            puzzle.grid.width(),
            puzzle.grid.height()
        );
        assert_fits(&app, 120, 40, &what);
        let last = puzzle.grid.cell_count() - 1;
        act(&mut app, &[Action::Select(last as u16)]);
        assert_fits(&app, 120, 40, &format!("{what}, far corner"));
        let game = app.kakuro().unwrap();
        let area = ratatui::layout::Rect::new(0, 0, 120, 40);
        let layout = kibitz::ui::kakuro_layout::game_layout(game, area).unwrap();
        scrolled += usize::from(!layout.grid.is_whole());
    }
    assert!(scrolled > 0, "some corpus Kakuro needs the scrolling view");
}

#[test]
fn the_bundled_kakuros_play_in_80x24() {
    for file in ["kakuro/small.txt", "kakuro/medium.txt"] {
        let path = format!("{}/puzzles/{file}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).expect("bundled file");
        for puzzle in read_kakuro_file(&text, file) {
            let mut app = app_for(&puzzle.expect("readable"));
            assert_fits(&app, 80, 24, file);
            let last = app.kakuro().unwrap().grid().cell_count() - 1;
            act(&mut app, &[Action::Select(last as u16)]);
            assert_fits(&app, 80, 24, &format!("{file}, far corner"));
        }
    }
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn a_scrolled_view_shows_arrows_where_the_grid_goes_on() {
    let Some(text) = common::corpus_file("a_scrolled_view_shows_arrows", "kakuro/janko_kakuro.txt")
    else {
        return;
    };
    let largest = read_kakuro_file(&text, "janko_kakuro.txt")
        .into_iter()
        .filter_map(Result::ok)
        .max_by_key(|p| p.grid.width() * p.grid.height())
        .expect("corpus Kakuros");
    let mut app = app_for(&largest);
    let last = largest.grid.cell_count() - 1;
    act(&mut app, &[Action::Select(last as u16)]);
    let text = screen(&app, 120, 40);
    assert!(text.contains('▲') && text.contains('◀'), "{text}");
    assert!(!text.contains('▼') && !text.contains('▶'), "{text}");
    insta::assert_snapshot!(text);
}

#[test]
fn a_large_kakuro_draws_or_says_it_is_too_small_at_any_size() {
    use kibitz::kakuro::read_kakuro;
    // 12 × 16 copies of a 3×3 puzzle: a 48×36 grid.
    let tile = [["#", "4\\", "3\\"], ["\\3", ".", "."], ["\\4", ".", "."]];
    let text: String = (0..36)
        .map(|r| {
            let row: Vec<&str> = (0..48).map(|c| tile[r % 3][c % 3]).collect();
            row.join(" ") + "\n"
        })
        .collect();
    let mut app = app_for(&read_kakuro(&text, "tiled").expect("a valid grid"));
    let last = app.kakuro().unwrap().grid().cell_count() as u16 - 1;
    for cursor in [0, last / 2, last] {
        act(&mut app, &[Action::Select(cursor)]);
        for (w, h) in [
            (200, 80),
            (120, 40),
            (80, 24),
            (48, 16),
            (47, 16),
            (40, 12),
            (1, 1),
        ] {
            let text = screen(&app, w, h);
            if (w, h) >= (48, 16) {
                assert_fits(&app, w, h, &format!("{w}×{h}, cell {cursor}"));
            } else if w >= 45 {
                assert!(text.contains("too small"), "{w}×{h}:\n{text}");
            }
        }
    }
}

/// A hint in its three stages on a hand-checked grid where the first step is
/// arithmetic: the down 10 in two = 1+9 needs a 1 and 2+8 a 2, which its cells
/// (after their crossing runs) cannot take, so only 3+7 or 4+6 remain and 8 and
/// 9 leave both its cells. Each stage is a snapshot: the
/// technique with what to look for, the run to look at, the step with its sums.
#[test]
fn kakuro_hint_stages_show_the_arithmetic() {
    let puzzle = kibitz::kakuro::read_kakuro(
        "#   10\\ 17\\ 15\\\n\\22 .   .   .\n\\20 .   .   .\n",
        "hand",
    )
    .expect("readable");
    let mut app = app_for(&puzzle);
    for stage in ["technique", "cells", "step"] {
        act(&mut app, &[Action::Hint]);
        let text = screen(&app, 120, 40);
        insta::assert_snapshot!(format!("kakuro_hint_stage_{stage}"), text);
    }
    let step = &app.hint.as_ref().expect("a hint is shown").step;
    assert_eq!(step.name(), "Required digits");
}
