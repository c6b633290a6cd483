//! Soundness of every Kakuro technique (SPEC §2's rule applied to §8): along the
//! Simplest-first path of every corpus Kakuro (975 from janko.at, with their listed
//! solutions) and every bundled one, every instance of every technique is checked
//! against the unique solution — no placement of a wrong digit, no elimination of
//! the solution's digit — at the start and at every [`STRIDE`]th step (every step
//! on the bundled puzzles), so the sweep stays within seconds; every step applied
//! is checked too. The same sweep reports how many puzzles Simplest first
//! finishes and the hardest technique each needed.

use crate::common;

use kibitz::kakuro::coach::{End, simplest_first, start};
use kibitz::kakuro::{
    KakuroHint, KakuroPosition, KakuroPuzzle, KakuroScores, KakuroSolveOutcome, KakuroTechnique,
    apply_hint, read_kakuro_file, solve,
};

/// How often the corpus sweep checks every instance of every technique: at the
/// start, then every `STRIDE`th step of the path.
const STRIDE: usize = 8;

/// The wrong moves of one instance against `solution`, described.
fn wrong(hint: &KakuroHint, solution: &[u8]) -> Vec<String> {
    let bad_place = hint
        .placements
        .iter()
        .filter(|&&(c, d)| solution[c] != d)
        .map(|(c, d)| format!("places {d} in cell {c}"));
    let bad_elim = hint
        .eliminations
        .iter()
        .filter(|&&(c, d)| solution[c] == d)
        .map(|(c, d)| format!("removes {d} from cell {c}"));
    bad_place.chain(bad_elim).collect()
}

/// Checks every instance of every technique at every step of Simplest first from
/// the puzzle's start; returns the run's end and hardest technique, and the
/// unsound instances found.
fn sweep(
    puzzle: &KakuroPuzzle,
    solution: &[u8],
    stride: usize,
) -> (End, Option<KakuroTechnique>, Vec<String>) {
    let scores = KakuroScores::default();
    let position = start(puzzle);
    let run = simplest_first(&position, &scores);
    let mut unsound = Vec::new();
    let mut replay: KakuroPosition = position;
    let mut check = |pos: &KakuroPosition| {
        for t in KakuroTechnique::ALL {
            for h in t.find(pos) {
                for w in wrong(&h, solution) {
                    unsound.push(format!("{}: {w}: {}", t.id(), h.text));
                }
            }
        }
    };
    check(&replay);
    for (i, step) in run.steps.iter().enumerate() {
        // The automatic step between steps places single candidates only; the
        // position the step was found on is rebuilt by placing them.
        settle(&mut replay);
        if (i + 1) % stride == 0 {
            check(&replay);
        }
        apply_hint(&mut replay, step);
    }
    for step in &run.steps {
        for w in wrong(step, solution) {
            unsound.push(format!(
                "applied {}: {w}: {}",
                step.technique.id(),
                step.text
            ));
        }
    }
    (run.end, run.hardest(&scores), unsound)
}

/// Places single candidates until none is left (the coach's automatic step).
fn settle(position: &mut KakuroPosition) {
    loop {
        let single = position
            .empty_cells()
            .find(|&c| position.candidates(c).len() == 1);
        let Some(cell) = single else { break };
        let d = position.candidates(cell).single_digit().unwrap_or(0);
        position.place(cell, d);
    }
}

fn report(label: &str, results: &[(End, Option<KakuroTechnique>)]) {
    let solved = results.iter().filter(|(e, _)| *e == End::Solved).count();
    let mut hardest: Vec<(String, usize)> = Vec::new();
    for (end, t) in results {
        let key = match (end, t) {
            (End::Solved, Some(t)) => t.id().to_string(),
            (End::Solved, None) => "single_candidate".to_string(),
            _ => "stuck".to_string(),
        };
        match hardest.iter_mut().find(|(k, _)| *k == key) {
            Some((_, n)) => *n += 1,
            None => hardest.push((key, 1)),
        }
    }
    eprintln!(
        "{label}: Simplest first finishes {solved} of {}; hardest technique: {hardest:?}",
        results.len()
    );
}

fn check_file(label: &str, text: &str, solutions: Option<&str>, stride: usize) {
    let puzzles = read_kakuro_file(text, label);
    let listed: Vec<Option<Vec<u8>>> = match solutions {
        Some(s) => read_kakuro_file(s, label)
            .into_iter()
            .map(|r| r.ok().map(|p| p.givens))
            .collect(),
        None => vec![None; puzzles.len()],
    };
    let mut results = Vec::new();
    let mut unsound = Vec::new();
    for (i, (p, listed)) in puzzles.into_iter().zip(listed).enumerate() {
        let p = p.unwrap_or_else(|e| panic!("{label} {i}: {e}"));
        let solution = match listed {
            Some(s) => s,
            None => match solve(&p.grid, &p.givens) {
                KakuroSolveOutcome::Unique(s) => s,
                other => panic!("{label} {i}: not unique: {other:?}"),
            },
        };
        let (end, hardest, bad) = sweep(&p, &solution, stride);
        assert_ne!(end, End::Contradiction, "{label} {i}");
        unsound.extend(bad.into_iter().map(|b| format!("{label} {i}: {b}")));
        results.push((end, hardest));
    }
    report(label, &results);
    assert!(
        unsound.is_empty(),
        "{} unsound:\n{}",
        unsound.len(),
        unsound[..unsound.len().min(20)].join("\n")
    );
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn every_technique_is_sound_on_every_corpus_kakuro() {
    let Some(text) = common::corpus_file("kakuro_soundness", "kakuro/janko_kakuro.txt") else {
        return;
    };
    let Some(solutions) =
        common::corpus_file("kakuro_soundness", "kakuro/janko_kakuro.solutions.txt")
    else {
        return;
    };
    check_file("janko", &text, Some(&solutions), STRIDE);
}

#[test]
fn every_technique_is_sound_on_the_bundled_kakuros() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("puzzles/kakuro");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("puzzles/kakuro")
        .map(|e| e.expect("entry").path())
        .collect();
    files.sort();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("readable");
        check_file(&path.display().to_string(), &text, None, 1);
    }
}
