//! What kibitz keeps on disk (SPEC §10): saves and the record survive a crash, saves stay small.
//!
//! One test crate per area: each file beside this one is a module.

#[path = "../common/mod.rs"]
mod common;

mod record_crash;
mod save_size;
mod store_crash;
