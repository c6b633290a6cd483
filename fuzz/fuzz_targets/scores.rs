//! A scores file (SPEC §4): any text gives scores or one reason, never a panic.
#![no_main]

use kibitz::Scores;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = Scores::parse(&text);
});
