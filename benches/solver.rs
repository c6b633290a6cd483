//! Solver speed (SPEC §1): proving uniqueness of Royle's 17-clue puzzles (figure:
//! puzzles per second on one core) and solving each large corpus puzzle (figure:
//! time per puzzle). Reads `../shared/corpus`; says so and measures nothing else
//! when it is absent.

mod common;

use std::hint::black_box;

use common::corpus_puzzles;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use kibitz::engine::Position;
use kibitz::engine::solver::{SolveLimits, solve};

fn seventeen_clue(c: &mut Criterion) {
    let Some(puzzles) = corpus_puzzles("solver", "sudoku9/royle_17clue.txt") else {
        return;
    };
    let sample: Vec<Position> = puzzles.into_iter().step_by(10).collect();
    let mut group = c.benchmark_group("solve_17clue");
    group.throughput(Throughput::Elements(sample.len() as u64));
    group.sample_size(10);
    group.bench_function("uniqueness, every 10th puzzle, one core", |b| {
        b.iter(|| {
            for p in &sample {
                black_box(solve(p, SolveLimits::default()));
            }
        })
    });
    group.finish();
}

fn large_boards(c: &mut Criterion) {
    let mut group = c.benchmark_group("solve_large");
    group.sample_size(10);
    for file in [
        "sizes/jxa3695_16x16.txt",
        "sizes/jxa3695_25x25.txt",
        "sizes/puzzlekit_16x16.txt",
    ] {
        let Some(puzzles) = corpus_puzzles("solver", file) else {
            continue;
        };
        for (i, p) in puzzles.iter().enumerate().take(8) {
            let name = format!("{file} #{i}");
            group.bench_function(name, |b| {
                b.iter(|| black_box(solve(p, SolveLimits::default())))
            });
        }
    }
    group.finish();
}

criterion_group!(benches, seventeen_clue, large_boards);
criterion_main!(benches);
