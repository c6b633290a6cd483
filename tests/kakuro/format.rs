//! The Kakuro reader and writer (SPEC §9): located errors for every malformed input the
//! issue names, names from comments, round trips, and no panic on any input.

use kibitz::kakuro::{
    KakuroHintOutcome, KakuroPosition, hint, profile, read_kakuro, read_kakuro_file,
    solve_with_limit, write_kakuro,
};
use proptest::prelude::*;

fn error(text: &str) -> String {
    match read_kakuro(text, "k.txt") {
        Ok(_) => panic!("expected an error for:\n{text}"),
        Err(e) => e.to_string(),
    }
}

const SMALL: &str = "# 3\\ 7\\\n\\4 . .\n\\6 . .\n";

#[test]
fn an_overlong_line_is_refused_and_the_next_puzzle_read() {
    let text = format!("{}\n\n{SMALL}", "# ".repeat(40_000));
    let results = read_kakuro_file(&text, "k.txt");
    assert_eq!(results.len(), 2);
    let e = results[0].as_ref().unwrap_err().to_string();
    assert!(
        e.starts_with("k.txt:1:65537: expected a line of at most 65536 bytes"),
        "{e}"
    );
    assert!(results[1].is_ok());
}

#[test]
fn a_bad_token_is_located_and_named() {
    assert_eq!(
        error("# 3\\ 7\\\n\\4 . x\n\\6 . .\n"),
        "k.txt:2:6: expected '#', '.', a digit 1-9 or a clue such as 16\\23, found 'x'"
    );
    assert_eq!(
        error("# 3\\ 7\\\n\\4 . 0\n\\6 . .\n"),
        "k.txt:2:6: expected '#', '.', a digit 1-9 or a clue such as 16\\23, found '0'"
    );
    assert!(error("# 3\\ 7\\\n\\4 . 12\n\\6 . .\n").ends_with("found '12'"));
}

#[test]
fn clue_sums_are_checked_on_each_side() {
    assert_eq!(
        error("# 3\\ 7\\\n\\46 . .\n\\6 . .\n"),
        "k.txt:2:2: expected a clue sum 1-45 or nothing after '\\', found '46'"
    );
    assert_eq!(
        error("# x3\\ 7\\\n\\4 . .\n\\6 . .\n"),
        "k.txt:1:3: expected a clue sum 1-45 or nothing before '\\', found 'x3'"
    );
    assert!(error("# 3\\\\ 7\\\n\\4 . .\n\\6 . .\n").contains("found '\\'"));
    assert!(error("# 0\\ 7\\\n\\4 . .\n\\6 . .\n").contains("found '0'"));
}

#[test]
fn rows_must_have_the_same_length() {
    assert_eq!(
        error("# 3\\ 7\\\n\\4 . . #\n\\6 . .\n"),
        "k.txt:2:8: expected 3 squares in this row, as in the first row, found 4"
    );
    assert_eq!(
        error("# 3\\ 7\\\n\\4 .\n\\6 . .\n"),
        "k.txt:2:5: expected 3 squares in this row, as in the first row, found 2"
    );
}

#[test]
fn a_run_of_two_without_a_clue_is_an_error() {
    assert_eq!(
        error("# 3\\ 7\\\n# . .\n\\6 . .\n"),
        "k.txt:2:3: an across run of 2 cells has no clue"
    );
    assert_eq!(
        error("# # 7\\\n\\4 . .\n\\6 . .\n"),
        "k.txt:2:4: a down run of 2 cells has no clue"
    );
}

#[test]
fn a_clue_without_a_run_is_an_error() {
    assert_eq!(
        error("# 3\\ 7\\ 5\\\n\\4 . . #\n\\6 . . #\n"),
        "k.txt:1:9: clue 5 for a down run has no white cell below it"
    );
    assert_eq!(
        error("# 3\\ 7\\\n\\4 . .\n\\6 . \\5\n"),
        "k.txt:3:6: clue 5 for an across run has no white cell to its right"
    );
}

#[test]
fn an_impossible_sum_is_an_error() {
    assert_eq!(
        error("# 3\\ 7\\\n\\2 . .\n\\6 . .\n"),
        "k.txt:2:1: clue 2 is impossible for an across run of 2 cells (expected 3 to 17)"
    );
    assert_eq!(
        error("# 18\\ 7\\\n\\4 . .\n\\6 . .\n"),
        "k.txt:1:3: clue 18 is impossible for a down run of 2 cells (expected 3 to 17)"
    );
}

#[test]
fn a_run_longer_than_nine_is_an_error() {
    let text = "# # # # # # # # # # #\n\\45 . . . . . . . . . .\n";
    assert_eq!(
        error(text),
        "k.txt:2:1: an across run of 10 cells is longer than 9"
    );
}

