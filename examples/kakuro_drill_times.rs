//! The time to the first Kakuro drill position per Kakuro technique (issue
//! "practice and progress", SPEC §8, §9 `generate --kakuro WxH --requires ID
//! --drill`): for every technique of the Kakuro registry, ten seeds (1 to 10),
//! each timed from its first try to its first drill
//! ([`kibitz::generate::kakuro_drill::try_kakuro_drill`], tries one after
//! another on one core, as `--threads 1` makes them) on a square Kakuro with
//! half-turn symmetry, finished by logic. Prints the median, the fastest and the
//! slowest run, the median tries, and the try of seed 1 that made its drill (the
//! fixed list `tests/kakuro/drill.rs` checks).
//!
//! A technique whose run takes longer than the cap (seconds, default 20) stops
//! there and is printed as `over CAP s`.
//!
//! `cargo run --release --example kakuro_drill_times -- [SIZE] [CAP] [ID …]`

use std::time::{Duration, Instant};

use kibitz::generate::kakuro::KakuroSpec;
use kibitz::generate::kakuro_drill::try_kakuro_drill;
use kibitz::generate::rng::try_rng;
use kibitz::generate::symmetry::Symmetry;
use kibitz::generate::target::KakuroTarget;
use kibitz::kakuro::{KakuroScores, KakuroTechnique};

const SEEDS: u64 = 10;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let numbers: Vec<f64> = args.iter().filter_map(|a| a.parse().ok()).collect();
    let size = numbers.first().map_or(8, |&s| s as usize);
    let cap = Duration::from_secs_f64(numbers.get(1).copied().unwrap_or(20.0));
    let chosen: Vec<KakuroTechnique> = KakuroTechnique::ALL
        .into_iter()
        .filter(|t| args.iter().any(|a| a == t.id()))
        .collect();
    let techniques = if chosen.is_empty() {
        KakuroTechnique::ALL.to_vec()
    } else {
        chosen
    };
    let spec = KakuroSpec {
        width: size,
        height: size,
        symmetry: Symmetry::Rotational,
        target: KakuroTarget::default(),
        scores: KakuroScores::default(),
    };
    println!("Kakuro {size}×{size}, cap {} s per seed", cap.as_secs_f64());
    println!(
        "{:<26} {:>10} {:>10} {:>10} {:>8} {:>10}",
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
                    || try_kakuro_drill(&spec, technique, &mut try_rng(seed, 0, t), Some(deadline))
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
            println!("{:<26} over {} s", technique.id(), cap.as_secs_f64());
            continue;
        }
        times.sort();
        tries.sort();
        let ms = |d: Duration| d.as_secs_f64() * 1000.0;
        println!(
            "{:<26} {:>10.1} {:>10.1} {:>10.1} {:>8} {:>10}",
            technique.id(),
            (ms(times[4]) + ms(times[5])) / 2.0,
            ms(times[0]),
            ms(times[9]),
            (tries[4] + tries[5]) / 2,
            seed_one_try
        );
    }
}
