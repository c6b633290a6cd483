//! Shared helpers for integration tests: locating the optional puzzle corpus.
#![allow(dead_code)]

pub mod board;

use std::io::Write;

#[cfg(all(unix, feature = "tui"))]
pub mod pty;
#[cfg(feature = "tui")]
pub mod screen;
use std::path::PathBuf;

/// The shared puzzle corpus beside the checkout (`../shared/corpus`), if present.
///
/// Every test that calls this is marked
/// `#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]`: the
/// build script sets `kibitz_corpus` when the corpus is there, so without it
/// those tests are reported as ignored, with their count. Should the corpus
/// vanish after the build, the test prints plainly that it did not run and the
/// caller returns early; with `KIBITZ_REQUIRE_CORPUS=1` (set by `.ci/run`) a
/// missing corpus fails instead.
pub fn corpus(test: &str) -> Option<PathBuf> {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/corpus");
    if dir.is_dir() {
        return Some(dir);
    }
    if std::env::var("KIBITZ_REQUIRE_CORPUS").is_ok_and(|v| v == "1") {
        panic!(
            "{test}: the corpus ../shared/corpus is required (KIBITZ_REQUIRE_CORPUS=1) but missing"
        );
    }
    // Written straight to stderr, past the test harness's output capture, so the
    // skip shows in a plain `cargo test` run.
    let _ = writeln!(
        std::io::stderr(),
        "{test}: DID NOT RUN: ../shared/corpus is not present in this checkout"
    );
    None
}

/// Reads a corpus file, or `None` (with the message above) when the corpus is absent.
pub fn corpus_file(test: &str, relative: &str) -> Option<String> {
    let dir = corpus(test)?;
    let path = dir.join(relative);
    Some(
        std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("{test}: cannot read {}: {e}", path.display())),
    )
}

/// Runs the built `kibitz` with `args`, feeding `stdin` when given, and waits for
/// it. The config directory is a scratch folder, so no user file is read.
pub fn kibitz(args: &[&str], stdin: Option<&str>) -> std::process::Output {
    use std::process::{Command, Stdio};
    let mut child = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(args)
        .env("KIBITZ_HOME", std::env::temp_dir().join("kibitz-cli-tests"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("kibitz runs");
    if let Some(text) = stdin {
        let mut pipe = child.stdin.take().expect("stdin");
        pipe.write_all(text.as_bytes()).expect("writes stdin");
    }
    drop(child.stdin.take());
    child.wait_with_output().expect("kibitz ends")
}
