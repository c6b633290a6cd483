//! `kibitz completions` and `kibitz man` (SPEC §9): generated from the clap
//! definition, so every subcommand appears in them.

use crate::common;

use common::kibitz;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn bash_completion_names_every_subcommand() {
    let out = kibitz(&["completions", "bash"], None);
    assert_eq!(out.status.code(), Some(0));
    let script = text(&out.stdout);
    assert!(
        script.contains("_kibitz()"),
        "not a bash completion function"
    );
    for sub in ["solve", "rate", "hint", "techniques", "profile", "play"] {
        assert!(
            script.contains(sub),
            "{sub} missing from the completion script"
        );
    }
}

#[test]
fn every_supported_shell_gets_a_script() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let out = kibitz(&["completions", shell], None);
        assert_eq!(out.status.code(), Some(0), "{shell}");
        assert!(!out.stdout.is_empty(), "{shell}: empty script");
    }
}

#[test]
fn an_unknown_shell_is_a_usage_error_listing_the_shells() {
    let out = kibitz(&["completions", "tcsh"], None);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("bash") && err.contains("zsh"), "{err}");
}

#[test]
fn man_page_is_roff_with_the_subcommands() {
    let out = kibitz(&["man"], None);
    assert_eq!(out.status.code(), Some(0));
    let page = text(&out.stdout);
    assert!(
        page.starts_with(".ie") || page.contains(".TH kibitz"),
        "not roff"
    );
    assert!(page.contains(".TH kibitz 1"), "no title line");
    for sub in ["solve", "rate", "hint", "profile"] {
        assert!(page.contains(sub), "{sub} missing from the manual page");
    }
}

#[test]
fn explain_describes_one_technique() {
    let out = kibitz(&["techniques", "--explain", "x_wing"], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let page = text(&out.stdout);
    assert!(page.starts_with("X-wing (x_wing)\n"), "{page}");
    assert!(page.contains("Default score: 9"), "{page}");
    for heading in ["What to look for", "Why it works", "When to use it"] {
        assert!(page.contains(heading), "{heading} missing:\n{page}");
    }
    assert!(page.contains("two columns"), "no description:\n{page}");
    assert!(page.lines().all(|l| l.chars().count() <= 80), "{page}");
}

#[test]
fn explain_as_json_carries_the_description() {
    let out = kibitz(&["techniques", "--explain", "forcing_net", "--json"], None);
    assert_eq!(out.status.code(), Some(0));
    let record: serde_json::Value = serde_json::from_slice(&out.stdout).expect("one JSON object");
    assert_eq!(record["id"], "forcing_net");
    for part in ["look_for", "why", "when"] {
        let text = record["about"][part].as_str().unwrap_or_default();
        assert!(!text.is_empty(), "{part} missing: {record}");
    }
}

#[test]
fn every_listed_technique_carries_its_description() {
    let out = kibitz(&["techniques", "--json"], None);
    assert_eq!(out.status.code(), Some(0));
    let listed = text(&out.stdout);
    assert_eq!(listed.lines().count(), 41);
    for line in listed.lines() {
        let record: serde_json::Value = serde_json::from_str(line).expect("JSON");
        for part in ["look_for", "why", "when"] {
            assert!(
                record["about"][part]
                    .as_str()
                    .is_some_and(|t| !t.is_empty()),
                "{part} missing: {record}"
            );
        }
    }
}

#[test]
fn explain_of_an_unknown_id_names_the_valid_ones() {
    let out = kibitz(&["techniques", "--explain", "x_wings"], None);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("unknown technique 'x_wings'"), "{err}");
    assert!(
        err.contains("x_wing") && err.contains("forcing_net"),
        "{err}"
    );
}

#[test]
fn rate_help_carries_the_legend() {
    let out = kibitz(&["rate", "--help"], None);
    assert_eq!(out.status.code(), Some(0));
    let help = text(&out.stdout);
    for word in [
        "How to read the ratings",
        "ER",
        "Sudoku Explainer",
        "***",
        "SHD",
        "penalty",
        "arbitrary",
        "DiffKey",
        "coarse",
    ] {
        assert!(
            help.contains(word),
            "{word} missing from rate --help:\n{help}"
        );
    }
}

#[test]
fn the_manual_page_shows_explain() {
    let page = text(&kibitz(&["man"], None).stdout);
    assert!(
        page.contains("explain"),
        "--explain missing from the manual page"
    );
}

#[test]
fn man_writes_a_page_per_subcommand_and_the_main_page_names_only_those() {
    let dir = tempfile::tempdir().unwrap();
    let folder = dir.path().join("man1");
    let folder_arg = folder.to_string_lossy().into_owned();
    let out = kibitz(&["man", &folder_arg], None);
    assert_eq!(out.status.code(), Some(0), "{}", text(&out.stderr));
    let listed = text(&out.stdout);
    let mut written: Vec<String> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    written.sort();
    for sub in [
        "solve",
        "rate",
        "hint",
        "techniques",
        "generate",
        "profile",
        "stats",
        "man",
    ] {
        let name = format!("kibitz-{sub}.1");
        assert!(written.contains(&name), "{name} missing: {written:?}");
        assert!(listed.contains(&name), "{name} not listed: {listed}");
    }
    assert!(written.contains(&"kibitz.1".to_string()));
    assert!(!written.iter().any(|n| n.contains("help")), "{written:?}");
    // Every page the main page points at (`kibitz-x(1)`) is there.
    // roff writes a hyphen as `\-`.
    let main = std::fs::read_to_string(folder.join("kibitz.1"))
        .unwrap()
        .replace("\\-", "-");
    let pointed: Vec<&str> = main
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '(' || c == ')'))
        .filter(|w| w.starts_with("kibitz-") && w.ends_with("(1)"))
        .collect();
    assert!(
        !pointed.is_empty(),
        "the main page names the subcommand pages"
    );
    for page in pointed {
        let file = page.replace("(1)", ".1");
        assert!(written.contains(&file), "{page} has no page: {written:?}");
    }
    let rate = std::fs::read_to_string(folder.join("kibitz-rate.1")).unwrap();
    assert!(
        rate.contains(".TH kibitz-rate 1") && rate.contains("index"),
        "{rate}"
    );
}

#[test]
fn man_prints_one_subcommand_page_or_names_the_subcommands() {
    let out = kibitz(&["man", "--page", "stats"], None);
    assert_eq!(out.status.code(), Some(0));
    assert!(text(&out.stdout).contains(".TH kibitz-stats 1"));
    let out = kibitz(&["man", "--page", "nope"], None);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("no subcommand 'nope'") && err.contains("rate"),
        "{err}"
    );
}
