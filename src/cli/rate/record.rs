//! The ratings of one Sudoku as §11 writes them (SPEC §11 `rate`, and the
//! ratings part of `generate --json`), built from a typed
//! [`Rating`]: `size`, `valid`, `solutions`, `conflicts` (only when there are
//! duplicates), `score`, `er`, `stuck`, `contradiction`, `counts`, `shd`,
//! `diffkey` and `coarse`, in that order, which is part of the interface.
//!
//! The counts, the SHD tally, the DiffKey and the ER keep their own `Serialize`
//! (each is one §11 value as it stands); the record decides the rest.
//!
//! Where §11 is silent: its `rate` list names neither `conflicts` nor `er`;
//! `conflicts` is written as `solve` writes it (`{group, digit, cells}`), only
//! when there are duplicates, and `er` follows `score`. A search out of budget
//! writes `"solutions": null` and `"valid": false` (§11 counts 0, 1 or 2 only).

use serde::Serialize;

use crate::rating::Rating;
use crate::rating::counts::TechniqueCounts;
use crate::rating::diffkey::DiffKey;
use crate::rating::er::Er;
use crate::rating::shd::ShdTally;
use crate::rating::validity::ConflictRecord;

/// The §11 fields of a [`Rating`], to flatten into a record that adds its own
/// head (`index`, `name`, `key`; or a generated puzzle's seed and grid).
#[derive(Serialize, Debug, Clone)]
pub struct RatingRecord<'a> {
    /// The board side N.
    pub size: usize,
    /// No duplicates and exactly one solution.
    pub valid: bool,
    /// 0, 1 or 2 ("two or more"); null when the search budget ran out.
    pub solutions: Option<u8>,
    /// The duplicates, left out when there are none.
    #[serde(skip_serializing_if = "<[ConflictRecord]>::is_empty")]
    pub conflicts: &'a [ConflictRecord],
    /// Σ Nᵢ × Dᵢ, or null when Simplest first gets stuck.
    pub score: Option<u32>,
    /// The ER estimate, or null when Simplest first gets stuck.
    pub er: Option<Er>,
    /// Whether Simplest first got stuck.
    pub stuck: bool,
    /// Whether it got stuck on a cell without candidates.
    pub contradiction: bool,
    /// The non-zero counts in table order, keyed by technique id.
    pub counts: &'a TechniqueCounts,
    /// The SHD tally.
    pub shd: &'a ShdTally,
    /// The DiffKey.
    pub diffkey: &'a DiffKey,
    /// The coarse rating's number: −1, 0, 3, 4 or 5.
    pub coarse: i8,
}

impl<'a> RatingRecord<'a> {
    /// The record of a rating.
    pub fn of(rating: &'a Rating) -> RatingRecord<'a> {
        RatingRecord {
            size: rating.size,
            valid: rating.validity.is_valid(),
            solutions: rating.validity.solutions(),
            conflicts: rating.validity.conflicts(),
            score: rating.score,
            er: rating.er,
            stuck: rating.stuck(),
            contradiction: rating.contradiction(),
            counts: &rating.counts,
            shd: &rating.shd,
            diffkey: &rating.diffkey,
            coarse: rating.coarse.number(),
        }
    }
}
