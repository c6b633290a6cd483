//! A hint's board marks drawn on a board (SPEC §10, "Hints a person can
//! follow"), a Sudoku's or a Kakuro's alike (`MarkPlaces` says where a board
//! puts its cells and candidates): each marked candidate that is shown (and
//! every removed or placed one) in its place of the mini grid with what goes
//! before and after it, or, in a compact cell, as one label with the step's
//! marks first.

use std::collections::BTreeMap;

use ratatui::buffer::Buffer;
use ratatui::style::{Modifier, Style};

use super::cell::{mini_spot, put};
use super::layout::{GridLayout, Marks};
use super::pattern_marks::{BoardMarks, CandidateMark, Role};
use crate::engine::{Digit, DigitSet, digit_char};
use crate::theme::Theme;

/// Where a board puts its cells and their candidates on screen, for drawing a
/// hint's marks on it.
pub(super) trait MarkPlaces {
    /// The first inner character of `cell`, when it is in view.
    fn cell_origin(&self, cell: usize) -> Option<(u16, u16)>;
    /// Where candidate `d` goes in the mini grid of the cell at `origin`.
    fn candidate_spot(&self, origin: (u16, u16), d: Digit) -> (u16, u16);
    /// How the board draws candidates.
    fn mark_layout(&self) -> Marks;
    /// The inner width of a cell.
    fn cell_width(&self) -> u16;
}

impl MarkPlaces for GridLayout {
    fn cell_origin(&self, cell: usize) -> Option<(u16, u16)> {
        self.origin_of(cell)
    }

    fn candidate_spot(&self, origin: (u16, u16), d: Digit) -> (u16, u16) {
        mini_spot(self, origin, d)
    }

    fn mark_layout(&self) -> Marks {
        self.marks
    }

    fn cell_width(&self) -> u16 {
        self.cell_w
    }
}

/// Draws a hint's candidate marks over the cells: each candidate that is shown
/// (and every removed or placed one) with what goes before and after it.
/// `shown` gives an empty cell's candidates as drawn, and nothing for a cell
/// that holds a digit (which takes no marks).
pub(super) fn draw_pattern(
    buf: &mut Buffer,
    g: &impl MarkPlaces,
    shown: impl Fn(usize) -> Option<DigitSet>,
    marks: &BoardMarks,
    theme: &Theme,
) {
    let mut by_cell: BTreeMap<usize, Vec<&CandidateMark>> = BTreeMap::new();
    for m in &marks.candidates {
        let cell = usize::from(m.cell);
        let always = matches!(m.role, Role::Removed | Role::Placed);
        let Some(digits) = shown(cell) else {
            continue;
        };
        if always || digits.contains(m.digit) {
            let list = by_cell.entry(cell).or_default();
            // A later mark of the same candidate replaces the earlier one.
            list.retain(|old| old.digit != m.digit);
            list.push(m);
        }
    }
    for (cell, list) in by_cell.iter_mut() {
        let cell = *cell;
        // What the step does comes first, so a narrow cell still shows it, then
        // the pattern (a forcing hint's sources before what its branches force),
        // each kind in the pattern's order (a chain's nodes in chain order).
        list.sort_by_key(|m| match m.role {
            Role::Removed | Role::Placed => 0,
            Role::Pattern => 1,
            Role::Forced | Role::ForcedOut => 2,
        });
        let Some(origin) = g.cell_origin(cell) else {
            continue;
        };
        let background = cell_background(buf, origin);
        if g.mark_layout() == Marks::Compact {
            compact_label(buf, g, origin, list, (theme, background));
            continue;
        }
        // The step's marks are drawn last, over a neighbour's link glyph.
        for m in list.iter().rev() {
            let (x, y) = g.candidate_spot(origin, m.digit);
            let style = background.patch(role_style(theme, m.role));
            let before: Vec<char> = m.before.chars().collect();
            for (i, &ch) in before.iter().rev().enumerate() {
                let bx = x.checked_sub(1 + i as u16).filter(|&bx| bx >= origin.0);
                if let Some(bx) = bx {
                    put(buf, bx, y, ch, style);
                }
            }
            put(buf, x, y, digit_char(m.digit), style);
            if let Some(ch) = m.after.filter(|_| x + 1 < origin.0 + g.cell_width()) {
                put(buf, x + 1, y, ch, style);
            }
        }
    }
}

/// The background the cell at `origin` was drawn with.
fn cell_background(buf: &Buffer, origin: (u16, u16)) -> Style {
    buf.cell(origin)
        .map_or_else(Style::default, |c| Style::default().bg(c.bg))
}

/// A compact cell's marks as one label (`¹5=`, `×57`), centred and cut to the
/// cell's width.
fn compact_label(
    buf: &mut Buffer,
    g: &impl MarkPlaces,
    origin: (u16, u16),
    list: &[&CandidateMark],
    (theme, background): (&Theme, Style),
) {
    let cell_w = g.cell_width();
    let width = cell_w as usize;
    let mut label = label_of(list, false, (theme, background));
    if label.len() > width {
        // Too long: the links go and later nodes keep only their number (`¹4²`).
        label = label_of(list, true, (theme, background));
    }
    if label.len() > width {
        label.truncate(width.saturating_sub(1));
        let style = label.last().map_or(background, |l| l.1);
        label.push(('…', style));
    }
    for x in origin.0..origin.0 + cell_w {
        put(buf, x, origin.1, ' ', background);
    }
    let start = origin.0 + (cell_w + 1).saturating_sub(label.len() as u16) / 2;
    for (i, (ch, style)) in label.into_iter().enumerate() {
        put(buf, start + i as u16, origin.1, ch, style);
    }
}

/// A compact cell's marks as styled characters; `short`: without link glyphs,
/// and the pattern's marks after its first one written by their number alone.
fn label_of(
    list: &[&CandidateMark],
    short: bool,
    (theme, background): (&Theme, Style),
) -> Vec<(char, Style)> {
    let mut label: Vec<(char, Style)> = Vec::new();
    let mut pattern_marks = 0;
    for m in list {
        let style = background.patch(role_style(theme, m.role));
        if m.role == Role::Pattern {
            pattern_marks += 1;
            if short && pattern_marks > 1 && !m.before.is_empty() {
                label.extend(m.before.chars().map(|c| (c, style)));
                continue;
            }
        }
        // A run of removals shares one `×`.
        let repeat = m.role == Role::Removed
            && label.last().is_some_and(|&(_, s)| s == style)
            && m.before == "×";
        if !repeat {
            label.extend(m.before.chars().map(|c| (c, style)));
        }
        label.push((digit_char(m.digit), style));
        if !short {
            label.extend(m.after.map(|c| (c, style)));
        }
    }
    label
}

/// How a marked candidate looks: the pattern's emphasised, forced ones as
/// placed, removed ones struck.
fn role_style(theme: &Theme, role: Role) -> Style {
    match role {
        Role::Pattern => theme.same_digit,
        Role::Forced | Role::Placed => theme.solved,
        Role::ForcedOut | Role::Removed => theme.mistake.add_modifier(Modifier::CROSSED_OUT),
    }
}
