//! Every §9 reader on any text (SPEC §9): Kakuro or Sudoku as detected, and as
//! each `--format` forces; a puzzle or a located error, never a panic.
#![no_main]

use kibitz::any_puzzle::read_any;
use kibitz::format::{FormatKind, ReadOptions};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let forced = FormatKind::ALL.map(|(_, kind)| Some(kind));
    for format in std::iter::once(None).chain(forced) {
        let opts = ReadOptions {
            format,
            ..ReadOptions::default()
        };
        for item in read_any(&text, "fuzz", &opts).take(64) {
            if let Err(e) = item {
                let _ = e.to_string();
            }
        }
    }
});
