//! A theme file (SPEC §10): any text gives a theme or one reason, never a panic.
#![no_main]

use kibitz::theme::Theme;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let _ = Theme::parse(&text);
});
