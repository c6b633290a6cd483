//! `kibitz techniques --explain ID` as text (SPEC §10: every technique's short
//! description, reachable from `kibitz techniques`): the technique's name, id,
//! default score and SHD rule, then its description part by part, wrapped at 80
//! columns.

use super::{TechniqueRecord, shd_text};

/// The width the description is wrapped to.
const WIDTH: usize = 80;
/// The indent of each part's text under its heading.
const INDENT: &str = "  ";

/// One technique's record as the readable page `--explain` prints.
pub fn explain_text(r: &TechniqueRecord) -> String {
    let score = match (r.default_score, r.score) {
        (None, _) => "automatic (never counted in the score)".to_string(),
        (Some(d), Some(s)) if s != d => format!("{d} (in use: {s}{})", disabled(s)),
        (Some(d), _) => d.to_string(),
    };
    let mut lines = vec![
        format!("{} ({})", r.name, r.id),
        format!("Default score: {score}"),
        format!("SHD rule: {}", shd_text(r)),
    ];
    for (heading, text) in r.about.parts() {
        lines.push(String::new());
        lines.push(heading.to_string());
        lines.extend(
            wrap(text, WIDTH - INDENT.len())
                .into_iter()
                .map(|l| format!("{INDENT}{l}")),
        );
    }
    lines.join("\n")
}

fn disabled(score: u32) -> &'static str {
    if score == 0 { ", disabled" } else { "" }
}

/// Words of `text` in lines of at most `width` characters; a word longer than
/// the width stands alone on its line.
fn wrap(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    lines
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrap_keeps_lines_within_the_width_and_every_word() {
        let text = "one two three four five six seven eight nine ten eleven twelve";
        let lines = wrap(text, 14);
        assert!(lines.iter().all(|l| l.chars().count() <= 14), "{lines:?}");
        assert_eq!(lines.join(" "), text);
        assert_eq!(wrap("a-very-long-word x", 5), ["a-very-long-word", "x"]);
        assert!(wrap("", 10).is_empty());
    }
}
