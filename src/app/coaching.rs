//! The coaches in the game (SPEC §10): a rating request after every change to
//! the position in play, and the workers' answers taken in as they come (a Sudoku
//! hint asked for while the rating was under way is shown as soon as it
//! arrives). A Kakuro is rated under the player's Kakuro scores.

use super::coach::{Request, Response};
use super::kakuro_coach::{KakuroRequest, KakuroResponse};
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

impl App {
    /// The Kakuro rating request for the Kakuro in play when its position (or
    /// the hardest set wanted) changed since the last call.
    pub fn sync_kakuro_coach(&mut self) -> Option<KakuroRequest> {
        match self.session.as_ref()? {
            Session::Kakuro(game) => self.kakuro_coach.sync(game, &self.kakuro_scores),
            Session::Sudoku(_) => None,
        }
    }

    /// Takes in an answer of the Kakuro rating worker.
    pub fn receive_kakuro(&mut self, response: KakuroResponse) {
        self.kakuro_coach.receive(response);
    }
}
