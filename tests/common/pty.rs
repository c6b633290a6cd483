//! A real pseudo-terminal for end-to-end runs of the game (SPEC §10):
//! portable-pty starts the built binary, vt100 keeps the screen, and every step
//! waits for text to appear (polling with a deadline, never a fixed sleep).

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

/// The game running in a pseudo-terminal, with its screen.
pub struct Run {
    child: Box<dyn Child + Send + Sync>,
    master: Box<dyn MasterPty + Send>,
    writer: Box<dyn Write + Send>,
    screen: Arc<Mutex<vt100::Parser>>,
}

impl Run {
    /// Starts the built binary in a 120×40 terminal with a config directory.
    pub fn start(home: &Path, args: &[&str], env: &[(&str, &str)]) -> Run {
        Run::start_sized(home, args, env, (COLS, ROWS))
    }

    /// [`Run::start`] in a terminal of `(cols, rows)`.
    pub fn start_sized(
        home: &Path,
        args: &[&str],
        env: &[(&str, &str)],
        (cols, rows): (u16, u16),
    ) -> Run {
        let pair = native_pty_system()
            .openpty(PtySize {
                rows,
                cols,
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
            nonzero(rows),
            nonzero(cols),
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

    /// The screen's text.
    pub fn contents(&self) -> String {
        self.screen.lock().unwrap().screen().contents()
    }

    /// The text from column `first_col` rightwards (the side panel, say) as one
    /// line: rows joined and runs of spaces made one, so a sentence wrapped over
    /// several rows reads whole.
    pub fn text_from_column(&self, first_col: u16) -> String {
        let parser = self.screen.lock().unwrap();
        let rows: Vec<String> = parser.screen().rows(first_col, COLS - first_col).collect();
        rows.join(" ")
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    }

    /// Waits until the screen shows every one of `texts`, and returns it.
    pub fn wait_for(&self, texts: &[&str]) -> String {
        self.wait_until(
            |s| texts.iter().all(|t| s.contains(t)),
            &format!("{texts:?}"),
        )
    }

    /// Waits until `ok` holds for the screen, and returns it.
    pub fn wait_until(&self, ok: impl Fn(&str) -> bool, what: &str) -> String {
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

    /// Whether the program has bracketed paste turned on.
    pub fn bracketed_paste(&self) -> bool {
        self.screen.lock().unwrap().screen().bracketed_paste()
    }

    /// Pastes text as a terminal does with bracketed paste on: between the
    /// paste-start and paste-end sequences, line ends sent as carriage returns.
    pub fn paste(&mut self, text: &str) {
        let body = text.replace('\n', "\r");
        self.send(format!("\x1b[200~{body}\x1b[201~").as_bytes());
    }

    /// Types bytes into the terminal.
    pub fn send(&mut self, bytes: &[u8]) {
        self.writer.write_all(bytes).expect("write to the pty");
        self.writer.flush().expect("flush the pty");
    }

    /// A left click at a 0-based screen position (SGR mouse encoding).
    pub fn click(&mut self, x: u16, y: u16) {
        let press = format!("\x1b[<0;{};{}M\x1b[<0;{};{}m", x + 1, y + 1, x + 1, y + 1);
        self.send(press.as_bytes());
    }

    /// Sends the signal named `name` (`TERM`, `HUP`, `INT`…) to the program.
    pub fn signal(&self, name: &str) {
        let pid = self.child.process_id().expect("the program's process id");
        let sent = std::process::Command::new("kill")
            .arg(format!("-{name}"))
            .arg(pid.to_string())
            .status()
            .expect("run kill");
        assert!(sent.success(), "kill -{name} {pid}");
    }

    /// Waits for the program to end and returns whether it succeeded.
    pub fn wait_exit(&mut self) -> bool {
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
    pub fn assert_restored(&self) {
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
