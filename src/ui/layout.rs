//! Where everything goes on screen (SPEC §10), as pure functions of the board and
//! the terminal size, so drawing and mouse hit-testing agree and tests can check
//! both. The grid picks the largest of a few cell sizes that fits beside the side
//! panel: candidates as a mini grid when there is room, a compact form otherwise;
//! the smallest sizes keep only the thick lines between regions. A board too
//! large for the terminal at every size is shown as a window of it that scrolls
//! with a [`Focus`] (the cursor, or a hint's first cell): the largest cell size
//! whose window shows at least half the board each way, the focus kept central
//! where the board's edges allow, and a line under it saying which rows and
//! columns are shown.

use ratatui::layout::Rect;

use crate::engine::{Cell, Geometry, Regions};

/// The side panel's narrowest and shortest useful size.
pub const PANEL_MIN: (u16, u16) = (28, 16);

/// The fewest rows and columns a scrolling window shows.
const MIN_VIEW: usize = 3;

/// The cells a board too large for the screen keeps in view, as (row, column).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Focus {
    /// The cell always in view, kept central where the board's edges allow.
    pub at: (usize, usize),
    /// A cell also kept in view when the window can show both.
    pub also: Option<(usize, usize)>,
}

impl Focus {
    /// A focus on one cell of an `n`×`n` board.
    pub fn on(cell: usize, n: usize) -> Focus {
        Focus {
            at: (cell / n.max(1), cell % n.max(1)),
            also: None,
        }
    }
}

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
    /// For each of the `n + 1` vertical line positions, whether a line column is
    /// there (always at the edges of the window shown).
    pub vline: Vec<bool>,
    /// For each of the `n + 1` horizontal line positions, whether a line row is
    /// there (always at the edges of the window shown).
    pub hline: Vec<bool>,
    /// Screen x of each shown column's first inner character, from column
    /// `first.1` on.
    pub col_x: Vec<u16>,
    /// Screen y of each shown row's first inner line, from row `first.0` on.
    pub row_y: Vec<u16>,
    /// Total size including borders (not the line under a window).
    pub size: (u16, u16),
    /// Top-left corner on screen.
    pub origin: (u16, u16),
    /// The first row and column shown.
    pub first: (usize, usize),
    /// How many rows and columns are shown.
    pub shown: (usize, usize),
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

/// A cell size: inner width and height, how candidates are drawn, and whether
/// thin lines are drawn.
pub type Tier = (u16, u16, Marks, bool);

/// The cell sizes to try, largest first.
fn tiers(geo: &Geometry) -> Vec<Tier> {
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
    /// The whole grid at one cell size, placed at `origin`.
    pub fn new(geo: &Geometry, tier: Tier, origin: (u16, u16)) -> GridLayout {
        let n = geo.n();
        GridLayout::window(geo, tier, origin, ((0, 0), (n, n)))
    }

    /// The rows and columns from `first`, `shown` of each, at one cell size,
    /// placed at `origin`.
    pub fn window(
        geo: &Geometry,
        tier: Tier,
        origin: (u16, u16),
        (first, shown): ((usize, usize), (usize, usize)),
    ) -> GridLayout {
        let (cell_w, cell_h, marks, thin_lines) = tier;
        let n = geo.n();
        let (mut vline, mut hline) = line_positions(geo, thin_lines);
        vline[first.1] = true;
        vline[first.1 + shown.1] = true;
        hline[first.0] = true;
        hline[first.0 + shown.0] = true;
        let place = |lines: &[bool], step: u16, start: u16, from: usize, count: usize| {
            let mut pos = start;
            let mut out = Vec::with_capacity(count);
            for &has_line in &lines[from..from + count] {
                pos += u16::from(has_line);
                out.push(pos);
                pos += step;
            }
            (out, pos + 1 - start)
        };
        let (col_x, width) = place(&vline, cell_w, origin.0, first.1, shown.1);
        let (row_y, height) = place(&hline, cell_h, origin.1, first.0, shown.0);
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
            first,
            shown,
        }
    }

    /// Whether the whole board is shown.
    pub fn is_whole(&self) -> bool {
        self.shown == (self.n, self.n)
    }

    /// Whether the cell at row `r`, column `c` is in view.
    pub fn shows(&self, r: usize, c: usize) -> bool {
        (self.first.0..self.first.0 + self.shown.0).contains(&r)
            && (self.first.1..self.first.1 + self.shown.1).contains(&c)
    }

    /// The screen position of a cell's first inner character, when it is in view.
    pub fn origin_of(&self, cell: usize) -> Option<(u16, u16)> {
        let (r, c) = (cell / self.n, cell % self.n);
        self.shows(r, c)
            .then(|| (self.col_x[c - self.first.1], self.row_y[r - self.first.0]))
    }

    /// Screen x of vertical line position `i` (from `first.1` to the window's
    /// last column + 1).
    pub fn line_x(&self, i: usize) -> u16 {
        line_at(&self.col_x, self.cell_w, i - self.first.1)
    }

    /// Screen y of horizontal line position `j` (from `first.0` to the window's
    /// last row + 1).
    pub fn line_y(&self, j: usize) -> u16 {
        line_at(&self.row_y, self.cell_h, j - self.first.0)
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
        Some(((self.first.0 + row) * self.n + self.first.1 + col) as Cell)
    }
}

