//! Rendering snapshots of the Kakuro game (SPEC §8, §10), drawn with ratatui's
//! `TestBackend`: clue squares as `D\R` text, black squares, digits and candidates,
//! the panel with the ATK profile and the selected cell's combinations, a staged
//! hint with its cells highlighted, the help and the too-small message.
#![cfg(feature = "tui")]

use kibitz::app::{Action, App, update};
use kibitz::game::KakuroGame;
use kibitz::kakuro::read_kakuro_file;
use kibitz::theme::Theme;
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
    let mut game = KakuroGame::for_puzzle(&puzzle);
    game.clock_mut().hold();
    let mut app = App::new(Theme::builtin(), Some("dark"), Vec::new());
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
        update(app, a);
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
    let layout = kibitz::ui::kakuro_grid::screen_layout(
        game.grid(),
        ratatui::layout::Rect::new(0, 0, 120, 40),
    )
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
