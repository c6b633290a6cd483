//! Where kibitz keeps its files (SPEC §10): the config directory (`KIBITZ_HOME`
//! overrides the platform's, which comes from `dirs`) and the place of every file
//! in it: `settings.json` ([`super::settings`]), `scores.json`
//! ([`super::scores`]), `record.jsonl` ([`super::record`]), `themes/`
//! ([`super::themes`]) and `games/`, one save per puzzle with its journal, tally
//! and lock ([`super::saves`], [`super::lock`]). A save key read from a file is
//! confined to `games/` ([`check_key`]): a `last_game` such as `../x` is refused.

use std::io;
use std::path::{Path, PathBuf};

use super::atomic;

/// The files of one kibitz installation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Paths {
    dir: PathBuf,
}

impl Paths {
    /// The config directory: `$KIBITZ_HOME` when set, else `kibitz` in the
    /// platform's config directory.
    pub fn from_env() -> io::Result<Paths> {
        if let Some(home) = std::env::var_os("KIBITZ_HOME").filter(|h| !h.is_empty()) {
            return Ok(Paths::at(PathBuf::from(home)));
        }
        dirs::config_dir()
            .map(|d| Paths::at(d.join("kibitz")))
            .ok_or_else(|| {
                io::Error::new(
                    io::ErrorKind::NotFound,
                    "no config directory found: set KIBITZ_HOME",
                )
            })
    }

    /// Paths rooted at a given directory.
    pub fn at(dir: PathBuf) -> Paths {
        Paths { dir }
    }

    /// The config directory itself.
    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// The settings file.
    pub fn settings_file(&self) -> PathBuf {
        self.dir.join("settings.json")
    }

    /// The save of the puzzle with this key (see [`crate::game::puzzle_key`]).
    pub fn game_file(&self, key: &str) -> PathBuf {
        self.games_dir().join(format!("{key}.json"))
    }

    /// The lock file of the save with this key (`games/KEY.lock`, see
    /// [`super::lock`]).
    pub fn lock_file(&self, key: &str) -> PathBuf {
        self.game_file(key).with_extension("lock")
    }

    /// The save of a key that came from a file, confined to `games/`; an error says
    /// why the key was refused (see [`check_key`]).
    pub fn confined_game_file(&self, key: &str) -> Result<PathBuf, String> {
        check_key(key).map(|key| self.game_file(key))
    }

    /// The record of puzzles solved (see [`crate::record`]).
    pub fn record_file(&self) -> PathBuf {
        self.dir.join("record.jsonl")
    }

    /// What the game counted on the puzzle with this key (hints, mistakes), kept
    /// beside its save.
    pub fn tally_file(&self, key: &str) -> PathBuf {
        self.games_dir().join(format!("{key}.tally.json"))
    }

    /// The user's technique scores (see [`super::scores`]).
    pub fn scores_file(&self) -> PathBuf {
        self.dir.join("scores.json")
    }

    /// The folder of saves.
    pub fn games_dir(&self) -> PathBuf {
        self.dir.join("games")
    }

    /// Creates the folder of saves (and the config directory above it); the
    /// error names the folder.
    pub fn create_games_dir(&self) -> io::Result<()> {
        let dir = self.games_dir();
        std::fs::create_dir_all(&dir).map_err(|e| atomic::about(&dir, "create the folder", e))
    }

    /// Removes the temp files a killed writer left in the config directory and in
    /// `games/` (see [`atomic::remove_stale_temps`]); returns the files removed.
    pub fn remove_stale_temps(&self) -> io::Result<Vec<PathBuf>> {
        let mut removed = atomic::remove_stale_temps(&self.dir)?;
        removed.extend(atomic::remove_stale_temps(&self.games_dir())?);
        Ok(removed)
    }

    /// The folder of user themes.
    pub fn themes_dir(&self) -> PathBuf {
        self.dir.join("themes")
    }
}

/// The longest save key accepted.
pub const MAX_KEY_LEN: usize = 128;

/// Checks that a save key names a file directly inside `games/`: 1 to
/// [`MAX_KEY_LEN`] ASCII letters, digits, `-`, `_` or `.`, not starting with `.`.
/// That rules out `..`, path separators, absolute paths and hidden files.
pub fn check_key(key: &str) -> Result<&str, String> {
    let allowed = |c: char| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.');
    if key.is_empty() || key.len() > MAX_KEY_LEN {
        return Err(format!(
            "a save key has 1 to {MAX_KEY_LEN} characters, found {}",
            key.len()
        ));
    }
    if key.starts_with('.') || !key.chars().all(allowed) {
        return Err(format!(
            "a save key holds only letters, digits, '-', '_' and '.' (not first), found {key:?}"
        ));
    }
    Ok(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_live_under_the_config_directory() {
        let paths = Paths::at(PathBuf::from("/x"));
        assert_eq!(paths.game_file("k"), PathBuf::from("/x/games/k.json"));
        assert_eq!(paths.themes_dir(), PathBuf::from("/x/themes"));
    }

    #[test]
    fn keys_that_leave_the_games_folder_are_refused() {
        let paths = Paths::at(PathBuf::from("/x"));
        for bad in [
            "../x",
            "..",
            "a/b",
            "a\\b",
            "/etc/passwd",
            ".hidden",
            "",
            "a\u{1b}b",
        ] {
            assert!(check_key(bad).is_err(), "{bad:?}");
            assert!(paths.confined_game_file(bad).is_err(), "{bad:?}");
        }
        assert!(check_key(&"k".repeat(MAX_KEY_LEN + 1)).is_err());
        for good in ["9x9-0123456789ab", "kakuro-10x12-00ff00ff00ff", "a.b_c"] {
            assert_eq!(check_key(good), Ok(good));
        }
        assert_eq!(
            paths.confined_game_file("9x9-00"),
            Ok(PathBuf::from("/x/games/9x9-00.json"))
        );
    }

    #[test]
    fn stale_temps_are_removed_from_the_folder_and_games() {
        let dir = tempfile::tempdir().unwrap();
        let paths = Paths::at(dir.path().to_path_buf());
        std::fs::create_dir_all(paths.games_dir()).unwrap();
        let dead_pid = u32::MAX - 1;
        let temps = [
            dir.path().join(format!(".settings.json.tmp-{dead_pid}")),
            paths
                .games_dir()
                .join(format!(".9x9-00.json.tmp-{dead_pid}")),
        ];
        for t in &temps {
            std::fs::write(t, "{").unwrap();
        }
        let removed = paths.remove_stale_temps().unwrap();
        if cfg!(target_os = "linux") {
            assert_eq!(removed, temps.to_vec());
            assert!(temps.iter().all(|t| !t.exists()));
        }
    }
}
