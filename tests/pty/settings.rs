//! The mistakes setting in a real pseudo-terminal (SPEC §10): `!` marks mistakes
//! only on a check, the choice is written to `settings.json` and is the one in
//! force on the next start, where `!` switches back.
#![cfg(all(unix, feature = "tui"))]

use crate::common;

use common::pty::Run;

/// The `mistakes_on_check` field of the settings file under `home`.
fn saved(home: &std::path::Path) -> Option<bool> {
    let text = std::fs::read_to_string(home.join("settings.json")).ok()?;
    let json: serde_json::Value = serde_json::from_str(&text).ok()?;
    json["mistakes_on_check"].as_bool()
}

#[test]
fn mistakes_on_check_is_saved_and_resumed() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(home.path(), &[], &[]);
    run.wait_for(&["9×9 easy #1", "Filled    30/81"]);
    run.send(b"!");
    run.wait_for(&["mistakes are marked only on a check (c)"]);
    run.send(b"q");
    assert!(run.wait_exit(), "kibitz exits cleanly");
    assert_eq!(saved(home.path()), Some(true));

    let mut again = Run::start(home.path(), &[], &[]);
    again.wait_for(&["Filled    30/81"]);
    again.send(b"!");
    again.wait_for(&["mistakes are marked as they are typed"]);
    again.send(b"q");
    assert!(again.wait_exit());
    assert_eq!(saved(home.path()), Some(false));
}
