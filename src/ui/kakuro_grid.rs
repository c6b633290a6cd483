//! Drawing a Kakuro (SPEC §8, §10): thin lines around every square, black squares
//! filled, clue squares as `D\R` text (`16\`, `\23`, `17\24`: down sum, then
//! across), white cells with the player's digits or candidates (a mini grid when
//! there is room, a compact string otherwise), run conflicts, checked mistakes, the
//! cells of a hint and the cursor, each in its theme style. The layout is a pure
//! function of the grid and the terminal size, so mouse hit-testing agrees with it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::cell::{self, Look, lone_mark, put};
use super::grid::compact;
use super::layout::{Marks, PANEL_MIN, ScreenLayout, panel_beside};
use super::lines::{Weight, horizontal, junction, vertical};
use crate::app::StagedHint;
use crate::engine::DigitSet;
use crate::game::KakuroGame;
use crate::kakuro::{ConflictKind, HintStage, KakuroGrid, Square};
use crate::theme::Theme;

/// The cell sizes to try, largest first; a clue needs five columns (`17\24`).
const TIERS: [(u16, u16, Marks); 3] = [
    (7, 3, Marks::SpacedGrid),
    (5, 3, Marks::DenseGrid),
    (5, 1, Marks::Compact),
];

/// Where the squares of a Kakuro go on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KakuroLayout {
    /// Inner width of a square in characters.
    pub cell_w: u16,
    /// Inner height of a square in lines.
    pub cell_h: u16,
    /// How candidates are drawn.
    pub marks: Marks,
    /// Total size including lines.
    pub size: (u16, u16),
    /// Top-left corner on screen.
    pub origin: (u16, u16),
}

impl KakuroLayout {
    fn new(grid: &KakuroGrid, tier: (u16, u16, Marks), origin: (u16, u16)) -> KakuroLayout {
        let (cell_w, cell_h, marks) = tier;
        let size = (
            grid.width() as u16 * (cell_w + 1) + 1,
            grid.height() as u16 * (cell_h + 1) + 1,
        );
        KakuroLayout {
            cell_w,
            cell_h,
            marks,
            size,
            origin,
        }
    }

    /// Screen x of column `c`'s first inner character.
    pub fn col_x(&self, c: usize) -> u16 {
        self.origin.0 + 1 + c as u16 * (self.cell_w + 1)
    }

    /// Screen y of row `r`'s first inner line.
    pub fn row_y(&self, r: usize) -> u16 {
        self.origin.1 + 1 + r as u16 * (self.cell_h + 1)
    }

    /// The white cell under a screen position, if any.
    pub fn cell_at(&self, grid: &KakuroGrid, x: u16, y: u16) -> Option<u16> {
        let dx = x.checked_sub(self.origin.0 + 1)?;
        let dy = y.checked_sub(self.origin.1 + 1)?;
        let (c, r) = (dx / (self.cell_w + 1), dy / (self.cell_h + 1));
        let inside = dx % (self.cell_w + 1) < self.cell_w && dy % (self.cell_h + 1) < self.cell_h;
        let on_grid = usize::from(c) < grid.width() && usize::from(r) < grid.height();
        (inside && on_grid)
            .then(|| grid.white_cell(r.into(), c.into()))
            .flatten()
            .map(|w| w as u16)
    }
}

/// Places the grid and the panel in `area`, or says what size would be needed.
pub fn screen_layout(
    grid: &KakuroGrid,
    area: Rect,
) -> Result<ScreenLayout<KakuroLayout>, (u16, u16)> {
    let mut needed = (u16::MAX, u16::MAX);
    for tier in TIERS {
        let layout = KakuroLayout::new(grid, tier, (area.x, area.y));
        let (w, h) = layout.size;
        needed = (w.saturating_add(1 + PANEL_MIN.0), h.max(PANEL_MIN.1));
        if needed.0 <= area.width && needed.1 <= area.height {
            let panel = panel_beside(area, w);
            return Ok(ScreenLayout {
                grid: layout,
                panel,
            });
        }
    }
    Err(needed)
}

