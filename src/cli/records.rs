//! The parts every §11 record shares (SPEC §11): the head — `index`, `name`,
//! `status` — and the `hint` object, written once for Sudoku and Kakuro with each
//! kind's own hint record and extra fields. Flattened, so the JSON is one flat
//! object whose field names and order are the stable interface.

use serde::Serialize;

/// The fields every record starts with.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct Head {
    /// 0-based position in the input.
    pub index: usize,
    /// The puzzle's name, if the file gives one.
    pub name: Option<String>,
    /// What became of the puzzle (`hint`, `solved`, `stuck`, …).
    pub status: &'static str,
}

/// The §11 `hint` object of one puzzle of any kind: `R` is one hint's record,
/// `X` the kind's own fields (a Sudoku's conflicts, a Kakuro's contradiction).
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct HintOutput<R, X> {
    /// Index, name and status (`hint`, `solved` or `stuck`).
    #[serde(flatten)]
    pub head: Head,
    /// The hint's fields (single-hint mode, status `hint`).
    #[serde(flatten, skip_serializing_if = "Option::is_none")]
    pub hint: Option<R>,
    /// `technique: null` when the single-hint mode finds nothing.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub technique: Option<Option<&'static str>>,
    /// Every hint found (`--all`, or a Sudoku's `--technique`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hints: Option<Vec<R>>,
    /// The kind's own fields.
    #[serde(flatten)]
    pub extra: X,
}

/// A placement or elimination as §11 writes it.
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct CellDigitRecord {
    /// The cell, `r1c1`.
    pub cell: String,
    /// The digit.
    pub digit: u8,
}

/// One hint as §11 writes it, for any kind of puzzle: the fields every hint has,
/// then the kind's own `X` (a Sudoku's digits, groups and effect; a Kakuro's runs
/// and stages; both end with the explanation).
#[derive(Serialize, Debug, Clone, PartialEq, Eq)]
pub struct StepRecord<X> {
    /// The technique id.
    pub technique: &'static str,
    /// The technique's name.
    pub technique_name: &'static str,
    /// Digits placed: `{cell, digit}`.
    pub placements: Vec<CellDigitRecord>,
    /// Candidates removed: `{cell, digit}`.
    pub eliminations: Vec<CellDigitRecord>,
    /// The cells that justify it.
    pub cells: Vec<String>,
    /// The kind's own fields.
    #[serde(flatten)]
    pub extra: X,
}

/// `(cell, digit)` pairs as records, each cell named by `name`.
pub fn cell_digits(
    pairs: impl IntoIterator<Item = (usize, u8)>,
    name: impl Fn(usize) -> String,
) -> Vec<CellDigitRecord> {
    pairs
        .into_iter()
        .map(|(cell, digit)| CellDigitRecord {
            cell: name(cell),
            digit,
        })
        .collect()
}
