//! Tells the integration tests whether the shared puzzle corpus
//! (`../shared/corpus`, beside the checkout) is there. The tests that read it
//! are compiled as ignored when it is not, so a run without it reports them as
//! ignored, with their count, never as passes; with `KIBITZ_REQUIRE_CORPUS=1`
//! (as continuous integration sets it) a missing corpus stops the build.

use std::path::Path;

fn main() {
    println!("cargo::rustc-check-cfg=cfg(kibitz_corpus)");
    println!("cargo::rerun-if-changed=../shared/corpus");
    println!("cargo::rerun-if-env-changed=KIBITZ_REQUIRE_CORPUS");
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    let present = Path::new(&manifest).join("../shared/corpus").is_dir();
    let required = std::env::var("KIBITZ_REQUIRE_CORPUS").is_ok_and(|v| v == "1");
    if present {
        println!("cargo::rustc-cfg=kibitz_corpus");
    } else if required {
        eprintln!("../shared/corpus is required (KIBITZ_REQUIRE_CORPUS=1) but missing");
        std::process::exit(1);
    } else {
        println!(
            "cargo::warning=../shared/corpus is not present: the tests that read it are compiled as ignored"
        );
    }
}
