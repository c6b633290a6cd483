//! Drawing speed of the terminal game (SPEC §10): one full frame of a bundled
//! 9×9 with candidates and of a 25×25, drawn into ratatui's TestBackend (figure:
//! time per frame; the game redraws at least four times a second for its clock).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use kibitz::app::{Action, App, update};
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::game::SudokuGame;
use kibitz::theme::Theme;
use ratatui::Terminal;
use ratatui::backend::TestBackend;

fn app_with(file: &str) -> App {
    let path = format!("{}/puzzles/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).expect("bundled puzzle file");
    let puzzle = read_sudoku(&text, file, &ReadOptions::default())
        .find_map(Result::ok)
        .expect("a readable puzzle");
    let mut app = App::new(Theme::builtin(), None, Vec::new());
    app.open(SudokuGame::new(None, &puzzle.position, None));
    update(&mut app, Action::FillCandidates);
    app
}

fn frames(c: &mut Criterion) {
    for (file, w, h) in [("sudoku9/easy.txt", 120, 40), ("sizes/25x25.txt", 120, 40)] {
        let app = app_with(file);
        let mut terminal = Terminal::new(TestBackend::new(w, h)).expect("terminal");
        c.bench_function(&format!("draw {file} at {w}x{h}"), |b| {
            b.iter(|| {
                terminal
                    .draw(|f| kibitz::ui::draw(f, black_box(&app)))
                    .expect("draw");
            })
        });
    }
}

criterion_group!(benches, frames);
criterion_main!(benches);
