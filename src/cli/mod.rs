//! The command line (SPEC §9): clap types and one file per subcommand. `main`
//! parses, dispatches and maps the outcome to an exit code: 0 when all input was
//! processed, 1 when some input could not be read, 2 for usage or I/O errors; a
//! closed output pipe ends quietly with 0. Every text line and error passes
//! through [`crate::format::safe_text`] on its way to the terminal.

pub mod batch;
#[cfg(feature = "tui")]
pub mod bundled;
pub mod completions;
pub mod generate;
pub mod hint;
pub mod input;
pub mod manpage;
pub mod output;
pub mod pick;
#[cfg(feature = "tui")]
pub mod play;
pub mod profile;
pub mod rate;
pub mod records;
pub mod save_input;
pub mod scores_arg;
pub mod skip;
pub mod solve;
pub mod stats;
pub mod techniques;

use std::io;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::format::safe_text::safe_text;
use output::{Outcome, Output};

/// kibitz: a terminal puzzle-solving coach for Sudoku (4×4 to 25×25, boxes or
/// jigsaw) and Kakuro.
#[derive(Parser, Debug)]
#[command(name = "kibitz", version, about, long_about = None)]
pub struct Cli {
    /// What to do.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Solve puzzles: the solution, or why there is none.
    ///
    /// A long Sudoku input (a file, or `-` for standard input) streams in flat
    /// memory; each JSON record carries the puzzle's `key`, the same however the
    /// puzzle is written, and `--skip` passes over puzzles already done.
    Solve(solve::SolveArgs),
    /// Rate puzzles: score and remaining counts, SHD tally, DiffKey, coarse rating.
    ///
    /// A long Sudoku input (a file, or `-` for standard input) streams in flat
    /// memory; each JSON record carries the puzzle's `key`, the same however the
    /// puzzle is written (up to moving bands, rows, stacks and columns,
    /// transposing and relabelling digits), and `--skip` passes over puzzles
    /// already rated, to resume a cut-off run.
    #[command(after_long_help = crate::rating::legend::LEGEND)]
    Rate(rate::RateArgs),
    /// The simplest human-style hint, or every instance of every technique.
    Hint(hint::HintArgs),
    /// List every technique: id, name, default and current score, SHD rule, enabled;
    /// `--explain ID` describes one.
    Techniques(techniques::TechniquesArgs),
    /// Make puzzles to order: Sudoku of any size or jigsaw, or Kakuro, unique, to targets.
    Generate(generate::GenerateArgs),
    /// Profile Kakuro puzzles: MRL, ACRL, NCELL, fixed, implied, total, Rating (ATK).
    Profile(profile::ProfileArgs),
    /// Play in the terminal (a file with several puzzles opens a chooser).
    #[cfg(feature = "tui")]
    Play(play::PlayArgs),
    /// Statistics of the puzzles solved in the game: per board and level, best and
    /// median times, hints per puzzle.
    Stats(stats::StatsArgs),
    /// Print the shell completion script (bash, zsh, fish, elvish, powershell).
    Completions(completions::CompletionsArgs),
    /// Print the manual page (roff).
    Man(manpage::ManArgs),
}

/// Parses the arguments, runs the subcommand and returns the exit code.
pub fn main() -> ExitCode {
    let cli = Cli::parse();
    let mut out = Output::new();
    let result = match &cli.command {
        Some(Command::Solve(args)) => solve::run(args, &mut out),
        Some(Command::Rate(args)) => rate::run(args, &mut out),
        Some(Command::Hint(args)) => hint::run(args, &mut out),
        Some(Command::Profile(args)) => profile::run(args, &mut out),
        Some(Command::Generate(args)) => generate::run(args, &mut out),
        Some(Command::Techniques(args)) => techniques::run(args, &mut out),
        Some(Command::Stats(args)) => stats::run(args, &mut out),
        Some(Command::Completions(args)) => completions::run(args, &mut out),
        Some(Command::Man(args)) => manpage::run(args, &mut out),
        #[cfg(feature = "tui")]
        Some(Command::Play(args)) => play::run(Some(args)),
        #[cfg(feature = "tui")]
        None => play::run(None),
        #[cfg(not(feature = "tui"))]
        None => {
            eprintln!("kibitz: built without the terminal game; try `kibitz --help`");
            return ExitCode::from(2);
        }
    };
    exit_code(result)
}

fn exit_code(result: anyhow::Result<Outcome>) -> ExitCode {
    match result {
        Ok(Outcome::Done) => ExitCode::SUCCESS,
        Ok(Outcome::SomeInputBad) => ExitCode::from(1),
        Err(e) if is_broken_pipe(&e) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("kibitz: {}", safe_text(&format!("{e:#}")));
            ExitCode::from(2)
        }
    }
}

fn is_broken_pipe(e: &anyhow::Error) -> bool {
    e.chain().any(|cause| {
        cause
            .downcast_ref::<io::Error>()
            .is_some_and(|io| io.kind() == io::ErrorKind::BrokenPipe)
    })
}
