//! A drill for every technique of SPEC §2 and §2.1 on a 9×9: a position whose
//! drill hint is that technique, reached from a generated puzzle by the hints
//! before it. For every technique but the two colour techniques the drill hint
//! is the simplest hint; simple and multi colours, whose deductions X-chains
//! make first, are drilled where they apply and the simplest hint is no simpler
//! than their entry, the X-chain (`generate::drill`).
//!
//! The quick techniques are made here from a fixed seed list: seed 1, puzzle 0,
//! the try that `examples/drill_times.rs` reports as the first that makes the
//! drill (each try is its own random stream, so one try is made, not the search
//! before it). The techniques that generation reaches too slowly come from the
//! bundled sets of `puzzles/drill/`, made by `kibitz generate` with their seeds;
//! making them afresh takes minutes, so that test is ignored here and the
//! example measures it.

use kibitz::engine::{Geometry, TechniqueId};
use kibitz::generate::dig::DigOptions;
use kibitz::generate::drill::{Drill, drill_hint, drill_in, subsumed_by, try_drill};
use kibitz::generate::drill_sets::{bundled_drills, bundled_techniques};
use kibitz::generate::rng::try_rng;
use kibitz::generate::sudoku::{Board, SudokuSpec};
use kibitz::generate::symmetry::Symmetry;
use kibitz::generate::target::SudokuTarget;
use kibitz::rating::Scores;
use kibitz::simplest_hint;

/// The try of seed 1 that makes each quick technique's drill.
const SEED_ONE_TRIES: &[(TechniqueId, u64)] = &[
    (TechniqueId::NakedSingle, 0),
    (TechniqueId::HiddenSingle, 0),
    (TechniqueId::LockedCandidates1, 0),
    (TechniqueId::LockedCandidates2, 1),
    (TechniqueId::HiddenPair, 2),
    (TechniqueId::HiddenTriple, 17),
    (TechniqueId::NakedPair, 1),
    (TechniqueId::NakedTriple, 62),
    (TechniqueId::XWing, 42),
    (TechniqueId::FinnedXWing, 8),
    (TechniqueId::EmptyRectangle, 79),
    (TechniqueId::XyWing, 7),
    (TechniqueId::XyzWing, 32),
    (TechniqueId::FinnedSwordfish, 21),
    (TechniqueId::XChain, 16),
    (TechniqueId::XyChain, 14),
    (TechniqueId::UniqueRectangle, 8),
    (TechniqueId::HiddenRectangle, 14),
    (TechniqueId::Skyscraper, 9),
    (TechniqueId::TwoStringKite, 1),
    (TechniqueId::WWing, 17),
    (TechniqueId::SimpleColors, 19),
    (TechniqueId::MultiColors, 16),
    (TechniqueId::SueDeCoq, 16),
    (TechniqueId::Aic, 14),
    (TechniqueId::AlsXz, 25),
    (TechniqueId::GroupedAic, 36),
    (TechniqueId::AlsXyWing, 36),
    (TechniqueId::AlsChain, 88),
    (TechniqueId::ForcingChain, 273),
    (TechniqueId::ForcingNet, 88),
];

fn nine_by_nine() -> SudokuSpec {
    SudokuSpec {
        board: Board::Fixed(Geometry::standard(9).unwrap()),
        dig: DigOptions {
            symmetry: Symmetry::None,
            minimal: true,
        },
        target: SudokuTarget::default(),
        scores: Scores::default(),
    }
}

/// The drill's position gives the technique as its drill hint, that hint is
/// the drill's, and the simplest hint there is the technique itself or, for a
/// subsumed technique, no simpler than its entry.
fn assert_drill(drill: &Drill, technique: TechniqueId, what: &str) {
    let scores = Scores::default();
    let hint = drill_hint(&drill.position, technique, &scores);
    assert_eq!(hint.as_ref(), Some(&drill.hint), "{what}");
    assert_eq!(drill.hint.technique, technique, "{what}");
    let simplest = simplest_hint(&drill.position, &scores).expect(what);
    let order = scores.order();
    let rank = |t: TechniqueId| order.iter().position(|&o| o == t);
    let entry = subsumed_by(technique)
        .iter()
        .chain([&technique])
        .filter_map(|&t| rank(t))
        .min();
    assert!(
        simplest.technique == technique
            || (!subsumed_by(technique).is_empty() && rank(simplest.technique) >= entry),
        "{what}: the simplest hint is {}",
        simplest.technique.id()
    );
}

#[test]
fn every_technique_has_a_drill_from_the_seed_list_or_a_bundled_set() {
    for technique in TechniqueId::ALL {
        let listed = SEED_ONE_TRIES.iter().any(|(t, _)| *t == technique);
        let bundled = bundled_techniques().any(|t| t == technique);
        assert!(
            listed != bundled,
            "{} is in exactly one list",
            technique.id()
        );
    }
}

#[test]
fn quick_techniques_have_a_drill_at_their_try_of_seed_one() {
    let spec = nine_by_nine();
    for &(technique, attempt) in SEED_ONE_TRIES {
        let drill = try_drill(&spec, technique, &mut try_rng(1, 0, attempt), None);
        let what = format!("{} at try {attempt}", technique.id());
        assert_drill(&drill.expect(&what), technique, &what);
    }
}

#[test]
fn bundled_sets_drill_their_technique() {
    for technique in bundled_techniques() {
        let set = bundled_drills(technique);
        assert!(!set.is_empty(), "{}", technique.id());
        for (puzzle, name) in set {
            let what = format!("{} {name}", technique.id());
            let drill = drill_in(&puzzle, technique, &Scores::default());
            assert_drill(&drill.expect(&what), technique, &what);
        }
    }
}

#[test]
#[ignore = "minutes to hours per technique; `cargo run --release --example drill_times` measures it"]
fn bundled_techniques_are_generated_afresh_too() {
    let spec = nine_by_nine();
    for technique in bundled_techniques() {
        let drill = (0..)
            .find_map(|t| try_drill(&spec, technique, &mut try_rng(1, 0, t), None))
            .unwrap();
        assert_drill(&drill, technique, technique.id());
    }
}