/// The screen position of the `k`th line of a window whose cells start at
/// `starts` (the line before cell `k`, or after the last one).
fn line_at(starts: &[u16], step: u16, k: usize) -> u16 {
    match starts.get(k) {
        Some(&s) => s - 1,
        None => starts[starts.len() - 1] + step,
    }
}

/// For each of the `n + 1` vertical and horizontal line positions of the whole
/// board, whether a line is there: the edges, every position with thin lines,
/// else where regions meet somewhere along it.
fn line_positions(geo: &Geometry, thin_lines: bool) -> (Vec<bool>, Vec<bool>) {
    let n = geo.n();
    let differs = |a: Cell, b: Cell| geo.region_of(a) != geo.region_of(b);
    let line = |i: usize, across: &dyn Fn(usize) -> bool| {
        i == 0 || i == n || thin_lines || (0..n).any(across)
    };
    let vline = (0..=n)
        .map(|c| line(c, &|r| differs(geo.cell(r, c - 1), geo.cell(r, c))))
        .collect();
    let hline = (0..=n)
        .map(|r| line(r, &|c| differs(geo.cell(r - 1, c), geo.cell(r, c))))
        .collect();
    (vline, hline)
}

/// The panel's place right of a board `board_w` columns wide: all the width the
/// board leaves, so a wide terminal shows long texts in fewer lines.
pub fn panel_beside(area: Rect, board_w: u16) -> Rect {
    let panel_x = area.x + board_w + 1;
    let panel_w = area.x + area.width - panel_x;
    Rect::new(panel_x, area.y, panel_w, area.height)
}

/// Places the grid and the panel in `area`, or says what size would be needed:
/// the whole board at the largest cell size that fits, else a window of it
/// around `focus` with a line under it.
pub fn screen_layout(geo: &Geometry, area: Rect, focus: Focus) -> Result<ScreenLayout, (u16, u16)> {
    let all = tiers(geo);
    for &tier in &all {
        let grid = GridLayout::new(geo, tier, (area.x, area.y));
        let (w, h) = grid.size;
        if w + 1 + PANEL_MIN.0 <= area.width && h.max(PANEL_MIN.1) <= area.height {
            let panel = panel_beside(area, w);
            return Ok(ScreenLayout { grid, panel });
        }
    }
    let n = geo.n();
    let room = (
        area.width.saturating_sub(1 + PANEL_MIN.0),
        area.height.saturating_sub(1),
    );
    let least = MIN_VIEW.max(n.div_ceil(2)).min(n);
    let windows = all
        .iter()
        .filter_map(|&tier| Some((tier, view(geo, tier, focus, room)?)));
    let mut smallest = None;
    for (tier, view) in windows {
        smallest = Some((tier, view));
        if view.1.0 >= least && view.1.1 >= least {
            break;
        }
    }
    let fits = smallest.filter(|(_, (_, shown))| {
        shown.0 >= MIN_VIEW.min(n) && shown.1 >= MIN_VIEW.min(n) && area.height >= PANEL_MIN.1
    });
    let Some((tier, view)) = fits else {
        let tier = all[all.len() - 1];
        let least = MIN_VIEW.min(n);
        let grid = GridLayout::window(geo, tier, (0, 0), ((0, 0), (least, least)));
        let (w, h) = grid.size;
        return Err((w + 1 + PANEL_MIN.0, (h + 1).max(PANEL_MIN.1)));
    };
    let grid = GridLayout::window(geo, tier, (area.x, area.y), view);
    let panel = panel_beside(area, grid.size.0);
    Ok(ScreenLayout { grid, panel })
}

/// The window of the board at one cell size that fits in `room` (columns, rows
/// of the screen), as its first row and column and how many of each it shows.
fn view(
    geo: &Geometry,
    tier: Tier,
    focus: Focus,
    room: (u16, u16),
) -> Option<((usize, usize), (usize, usize))> {
    let (vline, hline) = line_positions(geo, tier.3);
    let also = |f: Option<(usize, usize)>, axis: fn((usize, usize)) -> usize| f.map(axis);
    let (first_r, rows) = axis_window(
        &hline,
        tier.1,
        (focus.at.0, also(focus.also, |p| p.0)),
        room.1,
    )?;
    let (first_c, cols) = axis_window(
        &vline,
        tier.0,
        (focus.at.1, also(focus.also, |p| p.1)),
        room.0,
    )?;
    Some(((first_r, first_c), (rows, cols)))
}

