//! Crash-safe files (SPEC §10), the ground every other file of the store stands
//! on: every file kibitz writes goes to a temporary file
//! in the same folder, is flushed and synced, then renamed over the old one, so a
//! crash at any moment leaves either the old file or the new one, never a torn one.
//! A file that cannot be read back is renamed aside (never deleted) and reported.
//! Temp files a killed writer left behind (`.NAME.tmp-PID`) are removed by
//! [`remove_stale_temps`]; a write that fails (a full disk, a read-only folder)
//! removes its own temp file and leaves the old file as it was. Every error names
//! the file or folder it is about.
//!
//! Stored files are opened without following a link at their name (SPEC §10:
//! kibitz reads and adds to files in its own folder only): on Unix the open
//! itself refuses a link (`O_NOFOLLOW`), so a link planted while the game runs
//! is refused too; elsewhere the name is checked just before opening. A stored
//! file larger than [`MAX_STORED_BYTES`] is not read: a clear error says so, and
//! a JSON file (a save, the settings, the scores) that large is set aside as
//! damaged, never deleted.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Read, Write};
use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

use serde::Serialize;
use serde::de::DeserializeOwned;

/// What reading a stored file found.
#[derive(Debug)]
pub enum Loaded<T> {
    /// There is no such file (a first start).
    Missing,
    /// The file was read.
    Found(T),
    /// The file was damaged and has been renamed aside.
    Damaged(Damage),
}

/// A damaged file: where it was moved and why it could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Damage {
    /// The file as it was.
    pub path: PathBuf,
    /// Where it now lies.
    pub moved_to: PathBuf,
    /// Why it was unreadable.
    pub reason: String,
}

impl Damage {
    /// One line for the user, e.g. `game.json was damaged (…); kept as …`.
    pub fn describe(&self) -> String {
        format!(
            "{} was damaged ({}); kept as {}",
            file_name(&self.path),
            self.reason,
            file_name(&self.moved_to)
        )
    }
}

fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into(),
    )
}

/// An error that says which file or folder it is about: `cannot VERB PATH: reason`,
/// of the same kind as `error`.
pub fn about(path: &Path, verb: &str, error: io::Error) -> io::Error {
    io::Error::new(
        error.kind(),
        format!("cannot {verb} {}: {error}", path.display()),
    )
}

/// Writes `bytes` to `path` atomically: temp file, flush, fsync, rename.
pub fn write_atomic(path: &Path, bytes: &[u8]) -> io::Result<()> {
    write_atomic_with(path, bytes, |_| {})
}

/// [`write_atomic`] with a call between the synced temp file and the rename; the
/// crash-safety test uses it to stop the writer at the worst moment.
pub fn write_atomic_with(
    path: &Path,
    bytes: &[u8],
    before_rename: impl FnOnce(&Path),
) -> io::Result<()> {
    let dir = match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d.to_path_buf(),
        _ => PathBuf::from("."),
    };
    fs::create_dir_all(&dir).map_err(|e| about(&dir, "create the folder", e))?;
    let temp = dir.join(temp_name(&file_name(path), std::process::id()));
    let written = write_synced(&temp, bytes);
    if let Err(e) = written {
        // A part written to a full disk is of no use: the old file stays as it was.
        let _ = fs::remove_file(&temp);
        return Err(about(path, "write", e));
    }
    before_rename(&temp);
    if let Err(e) = fs::rename(&temp, path) {
        let _ = fs::remove_file(&temp);
        return Err(about(path, "replace", e));
    }
    // The rename itself is durable only once the folder is synced (where it can be).
    if let Ok(d) = File::open(&dir) {
        let _ = d.sync_all();
    }
    Ok(())
}

/// Creates (or truncates) `path` and writes `bytes` to it, synced to the disk.
fn write_synced(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let mut file = OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .open(path)?;
    file.write_all(bytes)?;
    file.flush()?;
    file.sync_all()
}

/// The largest stored file (a save, a journal, settings) kibitz reads: far above
/// what play writes, low enough that a damaged or planted file cannot exhaust
/// memory.
pub const MAX_STORED_BYTES: u64 = 64 << 20;

/// Opens a stored file with `options`, refusing a link at its name (the error
/// does not name the file: callers wrap it with [`about`]).
pub fn open_no_link(path: &Path, options: &mut OpenOptions) -> io::Result<File> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NOFOLLOW);
        options.open(path).map_err(|e| match e.raw_os_error() {
            Some(libc::ELOOP) => is_a_link(),
            _ => e,
        })
    }
    #[cfg(not(unix))]
    {
        match fs::symlink_metadata(path) {
            Ok(meta) if meta.file_type().is_symlink() => Err(is_a_link()),
            _ => options.open(path),
        }
    }
}

