//! A hint's board marks drawn on the Sudoku grid (SPEC §10, "Hints a person can
//! follow"): each marked candidate that is shown (and every removed or placed
//! one) in its place of the mini grid with what goes before and after it, or, in
//! a compact cell, as one label with the step's marks first.

use ratatui::buffer::Buffer;
use ratatui::style::{Modifier, Style};

use super::cell::put;
use super::grid::{mini_spot, shown_marks};
use super::layout::{GridLayout, Marks};
use super::pattern_marks::{BoardMarks, CandidateMark, Role};
use crate::engine::{Position, digit_char};
use crate::theme::Theme;

/// Draws a hint's candidate marks over the cells: each candidate that is shown
/// (and every removed or placed one) with what goes before and after it.
pub(super) fn draw_pattern(
    buf: &mut Buffer,
    g: &GridLayout,
    pos: &Position,
    marks: &BoardMarks,
    theme: &Theme,
    hinting: bool,
) {
    let mut by_cell: Vec<Vec<&CandidateMark>> = vec![Vec::new(); g.n * g.n];
    for m in &marks.candidates {
        let cell = usize::from(m.cell);
        let always = matches!(m.role, Role::Removed | Role::Placed);
        let shown = shown_marks(pos, m.cell, hinting).digits.contains(m.digit);
        if cell < by_cell.len() && pos.value(m.cell) == 0 && (always || shown) {
            // A later mark of the same candidate replaces the earlier one.
            by_cell[cell].retain(|old| old.digit != m.digit);
            by_cell[cell].push(m);
        }
    }
    for (cell, list) in by_cell.iter_mut().enumerate() {
        if list.is_empty() {
            continue;
        }
        // What the step does comes first, so a narrow cell still shows it, then
        // the pattern (a forcing hint's sources before what its branches force),
        // each kind in the pattern's order (a chain's nodes in chain order).
        list.sort_by_key(|m| match m.role {
            Role::Removed | Role::Placed => 0,
            Role::Pattern => 1,
            Role::Forced | Role::ForcedOut => 2,
        });
        let Some(origin) = g.origin_of(cell) else {
            continue;
        };
        let background = cell_background(buf, origin);
        if g.marks == Marks::Compact {
            compact_label(buf, g, origin, list, (theme, background));
            continue;
        }
        // The step's marks are drawn last, over a neighbour's link glyph.
        for m in list.iter().rev() {
            let (x, y) = mini_spot(g, origin, m.digit);
            let style = background.patch(role_style(theme, m.role));
            let before: Vec<char> = m.before.chars().collect();
            for (i, &ch) in before.iter().rev().enumerate() {
                let bx = x.checked_sub(1 + i as u16).filter(|&bx| bx >= origin.0);
                if let Some(bx) = bx {
                    put(buf, bx, y, ch, style);
                }
            }
            put(buf, x, y, digit_char(m.digit), style);
            if let Some(ch) = m.after.filter(|_| x + 1 < origin.0 + g.cell_w) {
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
    g: &GridLayout,
    origin: (u16, u16),
    list: &[&CandidateMark],
    (theme, background): (&Theme, Style),
) {
    let width = g.cell_w as usize;
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
    for x in origin.0..origin.0 + g.cell_w {
        put(buf, x, origin.1, ' ', background);
    }
    let start = origin.0 + (g.cell_w + 1).saturating_sub(label.len() as u16) / 2;
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
