//! Rendered screens (SPEC §10) with ratatui's TestBackend and insta snapshots: a
//! board of every kind (4×4, 6×6, 9×9, 16×16, 25×25, jigsaw), candidates as mini
//! grids and compact, conflicts, the help (its keys' pages at 80×24, then the
//! legend of the ratings), a 25×25 scrolled with the cursor at 80×24 and the
//! too-small message; plus checks that each kind of cell gets its own theme style.
#![cfg(feature = "tui")]

use kibitz::app::{Action, App, Puzzle, PuzzleEntry, Screen, update};
use kibitz::engine::solver::unique_solution;
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::game::SudokuGame;
use kibitz::theme::Theme;
use kibitz::ui::Measures;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// The first puzzle of a bundled file, opened in an app with the dark theme.
fn app_with(file: &str) -> App {
    let path = format!("{}/puzzles/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).expect("bundled file");
    let puzzle = read_sudoku(&text, file, &ReadOptions::default())
        .next()
        .expect("a puzzle")
        .expect("readable");
    let entry = PuzzleEntry {
        label: file.into(),
        name: puzzle.name.clone(),
        puzzle: Puzzle::Sudoku(puzzle.position.clone()),
    };
    let mut app = App::new(Theme::builtin(), Some("dark"), vec![entry]);
    let solution = unique_solution(&puzzle.position);
    let mut game = SudokuGame::new(Some(file.to_string()), &puzzle.position, solution);
    game.clock_mut().hold();
    app.open(game);
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
    }
}

#[test]
fn board_4x4() {
    let mut app = app_with("sizes/4x4.txt");
    act(&mut app, &[Action::Select(0), Action::Digit(3)]);
    insta::assert_snapshot!(screen(&app, 80, 24));
}

#[test]
fn board_6x6_with_candidate_mini_grids() {
    let mut app = app_with("sizes/6x6.txt");
    act(&mut app, &[Action::FillCandidates, Action::Move(1, 1)]);
    insta::assert_snapshot!(screen(&app, 100, 30));
}

#[test]
fn board_9x9_compact() {
    let app = app_with("sudoku9/easy.txt");
    insta::assert_snapshot!(screen(&app, 80, 24));
}

#[test]
fn board_9x9_candidates_spaced_mini_grid() {
    let mut app = app_with("sudoku9/easy.txt");
    act(&mut app, &[Action::FillCandidates, Action::Select(40)]);
    insta::assert_snapshot!(screen(&app, 110, 38));
}

#[test]
fn board_9x9_candidates_compact() {
    let mut app = app_with("sudoku9/easy.txt");
    act(&mut app, &[Action::FillCandidates]);
    insta::assert_snapshot!(screen(&app, 80, 24));
}

#[test]
fn board_9x9_conflicts_and_a_checked_mistake() {
    let mut app = app_with("sudoku9/easy.txt");
    // r1c1 is empty; 5 is a given in r1c2, so placing 5 conflicts in row and box.
    act(
        &mut app,
        &[Action::Select(0), Action::Digit(5), Action::Check],
    );
    let text = screen(&app, 80, 24);
    assert!(text.contains("1 digit is wrong: r1c1"));
    insta::assert_snapshot!(text);
}

#[test]
fn board_16x16() {
    let app = app_with("sizes/16x16.txt");
    insta::assert_snapshot!(screen(&app, 100, 40));
}

#[test]
fn board_25x25() {
    let app = app_with("sizes/25x25.txt");
    insta::assert_snapshot!(screen(&app, 100, 34));
}

#[test]
fn board_jigsaw_9x9() {
    let app = app_with("jigsaw/9x9.txt");
    insta::assert_snapshot!(screen(&app, 80, 24));
}

#[test]
fn board_jigsaw_6x6_candidates() {
    let mut app = app_with("jigsaw/6x6.txt");
    act(&mut app, &[Action::FillCandidates]);
    insta::assert_snapshot!(screen(&app, 100, 30));
}

#[test]
fn help_screen() {
    let mut app = app_with("sizes/16x16.txt");
    act(&mut app, &[Action::ToggleHelp]);
    insta::assert_snapshot!(screen(&app, 100, 40));
}

