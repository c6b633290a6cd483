//! Re-rating after a move (SPEC §10): the rating worker's whole job for one
//! position — the check against the solution, `rating::rate` and both hints — after
//! one correct digit is placed in a bundled 9×9 and a bundled 16×16 (figure: the
//! median time from a move to its rating on one core; the UI never waits for it).

use std::hint::black_box;
use std::sync::Arc;

use criterion::{Criterion, criterion_group, criterion_main};
use kibitz::app::coach::{Coach, Request, assess};
use kibitz::engine::solver::unique_solution;
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::game::SudokuGame;
use kibitz::rating::Scores;

/// The request the coach sends after one correct digit in the first empty cell.
fn after_a_move(file: &str) -> (Request, Arc<[u8]>) {
    let path = format!("{}/puzzles/{file}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).expect("bundled puzzle file");
    let puzzle = read_sudoku(&text, file, &ReadOptions::default())
        .find_map(Result::ok)
        .expect("a readable puzzle");
    let solution = unique_solution(&puzzle.position).expect("a unique solution");
    let mut game = SudokuGame::new(None, &puzzle.position, Some(solution.clone()));
    let cell = game.position().empty_cells().next().expect("an empty cell");
    game.set_cursor(usize::from(cell));
    game.place(solution[cell as usize]);
    let request = Coach::new()
        .sync(&game, &Scores::default())
        .expect("a request");
    (request, Arc::from(solution))
}

fn rerate(c: &mut Criterion) {
    let mut group = c.benchmark_group("re-rate after a move");
    group.sample_size(20);
    for file in ["sudoku9/medium.txt", "sizes/16x16.txt"] {
        let (request, solution) = after_a_move(file);
        group.bench_function(file, |b| {
            b.iter(|| black_box(assess(&request, Some(Arc::clone(&solution)))))
        });
    }
    group.finish();
}

criterion_group!(benches, rerate);
criterion_main!(benches);
