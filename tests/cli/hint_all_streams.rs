//! `hint --all` streams (SPEC §11): a 25×25 position with hundreds of megabytes
//! of forcing-net instances writes its first instances before the forcing
//! searches have run, instead of holding every instance first; the memory used
//! by then is far below what holding them took (3.9 GB). The whole run keeps to
//! a memory bound: forcing proofs are written out one at a time (1.7 GB peak
//! before, some 400 MB now).

use crate::common;

use std::io::BufReader;
use std::process::{Command, Stdio};

#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
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

/// The whole of `hint --all` on the huge position, its address space bounded
/// to 1 GiB (`ulimit -v`): it runs to the end and writes every instance (some
/// 750 MB of JSON), where holding every forcing proof of one technique at once
/// ran out of memory.
#[cfg(unix)]
#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn a_huge_position_runs_whole_within_a_memory_bound() {
    let Some(file) = common::corpus_file("hint --all memory", "sizes/tcgaryau_25x25.txt") else {
        return;
    };
    let puzzle = file.split("\n\n").nth(3).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("25x25.txt");
    std::fs::write(&path, puzzle).unwrap();
    let script = "ulimit -v 1048576 && exec \"$0\" \"$@\"";
    let mut child = Command::new("sh")
        .args(["-c", script, env!("CARGO_BIN_EXE_kibitz")])
        .args(["hint", "--all", "--threads", "1", "--json"])
        .arg(&path)
        .env("KIBITZ_HOME", dir.path())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdout = child.stdout.take().unwrap();
    let (mut bytes, mut last) = (0usize, Vec::new());
    let mut buffer = vec![0u8; 1 << 16];
    loop {
        let n = std::io::Read::read(&mut stdout, &mut buffer).unwrap();
        if n == 0 {
            break;
        }
        bytes += n;
        last.extend_from_slice(&buffer[..n]);
        let keep = last.len().saturating_sub(256);
        last.drain(..keep);
    }
    let out = child.wait_with_output().unwrap();
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(0), "{err}");
    let end = String::from_utf8_lossy(&last);
    assert!(end.ends_with("],\"status\":\"hint\"}\n"), "{end}");
    assert!(
        bytes > 500_000_000,
        "{bytes} bytes: every instance is written"
    );
}

/// The process's peak resident memory so far in KiB (Linux; elsewhere unknown).
fn peak_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}
