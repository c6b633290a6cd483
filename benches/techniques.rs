//! Technique finder speed (SPEC §2): every finder on a 9×9 position, everything
//! `kibitz hint --all` does on 9×9 (all finders plus the explanation texts), and
//! all finders on a 16×16 position. Figures are printed by criterion.

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use kibitz::cli::hint::{Mode, hint_output};
use kibitz::engine::apply::automatic_step;
use kibitz::engine::techniques::{Context, find_every};
use kibitz::engine::{Geometry, Position, TechniqueId};
use kibitz::rating::Scores;

/// A hard 9×9 puzzle (top95 #1, MIT, via norvig/pytudes) after the automatic step.
fn position9() -> Position {
    let text = "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";
    let givens: Vec<u8> = text
        .bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    let mut pos = Position::from_givens(Geometry::standard(9).expect("9x9"), &givens);
    automatic_step(&mut pos);
    pos
}

/// A 16×16 position: a patterned solution grid with about 60% of its cells emptied.
fn position16() -> Position {
    let givens: Vec<u8> = (0..256)
        .map(|i| {
            let (r, c) = (i / 16, i % 16);
            let keep = (r * 7 + c * 3) % 5 < 2;
            if keep {
                ((r * 4 + r / 4 + c) % 16 + 1) as u8
            } else {
                0
            }
        })
        .collect();
    let mut pos = Position::from_givens(Geometry::standard(16).expect("16x16"), &givens);
    automatic_step(&mut pos);
    pos
}

fn finders(c: &mut Criterion) {
    let pos9 = position9();
    let cx = Context::new(&pos9);
    let mut group = c.benchmark_group("finder_9x9");
    group.bench_function("context", |b| b.iter(|| Context::new(black_box(&pos9))));
    for id in TechniqueId::ALL {
        group.bench_function(id.id(), |b| b.iter(|| black_box(&cx).find(id)));
    }
    group.finish();

    c.bench_function("find_every_9x9", |b| {
        b.iter(|| find_every(black_box(&pos9)))
    });
    let scores = Scores::default();
    c.bench_function("hint_all_9x9", |b| {
        b.iter(|| hint_output(0, None, black_box(&pos9), Mode::All, &scores))
    });
    let pos16 = position16();
    c.bench_function("find_every_16x16", |b| {
        b.iter(|| find_every(black_box(&pos16)))
    });
}

criterion_group!(benches, finders);
criterion_main!(benches);
