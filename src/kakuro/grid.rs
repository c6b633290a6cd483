//! The Kakuro grid (SPEC §8): W×H squares including the clue row and column, each
//! black, a clue `D\R` or white; white cells are numbered row-major and grouped into
//! runs (maximal horizontal or vertical lines of white cells) with their clue sums.
//!
//! Building a grid checks the structure: a run of two or more cells needs a clue, a
//! clue side needs a run after it, the sum must be reachable with distinct digits for
//! the run's length, and no run is longer than nine cells. A lone white cell without a
//! clue is a run of length 1 that no sum constrains.

use std::fmt;

use super::combinations;

/// The largest width or height a grid may have, clue row and column included:
/// well above published puzzles (rarely past 40), small enough that solving,
/// profiling and hints stay quick and small on any grid a file can hold.
pub const MAX_SIDE: usize = 100;

/// One square of the grid.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Square {
    /// A black square: no digit, no clue.
    Black,
    /// A clue square: the sum of the run below it (`down`) and of the run to its right
    /// (`right`); either side may be absent.
    Clue {
        /// Sum of the vertical run starting below this square.
        down: Option<u8>,
        /// Sum of the horizontal run starting right of this square.
        right: Option<u8>,
    },
    /// A white square that takes a digit 1–9.
    White,
}

/// The direction of a run.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// A horizontal run, read left to right.
    Across,
    /// A vertical run, read top to bottom.
    Down,
}

impl Direction {
    /// The word people read: `across` or `down`.
    pub fn word(self) -> &'static str {
        match self {
            Direction::Across => "across",
            Direction::Down => "down",
        }
    }

    /// The word with its article, for messages: `an across`, `a down`.
    fn with_article(self) -> &'static str {
        match self {
            Direction::Across => "an across",
            Direction::Down => "a down",
        }
    }
}

/// A maximal line of white cells in one direction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Run {
    /// Horizontal or vertical.
    pub direction: Direction,
    /// The clue sum, or `None` for a lone cell without a clue.
    pub sum: Option<u8>,
    /// The run's white cells (white-cell indices) in reading order.
    pub cells: Vec<usize>,
}

/// A structural error of a grid, at a 0-based square.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GridError {
    /// 0-based row of the offending square.
    pub row: usize,
    /// 0-based column of the offending square.
    pub col: usize,
    /// What is wrong there.
    pub message: String,
}

impl fmt::Display for GridError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "r{}c{}: {}", self.row + 1, self.col + 1, self.message)
    }
}

impl std::error::Error for GridError {}

/// A validated Kakuro grid: squares, white cells and runs.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KakuroGrid {
    width: usize,
    height: usize,
    squares: Vec<Square>,
    whites: Vec<(usize, usize)>,
    white_at: Vec<Option<usize>>,
    runs: Vec<Run>,
    cell_runs: Vec<[usize; 2]>,
}

impl KakuroGrid {
    /// Builds and checks a grid from its squares, given row-major.
    pub fn new(width: usize, height: usize, squares: Vec<Square>) -> Result<KakuroGrid, GridError> {
        let error = |row, col, message: String| GridError { row, col, message };
        if !(2..=MAX_SIDE).contains(&width) || !(2..=MAX_SIDE).contains(&height) {
            return Err(error(
                0,
                0,
                format!(
                    "expected a grid of 2 to {MAX_SIDE} squares each way, found {width}x{height}"
                ),
            ));
        }
        if squares.len() != width * height {
            return Err(error(
                0,
                0,
                format!(
                    "expected {} squares for {width}x{height}, found {}",
                    width * height,
                    squares.len()
                ),
            ));
        }
        let mut whites = Vec::new();
        let mut white_at = vec![None; squares.len()];
        for (i, sq) in squares.iter().enumerate() {
            if *sq == Square::White {
                white_at[i] = Some(whites.len());
                whites.push((i / width, i % width));
            }
        }
        if whites.is_empty() {
            return Err(error(
                0,
                0,
                "expected at least one white cell '.'".to_string(),
            ));
        }
        let mut grid = KakuroGrid {
            width,
            height,
            squares,
            cell_runs: vec![[0, 0]; whites.len()],
            whites,
            white_at,
            runs: Vec::new(),
        };
        grid.collect_runs(Direction::Across)?;
        grid.collect_runs(Direction::Down)?;
        grid.check_clues_have_runs()?;
        Ok(grid)
    }

    /// The square `steps` squares after (`row`, `col`) in `dir`, if inside the grid.
    fn step(&self, row: usize, col: usize, dir: Direction, steps: isize) -> Option<(usize, usize)> {
        let (r, c) = match dir {
            Direction::Across => (row as isize, col as isize + steps),
            Direction::Down => (row as isize + steps, col as isize),
        };
        let inside = r >= 0 && c >= 0 && (r as usize) < self.height && (c as usize) < self.width;
        inside.then_some((r as usize, c as usize))
    }

    /// The clue sum the square before a run gives it, in `dir`, if any.
    fn clue_before(&self, row: usize, col: usize, dir: Direction) -> Option<u8> {
        let (r, c) = self.step(row, col, dir, -1)?;
        match (self.square(r, c), dir) {
            (Square::Clue { right, .. }, Direction::Across) => right,
            (Square::Clue { down, .. }, Direction::Down) => down,
            _ => None,
        }
    }

