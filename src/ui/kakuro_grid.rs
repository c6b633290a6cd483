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
//! (`grid_pattern`). A grid too large for the terminal at the smallest cell size is
//! shown as a window that follows the cursor (kept central where the grid's edges
//! allow), with an arrow on each edge that has more of the grid beyond. The layout
//! is a pure function of the grid, the terminal size and the cursor, so mouse
//! hit-testing agrees with it.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

use super::cell::{self, Look, Shown, lone_mark, put};
use super::grid::compact;
use super::grid_pattern::{MarkPlaces, draw_pattern};
use super::kakuro_marks;
use super::layout::{Marks, PANEL_MIN, ScreenLayout, panel_beside};
use super::lines::{Weight, horizontal, junction, vertical};
use super::pattern_marks::{BoardMarks, Tint, plain_marks};
use crate::app::StagedHint;
use crate::app::candidate_tools::CandidateTools;
use crate::engine::{Cell, Digit, DigitSet};
use crate::game::KakuroGame;
use crate::kakuro::{ConflictKind, HintStage, KakuroGrid, KakuroPosition, Square};
use crate::theme::Theme;

/// The cell sizes to try, largest first; a clue needs five columns (`17\24`).
const TIERS: [(u16, u16, Marks); 3] = [
    (7, 3, Marks::SpacedGrid),
    (5, 3, Marks::DenseGrid),
    (5, 1, Marks::Compact),
];

/// The fewest squares across and down a scrolling view shows.
const MIN_VIEW: (usize, usize) = (3, 3);

/// Where the squares of a Kakuro go on screen: the whole grid, or when it does
/// not fit at the smallest cell size, a window of it that scrolls with the cursor
/// (kept in the middle where the grid's edges allow).
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
    /// The first row and column of the grid shown.
    pub first: (usize, usize),
    /// How many rows and columns are shown.
    pub shown: (usize, usize),
    /// The grid's rows and columns.
    pub grid_size: (usize, usize),
}

impl KakuroLayout {
    /// The squares from `first`, `shown` rows and columns of them, at one cell size.
    fn new(
        tier: (u16, u16, Marks),
        origin: (u16, u16),
        (first, shown): ((usize, usize), (usize, usize)),
        grid_size: (usize, usize),
    ) -> KakuroLayout {
        let (cell_w, cell_h, marks) = tier;
        let size = (
            shown.1 as u16 * (cell_w + 1) + 1,
            shown.0 as u16 * (cell_h + 1) + 1,
        );
        KakuroLayout {
            cell_w,
            cell_h,
            marks,
            size,
            origin,
            first,
            shown,
            grid_size,
        }
    }

    /// Whether the view shows the whole grid.
    pub fn is_whole(&self) -> bool {
        self.shown == self.grid_size
    }

    /// Whether the square at grid row `r`, column `c` is in view.
    pub fn shows(&self, r: usize, c: usize) -> bool {
        (self.first.0..self.first.0 + self.shown.0).contains(&r)
            && (self.first.1..self.first.1 + self.shown.1).contains(&c)
    }

    /// Screen x of column `c`'s first inner character (`c` in view).
    pub fn col_x(&self, c: usize) -> u16 {
        self.origin.0 + 1 + c.saturating_sub(self.first.1) as u16 * (self.cell_w + 1)
    }

    /// Screen y of row `r`'s first inner line (`r` in view).
    pub fn row_y(&self, r: usize) -> u16 {
        self.origin.1 + 1 + r.saturating_sub(self.first.0) as u16 * (self.cell_h + 1)
    }

    /// The white cell under a screen position, if any.
    pub fn cell_at(&self, grid: &KakuroGrid, x: u16, y: u16) -> Option<u16> {
        let dx = x.checked_sub(self.origin.0 + 1)?;
        let dy = y.checked_sub(self.origin.1 + 1)?;
        let (c, r) = (dx / (self.cell_w + 1), dy / (self.cell_h + 1));
        let inside = dx % (self.cell_w + 1) < self.cell_w && dy % (self.cell_h + 1) < self.cell_h;
        let in_view = usize::from(c) < self.shown.1 && usize::from(r) < self.shown.0;
        let (r, c) = (self.first.0 + usize::from(r), self.first.1 + usize::from(c));
        (inside && in_view)
            .then(|| grid.white_cell(r, c))
            .flatten()
            .map(|w| w as u16)
    }
}

