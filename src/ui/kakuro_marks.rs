//! The candidate tools drawn on a Kakuro grid (SPEC §8, §10 "Hints a person can
//! follow"), as on a Sudoku (`candidate_marks`): the filtered digit in every
//! empty cell the filter picks out (at its place in the mini grid, or alone as
//! `·5·` in a compact cell), a run pair's `=` (after the digit, or `=5=`), and
//! the player's colour marks on the candidates shown — colour A in reverse
//! video, B underlined, with `ᵃ`/`ᵇ` before the candidate where the mini grid
//! leaves a column free, so they read without colour. The picked cells'
//! background (`Theme::filtered`) is set by the grid itself. While a hint is
//! shown, the candidates a cell shows may be the coach's (`shown_marks`).

use ratatui::buffer::Buffer;
use ratatui::style::{Modifier, Style};

use super::candidate_marks::{colour_glyph, colour_style};
use super::cell::{Shown, put};
use super::kakuro_layout::{KakuroLayout, mini_spot};
use super::layout::Marks;
use crate::app::kakuro_tools::KakuroHighlights;
use crate::engine::{Digit, digit_char};
use crate::game::KakuroGame;
use crate::kakuro::KakuroPosition;
use crate::theme::Theme;

/// Draws the tools' marks over the empty cells in view: the filtered digit
/// (`filter`) where the tools pick a cell out, with a run pair's `=`, and the
/// colour marks of the candidates the cell shows (`coach`: while a hint is
/// shown, the position it was computed from, whose candidates show where the
/// player has none).
pub fn draw(
    buf: &mut Buffer,
    g: &KakuroLayout,
    game: &KakuroGame,
    (filter, seen): (Option<Digit>, &KakuroHighlights),
    coach: Option<&KakuroPosition>,
    theme: &Theme,
) {
    let pos = game.position();
    let grid = game.grid();
    for cell in pos.empty_cells() {
        let (r, c) = grid.position_of(cell);
        if !g.shows(r, c) {
            continue;
        }
        let origin = (g.col_x(c), g.row_y(r));
        let background = buf
            .cell(origin)
            .map_or_else(Style::default, |c| Style::default().bg(c.bg));
        let shown = shown_marks(pos, coach, cell).digits;
        let lone = shown.len() == 1;
        let paired = seen.is_paired(cell);
        let picked = seen.filtered.get(cell).copied().unwrap_or(false);
        if let Some(d) = filter.filter(|_| picked) {
            let mut style = background.patch(theme.same_digit);
            if paired {
                style = style.add_modifier(Modifier::UNDERLINED);
            }
            if g.marks == Marks::Compact {
                compact_filtered(buf, g, origin, (d, style, background), paired);
            } else {
                let after = paired.then_some('=');
                mark(buf, g, origin, (d, style), (None, after), lone);
            }
        }
        let colours = game.colours(cell);
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
/// dots (`·5·`), or between `=` when it is one of a run pair (`=5=`).
fn compact_filtered(
    buf: &mut Buffer,
    g: &KakuroLayout,
    origin: (u16, u16),
    (d, style, background): (Digit, Style, Style),
    paired: bool,
) {
    let side = if paired { '=' } else { '·' };
    for x in origin.0..origin.0 + g.cell_w {
        put(buf, x, origin.1, ' ', background);
    }
    let start = origin.0 + (g.cell_w - 3) / 2;
    for (i, ch) in [side, digit_char(d), side].into_iter().enumerate() {
        put(buf, start + i as u16, origin.1, ch, style);
    }
}

/// Draws candidate `d` of the cell at `origin` in `style`, with a glyph before
/// and after it where the mini grid leaves a free column (never around a lone
/// candidate, whose brackets are there); in a compact cell, restyles the digit
/// where the cell's text shows it.
fn mark(
    buf: &mut Buffer,
    g: &KakuroLayout,
    origin: (u16, u16),
    (d, style): (Digit, Style),
    (before, after): (Option<char>, Option<char>),
    lone: bool,
) {
    let ch = digit_char(d);
    if g.marks == Marks::Compact {
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
    put(buf, x, y, ch, style);
    if g.marks != Marks::SpacedGrid || lone {
        return;
    }
    let plain = style.remove_modifier(Modifier::UNDERLINED | Modifier::REVERSED);
    if let Some(glyph) = before.filter(|_| x > origin.0) {
        put(buf, x - 1, y, glyph, plain);
    }
    if let Some(glyph) = after.filter(|_| x + 1 < origin.0 + g.cell_w) {
        put(buf, x + 1, y, glyph, plain);
    }
}

/// What an empty cell's marks show: the player's own, or while a hint is shown
/// (`coach`: the position it was computed from) and the player has none, the
/// coach's candidates, drawn apart.
pub(super) fn shown_marks(
    pos: &KakuroPosition,
    coach: Option<&KakuroPosition>,
    cell: usize,
) -> Shown {
    let own = pos.candidates(cell);
    match coach {
        Some(coach) if own.is_empty() && pos.value(cell) == 0 => {
            Shown::computed(coach.candidates(cell))
        }
        _ => Shown::own(own),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::DigitSet;
    use crate::kakuro::read_kakuro;

    #[test]
    fn the_coachs_candidates_show_only_where_the_player_has_none() {
        let p = read_kakuro("# 4\\ 3\\\n\\3 . .\n\\4 . .\n", "t").unwrap();
        let mut played = KakuroPosition::new(p.grid.clone(), &[0; 4]);
        (0..4).for_each(|c| played.set_candidates(c, DigitSet::EMPTY));
        played.set_candidates(0, DigitSet::from_digits([1, 2]));
        played.place(3, 1);
        let mut coach = played.clone();
        coach.set_candidates(0, DigitSet::single(1));
        coach.set_candidates(1, DigitSet::from_digits([1, 2]));
        assert_eq!(shown_marks(&played, None, 1), Shown::own(DigitSet::EMPTY));
        assert_eq!(
            shown_marks(&played, Some(&coach), 0),
            Shown::own(DigitSet::from_digits([1, 2])),
            "the player's own marks stay theirs"
        );
        assert_eq!(
            shown_marks(&played, Some(&coach), 1),
            Shown::computed(DigitSet::from_digits([1, 2]))
        );
        assert!(!shown_marks(&played, Some(&coach), 3).computed);
        assert!(played.candidates(1).is_empty(), "nothing is written");
    }
}