    /// Finds every run in `dir`, in row-major order of first cells, and checks it.
    fn collect_runs(&mut self, dir: Direction) -> Result<(), GridError> {
        let slot = usize::from(dir == Direction::Down);
        for w in 0..self.whites.len() {
            let (row, col) = self.whites[w];
            let starts = self
                .step(row, col, dir, -1)
                .is_none_or(|(r, c)| self.square(r, c) != Square::White);
            if !starts {
                continue;
            }
            let mut cells = vec![w];
            while let Some((r, c)) = self.step(row, col, dir, cells.len() as isize) {
                match self.white_cell(r, c) {
                    Some(next) => cells.push(next),
                    None => break,
                }
            }
            let sum = self.clue_before(row, col, dir);
            let (clue_row, clue_col) = self.step(row, col, dir, -1).unwrap_or((row, col));
            check_run(dir, sum, cells.len()).map_err(|message| {
                let (r, c) = if sum.is_some() {
                    (clue_row, clue_col)
                } else {
                    (row, col)
                };
                GridError {
                    row: r,
                    col: c,
                    message,
                }
            })?;
            let index = self.runs.len();
            for &cell in &cells {
                self.cell_runs[cell][slot] = index;
            }
            self.runs.push(Run {
                direction: dir,
                sum,
                cells,
            });
        }
        Ok(())
    }

    /// A clue side whose next square is not white announces a run that is not there.
    fn check_clues_have_runs(&self) -> Result<(), GridError> {
        for row in 0..self.height {
            for col in 0..self.width {
                let Square::Clue { down, right } = self.square(row, col) else {
                    continue;
                };
                for (side, dir) in [(right, Direction::Across), (down, Direction::Down)] {
                    let Some(sum) = side else { continue };
                    let has_run = self
                        .step(row, col, dir, 1)
                        .is_some_and(|(r, c)| self.square(r, c) == Square::White);
                    if !has_run {
                        let place = if dir == Direction::Across {
                            "to its right"
                        } else {
                            "below it"
                        };
                        return Err(GridError {
                            row,
                            col,
                            message: format!(
                                "clue {sum} for {} run has no white cell {place}",
                                dir.with_article()
                            ),
                        });
                    }
                }
            }
        }
        Ok(())
    }

    /// Width W, clue column included.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Height H, clue row included.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The square at (`row`, `col`), 0-based.
    pub fn square(&self, row: usize, col: usize) -> Square {
        self.squares[row * self.width + col]
    }

    /// The white-cell index of (`row`, `col`), if that square is white.
    pub fn white_cell(&self, row: usize, col: usize) -> Option<usize> {
        if row < self.height && col < self.width {
            self.white_at[row * self.width + col]
        } else {
            None
        }
    }

    /// How many white cells the grid has (NCELL).
    pub fn cell_count(&self) -> usize {
        self.whites.len()
    }

    /// The 0-based (row, column) of white cell `cell`.
    pub fn position_of(&self, cell: usize) -> (usize, usize) {
        self.whites[cell]
    }

    /// The name people read for a white cell, 1-based over the whole grid: `r2c3`.
    pub fn cell_name(&self, cell: usize) -> String {
        let (r, c) = self.whites[cell];
        format!("r{}c{}", r + 1, c + 1)
    }

    /// Every run: across runs in row-major order of their first cell, then down runs.
    pub fn runs(&self) -> &[Run] {
        &self.runs
    }

    /// The across and down run indices of a white cell.
    pub fn runs_of(&self, cell: usize) -> [usize; 2] {
        self.cell_runs[cell]
    }

    /// The run through `cell` in `dir`.
    pub fn run_of(&self, cell: usize, dir: Direction) -> usize {
        self.cell_runs[cell][usize::from(dir == Direction::Down)]
    }

    /// Describes a run for people: `the across run r2c3–r2c5 (sum 16 in 3 cells)`.
    pub fn describe_run(&self, run: usize) -> String {
        let run = &self.runs[run];
        let first = self.cell_name(run.cells[0]);
        let last = self.cell_name(run.cells[run.cells.len() - 1]);
        let span = if run.cells.len() == 1 {
            first
        } else {
            format!("{first}–{last}")
        };
        match run.sum {
            Some(s) => format!(
                "the {} run {span} (sum {s} in {} cells)",
                run.direction.word(),
                run.cells.len()
            ),
            None => format!("the lone cell {span}"),
        }
    }
}

/// Checks a run's length and clue: a clue for runs of two or more, a reachable sum.
fn check_run(dir: Direction, sum: Option<u8>, len: usize) -> Result<(), String> {
    if len > 9 {
        return Err(format!(
            "{} run of {len} cells is longer than 9",
            dir.with_article()
        ));
    }
    match sum {
        None if len >= 2 => Err(format!(
            "{} run of {len} cells has no clue",
            dir.with_article()
        )),
        None => Ok(()),
        Some(s) if combinations::combinations(s, len).is_empty() => {
            let (lo, hi) = combinations::sum_range(len);
            Err(format!(
                "clue {s} is impossible for {} run of {len} cells (expected {lo} to {hi})",
                dir.with_article()
            ))
        }
        Some(_) => Ok(()),
    }
}
