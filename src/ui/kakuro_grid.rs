//! Drawing a Kakuro (SPEC §8, §10): thin lines around every square, black squares
//! filled, clue squares as `D\R` text (`16\`, `\23`, `17\24`: down sum, then
//! across), white cells with the player's digits or candidates (a mini grid when
//! there is room, a compact string otherwise; a lone candidate in brackets), run
//! conflicts, checked mistakes, the cells of a hint, the candidate tools' picks
//! and marks (`kakuro_marks`) and the cursor, each in its theme style. While a
//! hint is shown, every empty cell shows candidates, as on a Sudoku: where the
//! player has marks, theirs; where not, the ones the coach works on (the
//! position the hint was computed from: the game's analysis position, which is
//! the same while the hint is shown, since any change withdraws it), drawn
//! apart (dim and italic) and never written into the player's marks; at the
//! hint's last stage, what it removes (`×`) and places (`+`) is marked on them
//! (`grid_pattern`). Where the squares go, and the window of a grid too large for
//! the terminal, is `kakuro_layout`'s; an arrow on each edge of a window shows
//! that more of the grid lies beyond.

use ratatui::buffer::Buffer;
use ratatui::style::Style;

use super::cell::{self, Look, Shown, compact, lone_mark, put};
use super::grid_pattern::{MarkPlaces, draw_pattern};
use super::kakuro_layout::{KakuroLayout, mini_spot};
use super::kakuro_marks::{self, shown_marks};
use super::layout::Marks;
use super::lines::{Weight, horizontal, junction, vertical};
use super::pattern_marks::{BoardMarks, Tint, plain_marks};
use crate::app::StagedHint;
use crate::app::candidate_tools::CandidateTools;
use crate::engine::{Cell, Digit, DigitSet};
use crate::game::KakuroGame;
use crate::kakuro::{ConflictKind, HintStage, KakuroGrid, Square};
use crate::theme::Theme;

/// Draws the grid of `game` where `g` says; `marked` are cells a check found wrong,
/// `conflicts` whether run conflicts are drawn as typed, `hint` the hint being
/// revealed (every empty cell's candidates shown, the coach's apart where the
/// player has none; its cells highlighted from its second stage, and what it
/// removes and places marked at its last), `tools` the candidate tools, whose
/// picked cells take the filter's background and whose marks (`kakuro_marks`)
/// are drawn over the candidates.
pub fn draw(
    buf: &mut Buffer,
    g: &KakuroLayout,
    game: &KakuroGame,
    theme: &Theme,
    (marked, conflicts): (&[u16], bool),
    (hint, tools): (Option<&StagedHint>, &CandidateTools),
) {
    let grid = game.grid();
    draw_lines(buf, g, theme);
    let pos = game.position();
    let mut looks = vec![Look::default(); grid.cell_count()];
    let found = if conflicts {
        pos.conflicts()
    } else {
        Vec::new()
    };
    for conflict in found {
        let cells = match conflict.kind {
            ConflictKind::Duplicate { cells, .. } => cells,
            ConflictKind::Sum { .. } => grid.runs()[conflict.run].cells.clone(),
        };
        cells.iter().for_each(|&c| looks[c].conflict = true);
    }
    for &c in marked {
        if let Some(look) = looks.get_mut(usize::from(c)) {
            look.mistake = true;
        }
    }
    let board_marks = hint.and_then(hint_marks);
    if let Some(marks) = &board_marks {
        for (cell, look) in looks.iter_mut().enumerate() {
            let cell = Cell::try_from(cell).unwrap_or(Cell::MAX);
            look.hint = marks.tint_of(cell) == Some(Tint::Pattern);
        }
    }
    looks[game.cursor()].cursor = true;
    // The coach's position is worked out once, for the hint and the tools alike.
    let analysis = (hint.is_some() || tools.picks_cells()).then(|| game.analysis_position());
    let coach = analysis.as_ref().filter(|_| hint.is_some());
    let seen = match analysis.as_ref().filter(|_| tools.picks_cells()) {
        Some(analysis) => tools.kakuro_highlights(analysis),
        None => Default::default(),
    };
    for (cell, look) in looks.iter_mut().enumerate() {
        if seen.contains(cell) {
            look.tint = theme.filtered;
        }
    }
    let rows = g.first.0..g.first.0 + g.shown.0;
    for r in rows {
        for c in g.first.1..g.first.1 + g.shown.1 {
            let origin = (g.col_x(c), g.row_y(r));
            match (grid.square(r, c), grid.white_cell(r, c)) {
                (_, Some(cell)) => {
                    let shown = shown_marks(pos, coach, cell);
                    draw_white(buf, g, origin, game, (cell, shown), looks[cell], theme)
                }
                (Square::Clue { down, right }, None) => {
                    draw_clue(buf, g, origin, down, right, theme)
                }
                _ => fill(buf, g, origin, '█', theme.thin_line),
            }
        }
    }
    kakuro_marks::draw(buf, g, game, (tools.filter, &seen), coach, theme);
    if let Some(marks) = &board_marks {
        let places = KakuroPlaces { g, grid };
        let shown = |cell: usize| {
            (cell < grid.cell_count() && pos.value(cell) == 0)
                .then(|| shown_marks(pos, coach, cell).digits)
        };
        draw_pattern(buf, &places, shown, marks, theme);
    }
}

