//! The terminal guard (SPEC §10): raw mode, the alternate screen, mouse capture,
//! focus reporting (the clock pauses while the terminal is not focused), bracketed
//! paste (a pasted puzzle arrives in one piece) and a hidden cursor while the game
//! runs, all undone on every way out — a normal return, an error, or a panic
//! (through a panic hook that restores the terminal before the panic message is
//! printed). `ratatui::restore()` alone would leave
//! mouse capture on and the cursor hidden.

use std::io::{self, Stdout, Write};
use std::sync::Once;

use crossterm::cursor::{Hide, Show};
use crossterm::event::{
    DisableBracketedPaste, DisableFocusChange, DisableMouseCapture, EnableBracketedPaste,
    EnableFocusChange, EnableMouseCapture,
};
use crossterm::execute;
use crossterm::terminal::{
    EnterAlternateScreen, LeaveAlternateScreen, disable_raw_mode, enable_raw_mode,
};
use ratatui::Terminal;
use ratatui::backend::CrosstermBackend;

/// The terminal type the game draws on.
pub type Tui = Terminal<CrosstermBackend<Stdout>>;

/// Holds the terminal in game mode; dropping it restores the terminal.
pub struct TerminalGuard {
    _private: (),
}

/// Puts the terminal in game mode and returns the guard with a ratatui terminal.
pub fn enter() -> io::Result<(TerminalGuard, Tui)> {
    install_panic_hook();
    // The guard exists before the first change, so a failure half-way still restores.
    let guard = TerminalGuard { _private: () };
    enable_raw_mode()?;
    execute!(
        io::stdout(),
        EnterAlternateScreen,
        EnableMouseCapture,
        EnableFocusChange,
        EnableBracketedPaste,
        Hide
    )?;
    let terminal = Terminal::new(CrosstermBackend::new(io::stdout()))?;
    Ok((guard, terminal))
}

impl Drop for TerminalGuard {
    fn drop(&mut self) {
        restore();
    }
}

/// Leaves game mode: bracketed paste, focus reporting and mouse capture off, main
/// screen back, cursor shown, raw mode off.
/// Safe to call more than once; errors are ignored because there is nothing better
/// to do on the way out.
pub fn restore() {
    let mut out = io::stdout();
    let _ = execute!(
        out,
        DisableFocusChange,
        DisableBracketedPaste,
        DisableMouseCapture,
        LeaveAlternateScreen,
        Show
    );
    let _ = disable_raw_mode();
    let _ = out.flush();
}

fn install_panic_hook() {
    static HOOK: Once = Once::new();
    HOOK.call_once(|| {
        let previous = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            restore();
            previous(info);
        }));
    });
}

/// Test hook: when `KIBITZ_TEST_PANIC` is set, the event loop panics after its
/// first frame, so an end-to-end test can check that a panic restores the terminal.
/// Only builds with debug assertions (the ones the tests run) listen for it: a
/// release build never panics on purpose.
pub fn test_panic_requested() -> bool {
    cfg!(debug_assertions) && std::env::var_os("KIBITZ_TEST_PANIC").is_some()
}
