//! Rating a position of a puzzle whose solution is known (SPEC §1, §3, §11):
//! while the placed digits agree with the solution, the validity read off it
//! gives the same rating as the exact search; a digit against it falls back to
//! the search, which finds no solution. The puzzle is #7 of the top95 list
//! (MIT-licensed, norvig/pytudes `py/sudoku-top95.txt`) and a 16×16 the
//! project's generator made (`puzzles/generated/16x16.txt`).

use kibitz::engine::apply::{apply, automatic_step};
use kibitz::engine::solver::unique_solution;
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::rating::rate::rate_knowing;
use kibitz::rating::strategy::{Step, simplest_first};
use kibitz::rating::validity::Validity;
use kibitz::rating::{Scores, rate};

const TOP95_7: &str =
    "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....";

const SIXTEEN: &str = include_str!("../../puzzles/generated/16x16.txt");

#[test]
fn a_known_solution_gives_the_rating_the_search_gives() {
    let scores = Scores::default();
    let puzzles = [
        read_sudoku(TOP95_7, "top95", &ReadOptions::default()).next(),
        read_sudoku(SIXTEEN, "16x16", &ReadOptions::default()).next(),
    ];
    let mut compared = 0;
    for read in puzzles {
        let start = read.expect("a puzzle").expect("it reads").position;
        let solution = unique_solution(&start).expect("one solution");
        let mut at = start.clone();
        let run = simplest_first(&start, &scores);
        automatic_step(&mut at);
        let steps = run.steps.iter().filter_map(|s| match s {
            Step::Technique(i) => Some(i),
            _ => None,
        });
        for applied in steps.step_by(4) {
            let known = rate_knowing(&at, &scores, Some(&solution));
            let searched = rate(&at, &scores);
            assert_eq!(known, searched);
            compared += 1;
            apply(applied, &mut at);
            automatic_step(&mut at);
        }
    }
    assert!(compared >= 6, "only {compared} positions compared");
}

#[test]
fn a_digit_against_the_solution_is_left_to_the_search() {
    let read = read_sudoku(TOP95_7, "top95", &ReadOptions::default()).next();
    let mut pos = read.expect("a puzzle").expect("it reads").position;
    let solution = unique_solution(&pos).expect("one solution");
    let cell = (0..81u16)
        .find(|&c| pos.value(c) == 0)
        .expect("an empty cell");
    let wrong = (1..=9)
        .find(|&d| d != solution[cell as usize])
        .expect("a digit");
    pos.place(cell, wrong);
    assert!(Validity::knowing(&pos, &solution).is_none());
    let rating = rate_knowing(&pos, &Scores::default(), Some(&solution));
    assert!(matches!(
        rating.validity,
        Validity::NoSolution | Validity::Conflicts(_)
    ));
    assert_eq!(rating.solution(), None);
}
