//! Themes (SPEC §10): JSON files naming a style for every role on screen. The
//! built-ins (`themes/dark.json`, `light.json`, `high-contrast.json`) are compiled
//! in; user themes are read from `themes/` in the config directory
//! ([`crate::store::themes`]). A user theme
//! that does not parse is reported and skipped (it is the user's own file, so it is
//! left where it is); a role a theme leaves out is drawn plain.

use std::path::Path;
use std::str::FromStr;

use ratatui::style::{Color, Modifier, Style};
use serde::Deserialize;

use crate::store::themes::read_user_themes;

const BUILTIN: [(&str, &str); 3] = [
    ("dark.json", include_str!("../themes/dark.json")),
    ("light.json", include_str!("../themes/light.json")),
    (
        "high-contrast.json",
        include_str!("../themes/high-contrast.json"),
    ),
];

/// A named set of styles, one per role on screen.
#[derive(Clone, Debug, PartialEq)]
pub struct Theme {
    /// The theme's name, as shown and remembered.
    pub name: String,
    /// Ordinary panel text.
    pub text: Style,
    /// Headings.
    pub title: Style,
    /// Secondary text.
    pub dim: Style,
    /// Given digits.
    pub given: Style,
    /// The player's digits.
    pub digit: Style,
    /// Pencil-mark candidates.
    pub candidate: Style,
    /// Digits that repeat in a group.
    pub conflict: Style,
    /// Digits a check found wrong.
    pub mistake: Style,
    /// The selected cell.
    pub cursor: Style,
    /// Other cells holding the selected cell's digit.
    pub same_digit: Style,
    /// Lines between cells of one region.
    pub thin_line: Style,
    /// Lines between regions.
    pub thick_line: Style,
    /// Messages to the player.
    pub notice: Style,
    /// The finish banner.
    pub solved: Style,
    /// The highlighted row of a list.
    pub selected: Style,
    /// The background of cells the candidate tools pick out (digit filter, pairs).
    pub filtered: Style,
    /// Candidates the player painted with the first colour.
    pub colour_a: Style,
    /// Candidates the player painted with the second colour.
    pub colour_b: Style,
    /// The backgrounds that tell a jigsaw's regions apart (a region may also keep
    /// the plain background): subtle, so digits stay readable.
    pub region_tints: [Style; 3],
}

#[derive(Deserialize)]
struct ThemeFile {
    version: u32,
    name: String,
    styles: Styles,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct Styles {
    text: StyleSpec,
    title: StyleSpec,
    dim: StyleSpec,
    given: StyleSpec,
    digit: StyleSpec,
    candidate: StyleSpec,
    conflict: StyleSpec,
    mistake: StyleSpec,
    cursor: StyleSpec,
    same_digit: StyleSpec,
    thin_line: StyleSpec,
    thick_line: StyleSpec,
    notice: StyleSpec,
    solved: StyleSpec,
    selected: StyleSpec,
    filtered: StyleSpec,
    colour_a: StyleSpec,
    colour_b: StyleSpec,
    region_a: StyleSpec,
    region_b: StyleSpec,
    region_c: StyleSpec,
}

#[derive(Deserialize, Default)]
#[serde(default)]
struct StyleSpec {
    fg: Option<String>,
    bg: Option<String>,
    bold: bool,
    italic: bool,
    underline: bool,
    reversed: bool,
    dim: bool,
}

impl StyleSpec {
    fn style(&self, role: &str) -> Result<Style, String> {
        let color = |c: &Option<String>| -> Result<Option<Color>, String> {
            c.as_deref()
                .map(|s| Color::from_str(s).map_err(|_| format!("{role}: unknown colour '{s}'")))
                .transpose()
        };
        let mut style = Style::default();
        if let Some(fg) = color(&self.fg)? {
            style = style.fg(fg);
        }
        if let Some(bg) = color(&self.bg)? {
            style = style.bg(bg);
        }
        let flags = [
            (self.bold, Modifier::BOLD),
            (self.italic, Modifier::ITALIC),
            (self.underline, Modifier::UNDERLINED),
            (self.reversed, Modifier::REVERSED),
            (self.dim, Modifier::DIM),
        ];
        for (on, m) in flags {
            if on {
                style = style.add_modifier(m);
            }
        }
        Ok(style)
    }
}

impl Theme {
    /// Reads a theme from its JSON text; the error says what is wrong.
    pub fn parse(text: &str) -> Result<Theme, String> {
        let file: ThemeFile = serde_json::from_str(text).map_err(|e| e.to_string())?;
        if file.version != 1 {
            return Err(format!("unsupported theme version {}", file.version));
        }
        let s = &file.styles;
        Ok(Theme {
            name: file.name,
            text: s.text.style("text")?,
            title: s.title.style("title")?,
            dim: s.dim.style("dim")?,
            given: s.given.style("given")?,
            digit: s.digit.style("digit")?,
            candidate: s.candidate.style("candidate")?,
            conflict: s.conflict.style("conflict")?,
            mistake: s.mistake.style("mistake")?,
            cursor: s.cursor.style("cursor")?,
            same_digit: s.same_digit.style("same_digit")?,
            thin_line: s.thin_line.style("thin_line")?,
            thick_line: s.thick_line.style("thick_line")?,
            notice: s.notice.style("notice")?,
            solved: s.solved.style("solved")?,
            selected: s.selected.style("selected")?,
            filtered: s.filtered.style("filtered")?,
            colour_a: s.colour_a.style("colour_a")?,
            colour_b: s.colour_b.style("colour_b")?,
            region_tints: [
                s.region_a.style("region_a")?,
                s.region_b.style("region_b")?,
                s.region_c.style("region_c")?,
            ],
        })
    }

