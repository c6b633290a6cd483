//! The settings kibitz remembers between runs (SPEC §10): `settings.json` in the
//! config directory (theme, last game, whether mistakes show only on a check),
//! written atomically. A damaged settings file is set aside and reported, and the
//! defaults are used; a last game whose key would lead outside `games/` is
//! forgotten with a notice.

use std::io;

use serde::{Deserialize, Serialize};

use super::paths::{Paths, check_key};
use super::{Loaded, atomic};

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
    /// Whether wrong digits are marked only when the player asks for a check
    /// (else conflicts are marked as they are typed).
    pub mistakes_on_check: bool,
}

impl Default for Settings {
    fn default() -> Settings {
        Settings {
            version: 1,
            theme: None,
            last_game: None,
            mistakes_on_check: false,
        }
    }
}

/// Reads the settings; defaults on a first start. A damaged file is set aside and
/// its description returned with the defaults.
pub fn load_settings(paths: &Paths) -> io::Result<(Settings, Option<String>)> {
    let loaded = atomic::read_json_checked(&paths.settings_file(), |s: Settings| {
        if s.version == 1 {
            Ok(s)
        } else {
            Err(format!("unsupported settings version {}", s.version))
        }
    })?;
    Ok(match loaded {
        Loaded::Missing => (Settings::default(), None),
        Loaded::Found(s) => confine_last_game(s),
        Loaded::Damaged(d) => (Settings::default(), Some(d.describe())),
    })
}

/// Forgets a `last_game` key that would lead outside `games/`, with a notice.
fn confine_last_game(mut settings: Settings) -> (Settings, Option<String>) {
    let refused = settings
        .last_game
        .as_deref()
        .and_then(|k| check_key(k).err());
    if refused.is_some() {
        settings.last_game = None;
    }
    let notice = refused.map(|why| format!("settings.json: last game ignored: {why}"));
    (settings, notice)
}

/// Writes the settings atomically.
pub fn save_settings(paths: &Paths, settings: &Settings) -> io::Result<()> {
    atomic::write_json(&paths.settings_file(), settings)
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
            mistakes_on_check: true,
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
    fn a_last_game_outside_the_folder_is_forgotten_with_a_notice() {
        let dir = tempfile::tempdir().unwrap();
        let paths = Paths::at(dir.path().to_path_buf());
        let text = r#"{"version": 1, "theme": "light", "last_game": "../../outside"}"#;
        std::fs::write(paths.settings_file(), text).unwrap();
        let (settings, notice) = load_settings(&paths).unwrap();
        assert_eq!(settings.last_game, None);
        assert_eq!(settings.theme.as_deref(), Some("light"));
        assert!(notice.unwrap().contains("last game ignored"));
    }
}
