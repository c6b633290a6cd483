//! Drawing the board (SPEC §10): thick lines between regions (boxes or jigsaw),
//! a jigsaw's regions tinted (`tint`), thin lines inside regions when there is
//! room, givens, the player's digits, candidates (a mini grid or a compact string;
//! a lone candidate in brackets, so it never looks placed), conflicts, checked
//! mistakes, the cursor, and a staged hint drawn as its pattern (`pattern_marks`:
//! numbered chain nodes and their links, tinted sets and lines, fins, the step's
//! removed and placed candidates), each in its theme style. A board shown as a
//! window (`layout`) draws the cells in view, an arrow on each edge with more of
//! the board beyond, and under it which rows and columns are shown.

use ratatui::buffer::Buffer;
use ratatui::style::Style;

use super::candidate_marks;
use super::cell::{self, Look, Shown, compact, lone_mark, mini_spot, put, shown_marks};
use super::grid_pattern::draw_pattern;
use super::layout::{GridLayout, Marks};
use super::lines::{Weight, horizontal, junction, vertical};
use super::pattern_marks::{BoardMarks, Tint, pattern_marks, plain_marks};
use super::tint::{region_shades, shade_style};
use crate::app::candidate_tools::CandidateTools;
use crate::app::{HintStep, StagedHint};
use crate::engine::{Cell, CellSet, DigitSet, Geometry, digit_char};
use crate::game::SudokuGame;
use crate::kakuro::HintStage;
use crate::theme::Theme;

/// Draws the grid of `game` at the place `g` says, with the check's wrong cells
/// `marked`, the conflicts when `conflicts` (they are drawn as typed unless
/// mistakes show only on a check), the candidate tools' highlights and colour
/// marks (`candidate_marks`), and the hint being revealed: while a hint is
/// shown, every empty cell shows its candidates (the computed ones, where the
/// player has none, apart from the player's own), and from its second stage the
/// hint's pattern is drawn (`pattern_marks`) over the tools' marks.
pub fn draw(
    buf: &mut Buffer,
    g: &GridLayout,
    game: &SudokuGame,
    theme: &Theme,
    (marked, conflicts): (&[Cell], bool),
    (hint, tools): (Option<&StagedHint>, &CandidateTools),
) {
    draw_lines(buf, g, game.geometry(), theme);
    let pos = game.position();
    let conflicts = if conflicts {
        CellSet::from_cells(pos.conflicts().iter().flat_map(|c| c.cells.clone()))
    } else {
        CellSet::EMPTY
    };
    let cursor = game.cursor() as Cell;
    let selected = pos.value(cursor);
    let board_marks = hint.and_then(|h| hint_marks(h, game.geometry()));
    let shades = region_shades(game.geometry());
    let seen = if tools.picks_cells() {
        tools.highlights(&game.analysis_position())
    } else {
        Default::default()
    };
    for cell in 0..game.geometry().cell_count() as Cell {
        if g.origin_of(usize::from(cell)).is_none() {
            continue;
        }
        let shade = shades[game.geometry().region_of(cell)];
        let tint = board_marks.as_ref().and_then(|m| m.tint_of(cell));
        let picked = seen.contains(cell);
        let look = Look {
            tint: match tint {
                Some(Tint::Group(k)) => theme.region_tints[k % 3],
                _ if picked => shade_style(theme, shade).patch(theme.filtered),
                _ => shade_style(theme, shade),
            },
            cursor: cell == cursor,
            same: selected != 0 && cell != cursor && pos.value(cell) == selected,
            conflict: conflicts.contains(cell),
            mistake: marked.contains(&cell),
            hint: tint == Some(Tint::Pattern),
        };
        let shown = shown_marks(pos, cell, hint.is_some());
        draw_cell(buf, g, cell, game, theme, look, shown);
    }
    candidate_marks::draw(buf, g, game, (tools.filter, &seen), theme, hint.is_some());
    if let Some(marks) = &board_marks {
        let hinting = hint.is_some();
        let cells = game.geometry().cell_count();
        let shown = |cell: usize| {
            let cell = Cell::try_from(cell)
                .ok()
                .filter(|&c| usize::from(c) < cells)?;
            (pos.value(cell) == 0).then(|| shown_marks(pos, cell, hinting).digits)
        };
        draw_pattern(buf, g, shown, marks, theme);
    }
    if !g.is_whole() {
        draw_window_marks(buf, g, theme);
    }
}

