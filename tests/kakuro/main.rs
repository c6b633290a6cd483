//! Kakuro (SPEC §8): reading, profiles, techniques, hints, generation and the command line.
//!
//! One test crate per area: each file beside this one is a module.

#[path = "../common/mod.rs"]
mod common;

mod cli;
mod corpus;
mod drill;
mod format;
mod generate;
mod hints;
mod profile;
mod soundness;
mod techniques;
mod vectors;
