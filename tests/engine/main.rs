//! The engine (SPEC §1–§2.1): readers, the solver on the corpus, every technique and its soundness, drills.
//!
//! One test crate per area: each file beside this one is a module.

#[path = "../common/mod.rs"]
mod common;

mod aic;
mod als;
mod chains;
mod chosen;
mod digit_index;
mod drill;
mod fins_wings;
mod forcing;
mod format_read;
mod hint_cli;
mod reglib;
mod single_digit;
mod solve_corpus;
mod soundness;
mod uniqueness;
mod units;
