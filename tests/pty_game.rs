//! End-to-end runs of the game in a real pseudo-terminal (SPEC §10): portable-pty
//! starts the built binary, vt100 keeps the screen, and every step waits for text
//! to appear (polling with a deadline, never a fixed sleep). Covers play, undo,
//! redo, help, mouse, quit and resume; a damaged save reported and set aside; and
//! a forced panic that still leaves the terminal restored.
#![cfg(all(unix, feature = "tui"))]

use std::io::{Read, Write};
use std::path::Path;
use std::sync::{Arc, Mutex};
use std::thread;
use std::time::{Duration, Instant};

use nix::sys::termios::LocalFlags;
use portable_pty::{Child, CommandBuilder, MasterPty, PtySize, native_pty_system};

const ROWS: u16 = 40;
const COLS: u16 = 120;
const PATIENCE: Duration = Duration::from_secs(30);

fn nonzero(v: u16) -> std::num::NonZeroU16 {
    std::num::NonZeroU16::new(v).expect("a non-zero size")
}

struct Run {
    child: Box<dyn Child + Send + Sync>,
    master: Box<dyn MasterPty + Send>,
    writer: Box<dyn Write + Send>,
    screen: Arc<Mutex<vt100::Parser>>,
}

impl Run {
    fn start(home: &Path, args: &[&str], env: &[(&str, &str)]) -> Run {
        let pair = native_pty_system()
            .openpty(PtySize {
                rows: ROWS,
                cols: COLS,
                pixel_width: 0,
                pixel_height: 0,
            })
            .expect("open a pty");
        let mut cmd = CommandBuilder::new(env!("CARGO_BIN_EXE_kibitz"));
        cmd.args(args);
        cmd.cwd(env!("CARGO_MANIFEST_DIR"));
        cmd.env("KIBITZ_HOME", home);
        cmd.env("TERM", "xterm-256color");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let child = pair.slave.spawn_command(cmd).expect("start kibitz");
        drop(pair.slave);
        let mut reader = pair.master.try_clone_reader().expect("pty reader");
        let writer = pair.master.take_writer().expect("pty writer");
        let screen = Arc::new(Mutex::new(vt100::Parser::new(
            nonzero(ROWS),
            nonzero(COLS),
            0,
        )));
        let feed = Arc::clone(&screen);
        thread::spawn(move || {
            let mut buf = [0u8; 8192];
            while let Ok(n) = reader.read(&mut buf) {
                if n == 0 {
                    break;
                }
                feed.lock().unwrap().process(&buf[..n]);
            }
        });
        Run {
            child,
            master: pair.master,
            writer,
            screen,
        }
    }

    fn contents(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    /// Waits until the screen shows every one of `texts`, and returns it.
    fn wait_for(&self, texts: &[&str]) -> String {
        self.wait_until(
            |s| texts.iter().all(|t| s.contains(t)),
            &format!("{texts:?}"),
        )
    }

    fn wait_until(&self, ok: impl Fn(&str) -> bool, what: &str) -> String {
        let deadline = Instant::now() + PATIENCE;
        loop {
            let text = self.contents();
            if ok(&text) {
                return text;
            }
            assert!(
                Instant::now() < deadline,
                "timed out waiting for {what}; screen:\n{text}"
            );
            thread::sleep(Duration::from_millis(20));
        }
    }

    fn send(&mut self, bytes: &[u8]) {
        self.writer.write_all(bytes).expect("write to the pty");
        self.writer.flush().expect("flush the pty");
    }

    /// A left click at a 0-based screen position (SGR mouse encoding).
    fn click(&mut self, x: u16, y: u16) {
        let press = format!("\x1b[<0;{};{}M\x1b[<0;{};{}m", x + 1, y + 1, x + 1, y + 1);
        self.send(press.as_bytes());
    }

    /// Waits for the program to end and returns whether it succeeded.
    fn wait_exit(&mut self) -> bool {
        let deadline = Instant::now() + PATIENCE;
        loop {
            if let Some(status) = self.child.try_wait().expect("child status") {
                return status.success();
            }
            assert!(
                Instant::now() < deadline,
                "kibitz did not exit; screen:\n{}",
                self.contents()
            );
            thread::sleep(Duration::from_millis(20));
        }
    }

    /// Asserts the terminal is back to normal: main screen, cursor shown, no mouse
    /// reporting, and the line discipline out of raw mode.
    fn assert_restored(&self) {
        // The reader thread may still be draining the last bytes, so wait for them.
        let restored = || {
            let parser = self.screen.lock().unwrap();
            let screen = parser.screen();
            !screen.alternate_screen()
                && !screen.hide_cursor()
                && screen.mouse_protocol_mode() == vt100::MouseProtocolMode::None
        };
        self.wait_until(
            |_| restored(),
            "main screen, cursor shown, mouse reporting off",
        );
        let termios = self.master.get_termios().expect("termios of the pty");
        assert!(
            termios
                .local_flags
                .contains(LocalFlags::ICANON | LocalFlags::ECHO),
            "still in raw mode"
        );
    }
}

#[test]
fn play_undo_redo_help_mouse_quit_and_resume() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(home.path(), &[], &[]);
    run.wait_for(&["9×9 easy #1", "Filled    30/81", "Cell      r1c1"]);
    run.send(b"4");
    run.wait_for(&["Filled    31/81", "Steps     1 (redo 0)"]);
    run.send(b"u");
    run.wait_for(&["Filled    30/81", "Steps     0 (redo 1)"]);
    run.send(b"\x12"); // Ctrl-r
    run.wait_for(&["Filled    31/81", "Steps     1 (redo 0)"]);
    run.send(b"?");
    run.wait_for(&["Keys", "undo to before the first mistake", "any key closes"]);
    run.send(b"?");
    run.wait_until(|s| !s.contains("any key closes"), "the help to close");
    // 120×40 shows cells 7 wide and 3 high: column c starts at x = 1 + 8c, row r at y = 1 + 4r.
    run.click(1 + 8 * 2 + 3, 1 + 4 + 1);
    run.wait_for(&["Cell      r2c3"]);
    run.send(b"q");
    assert!(run.wait_exit(), "kibitz exits cleanly");
    run.assert_restored();

