//! Crash safety of the record of solves (issue 23, SPEC §10), as for saves
//! (`store_crash.rs`): a writer adding entries is killed (SIGKILL) at many
//! moments, and every time the record reads back with at least every entry whose
//! write had returned, in order; a last line cut short is set aside (never lost)
//! and reported, and the next entry still goes on a line of its own.

use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::thread;
use std::time::{Duration, Instant};

use kibitz::record::{Entry, HintsUsed, Ratings, VERSION};
use kibitz::store::Paths;
use kibitz::store::record::{append, load};

/// Entry number `k` of the writer: its time is `k`, so order can be checked.
fn entry(k: u64) -> Entry {
    Entry {
        version: VERSION,
        date: "2026-11-26T08:00:00Z".into(),
        kind: "sudoku".into(),
        board: "9×9".into(),
        key: format!("9x9-{k:016x}"),
        name: Some(format!(
            "puzzle {k} with a name long enough to take a while"
        )),
        ratings: Ratings {
            score: Some(27),
            coarse: Some(3),
            ..Ratings::default()
        },
        time_secs: k,
        hints: HintsUsed::default(),
        mistakes: 0,
    }
}

/// Runs only as the child process: adds entries 0, 1, 2, … to the record in
/// `KIBITZ_CRASH_HOME` and after each one that returned writes how many are in.
#[test]
#[ignore = "helper process for killed_at_any_moment_the_record_reads_back"]
fn record_writer() {
    let Some(home) = std::env::var_os("KIBITZ_CRASH_HOME") else {
        return;
    };
    let home = Path::new(&home);
    let paths = Paths::at(home.join("config"));
    for k in 0.. {
        append(&paths, &entry(k)).expect("append");
        std::fs::write(home.join("progress"), (k + 1).to_string()).expect("progress");
    }
}

fn start_writer(home: &Path) -> Child {
    Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "record_crash::record_writer",
            "--ignored",
            "--nocapture",
        ])
        .env("KIBITZ_CRASH_HOME", home)
        .stdout(Stdio::null())
        .spawn()
        .expect("start the writer")
}

fn progress(home: &Path) -> u64 {
    std::fs::read_to_string(home.join("progress"))
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0)
}

#[test]
fn killed_at_any_moment_the_record_reads_back() {
    for round in 0..12u64 {
        let home = tempfile::tempdir().unwrap();
        let mut child = start_writer(home.path());
        let deadline = Instant::now() + Duration::from_secs(30);
        while progress(home.path()) < 3 {
            assert!(Instant::now() < deadline, "the writer never wrote");
            thread::sleep(Duration::from_millis(2));
        }
        thread::sleep(Duration::from_millis(round * 7 % 40));
        let reported = progress(home.path());
        child.kill().expect("kill -9 the writer");
        child.wait().expect("reap the writer");

        let paths = Paths::at(home.path().join("config"));
        let read = load(&paths).unwrap();
        let times: Vec<u64> = read.entries.iter().map(|e| e.time_secs).collect();
        let expected: Vec<u64> = (0..times.len() as u64).collect();
        assert_eq!(
            times, expected,
            "round {round}: entries in order, none lost"
        );
        assert!(
            times.len() as u64 >= reported,
            "round {round}: {} entries read back, {reported} were written",
            times.len()
        );
        if let Some(problem) = &read.problem {
            assert!(problem.contains("could not be read"), "{problem}");
            assert!(problem.contains(".damaged-"), "set aside: {problem}");
        }
        // The record goes on: the next entry reads back, with no problem left.
        append(&paths, &entry(times.len() as u64)).unwrap();
        let again = load(&paths).unwrap();
        assert_eq!(again.problem, None, "round {round}");
        assert_eq!(again.entries.len(), times.len() + 1, "round {round}");
    }
}

#[test]
fn a_line_cut_short_is_set_aside_and_the_next_entry_kept() {
    let home = tempfile::tempdir().unwrap();
    let paths = Paths::at(home.path().to_path_buf());
    append(&paths, &entry(0)).unwrap();
    let whole = std::fs::read_to_string(paths.record_file()).unwrap();
    // A kill in the middle of the second line's write.
    std::fs::write(paths.record_file(), format!("{whole}{}", &whole[..40])).unwrap();
    append(&paths, &entry(1)).unwrap();
    let read = load(&paths).unwrap();
    let times: Vec<u64> = read.entries.iter().map(|e| e.time_secs).collect();
    assert_eq!(times, [0, 1]);
    let problem = read.problem.expect("the cut line is reported");
    assert!(
        problem.starts_with("record.jsonl: 1 line could not be read (line 2: "),
        "{problem}"
    );
    let aside: Vec<_> = std::fs::read_dir(home.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with("record.jsonl.damaged-"))
        .collect();
    assert_eq!(aside.len(), 1, "the file as it was is kept: {aside:?}");
    let kept = std::fs::read_to_string(home.path().join(&aside[0])).unwrap();
    assert!(kept.contains(&whole[..40]), "the cut line is not lost");
}
