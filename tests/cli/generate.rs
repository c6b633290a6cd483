//! `kibitz generate` (SPEC §1, §3–§9): every puzzle it writes is checked here by
//! independent calls of the library: the exact solver finds exactly one solution,
//! the ratings recomputed from the puzzle alone meet the targets asked for and match
//! what was written, and the same seed gives the same puzzles on any thread count.

use crate::common;

use common::kibitz;
use kibitz::engine::Position;
use kibitz::engine::solver::{SolveLimits, SolveStatus, solve};
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::kakuro::{KakuroSolveOutcome, profile, read_kakuro};
use kibitz::{Rating, Scores, rate};
use serde_json::Value;

/// Runs `kibitz generate ARGS --json` and returns its records (exit code 0 asserted).
fn generate(args: &[&str]) -> Vec<Value> {
    let mut all = vec!["generate", "--json"];
    all.extend_from_slice(args);
    let out = kibitz(&all, None);
    assert!(
        out.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// Reads a generated Sudoku back (with its layout, and a box shape when given).
fn sudoku_of(record: &Value, box_shape: Option<(usize, usize)>) -> Position {
    let text = record["puzzle"].as_str().unwrap();
    let mut opts = ReadOptions {
        box_shape,
        ..ReadOptions::default()
    };
    if let Some(layout) = record["layout"].as_str() {
        opts.layout = Some(layout.chars().map(String::from).collect());
    }
    read_sudoku(text, "generated", &opts)
        .next()
        .unwrap()
        .unwrap()
        .position
}

/// The puzzle has one solution and its ratings, recomputed, are the ones written.
fn check_unique_and_rated(record: &Value, box_shape: Option<(usize, usize)>) -> Rating {
    let position = sudoku_of(record, box_shape);
    let solved = solve(&position, SolveLimits::default());
    assert_eq!(solved.status, SolveStatus::Unique, "{record}");
    let rating = rate(&position, &Scores::default());
    assert_eq!(
        rating.solution(),
        solved.solutions.first().map(Vec::as_slice)
    );
    assert_eq!(record["valid"], true);
    assert_eq!(record["score"], serde_json::to_value(rating.score).unwrap());
    assert_eq!(record["shd"]["total"], rating.shd.total);
    assert_eq!(record["coarse"], rating.coarse.number());
    rating
}

#[test]
fn box_boards_of_sizes_four_to_sixteen_are_unique_and_minimal() {
    for (args, n, box_shape) in [
        (vec!["--size", "4"], 4, None),
        (vec!["--size", "6"], 6, None),
        (vec!["--size", "8"], 8, None),
        (vec!["--size", "9", "--symmetry", "rotational"], 9, None),
        (vec!["--size", "10"], 10, None),
        (vec!["--box", "2x6", "--no-minimal"], 12, Some((2, 6))),
        (vec!["--size", "16", "--no-minimal"], 16, None),
    ] {
        let mut all = args.clone();
        all.extend(["--seed", "3", "--count", "2"]);
        let records = generate(&all);
        assert_eq!(records.len(), 2, "{args:?}");
        for record in &records {
            assert_eq!(record["size"], n);
            check_unique_and_rated(record, box_shape);
        }
    }
    // Minimal: no given of a 6×6 can go without losing uniqueness.
    let record = &generate(&["--size", "6", "--seed", "8"])[0];
    let position = sudoku_of(record, None);
    for cell in 0..36 {
        if position.value(cell) != 0 {
            let mut values = position.values().to_vec();
            values[cell as usize] = 0;
            let fewer = Position::from_givens(position.geometry().clone(), &values);
            let status = solve(&fewer, SolveLimits::default()).status;
            assert_eq!(status, SolveStatus::Several, "cell {cell} could go");
        }
    }
}

#[test]
fn jigsaw_boards_of_six_and_nine_are_unique() {
    for n in ["6", "9"] {
        for record in generate(&["--jigsaw", "--size", n, "--seed", "4", "--count", "2"]) {
            let position = sudoku_of(&record, None);
            assert!(position.geometry().is_jigsaw());
            check_unique_and_rated(&record, None);
        }
    }
}

#[test]
fn sudoku_targets_are_met() {
    let records = generate(&[
        "--size",
        "9",
        "--requires",
        "x_wing",
        "--not-stuck",
        "--count",
        "2",
        "--seed",
        "1",
    ]);
    for record in &records {
        let report = check_unique_and_rated(record, None);
        assert!(report.counts.get(kibitz::engine::TechniqueId::XWing) > 0);
        assert!(!report.stuck());
    }
    let records = generate(&[
        "--size",
        "9",
        "--score",
        "10..60",
        "--shd",
        "..250",
        "--diffkey-label",
        "challenging",
        "--seed",
        "2",
    ]);
    let report = check_unique_and_rated(&records[0], None);
    assert!((10..=60).contains(&report.score.unwrap()));
    assert!(report.shd.total <= 250);
    assert_eq!(report.diffkey.label, "Challenging");
    let records = generate(&["--size", "6", "--coarse", "0", "--seed", "2"]);
    assert_eq!(check_unique_and_rated(&records[0], None).coarse.number(), 0);
}

#[test]
fn kakuros_small_and_medium_are_unique_and_meet_their_targets() {
    for (size, extra) in [
        ("6x6", vec!["--rating", "1..1"]),
        ("10x10", vec!["--fixed-max", "12"]),
    ] {
        let mut args = vec!["--kakuro", size, "--seed", "6", "--count", "2"];
        args.extend(extra.iter().copied());
        for record in generate(&args) {
            let rows: Vec<&str> = record["puzzle"]
                .as_array()
                .unwrap()
                .iter()
                .map(|r| r.as_str().unwrap())
                .collect();
            let puzzle = read_kakuro(&rows.join("\n"), "generated").unwrap();
            assert!(matches!(
                kibitz::kakuro::solve(&puzzle.grid, &puzzle.givens),
                KakuroSolveOutcome::Unique(_)
            ));
            let p = profile(&puzzle.grid, &puzzle.givens);
            assert_eq!(record["rating"], p.rating);
            if size == "6x6" {
                assert_eq!(p.rating, 1.0);
            } else {
                assert!(p.fixed <= 12);
            }
        }
    }
}

#[test]
fn the_same_seed_gives_the_same_puzzles_on_any_thread_count() {
    let run = |threads: &str, count: &str| {
        let out = kibitz(
            &[
                "generate",
                "--size",
                "9",
                "--count",
                count,
                "--seed",
                "77",
                "--threads",
                threads,
            ],
            None,
        );
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let one = run("1", "4");
    assert_eq!(one.lines().count(), 4);
    assert_eq!(run("3", "4"), one);
    // Puzzle k does not depend on how many are asked for.
    assert!(one.starts_with(&run("2", "2")));
    let kakuro = |threads: &str| {
        kibitz(
            &[
                "generate",
                "--kakuro",
                "7x7",
                "--count",
                "2",
                "--seed",
                "5",
                "--threads",
                threads,
            ],
            None,
        )
        .stdout
    };
    assert_eq!(kakuro("1"), kakuro("2"));
}

#[test]
fn targets_not_met_are_reported_with_exit_code_one() {
    let out = kibitz(
        &[
            "generate",
            "--size",
            "4",
            "--requires",
            "x_wing",
            "--max-tries",
            "3",
            "--seed",
            "1",
            "--json",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("no puzzle met the targets (requires x_wing) within 3 tries"),
        "{stderr}"
    );
    let record: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert!(record["error"].as_str().unwrap().contains("--max-tries"));
}

#[test]
fn bad_options_are_usage_errors() {
    for args in [
        vec!["generate", "--requires", "x-wing"],
        vec!["generate", "--score", "9..3"],
        vec!["generate", "--kakuro", "2x9"],
        vec!["generate", "--kakuro", "8x6", "--symmetry", "diagonal"],
        vec!["generate", "--kakuro", "8x8", "--er", "1..9"],
        vec!["generate", "--kakuro", "8x8", "--requires", "x_wing"],
        vec!["generate", "--requires", "sum_splitting"],
        vec!["generate", "--size", "7"],
        vec!["generate", "--layout", "/nonexistent/layout.txt"],
    ] {
        let out = kibitz(&args, None);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(!out.stderr.is_empty());
    }
}

#[test]
fn a_layout_file_fixes_the_regions() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("layout.txt");
    std::fs::write(&path, "AAAAAA\nBBBCCD\nEBBBCD\nEEECCD\nEEFCDD\nFFFFFD\n").unwrap();
    let records = generate(&["--layout", path.to_str().unwrap(), "--seed", "1"]);
    assert_eq!(records[0]["layout"], "AAAAAABBBCCDEBBBCDEEECCDEEFCDDFFFFFD");
    check_unique_and_rated(&records[0], None);
}

#[test]
fn drills_are_written_at_the_first_hint_of_their_technique() {
    let scores = Scores::default();
    // JSON: the puzzle, and the position where the simplest hint is the technique.
    for record in generate(&[
        "--requires",
        "x_wing",
        "--drill",
        "--count",
        "2",
        "--seed",
        "4",
    ]) {
        let puzzle = sudoku_of(&record, None);
        assert_eq!(
            solve(&puzzle, SolveLimits::default()).status,
            SolveStatus::Unique
        );
        assert_eq!(record["technique"], "x_wing");
        let text = record["position"].as_str().unwrap();
        let position = read_sudoku(text, "drill", &ReadOptions::default())
            .next()
            .unwrap()
            .unwrap()
            .position;
        let hint = kibitz::simplest_hint(&position, &scores).unwrap();
        assert_eq!(hint.technique.id(), "x_wing");
        assert_eq!(record["hint"], hint.step_text(position.geometry()));
        assert!(record["steps_before"].as_u64().unwrap() > 0);
    }
    // Text: a `#` line naming it, then the pencil-mark grid, readable as one block,
    // on a jigsaw too (its layout after the grid).
    let out = kibitz(
        &[
            "generate",
            "--requires",
            "hidden_pair",
            "--drill",
            "--jigsaw",
            "--size",
            "6",
            "--seed",
            "2",
        ],
        None,
    );
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("# seed 2 #0: drill hidden_pair after "),
        "{text}"
    );
    let read = read_sudoku(&text, "drill", &ReadOptions::default())
        .next()
        .unwrap()
        .unwrap();
    assert!(read.position.geometry().is_jigsaw());
    let hint = kibitz::simplest_hint(&read.position, &scores).unwrap();
    assert_eq!(hint.technique.id(), "hidden_pair");
    // --drill needs exactly one technique.
    let two = kibitz(
        &[
            "generate",
            "--drill",
            "--requires",
            "x_wing",
            "--requires",
            "xy_wing",
        ],
        None,
    );
    assert_eq!(two.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&two.stderr).contains("one --requires technique"));
}
