//! Every Kakuro of the corpus (SPEC §8): it reads and writes back unchanged, the solver
//! finds exactly the listed solution, the profile's fixed and implied digits (and every
//! shaved domain) agree with that solution, and replayed hints never go wrong.

use crate::common;

use kibitz::kakuro::{
    KakuroHintOutcome, KakuroPosition, KakuroPuzzle, KakuroSolveOutcome, apply_hint, hint,
    profile_with_domains, read_kakuro_file, solve, write_kakuro,
};

/// A corpus puzzle and its listed solution (a digit per white cell).
type Pair = (KakuroPuzzle, Vec<u8>);

/// The corpus text and its puzzles paired with their solutions, or `None` when the
/// corpus is absent.
fn corpus(test: &str) -> Option<(String, Vec<Pair>)> {
    let text = common::corpus_file(test, "kakuro/janko_kakuro.txt")?;
    let solutions = common::corpus_file(test, "kakuro/janko_kakuro.solutions.txt")?;
    let puzzles = read_kakuro_file(&text, "janko_kakuro.txt");
    let solutions = read_kakuro_file(&solutions, "janko_kakuro.solutions.txt");
    assert_eq!(puzzles.len(), 975);
    assert_eq!(solutions.len(), 975);
    let pairs = puzzles
        .into_iter()
        .zip(solutions)
        .enumerate()
        .map(|(i, (p, s))| {
            let p = p.unwrap_or_else(|e| panic!("puzzle {i}: {e}"));
            let s = s.unwrap_or_else(|e| panic!("solution {i}: {e}"));
            assert_eq!(p.grid, s.grid, "puzzle {i}: the solution has the same grid");
            assert!(
                s.givens.iter().all(|&d| (1..=9).contains(&d)),
                "solution {i} is complete"
            );
            (p, s.givens)
        })
        .collect();
    Some((text, pairs))
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn every_corpus_kakuro_round_trips_through_the_writer() {
    let Some((text, pairs)) = corpus("every_corpus_kakuro_round_trips_through_the_writer") else {
        return;
    };
    let written: Vec<String> = pairs.iter().map(|(p, _)| write_kakuro(p)).collect();
    assert_eq!(written.join("\n"), text);
}

/// Whether `values` fills every run with distinct digits reaching its sum.
fn is_solution(puzzle: &KakuroPuzzle, values: &[u8]) -> bool {
    KakuroPosition::new(puzzle.grid.clone(), values).is_solved()
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn every_corpus_kakuro_solves_to_its_listed_solution() {
    let Some((_, pairs)) = corpus("every_corpus_kakuro_solves_to_its_listed_solution") else {
        return;
    };
    let mut several = Vec::new();
    for (i, (puzzle, solution)) in pairs.iter().enumerate() {
        match solve(&puzzle.grid, &puzzle.givens) {
            KakuroSolveOutcome::Unique(found) => assert_eq!(&found, solution, "puzzle {i}"),
            KakuroSolveOutcome::Several(a, b) => {
                // Both grids must be genuine solutions, the listed one among them.
                assert!(
                    a != b && is_solution(puzzle, &a) && is_solution(puzzle, &b),
                    "puzzle {i}"
                );
                assert!(
                    &a == solution || &b == solution,
                    "puzzle {i}: listed solution found"
                );
                several.push(i);
            }
            other => panic!("puzzle {i}: expected a unique solution, got {other:?}"),
        }
    }
    // The last puzzle of the set (28x24) has a second solution: seven cells in
    // columns 11-13 of rows 2-5 can be filled two ways, both checked above.
    assert_eq!(several, vec![974]);
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn fixed_and_implied_digits_agree_with_the_solution() {
    let Some((_, pairs)) = corpus("fixed_and_implied_digits_agree_with_the_solution") else {
        return;
    };
    let mut fixed_and_implied = 0;
    for (i, (puzzle, solution)) in pairs.iter().enumerate() {
        let (figures, cells) = profile_with_domains(&puzzle.grid, &puzzle.givens);
        assert!(!figures.contradiction, "puzzle {i}: no contradiction");
        for (cell, &digit) in solution.iter().enumerate() {
            let fixed = cells.fixed[cell];
            assert!(
                fixed == 0 || fixed == digit,
                "puzzle {i} cell {cell}: fixed {fixed}, solution {digit}"
            );
            assert!(
                cells.domains[cell].contains(digit),
                "puzzle {i} cell {cell}: shaving removed {digit}"
            );
        }
        fixed_and_implied += figures.total;
    }
    assert!(fixed_and_implied > 0);
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn replayed_hints_place_only_solution_digits() {
    let Some((_, pairs)) = corpus("replayed_hints_place_only_solution_digits") else {
        return;
    };
    let mut solved = 0;
    for (i, (puzzle, solution)) in pairs.iter().take(60).enumerate() {
        let mut position = KakuroPosition::new(puzzle.grid.clone(), &puzzle.givens);
        loop {
            match hint(&position) {
                KakuroHintOutcome::Hint(h) => {
                    for &(cell, d) in &h.placements {
                        assert_eq!(d, solution[cell], "puzzle {i}: {}", h.text);
                    }
                    for &(cell, d) in &h.eliminations {
                        assert_ne!(d, solution[cell], "puzzle {i}: {}", h.text);
                    }
                    apply_hint(&mut position, &h);
                }
                KakuroHintOutcome::Solved => {
                    solved += 1;
                    break;
                }
                KakuroHintOutcome::Stuck { contradiction } => {
                    assert!(!contradiction, "puzzle {i}: hints led to a contradiction");
                    break;
                }
            }
        }
    }
    assert!(solved > 0, "some puzzles are solved by hints alone");
}
