//! `kibitz completions` and `kibitz man` (SPEC §9): generated from the clap
//! definition, so every subcommand appears in them.

mod common;

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
