//! Rating speed (SPEC §3–§7): the full rating (validity and all four ratings) of
//! one ordinary 9×9 puzzle, and batch rating on one core of Sudoku Exchange's
//! rated bank and of top1465 (figures: time per puzzle, puzzles per second).
//! Reads `../shared/corpus`; says so and measures nothing when it is absent.

mod common;

use std::hint::black_box;

use common::corpus_puzzles;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use kibitz::rating::{Scores, rate};

fn one_ordinary_puzzle(c: &mut Criterion) {
    let Some(puzzles) = corpus_puzzles("rating", "sudoku9/sudoku_exchange_medium.txt") else {
        return;
    };
    let scores = Scores::default();
    c.bench_function("rate one ordinary 9x9 (Sudoku Exchange medium #0)", |b| {
        b.iter(|| black_box(rate(&puzzles[0], &scores)))
    });
}

fn batches(c: &mut Criterion) {
    let scores = Scores::default();
    let mut group = c.benchmark_group("rate_batch_one_core");
    group.sample_size(10);
    // The easy set of issue 24's figure: the first 1,000 17-clue puzzles.
    for (file, first, name) in [
        ("sudoku9/sudoku_exchange_by_rating.txt", None, None),
        ("sudoku9/top1465.txt", None, None),
        (
            "sudoku9/royle_17clue.txt",
            Some(1000),
            Some("sudoku9/royle_17clue.txt, first 1,000"),
        ),
    ] {
        let Some(mut puzzles) = corpus_puzzles("rating", file) else {
            continue;
        };
        if let Some(first) = first {
            puzzles.truncate(first);
        }
        group.throughput(Throughput::Elements(puzzles.len() as u64));
        group.bench_function(name.unwrap_or(file), |b| {
            b.iter(|| {
                for p in &puzzles {
                    black_box(rate(p, &scores));
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, one_ordinary_puzzle, batches);
criterion_main!(benches);
