//! Puzzles made to order (SPEC §1, §3–§9, `kibitz generate`): Sudoku of every size
//! with boxes or jigsaw regions, and Kakuro, each proved unique by the exact solver
//! and kept only when its ratings meet the targets asked for.
//!
//! One concern per file: [`rng`] (repeatable streams per try), [`layout`] (random
//! jigsaw layouts), [`grid`] (random full grids), [`symmetry`] and [`dig`] (givens),
//! [`target`] (what a puzzle must meet), [`sudoku`] and [`kakuro`] (one try each),
//! [`drill`] (a puzzle opened at the first hint of one technique) with its
//! [`drill_sets`] (bundled where generation is slow), [`kakuro_drill`] (the
//! same for Kakuro), [`kakuro_pattern`] (random Kakuro patterns) and [`search`] (tries on all cores,
//! in a repeatable order); [`order`] makes one puzzle to order for the game's form.

pub mod dig;
pub mod drill;
pub mod drill_sets;
pub mod grid;
pub mod kakuro;
pub mod kakuro_drill;
pub mod kakuro_pattern;
pub mod layout;
pub mod order;
pub mod rng;
pub mod search;
pub mod sudoku;
pub mod symmetry;
pub mod target;
