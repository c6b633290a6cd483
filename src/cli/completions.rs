//! `kibitz completions SHELL`: the shell completion script, generated from the same
//! clap definition the program parses with (SPEC §9), so it never falls behind a new
//! subcommand or option. Install it where the shell looks, e.g. for bash
//! `kibitz completions bash > ~/.local/share/bash-completion/completions/kibitz`.

use clap::{Args, CommandFactory};
use clap_complete::Shell;

use super::Cli;
use super::output::{Outcome, Output};

/// Arguments of `kibitz completions`.
#[derive(Args, Debug)]
pub struct CompletionsArgs {
    /// The shell to write the completion script for.
    #[arg(value_enum)]
    pub shell: Shell,
}

/// Writes the completion script for `args.shell` to standard output.
pub fn run(args: &CompletionsArgs, out: &mut Output) -> anyhow::Result<Outcome> {
    let mut script = Vec::new();
    clap_complete::generate(args.shell, &mut Cli::command(), "kibitz", &mut script);
    out.bytes(&script)?;
    out.flush()?;
    Ok(Outcome::Done)
}
