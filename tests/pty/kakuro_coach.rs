//! The Kakuro coach in a real pseudo-terminal (SPEC §3–§4 applied to §8, §10):
//! the panel's score is Simplest first's under the player's Kakuro scores; a score
//! changed in the score editor (`s`) re-rates at once, changes the hint and is
//! saved to the scores file beside Sudoku's; the new-puzzle form (`N`) makes a
//! Kakuro that needs a Kakuro technique chosen by name. Every step waits for text
//! to appear, never a fixed sleep.
#![cfg(all(unix, feature = "tui"))]

use crate::common;

use common::pty::Run;
use kibitz::kakuro::coach::{End, simplest_first, simplest_hint, start};
use kibitz::kakuro::{
    KakuroHintOutcome, KakuroPosition, KakuroScores, KakuroTechnique, apply_hint, read_kakuro_file,
};

const DOWN: &[u8] = b"\x1b[B";
const RIGHT: &[u8] = b"\x1b[C";
const LEFT: &[u8] = b"\x1b[D";
const ESC: &[u8] = b"\x1b";

/// The bundled 6×6 Kakuro's start, as the coach works on it.
fn small() -> KakuroPosition {
    let path = format!("{}/puzzles/kakuro/small.txt", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(path).expect("bundled file");
    let puzzle = read_kakuro_file(&text, "small.txt")
        .into_iter()
        .next()
        .expect("a puzzle")
        .expect("readable");
    start(&puzzle)
}

/// The panel's score text under `scores`: the total, or `***  (stuck)`.
fn score_text(position: &KakuroPosition, scores: &KakuroScores) -> String {
    let run = simplest_first(position, scores);
    match run.end {
        End::Solved => scores.total(&run.counts).to_string(),
        _ => "***  (stuck)".to_string(),
    }
}

/// The technique of the simplest hint under `scores`.
fn first_hint(position: &KakuroPosition, scores: &KakuroScores) -> KakuroTechnique {
    match simplest_hint(position, scores) {
        KakuroHintOutcome::Hint(h) => h.technique,
        other => panic!("expected a hint, got {other:?}"),
    }
}

/// Applies the single-candidate hints the position starts with, as the game's
/// `a` does (a position without marks is analysed afresh after each); returns
/// the position reached and how many were applied.
fn past_the_singles(
    mut position: KakuroPosition,
    scores: &KakuroScores,
) -> (KakuroPosition, usize) {
    let mut applied = 0;
    loop {
        match simplest_hint(&position, scores) {
            KakuroHintOutcome::Hint(h) if h.technique == KakuroTechnique::SingleCandidate => {
                apply_hint(&mut position, &h);
                position.reset_candidates();
                applied += 1;
            }
            _ => return (position, applied),
        }
    }
}

/// Waits until a screen line ends with the technique's name: the first line of
/// a hint's first stage (the panel's rows of counts end with a number).
fn wait_for_hint(run: &Run, t: KakuroTechnique) {
    run.wait_until(
        |screen| screen.lines().any(|l| l.trim_end().ends_with(t.name())),
        t.name(),
    );
}

#[test]
fn a_kakuro_score_changed_in_the_editor_changes_the_score_and_the_hint() {
    let defaults = KakuroScores::default();
    let (position, singles) = past_the_singles(small(), &defaults);
    let first = first_hint(&position, &defaults);
    let mut without = defaults.clone();
    without.set(first, 0);
    let next = first_hint(&position, &without);
    assert_ne!(first, next);

    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(
        home.path(),
        &["play", "puzzles/kakuro/small.txt", "--index", "1"],
        &[],
    );
    run.wait_for(&["Kakuro 6×6", "Coach"]);
    for step in 1..=singles {
        run.send(b"ia");
        run.wait_for(&[&format!("Steps     {step} (redo 0)")]);
    }
    let score = format!("Score     {}", score_text(&position, &defaults));
    run.wait_for(&[&score]);
    run.send(b"i");
    wait_for_hint(&run, first);
    // The editor: down to the technique of the hint, 0 disables it.
    run.send(b"s");
    run.wait_for(&["Technique scores", "Single candidate", "Total Σ N×D"]);
    for _ in 0..first.index() {
        run.send(b"j");
    }
    run.send(b"0");
    run.wait_for(&["Technique scores"]);
    run.send(ESC);
    let changed = format!("Score     {}", score_text(&position, &without));
    run.wait_for(&[&changed]);
    run.send(b"i");
    wait_for_hint(&run, next);
    let saved = std::fs::read_to_string(home.path().join("scores.json")).expect("saved");
    assert!(saved.contains(&format!("\"{}\": 0", first.id())), "{saved}");
    assert!(
        saved.contains("\"hidden_single\": 1"),
        "Sudoku's kept: {saved}"
    );
    run.send(b"q");
    assert!(run.wait_exit(), "kibitz exits cleanly");
    run.assert_restored();
}

#[test]
fn the_new_puzzle_form_makes_a_kakuro_that_needs_a_technique() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(
        home.path(),
        &["play", "puzzles/kakuro/small.txt", "--index", "1"],
        &[],
    );
    run.wait_for(&["Kakuro 6×6"]);
    run.send(b"N");
    run.wait_for(&["New puzzle", "▸ Kind"]);
    // Kind: one left of Sudoku wraps to Kakuro; size 6×6.
    run.send(LEFT);
    run.wait_for(&["Kakuro", "8×8"]);
    run.send(DOWN);
    run.send(LEFT);
    run.wait_for(&["6×6"]);
    // Target: none, Rating, score, requires; the value, a technique by name.
    run.send(DOWN);
    for _ in 0..3 {
        run.send(RIGHT);
    }
    run.wait_for(&["requires", "Last free cell"]);
    run.send(DOWN);
    run.send(RIGHT);
    let wanted = KakuroTechnique::UniqueCombination.name();
    run.wait_for(&[wanted]);
    run.send(b"\r");
    // The note (it wraps) says what was asked and the score that came.
    let note = format!("new puzzle: 6×6 Kakuro, target requires {wanted}; result:");
    run.wait_for(&[&note, "generated 6×6 Kakuro, seed", ", score ", "Coach"]);
    run.send(b"q");
    assert!(run.wait_exit(), "kibitz exits cleanly");
    run.assert_restored();
}
