//! `kibitz stats` (issue 23): the record of solves summed up, as text and as one
//! JSON object whose fields are a stable interface; a line of the record that
//! cannot be read is set aside, reported on stderr, and makes the exit code 1.

use std::path::Path;
use std::process::{Command, Output};

use kibitz::record::{Entry, HintsUsed, Ratings, VERSION};
use kibitz::store::Paths;
use kibitz::store::record::append;

fn stats(home: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .arg("stats")
        .args(args)
        .env("KIBITZ_HOME", home)
        .output()
        .expect("kibitz runs")
}

fn solve(board: &str, label: &str, secs: u64, hints: u32) -> Entry {
    Entry {
        version: VERSION,
        date: "2026-11-26T08:00:00Z".into(),
        kind: "sudoku".into(),
        board: board.into(),
        key: format!("{board}-{secs}"),
        name: None,
        ratings: Ratings {
            score: Some(27),
            diffkey: Some(6),
            diffkey_label: Some(label.into()),
            ..Ratings::default()
        },
        time_secs: secs,
        hints: HintsUsed {
            technique: hints,
            cells: hints,
            step: 0,
            applied: 0,
        },
        mistakes: 2,
    }
}

fn record(home: &Path) {
    let paths = Paths::at(home.to_path_buf());
    for entry in [
        solve("9×9", "Medium", 600, 3),
        solve("4×4", "Easiest", 45, 0),
        solve("9×9", "Medium", 420, 1),
    ] {
        append(&paths, &entry).unwrap();
    }
}

#[test]
fn the_json_summary_has_its_fields() {
    let home = tempfile::tempdir().unwrap();
    record(home.path());
    let out = stats(home.path(), &["--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 1, "one object: {text}");
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["solved"], 3);
    assert_eq!(v["hints_per_puzzle"], 1.3);
    assert_eq!(v["mistakes_per_puzzle"], 2.0);
    assert_eq!(v["last_times_secs"], serde_json::json!([600, 45, 420]));
    assert_eq!(v["problem"], serde_json::Value::Null);
    assert!(v["record"].as_str().unwrap().ends_with("record.jsonl"));
    let nine = &v["boards"][0];
    assert_eq!(nine["name"], "9×9");
    assert_eq!(nine["solved"], 2);
    assert_eq!(nine["best_secs"], 420);
    assert_eq!(nine["median_secs"], 510);
    assert_eq!(nine["hints_per_puzzle"], 2.0);
    assert_eq!(v["boards"][1]["name"], "4×4");
    let levels: Vec<&str> = v["levels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["name"].as_str().unwrap())
        .collect();
    assert_eq!(levels, ["Easiest", "Medium"]);
}

#[test]
fn the_text_summary_reads_as_tables() {
    let home = tempfile::tempdir().unwrap();
    record(home.path());
    let out = stats(home.path(), &[]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("Solved: 3 puzzles; per puzzle 1.3 hints, 2.0 mistakes"),
        "{text}"
    );
    assert!(
        text.contains("9×9                    2      7:00      8:30           2.0"),
        "{text}"
    );
    assert!(
        text.contains("Last 3 solves, oldest first (longest 10:00)\n10:00 0:45 7:00\n"),
        "{text}"
    );
    assert!(text.lines().all(|l| l.chars().count() <= 78), "{text}");

    let empty = tempfile::tempdir().unwrap();
    let out = stats(empty.path(), &[]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).starts_with("No puzzle solved yet"));
}

#[test]
fn a_bad_line_is_reported_and_set_aside() {
    let home = tempfile::tempdir().unwrap();
    record(home.path());
    let path = home.path().join("record.jsonl");
    let mut text = std::fs::read_to_string(&path).unwrap();
    text.push_str("not json\n");
    std::fs::write(&path, text).unwrap();
    let out = stats(home.path(), &["--json"]);
    assert_eq!(out.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("record.jsonl: 1 line could not be read (line 4: "),
        "{stderr}"
    );
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["solved"], 3, "the good lines still count");
    assert!(v["problem"].as_str().unwrap().contains(".damaged-"));
    let again = stats(home.path(), &["--json"]);
    assert!(again.status.success(), "the record reads clean afterwards");
}