fn is_a_link() -> io::Error {
    io::Error::new(
        io::ErrorKind::InvalidInput,
        "it is a link, and kibitz does not follow links in its folder",
    )
}

/// Reads a stored file whole: `None` when there is none. A link at its name is
/// an error naming the file, and so is a file larger than [`MAX_STORED_BYTES`],
/// of kind [`io::ErrorKind::FileTooLarge`] (nothing of it is read).
pub fn read_stored(path: &Path) -> io::Result<Option<Vec<u8>>> {
    match read_within_limit(path)? {
        Stored::Missing => Ok(None),
        Stored::Bytes(bytes) => Ok(Some(bytes)),
        Stored::TooLarge(len) => Err(io::Error::new(
            io::ErrorKind::FileTooLarge,
            format!("cannot read {}: {}", path.display(), too_large(len)),
        )),
    }
}

/// What reading a stored file within the limit found.
enum Stored {
    Missing,
    Bytes(Vec<u8>),
    /// The file holds this many bytes (or more), above [`MAX_STORED_BYTES`].
    TooLarge(u64),
}

/// Why a file of `len` bytes is not read.
fn too_large(len: u64) -> String {
    format!(
        "it holds {len} bytes, more than the {} MiB kibitz reads",
        MAX_STORED_BYTES >> 20
    )
}

fn read_within_limit(path: &Path) -> io::Result<Stored> {
    let mut file = match open_no_link(path, OpenOptions::new().read(true)) {
        Ok(file) => file,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Stored::Missing),
        Err(e) => return Err(about(path, "read", e)),
    };
    let len = file.metadata().map_err(|e| about(path, "read", e))?.len();
    if len > MAX_STORED_BYTES {
        return Ok(Stored::TooLarge(len));
    }
    let mut bytes = Vec::with_capacity(len as usize);
    // The file may grow while it is read: no more than the limit is taken.
    (&mut file)
        .take(MAX_STORED_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| about(path, "read", e))?;
    if bytes.len() as u64 > MAX_STORED_BYTES {
        return Ok(Stored::TooLarge(bytes.len() as u64));
    }
    Ok(Stored::Bytes(bytes))
}

/// Adds `bytes` at the end of `path` (created if missing, refused if a link) and
/// syncs the data to the disk. A write cut short (a full disk, a kill) can leave
/// part of `bytes` behind: readers of such files must stop at a line cut short.
pub fn append_synced(path: &Path, bytes: &[u8]) -> io::Result<()> {
    let appended =
        open_no_link(path, OpenOptions::new().append(true).create(true)).and_then(|mut file| {
            file.write_all(bytes)?;
            file.sync_data()
        });
    appended.map_err(|e| about(path, "add to", e))
}

/// Removes a file; one that is not there is no error.
pub fn remove_if_present(path: &Path) -> io::Result<()> {
    match fs::remove_file(path) {
        Err(e) if e.kind() != io::ErrorKind::NotFound => Err(about(path, "remove", e)),
        _ => Ok(()),
    }
}

/// The temp file name a writer with process id `pid` uses for `name`.
fn temp_name(name: &str, pid: u32) -> String {
    format!(".{name}.tmp-{pid}")
}

/// The writer's process id, when `name` is a temp file name of [`write_atomic`].
fn temp_writer(name: &str) -> Option<u32> {
    let (stem, pid) = name.strip_prefix('.')?.rsplit_once(".tmp-")?;
    let pid = pid.parse().ok().filter(|_| !stem.is_empty())?;
    (temp_name(stem, pid) == name).then_some(pid)
}

/// How old a temp file of a live process must be before it counts as abandoned: a
/// write takes milliseconds, so only a writer that was killed leaves one this old.
pub const STALE_TEMP_AGE: Duration = Duration::from_secs(600);

/// Whether the process `pid` is running, where the system can tell (Linux); elsewhere
/// every process counts as running and only the age of its file decides.
fn process_running(pid: u32) -> bool {
    if cfg!(target_os = "linux") {
        Path::new("/proc").join(pid.to_string()).exists()
    } else {
        true
    }
}

/// Removes the temp files of [`write_atomic`] in `dir` (not below it) that a killed
/// writer left behind: those of another process that is no longer running, or older
/// than [`STALE_TEMP_AGE`]. Returns the files removed; a missing folder is empty.
pub fn remove_stale_temps(dir: &Path) -> io::Result<Vec<PathBuf>> {
    let entries = match fs::read_dir(dir) {
        Ok(entries) => entries,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(e) => return Err(about(dir, "list", e)),
    };
    let mut removed = Vec::new();
    for entry in entries {
        let entry = entry.map_err(|e| about(dir, "list", e))?;
        let Some(pid) = entry.file_name().to_str().and_then(temp_writer) else {
            continue;
        };
        let meta = entry
            .metadata()
            .map_err(|e| about(&entry.path(), "inspect", e))?;
        let old = meta
            .modified()
            .ok()
            .and_then(|m| m.elapsed().ok())
            .is_some_and(|age| age >= STALE_TEMP_AGE);
        let abandoned = pid != std::process::id() && (!process_running(pid) || old);
        if meta.is_file() && abandoned {
            fs::remove_file(entry.path()).map_err(|e| about(&entry.path(), "remove", e))?;
            removed.push(entry.path());
        }
    }
    Ok(removed)
}

