//! `kibitz generate` within bounds (SPEC §9): a count above the documented
//! limit is a usage error, not an allocation, and `--max-seconds` ends a puzzle
//! whose targets are out of reach.

use crate::common;

use std::time::{Duration, Instant};

use common::kibitz;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_count_above_the_limit_is_a_usage_error() {
    for count in ["18446744073709551615", "100000000000", "1000000001", "0"] {
        let out = kibitz(&["generate", "--count", count, "--seed", "1"], None);
        assert_eq!(out.status.code(), Some(2), "{count}");
        let err = text(&out.stderr);
        assert!(
            err.contains("expected a number of puzzles 1 to 1000000000"),
            "{err}"
        );
        assert!(!err.contains("panicked"), "{err}");
    }
}

#[test]
fn many_puzzles_that_fail_at_once_stream_their_errors() {
    // A count far above any window: each puzzle is reported in order as it ends.
    let out = kibitz(
        &[
            "generate",
            "--count",
            "20000",
            "--max-tries",
            "0",
            "--seed",
            "1",
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    let lines: Vec<&str> = err
        .lines()
        .filter(|l| l.contains("within 0 tries"))
        .collect();
    assert_eq!(lines.len(), 20_000);
    assert!(
        lines[19_999].starts_with("kibitz: puzzle #19999:"),
        "{}",
        lines[19_999]
    );
}

#[test]
fn the_time_budget_ends_an_unreachable_target() {
    let started = Instant::now();
    let out = kibitz(
        &[
            "generate",
            "--size",
            "16",
            "--score",
            "100000000..",
            "--max-seconds",
            "1",
            "--seed",
            "3",
            "--json",
        ],
        None,
    );
    // A thousand 16x16 tries would take many minutes; the budget ends it far sooner.
    assert!(started.elapsed() < Duration::from_secs(120));
    assert_eq!(out.status.code(), Some(1));
    let record: serde_json::Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    let error = record["error"].as_str().unwrap();
    assert!(
        error.contains("within its time of 1 s") && error.contains("--max-seconds"),
        "{error}"
    );
}

#[test]
fn seconds_out_of_range_are_a_usage_error() {
    let out = kibitz(&["generate", "--max-seconds=-3"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(
        text(&out.stderr).contains("expected seconds 0 to"),
        "{}",
        text(&out.stderr)
    );
}
