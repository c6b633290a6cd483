//! `kibitz profile` and `kibitz solve` on Kakuro files, end to end (SPEC §9, §11):
//! text and JSON lines in input order, errors located and counted, exit codes, pipes.

use crate::common;

use common::kibitz;

use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Output, Stdio};

fn json_lines(out: &Output) -> Vec<serde_json::Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}

const SAMPLE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/kakuro_small.txt");
const SMALL: &str = "# 3\\ 7\\\n\\4 . .\n\\6 . .\n";

#[test]
fn profile_prints_the_seed_layout() {
    let out = kibitz(&["profile", SAMPLE], None);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with("PID: kibitz 6x6 no. 1 (6 x 6)\nMRL = 5\nACRL = 7\nNCELL = 21 (84%)\n"),
        "{text}"
    );
    assert!(text.contains("\n\nPID: kibitz 7x7 no. 1 (7 x 7)\n"));
    assert_eq!(text.matches("Rating = 1.0000 (avg cell NPV)").count(), 2);
}

#[test]
fn profile_json_has_every_field_in_input_order() {
    let out = kibitz(&["profile", "--json", "--threads", "2", SAMPLE], None);
    assert_eq!(out.status.code(), Some(0));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 2);
    for (i, line) in lines.iter().enumerate() {
        assert_eq!(line["index"], i);
        for field in [
            "name",
            "width",
            "height",
            "mrl",
            "acrl",
            "ncell",
            "ncell_pct",
            "fixed",
            "implied",
            "total",
            "total_pct",
            "rating",
            "contradiction",
        ] {
            assert!(line.get(field).is_some(), "line {i} lacks {field}");
        }
    }
    assert_eq!(lines[1]["name"], "kibitz 7x7 no. 1");
    assert_eq!(lines[1]["implied"], 26);
}

#[test]
fn a_bad_kakuro_is_reported_and_the_rest_still_profiled() {
    let input = format!("{SMALL}\n# 3\\ 7\\\n\\4 . x\n\\6 . .\n\n; last\n{SMALL}");
    let out = kibitz(&["profile", "-", "--json"], Some(&input));
    assert_eq!(out.status.code(), Some(1));
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 3);
    assert_eq!(lines[1]["index"], 1);
    assert_eq!(
        lines[1]["error"],
        "<stdin>:6:6: expected '#', '.', a digit 1-9 or a clue such as 16\\23, found 'x'"
    );
    assert_eq!(lines[2]["name"], "last");
    assert_eq!(lines[2]["fixed"], 4);
    let text = kibitz(&["profile", "-"], Some(&input));
    assert_eq!(text.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&text.stderr).contains("<stdin>:6:6:"));
}

#[test]
fn solve_reads_kakuro_files_and_writes_grids() {
    let out = kibitz(&["solve", "--json", "-"], Some(SMALL));
    assert_eq!(out.status.code(), Some(0));
    let lines = json_lines(&out);
    assert_eq!(lines[0]["status"], "solved");
    assert_eq!(
        lines[0]["solution"],
        serde_json::json!(["# 3\\ 7\\", "\\4 1 3", "\\6 2 4"])
    );
    let text = kibitz(&["solve", "-"], Some(SMALL));
    assert_eq!(
        String::from_utf8_lossy(&text.stdout),
        "# 3\\ 7\\\n\\4 1 3\n\\6 2 4\n"
    );
}

#[test]
fn solve_reports_repeats_impossible_and_ambiguous_kakuros() {
    let repeat = "# 3\\ 7\\\n\\4 1 1\n\\6 . .\n";
    let wrong = "# 3\\ 7\\\n\\4 3 .\n\\6 . .\n";
    let open = "# 3\\ 3\\\n\\3 . .\n\\3 . .\n";
    let input = format!("{repeat}\n{wrong}\n{open}");
    let out = kibitz(
        &["solve", "--json", "--format", "kakuro", "-"],
        Some(&input),
    );
    assert_eq!(out.status.code(), Some(0));
    let lines = json_lines(&out);
    assert_eq!(lines[0]["status"], "invalid");
    assert_eq!(lines[0]["conflicts"][0]["digit"], 1);
    assert_eq!(
        lines[0]["conflicts"][0]["cells"],
        serde_json::json!(["r2c2", "r2c3"])
    );
    assert_eq!(lines[1]["status"], "no_solution");
    assert_eq!(lines[2]["status"], "several_solutions");
    assert_eq!(lines[2]["solutions"].as_array().map(Vec::len), Some(2));
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn every_corpus_kakuro_profiles_and_solves_from_the_command_line() {
    let test = "every_corpus_kakuro_profiles_and_solves_from_the_command_line";
    let Some(dir) = common::corpus(test) else {
        return;
    };
    let file = dir.join("kakuro/janko_kakuro.txt");
    let file = file.to_str().expect("UTF-8 path");
    let profiles = kibitz(&["profile", "--json", file], None);
    assert_eq!(profiles.status.code(), Some(0));
    let lines = json_lines(&profiles);
    assert_eq!(lines.len(), 975);
    assert!(
        lines
            .iter()
            .enumerate()
            .all(|(i, l)| l["index"] == i && l.get("rating").is_some())
    );
    let solved = kibitz(&["solve", file], None);
    assert_eq!(solved.status.code(), Some(0));
    let solutions =
        std::fs::read_to_string(dir.join("kakuro/janko_kakuro.solutions.txt")).expect("solutions");
    let text = String::from_utf8_lossy(&solved.stdout);
    let blocks: Vec<&str> = text.split("\n\n").collect();
    let expected: Vec<&str> = solutions.split("\n\n").collect();
    assert_eq!(blocks.len(), 975);
    for (i, (got, want)) in blocks.iter().zip(&expected).enumerate() {
        if got.starts_with("several solutions") {
            // The one puzzle of the set with two solutions lists the expected grid among them.
            assert!(got.contains(want.trim_end()), "puzzle {i}");
        } else {
            assert_eq!(got.trim_end(), want.trim_end(), "puzzle {i}");
        }
    }
}

#[test]
fn a_closed_pipe_ends_quietly() {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["profile", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("kibitz runs");
    let input = format!("{SMALL}\n").repeat(3000);
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || {
        let _ = stdin.write_all(input.as_bytes());
    });
    let mut first = String::new();
    BufReader::new(child.stdout.take().expect("stdout"))
        .read_line(&mut first)
        .expect("reads a line");
    assert!(first.starts_with("PID: puzzle 1"));
    let _ = writer.join();
    let out = child.wait_with_output().expect("kibitz ends");
    assert_eq!(out.status.code(), Some(0));
    assert!(
        out.stderr.is_empty(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
