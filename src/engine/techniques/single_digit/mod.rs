//! Single-digit patterns beyond the seeds (SPEC §2.1): skyscraper, 2-string kite, simple and multi colours.

pub mod conjugates;
pub mod multi_colors;
pub mod simple_colors;
pub mod skyscraper;
pub mod two_string_kite;
