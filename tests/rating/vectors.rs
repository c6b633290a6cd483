//! The worked examples of the spec (corpus `vectors/sudoku.expected.jsonl`):
//! every `rate` field given and the simplest hint, compared field by field.

use crate::common;

use kibitz::cli::rate::record::RatingRecord;
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::rating::strategy::simplest_hint;
use kibitz::rating::{Scores, rate};
use serde_json::{Value, json};

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn sudoku_vectors_match_every_given_field() {
    let Some(text) = common::corpus_file("vectors", "vectors/sudoku.txt") else {
        return;
    };
    let Some(expected) = common::corpus_file("vectors", "vectors/sudoku.expected.jsonl") else {
        return;
    };
    let scores = Scores::default();
    let puzzles: Vec<_> = read_sudoku(&text, "sudoku.txt", &ReadOptions::default())
        .map(|p| p.unwrap())
        .collect();
    let expected: Vec<Value> = expected
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(puzzles.len(), expected.len());
    let mut mismatches = Vec::new();
    for (p, want) in puzzles.iter().zip(&expected) {
        let name = p.name.clone().unwrap_or_default();
        let rating = rate(&p.position, &scores);
        let report = serde_json::to_value(RatingRecord::of(&rating)).unwrap();
        for field in [
            "size",
            "valid",
            "solutions",
            "diffkey",
            "coarse",
            "score",
            "stuck",
            "counts",
            "shd",
        ] {
            match want.get(field) {
                Some(w) if report[field] != *w => {
                    mismatches.push(format!("{name} {field}: got {} want {w}", report[field]))
                }
                _ => {}
            }
        }
        // The vectors give no hint for an invalid puzzle (duplicates, or several
        // solutions); kibitz still hints those (listing any duplicates beside the
        // hint: every technique stays sound for each solution), so only valid
        // puzzles compare.
        if want["valid"] == false {
            assert_eq!(want["hint"], Value::Null, "{name}");
            continue;
        }
        if let Some(w) = want.get("hint") {
            let got = match simplest_hint(&p.position, &scores) {
                Some(h) => {
                    let geo = p.position.geometry();
                    let cd = |v: &[kibitz::engine::instance::CellDigit]| {
                        v.iter()
                            .map(|x| json!({"cell": geo.cell_name(x.cell), "digit": x.digit}))
                            .collect::<Vec<_>>()
                    };
                    json!({"technique": h.technique.id(), "placements": cd(&h.placements), "eliminations": cd(&h.eliminations)})
                }
                _ => Value::Null,
            };
            if got != *w {
                mismatches.push(format!("{name} hint: got {got} want {w}"));
            }
        }
    }
    assert!(
        mismatches.is_empty(),
        "{} mismatches:\n{}",
        mismatches.len(),
        mismatches.join("\n")
    );
}
