//! The one game the app holds (SPEC §10): a Sudoku or a Kakuro, behind a small
//! enum whose common questions (progress, clock, history, names) are asked
//! once through [`each_kind!`] and answered by the generic
//! [`Game`](crate::game::Game).

use crate::game::{Clock, History, KakuroGame, SudokuGame};

/// The game in play, of either kind.
#[derive(Clone, Debug)]
pub enum Session {
    /// A Sudoku of any size, boxes or jigsaw.
    Sudoku(SudokuGame),
    /// A Kakuro.
    Kakuro(KakuroGame),
}

/// Runs the same code on the game of either kind: `each_kind!(session, g => …)`.
macro_rules! each_kind {
    ($session:expr, $g:ident => $body:expr) => {
        match $session {
            $crate::app::Session::Sudoku($g) => $body,
            $crate::app::Session::Kakuro($g) => $body,
        }
    };
}
pub(crate) use each_kind;

impl From<SudokuGame> for Session {
    fn from(game: SudokuGame) -> Session {
        Session::Sudoku(game)
    }
}

impl From<KakuroGame> for Session {
    fn from(game: KakuroGame) -> Session {
        Session::Kakuro(game)
    }
}

impl Session {
    /// Filled cells and the number of cells.
    pub fn progress(&self) -> (usize, usize) {
        each_kind!(self, g => g.progress())
    }

    /// Whether the puzzle is solved.
    pub fn is_solved(&self) -> bool {
        each_kind!(self, g => g.is_solved())
    }

    /// The clock.
    pub fn clock(&self) -> &Clock {
        each_kind!(self, g => g.clock())
    }

    /// The history of edits.
    pub fn history(&self) -> &History {
        each_kind!(self, g => g.history())
    }

    /// The key the game's save is filed under.
    pub fn key(&self) -> String {
        each_kind!(self, g => g.key())
    }

    /// The puzzle's name, if it has one.
    pub fn name(&self) -> Option<&str> {
        each_kind!(self, g => g.name())
    }

    /// A cell's name as people read it (`r3c7`).
    pub fn cell_name(&self, cell: usize) -> String {
        each_kind!(self, g => g.cell_name(cell))
    }

    /// The Sudoku, when the game is one.
    pub fn sudoku(&self) -> Option<&SudokuGame> {
        match self {
            Session::Sudoku(g) => Some(g),
            Session::Kakuro(_) => None,
        }
    }

    /// The Kakuro, when the game is one.
    pub fn kakuro(&self) -> Option<&KakuroGame> {
        match self {
            Session::Kakuro(g) => Some(g),
            Session::Sudoku(_) => None,
        }
    }
}
