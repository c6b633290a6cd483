//! Ratings beyond the worked examples (SPEC §3–§7): the seeds' anchors, score
//! editing, strategies, and `kibitz rate` in batch.

use crate::common;

use kibitz::engine::technique::TechniqueId;
use kibitz::format::{ReadOptions, read_sudoku};
use kibitz::rating::coarse::Coarse;
use kibitz::rating::strategy::{
    End, general_hint, random, seeded, simplest_first, solve_most_effective,
};
use kibitz::rating::validity::Validity;
use kibitz::rating::{Scores, rate};

fn position(line: &str) -> kibitz::engine::Position {
    read_sudoku(line, "t", &ReadOptions::default())
        .next()
        .unwrap()
        .unwrap()
        .position
}

const EASY: &str =
    "..42.8..5..1.6...78...3..2..439..168...456...276..145..3..1...24...2.5..6..8.97..";
const MEDIUM: &str =
    "91...7.548..1.49......3...8.4....3153.......9159....6.2...1......17.9..648.5...91";
const DIFFICULT: &str =
    "7............8...164..................8....2................9.......1............";
const INKALA: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

#[test]
fn seed_001_samples_get_sensible_coarse_ratings() {
    let coarse = |text| rate(&position(text), &Scores::default()).coarse;
    assert_eq!(coarse(EASY), Coarse::Singles);
    assert_eq!(coarse(MEDIUM), Coarse::NakedPairs);
    let difficult = rate(&position(DIFFICULT), &Scores::default());
    assert_eq!(difficult.coarse.number(), 5);
    assert_eq!(difficult.validity, Validity::Several);
    assert!(difficult.stuck());
}

