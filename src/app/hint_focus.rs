//! Where the hint is on the board (SPEC §8, §10): the cells a board too large
//! for the screen brings into view once a hint shows them, and the key that
//! takes the cursor there, on a Sudoku and on a Kakuro alike.
//!
//! The cells are the hint's own (`HintStep::cells`), shown from its second
//! stage; before that the hint names only its technique, so the jump says
//! which key shows them rather than giving the cells away. Pressed again with
//! the cursor on one of the cells, the jump goes on to the next of them (in the
//! hint's order, round to the first), so a player can visit each one.

use super::{Action, App, Tone, each_kind};
use crate::kakuro::HintStage;

impl App {
    /// The cells of the hint shown that the view should keep on screen: the
    /// hint's cells from its second stage while the player last asked for the
    /// hint (rather than moved the cursor); `None` otherwise.
    pub fn hint_focus(&self) -> Option<Vec<usize>> {
        let hint = self.hint.as_ref()?;
        let cells = hint.step.cells();
        (self.view_on_hint && hint.stage != HintStage::Technique && !cells.is_empty())
            .then_some(cells)
    }

    /// Moves the cursor to the hint's cells: the first of them, or the one
    /// after the cell under the cursor; says why not when no hint shows cells.
    pub(super) fn jump_to_hint(&mut self) {
        let hint_key = self.key_for(Action::Hint);
        let cells = match &self.hint {
            None => {
                let text = format!("no hint shown: {hint_key} asks for one");
                self.message = Some((Tone::Info, text));
                return;
            }
            Some(h) if h.stage == HintStage::Technique => {
                let text = format!("the hint shows its cells at its next stage ({hint_key})");
                self.message = Some((Tone::Info, text));
                return;
            }
            Some(h) => h.step.cells(),
        };
        let Some(session) = self.session.as_mut() else {
            return;
        };
        let cursor = each_kind!(&*session, g => g.cursor());
        let next = match cells.iter().position(|&c| c == cursor) {
            Some(i) => cells[(i + 1) % cells.len()],
            None => match cells.first() {
                Some(&first) => first,
                None => return,
            },
        };
        let name = each_kind!(session, g => {
            g.set_cursor(next);
            g.cell_name(next)
        });
        self.view_on_hint = false;
        let of = cells.iter().position(|&c| c == next).map_or(0, |i| i + 1);
        let text = format!("hint cell {of} of {}: {name}", cells.len());
        self.message = Some((Tone::Info, text));
    }
}
