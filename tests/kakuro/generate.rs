//! The bundled Kakuros are our own (SPEC §10, issue 7): each one in `puzzles/kakuro/`
//! is what the generator makes from the pattern and seed listed here, has exactly one
//! solution, and is solved to the end by hints alone (Rating 1.0000). The small samples
//! in `tests/data/kakuro_small.txt` are the first two.
//!
//! With `KIBITZ_WRITE_BUNDLED=1` the test writes the files instead of comparing them.

use kibitz::kakuro::{
    KakuroHintOutcome, KakuroPosition, KakuroPuzzle, KakuroSolveOutcome, apply_hint, generate,
    hint, profile, read_kakuro_file, solve, write_kakuro,
};

const SIX: &str = "\
# # # # # #
# . . # . .
# . . . . .
# # . . . #
# . . . . .
# . . # . .";

const SEVEN: &str = "\
# # # # # # #
# . . # # . .
# . . . # . .
# # . . . . #
# . . # . . .
# . . # # . .
# . . # # . .";

const EIGHT: &str = "\
# # # # # # # #
# . . # . . # #
# . . . . . . #
# # . . # . . .
# . . # # . . .
# . . . . # . .
# # . . . . . .
# # # . . # . .";

const TEN: &str = "\
# # # # # # # # # #
# . . # # . . . # #
# . . . # . . . . #
# # . . . . # . . .
# . . . # . . # . .
# . . # . . . # # #
# # # . . . # . . #
# . . # . . # . . .
# . . . # . . . . #
# # . . . # # . . #";

/// (file, name, pattern, seed) of every bundled Kakuro, in file order.
const BUNDLED: [(&str, &str, &str, u64); 4] = [
    ("puzzles/kakuro/small.txt", "kibitz 6x6 no. 1", SIX, 5),
    ("puzzles/kakuro/small.txt", "kibitz 7x7 no. 1", SEVEN, 2),
    ("puzzles/kakuro/medium.txt", "kibitz 8x8 no. 1", EIGHT, 2),
    ("puzzles/kakuro/medium.txt", "kibitz 10x10 no. 1", TEN, 3),
];

fn generated() -> Vec<(&'static str, KakuroPuzzle)> {
    BUNDLED
        .iter()
        .map(|&(file, name, pattern, seed)| {
            let mut p = generate(pattern, seed, 6000)
                .expect("pattern is valid")
                .expect("a unique grid is found");
            p.name = Some(name.to_string());
            (file, p)
        })
        .collect()
}

/// The text of each file: its puzzles in order, separated by blank lines.
fn files(puzzles: &[(&'static str, KakuroPuzzle)]) -> Vec<(&'static str, String)> {
    let mut out: Vec<(&'static str, String)> = Vec::new();
    for (file, p) in puzzles {
        match out.last_mut() {
            Some((f, text)) if f == file => {
                text.push('\n');
                text.push_str(&write_kakuro(p));
            }
            _ => out.push((file, write_kakuro(p))),
        }
    }
    out
}

#[test]
fn bundled_kakuros_are_the_generators_and_unique() {
    let puzzles = generated();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut texts = files(&puzzles);
    let small = texts[0].1.clone();
    texts.push(("tests/data/kakuro_small.txt", small));
    for (file, text) in &texts {
        if std::env::var("KIBITZ_WRITE_BUNDLED").is_ok_and(|v| v == "1") {
            std::fs::write(root.join(file), text).expect("writes");
        }
        let on_disk = std::fs::read_to_string(root.join(file)).expect("bundled file exists");
        assert_eq!(&on_disk, text, "{file} is what the generator makes");
    }
    for (file, p) in &puzzles {
        assert!(
            matches!(solve(&p.grid, &p.givens), KakuroSolveOutcome::Unique(_)),
            "{file}: unique"
        );
        assert_eq!(
            profile(&p.grid, &p.givens).rating_text(),
            "1.0000",
            "{file}: shaving solves it"
        );
    }
}

#[test]
fn hints_alone_finish_every_bundled_kakuro() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    for file in ["puzzles/kakuro/small.txt", "puzzles/kakuro/medium.txt"] {
        let text = std::fs::read_to_string(root.join(file)).expect("bundled file exists");
        for p in read_kakuro_file(&text, file) {
            let p = p.expect("bundled Kakuro reads");
            let KakuroSolveOutcome::Unique(solution) = solve(&p.grid, &p.givens) else {
                panic!("{file}: unique")
            };
            let mut position = KakuroPosition::new(p.grid.clone(), &p.givens);
            let mut steps = 0;
            loop {
                match hint(&position) {
                    KakuroHintOutcome::Hint(h) => {
                        assert!(
                            h.placements.iter().all(|&(c, d)| solution[c] == d),
                            "{}",
                            h.text
                        );
                        apply_hint(&mut position, &h);
                        steps += 1;
                    }
                    KakuroHintOutcome::Solved => break,
                    KakuroHintOutcome::Stuck { .. } => {
                        panic!("{file}: hints got stuck after {steps} steps")
                    }
                }
            }
            assert_eq!(position.values(), solution.as_slice());
        }
    }
}

#[test]
fn a_pattern_with_a_long_run_is_refused() {
    let long = "# # # # # # # # # # #\n# . . . . . . . . . .";
    let e = generate(long, 1, 10).expect_err("a run of 10 is refused");
    assert!(e.message.contains("longer than 9"), "{}", e.message);
}
