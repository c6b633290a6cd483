//! The record of solves end to end in a real pseudo-terminal (issue 23): a 4×4
//! solved with a hint asked for and a wrong digit typed on the way is recorded,
//! the statistics screen (`%`) shows it, and `kibitz stats --json` reads the
//! same record afterwards. Set `KIBITZ_SHOW_SCREENS=1` to print the screen.
#![cfg(all(unix, feature = "tui"))]

use crate::common;

use common::pty::Run;
use kibitz::format::{ReadOptions, read_sudoku};

const PUZZLE: &str = "...2.1....31....";

fn solution() -> Vec<u8> {
    let puzzle = read_sudoku(PUZZLE, "4x4", &ReadOptions::default())
        .next()
        .unwrap()
        .unwrap();
    kibitz::solve(&puzzle.position, Default::default()).solutions[0].clone()
}

#[test]
fn a_solve_is_recorded_and_shown_on_the_statistics_screen() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(
        home.path(),
        &["play", "puzzles/sizes/4x4.txt", "--index", "1"],
        &[],
    );
    run.wait_for(&["Filled    4/16"]);
    // A hint asked for: the coach has rated the position, so the solution is known.
    run.send(b"i");
    run.wait_for(&["i shows more, a applies it"]);
    let solution = solution();
    let givens = PUZZLE.as_bytes();
    let wrong = (0..16).find(|&c| givens[c] == b'.').unwrap();
    let mut filled = 4;
    for cell in 0..16 {
        if givens[cell] == b'.' {
            if cell == wrong {
                let bad = solution[cell] % 4 + 1;
                run.send(bad.to_string().as_bytes());
                run.wait_for(&[&format!("Filled    {}/16", filled + 1)]);
            }
            run.send(solution[cell].to_string().as_bytes());
            filled += 1;
            if filled < 16 {
                run.wait_for(&[&format!("Filled    {filled}/16")]);
            }
        }
        run.send(if cell % 4 == 3 { b"lj" } else { b"l" });
    }
    run.wait_for(&["Solved in"]);
    run.send(b"%");
    let screen = run.wait_for(&[
        "Statistics: the puzzles solved",
        "Solved: 1 puzzle; per puzzle 1.0 hints, 1.0 mistakes",
        "Board",
        "4×4",
        "Level",
        "Last 1 solve, oldest first (longest",
        "Esc/%/q back",
    ]);
    if std::env::var_os("KIBITZ_SHOW_SCREENS").is_some() {
        eprintln!("{screen}");
    }
    run.send(b"\x1b");
    run.wait_until(
        |s| !s.contains("Statistics: the puzzles solved"),
        "the board again",
    );
    run.send(b"q");
    assert!(run.wait_exit(), "kibitz exits cleanly");
    run.assert_restored();

    let out = std::process::Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["stats", "--json"])
        .env("KIBITZ_HOME", home.path())
        .output()
        .unwrap();
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["solved"], 1);
    assert_eq!(v["hints_per_puzzle"], 1.0);
    assert_eq!(v["mistakes_per_puzzle"], 1.0);
    assert_eq!(v["boards"][0]["name"], "4×4");
    let record = std::fs::read_to_string(home.path().join("record.jsonl")).unwrap();
    let entry: serde_json::Value = serde_json::from_str(record.trim()).unwrap();
    assert_eq!(entry["kind"], "sudoku");
    assert_eq!(entry["hints"]["technique"], 1);
    assert!(entry["ratings"]["coarse"].is_number(), "{entry}");
    assert!(entry["ratings"]["diffkey_label"].is_string(), "{entry}");
    assert!(entry["date"].as_str().unwrap().ends_with('Z'), "{entry}");
}