/// Writes a value as pretty JSON, atomically.
pub fn write_json<T: Serialize>(path: &Path, value: &T) -> io::Result<()> {
    let mut text = serde_json::to_string_pretty(value).map_err(io::Error::other)?;
    text.push('\n');
    write_atomic(path, text.as_bytes())
}

/// Reads a JSON file; a file that does not parse (or that `check` refuses), or
/// that is larger than [`MAX_STORED_BYTES`], is renamed aside and reported as
/// damaged. Only I/O failures are errors, and they name the file.
pub fn read_json<T: DeserializeOwned>(path: &Path) -> io::Result<Loaded<T>> {
    read_json_checked(path, Ok)
}

/// [`read_json`] with a further check that turns a parsed value into the result.
pub fn read_json_checked<T: DeserializeOwned, U>(
    path: &Path,
    check: impl FnOnce(T) -> Result<U, String>,
) -> io::Result<Loaded<U>> {
    read_checked(path, |bytes| {
        serde_json::from_slice::<T>(bytes)
            .map_err(|e| e.to_string())
            .and_then(check)
    })
}

/// Reads a stored file and turns its bytes into the result with `decode`; a file
/// `decode` refuses, or that is larger than [`MAX_STORED_BYTES`], is renamed
/// aside and reported as damaged. Only I/O failures are errors, and they name
/// the file.
pub fn read_checked<U>(
    path: &Path,
    decode: impl FnOnce(&[u8]) -> Result<U, String>,
) -> io::Result<Loaded<U>> {
    let parsed = match read_within_limit(path)? {
        Stored::Missing => return Ok(Loaded::Missing),
        Stored::TooLarge(len) => Err(too_large(len)),
        Stored::Bytes(bytes) => decode(&bytes),
    };
    match parsed {
        Ok(v) => Ok(Loaded::Found(v)),
        Err(reason) => {
            let moved_to = set_aside(path)?;
            Ok(Loaded::Damaged(Damage {
                path: path.to_path_buf(),
                moved_to,
                reason,
            }))
        }
    }
}