/// Draws the grid of `game` where `g` says; `marked` are cells a check found wrong,
/// `hint` the hint being revealed (its cells highlighted from its second stage).
pub fn draw(
    buf: &mut Buffer,
    g: &KakuroLayout,
    game: &KakuroGame,
    theme: &Theme,
    marked: &[u16],
    hint: Option<&StagedHint>,
) {
    let grid = game.grid();
    draw_lines(buf, g, grid, theme);
    let pos = game.position();
    let mut looks = vec![Look::default(); grid.cell_count()];
    for conflict in pos.conflicts() {
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
    if let Some(hint) = hint.filter(|h| h.stage != HintStage::Technique) {
        for c in hint.step.cells() {
            if let Some(look) = looks.get_mut(c) {
                look.hint = true;
            }
        }
    }
    looks[game.cursor()].cursor = true;
    for r in 0..grid.height() {
        for c in 0..grid.width() {
            let origin = (g.col_x(c), g.row_y(r));
            match (grid.square(r, c), grid.white_cell(r, c)) {
                (_, Some(cell)) => draw_white(buf, g, origin, game, cell, looks[cell], theme),
                (Square::Clue { down, right }, None) => {
                    draw_clue(buf, g, origin, down, right, theme)
                }
                _ => fill(buf, g, origin, '█', theme.thin_line),
            }
        }
    }
}

fn draw_lines(buf: &mut Buffer, g: &KakuroLayout, grid: &KakuroGrid, theme: &Theme) {
    let (w, h) = (grid.width(), grid.height());
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
}

fn fill(buf: &mut Buffer, g: &KakuroLayout, origin: (u16, u16), ch: char, style: Style) {
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

fn draw_clue(
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
    cell: usize,
    look: Look,
    theme: &Theme,
) {
    let pos = game.position();
    let content = (pos.value(cell), pos.is_given(cell));
    let marks = pos.candidates(cell);
    let place = (origin, (g.cell_w, g.cell_h));
    cell::draw(buf, place, content, look, theme, |buf, style| {
        draw_marks(buf, g, origin, marks, style)
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
    let step = if g.marks == Marks::SpacedGrid { 2 } else { 1 };
    if let Some(d) = marks.single_digit() {
        let k = u16::from(d - 1);
        lone_mark(buf, (x0 + 1 + step * (k % 3), y0 + k / 3), room, d, style);
        return;
    }
    for d in marks {
        let k = u16::from(d - 1);
        put(
            buf,
            x0 + 1 + step * (k % 3),
            y0 + k / 3,
            char::from(b'0' + d),
            style,
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::kakuro::read_kakuro;

    #[test]
    fn clue_text_is_down_then_across() {
        assert_eq!(clue_text(Some(16), None), "16\\");
        assert_eq!(clue_text(None, Some(23)), "\\23");
        assert_eq!(clue_text(Some(17), Some(24)), "17\\24");
    }

    #[test]
    fn layout_picks_the_largest_size_and_hit_tests_white_cells_only() {
        let p = read_kakuro("# 4\\ 3\\\n\\3 . .\n\\4 . .\n", "t").unwrap();
        let big = screen_layout(&p.grid, Rect::new(0, 0, 120, 40)).unwrap();
        assert_eq!((big.grid.cell_w, big.grid.cell_h), (7, 3));
        assert_eq!(big.grid.size, (25, 13));
        let g = &big.grid;
        assert_eq!(g.cell_at(&p.grid, g.col_x(1), g.row_y(1)), Some(0));
        assert_eq!(g.cell_at(&p.grid, g.col_x(2) + 6, g.row_y(2) + 2), Some(3));
        assert_eq!(g.cell_at(&p.grid, g.col_x(0), g.row_y(1)), None);
        assert_eq!(g.cell_at(&p.grid, g.col_x(1) - 1, g.row_y(1)), None);
        assert_eq!(
            screen_layout(&p.grid, Rect::new(0, 0, 40, 10)),
            Err((48, 16))
        );
    }
}
