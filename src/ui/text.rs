//! Text layout shared by the side panel and the screens drawn beside it (SPEC
//! §10): greedy word wrap, labelled rows, progress bars, cut lines and the
//! style of a message's tone. Every section of the panel builds on these, so
//! they live apart from the panel that assembles the sections.

use ratatui::style::Style;
use ratatui::text::{Line, Span};

use crate::app::Tone;
use crate::theme::Theme;

/// The width of a row's label column.
pub(super) const LABEL_WIDTH: usize = 10;

/// A labelled line: the label dim and padded, the value in `style`.
pub(super) fn row<'a>(label: &'a str, value: String, theme: &Theme, style: Style) -> Line<'a> {
    Line::from(vec![
        Span::styled(format!("{label:<LABEL_WIDTH$}"), theme.dim),
        Span::styled(value, style),
    ])
}

/// A progress bar `width` characters wide.
pub(super) fn bar(part: usize, whole: usize, width: usize) -> String {
    let full = (part * width).checked_div(whole).unwrap_or(0);
    format!("{}{}", "█".repeat(full), "░".repeat(width - full))
}

/// The style of a message of this tone.
pub fn tone_style(theme: &Theme, tone: Tone) -> Style {
    match tone {
        Tone::Info => theme.text,
        Tone::Warning => theme.notice,
        Tone::Success => theme.solved,
    }
}

/// Greedy word wrap; a word longer than the width is cut, and a line break in
/// the text (a forcing step's branches, one per line) starts a new line.
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    text.split('\n')
        .flat_map(|paragraph| wrap_line(paragraph, width))
        .collect()
}

/// Greedy word wrap of text without line breaks.
fn wrap_line(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut out = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let mut word: String = word.to_string();
        while word.chars().count() > width {
            if !line.is_empty() {
                out.push(std::mem::take(&mut line));
            }
            let head: String = word.chars().take(width).collect();
            word = word.chars().skip(width).collect();
            out.push(head);
        }
        let needed = line.chars().count() + usize::from(!line.is_empty()) + word.chars().count();
        if needed > width && !line.is_empty() {
            out.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(&word);
    }
    if !line.is_empty() {
        out.push(line);
    }
    out
}

/// `text` cut to `width` characters, with `…` when cut.
pub(super) fn cut(text: &str, width: usize) -> String {
    if text.chars().count() <= width {
        return text.to_string();
    }
    let mut out: String = text.chars().take(width.saturating_sub(1)).collect();
    out.push('…');
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_breaks_on_words_and_cuts_long_ones() {
        assert_eq!(wrap("one two three", 7), ["one two", "three"]);
        assert_eq!(wrap("abcdefghij x", 4), ["abcd", "efgh", "ij x"]);
        assert!(wrap("", 5).is_empty());
        assert_eq!(wrap("one two\nthree", 20), ["one two", "three"]);
    }

    #[test]
    fn the_bar_is_proportional() {
        assert_eq!(bar(5, 10, 4), "██░░");
        assert_eq!(bar(0, 0, 2), "░░");
    }
}
