//! Hostile and runaway input through the built binary (SPEC §9): arguments and
//! files that parse but make no sense get one clear line and the documented exit
//! code, never a panic or a runaway.

use crate::common;

use common::kibitz;

const P9: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_box_shape_whose_product_wraps_is_a_usage_error() {
    let out = kibitz(&["solve", "--box", "5x3689348814741910325", P9], None);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("product is a board side 4 to 25"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn scores_above_the_bound_are_refused_naming_the_id() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("scores.json");
    std::fs::write(
        &path,
        r#"{"version": 1, "scores": {"jellyfish": 2147483648}}"#,
    )
    .unwrap();
    let out = kibitz(&["rate", P9, "--scores", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("jellyfish") && err.contains("1000000"),
        "{err}"
    );
}

#[test]
fn thread_counts_past_the_bound_are_a_usage_error() {
    let out = kibitz(&["solve", "--threads", "100000", P9], None);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("0 to 256") && err.contains("100000"), "{err}");
    let out = kibitz(&["solve", "--threads", "256", P9], None);
    assert_eq!(out.status.code(), Some(0));
}

#[cfg(unix)]
#[test]
fn an_endless_file_is_refused_naming_it() {
    let out = kibitz(&["solve", "/dev/zero"], None);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("/dev/zero") && err.contains("256 MiB"),
        "{err}"
    );
}

#[test]
fn an_overlong_line_is_one_bad_item_and_reading_goes_on() {
    let input = format!("{}\n{P9} after\n", ".".repeat(200_000));
    let out = kibitz(&["solve", "-", "--json"], Some(&input));
    assert_eq!(out.status.code(), Some(1));
    let lines: Vec<serde_json::Value> = text(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    let error = lines[0]["error"].as_str().unwrap();
    assert!(
        error.starts_with("<stdin>:1:65537: expected a line of at most 65536 bytes"),
        "{error}"
    );
    assert_eq!(lines[1]["status"], "solved");
    assert_eq!(lines[1]["name"], "after");
}

#[test]
fn a_kakuro_wider_than_the_bound_is_refused_at_the_square() {
    let row = format!("\\3 . .{}", " #".repeat(98));
    let input = format!("{row}\n{row}\n");
    let out = kibitz(&["solve", "-"], Some(&input));
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains("<stdin>:1:") && err.contains("expected at most 100 squares in a row"),
        "{err}"
    );
}

/// Whether text holds a byte that drives a terminal (C0 controls other than the
/// newline, DEL).
fn has_raw_controls(bytes: &[u8]) -> bool {
    bytes.iter().any(|&b| (b < 0x20 && b != b'\n') || b == 0x7f)
}

#[test]
fn control_characters_in_numbers_errors_are_escaped() {
    let rows = ["1 2 3 4"; 4].join("\n") + "\n";
    let input = rows.replacen("3", "1\u{1b}[2J\u{7}", 1);
    let out = kibitz(&["solve", "-", "--format", "numbers"], Some(&input));
    assert_eq!(out.status.code(), Some(1));
    assert!(!has_raw_controls(&out.stderr), "{:?}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(err.contains(r"found '1\u{1b}[2J\u{7}'"), "{err}");
}

#[test]
fn control_characters_in_kakuro_errors_are_escaped() {
    let input = "# 3\\ 7\\\n\\4 . \u{1b}]0;title\u{7}\n\\6 . .\n";
    let out = kibitz(&["solve", "-"], Some(input));
    assert_eq!(out.status.code(), Some(1));
    assert!(!has_raw_controls(&out.stderr), "{:?}", text(&out.stderr));
    let err = text(&out.stderr);
    assert!(err.contains(r"found '\u{1b}]0;title\u{7}'"), "{err}");
}

#[test]
fn a_backslash_in_a_comment_or_name_leaves_a_sudoku_a_sudoku() {
    let input = format!("# C:\\puzzles\\hard.txt\n{P9} dir\\name\n");
    let out = kibitz(&["solve", "-", "--json"], Some(&input));
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let record: serde_json::Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
    assert_eq!(record["status"], "solved");
    assert_eq!(record["name"], "dir\\name");
}

#[test]
fn a_byte_order_mark_does_not_spoil_the_first_puzzle() {
    let numbers = "1 0 0 0\n0 0 3 0\n0 4 0 0\n0 0 0 2\n";
    let kakuro = "# 3\\ 7\\\n\\4 . .\n\\6 . .\n";
    for input in [format!("{P9}\n{P9}\n"), numbers.to_string(), kakuro.into()] {
        let input = format!("\u{feff}{input}");
        let out = kibitz(&["solve", "-", "--json"], Some(&input));
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        let first: serde_json::Value =
            serde_json::from_str(text(&out.stdout).lines().next().unwrap()).unwrap();
        assert_ne!(first["status"], serde_json::Value::Null, "{first}");
        assert_eq!(first.get("error"), None, "{first}");
    }
}

#[cfg(feature = "tui")]
#[test]
fn the_game_without_a_terminal_says_so_and_touches_no_file() {
    let home = tempfile::tempdir().unwrap();
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["play", "puzzles/sizes/4x4.txt", "--index", "2"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .env("KIBITZ_HOME", home.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("the game needs a terminal, but standard input is not one"),
        "{err}"
    );
    assert_eq!(std::fs::read_dir(home.path()).unwrap().count(), 0);
}
