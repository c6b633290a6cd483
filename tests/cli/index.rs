//! `--index K` on `rate`, `hint`, `solve` and `profile` (issue 23): only the K-th
//! puzzle of the input (counted from 1, as `play --index`), its JSON record
//! keeping its place in the input; a K past the end is an error naming the count.

use crate::common;

use common::kibitz;

const FOUR: &str = "puzzles/sizes/4x4.txt";

fn json_lines(out: &std::process::Output) -> Vec<serde_json::Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect()
}

#[test]
fn each_subcommand_takes_only_the_puzzle_asked_for() {
    let all = json_lines(&kibitz(&["solve", FOUR, "--json"], None));
    assert!(all.len() >= 3, "the 4×4 file holds several puzzles");
    for sub in ["rate", "hint", "solve"] {
        let out = kibitz(&[sub, FOUR, "--json", "--index", "3"], None);
        assert_eq!(
            out.status.code(),
            Some(0),
            "{sub}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let records = json_lines(&out);
        assert_eq!(records.len(), 1, "{sub}: {records:?}");
        assert_eq!(
            records[0]["index"], 2,
            "{sub}: the place in the input, from 0"
        );
        assert_eq!(records[0]["name"], all[2]["name"], "{sub}");
    }
    let out = kibitz(&["hint", FOUR, "--all", "--json", "--index", "2"], None);
    let records = json_lines(&out);
    assert_eq!(records.len(), 1);
    assert_eq!(records[0]["index"], 1);
}

#[test]
fn profile_takes_the_kakuro_asked_for() {
    let kakuro = "puzzles/kakuro/small.txt";
    let all = json_lines(&kibitz(&["profile", kakuro, "--json"], None));
    let out = kibitz(&["profile", kakuro, "--json", "--index", "2"], None);
    assert_eq!(out.status.code(), Some(0));
    let records = json_lines(&out);
    assert_eq!(records, [all[1].clone()]);
}

#[test]
fn an_index_past_the_end_or_zero_is_a_usage_error() {
    let out = kibitz(&["rate", FOUR, "--index", "999"], None);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--index 999: the input holds"), "{err}");
    assert!(err.contains("(counted from 1)"), "{err}");
    assert!(out.stdout.is_empty());
    let out = kibitz(&["solve", FOUR, "--index", "0"], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("a puzzle number from 1"));
}
