//! A paste into the game (SPEC §9, §10): any text opens a puzzle or gives one
//! line saying what was wrong, never a panic.
#![no_main]

use kibitz::app::paste::pasted_puzzle;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    if let Err(e) = pasted_puzzle(&text) {
        assert!(!e.contains('\n'), "a paste error spans lines: {e:?}");
    }
});
