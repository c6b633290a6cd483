//! `kibitz play` and `kibitz` with no arguments (SPEC §9, §10): the terminal game.
//! With no puzzle it resumes the last game, or on a first start opens the first
//! bundled puzzle; with a file of several puzzles it opens a chooser, or the K-th
//! with `--index K` (counted from 1, as the chooser numbers them). Problems found on
//! the way in (a damaged save or settings file, a bad user theme, unreadable
//! puzzles in the file) are shown in the game, not printed and lost. Kakuro files
//! are told apart as `kibitz solve` does: `--format kakuro`, or a `D\R` clue in
//! every input. The coach rates with `--scores FILE` when given, else with the
//! user's `scores.json` (a damaged one is reported in the game); changes made in
//! the score editor are saved to `scores.json` either way.

use std::io::{self, IsTerminal, Write};

use anyhow::{Result, bail};
use clap::Args;

use super::bundled;
use super::input::InputArgs;
use super::output::Outcome;
use super::scores_arg::ScoresArg;
use crate::app::catalog::Catalog;
use crate::app::effects::open_entry;
use crate::app::storage::Storage;
use crate::app::{App, Puzzle, PuzzleEntry, Screen, opened};
use crate::format::{FormatKind, read_sudoku};
use crate::kakuro::{looks_like_kakuro, read_kakuro_file};
use crate::store::Paths;
use crate::theme::{Theme, all_themes};
use crate::tui::{Ending, run as run_loop};
use crate::words::counted;

/// Arguments of `kibitz play`.
#[derive(Args, Debug, Clone)]
pub struct PlayArgs {
    #[command(flatten)]
    pub input: InputArgs,

    /// Open the K-th puzzle of the input (counted from 1) instead of the chooser.
    #[arg(long, value_name = "K")]
    pub index: Option<usize>,

    /// Where `y` and `Y` copy the position (default: copied.txt in the config directory).
    #[arg(long, value_name = "FILE")]
    pub copy_to: Option<std::path::PathBuf>,

    #[command(flatten)]
    pub scores: ScoresArg,
}

/// Runs the game: on the given puzzles, or (no arguments) on the last game.
pub fn run(args: Option<&PlayArgs>) -> Result<Outcome> {
    let mut warnings = Vec::new();
    let (collection, title, start) = match args {
        Some(args) => {
            let (entries, bad) = read_entries(args)?;
            warnings.extend(bad);
            let start = choose_start(args.index, entries.len())?;
            (entries, args.input.puzzles.join(", "), start)
        }
        None => (bundled::entries(), "Bundled puzzles".to_string(), Some(0)),
    };
    require_terminal()?;
    let (mut storage, storage_warnings) = Storage::open(Paths::from_env());
    warnings.extend(storage_warnings);
    let (themes, theme_warnings) = match storage.paths() {
        Some(paths) => all_themes(&paths.themes_dir()),
        None => (Theme::builtin(), Vec::new()),
    };
    warnings.extend(theme_warnings);
    let mut app = App::new(themes, storage.settings.theme.as_deref(), collection);
    app.collection_title = title;
    app.mistakes_on_check = storage.settings.mistakes_on_check;
    app.copy_file = args.and_then(|a| a.copy_to.clone());
    (app.scores, app.kakuro_scores) = match args.filter(|a| a.scores.scores.is_some()) {
        Some(a) => (a.scores.load()?, a.scores.load_kakuro()?),
        None => {
            let (tables, warning) = storage.user_scores();
            warnings.extend(warning);
            tables
        }
    };
    app.catalog = Catalog::start(&app.collection, storage.paths(), &app.scores);
    let resumed = if args.is_none() {
        let (session, warning) = storage.last_game();
        warnings.extend(warning);
        if let Some(session) = session {
            opened(&mut app, session, true);
            crate::app::recording::load_tally(&mut app, &mut storage, true);
        }
        app.session.is_some()
    } else {
        false
    };
    if !resumed {
        match start {
            Some(index) => open_entry(&mut app, &mut storage, index),
            None => app.screen = Screen::Chooser(0),
        }
    }
    app.warnings.splice(0..0, warnings);
    let (guard, mut terminal) = crate::term::enter()?;
    let result = run_loop(&mut terminal, &mut app, &mut storage);
    drop(guard);
    if let Some(failure) = &app.save_failure {
        // The terminal may be gone (SIGHUP): a failed write here is not worth a panic.
        let _ = writeln!(
            io::stderr(),
            "kibitz: the game is not saved: {}",
            crate::format::safe_text::safe_text(&failure.to_string())
        );
    }
    match result? {
        Ending::Quit => Ok(Outcome::Done),
        Ending::Signal(signal) => end_by_signal(signal),
    }
}