/// A window's arrows on each edge with more of the board beyond, and the line
/// under it naming the rows and columns shown.
fn draw_window_marks(buf: &mut Buffer, g: &GridLayout, theme: &Theme) {
    let (x0, y0) = g.origin;
    let (right, bottom) = (x0 + g.size.0 - 1, y0 + g.size.1 - 1);
    let (mid_x, mid_y) = (x0 + g.size.0 / 2, y0 + g.size.1 / 2);
    let (last_r, last_c) = (g.first.0 + g.shown.0, g.first.1 + g.shown.1);
    let beyond = [
        (g.first.0 > 0, (mid_x, y0), '▲'),
        (last_r < g.n, (mid_x, bottom), '▼'),
        (g.first.1 > 0, (x0, mid_y), '◀'),
        (last_c < g.n, (right, mid_y), '▶'),
    ];
    for (more, (x, y), arrow) in beyond {
        if more {
            put(buf, x, y, arrow, theme.title);
        }
    }
    let text = window_label(g);
    buf.set_stringn(x0, bottom + 1, text, g.size.0 as usize, theme.dim);
}

/// Which rows and columns a window shows: `rows 7-25, columns 11-25 of 25`.
fn window_label(g: &GridLayout) -> String {
    let (last_r, last_c) = (g.first.0 + g.shown.0, g.first.1 + g.shown.1);
    format!(
        "rows {}-{last_r}, columns {}-{last_c} of {}",
        g.first.0 + 1,
        g.first.1 + 1,
        g.n
    )
}

/// The board marks of a hint from its second stage on (the step's removals and
/// placements at its last).
fn hint_marks(hint: &StagedHint, geo: &Geometry) -> Option<BoardMarks> {
    let step = hint.stage == HintStage::Step;
    match (&hint.step, hint.stage) {
        (_, HintStage::Technique) => None,
        (HintStep::Sudoku(instance), _) => Some(pattern_marks(instance, geo, step)),
        (other, _) => Some(plain_marks(other, step)),
    }
}

fn weight(geo: &Geometry, g: &GridLayout, a: Option<Cell>, b: Option<Cell>) -> Weight {
    match (a, b) {
        (Some(a), Some(b)) if geo.region_of(a) == geo.region_of(b) => {
            if g.thin_lines {
                Weight::Light
            } else {
                Weight::None
            }
        }
        (None, None) => Weight::None,
        _ => Weight::Heavy,
    }
}

/// The cell at (r, c) when both lie on the board.
fn at(geo: &Geometry, r: usize, c: usize) -> Option<Cell> {
    let n = geo.n();
    (r < n && c < n).then(|| geo.cell(r, c))
}

