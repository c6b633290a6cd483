//! `kibitz hint` end to end (SPEC §3, §9, §11): the simplest hint in three stages,
//! `--all` and `--technique` lists, JSON fields, solved and stuck positions, bad
//! technique ids, and pencil-mark grids pasted from another program.

use crate::common;

use common::kibitz;

use std::process::Output;

use kibitz::engine::TechniqueId;
use serde_json::Value;

const P9: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fn json_lines(out: &Output) -> Vec<Value> {
    String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("a JSON line"))
        .collect()
}

#[test]
fn simplest_hint_in_three_stages() {
    let out = kibitz(&["hint", P9], None);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 3, "{text}");
    assert_eq!(lines[0], "technique: Hidden single");
    assert_eq!(lines[1], "cells: r8c6");
    assert_eq!(
        lines[2],
        "step: Hidden single 1 in box 8: the only place is r8c6: place 1 in r8c6"
    );
}

#[test]
fn simplest_hint_as_json() {
    let out = kibitz(&["hint", P9, "--json"], None);
    let lines = json_lines(&out);
    assert_eq!(lines.len(), 1);
    let h = &lines[0];
    assert_eq!(h["index"], 0);
    assert_eq!(h["name"], Value::Null);
    assert_eq!(h["status"], "hint");
    assert_eq!(h["technique"], "hidden_single");
    assert_eq!(h["placements"][0]["cell"], "r8c6");
    assert_eq!(h["placements"][0]["digit"], 1);
    assert_eq!(h["eliminations"].as_array().map(Vec::len), Some(0));
    assert_eq!(h["cells"][0], "r8c6");
    assert!(h["text"].as_str().is_some_and(|t| t.contains("r8c6")));
}

#[test]
fn all_lists_every_technique_in_table_order() {
    let out = kibitz(&["hint", P9, "--all", "--json"], None);
    let lines = json_lines(&out);
    let hints = lines[0]["hints"].as_array().expect("a hints list");
    assert!(hints.len() > 5);
    let ids: Vec<&str> = hints
        .iter()
        .filter_map(|h| h["technique"].as_str())
        .collect();
    let table: Vec<usize> = ids
        .iter()
        .map(|id| {
            kibitz::engine::TechniqueId::from_id(id)
                .expect("a known id")
                .index()
        })
        .collect();
    assert!(table.windows(2).all(|w| w[0] <= w[1]), "{ids:?}");
    assert!(ids.contains(&"naked_triple"));

    let text = kibitz(&["hint", P9, "--all"], None);
    let text = String::from_utf8_lossy(&text.stdout);
    assert!(text.ends_with(&format!("{} hints\n", hints.len())));
}

#[test]
fn one_technique_and_unknown_ids() {
    let out = kibitz(&["hint", P9, "--technique", "naked_triple", "--json"], None);
    let lines = json_lines(&out);
    let hints = lines[0]["hints"].as_array().expect("a hints list");
    assert!(!hints.is_empty());
    assert!(hints.iter().all(|h| h["technique"] == "naked_triple"));

    let out = kibitz(&["hint", P9, "--technique", "x_wings"], None);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("unknown technique 'x_wings'"), "{err}");
}

#[test]
fn solved_and_stuck_positions() {
    let solved =
        "123456789456789123789123456214365897365897214897214365531642978642978531978531642";
    let out = kibitz(&["hint", solved, "--json"], None);
    let h = &json_lines(&out)[0];
    assert_eq!(h["status"], "solved");
    assert_eq!(h["technique"], Value::Null);

    // An empty board offers no deduction at all.
    let empty = ".".repeat(81);
    let out = kibitz(&["hint", &empty, "--json"], None);
    let h = &json_lines(&out)[0];
    assert_eq!(h["status"], "stuck");
    assert_eq!(h["technique"], Value::Null);
    let out = kibitz(&["hint", &empty], None);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        text.starts_with("stuck: no enabled technique applies"),
        "{text}"
    );
}