/// The help at 80×24 (SPEC §10): a page at a time, saying which page it is and
/// how to turn them, and every key's text is on one of the keys' pages.
#[test]
fn the_help_pages_at_80x24() {
    let mut app = app_with("sudoku9/easy.txt");
    act(&mut app, &[Action::ToggleHelp]);
    let pages = kibitz::ui::help_pages(&app);
    let first = screen(&app, 80, 24);
    assert!(first.contains(&format!("page 1 of {pages}")), "{first}");
    insta::assert_snapshot!("help_page_first_80x24", first.clone());
    let mut keys = vec![first];
    loop {
        act(&mut app, &[Action::HelpPage(1)]);
        let page = screen(&app, 80, 24);
        if !page.contains(" Keys ") {
            break;
        }
        keys.push(page);
    }
    let last = keys.last().unwrap();
    let count = keys.len();
    assert!(
        count > 1 && last.contains(&format!("page {count} of {pages}")),
        "{last}"
    );
    insta::assert_snapshot!("help_page_last_80x24", last);
    let all = keys.concat();
    for (_, help) in kibitz::app::keymap::help_lines(9) {
        let start: Vec<&str> = help.split_whitespace().take(2).collect();
        assert!(all.contains(&start.join(" ")), "{help:?} is on no page");
    }
    act(&mut app, &[Action::HelpPage(-1)]);
    act(&mut app, &[Action::HelpPage(-1)]);
    assert!(screen(&app, 80, 24).contains(&format!("page {} of", count - 1)));
    act(&mut app, &[Action::Dismiss]);
    assert_eq!(app.screen, Screen::Board);
}

/// After the keys' pages, the legend of the ratings at 80×24: two pages, each
/// line whole, turned by the same keys, past the last page the last.
#[test]
fn the_legend_of_the_ratings_follows_the_keys_at_80x24() {
    let mut app = app_with("sudoku9/medium.txt");
    act(&mut app, &[Action::ToggleHelp]);
    let pages = kibitz::ui::help_pages(&app);
    let mut legend = Vec::new();
    for page in 1..=pages + 1 {
        let text = screen(&app, 80, 24);
        if !text.contains(" Keys ") {
            assert!(text.contains(" Ratings "), "{text}");
            let at = page.min(pages);
            assert!(text.contains(&format!("page {at} of {pages}")), "{text}");
            legend.push(text);
        }
        act(&mut app, &[Action::HelpPage(1)]);
    }
    assert_eq!(legend.pop().as_ref(), legend.last(), "the last page stays");
    assert_eq!(legend.len(), 2, "the legend takes two pages");
    let all = legend.concat();
    for line in kibitz::rating::legend::LEGEND.lines() {
        assert!(all.contains(line), "{line:?} is on no page");
    }
    for (i, text) in legend.iter().enumerate() {
        insta::assert_snapshot!(format!("help_legend_page_{}_80x24", i + 1), text);
    }
}

#[test]
fn too_small_message() {
    let app = app_with("sizes/25x25.txt");
    let text = screen(&app, 40, 12);
    assert!(text.contains("needs at least 34×16"));
    insta::assert_snapshot!(text);
}

/// A 25×25 at 80×24 (SPEC §10, boards too large scroll with the cursor): a
/// window of the board around the cursor, which follows it to the far corner.
#[test]
fn a_25x25_at_80x24_scrolls_with_the_cursor() {
    let mut app = app_with("sizes/25x25.txt");
    let top = screen(&app, 80, 24);
    assert!(top.contains("rows 1-"), "{top}");
    assert!(!top.contains("too small"), "{top}");
    act(&mut app, &[Action::Move(-1, -1)]);
    assert_eq!(app.sudoku().unwrap().cursor(), 624, "r25c25");
    let corner = screen(&app, 80, 24);
    assert!(
        corner.contains("-25, columns ") && corner.contains("-25 of 25"),
        "{corner}"
    );
    assert!(corner.contains('▲') && corner.contains('◀'), "{corner}");
    insta::assert_snapshot!(corner);
}

#[test]
fn chooser() {
    let mut app = app_with("sudoku9/medium.txt");
    app.collection = (1..=30)
        .map(|i| PuzzleEntry {
            label: format!("puzzle {i}"),
            ..app.collection[0].clone()
        })
        .collect();
    act(&mut app, &[Action::OpenChooser, Action::ChooserMove(25)]);
    insta::assert_snapshot!(screen(&app, 60, 16));
}

#[test]
fn the_finish_is_shown() {
    let mut app = app_with("sizes/4x4.txt");
    let game = app.sudoku().unwrap();
    let solution = game.solution().unwrap().to_vec();
    for (cell, &d) in solution.iter().enumerate() {
        act(&mut app, &[Action::Select(cell as u16), Action::Digit(d)]);
    }
    let text = screen(&app, 80, 24);
    assert!(text.contains("SOLVED"));
    assert!(text.contains("Solved in 0:00!"));
}

