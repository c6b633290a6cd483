//! The terminal game's state and logic (SPEC §10), apart from any terminal: the
//! [`App`] state, the [`Action`]s keys and clicks turn into, the pure keymap, and
//! [`update`], which applies an action and returns the [`Effect`]s (save, open,
//! quit) that [`effects`] carries out. Drawing (`crate::ui`) only reads an `&App`;
//! what the update step needs to know of the drawn screen it asks through the
//! [`Measure`] it is handed, so the app never names the drawing code, and the
//! run loop that knows both lives above them (`crate::tui`).
//!
//! The app holds one [`Session`] — a Sudoku or a Kakuro, each a generic
//! [`Game`](crate::game::Game) — and shows one [`Screen`] at a time (the key help
//! is a screen drawn over the one it was opened from). The coach (SPEC §10) lives in
//! [`App::coach`]: after every update the event loop asks [`App::sync_coach`] for
//! a rating request, hands it to the rating worker (`coach::worker`) and gives the
//! answers back through [`App::receive`] (a Kakuro's coach, `kakuro_coach`, the
//! same way with its own worker); staged hints (`hints`, with where they
//! are on the board in `hint_focus`), the score editor and the hardest set
//! (`scores`) read what the coach has. The candidate tools (`candidate_tools`,
//! `kakuro_tools`) and the editors (`editor`, `kakuro_editor`) serve both kinds.

mod action;
pub mod candidate_tools;
pub mod catalog;
pub mod chooser;
pub mod coach;
mod coaching;
pub mod copy_out;
pub mod editor;
pub mod effects;
pub mod events;
#[cfg(test)]
pub(crate) mod fixtures;
pub mod generator;
mod hint_focus;
mod hints;
pub mod kakuro_coach;
pub mod kakuro_editor;
pub mod kakuro_tools;
pub mod keymap;
mod measure;
pub mod new_puzzle;
pub mod paste;
pub mod presence;
pub mod recording;
mod scores;
mod session;
pub mod storage;
mod update;

use crossterm::event::{KeyEvent, MouseButton, MouseEvent, MouseEventKind};
use ratatui::layout::Rect;

use crate::engine::{Cell, Position};
use crate::game::{KakuroGame, SudokuGame};
use crate::kakuro::{KakuroPuzzle, KakuroScores};
use crate::rating::Scores;
use crate::theme::Theme;

pub use action::{Action, Effect, Scroll};
pub use coach::{Coach, HintKind};
pub use hints::{HintStep, STUCK, StagedHint};
pub use measure::Measure;
pub use presence::{Pause, Presence};
pub use scores::ScoreEditor;
pub use session::Session;
pub(crate) use session::each_kind;
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
#[derive(Clone, Debug, PartialEq, Eq)]
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

/// What the screen shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The board and the side panel (the coach, or a Kakuro's profile).
    Board,
    /// The list of puzzles, this row selected.
    Chooser(usize),
    /// The board with the score editor in the panel (SPEC §4).
    Scores(ScoreEditor),
    /// The board with the hardest set in the panel (SPEC §4).
    Hardest,
    /// The board with the hint being revealed read whole in the panel, wrapped
    /// and scrolled down this many lines (SPEC §10).
    HintView(usize),
    /// The key help, drawn over the screen it was opened from.
    Help(Box<Screen>),
    /// The puzzle editor: a board whose digits become givens.
    Editor(Box<editor::Editor>),
    /// The Kakuro editor: a grid of squares and clues.
    KakuroEditor(Box<kakuro_editor::KakuroEditor>),
    /// The new-puzzle form: kind, size and target of a puzzle to make.
    NewPuzzle(Box<new_puzzle::NewPuzzleForm>),
    /// The statistics of the puzzles solved (the record).
    Stats(Box<recording::StatsView>),
}

/// The whole state of the terminal game.
#[derive(Clone, Debug)]
pub struct App {
    /// The game in play (none while choosing the first puzzle of a file).
    pub session: Option<Session>,
    /// What the screen shows.
    pub screen: Screen,
    /// The puzzles the chooser offers.
    pub collection: Vec<PuzzleEntry>,
    /// The chooser's heading (the file or collection name).
    pub collection_title: String,
    /// Whether digits toggle candidates instead of placing.
    pub pencil: bool,
    /// The candidate tools: digit filter, pairs and colour mode.
    pub tools: candidate_tools::CandidateTools,
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
    /// The Kakuro technique scores the Kakuro coach rates and hints with.
    pub kakuro_scores: KakuroScores,
    /// The coach of the Sudoku in play.
    pub coach: Coach,
    /// The coach of the Kakuro in play.
    pub kakuro_coach: kakuro_coach::KakuroCoach,
    /// The hint being revealed, until the next change.
    pub hint: Option<StagedHint>,
    /// Whether the player is there, which decides whether the clock runs.
    pub presence: Presence,
    /// Where copies of the position go (`play --copy-to`); the config directory's
    /// `copied.txt` when `None`.
    pub copy_file: Option<std::path::PathBuf>,
    /// The chooser's ratings and solved marks, worked out in the background.
    pub catalog: catalog::Catalog,
    /// The chooser row selected when it was last left.
    pub chooser_row: usize,
    /// The chooser's filter while one is typed (see [`chooser`]).
    pub chooser_filter: Option<String>,
    /// Why the game in play is not saved (the file and the reason), while its saves
    /// fail; the panel shows it (SPEC §10).
    pub save_failure: Option<String>,
    /// Whether quitting was refused once for unsaved moves, so quitting again leaves.
    pub quit_unsaved_asked: bool,
    /// The terminal's size (columns, rows) when the last key came, which decides
    /// whether a hint fits the panel and how far the hint view scrolls.
    pub size: (u16, u16),
    /// Whether a board too large for the screen scrolls to the hint's cells
    /// first (set when a hint stage is shown) rather than to the cursor (set when
    /// the cursor moves).
    pub view_on_hint: bool,
    /// The page of the help shown (from 0): the keys' pages, then on a Sudoku
    /// the ratings legend's.
    pub help_page: usize,
    /// Whether wrong digits are marked only on a check (a setting): conflicts
    /// are then not drawn as they are typed, and the coach does not name the
    /// cells that go against the solution.
    pub mistakes_on_check: bool,
    /// The new-puzzle form that made the last drill, which the next-drill key
    /// orders again.
    pub drill_form: Option<new_puzzle::NewPuzzleForm>,
    /// What is counted on the game in play for the record: hints by stage,
    /// wrong digits, whether its solve is recorded.
    pub tally: crate::record::Tally,
}

