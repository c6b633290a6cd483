//! Kakuro (SPEC §8, §9): the grid and its runs, the file reader and writer, the
//! combinations table, positions, the domain test, the ATK profile, the solver,
//! the techniques, the coach (strategies, scores, hints) and the rating. Pure, no
//! I/O and no terminal, so the CLI and a UI share it.
//!
//! White cells are numbered row-major over the whole grid (`0..grid.cell_count()`);
//! every per-cell slice (givens, values, domains) uses that numbering.

pub mod coach;
pub mod combinations;
pub mod format;
pub mod generate;
pub mod grid;
pub mod hints;
pub mod position;
pub mod profile;
pub mod propagate;
pub mod rating;
pub mod scores;
pub mod solver;
pub mod techniques;

pub use coach::{all_hints, hint};
pub use format::{
    KakuroPuzzle, grid_rows, looks_like_kakuro, read_kakuro, read_kakuro_file, write_kakuro,
};
pub use generate::generate;
pub use grid::{Direction, GridError, KakuroGrid, Run, Square};
pub use hints::{HintStage, KakuroHint, KakuroHintOutcome, KakuroTechnique, apply_hint};
pub use position::{ConflictKind, KakuroPosition, RunConflict};
pub use profile::{
    KakuroProfile, Shaving, first_domains, profile, profile_position, profile_with_domains,
};
pub use rating::{KakuroReport, rate};
pub use scores::KakuroScores;
pub use solver::{KakuroSolveOutcome, solve, solve_position, solve_with_limit};