#[test]
fn grids_need_a_white_cell_and_one_puzzle_means_one() {
    assert!(error("# #\n# #\n").ends_with("expected at least one white cell '.'"));
    assert!(error("").contains("found no grid lines"));
    assert!(error(&format!("{SMALL}\n{SMALL}")).starts_with("k.txt:5:1: expected one Kakuro"));
}

#[test]
fn comments_name_puzzles_and_the_writer_round_trips() {
    let text = format!("; first\n{SMALL}\n;ignored\n\n{SMALL}; third\n{SMALL}");
    let puzzles: Vec<_> = read_kakuro_file(&text, "k.txt")
        .into_iter()
        .map(|p| p.expect("reads"))
        .collect();
    let names: Vec<Option<&str>> = puzzles.iter().map(|p| p.name.as_deref()).collect();
    assert_eq!(names, vec![Some("first"), None, Some("third")]);
    for p in &puzzles {
        let again = read_kakuro(&write_kakuro(p), "again").expect("written form reads");
        assert_eq!(&again, p);
    }
    assert_eq!(write_kakuro(&puzzles[0]), format!("; first\n{SMALL}"));
}

#[test]
fn digits_in_white_cells_are_givens_and_written_back() {
    let p = read_kakuro("# 3\\ 7\\\n\\4 1 .\n\\6 . 4\n", "k").expect("reads");
    assert_eq!(p.givens, vec![1, 0, 0, 4]);
    assert_eq!(write_kakuro(&p), "# 3\\ 7\\\n\\4 1 .\n\\6 . 4\n");
    let both_empty =
        read_kakuro("\\ 3\\ 7\\\n\\4 . .\n\\6 . .\n", "k").expect("an empty clue reads");
    assert!(write_kakuro(&both_empty).starts_with("\\ 3\\"));
}

#[test]
fn a_bad_block_does_not_stop_the_others() {
    let text = format!("{SMALL}\n# 3\\ 7\\\n\\4 . x\n\\6 . .\n\n{SMALL}");
    let results = read_kakuro_file(&text, "k.txt");
    assert_eq!(results.len(), 3);
    assert!(results[0].is_ok() && results[2].is_ok());
    assert_eq!(results[1].as_ref().map_err(|e| e.line), Err(6));
}

/// A token a near-valid grid may hold in place of a good one.
fn token() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("#".to_string()),
        Just(".".to_string()),
        (1u8..=9).prop_map(|d| d.to_string()),
        (0u8..=60, 0u8..=60).prop_map(|(d, r)| format!("{d}\\{r}")),
        (0u8..=60).prop_map(|d| format!("\\{d}")),
        (0u8..=60).prop_map(|d| format!("{d}\\")),
        "[^\\s]{1,4}",
    ]
}

/// Reading must not panic; what reads must profile, solve, hint and round-trip.
fn exercise(text: &str) {
    for p in read_kakuro_file(text, "p").into_iter().flatten() {
        let _ = profile(&p.grid, &p.givens);
        let _ = solve_with_limit(&p.grid, &p.givens, 2_000);
        let position = KakuroPosition::new(p.grid.clone(), &p.givens);
        if let KakuroHintOutcome::Hint(h) = hint(&position) {
            assert!(!h.text.is_empty());
        }
        assert_eq!(read_kakuro(&write_kakuro(&p), "again").as_ref(), Ok(&p));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn arbitrary_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400)) {
        exercise(&String::from_utf8_lossy(&bytes));
    }

    #[test]
    fn near_valid_grids_never_panic(
        rows in 2usize..7,
        cols in 2usize..7,
        cells in proptest::collection::vec(token(), 49),
        dots in proptest::collection::vec(any::<bool>(), 49),
    ) {
        let mut text = String::new();
        for r in 0..rows {
            let line: Vec<String> = (0..cols)
                .map(|c| if dots[r * 7 + c] && r > 0 && c > 0 { ".".to_string() } else { cells[r * 7 + c].clone() })
                .collect();
            text.push_str(&line.join(" "));
            text.push('\n');
        }
        exercise(&text);
    }

    #[test]
    fn small_corner_edits_never_panic(edit in token(), at in 0usize..9) {
        let mut tokens: Vec<String> = SMALL.split_whitespace().map(str::to_string).collect();
        tokens[at] = edit;
        let text = format!("{} {} {}\n{} {} {}\n{} {} {}\n",
            tokens[0], tokens[1], tokens[2], tokens[3], tokens[4], tokens[5], tokens[6], tokens[7], tokens[8]);
        exercise(&text);
    }
}
