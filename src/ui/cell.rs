//! One cell of any board (SPEC §10): its background (a jigsaw region's tint, a
//! hint's cells, the cursor),
//! and its digit — given or the player's, the selected digit elsewhere, conflicts
//! and checked mistakes each in their theme style — or its pencil marks, drawn by
//! the board's own mark layout (`Shown`: the player's own, or the computed ones
//! drawn apart while a hint is shown; [`shown_marks`] says which), each digit in
//! its place of the cell's mini grid ([`mini_spot`]) or, in narrow cells, in a
//! line ([`compact`]).

use ratatui::buffer::Buffer;
use ratatui::style::{Modifier, Style};

use super::layout::{GridLayout, Marks};
use crate::engine::{Cell, DigitSet, Position, digit_char};
use crate::theme::Theme;

/// How a cell is emphasised.
#[derive(Copy, Clone, Debug, Default)]
pub struct Look {
    /// The selected cell.
    pub cursor: bool,
    /// Holds the selected cell's digit.
    pub same: bool,
    /// Its digit repeats in a group or breaks a run.
    pub conflict: bool,
    /// A check found its digit wrong.
    pub mistake: bool,
    /// One of the cells a hint points at.
    pub hint: bool,
    /// The background of its region (plain, or a jigsaw region's tint).
    pub tint: Style,
}

/// What an empty cell's marks show: the player's own, or while a hint is shown
/// and the player has none, the candidates the coach works on, drawn apart
/// (dim and italic) and never written into the player's marks.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// The digits shown.
    pub digits: DigitSet,
    /// Whether they are computed rather than the player's.
    pub computed: bool,
}

impl Shown {
    /// The player's own marks.
    pub fn own(digits: DigitSet) -> Shown {
        Shown {
            digits,
            computed: false,
        }
    }

    /// Candidates the coach computed, shown where the player has none.
    pub fn computed(digits: DigitSet) -> Shown {
        Shown {
            digits,
            computed: true,
        }
    }

    /// The style to draw the marks in, from the cell's candidate style: computed
    /// ones dim and italic, the player's own as they are.
    pub fn style(self, style: Style) -> Style {
        if self.computed {
            style.add_modifier(Modifier::DIM | Modifier::ITALIC)
        } else {
            style
        }
    }
}

/// Draws a cell `size` characters wide and high at `origin`: blank in its
/// background, then its digit in the middle, or (an empty cell) its marks through
/// `marks`, which is given the style to draw them in.
pub fn draw(
    buf: &mut Buffer,
    (origin, size): ((u16, u16), (u16, u16)),
    (value, given): (u8, bool),
    look: Look,
    theme: &Theme,
    marks: impl FnOnce(&mut Buffer, Style),
) {
    let mut background = look.tint;
    if look.hint {
        background = background.patch(theme.selected);
    }
    if look.cursor {
        background = background.patch(theme.cursor);
    }
    for y in origin.1..origin.1 + size.1 {
        for x in origin.0..origin.0 + size.0 {
            put(buf, x, y, ' ', background);
        }
    }
    if value == 0 {
        marks(buf, background.patch(theme.candidate));
        return;
    }
    let base = if given { theme.given } else { theme.digit };
    let emphasis = [
        (look.same, theme.same_digit),
        (look.conflict, theme.conflict),
        (look.mistake, theme.mistake),
    ];
    let style = emphasis
        .iter()
        .filter(|(on, _)| *on)
        .fold(base, |s, (_, patch)| s.patch(*patch));
    let (x, y) = (origin.0 + size.0 / 2, origin.1 + size.1 / 2);
    // The background comes last, so the cursor stays visible on any digit.
    put(buf, x, y, digit_char(value), style.patch(background));
}

/// Draws a cell's only candidate where the marks put it (`x`, `y`), in brackets —
/// `(5)` — when the cell has room on both sides (`room`: the first and last
/// column of the cell), else underlined, so that it never looks like a placed
/// digit.
pub fn lone_mark(buf: &mut Buffer, (x, y): (u16, u16), room: (u16, u16), d: u8, style: Style) {
    if x > room.0 && x < room.1 {
        put(buf, x - 1, y, '(', style);
        put(buf, x, y, digit_char(d), style);
        put(buf, x + 1, y, ')', style);
    } else {
        let underlined = style.add_modifier(ratatui::style::Modifier::UNDERLINED);
        put(buf, x, y, digit_char(d), underlined);
    }
}

/// Writes one character, when it lies in the buffer.
pub fn put(buf: &mut Buffer, x: u16, y: u16, ch: char, style: Style) {
    if let Some(cell) = buf.cell_mut((x, y)) {
        cell.set_char(ch).set_style(style);
    }
}

/// What a cell's marks show: the player's own, or while a hint is shown and the
/// player has none, the computed ones (basic filtering), drawn apart.
pub(super) fn shown_marks(pos: &Position, cell: Cell, hinting: bool) -> Shown {
    let own = pos.candidates(cell);
    if hinting && own.is_empty() && pos.value(cell) == 0 {
        Shown::computed(pos.allowed(cell))
    } else {
        Shown::own(own)
    }
}

/// Where digit `d` sits in the mini grid of the cell at `origin`.
pub(super) fn mini_spot(g: &GridLayout, (x0, y0): (u16, u16), d: u8) -> (u16, u16) {
    let step = if g.marks == Marks::SpacedGrid { 2 } else { 1 };
    let k = u16::from(d - 1);
    (x0 + 1 + step * (k % g.mini.1), y0 + k / g.mini.1)
}

/// A cell's candidates in `width` characters: all of them when they fit, else the
/// first ones and `…`; an unmarked cell shows `·` when no thin lines separate cells.
pub(super) fn compact(marks: DigitSet, width: usize, dot_when_empty: bool) -> String {
    if marks.is_empty() {
        return if dot_when_empty {
            "·".into()
        } else {
            String::new()
        };
    }
    let all: String = marks.iter().map(digit_char).collect();
    if all.chars().count() <= width {
        return all;
    }
    let mut cut: String = all.chars().take(width.saturating_sub(1)).collect();
    cut.push('…');
    cut
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compact_candidates_fit_their_width() {
        let set = DigitSet::from_digits([1, 3, 7, 9]);
        assert_eq!(compact(set, 3, false), "13…");
        assert_eq!(compact(DigitSet::from_digits([2, 5]), 3, false), "25");
        assert_eq!(compact(set, 1, true), "…");
        assert_eq!(compact(DigitSet::EMPTY, 2, true), "·");
        assert_eq!(compact(DigitSet::EMPTY, 3, false), "");
    }
}
