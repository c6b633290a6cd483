//! `kibitz man` (SPEC §9, issue 23): the manual pages in roff, generated from the
//! same clap definition the program parses with: `kibitz.1` and one page per
//! subcommand, `kibitz-rate.1` and so on, which the main page's SUBCOMMANDS
//! section names. `kibitz man DIR` writes them all into DIR (created if needed)
//! and lists the files written; `kibitz man` alone prints the main page, and
//! `kibitz man --page rate` one subcommand's page (`… | man -l -` reads it).
//! Install them in `~/.local/share/man/man1/`.

use std::path::{Path, PathBuf};

use anyhow::{Context, Result, bail};
use clap::{Args, CommandFactory};

use super::Cli;
use super::output::{Outcome, Output};

/// Arguments of `kibitz man`.
#[derive(Args, Debug)]
pub struct ManArgs {
    /// Write every page (kibitz.1 and kibitz-SUBCOMMAND.1) into this folder
    /// instead of printing the main page.
    #[arg(value_name = "DIR")]
    pub dir: Option<PathBuf>,

    /// Print the page of this subcommand (e.g. `rate`) instead of the main page.
    #[arg(long, value_name = "SUBCOMMAND", conflicts_with = "dir")]
    pub page: Option<String>,
}

/// The command as the pages describe it: built, so each subcommand is named
/// `kibitz-NAME`, and without a `help` subcommand, which has no page.
fn documented() -> clap::Command {
    let mut cmd = Cli::command().disable_help_subcommand(true);
    cmd.build();
    cmd
}

/// The page of a command, its footer naming kibitz and its version (a
/// subcommand has no version of its own).
fn page_of(cmd: clap::Command) -> clap_mangen::Man {
    clap_mangen::Man::new(cmd).source(format!("kibitz {}", env!("CARGO_PKG_VERSION")))
}

/// Writes the pages as asked (see the module docs).
pub fn run(args: &ManArgs, out: &mut Output) -> Result<Outcome> {
    let cmd = documented();
    if let Some(dir) = &args.dir {
        for path in write_all(cmd, dir)? {
            out.line(&format!("wrote {}", path.display()))?;
        }
    } else {
        let page = match &args.page {
            Some(name) => match cmd.find_subcommand(name) {
                Some(sub) => sub.clone(),
                None => {
                    let names: Vec<&str> = cmd.get_subcommands().map(|s| s.get_name()).collect();
                    bail!(
                        "no subcommand '{name}': expected one of {}",
                        names.join(", ")
                    );
                }
            },
            None => cmd,
        };
        let mut bytes = Vec::new();
        page_of(page).render(&mut bytes)?;
        out.bytes(&bytes)?;
    }
    out.flush()?;
    Ok(Outcome::Done)
}

/// Writes the main page and every subcommand's page into `dir`; returns the
/// files written, main page first.
fn write_all(cmd: clap::Command, dir: &Path) -> Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)
        .with_context(|| format!("cannot create the folder {}", dir.display()))?;
    let pages = std::iter::once(cmd.clone()).chain(cmd.get_subcommands().cloned());
    pages
        .map(|page| {
            let man = page_of(page);
            let path = dir.join(man.get_filename());
            man.generate_to(dir)
                .with_context(|| format!("cannot write {}", path.display()))
        })
        .collect()
}
