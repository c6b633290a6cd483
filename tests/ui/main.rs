//! The game's screens drawn to a test backend (SPEC §10), kept as snapshots.
//!
//! One test crate per area: each file beside this one is a module.

#[path = "../common/mod.rs"]
mod common;

mod candidate_tools;
mod chooser;
mod coach;
mod drill;
mod editor;
mod hint_patterns;
mod kakuro;
mod kakuro_coach;
mod kakuro_editor;
mod kakuro_hint_candidates;
mod kakuro_hint_focus;
mod kakuro_tools;
mod new_puzzle;
mod render;
mod stats;
