//! The command line's manners (SPEC §9, §11): puzzles numbered from 1 in human
//! output while JSON's `index` stays 0-based, the `--format` values listed in the
//! help, singular nouns for one, Kakuro solutions printed as aligned grids with
//! `--grid`, and a progress bar with done/total and the time left.

use crate::common;

use common::kibitz;

const P4: &str = "1.3..4.24..1.1.3";

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn rate_numbers_puzzles_from_one_and_json_from_zero() {
    let input = format!("{P4} first\n{P4} second\n");
    let out = kibitz(&["rate", "-"], Some(&input));
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("#1 first (4x4)"), "{stdout}");
    assert!(stdout.contains("\n#2 second (4x4)"), "{stdout}");
    assert!(!stdout.contains("#0"), "{stdout}");

    let out = kibitz(&["rate", "-", "--json"], Some(&input));
    let first: serde_json::Value =
        serde_json::from_str(text(&out.stdout).lines().next().unwrap()).unwrap();
    assert_eq!(first["index"], 0);

    let out = kibitz(
        &["rate", "-", "--strategy", "random", "--runs", "2"],
        Some(&input),
    );
    let stdout = text(&out.stdout);
    assert!(stdout.starts_with("#1 first: "), "{stdout}");
}

#[test]
fn the_help_lists_the_format_values() {
    for command in ["solve", "rate", "hint", "play", "profile"] {
        let out = kibitz(&[command, "--help"], None);
        let help = text(&out.stdout);
        assert!(
            help.contains("[possible values: line, grid, numbers, pencil, jigsaw, kakuro]"),
            "{command}: {help}"
        );
    }
    let out = kibitz(&["solve", "--format", "csv", P4], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(text(&out.stderr).contains("line, grid, numbers"));
    let out = kibitz(&["solve", "--format", "LINE", P4], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
}

#[test]
fn one_of_a_thing_is_singular() {
    // One hidden single is left: the only hint of every technique is that one.
    let almost = "1234341243212.43";
    let out = kibitz(&["hint", "--technique", "naked_single", almost], None);
    let stdout = text(&out.stdout);
    assert!(stdout.trim_end().ends_with("\n1 hint"), "{stdout}");
    let out = kibitz(&["play", "--index", "2", P4], None);
    assert_eq!(out.status.code(), Some(2));
    let stderr = text(&out.stderr);
    assert!(
        stderr.contains("holds 1 puzzle (counted from 1)"),
        "{stderr}"
    );
}

#[test]
fn solve_grid_lines_up_a_kakuro() {
    let out = kibitz(&["solve", "--grid", "puzzles/kakuro/small.txt"], None);
    assert_eq!(out.status.code(), Some(0));
    let stdout = text(&out.stdout);
    let block: Vec<&str> = stdout.split("\n\n").next().unwrap().lines().collect();
    assert_eq!(block[0], "; kibitz 6x6 no. 1");
    assert_eq!(block[1], "  #   15\\ 19\\    # 33\\ 7\\");
    assert_eq!(block[2], "\\14     9   5 18\\5   3  2");
    let widths: Vec<usize> = block[1..].iter().map(|l| l.chars().count()).collect();
    assert!(widths.iter().all(|&w| w == widths[0]), "{block:?}");
    // Without --grid the rows keep single spaces.
    let out = kibitz(&["solve", "puzzles/kakuro/small.txt"], None);
    assert!(text(&out.stdout).contains("\n# 15\\ 19\\ # 33\\ 7\\\n"));
}

/// Every row `solve --grid` draws of a bundled Kakuro holds a clue or a digit:
/// the 7×7 once had a last row of black squares alone (its pattern's), which
/// the grid drew as a dead row.
#[test]
fn solve_grid_draws_no_dead_row_or_column_of_a_bundled_kakuro() {
    for file in ["puzzles/kakuro/small.txt", "puzzles/kakuro/medium.txt"] {
        let out = kibitz(&["solve", "--grid", file], None);
        assert_eq!(out.status.code(), Some(0));
        let stdout = text(&out.stdout);
        for block in stdout.split("\n\n").filter(|b| !b.trim().is_empty()) {
            let rows: Vec<Vec<&str>> = block
                .lines()
                .filter(|l| !l.starts_with(';'))
                .map(|l| l.split_whitespace().collect())
                .collect();
            for (r, row) in rows.iter().enumerate().skip(1) {
                let dead = row.iter().all(|&t| t == "#");
                assert!(!dead, "{file}: row {} is all black\n{block}", r + 1);
            }
            for c in 1..rows[0].len() {
                let dead = rows.iter().all(|row| row[c] == "#");
                assert!(!dead, "{file}: column {} is all black\n{block}", c + 1);
            }
        }
        assert!(stdout.contains("7x7") || file.ends_with("medium.txt"));
    }
}

/// The bar is drawn only on a terminal, so this runs `rate` in a pseudo-terminal
/// on work slow enough (random runs on hard puzzles, one thread) to be seen.
#[cfg(all(unix, feature = "tui"))]
#[test]
fn the_progress_bar_shows_done_of_total_and_the_time_left() {
    let home = tempfile::tempdir().unwrap();
    let args = [
        "rate",
        "--threads",
        "1",
        "--strategy",
        "random",
        "--runs",
        "10",
        "puzzles/sudoku9/top95.txt",
    ];
    let mut run = common::pty::Run::start(home.path(), &args, &[]);
    run.wait_until(
        |s| s.contains("/20 puzzles") && s.contains("ETA"),
        "a bar with done/total and ETA",
    );
    assert!(run.wait_exit());
}
