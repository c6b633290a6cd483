//! Crash safety of saves (SPEC §10): a writer process is killed between writing
//! its temporary file and renaming it over the save, and the old save is still
//! there, whole. The writer is this test binary itself, started again to run the
//! ignored helper test below, which stops right before the rename.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::thread;
use std::time::{Duration, Instant};

use kibitz::store::{Loaded, read_json, write_atomic_with, write_json};

const OLD: &str = r#"{"version": 1, "save": "old"}"#;

/// Runs only as the child process: writes a new save and, once the temporary
/// file is complete, says so and waits to be killed before it can rename.
#[test]
#[ignore = "helper process for killed_between_write_and_rename_keeps_the_old_save"]
fn writer_that_stops_before_rename() {
    let Some(save) = std::env::var_os("KIBITZ_CRASH_SAVE").map(PathBuf::from) else {
        return;
    };
    let marker = save.with_extension("ready");
    let new = br#"{"version": 1, "save": "new"}"#;
    write_atomic_with(&save, new, |temp| {
        std::fs::write(&marker, temp.to_string_lossy().as_bytes()).expect("marker");
        loop {
            thread::sleep(Duration::from_secs(1));
        }
    })
    .expect("write");
}

fn wait_for_file(path: &Path) -> String {
    let deadline = Instant::now() + Duration::from_secs(30);
    loop {
        if let Ok(text) = std::fs::read_to_string(path)
            && !text.is_empty()
        {
            return text;
        }
        assert!(
            Instant::now() < deadline,
            "the writer never reached the rename"
        );
        thread::sleep(Duration::from_millis(10));
    }
}

#[test]
fn killed_between_write_and_rename_keeps_the_old_save() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("game.json");
    std::fs::write(&save, OLD).unwrap();
    let mut child = Command::new(std::env::current_exe().unwrap())
        .args([
            "--exact",
            "store_crash::writer_that_stops_before_rename",
            "--ignored",
            "--nocapture",
        ])
        .env("KIBITZ_CRASH_SAVE", &save)
        .spawn()
        .expect("start the writer");
    let temp = PathBuf::from(wait_for_file(&save.with_extension("ready")));
    child.kill().expect("kill the writer");
    child.wait().expect("reap the writer");

    assert_eq!(
        std::fs::read_to_string(&save).unwrap(),
        OLD,
        "the old save is intact"
    );
    let written = std::fs::read_to_string(&temp).unwrap();
    assert!(
        written.contains("new"),
        "the new content had been written and synced"
    );
    let Loaded::Found(value) = read_json::<serde_json::Value>(&save).unwrap() else {
        panic!("the old save reads back");
    };
    assert_eq!(value["save"], "old");

    // The next save goes through and replaces it.
    write_json(&save, &serde_json::json!({"version": 1, "save": "next"})).unwrap();
    assert!(std::fs::read_to_string(&save).unwrap().contains("next"));
}

/// Saves of a game through the journal, killed at many moments and run out of
/// disk space: every time, the game reads back whole, with at least every move
/// whose save had returned.
#[cfg(all(unix, feature = "tui"))]
mod games {
    use std::path::Path;
    use std::process::{Child, Command};
    use std::thread;
    use std::time::Duration;

    use kibitz::app::Session;
    use kibitz::app::storage::Storage;
    use kibitz::format::{ReadOptions, read_sudoku};
    use kibitz::game::{FOLD_BATCH, SudokuGame, UNDO_STEPS};
    use kibitz::store::Paths;

    const P9: &str =
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

    /// The writer's steps unless told: few enough that its history is never
    /// folded (see `kibitz::game::UNDO_STEPS`), so the history's length counts
    /// the moves saved, also of a writer killed at any moment.
    const FOLDLESS_STEPS: usize = UNDO_STEPS + FOLD_BATCH;

    fn fresh_game() -> SudokuGame {
        let puzzle = read_sudoku(P9, "p9", &ReadOptions::default())
            .find_map(Result::ok)
            .expect("a readable puzzle");
        SudokuGame::new(None, &puzzle.position, None)
    }

    /// Runs only as the child process: plays `KIBITZ_CRASH_STEPS` candidate toggles
    /// (one in five after an undo; [`FOLDLESS_STEPS`] by default), saving after each as the
    /// game does and writing a whole save every 25 steps; after each save that
    /// returned it writes the length of the history saved to `progress`, and at
    /// the end the number of saves that failed to `failures`. With
    /// `KIBITZ_CRASH_LINGER` set it then waits, its game open, to be killed.
    #[test]
    #[ignore = "helper process for the game save crash tests"]
    fn game_writer() {
        let Some(home) = std::env::var_os("KIBITZ_CRASH_HOME") else {
            return;
        };
        let steps: usize = std::env::var("KIBITZ_CRASH_STEPS")
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(FOLDLESS_STEPS);
        let home = Path::new(&home);
        let mut storage = Storage::at(Paths::at(home.to_path_buf()));
        let mut session = Session::from(fresh_game());
        let empty: Vec<usize> = (0..81u16)
            .filter(|&c| P9.as_bytes()[usize::from(c)] == b'.')
            .map(usize::from)
            .collect();
        let _ = storage.save_game_whole(&session);
        let mut failures = 0;
        for k in 0..steps {
            if let Session::Sudoku(game) = &mut session {
                if k % 5 == 4 {
                    game.undo();
                }
                game.set_cursor(empty[k % empty.len()]);
                game.toggle_candidate((k % 9) as u8 + 1);
            }
            let saved = if k % 25 == 24 {
                storage.save_game_whole(&session)
            } else {
                storage.save_game(&session)
            };
            match saved {
                Ok(()) => {
                    let len = session.history().edits().len();
                    std::fs::write(home.join("progress"), len.to_string()).expect("progress");
                }
                Err(_) => failures += 1,
            }
        }
        std::fs::write(home.join("failures"), failures.to_string()).expect("failures");
        while std::env::var_os("KIBITZ_CRASH_LINGER").is_some() {
            thread::sleep(Duration::from_secs(1));
        }
    }

