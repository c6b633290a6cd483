//! A config directory the game cannot write (SPEC §10, issue: start-up never fails
//! on config): the game starts all the same, the panel says where saving fails and
//! why, and quitting with unsaved moves asks first. The tests make writing fail in
//! ways that hold for every user, root included (for whom permission bits do not
//! stop writes): a config "directory" that is a regular file, and a `games` entry
//! that is a regular file.
#![cfg(all(unix, feature = "tui"))]

use crate::common;

use common::pty::Run;

/// The first column of the side panel of a 9×9 board at 120×40.
const PANEL: u16 = 74;

/// Waits until the side panel reads `text` (wrapping aside), and returns the panel.
fn wait_panel(run: &Run, text: &str) -> String {
    run.wait_until(|_| run.text_from_column(PANEL).contains(text), text);
    run.text_from_column(PANEL)
}

#[test]
fn a_config_directory_that_is_a_file_leaves_saves_off_and_play_on() {
    let dir = tempfile::tempdir().unwrap();
    let home = dir.path().join("f");
    std::fs::write(&home, "a file where the config directory should be").unwrap();
    let shown = home.display().to_string();
    let mut run = Run::start(&home, &[], &[]);
    run.wait_for(&["9×9 easy #1", "Filled    30/81", "saves are off"]);
    let panel = run.text_from_column(PANEL);
    let warning = format!("the config directory cannot be used ({shown} is not a folder)");
    assert!(panel.contains(&warning), "{panel}");
    run.send(b"\x1b4");
    run.wait_for(&["Filled    31/81", "not saved:"]);
    let panel = run.text_from_column(PANEL);
    assert!(
        panel.contains(&format!("! not saved: {shown} is not a folder")),
        "{panel}"
    );
    run.send(b"q");
    wait_panel(
        &run,
        &format!(
            "Your moves are not saved ({shown} is not a folder). q again quits without saving, Esc keeps playing"
        ),
    );
    run.send(b"\x1b");
    run.wait_until(
        |s| !s.contains("Your moves are not saved"),
        "Esc to go back to the game",
    );
    run.send(b"u");
    run.wait_for(&["Filled    30/81"]);
    run.send(b"q");
    run.wait_for(&["Your moves are not saved"]);
    run.send(b"q");
    assert!(
        run.wait_exit(),
        "quitting without saving, as asked, exits 0"
    );
    run.assert_restored();
    run.wait_for(&["kibitz: the game is not saved:"]);
    assert!(home.is_file(), "the file is left alone");
}

#[test]
fn a_games_folder_that_cannot_be_made_is_named_in_the_panel() {
    let home = tempfile::tempdir().unwrap();
    let games = home.path().join("games");
    std::fs::write(&games, "not a folder").unwrap();
    let mut run = Run::start(home.path(), &[], &[]);
    run.wait_for(&["9×9 easy #1", "Filled    30/81", "not saved:"]);
    let folder = games.display().to_string();
    wait_panel(
        &run,
        &format!("! not saved: cannot create the folder {folder}: "),
    );
    // Without moves there is nothing to lose: q quits at once.
    run.send(b"q");
    assert!(run.wait_exit());
    run.assert_restored();
}
