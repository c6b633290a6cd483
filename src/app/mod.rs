//! The terminal game's state and logic (SPEC §10), apart from any terminal: the
//! [`App`] state, the [`Action`]s keys and clicks turn into, the pure keymap, and
//! [`update`], which applies an action and returns the [`Effect`]s (save, open,
//! quit) for the event loop in [`run`] to carry out. Drawing (`crate::ui`) only
//! reads an `&App`.
//!
//! The coach (SPEC §10) lives in [`App::coach`]: after every update the event loop
//! asks [`App::sync_coach`] for a rating request, hands it to the rating worker
//! (`coach::worker`) and gives the answers back through [`App::receive`]; the
//! staged hints (`coaching`), the score editor and the hardest set (`scores`) read
//! what the coach has. The side panel shows one [`PanelScreen`] at a time.
//!
//! A Kakuro is played through the same loop: [`App::kakuro`] holds it instead of
//! [`App::game`], its actions are handled in `kakuro`, and the staged-hint keys
//! ([`keymap::HINTS`]) are meant for the Sudoku coaching's hints as well.

mod action;
pub mod coach;
mod coaching;
pub mod events;
mod kakuro;
mod kakuro_storage;
pub mod keymap;
pub mod run;
mod scores;
mod update;

use crossterm::event::{KeyEvent, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use crate::engine::{Cell, Instance, Position};
use crate::game::{Game, KakuroGame};
use crate::kakuro::{HintStage, KakuroPuzzle};
use crate::rating::Scores;
use crate::theme::Theme;

pub use action::{Action, Effect};
pub use coach::{Coach, HintKind};
pub use kakuro::opened_kakuro;
pub use scores::ScoreEditor;
pub use update::{opened, update};

/// A puzzle that can be opened from the chooser.
#[derive(Clone, Debug)]
pub struct PuzzleEntry {
    /// The line shown in the chooser.
    pub label: String,
    /// The puzzle's own name, if it has one.
    pub name: Option<String>,
    /// The puzzle: its givens.
    pub puzzle: Puzzle,
}

/// A puzzle of either kind.
#[derive(Clone, Debug)]
pub enum Puzzle {
    /// A Sudoku: its givens.
    Sudoku(Position),
    /// A Kakuro: its grid and givens.
    Kakuro(KakuroPuzzle),
}

/// How a message to the player should look.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Tone {
    /// Plain information.
    Info,
    /// Something went wrong, or needs attention.
    Warning,
    /// Good news (no mistakes, solved).
    Success,
}

/// What the side panel shows beside a Sudoku.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PanelScreen {
    /// The coach: live ratings, hints, progress.
    Coach,
    /// The score editor (SPEC §4).
    Scores(ScoreEditor),
    /// The hardest set of the position (SPEC §4).
    Hardest,
}

/// A hint being revealed, stage by stage.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StagedHint {
    /// The step the hint is about.
    pub instance: Instance,
    /// How much of it is shown.
    pub stage: HintStage,
    /// Which hint it is.
    pub kind: HintKind,
}

/// The whole state of the terminal game.
#[derive(Clone, Debug)]
pub struct App {
    /// The Sudoku in play (none while choosing the first puzzle of a file, or
    /// while a Kakuro is played).
    pub game: Option<Game>,
    /// The Kakuro in play, when one is.
    pub kakuro: Option<KakuroGame>,
    /// The puzzles the chooser offers.
    pub collection: Vec<PuzzleEntry>,
    /// The chooser's heading (the file or collection name).
    pub collection_title: String,
    /// The chooser's selected row, when the chooser is open.
    pub chooser: Option<usize>,
    /// Whether the help is shown.
    pub help: bool,
    /// Whether digits toggle candidates instead of placing.
    pub pencil: bool,
    /// The available themes.
    pub themes: Vec<Theme>,
    /// The theme in use, an index into `themes`.
    pub theme: usize,
    /// Problems found on start (damaged files, bad themes), shown until dismissed.
    pub warnings: Vec<String>,
    /// The answer to the last action.
    pub message: Option<(Tone, String)>,
    /// Cells the last check found wrong, until the next change.
    pub marked: Vec<Cell>,
    /// The technique scores the coach rates with.
    pub scores: Scores,
    /// The coach of the Sudoku in play.
    pub coach: Coach,
    /// The Sudoku hint being revealed, until the next change.
    pub hint: Option<StagedHint>,
    /// What the side panel shows.
    pub panel: PanelScreen,
}

