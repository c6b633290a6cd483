//! Crash safety of saves (SPEC §10): a writer process is killed between writing
//! its temporary file and renaming it over the save, and the old save is still
//! there, whole. The writer is this test binary itself, started again to run the
//! ignored helper test below, which stops right before the rename.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::thread;
use std::time::{Duration, Instant};

use kibitz::store::{Loaded, read_json, write_atomic_with, write_json};

const OLD: &str = r#"{"version": 1, "save": "old"}"#;

/// Runs only as the child process: writes a new save and, once the temporary
/// file is complete, says so and waits to be killed before it can rename.
#[test]
#[ignore = "helper process for killed_between_write_and_rename_keeps_the_old_save"]
fn writer_that_stops_before_rename() {
    let Some(save) = std::env::var_os("KIBITZ_CRASH_SAVE").map(PathBuf::from) else {
        return;
    };
    let marker = save.with_extension("ready");
    let new = br#"{"version": 1, "save": "new"}"#;
    write_atomic_with(&save, new, |temp| {
        std::fs::write(&marker, temp.to_string_lossy().as_bytes()).expect("marker");
        loop {
            thread::sleep(Duration::from_secs(1));
        }
    })
    .expect("write");
}

fn wait_for_file(path: &Path) -> String {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Ok(text) = std::fs::read_to_string(path)
            && !text.is_empty()
        {
            return text;
        }
        assert!(
            Instant::now() < deadline,
            "the writer never reached the rename"
        );
        thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn killed_between_write_and_rename_keeps_the_old_save() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("game.json");
    std::fs::write(&save, OLD).unwrap();
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "writer_that_stops_before_rename",
            "--ignored",
            "--nocapture",
        ])
        .env("KIBITZ_CRASH_SAVE", &save)
        .spawn()
        .expect("start the writer");
    let temp = PathBuf::from(wait_for_file(&save.with_extension("ready")));
    child.kill().expect("kill the writer");
    child.wait().expect("reap the writer");

    assert_eq!(
        std::fs::read_to_string(&save).unwrap(),
        OLD,
        "the old save is intact"
    );
    let written = std::fs::read_to_string(&temp).unwrap();
    assert!(
        written.contains("new"),
        "the new content had been written and synced"
    );
    let Loaded::Found(value) = read_json::<serde_json::Value>(&save).unwrap() else {
        panic!("the old save reads back");
    };
    assert_eq!(value["save"], "old");

    // The next save goes through and replaces it.
    write_json(&save, &serde_json::json!({"version": 1, "save": "next"})).unwrap();
    assert!(std::fs::read_to_string(&save).unwrap().contains("next"));
}
