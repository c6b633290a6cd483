//! Solver speed (SPEC §1): proving uniqueness of Royle's 17-clue puzzles (figure:
//! puzzles per second on one core) and solving each large corpus puzzle (figure:
//! time per puzzle). Reads `../shared/corpus`; says so and measures nothing else
//! when it is absent.

mod common;

use std::hint::black_box;

use common::corpus_puzzles;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use kibitz::engine::Position;
use kibitz::engine::solver::{SolveLimits, SolveStatus, solve};

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

/// Every decided 12×12, 16×16 and 25×25 corpus puzzle, one figure per file (the
/// mean time per puzzle is the figure divided by the count criterion prints),
/// and the two single large puzzles on their own. Puzzles the default budget
/// leaves undecided are left out and named.
fn large_boards(c: &mut Criterion) {
    let mut group = c.benchmark_group("solve_large");
    group.sample_size(10);
    for file in [
        "sizes/jxa3695_16x16.txt",
        "sizes/jxa3695_25x25.txt",
        "sizes/puzzlekit_16x16.txt",
        "sizes/tcgaryau_12x12.txt",
        "sizes/tcgaryau_16x16.txt",
        "sizes/tcgaryau_25x25.txt",
    ] {
        let Some(puzzles) = corpus_puzzles("solver", file) else {
            continue;
        };
        let (decided, undecided): (Vec<_>, Vec<_>) = puzzles
            .into_iter()
            .enumerate()
            .partition(|(_, p)| solve(p, SolveLimits::default()).status != SolveStatus::Undecided);
        for (i, _) in &undecided {
            eprintln!("solver bench: {file} #{i} is undecided within the default budget, left out");
        }
        group.throughput(Throughput::Elements(decided.len() as u64));
        group.bench_function(format!("{file} ({} puzzles)", decided.len()), |b| {
            b.iter(|| {
                for (_, p) in &decided {
                    black_box(solve(p, SolveLimits::default()));
                }
            })
        });
    }
    group.finish();
}

criterion_group!(benches, seventeen_clue, large_boards);
criterion_main!(benches);
