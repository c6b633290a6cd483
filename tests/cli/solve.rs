//! `kibitz solve` end to end (SPEC §9, §11): outputs, JSON lines, exit codes,
//! standard input, inline grids, malformed files and closed pipes.

use crate::common;

use common::kibitz;

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

const P9: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn inline_grid_is_solved() {
    let out = kibitz(&["solve", P9], None);
    assert_eq!(out.status.code(), Some(0));
    let line = text(&out.stdout);
    assert_eq!(line.trim().len(), 81);
    assert!(line.starts_with('4'));
}

#[test]
fn json_lines_in_input_order_with_errors_inline() {
    let input = format!("{P9} first\n{}x\n{P9} third\n", &P9[..80]);
    let out = kibitz(&["solve", "-", "--json", "--threads", "2"], Some(&input));
    assert_eq!(out.status.code(), Some(1));
    let lines: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[0]["index"], 0);
    assert_eq!(lines[0]["name"], "first");
    assert_eq!(lines[0]["status"], "solved");
    assert_eq!(lines[1]["index"], 1);
    assert!(
        lines[1]["error"]
            .as_str()
            .unwrap()
            .starts_with("<stdin>:2:81: expected")
    );
    assert_eq!(lines[2]["name"], "third");
}

#[test]
fn statuses_for_several_none_and_invalid() {
    let several = "................";
    let invalid = "11..............";
    let none = "123............4";
    let input = format!("{several}\n{invalid}\n{none}\n");
    let out = kibitz(&["solve", "-", "--json"], Some(&input));
    assert_eq!(out.status.code(), Some(0));
    let lines: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines[0]["status"], "several_solutions");
    assert_eq!(lines[0]["solutions"].as_array().unwrap().len(), 2);
    assert_eq!(lines[1]["status"], "invalid");
    assert_eq!(lines[1]["conflicts"][0]["group"], "row 1");
    assert_eq!(lines[1]["conflicts"][0]["cells"][1], "r1c2");
    assert_eq!(lines[2]["status"], "no_solution");
    assert!(lines[2]["solution"].is_null());
    let plain = kibitz(&["solve", "-"], Some(&input));
    let plain = text(&plain.stdout);
    assert!(plain.contains("several solutions"));
    assert!(plain.contains("invalid: 1 appears 2 times in row 1: r1c1, r1c2"));
    assert!(plain.contains("no solution"));
}

#[test]
fn budget_gives_undecided() {
    let out = kibitz(
        &["solve", "--json", "--max-nodes", "0", &".".repeat(81)],
        None,
    );
    let v: serde_json::Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    assert_eq!(v["status"], "undecided");
}

#[test]
fn bytes_that_are_not_text_get_located_errors() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("latin1.txt");
    let mut bytes = P9.as_bytes().to_vec();
    bytes[10] = 0xE9;
    bytes.extend_from_slice(b" caf\xE9\n");
    bytes.extend_from_slice(P9.as_bytes());
    std::fs::write(&path, &bytes).unwrap();
    let out = kibitz(&["solve", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("latin1.txt:1:11: expected a digit 1-9 or '.'"),
        "{err}"
    );
    assert_eq!(text(&out.stdout).lines().count(), 1);
}

#[test]
fn usage_and_io_errors_exit_2() {
    assert_eq!(
        kibitz(&["solve", "no-such-file.txt"], None).status.code(),
        Some(2)
    );
    assert_eq!(
        kibitz(&["solve", "--box", "3-4", P9], None).status.code(),
        Some(2)
    );
    assert_eq!(kibitz(&["frobnicate"], None).status.code(), Some(2));
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn malformed_files_get_one_line_errors() {
    let Some(dir) = common::corpus("malformed") else {
        return;
    };
    for entry in std::fs::read_dir(dir.join("sudoku9/bad_format")).unwrap() {
        let path = entry.unwrap().path();
        let out = kibitz(&["solve", path.to_str().unwrap()], None);
        assert_eq!(out.status.code(), Some(1), "{}", path.display());
        let err = text(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{err}");
        // Each file reaches the fault it was written for, past its commas.
        let name = path.file_name().unwrap().to_str().unwrap();
        let fault = match name {
            "9x9_extra_number.txt" => ":8:19: expected 9 numbers in this row",
            "9x9_missing_number.txt" => ":8:16: expected 9 numbers in this row",
            "9x9_too_few_rows.txt" => ":9:1: expected 9 rows of 9 numbers, found 8 rows",
            "9x9_too_many_rows.txt" => ":10:1: expected 9 rows of 9 numbers, found 10 rows",
            other => panic!("a malformed file this test does not know: {other}"),
        };
        assert!(err.contains(fault), "{err}");
        assert!(!err.contains("panicked"));
    }
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn closed_pipe_is_not_an_error() {
    let Some(dir) = common::corpus("closed pipe") else {
        return;
    };
    let file = dir.join("sudoku9/royle_17clue.txt");
    for json in [false, true] {
        let mut args = vec!["solve", file.to_str().unwrap()];
        if json {
            args.push("--json");
        }
        closed_after_one_line(&args);
    }
}

fn closed_after_one_line(args: &[&str]) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut first = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut first)
        .unwrap();
    assert!(!first.trim().is_empty());
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stderr).is_empty(), "{}", text(&out.stderr));
}