/// The board marks of a Kakuro hint from its second stage on: its cells, and at
/// the last stage what it removes and places.
fn hint_marks(hint: &StagedHint) -> Option<BoardMarks> {
    (hint.stage != HintStage::Technique)
        .then(|| plain_marks(&hint.step, hint.stage == HintStage::Step))
}

/// Where a Kakuro's white cells and their candidates are on screen.
struct KakuroPlaces<'a> {
    g: &'a KakuroLayout,
    grid: &'a KakuroGrid,
}

impl MarkPlaces for KakuroPlaces<'_> {
    fn cell_origin(&self, cell: usize) -> Option<(u16, u16)> {
        let (r, c) = self.grid.position_of(cell);
        self.g
            .shows(r, c)
            .then(|| (self.g.col_x(c), self.g.row_y(r)))
    }

    fn candidate_spot(&self, origin: (u16, u16), d: Digit) -> (u16, u16) {
        mini_spot(self.g, origin, d)
    }

    fn mark_layout(&self) -> Marks {
        self.g.marks
    }

    fn cell_width(&self) -> u16 {
        self.g.cell_w
    }
}

/// The lines around the squares in view, with an arrow in the middle of each
/// edge that has more of the grid beyond it.
pub(super) fn draw_lines(buf: &mut Buffer, g: &KakuroLayout, theme: &Theme) {
    let (h, w) = g.shown;
    let x_of = |i: usize| g.origin.0 + i as u16 * (g.cell_w + 1);
    let y_of = |j: usize| g.origin.1 + j as u16 * (g.cell_h + 1);
    let on = |yes: bool| if yes { Weight::Light } else { Weight::None };
    for j in 0..=h {
        for i in 0..=w {
            let (x, y) = (x_of(i), y_of(j));
            let ch = junction(on(j > 0), on(j < h), on(i > 0), on(i < w));
            put(buf, x, y, ch, theme.thin_line);
            if i < w {
                for dx in 1..=g.cell_w {
                    put(buf, x + dx, y, horizontal(Weight::Light), theme.thin_line);
                }
            }
            if j < h {
                for dy in 1..=g.cell_h {
                    put(buf, x, y + dy, vertical(Weight::Light), theme.thin_line);
                }
            }
        }
    }
    let (right, bottom) = (x_of(w), y_of(h));
    let (mid_x, mid_y) = (g.origin.0 + g.size.0 / 2, g.origin.1 + g.size.1 / 2);
    let beyond = [
        (g.first.0 > 0, (mid_x, g.origin.1), '▲'),
        (g.first.0 + h < g.grid_size.0, (mid_x, bottom), '▼'),
        (g.first.1 > 0, (g.origin.0, mid_y), '◀'),
        (g.first.1 + w < g.grid_size.1, (right, mid_y), '▶'),
    ];
    for (more, (x, y), arrow) in beyond {
        if more {
            put(buf, x, y, arrow, theme.title);
        }
    }
}

