//! One instance of a Kakuro technique (SPEC §8, §10 stages): a deduction on a
//! position as structured data (placements, eliminations, the cells and runs
//! that justify it, its typed [`KakuroPattern`]) and text, shown in stages —
//! the technique's name with what to look for, then the runs or cells to look
//! at, then the step itself. Every finder of [`super`] returns these; which one
//! the coach gives is [`crate::kakuro::coach`]'s choice.

use crate::engine::DigitSet;
use crate::kakuro::grid::KakuroGrid;
use crate::kakuro::position::KakuroPosition;

use super::{KakuroPattern, KakuroTechnique};

/// One deduction with its justification: an instance of a Kakuro technique.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KakuroHint {
    /// Which technique.
    pub technique: KakuroTechnique,
    /// Digits to place, as (white cell, digit).
    pub placements: Vec<(usize, u8)>,
    /// Candidates to remove, as (white cell, digit).
    pub eliminations: Vec<(usize, u8)>,
    /// The cells that justify the step (to highlight).
    pub cells: Vec<usize>,
    /// The runs that justify the step.
    pub runs: Vec<usize>,
    /// The pattern's shape.
    pub pattern: KakuroPattern,
    /// The full explanation.
    pub text: String,
}

/// The stages in which a hint is revealed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum HintStage {
    /// Only the technique's name.
    Technique,
    /// The name and the runs or cells to look at.
    Cells,
    /// The step itself with its explanation.
    Step,
}

impl KakuroHint {
    /// The text of one stage of the hint.
    pub fn stage_text(&self, stage: HintStage, grid: &KakuroGrid) -> String {
        match stage {
            HintStage::Technique => format!(
                "{}\nWhat to look for: {}",
                self.technique.name(),
                self.technique.about().look_for
            ),
            HintStage::Cells => format!(
                "{}: look at {}",
                self.technique.name(),
                self.where_to_look(grid)
            ),
            HintStage::Step => self.text.clone(),
        }
    }

    /// The runs (or, for a single cell, the cell) to look at, in words.
    pub fn where_to_look(&self, grid: &KakuroGrid) -> String {
        let places: Vec<String> = if self.runs.is_empty() {
            self.cells.iter().map(|&c| grid.cell_name(c)).collect()
        } else {
            self.runs.iter().map(|&r| grid.describe_run(r)).collect()
        };
        super::words::and_list(&places)
    }

    /// How many candidates it removes (SPEC §2's effect): for a placement, the
    /// cell's other candidates and the digit in its runs' other empty cells.
    pub fn effect(&self, position: &KakuroPosition) -> usize {
        let grid = position.grid();
        let placed: usize = self
            .placements
            .iter()
            .map(|&(cell, d)| {
                let others = position.candidates(cell) - DigitSet::single(d);
                let peers = grid
                    .runs_of(cell)
                    .into_iter()
                    .flat_map(|r| grid.runs()[r].cells.iter())
                    .filter(|&&c| c != cell && position.value(c) == 0)
                    .filter(|&&c| position.candidates(c).contains(d))
                    .count();
                others.len() + peers
            })
            .sum();
        placed + self.eliminations.len()
    }
}