#[test]
fn no_solution_rates_minus_one() {
    let r = rate(&position("11.............."), &Scores::default());
    assert_eq!(r.coarse, Coarse::Unsolvable);
    assert_eq!(r.diffkey.label, "no DiffKey");
    assert!(matches!(r.validity, Validity::Conflicts(ref c) if !c.is_empty()));
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn singles_only_puzzles_land_in_the_seed_shd_range() {
    let Some(text) = common::corpus_file("shd anchor", "sudoku9/sudoku_exchange_easy.txt") else {
        return;
    };
    let scores = Scores::default();
    let mut totals = Vec::new();
    for p in read_sudoku(&text, "easy", &ReadOptions::default()) {
        let r = rate(&p.unwrap().position, &scores);
        if r.counts
            .required()
            .all(|(t, _)| t == TechniqueId::HiddenSingle)
            && !r.stuck()
        {
            totals.push(r.shd.total);
        }
    }
    let mean = totals.iter().sum::<u32>() as f64 / totals.len() as f64;
    let (min, max) = (totals.iter().min().unwrap(), totals.iter().max().unwrap());
    eprintln!(
        "SHD of {} singles-only easy puzzles: min {min}, mean {mean:.1}, max {max}",
        totals.len()
    );
    assert!(totals.len() > 300);
    assert!((55.0..=85.0).contains(&mean), "mean {mean}");
}

#[test]
fn zeroing_a_score_removes_the_technique_from_counts_and_order() {
    let p = position(INKALA);
    let defaults = rate(&p, &Scores::default());
    assert!(defaults.counts.get(TechniqueId::LockedCandidates1) > 0);
    let mut scores = Scores::default();
    scores.set(TechniqueId::LockedCandidates1, 0);
    assert!(!scores.order().contains(&TechniqueId::LockedCandidates1));
    let r = rate(&p, &scores);
    assert_eq!(r.counts.get(TechniqueId::LockedCandidates1), 0);
}

#[test]
fn zeroing_too_many_gives_stars_with_counts_so_far() {
    let p = position(INKALA);
    let mut scores = Scores::default();
    for t in TechniqueId::ALL {
        if t != TechniqueId::HiddenSingle {
            scores.set(t, 0);
        }
    }
    let r = rate(&p, &scores);
    assert_eq!(r.score, None);
    assert!(r.stuck() && !r.contradiction());
    assert!(r.counts.get(TechniqueId::HiddenSingle) > 0);
    // Raising a score (keeping the order) changes the total; the counts stay.
    let mut raised = Scores::default();
    raised.set(TechniqueId::HiddenSingle, 2);
    let base = rate(&p, &Scores::default());
    let higher = rate(&p, &raised);
    assert_eq!(higher.counts, base.counts);
    let hs = base.counts.get(TechniqueId::HiddenSingle);
    assert_eq!(higher.score.unwrap(), base.score.unwrap() + hs);
}

#[test]
fn solving_falls_back_to_guessing_and_ratings_never_guess() {
    let p = position(DIFFICULT);
    assert_eq!(simplest_first(&p, &Scores::default()).end, End::Stuck);
    let solved = solve_most_effective(&position(INKALA), &Scores::default());
    assert_eq!(solved.end, End::Solved);
    assert!(solved.position.is_solved());
}

#[test]
fn random_runs_repeat_with_the_same_seed() {
    let p = position(INKALA);
    let a = random(&p, &Scores::default(), &mut seeded(7));
    let b = random(&p, &Scores::default(), &mut seeded(7));
    assert_eq!(a.counts, b.counts);
    assert_eq!(a.end, End::Solved);
}

/// A puzzle of the bundled easy set that six hidden singles solve.
const SIX_SINGLES: &str =
    "2.76..4..94.........84..9..6...7...4....9....5...8...7..4..27.........53..1..76.8";

/// Where a technique falls in Simplest-first order under the default scores
/// (the naked single, automatic, before all).
fn rank(t: TechniqueId) -> usize {
    let order = Scores::default().order();
    order.iter().position(|&o| o == t).map_or(0, |i| i + 1)
}

#[test]
fn the_capped_general_hint_on_a_singles_only_puzzle_is_a_single() {
    let hint = general_hint(&position(SIX_SINGLES), &Scores::default()).unwrap();
    assert!(
        matches!(
            hint.technique,
            TechniqueId::NakedSingle | TechniqueId::HiddenSingle
        ),
        "{:?}",
        hint.technique
    );
    // Naked singles alone solve the seed's easy sample: its general hint is one.
    let hint = general_hint(&position(EASY), &Scores::default()).unwrap();
    assert_eq!(hint.technique, TechniqueId::NakedSingle);
    // Most effective keeps the same cap: hidden singles, nothing harder.
    let run = solve_most_effective(&position(SIX_SINGLES), &Scores::default());
    assert_eq!(run.end, End::Solved);
    for t in TechniqueId::ALL {
        if t != TechniqueId::HiddenSingle {
            assert_eq!(run.count(t), 0, "{t:?}");
        }
    }
}

/// SPEC §3: the general hint takes no technique harder than the hardest one
/// Simplest first needs from the position, on every bundled easy puzzle.
#[test]
fn the_general_hint_is_never_harder_than_the_puzzle_needs() {
    let text = std::fs::read_to_string("puzzles/sudoku9/easy.txt").unwrap();
    let scores = Scores::default();
    let mut hints = 0;
    for puzzle in read_sudoku(&text, "easy.txt", &ReadOptions::default()) {
        let pos = puzzle.unwrap().position;
        let run = simplest_first(&pos, &scores);
        assert_eq!(run.end, End::Solved);
        let needed = TechniqueId::ALL
            .into_iter()
            .filter(|&t| run.count(t) > 0)
            .map(rank)
            .max()
            .unwrap_or(0);
        let hint = general_hint(&pos, &scores).unwrap();
        assert!(rank(hint.technique) <= needed, "{:?}", hint.technique);
        hints += 1;
    }
    assert_eq!(hints, 50);
}

/// The general hint is the largest effect over the techniques the cap allows:
/// those no harder than the hardest Simplest first applies.
#[test]
fn general_hint_prefers_the_largest_effect_within_the_cap() {
    let p = position(INKALA);
    let run = simplest_first(&p, &Scores::default());
    let needed = TechniqueId::ALL
        .into_iter()
        .filter(|&t| run.count(t) > 0)
        .map(rank)
        .max()
        .unwrap();
    let hint = general_hint(&p, &Scores::default()).unwrap();
    let every = kibitz::engine::techniques::find_every(&p);
    let best = every
        .iter()
        .filter(|i| rank(i.technique) <= needed)
        .map(|i| i.effect)
        .max()
        .unwrap();
    assert_eq!(hint.effect, best);
    assert!(rank(hint.technique) <= needed);
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn batch_output_is_the_same_on_one_thread_and_many() {
    let Some(dir) = common::corpus("rate batch") else {
        return;
    };
    // Every 10th puzzle of the file: all difficulties, and quick (random orders
    // try forcing nets early).
    let text = std::fs::read_to_string(dir.join("sudoku9/sudoku_exchange_by_rating.txt")).unwrap();
    let sample: String = text.lines().step_by(10).map(|l| format!("{l}\n")).collect();
    let scratch = tempfile::tempdir().unwrap();
    let path = scratch.path().join("by_rating_sample.txt");
    std::fs::write(&path, sample).unwrap();
    let file = path.to_str().unwrap();
    let one = common::kibitz(&["rate", "--json", "--threads", "1", file], None);
    let many = common::kibitz(&["rate", "--json", "--threads", "4", file], None);
    assert_eq!(one.status.code(), Some(0));
    assert_eq!(one.stdout, many.stdout);
    let random1 = common::kibitz(
        &[
            "rate",
            "--strategy",
            "random",
            "--runs",
            "3",
            "--seed",
            "5",
            "--threads",
            "1",
            file,
        ],
        None,
    );
    let random4 = common::kibitz(
        &[
            "rate",
            "--strategy",
            "random",
            "--runs",
            "3",
            "--seed",
            "5",
            "--threads",
            "4",
            file,
        ],
        None,
    );
    assert_eq!(random1.stdout, random4.stdout);
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn top1465_rates_as_json_lines_in_input_order() {
    let Some(dir) = common::corpus("top1465") else {
        return;
    };
    let out = common::kibitz(
        &[
            "rate",
            "--json",
            dir.join("sudoku9/top1465.txt").to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    let mut count = 0;
    for (i, line) in text.lines().enumerate() {
        let v: serde_json::Value = serde_json::from_str(line).unwrap();
        assert_eq!(v["index"], i);
        assert!(v["shd"]["total"].as_u64().unwrap() > 0);
        count += 1;
    }
    assert_eq!(count, 1465);
}

#[test]
fn bad_scores_file_is_an_error_naming_the_id() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.json");
    std::fs::write(&path, r#"{"version":1,"scores":{"x_wings":3}}"#).unwrap();
    let out = common::kibitz(&["rate", "--scores", path.to_str().unwrap(), INKALA], None);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("x_wings"));
}

#[test]
fn a_digit_with_no_place_left_in_a_group_is_a_contradiction() {
    use kibitz::engine::{Contradiction, Geometry, Position};
    let mut pos = Position::from_givens(Geometry::standard(4).unwrap(), &[0; 16]);
    // 3 leaves row 2 while every cell of the board keeps three candidates.
    for cell in 4..8 {
        pos.eliminate(cell, 3);
    }
    assert!(matches!(
        Contradiction::find(&pos),
        Some(Contradiction::NoPlace { digit: 3, .. })
    ));
    let run = simplest_first(&pos, &Scores::default());
    assert_eq!(run.end, End::Contradiction);
    let report = rate(&pos, &Scores::default());
    assert!(report.stuck() && report.contradiction() && report.score.is_none());
    assert!(general_hint(&pos, &Scores::default()).is_none());
}
