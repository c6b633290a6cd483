//! Signals to the running game (SPEC §10): SIGTERM, SIGHUP and SIGINT sent from
//! outside each save the game and restore the terminal (main screen, cursor shown,
//! mouse reporting off, out of raw mode) before the process ends by the signal.
#![cfg(all(unix, feature = "tui"))]

use crate::common;

use common::pty::Run;

/// The one save in `games/`, parsed.
fn the_save(home: &std::path::Path) -> serde_json::Value {
    let saves: Vec<_> = std::fs::read_dir(home.join("games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    assert_eq!(saves.len(), 1, "{saves:?}");
    serde_json::from_str(&std::fs::read_to_string(&saves[0]).unwrap()).unwrap()
}

fn ends_saved_and_restored(signal: &str) {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(home.path(), &[], &[]);
    run.wait_for(&["9×9 easy #1", "Filled    30/81"]);
    run.send(b"4");
    run.wait_for(&["Filled    31/81", "Steps     1 (redo 0)"]);
    // Without the save the move made, only the save on the signal can bring it back.
    std::fs::remove_dir_all(home.path().join("games")).unwrap();
    run.signal(signal);
    assert!(
        !run.wait_exit(),
        "SIG{signal} ends the process as a signal does"
    );
    run.assert_restored();
    let save = the_save(home.path());
    assert_eq!(save["index"], 1, "SIG{signal}: the move is saved: {save}");
}

#[test]
fn sigterm_saves_and_restores_the_terminal() {
    ends_saved_and_restored("TERM");
}

#[test]
fn sighup_saves_and_restores_the_terminal() {
    ends_saved_and_restored("HUP");
}

#[test]
fn sigint_saves_and_restores_the_terminal() {
    ends_saved_and_restored("INT");
}
