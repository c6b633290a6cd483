//! The command line (SPEC §9–§11): every subcommand from the outside, as a user runs it.
//!
//! One test crate per area: each file beside this one is a module.

#[path = "../common/mod.rs"]
mod common;

mod comma_grids;
mod docs;
mod escapes;
mod generate;
mod generate_bounds;
mod hint_all_streams;
mod hint_kakuro;
mod index;
mod manners;
mod rate_records;
mod readers;
mod reliability;
mod saves;
mod solve;
mod stats;
mod stream;
