//! Candidate tools (SPEC §10, "Hints a person can follow"): what players do on
//! paper to see a pattern, on a Sudoku board and (with the Kakuro meaning of
//! pairs, `super::kakuro_tools`) on a Kakuro. A digit filter (a key, then the
//! digit) picks out every cell where that digit is a candidate or placed; pairs
//! picks out the bivalue cells (two candidates left), and with a digit filter on,
//! the bilocation pairs (the two cells a row, column or region leaves the digit);
//! colour mode makes a digit paint the cursor cell's candidate with one of two
//! colours (none → A → B → none), colour marks being part of the game
//! (`crate::game::ColourMarks`).
//!
//! The tools look at the position the coach works on (the player's marks
//! intersected with what each cell has open, or what is open where the player
//! has no marks), so they work before any candidate is pencilled in. The filter
//! and pairs are views, not moves: they change nothing in the game and are not
//! saved.

use super::{Action, App, Tone};
use crate::engine::{Cell, CellSet, Digit, Position, digit_char};

/// The state of the candidate tools.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct CandidateTools {
    /// The digit filtered on, if any.
    pub filter: Option<Digit>,
    /// Whether the next digit typed sets the filter.
    pub awaiting_digit: bool,
    /// Whether bivalue cells (and with a filter, bilocation pairs) are picked out.
    pub pairs: bool,
    /// Whether digits cycle the colour of the cursor cell's candidates.
    pub colouring: bool,
}

/// What the tools pick out on a position.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Highlights {
    /// Cells where the filtered digit is a candidate or placed.
    pub filtered: CellSet,
    /// Bivalue cells (shown while pairs are on and no digit is filtered).
    pub bivalue: CellSet,
    /// The bilocation pairs of the filtered digit (while pairs are on): the two
    /// cells of every row, column or region that has the digit in two places only.
    pub bilocation: Vec<(Cell, Cell)>,
}

impl Highlights {
    /// Whether a cell is picked out by any tool.
    pub fn contains(&self, cell: Cell) -> bool {
        self.filtered.contains(cell)
            || self.bivalue.contains(cell)
            || self.bilocation.iter().any(|&(a, b)| a == cell || b == cell)
    }
}

impl CandidateTools {
    /// Whether the filter or pairs pick out any cells (the board and panel work
    /// out the position to look at only then).
    pub fn picks_cells(&self) -> bool {
        self.filter.is_some() || self.pairs
    }

    /// What the tools pick out on `pos`, the position the coach works on.
    pub fn highlights(&self, pos: &Position) -> Highlights {
        let filtered = self
            .filter
            .map(|d| filter_cells(pos, d))
            .unwrap_or_default();
        let (bivalue, bilocation) = match (self.pairs, self.filter) {
            (false, _) => (CellSet::EMPTY, Vec::new()),
            (true, None) => (bivalue_cells(pos), Vec::new()),
            (true, Some(d)) => (CellSet::EMPTY, bilocation_pairs(pos, d)),
        };
        Highlights {
            filtered,
            bivalue,
            bilocation,
        }
    }

    /// What the panel says the tools show, or `None` when none is on.
    pub fn summary(&self, pos: &Position) -> Option<String> {
        if self.awaiting_digit {
            return Some("filter: type a digit".into());
        }
        let seen = self.highlights(pos);
        let filter = self.filter.map(|d| {
            let count = seen.filtered.len();
            format!("{} in {count} cells", digit_char(d))
        });
        let pairs = self.pairs.then(|| match self.filter {
            None => format!("{} bivalue cells", seen.bivalue.len()),
            Some(_) => format!("{} pairs (=)", seen.bilocation.len()),
        });
        let parts: Vec<String> = filter.into_iter().chain(pairs).collect();
        (!parts.is_empty()).then(|| parts.join(", "))
    }
}

/// Cells where `d` is a candidate or placed.
pub fn filter_cells(pos: &Position, d: Digit) -> CellSet {
    let cells = pos.geometry().cell_count() as Cell;
    CellSet::from_cells((0..cells).filter(|&c| pos.value(c) == d || pos.candidates(c).contains(d)))
}

/// Empty cells with exactly two candidates.
pub fn bivalue_cells(pos: &Position) -> CellSet {
    CellSet::from_cells(pos.empty_cells().filter(|&c| pos.candidates(c).len() == 2))
}

/// The bilocation pairs of `d`: for every row, column and region (in group
/// order) where `d` is a candidate in exactly two cells, those two; a pair two
/// groups share (a row and a region) is listed once.
pub fn bilocation_pairs(pos: &Position, d: Digit) -> Vec<(Cell, Cell)> {
    let mut pairs: Vec<(Cell, Cell)> = Vec::new();
    for group in 0..pos.geometry().group_count() {
        let cells = pos.digit_cells(group as _, d);
        let mut it = cells.iter();
        if let (2, Some(a), Some(b)) = (cells.len(), it.next(), it.next())
            && !pairs.contains(&(a, b))
        {
            pairs.push((a, b));
        }
    }
    pairs
}

/// Carries out a candidate-tool action, or a digit the tools take (the filter's
/// digit, or a colour in colour mode); `None` when the action is not theirs.
/// Colouring is the one edit here; what it returns says whether the game changed.
pub(super) fn update(app: &mut App, action: Action) -> Option<bool> {
    let tools = &mut app.tools;
    if !matches!(action, Action::Digit(_) | Action::DigitFilter) {
        // A filter waits for its digit only until the next key.
        tools.awaiting_digit = false;
    }
    let note = match action {
        Action::DigitFilter if tools.awaiting_digit || tools.filter.is_some() => {
            tools.awaiting_digit = false;
            tools.filter = None;
            "filter off".to_string()
        }
        Action::DigitFilter => {
            tools.awaiting_digit = true;
            "filter: type the digit to pick out".to_string()
        }
        Action::Digit(d) if tools.awaiting_digit => {
            tools.awaiting_digit = false;
            tools.filter = Some(d);
            format!("filter: {}", digit_char(d))
        }
        Action::Dismiss => {
            // Esc also dismisses messages, as everywhere on the board.
            tools.filter = None;
            return None;
        }
        Action::TogglePairs => {
            tools.pairs = !tools.pairs;
            let on = if tools.filter.is_some() {
                "pairs: bilocation pairs of the filtered digit"
            } else {
                "pairs: bivalue cells (with a filter, bilocation pairs)"
            };
            if tools.pairs { on } else { "pairs off" }.to_string()
        }
        Action::ToggleColouring => {
            tools.colouring = !tools.colouring;
            app.pencil &= !tools.colouring;
            if tools.colouring {
                "colour: a digit cycles its candidate none → A → B → none"
            } else {
                "digits are placed"
            }
            .to_string()
        }
        Action::Digit(d) if tools.colouring => {
            let session = app.session.as_mut()?;
            let (changed, cell) =
                super::each_kind!(session, g => (g.cycle_colour(d), g.cell_name(g.cursor())));
            if !changed {
                let text = format!("colour: {cell} has no candidate {} marked", digit_char(d));
                app.message = Some((Tone::Info, text));
            }
            return Some(changed);
        }
        _ => return None,
    };
    app.message = Some((Tone::Info, note));
    Some(false)
}
