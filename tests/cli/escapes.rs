//! No text from a file reaches the terminal raw (SPEC §9, §11): a puzzle name, a
//! Kakuro comment, a scores file's unknown id and a save's givens carrying ESC,
//! BEL and C1 controls come out of every text output and error as visible
//! escapes (`\u{1b}`), while `--json` keeps the name exact.

use crate::common;

use common::kibitz;

const P9: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// A name that retitles the terminal, rings its bell and turns what follows red.
const EVIL: &str = "\u{1b}]0;PWNED\u{7}\u{1b}[31mRED\u{9b}0m";
/// How [`EVIL`] reads once escaped.
const SHOWN: &str = r"\u{1b}]0;PWNED\u{7}\u{1b}[31mRED\u{9b}0m";

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Whether output holds a character that drives a terminal: a C0 control other
/// than the line feed, DEL, or a C1 control.
fn has_raw_controls(output: &str) -> bool {
    output.chars().any(|c| c.is_control() && c != '\n')
}

fn file_with(dir: &tempfile::TempDir, name: &str, content: &str) -> String {
    let path = dir.path().join(name);
    std::fs::write(&path, content).unwrap();
    path.to_str().unwrap().to_string()
}

#[test]
fn every_sudoku_text_output_escapes_the_name() {
    let dir = tempfile::tempdir().unwrap();
    let file = file_with(&dir, "evil.txt", &format!("{P9} {EVIL}\n"));
    let runs: [&[&str]; 6] = [
        &["rate"],
        &["solve"],
        &["solve", "--steps"],
        &["solve", "--grid"],
        &["hint"],
        &["hint", "--all"],
    ];
    for args in runs {
        let mut args = args.to_vec();
        args.push(&file);
        let out = kibitz(&args, None);
        assert_eq!(out.status.code(), Some(0), "{args:?}");
        let stdout = text(&out.stdout);
        assert!(!has_raw_controls(&stdout), "{args:?}: {stdout:?}");
        assert!(stdout.contains(SHOWN), "{args:?}: {stdout}");
    }
}

#[test]
fn json_keeps_the_name_exact() {
    for command in ["rate", "solve", "hint"] {
        let input = format!("{P9} {EVIL}\n");
        let out = kibitz(&[command, "-", "--json"], Some(&input));
        assert_eq!(out.status.code(), Some(0), "{command}");
        let record: serde_json::Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
        assert_eq!(record["name"], EVIL, "{command}");
    }
    let out = kibitz(
        &["hint", "--all", "-", "--json"],
        Some(&format!("{P9} {EVIL}\n")),
    );
    let record: serde_json::Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    assert_eq!(record["name"], EVIL);
    assert_eq!(record["status"], "hint");
}

#[test]
fn a_kakuro_profile_escapes_its_comment_name() {
    let input = format!("; {EVIL}\n# 3\\ 7\\\n\\4 . .\n\\6 . .\n");
    let out = kibitz(&["profile", "-"], Some(&input));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(!has_raw_controls(&stdout), "{stdout:?}");
    assert!(stdout.contains(SHOWN), "{stdout}");
}

#[test]
fn a_scores_file_unknown_id_is_escaped_in_its_error() {
    let dir = tempfile::tempdir().unwrap();
    let scores = serde_json::json!({"version": 1, "scores": {EVIL: 5}}).to_string();
    let scores = file_with(&dir, "scores.json", &scores);
    let out = kibitz(&["rate", P9, "--scores", &scores], None);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(!has_raw_controls(&err), "{err:?}");
    assert!(
        err.contains(SHOWN) && err.contains("unknown technique id"),
        "{err}"
    );
}

#[test]
fn a_save_field_is_escaped_in_its_error() {
    let dir = tempfile::tempdir().unwrap();
    let save = serde_json::json!({
        "version": 1,
        "kind": "sudoku",
        "name": null,
        "size": 4,
        "boxes": [2, 2],
        "givens": format!("{EVIL}..............."),
        "solution": null,
        "edits": [],
        "index": 0,
        "cursor": 0,
        "elapsed_secs": 0
    });
    let save = file_with(&dir, "game.json", &save.to_string());
    let out = kibitz(&["hint", &save], None);
    assert_eq!(out.status.code(), Some(2), "{}", text(&out.stdout));
    let err = text(&out.stderr);
    assert!(!has_raw_controls(&err), "{err:?}");
    assert!(err.contains(r"'\u{1b}' is not a digit"), "{err}");
}
