//! Batch at scale (issue 24): `rate -` streams standard input to standard output
//! in flat memory, every record carries its puzzle's `key`, `--skip` resumes a
//! cut-off run exactly, and a bad line in a streamed input is one error line
//! while the batch goes on.

use std::collections::BTreeSet;
use std::io::{BufRead, BufReader, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::common;

use common::kibitz;

/// A solved 9×9 grid; the puzzles below are it with a cell or two blanked.
const SOLVED: &str =
    "417369825632158947958724316825437169791586432346912758289643571573291684164875293";

/// The `i`-th test line: the solved grid with one or two cells blanked and its
/// rows moved within their bands, so most lines differ.
fn line(i: usize) -> String {
    let (a, b) = (i % 81, (i / 81) % 82);
    let moves = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let band_moves = moves[(i / (81 * 82)) % 6];
    let cells: Vec<u8> = SOLVED.bytes().collect();
    let mut out = Vec::with_capacity(82);
    for band in 0..3 {
        for &row in &band_moves {
            out.extend_from_slice(&cells[(band * 3 + row) * 9..(band * 3 + row + 1) * 9]);
        }
    }
    out[a] = b'.';
    if b < 81 {
        out[b] = b'.';
    }
    out.push(b'\n');
    String::from_utf8(out).expect("ASCII")
}

/// The peak resident memory (VmHWM) of a running process, in KiB, if known.
fn peak_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// Streams `count` lines through `kibitz rate - --json`, written by a thread
/// as the child reads them; returns the records read back, the peak memory
/// seen (KiB, 0 where /proc is missing) and the time taken.
fn stream_through_rate(count: usize) -> (usize, u64, Duration) {
    let start = Instant::now();
    let mut child = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(["rate", "-", "--json"])
        .env("KIBITZ_HOME", std::env::temp_dir().join("kibitz-cli-tests"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("kibitz runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || {
        let mut chunk = String::new();
        for i in 0..count {
            chunk.push_str(&line(i));
            if chunk.len() > 1 << 16 || i + 1 == count {
                stdin.write_all(chunk.as_bytes()).expect("writes stdin");
                chunk.clear();
            }
        }
    });
    let stdout = child.stdout.take().expect("stdout");
    let reader = std::thread::spawn(move || {
        let mut records = 0;
        for (i, l) in BufReader::new(stdout).lines().enumerate() {
            let l = l.expect("a line");
            // Cheap checks only: the record's place and its key are there.
            assert!(l.starts_with(&format!("{{\"index\":{i},")), "{l}");
            assert!(l.contains("\"key\":\"b3x3:"), "{l}");
            records += 1;
        }
        records
    });
    let pid = child.id();
    let mut peak = 0;
    while child.try_wait().expect("waits").is_none() {
        peak = peak.max(peak_kib(pid).unwrap_or(0));
        std::thread::sleep(Duration::from_millis(20));
    }
    writer.join().expect("the writer ends");
    let records = reader.join().expect("the reader ends");
    (records, peak, start.elapsed())
}

fn check_stream(count: usize) {
    let (records, peak_kib, took) = stream_through_rate(count);
    eprintln!(
        "{count} lines through `rate - --json`: {:.1} s, peak memory {:.1} MiB",
        took.as_secs_f64(),
        peak_kib as f64 / 1024.0
    );
    assert_eq!(records, count);
    if cfg!(target_os = "linux") {
        assert!(peak_kib > 0, "the child's memory was read");
    }
    assert!(
        peak_kib < 100 * 1024,
        "peak memory {peak_kib} KiB, over 100 MiB"
    );
}

/// The figure of issue 24: a million lines (82 MB) through `rate -`, far past
/// what the reader takes whole (1 MiB), in under 100 MiB (some 20 s in the
/// test build; `--nocapture` prints the time and the peak).
#[test]
fn a_million_lines_stream_in_under_100_mib() {
    check_stream(1_000_000);
}

/// Runs kibitz on `input` written by a thread of its own: a streamed input's
/// results come out while it is read, so writing all of it first would wait
/// for ever on a full output pipe.
fn run_streaming(args: &[&str], input: String) -> std::process::Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_kibitz"))
        .args(args)
        .env("KIBITZ_HOME", std::env::temp_dir().join("kibitz-cli-tests"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("kibitz runs");
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("kibitz ends");
    writer
        .join()
        .expect("the writer ends")
        .expect("writes stdin");
    out
}

fn records(out: &[u8]) -> Vec<serde_json::Value> {
    String::from_utf8_lossy(out)
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect()
}

#[test]
fn skip_resumes_a_cut_off_run_exactly() {
    let dir = tempfile::tempdir().expect("temp dir");
    let input = dir.path().join("big.txt");
    // 3000 different puzzles (a line and its blanks swapped are one puzzle).
    let mut seen = BTreeSet::new();
    let distinct: String = (0..)
        .map(line)
        .filter(|l| seen.insert(l.clone()))
        .take(3000)
        .collect();
    std::fs::write(&input, distinct).expect("writes input");
    let input = input.to_str().expect("UTF-8 path");
    let full = kibitz(&["rate", input, "--json"], None);
    assert_eq!(full.status.code(), Some(0));
    let full_text = String::from_utf8_lossy(&full.stdout).into_owned();
    let all: Vec<&str> = full_text.lines().collect();
    let keys: BTreeSet<String> = records(&full.stdout)
        .iter()
        .map(|r| r["key"].as_str().expect("a key").to_string())
        .collect();
    assert_eq!(keys.len(), all.len(), "every test puzzle differs");

    // A run cut off after 1234 records, in the middle of the next one.
    let cut = 1234;
    let mut first = all[..cut].join("\n");
    first.push('\n');
    first.push_str(&all[cut][..40]);
    let out1 = dir.path().join("out1.jsonl");
    std::fs::write(&out1, &first).expect("writes out1");
    let second = kibitz(
        &["rate", input, "--json", "--skip", out1.to_str().unwrap()],
        None,
    );
    assert_eq!(second.status.code(), Some(0));
    let second_text = String::from_utf8_lossy(&second.stdout).into_owned();
    let rest: Vec<&str> = second_text.lines().collect();
    assert_eq!(rest, all[cut..], "the rest, with their places in the input");

    // A plain file of keys skips the same puzzles.
    let keys_file = dir.path().join("keys.txt");
    let plain: Vec<String> = all[..cut]
        .iter()
        .map(|l| {
            let record: serde_json::Value = serde_json::from_str(l).expect("JSON");
            record["key"].as_str().expect("a key").to_string()
        })
        .collect();
    std::fs::write(&keys_file, plain.join("\n")).expect("writes keys");
    let third = kibitz(
        &[
            "solve",
            input,
            "--json",
            "--skip",
            keys_file.to_str().unwrap(),
        ],
        None,
    );
    assert_eq!(third.status.code(), Some(0));
    let solved = records(&third.stdout);
    assert_eq!(solved.len(), all.len() - cut);
    assert_eq!(solved[0]["index"], cut);
}

#[test]
fn a_bad_line_in_streamed_input_is_one_error_and_the_batch_goes_on() {
    // 15,000 lines (1.2 MB) are streamed; a bad line and a runaway line lie
    // past the first MiB.
    let count = 15_000;
    let mut input = String::new();
    for i in 0..count {
        match i {
            13_000 => input.push_str("12x4.....\n"),
            14_000 => input.push_str(&format!("{}\n", ".".repeat(100_000))),
            _ => input.push_str(&line(i)),
        }
    }
    let out = run_streaming(&["solve", "-"], input);
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    let errors: Vec<&str> = err.lines().collect();
    assert_eq!(errors.len(), 2, "{err}");
    assert!(errors[0].starts_with("<stdin>:13001:"), "{err}");
    assert!(
        errors[1].starts_with(
            "<stdin>:14001:65537: expected a line of at most 65536 bytes, found 100000 bytes"
        ),
        "{err}"
    );
    let solved = String::from_utf8_lossy(&out.stdout).lines().count();
    assert_eq!(solved, count - 2);
}

#[test]
fn an_index_past_the_end_of_streamed_input_names_the_count() {
    let input: String = (0..15_000).map(line).collect();
    let out = run_streaming(&["rate", "-", "--index", "20000"], input);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("--index 20000: the input holds 15000 puzzles"),
        "{err}"
    );
}
