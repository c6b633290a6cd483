//! Hostile and runaway input through the built binary (SPEC §9): arguments and
//! files that parse but make no sense get one clear line and the documented exit
//! code, never a panic or a runaway.

mod common;

use common::kibitz;

const P9: &str =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_box_shape_whose_product_wraps_is_a_usage_error() {
    let out = kibitz(&["solve", "--box", "5x3689348814741910325", P9], None);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(err.contains("product is a board side 4 to 25"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn scores_above_the_bound_are_refused_naming_the_id() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("scores.json");
    std::fs::write(
        &path,
        r#"{"version": 1, "scores": {"jellyfish": 2147483648}}"#,
    )
    .unwrap();
    let out = kibitz(&["rate", P9, "--scores", path.to_str().unwrap()], None);
    assert_eq!(out.status.code(), Some(2));
    let err = text(&out.stderr);
    assert!(
        err.contains("jellyfish") && err.contains("1000000"),
        "{err}"
    );
}
