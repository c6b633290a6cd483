//! The simplest hint read off the rating's own Simplest-first run (SPEC §3,
//! §10): wherever the run answers, its answer is the hint the separate search
//! gives, at every position along the hinted solving paths of a medium 9×9 (one
//! hidden single), an
//! X-wing drill puzzle, #7 of the top95 list (MIT-licensed, norvig/pytudes
//! `py/sudoku-top95.txt`), a 9×9 jigsaw and a 16×16 (all but top95 from the
//! project's generator, `puzzles/generated/`); and a
//! position whose marks basic filtering would change is always left to the
//! search.

use kibitz::engine::apply::apply;
use kibitz::engine::solver::unique_solution;
use kibitz::engine::{Cell, Digit, DigitSet, Position};
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::rating::Scores;
use kibitz::rating::rate::rate_knowing;
use kibitz::rating::strategy::{simplest_first, simplest_hint, simplest_hint_of_run};

const TOP95_7: &str =
    "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....";
const MEDIUM: &str = include_str!("../../puzzles/generated/9x9_rotational_medium.txt");
const X_WING: &str = include_str!("../../puzzles/generated/9x9_x_wing.txt");
const JIGSAW: &str = include_str!("../../puzzles/generated/jigsaw_9x9.txt");
const SIXTEEN: &str = include_str!("../../puzzles/generated/16x16.txt");

/// Puzzle `k` (from 0) of a file.
fn puzzle(text: &str, k: usize) -> Position {
    read_sudoku(text, "t", &ReadOptions::default())
        .nth(k)
        .expect("a puzzle")
        .expect("it reads")
        .position
}

/// How many positions the walk rated and at how many the run gave the hint.
struct Walked {
    rated: usize,
    from_run: usize,
}

/// Follows the simplest hints from `start` to the end, rating each position as
/// the coach does; every third step the player also strikes a candidate that
/// is not the solution's (marks the run has not deduced), and every fifth
/// position is also tried with a candidate put back that a placed digit rules
/// out.
fn walk(start: &Position, scores: &Scores) -> Walked {
    let solution = unique_solution(start).expect("one solution");
    let mut at = start.clone();
    let mut walked = Walked {
        rated: 0,
        from_run: 0,
    };
    loop {
        let rating = rate_knowing(&at, scores, Some(&solution));
        let hint = simplest_hint(&at, scores);
        if let Some(from_run) = &rating.simplest_hint {
            assert_eq!(from_run, &hint, "after {} steps", walked.rated);
            walked.from_run += 1;
        }
        if walked.rated.is_multiple_of(5)
            && let Some(loose) = unfiltered(&at)
        {
            let run = simplest_first(&loose, scores);
            assert_eq!(simplest_hint_of_run(&loose, &run), None);
        }
        walked.rated += 1;
        let Some(hint) = hint else { break };
        apply(&hint, &mut at);
        if walked.rated.is_multiple_of(3) {
            strike_a_wrong_candidate(&mut at, &solution);
        }
    }
    walked
}

/// Strikes one candidate that is not the solution's digit, in the first empty
/// cell with three or more.
fn strike_a_wrong_candidate(at: &mut Position, solution: &[Digit]) {
    let cell = at.empty_cells().find(|&c| at.candidates(c).len() >= 3);
    if let Some(cell) = cell {
        let wrong = at
            .candidates(cell)
            .iter()
            .find(|&d| d != solution[cell as usize]);
        if let Some(d) = wrong {
            at.eliminate(cell, d);
        }
    }
}

/// The position with a candidate back in an empty cell that a digit placed in
/// its row rules out; `None` when no row has both.
fn unfiltered(at: &Position) -> Option<Position> {
    let n = at.n();
    let (cell, digit) = at.empty_cells().find_map(|c| {
        let row = c as usize / n;
        (0..n)
            .map(|col| at.value((row * n + col) as Cell))
            .find(|&d| d != 0)
            .map(|d| (c, d))
    })?;
    let mut loose = at.clone();
    loose.set_candidates(cell, at.candidates(cell) | DigitSet::single(digit));
    Some(loose)
}

#[test]
fn the_hint_read_off_the_run_is_the_searched_hint_on_nine_by_nine_paths() {
    let scores = Scores::default();
    for (name, text, k) in [
        ("medium", MEDIUM, 1),
        ("x-wing", X_WING, 0),
        ("top95 #7", TOP95_7, 0),
    ] {
        let walked = walk(&puzzle(text, k), &scores);
        assert!(walked.from_run > 0, "{name}: the run never gave the hint");
        assert!(walked.rated > 20, "{name}: {} positions", walked.rated);
    }
}

#[test]
fn the_hint_read_off_the_run_is_the_searched_hint_on_a_jigsaw_and_a_sixteen() {
    let scores = Scores::default();
    for (name, text) in [("jigsaw", JIGSAW), ("16x16", SIXTEEN)] {
        let walked = walk(&puzzle(text, 0), &scores);
        assert!(walked.from_run > 0, "{name}: the run never gave the hint");
    }
}
