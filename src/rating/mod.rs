//! Ratings of a position (SPEC §3–§7): the SourGumdrop score with its remaining
//! counts, the SHD tally, the DiffKey and the coarse rating.

pub mod diffkey;
