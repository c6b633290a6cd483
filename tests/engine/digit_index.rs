//! The digit index a solving run keeps up to date (SPEC §2, §3): along
//! Simplest-first paths of the bundled puzzles (made by the project's
//! generator: drills, a jigsaw, a 16×16), updating it with each placement and
//! elimination leaves exactly the index built afresh, and the automatic step
//! that reads it does what the plain automatic step does, contradictions
//! included.

use kibitz::engine::apply::{apply, automatic_step, automatic_step_indexed};
use kibitz::engine::techniques::DigitIndex;
use kibitz::engine::{Cell, Position};
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::rating::Scores;
use kibitz::rating::strategy::{Step, simplest_first};

const SOURCES: [&str; 4] = [
    include_str!("../../puzzles/drill/remote_pair.txt"),
    include_str!("../../puzzles/drill/death_blossom.txt"),
    include_str!("../../puzzles/generated/jigsaw_9x9.txt"),
    include_str!("../../puzzles/generated/16x16.txt"),
];

fn puzzles() -> Vec<Position> {
    SOURCES
        .iter()
        .flat_map(|text| {
            read_sudoku(text, "t", &ReadOptions::default())
                .take(3)
                .map(|read| read.expect("it reads").position)
        })
        .collect()
}

/// Takes the automatic step both ways and checks they agree, index included.
fn step_both(indexed: &mut Position, index: &mut DigitIndex, plain: &mut Position) -> bool {
    let kept = automatic_step_indexed(indexed, index, |_, _, _, _| {});
    let step = automatic_step(plain);
    assert_eq!(kept, step);
    assert_eq!(indexed, plain);
    assert_eq!(*index, DigitIndex::new(indexed));
    !step.contradiction
}

#[test]
fn the_kept_index_is_the_index_built_afresh_along_real_paths() {
    let mut compared = 0;
    for start in puzzles() {
        let run = simplest_first(&start, &Scores::default());
        let mut indexed = start.clone();
        indexed.basic_filter();
        let mut index = DigitIndex::new(&indexed);
        let mut plain = start.clone();
        step_both(&mut indexed, &mut index, &mut plain);
        for step in &run.steps {
            let Step::Technique(instance) = step else {
                continue;
            };
            assert_eq!(
                index.apply(instance, &mut indexed),
                apply(instance, &mut plain)
            );
            step_both(&mut indexed, &mut index, &mut plain);
            compared += 1;
        }
    }
    assert!(compared >= 100, "only {compared} steps compared");
}

#[test]
fn a_wrong_digit_breaks_both_automatic_steps_alike() {
    let mut broken = 0;
    for start in puzzles() {
        let solved = simplest_first(&start, &Scores::default()).position;
        let cell = (0..start.geometry().cell_count() as Cell)
            .find(|&c| start.value(c) == 0)
            .expect("an empty cell");
        let mut indexed = start.clone();
        indexed.basic_filter();
        let wrong = indexed
            .candidates(cell)
            .into_iter()
            .find(|&d| d != solved.value(cell));
        let Some(wrong) = wrong else {
            continue;
        };
        let mut index = DigitIndex::new(&indexed);
        let mut plain = indexed.clone();
        index.place(&mut indexed, cell, wrong);
        plain.place(cell, wrong);
        assert_eq!(index, DigitIndex::new(&indexed));
        broken += usize::from(!step_both(&mut indexed, &mut index, &mut plain));
    }
    assert!(broken >= 3, "only {broken} contradictions");
}

#[test]
fn single_place_bits_marks_the_masks_with_exactly_one_place() {
    use kibitz::engine::techniques::digit_index::single_place_bits;
    // Every length up to 64 (whole groups of eight and a remainder), with
    // empty masks, one place, two places and the highest place of a 25×25.
    for len in 0..=64 {
        let masks: Vec<u32> = (0..len)
            .map(|k: u32| match k % 5 {
                0 => 0,
                1 => 1 << (k % 25),
                2 => 0b101 << (k % 20),
                3 => 1 << 24,
                _ => (1 << 25) - 1,
            })
            .collect();
        let expected = masks
            .iter()
            .enumerate()
            .filter(|(_, m)| m.count_ones() == 1)
            .fold(0u64, |bits, (k, _)| bits | 1 << k);
        assert_eq!(single_place_bits(&masks), expected, "{len} masks");
    }
}
