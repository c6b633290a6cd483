//! Cost of a save after a key (SPEC §10) on a 25×25 whose history holds 1,000
//! edits, the first of them "fill candidates" (625 cells): the save after a key
//! (a journal line, with the whole save written when the journal is full, so the
//! figure includes that share), against a whole save of the same game (what every
//! key cost before the journal). Both include the sync to the disk.

use criterion::{Criterion, criterion_group, criterion_main};
use kibitz::app::Session;
use kibitz::app::storage::Storage;
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::game::SudokuGame;
use kibitz::store::Paths;

/// A bundled 25×25 with 1,000 edits: candidates filled, then candidates toggled.
fn game_with_history() -> SudokuGame {
    let path = format!("{}/puzzles/sizes/25x25.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).expect("bundled 25×25 file");
    let puzzle = read_sudoku(&text, "25x25", &ReadOptions::default())
        .find_map(Result::ok)
        .expect("a readable puzzle");
    let mut game = SudokuGame::new(None, &puzzle.position, None);
    assert!(game.fill_candidates());
    let empty: Vec<usize> = (0..625u16)
        .filter(|&c| puzzle.position.value(c) == 0)
        .map(usize::from)
        .collect();
    let mut edits = 1;
    for (k, &cell) in empty.iter().cycle().enumerate() {
        if edits == 1000 {
            break;
        }
        game.set_cursor(cell);
        edits += usize::from(game.toggle_candidate((k % 25) as u8 + 1));
    }
    assert_eq!(game.history().edits().len(), 1000);
    game
}

fn saves(c: &mut Criterion) {
    let dir = tempfile::tempdir().expect("a scratch folder");
    let mut storage = Storage::at(Paths::at(dir.path().to_path_buf()));
    let mut game = game_with_history();
    let cell = (0..625u16)
        .find(|&c| game.position().value(c) == 0)
        .unwrap();
    game.set_cursor(usize::from(cell));
    let mut session = Session::from(game);
    storage.save_game_whole(&session).expect("save");
    c.bench_function("save after a key, 25x25 with 1000 edits", |b| {
        b.iter(|| {
            if let Session::Sudoku(game) = &mut session {
                game.toggle_candidate(1);
            }
            storage.save_game(&session).expect("save");
        })
    });
    c.bench_function("whole save, 25x25 with 1000 edits", |b| {
        b.iter(|| storage.save_game_whole(&session).expect("save"))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(50);
    targets = saves
}
criterion_main!(benches);
