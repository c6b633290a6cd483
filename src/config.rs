//! Where kibitz keeps its files and the settings it remembers (SPEC §10): the config
//! directory (`KIBITZ_HOME` overrides the platform's, which comes from `dirs`),
//! `settings.json` (theme, last game), `games/` (one save per puzzle) and `themes/`
//! (user themes). A damaged settings file is set aside and reported, and the
//! defaults are used.

use std::io;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::store::{self, Loaded};

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
        self.dir.join("games").join(format!("{key}.json"))
    }

    /// The folder of user themes.
    pub fn themes_dir(&self) -> PathBuf {
        self.dir.join("themes")
    }
}

/// What kibitz remembers between runs (`"version": 1`; unknown fields ignored).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// File format version, always 1.
    pub version: u32,
    /// The chosen theme's name.
    pub theme: Option<String>,
    /// The key of the last game played (its save is `games/KEY.json`).
    pub last_game: Option<String>,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            version: 1,
            theme: None,
            last_game: None,
        }
    }
}

/// Reads the settings; defaults on a first start. A damaged file is set aside and
/// its description returned with the defaults.
pub fn load_settings(paths: &Paths) -> io::Result<(Settings, Option<String>)> {
    let loaded = store::read_json_checked(&paths.settings_file(), |s: Settings| {
        if s.version == 1 {
            Ok(s)
        } else {
            Err(format!("unsupported settings version {}", s.version))
        }
    })?;
    Ok(match loaded {
        Loaded::Missing => (Settings::default(), None),
        Loaded::Found(s) => (s, None),
        Loaded::Damaged(d) => (Settings::default(), Some(d.describe())),
    })
}

/// Writes the settings atomically.
pub fn save_settings(paths: &Paths, settings: &Settings) -> io::Result<()> {
    store::write_json(&paths.settings_file(), settings)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn settings_round_trip_and_damage_is_reported() {
        let dir = tempfile::tempdir().unwrap();
        let paths = Paths::at(dir.path().to_path_buf());
        assert_eq!(load_settings(&paths).unwrap(), (Settings::default(), None));
        let s = Settings {
            theme: Some("light".into()),
            last_game: Some("9x9-00".into()),
            ..Settings::default()
        };
        save_settings(&paths, &s).unwrap();
        assert_eq!(load_settings(&paths).unwrap(), (s, None));
        std::fs::write(paths.settings_file(), "{\"version\": 7}").unwrap();
        let (back, notice) = load_settings(&paths).unwrap();
        assert_eq!(back, Settings::default());
        assert!(notice.unwrap().contains("unsupported settings version 7"));
        assert!(!paths.settings_file().exists());
    }

    #[test]
    fn files_live_under_the_config_directory() {
        let paths = Paths::at(PathBuf::from("/x"));
        assert_eq!(paths.game_file("k"), PathBuf::from("/x/games/k.json"));
        assert_eq!(paths.themes_dir(), PathBuf::from("/x/themes"));
    }
}