/// Refuses to start without a terminal on both standard input and output.
fn require_terminal() -> Result<()> {
    let missing = [
        ("input", io::stdin().is_terminal()),
        ("output", io::stdout().is_terminal()),
    ]
    .into_iter()
    .find(|(_, is_terminal)| !is_terminal);
    match missing {
        Some((stream, _)) => bail!(
            "the game needs a terminal, but standard {stream} is not one \
             (`kibitz solve`, `rate` and `hint` work without one)"
        ),
        None => Ok(()),
    }
}

/// Ends the process the way `signal` asks by default (the terminal is restored and
/// the game saved by now), so the parent sees it ended by that signal; where that
/// cannot be done, exits with the shell's code for it, 128 + the signal.
fn end_by_signal(signal: i32) -> Result<Outcome> {
    #[cfg(unix)]
    let _ = signal_hook::low_level::emulate_default_handler(signal);
    std::process::exit(128 + signal)
}

/// Which puzzle to open at once: the `--index` one, the only one, or none (chooser).
fn choose_start(index: Option<usize>, count: usize) -> Result<Option<usize>> {
    match index {
        Some(k) if (1..=count).contains(&k) => Ok(Some(k - 1)),
        Some(k) => bail!(
            "--index {k}: the input holds {} (counted from 1)",
            counted(count, "puzzle", "puzzles")
        ),
        None if count == 1 => Ok(Some(0)),
        None => Ok(None),
    }
}

/// The readable puzzles of the input, and one line per unreadable one; no
/// readable puzzle at all is an error.
fn read_entries(args: &PlayArgs) -> Result<(Vec<PuzzleEntry>, Vec<String>)> {
    let opts = args.input.read_options()?;
    let sources = args.input.sources()?;
    let kakuro = match args.input.format {
        Some(kind) => kind == FormatKind::Kakuro,
        None => !sources.is_empty() && sources.iter().all(|s| looks_like_kakuro(&s.text)),
    };
    let mut entries = Vec::new();
    let mut bad = Vec::new();
    for source in sources {
        if kakuro {
            for item in read_kakuro_file(&source.text, &source.name) {
                match item {
                    Ok(p) => entries.push(kakuro_entry(p, &source.name)),
                    Err(e) => bad.push(e.to_string()),
                }
            }
            continue;
        }
        for item in read_sudoku(&source.text, &source.name, &opts) {
            match item {
                Ok(p) => {
                    let n = p.position.n();
                    let label = match &p.name {
                        Some(name) => format!("{n}×{n}  {name}"),
                        None => format!("{n}×{n}  {}:{}", source.name, p.line),
                    };
                    entries.push(PuzzleEntry {
                        label,
                        name: p.name,
                        puzzle: Puzzle::Sudoku(p.position),
                    });
                }
                Err(e) => bad.push(e.to_string()),
            }
        }
    }
    if entries.is_empty() {
        match bad.first() {
            Some(first) => bail!("no puzzle could be read: {first}"),
            None => bail!("the input holds no puzzle"),
        }
    }
    Ok((entries, bad))
}

/// A chooser entry for a Kakuro: its size and name (or file).
pub fn kakuro_entry(p: crate::kakuro::KakuroPuzzle, file: &str) -> PuzzleEntry {
    let size = format!("Kakuro {}×{}", p.grid.width(), p.grid.height());
    let label = format!("{size}  {}", p.name.as_deref().unwrap_or(file));
    PuzzleEntry {
        label,
        name: p.name.clone(),
        puzzle: Puzzle::Kakuro(p),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_start_follows_index_or_count() {
        assert_eq!(choose_start(None, 1).unwrap(), Some(0));
        assert_eq!(choose_start(None, 5).unwrap(), None);
        assert_eq!(choose_start(Some(5), 5).unwrap(), Some(4));
        assert!(choose_start(Some(0), 5).is_err());
        assert!(
            choose_start(Some(6), 5)
                .unwrap_err()
                .to_string()
                .contains("holds 5")
        );
    }
}
