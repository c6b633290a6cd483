//! `kibitz hint` and `kibitz rate` on Kakuro files (SPEC §3, §8, §11): staged
//! hints with cell names on the `cells:` line, `--all`, JSON, a solved grid, and
//! `rate` with its score, counts and the ATK profile.

use crate::common;

const BUNDLED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/puzzles/kakuro/small.txt");

#[test]
fn hints_come_in_three_stages() {
    let out = common::kibitz(&["hint", BUNDLED], None);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    let first: Vec<&str> = text.lines().take(5).collect();
    assert!(first[0].starts_with("# "), "{text}");
    assert!(first[1].starts_with("technique: "), "{text}");
    let cells = first[2].strip_prefix("cells: ").expect("a cells line");
    assert!(
        cells
            .split(", ")
            .all(|c| c.starts_with('r') && c[1..].split('c').all(|n| n.parse::<u32>().is_ok())),
        "{text}"
    );
    assert!(first[3].starts_with("look at: r"), "{text}");
    assert!(first[4].starts_with("step: "), "{text}");
}

#[test]
fn json_and_all() {
    let out = common::kibitz(&["hint", "--json", BUNDLED], None);
    let lines: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["status"], "hint");
    assert!(lines[0]["technique"].is_string());
    let changes = lines[0]["placements"].as_array().unwrap().len()
        + lines[0]["eliminations"].as_array().unwrap().len();
    assert!(changes > 0);
    let all = common::kibitz(&["hint", "--all", "--json", BUNDLED], None);
    let first: serde_json::Value = serde_json::from_str(
        String::from_utf8(all.stdout)
            .unwrap()
            .lines()
            .next()
            .unwrap(),
    )
    .unwrap();
    assert!(first["hints"].as_array().unwrap().len() > 1);
}

#[test]
fn a_solved_kakuro_has_no_hint() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("solved.txt");
    std::fs::write(&path, "#  4\\ 3\\\n\\3 1 2\n\\4 3 1\n").unwrap();
    let out = common::kibitz(&["hint", "--json", path.to_str().unwrap()], None);
    let v: serde_json::Value =
        serde_json::from_str(String::from_utf8(out.stdout).unwrap().trim()).unwrap();
    assert_eq!(v["status"], "solved", "{v}");
    assert!(v["technique"].is_null());
}

#[test]
fn rate_scores_a_kakuro_with_the_atk_profile_beside() {
    let out = common::kibitz(&["rate", BUNDLED], None);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("valid: one solution"), "{text}");
    assert!(text.contains("  score: "), "{text}");
    assert!(text.contains("  ATK: MRL "), "{text}");
    let out = common::kibitz(&["rate", "--json", BUNDLED], None);
    let first: serde_json::Value = serde_json::from_str(
        String::from_utf8(out.stdout)
            .unwrap()
            .lines()
            .next()
            .unwrap(),
    )
    .unwrap();
    assert_eq!(first["index"], 0);
    assert_eq!(first["valid"], true);
    assert_eq!(first["stuck"], false);
    assert!(first["score"].as_u64().is_some_and(|s| s > 0), "{first}");
    assert!(first["counts"].as_object().is_some_and(|c| !c.is_empty()));
    assert!(first["hardest"].is_string());
    assert!(first["profile"]["rating"].is_number(), "{first}");
}