fn draw_lines(buf: &mut Buffer, g: &GridLayout, geo: &Geometry, theme: &Theme) {
    let style = |w: Weight| {
        if w == Weight::Heavy {
            theme.thick_line
        } else {
            theme.thin_line
        }
    };
    let rows = g.first.0..g.first.0 + g.shown.0;
    let cols = g.first.1..g.first.1 + g.shown.1;
    // A window's edges inside the board are drawn at least thin.
    let edge = |w: Weight, i: usize, span: &std::ops::Range<usize>| {
        if i == span.start || i == span.end {
            w.max(Weight::Light)
        } else {
            w
        }
    };
    // The segment left of column i in row r, and above row j in column c.
    let vw = |r: usize, i: usize| {
        let w = weight(
            geo,
            g,
            i.checked_sub(1).and_then(|c| at(geo, r, c)),
            at(geo, r, i),
        );
        edge(w, i, &cols)
    };
    let hw = |j: usize, c: usize| {
        let w = weight(
            geo,
            g,
            j.checked_sub(1).and_then(|r| at(geo, r, c)),
            at(geo, j, c),
        );
        edge(w, j, &rows)
    };
    let col_of = |c: usize| g.col_x[c - g.first.1];
    let row_of = |r: usize| g.row_y[r - g.first.0];
    for i in (cols.start..=cols.end).filter(|&i| g.vline[i]) {
        let x = g.line_x(i);
        for r in rows.clone() {
            let w = vw(r, i);
            for y in row_of(r)..row_of(r) + g.cell_h {
                put(buf, x, y, vertical(w), style(w));
            }
        }
    }
    for j in (rows.start..=rows.end).filter(|&j| g.hline[j]) {
        let y = g.line_y(j);
        for c in cols.clone() {
            let w = hw(j, c);
            for x in col_of(c)..col_of(c) + g.cell_w {
                put(buf, x, y, horizontal(w), style(w));
            }
        }
        for i in (cols.start..=cols.end).filter(|&i| g.vline[i]) {
            let up = if j > rows.start {
                vw(j - 1, i)
            } else {
                Weight::None
            };
            let down = if j < rows.end { vw(j, i) } else { Weight::None };
            let left = if i > cols.start {
                hw(j, i - 1)
            } else {
                Weight::None
            };
            let right = if i < cols.end { hw(j, i) } else { Weight::None };
            let heaviest = up.max(down).max(left).max(right);
            let x = g.line_x(i);
            put(buf, x, y, junction(up, down, left, right), style(heaviest));
        }
    }
}

fn draw_cell(
    buf: &mut Buffer,
    g: &GridLayout,
    cell: Cell,
    game: &SudokuGame,
    theme: &Theme,
    look: Look,
    shown: Shown,
) {
    let pos = game.position();
    let Some(origin) = g.origin_of(usize::from(cell)) else {
        return;
    };
    let content = (pos.value(cell), pos.is_given(cell));
    let place = (origin, (g.cell_w, g.cell_h));
    cell::draw(buf, place, content, look, theme, |buf, style| {
        draw_marks(buf, g, origin, shown.digits, shown.style(style))
    });
}

/// Draws an empty cell's candidates: a mini grid, or the compact string; a lone
/// candidate in brackets (or underlined where there is no room for them).
fn draw_marks(buf: &mut Buffer, g: &GridLayout, origin: (u16, u16), marks: DigitSet, style: Style) {
    let (x0, y0) = origin;
    if g.marks == Marks::Compact {
        // Without thin lines a blank column keeps neighbouring cells apart.
        let room = if g.thin_lines {
            g.cell_w
        } else {
            g.cell_w.saturating_sub(1).max(1)
        };
        if let Some(d) = marks.single_digit() {
            lone_mark(buf, (x0 + g.cell_w / 2, y0), (x0, x0 + room - 1), d, style);
            return;
        }
        let text = compact(marks, room as usize, !g.thin_lines);
        let start = x0 + (g.cell_w + 1 - text.chars().count() as u16) / 2;
        for (i, ch) in text.chars().enumerate() {
            put(buf, start + i as u16, y0, ch, style);
        }
        return;
    }
    match marks.single_digit() {
        Some(d) => {
            let at = mini_spot(g, origin, d);
            lone_mark(buf, at, (x0, x0 + g.cell_w - 1), d, style);
        }
        None => mini_grid(buf, g, origin, marks, style),
    }
}

/// Draws digits each in its place of the mini grid.
fn mini_grid(buf: &mut Buffer, g: &GridLayout, origin: (u16, u16), marks: DigitSet, style: Style) {
    for d in marks {
        let (x, y) = mini_spot(g, origin, d);
        put(buf, x, y, digit_char(d), style);
    }
}