    let mut again = Run::start(home.path(), &[], &[]);
    again.wait_for(&[
        "resumed: 31/81 filled",
        "Steps     1 (redo 0)",
        "Cell      r2c3",
    ]);
    again.send(b"u");
    again.wait_for(&["Filled    30/81"]);
    again.send(b"q");
    assert!(again.wait_exit());
}

#[test]
fn a_damaged_save_is_reported_and_set_aside() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(
        home.path(),
        &["play", "puzzles/sizes/4x4.txt", "--index", "2"],
        &[],
    );
    run.wait_for(&["4×4", "Filled"]);
    run.send(b"q");
    assert!(run.wait_exit());
    let games = home.path().join("games");
    let save = std::fs::read_dir(&games)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    std::fs::write(&save, "{ this is not a save").unwrap();
    std::fs::write(home.path().join("settings.json"), "[1, 2").unwrap();

    let mut again = Run::start(
        home.path(),
        &["play", "puzzles/sizes/4x4.txt", "--index", "2"],
        &[],
    );
    again.wait_for(&["settings.json was damaged", "settings.json.damaged-"]);
    again.wait_for(&["4x4-", ".json was damaged", "Filled    5/16"]);
    let aside: Vec<_> = std::fs::read_dir(&games)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().contains(".damaged-"))
        .collect();
    assert_eq!(aside.len(), 1);
    assert_eq!(
        std::fs::read_to_string(&aside[0]).unwrap(),
        "{ this is not a save"
    );
    again.send(b"\x1b");
    again.wait_until(
        |s| !s.contains("was damaged"),
        "the warning to be dismissed",
    );
    again.send(b"q");
    assert!(again.wait_exit());
    assert!(save.exists(), "a fresh save replaced the damaged one");
}

#[test]
fn a_panic_leaves_the_terminal_restored() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(home.path(), &[], &[("KIBITZ_TEST_PANIC", "1")]);
    assert!(!run.wait_exit(), "the forced panic fails the process");
    run.assert_restored();
    run.wait_for(&["panicking on purpose"]);
}

#[test]
fn a_file_of_several_puzzles_opens_a_chooser_and_letters_place_digits() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(home.path(), &["play", "puzzles/sizes/16x16.txt"], &[]);
    run.wait_for(&["puzzles/sizes/16x16.txt — 5 puzzles", "Enter open"]);
    run.send(b"j\r");
    run.wait_for(&["16×16, boxes 4×4", "Filled    116/256", "Cell      r1c1"]);
    run.send(b"lG");
    run.wait_for(&["Filled    117/256", "Cell      r1c2"]);
    run.send(b"q");
    assert!(run.wait_exit());
    run.assert_restored();
}

#[test]
fn a_damaged_last_game_falls_back_to_a_bundled_puzzle() {
    let home = tempfile::tempdir().unwrap();
    let mut run = Run::start(home.path(), &[], &[]);
    run.wait_for(&["9×9 easy #1", "Filled    30/81"]);
    run.send(b"4q");
    assert!(run.wait_exit());
    let games = home.path().join("games");
    let save = std::fs::read_dir(&games)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    let text = std::fs::read_to_string(&save).unwrap();
    // A save cut short, as a crash without atomic writes would leave it.
    std::fs::write(&save, &text[..text.len() / 2]).unwrap();

    let mut again = Run::start(home.path(), &[], &[]);
    again.wait_for(&["was damaged", "9×9 easy #1", "Filled    30/81"]);
    again.send(b"q");
    assert!(again.wait_exit());
    let names: Vec<String> = std::fs::read_dir(&games)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names.iter().any(|n| n.contains(".json.damaged-")),
        "{names:?}"
    );
}
