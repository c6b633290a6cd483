//! The readers' answers to input that once misled them (SPEC §9): a byte-order
//! mark before a Kakuro comment, an 8×8 jigsaw with a full row, a `--layout`
//! file at fault, `--format jigsaw` errors and a number too large for its board,
//! each one clear line naming file, line and column.

use crate::common;

use common::kibitz;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// An 8×8 jigsaw (janko.at layout) whose first row is full, and its layout.
const JIGSAW8: &str = "53127864\n.....7..\n.4.8....\n3......2\n..6.3.8.\n1...5.7.\n..3...4.\n....2...\n\
AAAABCCC\nAABBBCCC\nAADBBBEC\nDDDBEEEC\nFDDDGEEE\nFDGGGEHH\nFFFGGGHH\nFFFGHHHH\n";

#[test]
fn a_comment_after_a_byte_order_mark_is_an_error_not_a_panic() {
    // The text that once crashed the game's paste, through the same readers.
    for args in [&["solve", "-"][..], &["solve", "-", "--format", "kakuro"]] {
        let out = kibitz(args, Some("\u{feff}; 3\\4"));
        let err = text(&out.stderr);
        assert!(!err.contains("panicked"), "{err}");
        assert!(matches!(out.status.code(), Some(0..=2)), "{err}");
    }
    let out = kibitz(&["solve", "-"], Some("\u{feff}; 3\\4"));
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).starts_with("<stdin>:1:"),
        "{}",
        text(&out.stderr)
    );
}

#[test]
fn an_eight_by_eight_jigsaw_with_a_full_row_is_a_jigsaw() {
    for format in [None, Some("jigsaw")] {
        let mut args = vec!["solve", "-", "--json"];
        args.extend(format.map(|f| ["--format", f]).into_iter().flatten());
        let out = kibitz(&args, Some(JIGSAW8));
        assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
        let record: serde_json::Value = serde_json::from_str(text(&out.stdout).trim()).unwrap();
        assert_eq!(record["status"], "solved", "{record}");
        assert!(
            record["solution"].as_str().unwrap().starts_with("53127864"),
            "{record}"
        );
    }
}

#[test]
fn a_layout_file_at_fault_is_named_with_the_puzzle() {
    let dir = tempfile::tempdir().unwrap();
    let layout = dir.path().join("regions.txt");
    std::fs::write(&layout, "AAAB\nABBB\nCCDD\nCCD\n").unwrap();
    let layout = layout.to_str().unwrap();
    let out = kibitz(&["solve", "--layout", layout, "..43...1.2......"], None);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.starts_with(&format!("{layout}:1:1: bad region layout")),
        "{err}"
    );
    assert!(
        err.contains("found 15") && err.contains("puzzle at <inline>:1:1"),
        "{err}"
    );
}

#[test]
fn format_jigsaw_errors_say_the_format_was_asked_for() {
    let short_row = JIGSAW8.replacen(".....7..", ".....7.", 1);
    let out = kibitz(&["solve", "-", "--format", "jigsaw"], Some(&short_row));
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(err.starts_with("<stdin>:2:8: expected 8 cells"), "{err}");
    assert!(err.contains("as --format jigsaw asks"), "{err}");
    assert!(!err.contains("detected"), "{err}");
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn a_number_above_the_side_says_what_the_board_holds() {
    let Some(grid) = common::corpus_file("26 in a 25x25", "sizes/jxa3695_25x25.txt") else {
        return;
    };
    let grid = grid.replacen(" 0 ", " 26 ", 1);
    let out = kibitz(&["solve", "-"], Some(&grid));
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert_eq!(err.lines().count(), 1, "{err}");
    assert!(
        err.contains(
            "expected a number 0-25 or '.', found 26: a 25x25 board holds the digits 1 to 25"
        ),
        "{err}"
    );
    assert!(err.contains("read as numbers"), "{err}");
}
