//! Copying the position out of the game (SPEC §9 forms): the one-line form or the
//! pencil-mark form, written to a file and put on the clipboard through the
//! terminal (OSC 52), so it can be pasted back, shared, or given to `kibitz hint`.
//!
//! Choices where the spec leaves room:
//! - The file is `copied.txt` in the config directory, or the one `play --copy-to`
//!   names; each copy replaces it (written atomically), and the message says where.
//! - The pencil-mark form is the position the coach works on (placed digits; each
//!   empty cell's marks intersected with what it has open, or what it has open when
//!   unmarked), so `kibitz hint FILE` gives the game's hint; the one-line form is
//!   the digits on the board.
//! - A Kakuro has one §9 form, the grid with its digits: both keys copy that.
//! - The clipboard gets the same text through OSC 52, which the terminal may
//!   ignore (not every terminal allows it): the file is always written.

use std::io::{self, Write};
use std::path::Path;

use super::{App, Session, Tone};
use crate::format::copy_out::{line_form, pencil_form};
use crate::kakuro::grid_rows;

/// Which §9 form a copy takes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CopyForm {
    /// One line: the digits (and a jigsaw's layout, and the name).
    Line,
    /// A candidate list per cell, read back exactly by `kibitz hint`.
    Pencil,
}

/// The name of the copy file in the config directory.
pub const COPY_FILE: &str = "copied.txt";

/// The text of the game's position in a form; the pencil-mark form of a position
/// where an empty cell has no candidate left cannot be written, and the error
/// names that cell.
pub fn copied_text(session: &Session, form: CopyForm) -> Result<String, String> {
    match session {
        Session::Sudoku(game) => match form {
            CopyForm::Line => Ok(format!("{}\n", line_form(game.position(), game.name()))),
            CopyForm::Pencil => {
                let analysis = game.analysis_position();
                match analysis
                    .empty_cells()
                    .find(|&c| analysis.candidates(c).is_empty())
                {
                    Some(cell) => Err(format!(
                        "{} has no candidate left, so there are no pencil marks to copy; Y copies the one-line form",
                        game.cell_name(usize::from(cell))
                    )),
                    None => Ok(pencil_form(&analysis, game.name())),
                }
            }
        },
        Session::Kakuro(game) => {
            let mut out = game.name().map(|n| format!("; {n}\n")).unwrap_or_default();
            for row in grid_rows(game.grid(), game.position().values()) {
                out.push_str(&row);
                out.push('\n');
            }
            Ok(out)
        }
    }
}

/// Copies the game's position to the file and the clipboard, and says where.
pub fn copy_out(app: &mut App, config_dir: Option<&Path>, form: CopyForm) {
    let Some(session) = app.session.as_ref() else {
        return;
    };
    let text = match copied_text(session, form) {
        Ok(text) => text,
        Err(why) => {
            app.message = Some((Tone::Warning, why));
            return;
        }
    };
    let Some(path) = app
        .copy_file
        .clone()
        .or_else(|| config_dir.map(|dir| dir.join(COPY_FILE)))
    else {
        // No config folder and no --copy-to file: the clipboard alone.
        app.message = Some(match write_clipboard(&text) {
            Ok(()) => (
                Tone::Success,
                "copied to the clipboard (saves are off: `play --copy-to FILE` also writes a file)"
                    .to_string(),
            ),
            Err(e) => (Tone::Warning, format!("could not copy: {e}")),
        });
        return;
    };
    let what = match form {
        CopyForm::Line => "one-line form",
        CopyForm::Pencil => "pencil-mark form",
    };
    app.message = Some(match write_copy(&path, &text) {
        Ok(()) => (
            Tone::Success,
            format!("copied the {what} to {} and the clipboard", path.display()),
        ),
        Err(e) => (
            Tone::Warning,
            format!(
                "could not write {}: {e} (the clipboard has it)",
                path.display()
            ),
        ),
    });
}

fn write_copy(path: &Path, text: &str) -> io::Result<()> {
    // The clipboard first: it still gets the text when the file cannot be written.
    write_clipboard(text)?;
    crate::store::write_atomic(path, text.as_bytes())
}

/// Asks the terminal to put `text` on the clipboard (OSC 52).
fn write_clipboard(text: &str) -> io::Result<()> {
    let mut out = io::stdout();
    out.write_all(osc52(text).as_bytes())?;
    out.flush()
}

/// The OSC 52 sequence that asks the terminal to put `text` on the clipboard.
pub fn osc52(text: &str) -> String {
    format!("\x1b]52;c;{}\x07", base64(text.as_bytes()))
}

/// Standard base64 (RFC 4648, with `=` padding).
pub fn base64(bytes: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(bytes.len().div_ceil(3) * 4);
    for chunk in bytes.chunks(3) {
        let b = [
            chunk[0],
            *chunk.get(1).unwrap_or(&0),
            *chunk.get(2).unwrap_or(&0),
        ];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for (i, shift) in [18, 12, 6, 0].into_iter().enumerate() {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[(n >> shift) as usize & 63]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::SudokuGame;
    use crate::game::fixtures::four;

    #[test]
    fn base64_matches_the_standard_vectors() {
        let cases = [
            ("", ""),
            ("f", "Zg=="),
            ("fo", "Zm8="),
            ("foo", "Zm9v"),
            ("foob", "Zm9vYg=="),
            ("fooba", "Zm9vYmE="),
            ("foobar", "Zm9vYmFy"),
        ];
        for (plain, coded) in cases {
            assert_eq!(base64(plain.as_bytes()), coded, "{plain}");
        }
        assert_eq!(osc52("foo"), "\x1b]52;c;Zm9v\x07");
    }

    #[test]
    fn both_forms_of_a_sudoku() {
        let session = Session::from(SudokuGame::new(Some("four".into()), &four(), None));
        assert_eq!(
            copied_text(&session, CopyForm::Line).unwrap(),
            "1.3..4.24..1.1.3 four\n"
        );
        let pencil = copied_text(&session, CopyForm::Pencil).unwrap();
        assert!(pencil.starts_with("# four\n1  "), "{pencil}");
        assert!(pencil.ends_with("placed: 1.3..4.24..1.1.3\n"), "{pencil}");
    }

    #[test]
    fn a_cell_without_candidates_has_no_pencil_form() {
        let mut game = SudokuGame::new(None, &four(), None);
        // r1c2 is 2 in the solution; marking only 1 (a given of its row) leaves nothing.
        game.set_cursor(1);
        assert!(game.toggle_candidate(1));
        let session = Session::from(game);
        let e = copied_text(&session, CopyForm::Pencil).unwrap_err();
        assert!(e.starts_with("r1c2 has no candidate left"), "{e}");
        assert!(copied_text(&session, CopyForm::Line).is_ok());
    }
}