/// The first of `shown` lines out of `total` that keeps line `at` in the middle,
/// as far as the ends allow.
fn window_start(at: usize, shown: usize, total: usize) -> usize {
    at.saturating_sub(shown / 2)
        .min(total.saturating_sub(shown))
}

/// Places the grid and the panel in `area`, or says what size would be needed:
/// the whole grid at the largest cell size that fits, else a window of it at the
/// smallest size around the cursor square (`cursor`: its row and column).
pub fn screen_layout(
    grid: &KakuroGrid,
    area: Rect,
    cursor: (usize, usize),
) -> Result<ScreenLayout<KakuroLayout>, (u16, u16)> {
    sized_layout((grid.height(), grid.width()), area, cursor)
}

/// Places a grid of `whole` rows and columns and the panel in `area`, as
/// [`screen_layout`] does (for a grid still being written, which is no
/// [`KakuroGrid`] yet).
pub fn sized_layout(
    whole: (usize, usize),
    area: Rect,
    cursor: (usize, usize),
) -> Result<ScreenLayout<KakuroLayout>, (u16, u16)> {
    let origin = (area.x, area.y);
    let fits = |(w, h): (u16, u16)| (w.saturating_add(1 + PANEL_MIN.0), h.max(PANEL_MIN.1));
    for tier in TIERS {
        let layout = KakuroLayout::new(tier, origin, ((0, 0), whole), whole);
        let needed = fits(layout.size);
        if needed.0 <= area.width && needed.1 <= area.height {
            let panel = panel_beside(area, layout.size.0);
            return Ok(ScreenLayout {
                grid: layout,
                panel,
            });
        }
    }
    let tier = TIERS[TIERS.len() - 1];
    let (step_w, step_h) = (usize::from(tier.0) + 1, usize::from(tier.1) + 1);
    let board_w = usize::from(area.width).saturating_sub(1 + usize::from(PANEL_MIN.0) + 1);
    let board_h = usize::from(area.height).saturating_sub(1);
    let shown = (
        (board_h / step_h).min(whole.0),
        (board_w / step_w).min(whole.1),
    );
    let least = (MIN_VIEW.0.min(whole.0), MIN_VIEW.1.min(whole.1));
    if shown.0 < least.0 || shown.1 < least.1 || area.height < PANEL_MIN.1 {
        let smallest = KakuroLayout::new(tier, origin, ((0, 0), least), whole);
        return Err(fits(smallest.size));
    }
    let first = (
        window_start(cursor.0, shown.0, whole.0),
        window_start(cursor.1, shown.1, whole.1),
    );
    let layout = KakuroLayout::new(tier, origin, (first, shown), whole);
    let panel = panel_beside(area, layout.size.0);
    Ok(ScreenLayout {
        grid: layout,
        panel,
    })
}

/// The layout of a game in play: its grid around its cursor.
pub fn game_layout(
    game: &KakuroGame,
    area: Rect,
) -> Result<ScreenLayout<KakuroLayout>, (u16, u16)> {
    focused_layout(game, area, None)
}

/// The layout of a game in play around `focus`, cells to bring into view (the
/// middle of the rectangle they span is kept central, so a run that fits the
/// window shows whole), or around the cursor when there are none.
pub fn focused_layout(
    game: &KakuroGame,
    area: Rect,
    focus: Option<&[usize]>,
) -> Result<ScreenLayout<KakuroLayout>, (u16, u16)> {
    let grid = game.grid();
    let squares: Vec<(usize, usize)> = focus
        .unwrap_or_default()
        .iter()
        .filter(|&&c| c < grid.cell_count())
        .map(|&c| grid.position_of(c))
        .collect();
    let at = match squares
        .iter()
        .copied()
        .reduce(|(r0, c0), (r, c)| (r0.min(r), c0.min(c)))
    {
        Some((top, left)) => {
            let bottom = squares.iter().map(|s| s.0).max().unwrap_or(top);
            let right = squares.iter().map(|s| s.1).max().unwrap_or(left);
            ((top + bottom) / 2, (left + right) / 2)
        }
        None => grid.position_of(game.cursor()),
    };
    screen_layout(grid, area, at)
}

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

