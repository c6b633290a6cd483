//! Kakuro speed (SPEC §8, issue "Must show"): profiling and solving the whole
//! `janko_kakuro.txt` (975 puzzles, up to 31×46) on one core — figure: time per pass
//! over the file, both required to stay under 5 s — plus the largest grid alone.
//! Reads `../shared/corpus`; says so and measures nothing when it is absent.

use std::hint::black_box;
use std::path::PathBuf;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use kibitz::kakuro::{KakuroPuzzle, profile, read_kakuro_file, solve};

fn corpus() -> Option<Vec<KakuroPuzzle>> {
    let path =
        PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus/kakuro/janko_kakuro.txt");
    let Ok(text) = std::fs::read_to_string(&path) else {
        eprintln!("kakuro bench: {} not found, not measured", path.display());
        return None;
    };
    Some(
        read_kakuro_file(&text, "janko_kakuro.txt")
            .into_iter()
            .filter_map(Result::ok)
            .collect(),
    )
}

fn whole_file(c: &mut Criterion) {
    let Some(puzzles) = corpus() else { return };
    let mut group = c.benchmark_group("kakuro_janko_975");
    group.throughput(Throughput::Elements(puzzles.len() as u64));
    group.sample_size(10);
    group.bench_function("profile every puzzle, one core", |b| {
        b.iter(|| {
            for p in &puzzles {
                black_box(profile(&p.grid, &p.givens));
            }
        })
    });
    group.bench_function("solve every puzzle (up to 2 solutions), one core", |b| {
        b.iter(|| {
            for p in &puzzles {
                black_box(solve(&p.grid, &p.givens));
            }
        })
    });
    group.finish();
}

fn largest(c: &mut Criterion) {
    let Some(puzzles) = corpus() else { return };
    let Some(big) = puzzles.iter().max_by_key(|p| p.grid.cell_count()) else {
        return;
    };
    let title = format!(
        "{}x{}, {} white cells",
        big.grid.width(),
        big.grid.height(),
        big.grid.cell_count()
    );
    let mut group = c.benchmark_group("kakuro_largest");
    group.bench_function(format!("profile {title}"), |b| {
        b.iter(|| black_box(profile(&big.grid, &big.givens)))
    });
    group.bench_function(format!("solve {title}"), |b| {
        b.iter(|| black_box(solve(&big.grid, &big.givens)))
    });
    group.finish();
}

criterion_group!(benches, whole_file, largest);
criterion_main!(benches);