impl App {
    /// A new app with the given themes (the one named `theme` selected, else the
    /// first) and puzzle collection; no game open yet.
    pub fn new(themes: Vec<Theme>, theme: Option<&str>, collection: Vec<PuzzleEntry>) -> App {
        let theme = theme
            .and_then(|name| themes.iter().position(|t| t.name == name))
            .unwrap_or(0);
        App {
            game: None,
            kakuro: None,
            collection,
            collection_title: "Puzzles".into(),
            chooser: None,
            help: false,
            pencil: false,
            themes,
            theme,
            warnings: Vec::new(),
            message: None,
            marked: Vec::new(),
            scores: Scores::default(),
            coach: Coach::new(),
            hint: None,
            panel: PanelScreen::Coach,
        }
    }

    /// The theme in use.
    pub fn theme(&self) -> &Theme {
        &self.themes[self.theme.min(self.themes.len().saturating_sub(1))]
    }

    /// Whether a game of either kind is open.
    pub fn has_game(&self) -> bool {
        self.game.is_some() || self.kakuro.is_some()
    }

    /// Starts playing a game, closing the chooser.
    pub fn open(&mut self, game: Game) {
        self.game = Some(game);
        self.kakuro = None;
        self.leave_game();
    }

    /// Forgets what belonged to the game being left.
    fn leave_game(&mut self) {
        self.chooser = None;
        self.marked.clear();
        self.message = None;
        self.hint = None;
        self.panel = PanelScreen::Coach;
        self.coach.restart();
    }

    /// Starts playing a Kakuro, closing the chooser.
    pub fn open_kakuro(&mut self, game: KakuroGame) {
        self.kakuro = Some(game);
        self.game = None;
        self.leave_game();
    }

    /// The action of a key press on the current screen.
    pub fn key_action(&self, ev: &KeyEvent) -> Option<Action> {
        if self.help {
            keymap::help_action(ev)
        } else if self.chooser.is_some() || !self.has_game() {
            keymap::chooser_action(ev)
        } else if self.kakuro.is_some() {
            keymap::kakuro_action(ev)
        } else if let PanelScreen::Scores(_) = self.panel {
            keymap::scores_action(ev)
        } else if self.panel == PanelScreen::Hardest {
            keymap::hardest_action(ev)
        } else {
            let n = self.game.as_ref().map_or(9, |g| g.geometry().n());
            keymap::board_action(ev, n)
        }
    }

    /// The action of a mouse event on a screen of size `area`: a left click on a
    /// cell selects it.
    pub fn mouse_action(&self, ev: &MouseEvent, area: Rect) -> Option<Action> {
        if self.help || self.chooser.is_some() {
            return None;
        }
        if ev.kind != MouseEventKind::Down(MouseButton::Left) {
            return None;
        }
        if let Some(k) = self.kakuro.as_ref() {
            let layout = crate::ui::kakuro_grid::screen_layout(k.grid(), area).ok()?;
            return layout
                .grid
                .cell_at(k.grid(), ev.column, ev.row)
                .map(Action::Select);
        }
        let game = self.game.as_ref()?;
        let layout = crate::ui::layout::screen_layout(game.geometry(), area).ok()?;
        layout.grid.cell_at(ev.column, ev.row).map(Action::Select)
    }
}