/// Where candidate `d` goes in the mini grid of the cell at `origin` (a grid
/// layout, not a compact one): three to a line, spaced out where there is room.
pub fn mini_spot(g: &KakuroLayout, (x0, y0): (u16, u16), d: u8) -> (u16, u16) {
    let step = if g.marks == Marks::SpacedGrid { 2 } else { 1 };
    let k = u16::from(d.max(1) - 1);
    (x0 + 1 + step * (k % 3), y0 + k / 3)
}

#[cfg(test)]
mod tests {
    use super::*;
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

    #[test]
    fn clue_text_is_down_then_across() {
        assert_eq!(clue_text(Some(16), None), "16\\");
        assert_eq!(clue_text(None, Some(23)), "\\23");
        assert_eq!(clue_text(Some(17), Some(24)), "17\\24");
    }

    #[test]
    fn layout_picks_the_largest_size_and_hit_tests_white_cells_only() {
        let p = read_kakuro("# 4\\ 3\\\n\\3 . .\n\\4 . .\n", "t").unwrap();
        let big = screen_layout(&p.grid, Rect::new(0, 0, 120, 40), (1, 1)).unwrap();
        assert_eq!((big.grid.cell_w, big.grid.cell_h), (7, 3));
        assert_eq!(big.grid.size, (25, 13));
        let g = &big.grid;
        assert_eq!(g.cell_at(&p.grid, g.col_x(1), g.row_y(1)), Some(0));
        assert_eq!(g.cell_at(&p.grid, g.col_x(2) + 6, g.row_y(2) + 2), Some(3));
        assert_eq!(g.cell_at(&p.grid, g.col_x(0), g.row_y(1)), None);
        assert_eq!(g.cell_at(&p.grid, g.col_x(1) - 1, g.row_y(1)), None);
        assert_eq!(
            screen_layout(&p.grid, Rect::new(0, 0, 40, 10), (1, 1)),
            Err((48, 16))
        );
    }

    /// A grid of `down` × `across` copies of the 3×3 puzzle above.
    fn tiled(down: usize, across: usize) -> std::sync::Arc<KakuroGrid> {
        let tile = [["#", "4\\", "3\\"], ["\\3", ".", "."], ["\\4", ".", "."]];
        let text: String = (0..3 * down)
            .map(|r| {
                let row: Vec<&str> = (0..3 * across).map(|c| tile[r % 3][c % 3]).collect();
                row.join(" ") + "\n"
            })
            .collect();
        read_kakuro(&text, "tiled").unwrap().grid
    }

    #[test]
    fn a_grid_too_large_for_the_screen_scrolls_with_the_cursor() {
        let grid = tiled(10, 16); // 30 rows, 48 columns
        let area = Rect::new(0, 0, 120, 40);
        let top = screen_layout(&grid, area, (1, 1)).unwrap().grid;
        assert_eq!((top.cell_w, top.cell_h), (5, 1));
        assert_eq!(top.first, (0, 0));
        assert!(!top.is_whole());
        assert!(top.size.0 + 1 + PANEL_MIN.0 <= 120 && top.size.1 <= 40);
        let corner = screen_layout(&grid, area, (29, 47)).unwrap().grid;
        assert!(corner.shows(29, 47) && corner.shows(29 - corner.shown.0 + 1, 47));
        assert_eq!(corner.first.0 + corner.shown.0, 30);
        assert_eq!(corner.first.1 + corner.shown.1, 48);
        let last = grid.white_cell(29, 47).unwrap() as u16;
        let (x, y) = (corner.col_x(47), corner.row_y(29));
        assert_eq!(corner.cell_at(&grid, x, y), Some(last));
        let middle = screen_layout(&grid, area, (14, 25)).unwrap().grid;
        assert_eq!(
            middle.first.1,
            25 - middle.shown.1 / 2,
            "the cursor is kept central"
        );
    }
}
