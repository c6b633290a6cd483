//! `kibitz man`: the manual page in roff, generated from the same clap definition
//! the program parses with (SPEC §9). `kibitz man > kibitz.1 && man ./kibitz.1`
//! reads it; install it as `~/.local/share/man/man1/kibitz.1`.

use clap::{Args, CommandFactory};

use super::Cli;
use super::output::{Outcome, Output};

/// Arguments of `kibitz man` (none).
#[derive(Args, Debug)]
pub struct ManArgs {}

/// Writes the manual page (section 1, roff) to standard output.
pub fn run(_args: &ManArgs, out: &mut Output) -> anyhow::Result<Outcome> {
    let mut page = Vec::new();
    clap_mangen::Man::new(Cli::command()).render(&mut page)?;
    out.bytes(&page)?;
    out.flush()?;
    Ok(Outcome::Done)
}
