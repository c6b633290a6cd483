//! Shared helpers for integration tests: locating the optional puzzle corpus.
#![allow(dead_code)]

use std::io::Write;
use std::path::PathBuf;

/// The shared puzzle corpus beside the checkout (`../shared/corpus`), if present.
///
/// When it is absent the test prints plainly that it did not run and the caller
/// returns early; with `KIBITZ_REQUIRE_CORPUS=1` (set by `.ci/run`) a missing corpus
/// fails the test instead.
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