/// The most lines of cells (rows or columns) that fit in `room` characters with
/// their lines, and the first of them: `at` in view, kept central where the
/// ends allow, and `also` in view too when both fit.
fn axis_window(
    lines: &[bool],
    step: u16,
    (at, also): (usize, Option<usize>),
    room: u16,
) -> Option<(usize, usize)> {
    let total = lines.len() - 1;
    (1..=total).rev().find_map(|count| {
        let first = window_start(at, also, count, total);
        let inner = (first + 1..first + count).filter(|&i| lines[i]).count();
        let span = count * usize::from(step) + inner + 2;
        (span <= usize::from(room)).then_some((first, count))
    })
}

/// The first of `count` lines out of `total` that keeps line `at` in the middle
/// as far as the ends allow, moved as little as needed to show `also` too.
fn window_start(at: usize, also: Option<usize>, count: usize, total: usize) -> usize {
    let central = at.saturating_sub(count / 2).min(total - count);
    let Some(other) = also else {
        return central;
    };
    // The starts that show `at`, and those that also show `other`.
    let low = at
        .saturating_sub(count - 1)
        .max(other.saturating_sub(count - 1));
    let high = at.min(other).min(total - count);
    if low <= high {
        central.clamp(low, high)
    } else {
        central
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_9x9_picks_the_largest_size_that_fits() {
        let geo = Geometry::standard(9).unwrap();
        let big = screen_layout(&geo, Rect::new(0, 0, 120, 40), Focus::default()).unwrap();
        assert_eq!((big.grid.cell_w, big.grid.cell_h), (7, 3));
        assert_eq!(big.grid.size, (73, 37));
        let small = screen_layout(&geo, Rect::new(0, 0, 80, 24), Focus::default()).unwrap();
        assert_eq!((small.grid.cell_w, small.grid.cell_h), (3, 1));
        assert_eq!(small.grid.size, (37, 19));
    }

    #[test]
    fn too_small_reports_the_needed_size() {
        let geo = Geometry::standard(25).unwrap();
        let tiny = Rect::new(0, 0, 30, 10);
        assert_eq!(screen_layout(&geo, tiny, Focus::default()), Err((34, 16)));
    }

    #[test]
    fn a_25x25_at_80x24_is_a_window_that_follows_the_focus() {
        let geo = Geometry::standard(25).unwrap();
        let area = Rect::new(0, 0, 80, 24);
        let top = screen_layout(&geo, area, Focus::default()).unwrap();
        let g = &top.grid;
        assert!(!g.is_whole());
        assert_eq!(g.first, (0, 0));
        assert!(g.shown.0 >= 13 && g.shown.1 >= 13, "{:?}", g.shown);
        assert!(g.size.0 + 1 + PANEL_MIN.0 <= 80 && g.size.1 < 24);
        let corner = screen_layout(&geo, area, Focus::on(624, 25)).unwrap().grid;
        assert_eq!(corner.first.0 + corner.shown.0, 25);
        assert_eq!(corner.first.1 + corner.shown.1, 25);
        let (x, y) = corner.origin_of(624).unwrap();
        assert_eq!(corner.cell_at(x, y), Some(624));
        assert_eq!(corner.origin_of(0), None);
    }

    #[test]
    fn a_window_keeps_a_second_cell_in_view_when_both_fit() {
        // Centred on 12 a window of 10 starts at 7; showing 3 too moves it to 3.
        assert_eq!(window_start(12, None, 10, 25), 7);
        assert_eq!(window_start(12, Some(3), 10, 25), 3);
        assert_eq!(window_start(12, Some(14), 10, 25), 7);
        // Too far apart: the first one wins.
        assert_eq!(window_start(12, Some(24), 10, 25), 7);
        assert_eq!(window_start(24, None, 10, 25), 15);
    }

    #[test]
    fn hit_testing_finds_cells_not_lines() {
        let geo = Geometry::standard(4).unwrap();
        let grid = GridLayout::new(&geo, tiers(&geo)[3], (2, 1));
        assert!(grid.is_whole());
        assert_eq!(grid.cell_at(3, 2), Some(0));
        assert_eq!(grid.cell_at(2, 2), None);
        assert_eq!(grid.cell_at(grid.col_x[3], grid.row_y[2]), Some(11));
    }
}
