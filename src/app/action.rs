//! Everything a person can ask the game to do (SPEC §10), as data: keys and mouse
//! clicks become an [`Action`], `update` turns an action into a new state plus
//! [`Effect`]s for the event loop to carry out.

use super::Tone;
use super::copy_out::CopyForm;
use crate::engine::{Cell, Digit};

/// One request from the player.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Action {
    /// Move the cursor by rows and columns (wrapping at the edges).
    Move(isize, isize),
    /// Select a cell (a mouse click).
    Select(Cell),
    /// Type a digit: placed, or toggled as a candidate in pencil mode.
    Digit(Digit),
    /// Erase the selected cell's digit, or its candidates when it is empty.
    Erase,
    /// Switch between placing digits and pencilling candidates.
    TogglePencil,
    /// Digit filter: pick out the cells of the digit typed next (again: off).
    DigitFilter,
    /// Pick out bivalue cells, or with a digit filter, its bilocation pairs.
    TogglePairs,
    /// Switch colour mode: digits cycle the colour of the cursor cell's candidates.
    ToggleColouring,
    /// Fill every empty cell's candidates by basic filtering.
    FillCandidates,
    /// Remove every candidate.
    ClearCandidates,
    /// Undo the newest change.
    Undo,
    /// Redo the newest undone change.
    Redo,
    /// Tell whether any placed digit contradicts the solution.
    Check,
    /// Undo back to before the first wrong digit.
    UndoToMistake,
    /// Show the next stage of a hint: the technique, then its cells, then the step.
    Hint,
    /// Apply the hint being shown, as one undoable step.
    ApplyHint,
    /// Show the next stage of the most-effective (general) hint.
    GeneralHint,
    /// Open (or close) the hint view: the hint being revealed read whole.
    ToggleHintView,
    /// Move the cursor to the cells of the hint shown (the next of them when
    /// it is on one already).
    JumpToHint,
    /// An edit of the grid in the Kakuro editor.
    KakuroEdit(super::kakuro_editor::SquareEdit),
    /// Scroll the hint view.
    HintScroll(Scroll),
    /// Scroll the statistics screen.
    StatsScroll(Scroll),
    /// Open the score editor in the panel.
    OpenScores,
    /// Show the hardest set of the position in the panel.
    ShowHardest,
    /// Move the score editor's selection by rows.
    ScoreMove(isize),
    /// Raise the selected technique's score by one.
    ScoreRaise,
    /// Lower the selected technique's score by one.
    ScoreLower,
    /// Type a digit of the selected technique's score.
    ScoreDigit(u8),
    /// Take back the last digit typed.
    ScoreBackspace,
    /// Put every score back to its default.
    ScoreReset,
    /// Keep the hardest set: disable every technique it dropped.
    KeepHardest,
    /// Go back from a panel screen to the coach.
    ClosePanel,
    /// Switch to the next theme.
    NextTheme,
    /// Mark wrong digits only on a check, or again as they are typed.
    ToggleMistakesOnCheck,
    /// Show or hide the key help.
    ToggleHelp,
    /// Turn the help's pages, the keys' and then on a Sudoku the ratings
    /// legend's (negative: back).
    HelpPage(isize),
    /// Copy the position out, to the copy file and the clipboard.
    CopyOut(CopyForm),
    /// Open the puzzle editor on the board in play.
    OpenEditor,
    /// Editor: an empty board of the next (or previous) size.
    EditorSize(isize),
    /// Editor: check the puzzle written and play it.
    EditorDone,
    /// Open the new-puzzle form.
    OpenNewPuzzle,
    /// New-puzzle form: make the puzzle chosen and play it.
    NewPuzzleStart,
    /// Make another drill of the form that made the last one.
    NextDrill,
    /// Open the statistics of the puzzles solved.
    OpenStats,
    /// Open the list of puzzles to choose another.
    OpenChooser,
    /// Move the chooser's selection.
    ChooserMove(isize),
    /// Select the chooser's first puzzle (of those the filter leaves).
    ChooserFirst,
    /// Select the chooser's last puzzle (of those the filter leaves).
    ChooserLast,
    /// Start typing a filter for the chooser's list.
    FilterStart,
    /// A character typed into the chooser's filter.
    FilterChar(char),
    /// Take back the filter's last character.
    FilterBackspace,
    /// Open the puzzle selected in the chooser.
    ChooserOpen,
    /// Dismiss messages, or close the help or chooser.
    Dismiss,
    /// Save and quit.
    Quit,
    /// Save and quit from any screen (Ctrl-c, which raw mode delivers as a key).
    Interrupt,
    /// A letter that is no digit on a board whose letters are digits: refused with
    /// a word on how commands are typed there.
    NotADigit(char),
}

/// How far a scrolled view (the hint view, the statistics screen) scrolls.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Scroll {
    /// By lines (negative: up).
    Lines(isize),
    /// By pages (negative: up).
    Pages(isize),
    /// To the top.
    Top,
    /// To the end.
    End,
}

/// Work for the event loop after an update.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Effect {
    /// Write the game's save.
    SaveGame,
    /// Write the settings (theme, last game).
    SaveSettings,
    /// Write the technique scores file.
    SaveScores,
    /// Open entry `usize` of the puzzle list (loading its save if it has one).
    Open(usize),
    /// Add the game in play, just solved, to the record (once per game).
    RecordSolve,
    /// Read the record and show the statistics screen.
    OpenStats,
    /// Write the position to the copy file and the clipboard.
    CopyOut(CopyForm),
    /// Open a puzzle written in an editor, then show what its check found.
    OpenEdited {
        /// The puzzle: a Sudoku's givens, or a Kakuro's grid.
        puzzle: Box<super::Puzzle>,
        /// How the check's note looks.
        tone: Tone,
        /// What the check found.
        note: String,
    },
    /// Leave the program.
    Quit,
}
