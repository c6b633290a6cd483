//! The short way to a technique's chosen instance (SPEC §2): every technique
//! whose descriptor has a chooser picks, in every position along real solving
//! paths, exactly the instance `choose` picks among all its finder's instances.
//! The paths are those of the bundled death-blossom drill puzzles (made by the
//! project's generator) and #7 of the top95 list (MIT-licensed, norvig/pytudes
//! `py/sudoku-top95.txt`), which need chains, ALS and forcing steps.

use kibitz::engine::apply::{apply, automatic_step};
use kibitz::engine::techniques::Context;
use kibitz::engine::techniques::choose;
use kibitz::engine::{Position, TechniqueId};
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::rating::Scores;
use kibitz::rating::strategy::{Step, simplest_first};

const TOP95_7: &str =
    "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....";

const DRILLS: &str = include_str!("../../puzzles/drill/death_blossom.txt");

fn positions() -> Vec<Position> {
    std::iter::once(TOP95_7)
        .chain(DRILLS.lines().take(4))
        .map(|line| {
            read_sudoku(line, "t", &ReadOptions::default())
                .next()
                .expect("one puzzle")
                .expect("it reads")
                .position
        })
        .collect()
}

#[test]
fn every_chooser_picks_what_choose_picks_among_all_instances() {
    let with_chooser: Vec<TechniqueId> = TechniqueId::ALL
        .into_iter()
        .filter(|t| t.descriptor().chosen.is_some())
        .collect();
    assert!(with_chooser.contains(&TechniqueId::Aic));
    assert!(with_chooser.contains(&TechniqueId::XyChain));
    assert!(with_chooser.contains(&TechniqueId::RemotePair));
    let mut compared = 0;
    let mut found = 0;
    for start in positions() {
        let run = simplest_first(&start, &Scores::default());
        let mut at = start.clone();
        automatic_step(&mut at);
        for step in &run.steps {
            let Step::Technique(applied) = step else {
                continue;
            };
            let cx = Context::new(&at);
            for &t in &with_chooser {
                let all = cx.find(t);
                found += usize::from(!all.is_empty());
                assert_eq!(cx.chosen(t).as_ref(), choose(&all), "{t}");
                compared += 1;
            }
            apply(applied, &mut at);
            automatic_step(&mut at);
        }
    }
    assert!(compared >= 200, "only {compared} comparisons");
    assert!(found >= 20, "only {found} comparisons had an instance");
}
