//! Comma-separated grids (SPEC §9's numbers, issue 23): read like any other form,
//! and the corpus's deliberately malformed comma files (`sudoku9/bad_format`,
//! course samples for error handling) each reach the error they were written to
//! test — a number too many, a number missing, a row missing, a row too many —
//! at its line and column.

use crate::common;

use common::{corpus, kibitz};

const P9: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

/// The puzzle as nine lines of comma-separated numbers, `0` empty.
fn comma_form(line: &str) -> String {
    line.as_bytes()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row
                .iter()
                .map(|&b| {
                    if b == b'.' {
                        "0".into()
                    } else {
                        (b as char).to_string()
                    }
                })
                .collect();
            cells.join(",") + "\n"
        })
        .collect()
}

#[test]
fn a_comma_grid_reads_as_the_same_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("p9.csv");
    std::fs::write(&file, comma_form(P9)).unwrap();
    let file = file.to_string_lossy().into_owned();
    let from_commas = kibitz(&["solve", &file, "--json"], None);
    assert_eq!(
        from_commas.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&from_commas.stderr)
    );
    let from_line = kibitz(&["solve", P9, "--json"], None);
    let solution = |out: &std::process::Output| {
        let v: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
        v["solution"].clone()
    };
    assert_eq!(solution(&from_commas), solution(&from_line));
    assert_ne!(solution(&from_line), serde_json::Value::Null);
}

#[test]
fn the_malformed_comma_files_reach_their_real_errors() {
    let Some(dir) = corpus("the_malformed_comma_files_reach_their_real_errors") else {
        return;
    };
    let cases = [
        (
            "9x9_extra_number.txt",
            ":8:19: expected 9 numbers in this row (as in the first row of the grid), found 10",
        ),
        (
            "9x9_missing_number.txt",
            ":8:16: expected 9 numbers in this row (as in the first row of the grid), found 8",
        ),
        (
            "9x9_too_few_rows.txt",
            ":9:1: expected 9 rows of 9 numbers, found 8 rows",
        ),
        (
            "9x9_too_many_rows.txt",
            ":10:1: expected 9 rows of 9 numbers, found 10 rows",
        ),
    ];
    for (name, expected) in cases {
        let path = dir.join("sudoku9/bad_format").join(name);
        let path = path.to_string_lossy().into_owned();
        let out = kibitz(&["solve", &path], None);
        assert_eq!(out.status.code(), Some(1), "{name}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{name}: one line: {err}");
        let wanted = format!("{path}{expected} (block at line 1 read as comma-separated numbers)");
        assert_eq!(err.trim_end(), wanted, "{name}");
    }
}
