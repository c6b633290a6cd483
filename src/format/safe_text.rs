//! Text from outside made safe to print on a terminal (SPEC §9, §11): the one
//! place every piece of text kibitz did not write itself — puzzle names and
//! comments, file names, technique ids from a scores file, fields of a save,
//! a paste — passes through before it reaches a terminal, in text output and
//! in every error and warning.
//!
//! Choice where the spec leaves room: each control character (C0 such as ESC
//! and BEL, DEL, the C1 controls U+0080–U+009F such as CSI) and each character
//! that reorders or breaks lines unseen (the bidirectional overrides and
//! isolates, U+2028, U+2029) is written as a visible Rust escape: `\u{1b}`,
//! `\u{7}`, `\u{9b}`, `\u{202e}`, with `\t`, `\r`, `\n` for tab, carriage return
//! and line feed. The escapes are plain ASCII, so escaping twice changes nothing
//! more, and a name with an ESC reads `#1 \u{1b}]0;PWNED\u{7}…` rather than
//! retitling the terminal. `--json` output is not passed through here: JSON
//! keeps the text exact (serde_json escapes what JSON requires).

use std::borrow::Cow;

/// Whether a character could drive or deceive a terminal when printed raw.
fn is_unsafe(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061c}' | '\u{200e}' | '\u{200f}' | '\u{2028}' | '\u{2029}'
                | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}'
        )
}

/// One piece of outside text, safe to print: every unsafe character (line feeds
/// included) written as its escape, the rest kept.
pub fn safe_text(text: &str) -> Cow<'_, str> {
    escape(text, is_unsafe)
}

/// Lines of output made safe to print: as [`safe_text`], except that a line
/// feed stays the line break it is (output is written a block of lines at a time).
pub fn safe_lines(text: &str) -> Cow<'_, str> {
    escape(text, |c| c != '\n' && is_unsafe(c))
}

fn escape(text: &str, unsafe_char: impl Fn(char) -> bool) -> Cow<'_, str> {
    // Printable ASCII is never unsafe, and most text is only that.
    let printable = text.bytes().all(|b| (b' '..=b'~').contains(&b));
    if printable || !text.chars().any(&unsafe_char) {
        return Cow::Borrowed(text);
    }
    let mut out = String::with_capacity(text.len() + 8);
    for c in text.chars() {
        if unsafe_char(c) {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn controls_become_visible_escapes() {
        assert_eq!(safe_text("a\u{1b}[2Jb\u{7}"), "a\\u{1b}[2Jb\\u{7}");
        assert_eq!(safe_text("\u{9b}31m\t"), "\\u{9b}31m\\t");
        assert_eq!(
            safe_text("x\u{7f}\u{202e}y\u{2028}"),
            "x\\u{7f}\\u{202e}y\\u{2028}"
        );
        assert_eq!(safe_text("one\ntwo"), "one\\ntwo");
    }

    #[test]
    fn escaping_twice_changes_nothing_more() {
        let once = safe_text("x\u{1b}]0;t\u{7}");
        assert_eq!(safe_text(&once), once);
        assert!(matches!(safe_text("plain é ×"), Cow::Borrowed("plain é ×")));
    }

    #[test]
    fn lines_keep_their_breaks() {
        assert_eq!(
            safe_lines("# \u{1b}[31mred\nsolved"),
            "# \\u{1b}[31mred\nsolved"
        );
        assert_eq!(safe_lines("a\r\nb"), "a\\r\nb");
    }
}