/// SPEC §3's last resort: with no technique that applies, the directed guess is
/// given beside `stuck` — the first cell with the fewest candidates, in three
/// stages in text and as `last_resort` in JSON.
#[test]
fn a_stuck_position_gets_the_directed_guess_as_a_last_resort() {
    let empty = ".".repeat(81);
    let out = kibitz(&["hint", &empty, "--json"], None);
    let h = &json_lines(&out)[0];
    assert_eq!(h["status"], "stuck");
    assert_eq!(h["technique"], Value::Null);
    let guess = &h["last_resort"];
    assert_eq!(guess["cell"], "r1c1");
    assert_eq!(guess["candidates"].as_array().map(Vec::len), Some(9));
    let digit = guess["digit"].as_u64().unwrap();
    assert!((1..=9).contains(&digit));
    let text = guess["text"].as_str().unwrap();
    assert!(text.contains(&format!("place {digit} in r1c1")), "{text}");
    assert!(text.contains("several"), "{text}");

    let out = kibitz(&["hint", &empty], None);
    let text = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 4, "{text}");
    assert_eq!(lines[1], "technique: Last resort: a directed guess");
    assert_eq!(lines[2], "cells: r1c1");
    assert!(lines[3].starts_with("step: Last resort: a directed guess: place "));

    // A solved position and a broken one have no guess.
    let broken = format!("12345678.........9{}", ".".repeat(63));
    let out = kibitz(&["hint", &broken, "--json"], None);
    assert_eq!(json_lines(&out)[0]["last_resort"], Value::Null);
}

/// top1465 has positions that no technique of kibitz cracks: there the guess
/// places the solution's digit in a cell with the fewest candidates, and says
/// that every other candidate leads to a contradiction.
#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn the_last_resort_on_a_position_no_technique_cracks() {
    use kibitz::rating::Scores;
    use kibitz::rating::last_resort::last_resort;
    use kibitz::rating::strategy::{End, simplest_first, simplest_hint};
    let Some(text) = common::corpus_file("last resort", "sudoku9/top1465.txt") else {
        return;
    };
    let line = text.lines().nth(1).unwrap();
    let puzzle = kibitz::format::read_sudoku(line, "t", &Default::default())
        .next()
        .unwrap()
        .unwrap();
    let solution = kibitz::engine::solver::unique_solution(&puzzle.position).unwrap();
    let run = simplest_first(&puzzle.position, &Scores::default());
    assert_eq!(run.end, End::Stuck);
    let stuck = &run.position;
    assert_eq!(simplest_hint(stuck, &Scores::default()), None);
    let guess = last_resort(stuck, None).unwrap();
    assert!(guess.unique);
    assert_eq!(guess.digit, solution[usize::from(guess.cell)]);
    let fewest = stuck.empty_cells().map(|c| stuck.candidates(c).len()).min();
    assert_eq!(Some(guess.candidates.len()), fewest);
    assert_eq!(last_resort(stuck, Some(&solution)), Some(guess.clone()));
    let geo = stuck.geometry();
    assert!(
        guess
            .step_text(geo)
            .ends_with("(by trial: every other candidate leads to a contradiction)")
    );
    assert!(
        guess
            .cell_text(geo)
            .starts_with("No technique kibitz knows applies here")
    );
}

#[test]
fn a_contradiction_stops_hinting_and_says_where() {
    // r1c9 sees 1..8 in its row and the 9 of r2c9: no candidate is left.
    let broken = format!("12345678.........9{}", ".".repeat(63));
    let out = kibitz(&["hint", &broken], None);
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "stuck: contradiction: r1c9 has no candidate left\n"
    );
    let out = kibitz(&["hint", &broken, "--all", "--json"], None);
    let h = &json_lines(&out)[0];
    assert_eq!(h["status"], "stuck");
    assert_eq!(h["contradiction"], "r1c9 has no candidate left");
    assert_eq!(h["hints"].as_array().map(Vec::len), Some(0));
}

/// The pencil-mark grid of block `k` (1-based) of the regression library.
fn pencil_block(text: &str, k: usize) -> String {
    text.split("\n\n")
        .filter(|b| !b.trim().is_empty())
        .nth(k - 1)
        .expect("block")
        .to_string()
}

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn pasted_pencil_mark_grid() {
    let test = "pasted_pencil_mark_grid";
    let Some(grids) = common::corpus_file(test, "pencilmarks/hodoku_reglib_pm.txt") else {
        return;
    };
    // Block 349: an X-wing on 3 removing 3 from r1c3, r1c4, r4c3, r4c4, r5c3, r5c4,
    // r6c3, r6c4 and r9c4 (index file).
    let block = pencil_block(&grids, 349);
    let out = kibitz(
        &["hint", "-", "--technique", "x_wing", "--json"],
        Some(&block),
    );
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let hints = json_lines(&out)[0]["hints"].clone();
    let want = [
        "r1c3", "r1c4", "r4c3", "r4c4", "r5c3", "r5c4", "r6c3", "r6c4", "r9c4",
    ];
    let found = hints.as_array().expect("hints").iter().any(|h| {
        let elims = h["eliminations"].as_array().expect("eliminations");
        elims.len() == want.len()
            && elims
                .iter()
                .all(|e| e["digit"] == 3 && want.contains(&e["cell"].as_str().unwrap_or("")))
    });
    assert!(found, "{hints}");
}

