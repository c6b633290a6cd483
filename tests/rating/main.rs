//! The ratings (SPEC §3–§7.1): the worked vectors, the seeds' anchors, the ER estimate.
//!
//! One test crate per area: each file beside this one is a module.

#[path = "../common/mod.rs"]
mod common;

mod er;
mod hint_from_run;
mod knowing;
mod ratings;
mod vectors;
