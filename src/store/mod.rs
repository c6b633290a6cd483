//! Every file kibitz keeps (SPEC §10), in one place: the crash-safe way of
//! writing and reading them (`atomic`: temp file and rename, damaged files set
//! aside, stale temps removed, no link followed, a size limit), where each one
//! lives ([`paths`]), and one module per kind of file. No other module opens a
//! file of the config directory; the engine, the ratings and the game take
//! texts and values, never paths. Nothing here needs the terminal game.
//!
//! | File (under the config directory) | Module | Read and written by |
//! |---|---|---|
//! | `settings.json` | [`settings`] | the game (`app::storage`) |
//! | `scores.json` | [`scores`] | the game, and `rate`, `hint`, `solve` without `--scores` (`cli::scores_arg`) |
//! | `record.jsonl` | [`record`] | the game (a solve adds a line; the statistics screen and the chooser read it); `kibitz stats` |
//! | `themes/*.json` | [`themes`] | the game (`theme::all_themes`), read only |
//! | `games/KEY.json` | [`saves`] | the game (`app::storage`, `app::catalog`); `kibitz hint SAVE`, `kibitz rate SAVE` read any save through [`saves::load_game`] |
//! | `games/KEY.journal` | [`saves`] | as `games/KEY.json`, beside which it lies |
//! | `games/KEY.tally.json` | [`read_json`], [`write_json`] | the game (`app::storage::record`) |
//! | `games/KEY.lock` | [`lock`] | the game, while it plays the puzzle |
//! | `.NAME.tmp-PID` | [`write_atomic`] | every writer; left-over ones removed at start ([`Paths::remove_stale_temps`]) |
//! | `NAME.damaged-SECONDS` | [`set_aside`] | written by every reader that sets a damaged file aside; never read |

mod atomic;
pub mod lock;
pub mod paths;
pub mod record;
pub mod saves;
pub mod scores;
pub mod settings;
pub mod themes;

pub use atomic::{
    Damage, Loaded, MAX_STORED_BYTES, STALE_TEMP_AGE, about, append_synced, open_no_link,
    read_checked, read_json, read_json_checked, read_stored, remove_if_present, remove_stale_temps,
    set_aside, write_atomic, write_atomic_with, write_json,
};
pub use paths::Paths;
