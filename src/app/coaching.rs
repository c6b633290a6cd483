//! The Sudoku coach in the game (SPEC §10): a rating request after every change
//! to the position in play, and the worker's answers taken in as they come (a hint
//! asked for while the rating was under way is shown as soon as it arrives).

use super::coach::{Request, Response};
use super::{App, Session};

impl App {
    /// The rating request for the Sudoku in play when its position changed since
    /// the last call (answers already known are shown at once instead).
    pub fn sync_coach(&mut self) -> Option<Request> {
        match self.session.as_ref()? {
            Session::Sudoku(game) => self.coach.sync(game, &self.scores),
            Session::Kakuro(_) => None,
        }
    }

    /// Takes in an answer of the rating worker.
    pub fn receive(&mut self, response: Response) {
        let Some(Session::Sudoku(game)) = self.session.as_mut() else {
            return;
        };
        if self.coach.receive(response, game)
            && let Some(kind) = self.coach.wanted_hint.take()
        {
            self.show_hint(kind);
        }
    }
}
