//! The candidate tools drawn on the Sudoku grid (SPEC §10, "Hints a person can
//! follow"): the filtered digit in every cell the filter picks out (alone, as
//! `·5·`, in a compact cell), the `=` that marks the cells of a bilocation pair,
//! and the player's colour marks. Colour marks read
//! without colour too: colour A is drawn in reverse video and colour B
//! underlined, each in its theme colour, and where the mini grid leaves a column
//! free, a letter before the candidate names its colour (`ᵃ5`, `ᵇ5`). The cells'
//! backgrounds (`Theme::filtered`) are set by the grid itself.

use ratatui::buffer::Buffer;
use ratatui::style::{Modifier, Style};

use super::cell::{mini_spot, put, shown_marks};
use super::layout::{GridLayout, Marks};
use crate::app::candidate_tools::Highlights;
use crate::engine::{Digit, digit_char};
use crate::game::{Colour, SudokuGame};
use crate::theme::Theme;

/// The glyph written before a candidate of a colour where there is room.
pub fn colour_glyph(colour: Colour) -> char {
    match colour {
        Colour::A => 'ᵃ',
        Colour::B => 'ᵇ',
    }
}

/// How a candidate of a colour looks: its theme colour, and a form that needs none.
pub fn colour_style(theme: &Theme, colour: Colour) -> Style {
    match colour {
        Colour::A => theme.colour_a.add_modifier(Modifier::REVERSED),
        Colour::B => theme
            .colour_b
            .add_modifier(Modifier::UNDERLINED | Modifier::BOLD),
    }
}

/// Draws the tools' marks over the empty cells in view: the filtered digit
/// (`filter`) where the tools pick a cell out, a bilocation pair's `=`, and
/// colour marks on the candidates shown.
pub fn draw(
    buf: &mut Buffer,
    g: &GridLayout,
    game: &SudokuGame,
    (filter, seen): (Option<Digit>, &Highlights),
    theme: &Theme,
    hinting: bool,
) {
    let pos = game.position();
    for cell in pos.empty_cells() {
        let Some(origin) = g.origin_of(usize::from(cell)) else {
            continue;
        };
        let background = buf
            .cell(origin)
            .map_or_else(Style::default, |c| Style::default().bg(c.bg));
        let shown = shown_marks(pos, cell, hinting).digits;
        let lone = shown.len() == 1;
        let paired = seen.bilocation.iter().any(|&(a, b)| a == cell || b == cell);
        if let Some(d) = filter.filter(|_| seen.filtered.contains(cell)) {
            let mut style = background.patch(theme.same_digit);
            if paired {
                style = style.add_modifier(Modifier::UNDERLINED);
            }
            if g.marks == Marks::Compact {
                compact_filtered(buf, g, origin, (d, style, background), paired);
            } else {
                let glyph = paired.then_some('=');
                mark(buf, g, origin, (d, style), (None, glyph), lone);
            }
        }
        let colours = game.colours(usize::from(cell));
        for d in shown {
            if let Some(colour) = colours.of(d) {
                let style = background.patch(colour_style(theme, colour));
                let before = Some(colour_glyph(colour));
                mark(buf, g, origin, (d, style), (before, None), lone);
            }
        }
    }
}

/// A compact cell the filter picks out shows the filtered digit alone, between
/// dots (`·5·`), or between `=` when it is one of a bilocation pair (`=5=`), so
/// a cut label (`15…`) never hides it.
fn compact_filtered(
    buf: &mut Buffer,
    g: &GridLayout,
    origin: (u16, u16),
    (d, style, background): (Digit, Style, Style),
    paired: bool,
) {
    let side = if paired { '=' } else { '·' };
    let label: Vec<char> = if g.cell_w >= 3 {
        vec![side, digit_char(d), side]
    } else {
        vec![digit_char(d)]
    };
    for x in origin.0..origin.0 + g.cell_w {
        put(buf, x, origin.1, ' ', background);
    }
    let start = origin.0 + (g.cell_w - label.len() as u16) / 2;
    for (i, ch) in label.into_iter().enumerate() {
        put(buf, start + i as u16, origin.1, ch, style);
    }
}

/// Draws candidate `d` of the cell at `origin` in `style`, with a glyph before
/// and after it where the mini grid leaves a free column (never around a lone
/// candidate, whose brackets are there); in a compact cell, restyles the digit
/// where the cell's label shows it.
fn mark(
    buf: &mut Buffer,
    g: &GridLayout,
    origin: (u16, u16),
    (d, style): (Digit, Style),
    (before, after): (Option<char>, Option<char>),
    lone: bool,
) {
    if g.marks == Marks::Compact {
        let ch = digit_char(d);
        for x in origin.0..origin.0 + g.cell_w {
            if buf
                .cell((x, origin.1))
                .is_some_and(|c| c.symbol() == ch.to_string())
            {
                put(buf, x, origin.1, ch, style);
            }
        }
        return;
    }
    let (x, y) = mini_spot(g, origin, d);
    put(buf, x, y, digit_char(d), style);
    if g.marks != Marks::SpacedGrid || lone {
        return;
    }
    if let Some(ch) = before.filter(|_| x > origin.0) {
        put(
            buf,
            x - 1,
            y,
            ch,
            style.remove_modifier(Modifier::UNDERLINED | Modifier::REVERSED),
        );
    }
    if let Some(ch) = after.filter(|_| x + 1 < origin.0 + g.cell_w) {
        put(
            buf,
            x + 1,
            y,
            ch,
            style.remove_modifier(Modifier::UNDERLINED),
        );
    }
}
