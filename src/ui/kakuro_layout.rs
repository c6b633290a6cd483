//! Where a Kakuro's squares go on screen (SPEC §8, §10): the largest cell size
//! that fits the terminal beside the panel, and for a grid too large even at the
//! smallest size, a window that follows the cursor (kept central where the
//! grid's edges allow) or the cells of a hint. The layout is a pure function of
//! the grid, the terminal size and the cursor, so drawing and mouse hit-testing
//! agree; [`mini_spot`] places each candidate in its cell.

use ratatui::layout::Rect;

use super::layout::{Marks, PANEL_MIN, ScreenLayout, panel_beside};
use crate::game::KakuroGame;
use crate::kakuro::KakuroGrid;

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
