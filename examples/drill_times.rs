//! The time to the first drill position per technique on a 9×9 (issue "practice
//! and progress", SPEC §2, §2.1, §9 `generate --drill`): for every technique of
//! the registry, ten seeds (1 to 10), each timed from its first try to its first
//! drill ([`kibitz::generate::drill::try_drill`], tries one after another on one
//! core, as `kibitz generate --requires ID --drill --threads 1` makes them).
//! Prints the median, the fastest and the slowest run, the median tries, and the
//! try of seed 1 that made its drill (the fixed list `tests/engine/drill.rs`
//! checks).
//!
//! A technique whose run takes longer than the cap (seconds, default 20) stops
//! there and is printed as `over CAP s`: the game takes its drills from the
//! bundled sets of `puzzles/drill/` instead.
//!
//! `cargo run --release --example drill_times -- [CAP] [ID …]`

use std::time::{Duration, Instant};

use kibitz::engine::{Geometry, TechniqueId};
use kibitz::generate::dig::DigOptions;
use kibitz::generate::drill::try_drill;
use kibitz::generate::rng::try_rng;
use kibitz::generate::sudoku::{Board, SudokuSpec};
use kibitz::generate::symmetry::Symmetry;
use kibitz::generate::target::SudokuTarget;
use kibitz::rating::Scores;

const SEEDS: u64 = 10;

fn main() {
    let mut args = std::env::args().skip(1).peekable();
    let cap = match args.peek().and_then(|a| a.parse::<f64>().ok()) {
        Some(cap) => {
            args.next();
            cap
        }
        None => 20.0,
    };
    let chosen: Vec<TechniqueId> = args.filter_map(|a| TechniqueId::from_id(&a)).collect();
    let techniques = if chosen.is_empty() {
        TechniqueId::ALL.to_vec()
    } else {
        chosen
    };
    let spec = SudokuSpec {
        board: Board::Fixed(Geometry::standard(9).expect("9×9 has boxes")),
        dig: DigOptions {
            symmetry: Symmetry::None,
            minimal: true,
        },
        target: SudokuTarget::default(),
        scores: Scores::default(),
    };
    let cap = Duration::from_secs_f64(cap);
    println!(
        "{:<22} {:>10} {:>10} {:>10} {:>8} {:>10}",
        "technique", "median ms", "min ms", "max ms", "tries", "seed 1 try"
    );
    for technique in techniques {
        let mut times = Vec::new();
        let mut tries = Vec::new();
        let mut seed_one_try = 0;
        for seed in 1..=SEEDS {
            let start = Instant::now();
            let deadline = start + cap;
            let found = (0..).find(|&t| {
                Instant::now() >= deadline
                    || try_drill(&spec, technique, &mut try_rng(seed, 0, t), Some(deadline))
                        .is_some()
            });
            let elapsed = start.elapsed();
            if elapsed >= cap {
                break;
            }
            times.push(elapsed);
            tries.push(found.map_or(0, |t| t + 1));
            if seed == 1 {
                seed_one_try = found.unwrap_or(0);
            }
        }
        if times.len() < SEEDS as usize {
            println!(
                "{:<22} over {} s: bundled",
                technique.id(),
                cap.as_secs_f64()
            );
            continue;
        }
        times.sort();
        tries.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        let median = (ms(times[4]) + ms(times[5])) / 2.0;
        println!(
            "{:<22} {:>10.1} {:>10.1} {:>10.1} {:>8} {:>10}",
            technique.id(),
            median,
            ms(times[0]),
            ms(times[9]),
            (tries[4] + tries[5]) / 2,
            seed_one_try
        );
    }
}
