//! Kakuro drills (SPEC §8, §9 `generate --kakuro WxH --requires ID --drill`):
//! for every Kakuro technique, a position whose drill hint is that technique
//! (the simplest Kakuro hint, but for the last free cell and the combination
//! intersection, which simpler techniques subsume: `generate::kakuro_drill`), reached from a generated 8×8 Kakuro by the hints before it; and the
//! command line writing such a position with its hint and candidates.
//!
//! The techniques are made from a fixed seed list: seed 1, puzzle 0, the try
//! that `examples/kakuro_drill_times.rs` reports as the first that makes the
//! drill (each try is its own random stream, so one try is made, not the search
//! before it).

use crate::common;

use common::kibitz;
use kibitz::generate::kakuro::KakuroSpec;
use kibitz::generate::kakuro_drill::{
    KakuroDrill, kakuro_drill_hint, kakuro_subsumed_by, try_kakuro_drill,
};
use kibitz::generate::rng::try_rng;
use kibitz::generate::symmetry::Symmetry;
use kibitz::generate::target::KakuroTarget;
use kibitz::kakuro::coach::simplest_hint;
use kibitz::kakuro::{KakuroHintOutcome, KakuroScores, KakuroTechnique, read_kakuro};

/// The try of seed 1 that makes each Kakuro technique's drill on an 8×8.
const SEED_ONE_TRIES: &[(KakuroTechnique, u64)] = &[
    (KakuroTechnique::SingleCandidate, 1),
    (KakuroTechnique::LastFreeCell, 1),
    (KakuroTechnique::UniqueCombination, 1),
    (KakuroTechnique::CombinationDigits, 1),
    (KakuroTechnique::HiddenSingleRun, 1),
    (KakuroTechnique::RequiredDigits, 1),
    (KakuroTechnique::CombinationIntersection, 6),
    (KakuroTechnique::MinMaxBounds, 1),
    (KakuroTechnique::NakedSubset, 13),
    (KakuroTechnique::HiddenSubset, 31),
    (KakuroTechnique::SumSplitting, 6),
    (KakuroTechnique::DomainTest, 10),
];

fn eight_by_eight() -> KakuroSpec {
    KakuroSpec {
        width: 8,
        height: 8,
        symmetry: Symmetry::Rotational,
        target: KakuroTarget::default(),
        scores: KakuroScores::default(),
    }
}

/// The drill's position gives the technique as its drill hint, that hint is
/// the drill's, and the simplest hint there is the technique itself unless the
/// technique is subsumed (then it is its entry or harder).
fn assert_drill(drill: &KakuroDrill, technique: KakuroTechnique, what: &str) {
    let scores = KakuroScores::default();
    let KakuroHintOutcome::Hint(hint) = kakuro_drill_hint(&drill.position, technique, &scores)
    else {
        panic!("{what}: the drill position has a hint");
    };
    assert_eq!(hint.technique, technique, "{what}");
    assert_eq!(hint, drill.hint, "{what}");
    assert!(
        drill.steps.iter().all(|s| s.technique != technique),
        "{what}: no step before is the technique"
    );
    let KakuroHintOutcome::Hint(simplest) = simplest_hint(&drill.position, &scores) else {
        panic!("{what}: the drill position has a simplest hint");
    };
    let subsumed = kakuro_subsumed_by(technique);
    assert!(
        simplest.technique == technique || subsumed.contains(&simplest.technique) || {
            let order = scores.order();
            let rank = |t| order.iter().position(|&o| o == t);
            !subsumed.is_empty()
                && rank(simplest.technique) > subsumed.iter().filter_map(|&t| rank(t)).min()
        },
        "{what}: the simplest hint is {}",
        simplest.technique.id()
    );
}

#[test]
fn every_kakuro_technique_is_in_the_seed_list() {
    for technique in KakuroTechnique::ALL {
        assert!(
            SEED_ONE_TRIES.iter().any(|(t, _)| *t == technique),
            "{}",
            technique.id()
        );
    }
}

#[test]
fn kakuro_techniques_have_a_drill_at_their_try_of_seed_one() {
    let spec = eight_by_eight();
    for &(technique, attempt) in SEED_ONE_TRIES {
        let what = format!("{} at try {attempt}", technique.id());
        let drill = try_kakuro_drill(&spec, technique, &mut try_rng(1, 0, attempt), None);
        assert_drill(&drill.expect(&what), technique, &what);
    }
}

#[test]
fn the_command_line_writes_a_kakuro_drill_with_its_hint_and_candidates() {
    let args = [
        "generate",
        "--kakuro",
        "8x8",
        "--requires",
        "unique_combination",
        "--drill",
        "--seed",
        "1",
        "--threads",
        "1",
    ];
    let json = kibitz(&[&args[..], &["--json"]].concat(), None);
    assert!(json.status.success(), "{json:?}");
    let record: serde_json::Value = serde_json::from_slice(&json.stdout).unwrap();
    assert_eq!(record["name"], "seed 1 #0");
    assert_eq!(record["technique"], "unique_combination");
    assert!(record["steps_before"].is_u64());
    assert_eq!(record["puzzle"].as_array().unwrap().len(), 8);
    assert_eq!(record["position"].as_array().unwrap().len(), 8);
    let first = &record["candidates"][0];
    assert!(first["cell"].as_str().unwrap().starts_with('r'), "{first}");
    assert!(!first["digits"].as_array().unwrap().is_empty(), "{first}");
    assert!(!record["hint"].as_str().unwrap().is_empty());

    // The text form reads back as a Kakuro named after its drill.
    let text = kibitz(&args, None);
    assert!(text.status.success(), "{text:?}");
    let text = String::from_utf8(text.stdout).unwrap();
    assert!(text.starts_with("; hint: "), "{text}");
    assert!(text.contains("\n; candidates: r"), "{text}");
    let puzzle = read_kakuro(&text, "drill").unwrap();
    let name = puzzle.name.unwrap();
    let steps = record["steps_before"].as_u64().unwrap();
    assert_eq!(
        name,
        format!("seed 1 #0: drill unique_combination after {steps} hints")
    );
    let rows: Vec<&str> = record["position"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r.as_str().unwrap())
        .collect();
    assert!(text.ends_with(&format!("{}\n", rows.join("\n"))), "{text}");
}

#[test]
fn a_sudoku_technique_is_no_kakuro_drill() {
    let sudoku = kibitz(
        &[
            "generate",
            "--kakuro",
            "8x8",
            "--requires",
            "x_wing",
            "--drill",
        ],
        None,
    );
    assert_eq!(sudoku.status.code(), Some(2));
    let why = String::from_utf8_lossy(&sudoku.stderr);
    assert!(why.contains("--requires"), "{why}");
}
