//! Where everything goes on screen (SPEC §10), as pure functions of the board and
//! the terminal size, so drawing and mouse hit-testing agree and tests can check
//! both. The grid picks the largest of a few cell sizes that fits beside the side
//! panel: candidates as a mini grid when there is room, a compact form otherwise;
//! the smallest sizes keep only the thick lines between regions.

use ratatui::layout::Rect;

use crate::engine::{Cell, Geometry, Regions};

/// The side panel's narrowest and shortest useful size.
pub const PANEL_MIN: (u16, u16) = (28, 16);

/// How a cell's candidates are drawn.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Marks {
    /// One position per digit, spaced out: `1 2 3`.
    SpacedGrid,
    /// One position per digit, packed: `123`.
    DenseGrid,
    /// The candidates as a short string, cut with `…` when they do not fit.
    Compact,
}

/// The grid's measurements at one cell size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridLayout {
    /// The board side.
    pub n: usize,
    /// Inner width of a cell in characters.
    pub cell_w: u16,
    /// Inner height of a cell in lines.
    pub cell_h: u16,
    /// The mini grid's rows and columns (digit `d` sits at `(d-1) / cols, (d-1) % cols`).
    pub mini: (u16, u16),
    /// How candidates are drawn.
    pub marks: Marks,
    /// Whether thin lines are drawn (else only lines that separate regions somewhere).
    pub thin_lines: bool,
    /// For each of the `n + 1` vertical line positions, whether a line column is there.
    pub vline: Vec<bool>,
    /// For each of the `n + 1` horizontal line positions, whether a line row is there.
    pub hline: Vec<bool>,
    /// Screen x of each column's first inner character.
    pub col_x: Vec<u16>,
    /// Screen y of each row's first inner line.
    pub row_y: Vec<u16>,
    /// Total size including borders.
    pub size: (u16, u16),
    /// Top-left corner on screen.
    pub origin: (u16, u16),
}

/// A board and the panel placed on screen; `G` is the board's layout (a Sudoku's
/// [`GridLayout`] or a Kakuro's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScreenLayout<G = GridLayout> {
    /// The board.
    pub grid: G,
    /// The side panel.
    pub panel: Rect,
}

/// The mini-grid shape: the box shape on box boards, near-square otherwise.
fn mini_shape(geo: &Geometry) -> (u16, u16) {
    match geo.regions() {
        Regions::Boxes { rows, cols } => (*rows as u16, *cols as u16),
        Regions::Jigsaw => {
            let n = geo.n();
            let cols = (1..=n).find(|c| c * c >= n).unwrap_or(n);
            (n.div_ceil(cols) as u16, cols as u16)
        }
    }
}

/// The cell sizes to try, largest first: (width, height, marks, thin lines).
fn tiers(geo: &Geometry) -> Vec<(u16, u16, Marks, bool)> {
    let (mr, mc) = mini_shape(geo);
    vec![
        (2 * mc + 1, mr, Marks::SpacedGrid, true),
        (mc + 2, mr, Marks::DenseGrid, true),
        (mc + 2, mr, Marks::DenseGrid, false),
        (3, 1, Marks::Compact, true),
        (3, 1, Marks::Compact, false),
        (2, 1, Marks::Compact, false),
        (1, 1, Marks::Compact, false),
    ]
}

impl GridLayout {
    /// The grid at one cell size, placed at `origin`.
    pub fn new(geo: &Geometry, tier: (u16, u16, Marks, bool), origin: (u16, u16)) -> GridLayout {
        let (cell_w, cell_h, marks, thin_lines) = tier;
        let n = geo.n();
        let differs = |a: Cell, b: Cell| geo.region_of(a) != geo.region_of(b);
        let line = |i: usize, across: &dyn Fn(usize) -> bool| {
            i == 0 || i == n || thin_lines || (0..n).any(across)
        };
        let vline: Vec<bool> = (0..=n)
            .map(|c| line(c, &|r| differs(geo.cell(r, c - 1), geo.cell(r, c))))
            .collect();
        let hline: Vec<bool> = (0..=n)
            .map(|r| line(r, &|c| differs(geo.cell(r - 1, c), geo.cell(r, c))))
            .collect();
        let place = |lines: &[bool], step: u16, start: u16| {
            let mut pos = start;
            let mut out = Vec::with_capacity(n);
            for &has_line in &lines[..n] {
                pos += u16::from(has_line);
                out.push(pos);
                pos += step;
            }
            (out, pos + u16::from(lines[n]) - start)
        };
        let (col_x, width) = place(&vline, cell_w, origin.0);
        let (row_y, height) = place(&hline, cell_h, origin.1);
        GridLayout {
            n,
            cell_w,
            cell_h,
            mini: mini_shape(geo),
            marks,
            thin_lines,
            vline,
            hline,
            col_x,
            row_y,
            size: (width, height),
            origin,
        }
    }

    /// The cell under a screen position, if any (lines belong to no cell).
    pub fn cell_at(&self, x: u16, y: u16) -> Option<Cell> {
        let col = self
            .col_x
            .iter()
            .position(|&cx| (cx..cx + self.cell_w).contains(&x))?;
        let row = self
            .row_y
            .iter()
            .position(|&ry| (ry..ry + self.cell_h).contains(&y))?;
        Some((row * self.n + col) as Cell)
    }
}

/// The panel's place right of a board `board_w` columns wide: all the width the
/// board leaves, so a wide terminal shows long texts in fewer lines.
pub fn panel_beside(area: Rect, board_w: u16) -> Rect {
    let panel_x = area.x + board_w + 1;
    let panel_w = area.x + area.width - panel_x;
    Rect::new(panel_x, area.y, panel_w, area.height)
}

/// Places the grid and the panel in `area`, or says what size would be needed.
pub fn screen_layout(geo: &Geometry, area: Rect) -> Result<ScreenLayout, (u16, u16)> {
    let mut needed = (u16::MAX, u16::MAX);
    for tier in tiers(geo) {
        let grid = GridLayout::new(geo, tier, (area.x, area.y));
        let (w, h) = grid.size;
        let total = (w + 1 + PANEL_MIN.0, h.max(PANEL_MIN.1));
        needed = total;
        if total.0 <= area.width && total.1 <= area.height {
            let panel = panel_beside(area, w);
            return Ok(ScreenLayout { grid, panel });
        }
    }
    Err(needed)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_9x9_picks_the_largest_size_that_fits() {
        let geo = Geometry::standard(9).unwrap();
        let big = screen_layout(&geo, Rect::new(0, 0, 120, 40)).unwrap();
        assert_eq!((big.grid.cell_w, big.grid.cell_h), (7, 3));
        assert_eq!(big.grid.size, (73, 37));
        let small = screen_layout(&geo, Rect::new(0, 0, 80, 24)).unwrap();
        assert_eq!((small.grid.cell_w, small.grid.cell_h), (3, 1));
        assert_eq!(small.grid.size, (37, 19));
    }

    #[test]
    fn too_small_reports_the_needed_size() {
        let geo = Geometry::standard(25).unwrap();
        assert_eq!(screen_layout(&geo, Rect::new(0, 0, 80, 24)), Err((60, 31)));
    }

    #[test]
    fn hit_testing_finds_cells_not_lines() {
        let geo = Geometry::standard(4).unwrap();
        let grid = GridLayout::new(&geo, tiers(&geo)[3], (2, 1));
        assert_eq!(grid.cell_at(3, 2), Some(0));
        assert_eq!(grid.cell_at(2, 2), None);
        assert_eq!(grid.cell_at(grid.col_x[3], grid.row_y[2]), Some(11));
    }
}
