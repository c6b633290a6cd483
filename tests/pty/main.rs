//! The game in a pseudo-terminal (SPEC §10): keys in, screens out, the terminal restored.
//!
//! One test crate per area: each file beside this one is a module.

#[path = "../common/mod.rs"]
mod common;

mod big_kakuro;
mod big_sudoku;
mod candidate_tools;
mod coach;
mod config;
mod drill;
mod game;
mod hint_view;
mod io;
mod kakuro_coach;
mod kakuro_game;
mod new_puzzle;
mod save_lock;
mod settings;
mod signals;
mod stats;