#[test]
fn each_kind_of_cell_has_its_theme_style() {
    let mut app = app_with("sudoku9/easy.txt");
    act(
        &mut app,
        &[
            Action::Select(0),
            Action::Digit(5),
            Action::Select(2),
            Action::Digit(1),
        ],
    );
    act(&mut app, &[Action::Select(4)]);
    let theme = app.theme().clone();
    let terminal = render(&app, 80, 24);
    let buf = terminal.backend().buffer();
    let layout = kibitz::ui::sudoku_layout(
        &app,
        app.sudoku().unwrap(),
        ratatui::layout::Rect::new(0, 0, 80, 24),
    )
    .unwrap();
    let at = |cell: usize| {
        let g = &layout.grid;
        let (x, y) = (
            g.col_x[cell % 9] + g.cell_w / 2,
            g.row_y[cell / 9] + g.cell_h / 2,
        );
        buf.cell((x, y)).unwrap().clone()
    };
    assert_eq!(at(3).fg, theme.given.fg.unwrap(), "a given");
    assert_eq!(at(0).fg, theme.conflict.fg.unwrap(), "a conflicting digit");
    assert_eq!(at(2).fg, theme.digit.fg.unwrap(), "the player's digit");
    assert_eq!(at(4).bg, theme.cursor.bg.unwrap(), "the cursor");
}

/// A board of side `n`: default boxes where the size has them, else a jigsaw whose
/// regions are the rows, but for r1c9 and r2c1 (9×9 names) trading places.
fn any_board(n: usize) -> App {
    use kibitz::engine::{Geometry, Position};
    let geo = Geometry::standard(n).unwrap_or_else(|_| {
        let labels: Vec<usize> = (0..n * n)
            .map(|i| match (i / n, i % n) {
                (0, c) if c == n - 1 => 1,
                (1, 0) => 0,
                (r, _) => r,
            })
            .collect();
        Geometry::jigsaw(n, &labels).expect("a shifted-row layout")
    });
    let pos = Position::from_givens(geo, &vec![0; n * n]);
    let mut app = App::new(Theme::builtin(), None, Vec::new());
    let mut game = SudokuGame::new(None, &pos, None);
    game.clock_mut().hold();
    app.open(game);
    app
}

#[test]
fn every_size_draws_a_grid_or_says_it_is_too_small() {
    for n in 4..=25 {
        let mut app = any_board(n);
        act(&mut app, &[Action::FillCandidates, Action::Move(-1, -1)]);
        for (w, h) in [(200, 80), (120, 40), (80, 24), (40, 12), (12, 4), (1, 1)] {
            let text = screen(&app, w, h);
            if w >= 80 && n <= 9 {
                assert!(text.contains("kibitz"), "{n}×{n} in {w}×{h}:\n{text}");
            }
            if !text.contains("kibitz") && w >= 45 {
                assert!(text.contains("too small"), "{n}×{n} in {w}×{h}:\n{text}");
            }
            app.screen = Screen::Help(Box::new(Screen::Board));
            screen(&app, w, h);
            app.screen = Screen::Board;
        }
    }
}

#[test]
fn the_selected_digit_is_highlighted_elsewhere() {
    let mut app = app_with("sudoku9/easy.txt");
    act(&mut app, &[Action::Select(1)]); // a given 5
    let theme = app.theme().clone();
    let terminal = render(&app, 80, 24);
    let buf = terminal.backend().buffer();
    // r5c3 also holds a given 5 (compact cells: x = 4c + 2, y = 2r + 1).
    assert_eq!(buf.cell((2 + 4 * 2, 1 + 2 * 4)).unwrap().symbol(), "5");
    assert_eq!(
        buf.cell((2 + 4 * 2, 1 + 2 * 4)).unwrap().fg,
        theme.same_digit.fg.unwrap()
    );
    assert_eq!(
        buf.cell((2 + 4 * 3, 1)).unwrap().fg,
        theme.given.fg.unwrap(),
        "a 7 is not"
    );
}

#[test]
fn the_light_theme_paints_its_own_background() {
    let mut app = app_with("sizes/4x4.txt");
    act(&mut app, &[Action::NextTheme]);
    assert_eq!(app.theme().name, "light");
    let bg = app
        .theme()
        .text
        .bg
        .expect("the light theme sets a background");
    let terminal = render(&app, 80, 24);
    let buf = terminal.backend().buffer();
    assert_eq!(buf.cell((79, 23)).unwrap().bg, bg, "outside the grid");
    assert_eq!(buf.cell((0, 0)).unwrap().bg, bg, "on a grid line");
}

