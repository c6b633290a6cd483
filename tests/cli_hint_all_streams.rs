//! `hint --all` streams (SPEC §11): a 25×25 position with hundreds of megabytes
//! of forcing-net instances writes its first instances before the forcing
//! searches have run, instead of holding every instance first; the memory used
//! by then is far below what holding them took (3.9 GB).

mod common;

use std::io::BufReader;
use std::process::{Command, Stdio};

#[test]
fn the_first_instances_of_a_huge_position_come_before_the_end() {
    let Some(file) = common::corpus_file("hint --all streams", "sizes/tcgaryau_25x25.txt") else {
        return;
    };
    // The fourth puzzle: some 700 MB of hints, most of them forcing nets.
    let puzzle = file.split("\n\n").nth(3).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("25x25.txt");
    std::fs::write(&path, puzzle).unwrap();
    let mut child = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["hint", "--all", "--threads", "1", "--json"])
        .arg(&path)
        .env("KIBITZ_HOME", dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let mut stdout = BufReader::new(child.stdout.take().unwrap());
    let mut start = vec![0u8; 4096];
    std::io::Read::read_exact(&mut stdout, &mut start).unwrap();
    let peak = peak_kib(child.id());
    let _ = child.kill();
    let _ = child.wait();
    let start = String::from_utf8_lossy(&start);
    assert!(
        start.starts_with(r#"{"index":0,"name":null,"hints":[{"technique":"#),
        "{start}"
    );
    if let Some(peak) = peak {
        assert!(
            peak < 512 * 1024,
            "{peak} KiB in use before the first hints were out"
        );
    }
}

/// The process's peak resident memory so far in KiB (Linux; elsewhere unknown).
fn peak_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
