//! A save's journal (SPEC §10): any lines give the entries read up to the first
//! line that cannot be read, never a panic. The first eight bytes pick the save
//! id the entries must carry.
#![no_main]

use kibitz::game::read_journal;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let (id, rest) = data.split_at(data.len().min(8));
    let mut bytes = [0u8; 8];
    bytes[..id.len()].copy_from_slice(id);
    let save = u64::from_le_bytes(bytes) % 4;
    let text = String::from_utf8_lossy(rest);
    let (entries, stop) = read_journal(&text, save);
    assert!(entries.iter().all(|(line, e)| *line >= 1 && e.save == save));
    if let Some((line, _)) = stop {
        assert!(line >= 1);
    }
});
