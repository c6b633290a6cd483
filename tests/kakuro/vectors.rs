//! The worked examples of the spec (SPEC §8, §11 `profile`): the expected profiles in
//! `corpus/vectors/kakuro.expected.jsonl`, computed by an independent implementation,
//! compared field by field with ours.

use crate::common;

use kibitz::kakuro::{profile, read_kakuro_file};
use serde_json::Value;

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn profiles_match_the_worked_examples_field_by_field() {
    let test = "profiles_match_the_worked_examples_field_by_field";
    let Some(puzzles) = common::corpus_file(test, "vectors/kakuro.txt") else {
        return;
    };
    let Some(expected) = common::corpus_file(test, "vectors/kakuro.expected.jsonl") else {
        return;
    };
    let puzzles = read_kakuro_file(&puzzles, "kakuro.txt");
    let lines: Vec<&str> = expected.lines().filter(|l| !l.trim().is_empty()).collect();
    assert_eq!(
        puzzles.len(),
        lines.len(),
        "one expected profile per puzzle"
    );
    let mut compared = 0;
    for (line, puzzle) in lines.iter().zip(&puzzles) {
        let want: Value = serde_json::from_str(line).expect("vector line is JSON");
        let index = want["index"].as_u64().expect("index") as usize;
        let puzzle = puzzle.as_ref().expect("vector puzzle reads");
        let got = serde_json::to_value(profile(&puzzle.grid, &puzzle.givens))
            .expect("profile serialises");
        for (field, value) in want.as_object().expect("object") {
            if field == "index" {
                continue;
            }
            assert_eq!(&got[field], value, "puzzle {index}, field {field}");
            compared += 1;
        }
    }
    assert!(
        compared >= 5 * 12,
        "every field of every vector compared ({compared})"
    );
}
