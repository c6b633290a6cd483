//! The user's theme files (SPEC §10): every `*.json` in `themes/` under the config
//! directory, read in name order as kibitz reads its own files (no link followed,
//! the size bounded). Reading them is all that is done here: the files are the
//! user's own, so one that cannot be read is reported by the caller and left
//! where it is, and what a theme means is `crate::theme`'s (built with the
//! terminal game).

use std::path::{Path, PathBuf};

use super::atomic;

/// One user theme file: where it is, and its text or why it could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ThemeFile {
    /// The file.
    pub path: PathBuf,
    /// Its text, or why it could not be read (naming the file).
    pub text: Result<String, String>,
}

/// The theme files in `dir`, in name order; a missing or unreadable folder has
/// none, and a file that vanished while the folder was read is left out.
pub fn read_user_themes(dir: &Path) -> Vec<ThemeFile> {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut files: Vec<_> = entries
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    files.sort();
    files
        .into_iter()
        .filter_map(|path| {
            let text = match atomic::read_stored(&path) {
                Ok(Some(bytes)) => String::from_utf8(bytes).map_err(|e| e.to_string()),
                Ok(None) => return None,
                Err(e) => Err(e.to_string()),
            };
            Some(ThemeFile { path, text })
        })
        .collect()
}