#[test]
fn techniques_lists_every_id_with_scores_and_shd_rules() {
    let out = kibitz(&["techniques", "--json"], None);
    assert_eq!(out.status.code(), Some(0));
    let list = json_lines(&out);
    assert_eq!(list.len(), TechniqueId::ALL.len());
    for (record, t) in list.iter().zip(TechniqueId::ALL) {
        assert_eq!(record["id"], t.id());
        assert_eq!(record["name"], t.name());
        assert_eq!(record["enabled"], true, "{t} is on by default");
    }
    let x_wing = &list[TechniqueId::XWing.index()];
    assert_eq!(x_wing["default_score"], 9);
    assert_eq!(x_wing["shd_rules"][0]["rule"], "2x2 Gridlock");
    assert_eq!(x_wing["shd_rules"][0]["class"], "Expert");
    assert_eq!(list[0]["score"], Value::Null);

    // Current scores come from --scores; a zero disables.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.json");
    std::fs::write(
        &path,
        r#"{"version":1,"scores":{"x_wing":0,"swordfish":30}}"#,
    )
    .unwrap();
    let out = kibitz(&["techniques", "--scores", path.to_str().unwrap()], None);
    let text = String::from_utf8_lossy(&out.stdout);
    let line = |id: &str| {
        text.lines()
            .find(|l| l.starts_with(&format!("{id} ")))
            .unwrap_or_else(|| panic!("no line for {id} in\n{text}"))
            .to_string()
    };
    assert!(line("x_wing").contains("no (0)"), "{}", line("x_wing"));
    assert!(line("swordfish").contains(" 30 "), "{}", line("swordfish"));
    assert!(
        line("hidden_single").contains("Only Spot Boxes, Only Spot Rows, Only Spot Cols (Novice")
    );
}

#[test]
fn an_unknown_id_in_a_scores_file_points_at_techniques() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("s.json");
    std::fs::write(&path, r#"{"version":1,"scores":{"xwing":3}}"#).unwrap();
    let out = kibitz(&["techniques", "--scores", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("\"xwing\"") && err.contains("kibitz techniques"),
        "{err}"
    );
}

/// How often `kibitz hint` gives HoDoKu 2.2's next step on the coach set of the
/// corpus (`coach/agreement.py`, SPEC §2's table order and smallest first): the
/// figures are printed, and the issue's floors are checked — Set A the same
/// technique in at least 80% and a harder family in at most 2%, Set B the same
/// family in at least 90%, no unsound hint, forcing texts at p95 ≤ 900
/// characters.
#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn hints_agree_with_a_human_style_solver_on_the_coach_set() {
    let Some(dir) = common::corpus("coach agreement") else {
        return;
    };
    let out = std::process::Command::new("python3")
        .arg(dir.join("coach/agreement.py"))
        .arg(env!("CARGO_BIN_EXE_kibitz"))
        .arg("--json")
        .output()
        .expect("python3 runs agreement.py");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let figures: Value = serde_json::from_slice(&out.stdout).expect("agreement.py's JSON");
    let (a, b, all) = (
        &figures["sets"]["A"],
        &figures["sets"]["B"],
        &figures["all"],
    );
    for (name, set) in [("A", a), ("B", b)] {
        eprintln!(
            "coach set {name}: positions {}, unsound {}, same step {}%, same technique {}%, \
             same family {}%, harder {}%, simpler {}%, forcing text p95 {}",
            set["positions"],
            set["unsound"],
            set["same_step_pct"],
            set["same_technique_pct"],
            set["same_family_pct"],
            set["harder_pct"],
            set["simpler_pct"],
            set["forcing_text_p95"],
        );
    }
    let pct = |v: &Value| v.as_f64().expect("a percentage");
    assert_eq!(all["unsound"], 0);
    assert_eq!(all["no_hint"], 0);
    assert!(pct(&a["same_technique_pct"]) >= 80.0, "{a}");
    assert!(pct(&a["harder_pct"]) <= 2.0, "{a}");
    assert!(pct(&b["same_family_pct"]) >= 90.0, "{b}");
    assert!(
        all["forcing_text_p95"].as_u64().unwrap_or(0) <= 900,
        "{all}"
    );
}