impl App {
    /// A new app with the given themes (the one named `theme` selected, else the
    /// first) and puzzle collection; no game open yet.
    pub fn new(themes: Vec<Theme>, theme: Option<&str>, collection: Vec<PuzzleEntry>) -> App {
        let theme = theme
            .and_then(|name| themes.iter().position(|t| t.name == name))
            .unwrap_or(0);
        App {
            session: None,
            screen: Screen::Board,
            collection,
            collection_title: "Puzzles".into(),
            pencil: false,
            tools: Default::default(),
            themes,
            theme,
            warnings: Vec::new(),
            message: None,
            marked: Vec::new(),
            scores: Scores::default(),
            kakuro_scores: KakuroScores::default(),
            coach: Coach::new(),
            kakuro_coach: Default::default(),
            hint: None,
            presence: Presence::new(std::time::Instant::now()),
            copy_file: None,
            catalog: catalog::Catalog::default(),
            chooser_row: 0,
            chooser_filter: None,
            save_failure: None,
            quit_unsaved_asked: false,
            size: (80, 24),
            view_on_hint: false,
            help_page: 0,
            mistakes_on_check: false,
            drill_form: None,
            tally: Default::default(),
        }
    }

    /// The theme in use.
    pub fn theme(&self) -> &Theme {
        &self.themes[self.theme.min(self.themes.len().saturating_sub(1))]
    }

    /// The Sudoku in play, when the game is one.
    pub fn sudoku(&self) -> Option<&SudokuGame> {
        self.session.as_ref().and_then(Session::sudoku)
    }

    /// The Kakuro in play, when the game is one.
    pub fn kakuro(&self) -> Option<&KakuroGame> {
        self.session.as_ref().and_then(Session::kakuro)
    }

    /// Starts playing a game, closing the chooser and forgetting what belonged to
    /// the game left.
    pub fn open(&mut self, game: impl Into<Session>) {
        self.session = Some(game.into());
        self.screen = Screen::Board;
        self.marked.clear();
        self.message = None;
        self.hint = None;
        self.tools = Default::default();
        self.presence = Presence::new(std::time::Instant::now());
        self.coach.restart();
        self.kakuro_coach.restart();
    }

    /// The largest digit of the board in play, which decides what letters type
    /// (a Kakuro's is 9, as is that of no board).
    pub fn digits(&self) -> usize {
        self.sudoku()
            .map_or(keymap::KAKURO_DIGITS, |g| g.geometry().n())
    }

    /// The key the key bar and messages name for an action on the board in play.
    pub fn key_for(&self, action: Action) -> String {
        keymap::first_key(action, self.digits())
    }

    /// The screen under the key help, or the screen itself when no help is shown.
    pub fn base_screen(&self) -> &Screen {
        match &self.screen {
            Screen::Help(under) => under,
            screen => screen,
        }
    }

    /// The action of a key press on the current screen.
    pub fn key_action(&self, ev: &KeyEvent) -> Option<Action> {
        if let Some(action) = keymap::global_action(ev) {
            return Some(action);
        }
        match (&self.screen, &self.session) {
            (Screen::Help(_), _) => keymap::help_action(ev),
            (Screen::Editor(e), _) => keymap::editor_action(ev, e.n()),
            (Screen::KakuroEditor(_), _) => keymap::kakuro_editor_action(ev),
            (Screen::NewPuzzle(_), _) => keymap::new_puzzle_action(ev),
            (Screen::Stats(_), _) => keymap::stats_action(ev),
            (Screen::Chooser(_), _) | (_, None) => {
                keymap::chooser_action(ev, self.chooser_filter.is_some())
            }
            (Screen::Scores(_), _) => keymap::scores_action(ev),
            (Screen::Hardest, _) => keymap::hardest_action(ev),
            (Screen::HintView(_), _) => keymap::hint_view_action(ev),
            (Screen::Board, Some(Session::Kakuro(_))) => keymap::kakuro_action(ev),
            (Screen::Board, Some(Session::Sudoku(g))) => keymap::board_action(ev, g.geometry().n()),
        }
    }

    /// The action of a mouse event on a screen of size `area`: a left click on a
    /// cell (as `measure` finds it on the drawn board) selects it.
    pub fn mouse_action(
        &self,
        ev: &MouseEvent,
        area: Rect,
        measure: &dyn Measure,
    ) -> Option<Action> {
        if matches!(
            self.screen,
            Screen::Chooser(_)
                | Screen::Help(_)
                | Screen::Editor(_)
                | Screen::KakuroEditor(_)
                | Screen::NewPuzzle(_)
                | Screen::Stats(_)
        ) {
            return None;
        }
        if ev.kind != MouseEventKind::Down(MouseButton::Left) {
            return None;
        }
        let cell = measure.cell_at(self, area, ev.column, ev.row)?;
        Some(Action::Select(cell))
    }
}