/// The panel's text right of column `from`, lines trimmed.
fn panel_of(text: &str, from: usize) -> String {
    text.lines()
        .map(|l| {
            l.chars()
                .skip(from)
                .collect::<String>()
                .trim_end()
                .to_string()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn the_panel_lists_every_candidate_of_the_selected_cell() {
    let mut app = app_with("sudoku9/easy.txt");
    // r9c1 has more candidates than its compact cell can show.
    act(&mut app, &[Action::FillCandidates, Action::Select(72)]);
    let text = screen(&app, 80, 24);
    assert!(text.contains("12…"), "the cell itself is cut");
    assert!(text.contains("Marks     1 2 3 5"), "{text}");
    insta::assert_snapshot!(panel_of(&text, 38));
}

#[test]
fn a_25x25_is_playable_at_120x45_with_its_candidates_listed() {
    let mut app = app_with("sizes/25x25.txt");
    let empty = app
        .sudoku()
        .unwrap()
        .position()
        .values()
        .iter()
        .position(|&v| v == 0)
        .expect("an empty cell") as u16;
    act(&mut app, &[Action::FillCandidates, Action::Select(empty)]);
    let text = screen(&app, 120, 45);
    assert!(!text.contains("too small"), "{text}");
    assert!(text.contains("25×25, boxes 5×5"));
    assert!(text.contains("Marks"));
    assert!(
        text.contains("Tab hint  ^a apply"),
        "the key bar names working keys"
    );
    let layout = kibitz::ui::sudoku_layout(
        &app,
        app.sudoku().unwrap(),
        ratatui::layout::Rect::new(0, 0, 120, 45),
    )
    .unwrap();
    assert!(layout.grid.size.0 < 120 - 28 && layout.grid.size.1 <= 45);
    insta::assert_snapshot!(text);
}

#[test]
fn a_lone_candidate_does_not_look_like_a_placed_digit() {
    let mut app = app_with("sudoku9/easy.txt");
    // r1c1 is empty: one pencil mark there, a placed digit in r1c3.
    act(
        &mut app,
        &[
            Action::Select(0),
            Action::TogglePencil,
            Action::Digit(4),
            Action::TogglePencil,
            Action::Select(2),
            Action::Digit(1),
        ],
    );
    for (w, h) in [(80, 24), (120, 40)] {
        let text = screen(&app, w, h);
        assert!(text.contains("(4)"), "{w}×{h}:\n{text}");
    }
    let text = screen(&app, 80, 24);
    assert!(text.contains("┃(4)│ 5 │ 1 ┃"), "{text}");
    insta::assert_snapshot!(text);
}

/// The board's region shading as letters, one per cell: `.` plain, `a`, `b` and
/// `c` the theme's three region tints, `@` the cursor.
fn shading(app: &App, width: u16, height: u16) -> String {
    let theme = app.theme().clone();
    let terminal = render(app, width, height);
    let buf = terminal.backend().buffer();
    let game = app.sudoku().unwrap();
    let layout =
        kibitz::ui::sudoku_layout(app, game, ratatui::layout::Rect::new(0, 0, width, height))
            .unwrap();
    let n = game.geometry().n();
    let g = &layout.grid;
    let mut out = String::new();
    for r in 0..n {
        for c in 0..n {
            let bg = buf[(g.col_x[c] + g.cell_w - 1, g.row_y[r])].bg;
            let tints = &theme.region_tints;
            out.push(if Some(bg) == theme.cursor.bg {
                '@'
            } else if Some(bg) == tints[0].bg {
                'a'
            } else if Some(bg) == tints[1].bg {
                'b'
            } else if Some(bg) == tints[2].bg {
                'c'
            } else {
                '.'
            });
        }
        out.push('\n');
    }
    out
}

#[test]
fn jigsaw_regions_are_tinted_and_neighbours_differ() {
    let mut app = app_with("jigsaw/9x9.txt");
    act(&mut app, &[Action::Select(80)]);
    let shades = shading(&app, 80, 24);
    let geo = app.sudoku().unwrap().geometry().clone();
    let rows: Vec<&[u8]> = shades.lines().map(str::as_bytes).collect();
    assert!(shades.contains('a') && shades.contains('b'), "{shades}");
    for r in 0..9 {
        for c in 0..9 {
            let region = geo.region_of(geo.cell(r, c));
            for (rr, cc) in [(r + 1, c), (r, c + 1)] {
                let cursor = rows[r][c] == b'@' || rr < 9 && cc < 9 && rows[rr][cc] == b'@';
                if cursor || rr >= 9 || cc >= 9 {
                    continue;
                }
                if geo.region_of(geo.cell(rr, cc)) == region {
                    assert_eq!(rows[r][c], rows[rr][cc], "one region, one shade");
                } else {
                    assert_ne!(rows[r][c], rows[rr][cc], "neighbours r{r}c{c}, r{rr}c{cc}");
                }
            }
        }
    }
    insta::assert_snapshot!(shades);
    let boxes = app_with("sudoku9/easy.txt");
    assert!(
        !shading(&boxes, 80, 24).contains(['a', 'b']),
        "box boards stay plain"
    );
}
