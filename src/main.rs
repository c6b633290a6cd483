//! The `kibitz` binary: everything lives in the library; this only hands over.

use std::process::ExitCode;

/// The engine builds many small vectors per step; mimalloc serves them faster
/// than the system allocator.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

fn main() -> ExitCode {
    kibitz::cli::main()
}
