//! Writers for the Sudoku forms of SPEC §9 and §11: the one-line form, a decorated
//! grid, and a pencil-mark grid. Each reads back to the same position.

use crate::engine::{Cell, Digit, Geometry, Position, Regions, digit_char};

/// The one-line form of the digits: N² characters with `.` for empty cells when
/// N ≤ 9, else N² whitespace-separated numbers with `0` for empty cells (SPEC §11).
pub fn write_line(position: &Position) -> String {
    write_values(position.n(), position.values())
}

/// The one-line form of a grid of values (`0` = empty) on a board of side `n`.
pub fn write_values(n: usize, values: &[Digit]) -> String {
    if n > 9 {
        let numbers: Vec<String> = values.iter().map(|v| v.to_string()).collect();
        return numbers.join(" ");
    }
    let mut line = String::with_capacity(values.len());
    line.extend(values.iter().map(|&v| cell_char(v)));
    line
}

/// The one-line form followed, on jigsaw boards of N ≤ 9, by the layout as region
/// letters after a space: a line that reads back to the same board.
pub fn write_line_with_layout(position: &Position) -> String {
    let mut s = write_line(position);
    if position.geometry().is_jigsaw() && position.n() <= 9 {
        s.push(' ');
        s.extend(layout_letters(position.geometry()));
    }
    s
}

/// A decorated grid: spaces between cells, `|` between boxes, a `-+-` line between
/// box rows; on jigsaw boards a plain grid, then `layout` and the region letters.
pub fn write_grid(position: &Position) -> String {
    let geo = position.geometry();
    let n = geo.n();
    let texts: Vec<String> = position
        .values()
        .iter()
        .map(|&v| cell_char(v).to_string())
        .collect();
    let mut out = decorated(geo, &texts, 1);
    if geo.is_jigsaw() {
        out.push_str("layout\n");
        let letters: Vec<char> = layout_letters(geo).collect();
        for row in letters.chunks(n) {
            out.extend(row.iter());
            out.push('\n');
        }
    }
    out
}

/// A pencil-mark grid: each empty cell's candidates, each placed cell's digit,
/// columns padded, boxes decorated as in [`write_grid`].
pub fn write_pencil(position: &Position) -> String {
    let geo = position.geometry();
    let texts: Vec<String> = (0..geo.cell_count() as Cell)
        .map(|c| match position.value(c) {
            0 => position.candidates(c).iter().map(digit_char).collect(),
            v => digit_char(v).to_string(),
        })
        .collect();
    let width = texts.iter().map(String::len).max().unwrap_or(1).max(1);
    decorated(geo, &texts, width)
}

fn cell_char(v: Digit) -> char {
    if v == 0 { '.' } else { digit_char(v) }
}

fn decorated(geo: &Geometry, texts: &[String], width: usize) -> String {
    let n = geo.n();
    let (box_rows, box_cols) = match *geo.regions() {
        Regions::Boxes { rows, cols } => (rows, cols),
        Regions::Jigsaw => (n, n),
    };
    let mut out = String::new();
    let mut rule = String::new();
    for r in 0..n {
        if r > 0 && r % box_rows == 0 {
            if rule.is_empty() {
                rule = separator(n, box_cols, width);
            }
            out.push_str(&rule);
            out.push('\n');
        }
        let mut line = String::new();
        for c in 0..n {
            if c > 0 {
                line.push_str(if c % box_cols == 0 { " | " } else { " " });
            }
            line.push_str(&format!("{:<width$}", texts[r * n + c]));
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

fn separator(n: usize, box_cols: usize, width: usize) -> String {
    let boxes = n / box_cols;
    let segment = "-".repeat(box_cols * (width + 1) + 1);
    let inner: Vec<String> = (0..boxes)
        .map(|b| {
            let mut s = segment.clone();
            if b == 0 || b == boxes - 1 {
                s.pop();
            }
            s
        })
        .collect();
    inner.join("+")
}

fn layout_letters(geo: &Geometry) -> impl Iterator<Item = char> + '_ {
    geo.region_layout().iter().map(|&r| {
        if r < 26 {
            char::from(b'A' + r)
        } else {
            char::from(b'a' + r - 26)
        }
    })
}
