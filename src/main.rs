//! The `kibitz` binary: everything lives in the library; this only hands over.

use std::process::ExitCode;

fn main() -> ExitCode {
    kibitz::cli::main()
}