    fn start_writer(
        home: &Path,
        steps: Option<usize>,
        file_limit_blocks: Option<u32>,
        linger: bool,
    ) -> Child {
        let exe = std::env::current_exe().unwrap();
        let args = [
            "--exact",
            "store_crash::games::game_writer",
            "--ignored",
            "--nocapture",
        ];
        let mut cmd = match file_limit_blocks {
            // Files may grow to the limit and no further: writes past it fail with
            // EFBIG, as they would with ENOSPC on a full disk (SIGXFSZ ignored).
            Some(blocks) => {
                let mut sh = Command::new("sh");
                let script = format!("trap '' XFSZ; ulimit -f {blocks} && exec \"$0\" \"$@\"");
                sh.arg("-c").arg(script).arg(exe).args(args);
                sh
            }
            None => {
                let mut c = Command::new(exe);
                c.args(args);
                c
            }
        };
        cmd.env("KIBITZ_CRASH_HOME", home)
            .stdout(std::process::Stdio::null());
        if let Some(steps) = steps {
            cmd.env("KIBITZ_CRASH_STEPS", steps.to_string());
        }
        if linger {
            cmd.env("KIBITZ_CRASH_LINGER", "1");
        }
        cmd.spawn().expect("start the writer")
    }

    /// The history length the writer last reported saved (0 before any).
    fn progress(home: &Path) -> usize {
        std::fs::read_to_string(home.join("progress"))
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(0)
    }

    /// Reads the game back as the game does; it must be there and sound.
    fn read_back(home: &Path) -> (SudokuGame, Option<String>) {
        let mut storage = Storage::at(Paths::at(home.to_path_buf()));
        let (game, resumed, notice) = storage.load_or_new(fresh_game());
        let text = notice.clone().unwrap_or_default();
        assert!(resumed, "the save reads back: {text}");
        assert!(!text.contains("damaged"), "{text}");
        (game, notice)
    }

    #[test]
    fn killed_at_any_moment_the_game_reads_back() {
        for round in 0..12u64 {
            let home = tempfile::tempdir().unwrap();
            let mut child = start_writer(home.path(), None, None, false);
            // Wait until some saves are done, then a little more, varied per round.
            while progress(home.path()) < 3 {
                thread::sleep(Duration::from_millis(2));
            }
            thread::sleep(Duration::from_millis(round * 7 % 40));
            let reported = progress(home.path());
            child.kill().expect("kill -9 the writer");
            child.wait().expect("reap the writer");
            let (game, _) = read_back(home.path());
            assert!(
                game.history().edits().len() >= reported,
                "round {round}: {} edits read back, {reported} were saved",
                game.history().edits().len()
            );
        }
    }

    #[test]
    fn a_game_held_by_a_running_process_opens_read_only_until_that_process_dies() {
        let home = tempfile::tempdir().unwrap();
        let mut child = start_writer(home.path(), Some(30), None, true);
        while !home.path().join("failures").exists() {
            thread::sleep(Duration::from_millis(2));
        }
        let mut second = Storage::at(Paths::at(home.path().to_path_buf()));
        let (game, resumed, notice) = second.load_or_new(fresh_game());
        let notice = notice.unwrap_or_default();
        let owner = format!("another kibitz (process {})", child.id());
        let held = child.try_wait().unwrap().is_none();
        if held {
            assert!(
                notice.contains(&owner) && notice.contains("read-only"),
                "{notice}"
            );
            assert!(resumed, "it shows the game as last saved");
            let refused = second.save_game(&Session::from(game)).unwrap_err();
            assert!(refused.to_string().contains(&owner), "{refused}");
        }
        child.kill().expect("kill -9 the writer");
        child.wait().expect("reap the writer");
        let reported = progress(home.path());
        let (game, notice) = read_back(home.path());
        assert!(
            notice.is_none(),
            "the dead writer's lock is taken over: {notice:?}"
        );
        assert!(
            game.history().edits().len() >= reported,
            "no saved move is lost"
        );
    }

    #[test]
    fn a_full_disk_keeps_the_last_save_that_fit() {
        let home = tempfile::tempdir().unwrap();
        let mut child = start_writer(home.path(), Some(600), Some(24), false);
        let status = child.wait().expect("the writer ends");
        assert!(status.success(), "failed saves do not stop the writer");
        let reported = progress(home.path());
        let (game, _) = read_back(home.path());
        assert!(reported > 0, "some saves fit");
        assert!(
            game.history().edits().len() >= reported,
            "{} edits read back, {reported} were saved",
            game.history().edits().len()
        );
        let failures = std::fs::read_to_string(home.path().join("failures")).unwrap();
        assert_ne!(failures, "0", "the later saves did not fit");
        let temps: Vec<_> = std::fs::read_dir(home.path().join("games"))
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains(".tmp-"))
            .collect();
        assert!(
            temps.is_empty(),
            "failed writes leave no temp files: {temps:?}"
        );
    }
}
