//! Where a Simplest-first rating spends its time (SPEC §3): follows Simplest
//! first on every puzzle of a file, one core, timing each technique's search at
//! every step it is tried, and prints per technique how often it was tried, how
//! often it applied, its total time, the part spent on steps where it applied,
//! and its time per try, the costliest first. The ratings' other parts (SHD,
//! DiffKey, ER) are not included.
//!
//! `cargo run --release --example technique_times -- FILE`

use std::cell::OnceCell;
use std::time::{Duration, Instant};

use kibitz::engine::apply::{apply, automatic_step};
use kibitz::engine::technique::TechniqueId;
use kibitz::engine::techniques::Context;
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::rating::Scores;

/// What one technique cost over the whole file.
#[derive(Clone, Copy, Default)]
struct Cost {
    tries: u64,
    applied: u64,
    total: Duration,
    when_applied: Duration,
}

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: technique_times FILE (Sudoku puzzles)");
        std::process::exit(2);
    };
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(e) => {
            eprintln!("technique_times: cannot read {path}: {e}");
            std::process::exit(2);
        }
    };
    let order = Scores::default().order();
    let mut costs = [Cost::default(); TechniqueId::ALL.len()];
    let started = Instant::now();
    let mut puzzles = 0;
    for read in read_sudoku(&text, &path, &ReadOptions::default()).flatten() {
        puzzles += 1;
        let mut pos = read.position;
        let known = OnceCell::new();
        loop {
            let step = automatic_step(&mut pos);
            if step.contradiction || pos.is_full() {
                break;
            }
            let cx = Context::sharing_uniqueness(&pos, &known);
            let mut found = None;
            for &t in &order {
                let tried = Instant::now();
                let chosen = cx.chosen(t);
                let spent = tried.elapsed();
                let cost = &mut costs[t.index()];
                cost.tries += 1;
                cost.total += spent;
                if chosen.is_some() {
                    cost.applied += 1;
                    cost.when_applied += spent;
                    found = chosen;
                    break;
                }
            }
            drop(cx);
            match found {
                Some(instance) => {
                    apply(&instance, &mut pos);
                }
                None => break,
            }
        }
    }
    let whole = started.elapsed().as_secs_f64();
    println!(
        "{puzzles} puzzles in {whole:.2} s ({:.1}/s)",
        puzzles as f64 / whole
    );
    println!(
        "{:<24} {:>8} {:>7} {:>9} {:>9} {:>10} {:>6}",
        "technique", "tries", "applied", "total s", "applied s", "µs/try", "share"
    );
    let mut rows: Vec<TechniqueId> = order.clone();
    rows.sort_by_key(|t| std::cmp::Reverse(costs[t.index()].total));
    for t in rows {
        let c = costs[t.index()];
        let total = c.total.as_secs_f64();
        println!(
            "{:<24} {:>8} {:>7} {:>9.3} {:>9.3} {:>10.1} {:>5.1}%",
            t.id(),
            c.tries,
            c.applied,
            total,
            c.when_applied.as_secs_f64(),
            total * 1e6 / c.tries.max(1) as f64,
            total / whole * 100.0
        );
    }
}