/// Fills the inside of the square at `origin` with `ch`.
pub(super) fn fill(buf: &mut Buffer, g: &KakuroLayout, origin: (u16, u16), ch: char, style: Style) {
    for y in origin.1..origin.1 + g.cell_h {
        for x in origin.0..origin.0 + g.cell_w {
            put(buf, x, y, ch, style);
        }
    }
}

/// The text of a clue square: down sum, `\`, across sum.
pub fn clue_text(down: Option<u8>, right: Option<u8>) -> String {
    let side = |s: Option<u8>| s.map(|v| v.to_string()).unwrap_or_default();
    format!("{}\\{}", side(down), side(right))
}

/// Draws a clue square: shaded, its `D\R` text across the middle.
pub(super) fn draw_clue(
    buf: &mut Buffer,
    g: &KakuroLayout,
    origin: (u16, u16),
    down: Option<u8>,
    right: Option<u8>,
    theme: &Theme,
) {
    fill(buf, g, origin, '░', theme.thin_line);
    let text = clue_text(down, right);
    // Right-aligned down sums and left-aligned across sums keep the `\` in line.
    let down_w = down.map_or(0, |d| d.to_string().len()) as u16;
    let x = origin.0 + (g.cell_w / 2).saturating_sub(down_w);
    let y = origin.1 + g.cell_h / 2;
    for dx in 0..g.cell_w {
        put(buf, origin.0 + dx, y, ' ', theme.given);
    }
    for (i, ch) in text.chars().enumerate() {
        put(buf, x + i as u16, y, ch, theme.given);
    }
}

fn draw_white(
    buf: &mut Buffer,
    g: &KakuroLayout,
    origin: (u16, u16),
    game: &KakuroGame,
    (cell, shown): (usize, Shown),
    look: Look,
    theme: &Theme,
) {
    let pos = game.position();
    let content = (pos.value(cell), pos.is_given(cell));
    let place = (origin, (g.cell_w, g.cell_h));
    cell::draw(buf, place, content, look, theme, |buf, style| {
        draw_marks(buf, g, origin, shown.digits, shown.style(style))
    });
}

fn draw_marks(
    buf: &mut Buffer,
    g: &KakuroLayout,
    origin: (u16, u16),
    marks: DigitSet,
    style: Style,
) {
    let (x0, y0) = origin;
    let room = (x0, x0 + g.cell_w - 1);
    if g.marks == Marks::Compact {
        if let Some(d) = marks.single_digit() {
            lone_mark(buf, (x0 + (g.cell_w - 1) / 2, y0), room, d, style);
            return;
        }
        let text = compact(marks, g.cell_w as usize, false);
        let start = x0 + (g.cell_w - text.chars().count() as u16) / 2;
        for (i, ch) in text.chars().enumerate() {
            put(buf, start + i as u16, y0, ch, style);
        }
        return;
    }
    if let Some(d) = marks.single_digit() {
        lone_mark(buf, mini_spot(g, origin, d), room, d, style);
        return;
    }
    for d in marks {
        let (x, y) = mini_spot(g, origin, d);
        put(buf, x, y, char::from(b'0' + d), style);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clue_text_is_down_then_across() {
        assert_eq!(clue_text(Some(16), None), "16\\");
        assert_eq!(clue_text(None, Some(23)), "\\23");
        assert_eq!(clue_text(Some(17), Some(24)), "17\\24");
    }
}