/// Renames a file to `NAME.damaged-SECONDS` (with `-2`, `-3`… if taken) beside it.
pub fn set_aside(path: &Path) -> io::Result<PathBuf> {
    let secs = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let base = format!("{}.damaged-{secs}", file_name(path));
    let dir = path.parent().unwrap_or(Path::new("."));
    let mut target = dir.join(&base);
    let mut k = 2;
    while target.exists() {
        target = dir.join(format!("{base}-{k}"));
        k += 1;
    }
    fs::rename(path, &target).map_err(|e| about(path, "set aside the damaged file", e))?;
    Ok(target)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn writes_replace_the_file_and_leave_no_temp() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.json");
        write_json(&path, &serde_json::json!({"version": 1, "x": 1})).unwrap();
        write_json(&path, &serde_json::json!({"version": 1, "x": 2})).unwrap();
        let back: serde_json::Value = match read_json(&path).unwrap() {
            Loaded::Found(v) => v,
            other => panic!("expected the file, got {other:?}"),
        };
        assert_eq!(back["x"], 2);
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1);
    }

    #[test]
    fn a_damaged_file_is_set_aside_and_reported() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game.json");
        fs::write(&path, "{ not json").unwrap();
        let Loaded::Damaged(damage) = read_json::<serde_json::Value>(&path).unwrap() else {
            panic!("expected damage");
        };
        assert!(!path.exists());
        assert_eq!(fs::read_to_string(&damage.moved_to).unwrap(), "{ not json");
        assert!(damage.describe().starts_with("game.json was damaged"));
        fs::write(&path, "[]").unwrap();
        let Loaded::Damaged(second) = read_json::<u8>(&path).unwrap() else {
            panic!("expected damage");
        };
        assert_ne!(second.moved_to, damage.moved_to);
    }

    #[test]
    fn a_failed_write_names_the_file_and_leaves_no_temp() {
        let dir = tempfile::tempdir().unwrap();
        // A folder where the file should go: the rename over it fails, for root too.
        let path = dir.path().join("game.json");
        fs::create_dir(&path).unwrap();
        let err = write_json(&path, &1).unwrap_err().to_string();
        assert!(
            err.starts_with(&format!("cannot replace {}: ", path.display())),
            "{err}"
        );
        assert_eq!(fs::read_dir(dir.path()).unwrap().count(), 1, "no temp left");
        fs::write(dir.path().join("x"), "").unwrap();
        let blocked = dir.path().join("x").join("y.json");
        let err = write_json(&blocked, &1).unwrap_err().to_string();
        let folder = dir.path().join("x");
        assert!(
            err.starts_with(&format!("cannot create the folder {}: ", folder.display())),
            "{err}"
        );
        let err = read_json::<u8>(&path).unwrap_err().to_string();
        assert!(
            err.starts_with(&format!("cannot read {}: ", path.display())),
            "{err}"
        );
    }

    #[test]
    #[cfg(unix)]
    fn links_at_a_stored_name_are_refused_and_their_target_untouched() {
        let dir = tempfile::tempdir().unwrap();
        let outside = dir.path().join("outside.txt");
        fs::write(&outside, "{}").unwrap();
        let link = dir.path().join("KEY.journal");
        std::os::unix::fs::symlink(&outside, &link).unwrap();
        let appended = append_synced(&link, b"move\n").unwrap_err();
        assert!(appended.to_string().contains("KEY.journal"), "{appended}");
        assert!(appended.to_string().contains("link"), "{appended}");
        let read = read_json::<serde_json::Value>(&link).unwrap_err();
        assert!(read.to_string().contains("link"), "{read}");
        assert_eq!(fs::read_to_string(&outside).unwrap(), "{}");
    }

    #[test]
    fn a_stored_file_above_the_limit_is_not_read() {
        let dir = tempfile::tempdir().unwrap();
        let big = dir.path().join("game.json");
        let file = File::create(&big).unwrap();
        file.set_len(MAX_STORED_BYTES + 1).unwrap();
        let error = read_stored(&big).unwrap_err();
        assert!(error.to_string().contains("game.json"), "{error}");
        assert!(error.to_string().contains("MiB"), "{error}");
        assert_eq!(error.kind(), io::ErrorKind::FileTooLarge);
        assert!(read_stored(&dir.path().join("none")).unwrap().is_none());
        let Loaded::Damaged(damage) = read_json::<serde_json::Value>(&big).unwrap() else {
            panic!("an oversized JSON file is set aside");
        };
        assert!(damage.reason.contains("more than the 64 MiB"), "{damage:?}");
        assert_eq!(
            fs::metadata(&damage.moved_to).unwrap().len(),
            MAX_STORED_BYTES + 1
        );
        assert!(!big.exists());
    }

    #[test]
    fn a_missing_file_is_not_damage() {
        let dir = tempfile::tempdir().unwrap();
        assert!(matches!(
            read_json::<u8>(&dir.path().join("none.json")).unwrap(),
            Loaded::Missing
        ));
    }

    #[test]
    fn temp_names_are_recognised_exactly() {
        assert_eq!(temp_writer(".a.json.tmp-42"), Some(42));
        assert_eq!(temp_writer(".9x9-00.json.tmp-7"), Some(7));
        assert_eq!(temp_writer("a.json.tmp-42"), None);
        assert_eq!(temp_writer(".a.json.tmp-"), None);
        assert_eq!(temp_writer(".a.json.tmp-+4"), None);
        assert_eq!(temp_writer(".tmp-4"), None);
        assert_eq!(temp_writer("a.json"), None);
    }

    #[test]
    fn temps_of_dead_or_old_writers_are_removed_and_others_kept() {
        let dir = tempfile::tempdir().unwrap();
        let temp = |name: &str, pid: u32| dir.path().join(temp_name(name, pid));
        let (own, live) = (temp("a.json", std::process::id()), temp("b.json", 1));
        let (old, dead) = (temp("c.json", 1), temp("d.json", u32::MAX - 1));
        for path in [&own, &live, &old, &dead] {
            fs::write(path, "{").unwrap();
        }
        let hour_ago = SystemTime::now() - Duration::from_secs(3600);
        File::options()
            .write(true)
            .open(&old)
            .and_then(|f| f.set_modified(hour_ago))
            .unwrap();
        fs::write(dir.path().join("game.json"), "{}").unwrap();
        let mut removed = remove_stale_temps(dir.path()).unwrap();
        removed.sort();
        let mut expected = vec![old.clone()];
        if cfg!(target_os = "linux") {
            expected.push(dead.clone());
        }
        assert_eq!(removed, expected);
        assert!(own.exists() && live.exists(), "a recent temp may be in use");
        assert!(dir.path().join("game.json").exists());
        assert!(
            remove_stale_temps(&dir.path().join("none"))
                .unwrap()
                .is_empty()
        );
    }
}