    /// The built-in themes, dark first.
    pub fn builtin() -> Vec<Theme> {
        BUILTIN
            .iter()
            .filter_map(|(_, text)| Theme::parse(text).ok())
            .collect()
    }
}

/// The built-in themes followed by the user's (a user theme with a built-in's name
/// replaces it), plus one notice per user theme file that could not be read.
pub fn all_themes(user_dir: &Path) -> (Vec<Theme>, Vec<String>) {
    let mut themes = Theme::builtin();
    let mut notices = Vec::new();
    for file in read_user_themes(user_dir) {
        match file.text.and_then(|t| Theme::parse(&t)) {
            Ok(theme) => match themes.iter_mut().find(|t| t.name == theme.name) {
                Some(slot) => *slot = theme,
                None => themes.push(theme),
            },
            Err(e) => notices.push(format!("theme {} skipped: {e}", file.path.display())),
        }
    }
    (themes, notices)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_builtin_parses() {
        for (file, text) in BUILTIN {
            assert!(Theme::parse(text).is_ok(), "{file}");
        }
        let names: Vec<_> = Theme::builtin().into_iter().map(|t| t.name).collect();
        assert_eq!(names, ["dark", "light", "high-contrast"]);
    }

    #[test]
    fn user_themes_add_replace_and_report() {
        let dir = tempfile::tempdir().unwrap();
        let mine = r##"{"version":1,"name":"mine","styles":{"given":{"fg":"#ff0000"}}}"##;
        std::fs::write(dir.path().join("mine.json"), mine).unwrap();
        std::fs::write(dir.path().join("bad.json"), r#"{"version":1}"#).unwrap();
        let light = r#"{"version":1,"name":"light","styles":{}}"#;
        std::fs::write(dir.path().join("light.json"), light).unwrap();
        let (themes, notices) = all_themes(dir.path());
        assert_eq!(themes.len(), 4);
        assert_eq!(themes[1].given, Style::default());
        assert_eq!(themes[3].given, Style::default().fg(Color::Rgb(255, 0, 0)));
        assert_eq!(notices.len(), 1);
        assert!(notices[0].contains("bad.json"));
    }

    #[test]
    fn an_unknown_colour_is_named() {
        let text = r#"{"version":1,"name":"x","styles":{"digit":{"fg":"mauvish"}}}"#;
        assert_eq!(
            Theme::parse(text).unwrap_err(),
            "digit: unknown colour 'mauvish'"
        );
    }
}
