//! Ratings of a position (SPEC §3–§7): the SourGumdrop score with its remaining
//! counts, the ER estimate (§7.1), the SHD tally, the DiffKey and the coarse
//! rating, all from one call, [`rate`], as one typed [`Rating`];
//! [`legend::LEGEND`] says how to read them.

pub mod coarse;
pub mod counts;
pub mod diffkey;
pub mod er;
pub mod hardest;
pub mod last_resort;
pub mod legend;
pub mod level;
pub mod ordered;
pub mod rate;
pub mod scores;
pub mod shd;
pub mod strategy;
pub mod table;
pub mod unchanged;
pub mod validity;

pub use rate::{Rating, rate};
pub use scores::Scores;
