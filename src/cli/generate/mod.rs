//! `kibitz generate` (SPEC §1, §3–§9): Sudoku of every size (default boxes, `--box
//! RxC`, random jigsaw layouts with `--jigsaw` or a fixed one with `--layout FILE`)
//! and Kakuro (`--kakuro WxH`), unique, minimal by default, to the targets asked for.
//!
//! Output: per puzzle, the §9 one-line form (N ≤ 9; a jigsaw's layout follows the
//! grid) with the name and ratings after it, or for N > 9 a `# name` line and the
//! grid; Kakuro as the §9 grid after a `; name` line. `--json` gives one object per
//! puzzle: `index`, `name`, `seed`, `tries`, `puzzle` (the §11 one-line form; a
//! Kakuro's rows as a list), `layout` (jigsaw), then the fields of the §11 `rate`
//! object (Sudoku) or, for a Kakuro, `score` and `counts` (its Simplest-first
//! score and techniques, null when not rated) and the `profile` object.
//!
//! A Kakuro is finished by the Kakuro techniques unless `--allow-stuck` says
//! otherwise; `--score A..B` and `--requires ID` (Kakuro ids) target its coach
//! rating as they do a Sudoku's.
//!
//! `--drill` (with one `--requires ID`) writes each puzzle opened at its drill
//! ([`crate::generate::drill`]; with `--kakuro`, `kakuro_drill`): a `# name: drill ID after H hints, puzzle GRID`
//! line, then the position as a pencil-mark grid; in `--json` the object has
//! `technique`, `steps_before`, `position` (that grid) and `hint` (the step).
//! In pencil-mark form a one-digit list is a placed digit, so a naked-single
//! drill's cell reads back as placed: its `# ` line and `hint` still name it.
//!
//! Names are `seed S #k`: `--seed S` makes puzzle `k` again, whatever `--count` and
//! `--threads`. Without `--seed` a seed is drawn from the clock and printed on stderr.
//!
//! Bounds: `--count` is at most [`MAX_COUNT`] (more is a usage error), and puzzles
//! are written as they are made, so memory does not grow with the count. Each
//! puzzle has `--max-seconds` (default [`DEFAULT_MAX_SECONDS`], 0 for no limit)
//! from its first try besides `--max-tries`: one 25×25 try can take close to a
//! minute, so an unmet 25×25 target stops after minutes, not hours. A puzzle that
//! runs out of time is reported like one that runs out of tries; it alone depends
//! on the machine's speed.
//!
//! Exit codes: 0 when every puzzle was made; 1 when some puzzle met no target within
//! `--max-tries` or `--max-seconds` (said on stderr, and in `--json` as an `error`
//! object in its place; the others are still written); 2 for usage or I/O errors.

mod kakuro_drill;

use std::io::{self, IsTerminal};
use std::time::{Duration, Instant};

use anyhow::{Context, Result, bail};
use clap::Args;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use serde::Serialize;

use crate::cli::input::{layout_symbols, parse_box, read_file_bounded, text_of};
use crate::cli::output::{ErrorRecord, Outcome, Output};
use crate::cli::rate::record::RatingRecord;
use crate::cli::scores_arg::ScoresArg;
use crate::engine::{Geometry, Position};
use crate::format::writer::{write_grid, write_line, write_line_with_layout, write_pencil};
use crate::generate::dig::DigOptions;
use crate::generate::drill::{Drill, drillable, try_drill};
use crate::generate::kakuro::{GeneratedKakuro, KakuroSpec, try_kakuro};
use crate::generate::kakuro_pattern::symmetry_fits;
use crate::generate::rng::{clock_seed, try_rng};
use crate::generate::search::{self, SearchOptions};
use crate::generate::sudoku::{Board, GeneratedSudoku, SudokuSpec, try_sudoku};
use crate::generate::symmetry::Symmetry;
use crate::generate::target::{
    KakuroTarget, Range, RequiredTechnique, SudokuTarget, parse_coarse, parse_diffkey_label,
    parse_required,
};
use crate::kakuro::{KakuroProfile, grid_rows};
use crate::rating::Rating;
use crate::rating::diffkey::label;
use crate::rating::ordered::OrderedMap;

/// Arguments of `kibitz generate`.
#[derive(Args, Debug, Clone)]
pub struct GenerateArgs {
    /// Board side N of a Sudoku (4 to 25; boxes of the default shape unless --box,
    /// --jigsaw or --layout).
    #[arg(long, value_name = "N", default_value_t = 9)]
    pub size: usize,

    /// Box shape ROWSxCOLS (its product is the side; --size may be left out).
    #[arg(long = "box", value_name = "RxC", value_parser = parse_box)]
    pub box_shape: Option<(usize, usize)>,

    /// A new random jigsaw layout (N regions of N cells, 4-connected) per puzzle.
    #[arg(long, conflicts_with_all = ["box_shape", "layout"])]
    pub jigsaw: bool,

    /// A jigsaw layout file (N² region symbols) to make every puzzle on.
    #[arg(long, value_name = "FILE", conflicts_with = "box_shape")]
    pub layout: Option<String>,

    /// A Kakuro of WIDTHxHEIGHT squares, clue row and column included.
    #[arg(long, value_name = "WxH", value_parser = parse_kakuro_size,
          conflicts_with_all = ["box_shape", "jigsaw", "layout"])]
    pub kakuro: Option<(usize, usize)>,

    /// Symmetry of the givens (of the black squares for Kakuro): none, rotational
    /// (half turn), quarter (90° turns), mirror (left-right), diagonal.
    #[arg(long, value_enum, default_value_t = Symmetry::None)]
    pub symmetry: Symmetry,

    /// Stop removing givens at the first that must stay (more givens, quicker),
    /// instead of making them minimal.
    #[arg(long)]
    pub no_minimal: bool,

    /// Target: the §3 score in A..B (ends included, either may be left out).
    #[arg(long, value_name = "A..B")]
    pub score: Option<Range>,

    /// Target: the ER estimate (Sudoku Explainer's scale) in A..B, e.g. 6.6..7.5.
    #[arg(long, value_name = "A..B")]
    pub er: Option<Range>,

    /// Target: a technique (id as `kibitz techniques` lists, Sudoku's or with
    /// --kakuro Kakuro's) the puzzle needs; repeat for several.
    #[arg(long, value_name = "ID", value_parser = parse_required)]
    pub requires: Vec<RequiredTechnique>,

    /// Write each puzzle opened at its drill: the first position where the
    /// simplest hint is the one --requires technique (pencil-mark form, the hints
    /// before it applied; for a Kakuro, the grid with the digits placed).
    #[arg(long, requires = "requires")]
    pub drill: bool,

    /// Target: the DiffKey label (Easiest, Easy, Medium, Difficult, Challenging,
    /// Tournament, TournamentPlus, Perplexing).
    #[arg(long, value_name = "LABEL", value_parser = parse_diffkey_label)]
    pub diffkey_label: Option<&'static str>,

    /// Target: the coarse rating (0, 3, 4 or 5).
    #[arg(long, value_name = "K", value_parser = parse_coarse)]
    pub coarse: Option<i8>,

    /// Target: the SHD rating in A..B.
    #[arg(long, value_name = "A..B")]
    pub shd: Option<Range>,

    /// Target: Simplest first solves it (the score is not `***`).
    #[arg(long)]
    pub not_stuck: bool,

    /// Kakuro target: the ATK Rating in A..B.
    #[arg(long, value_name = "A..B", requires = "kakuro")]
    pub rating: Option<Range>,

    /// Kakuro target: at most K fixed cells (USI).
    #[arg(long, value_name = "K", requires = "kakuro")]
    pub fixed_max: Option<usize>,

    /// Kakuro: keep puzzles the Kakuro techniques cannot finish (by default every
    /// generated Kakuro is finished by logic).
    #[arg(long, requires = "kakuro", conflicts_with_all = ["not_stuck", "score", "requires"])]
    pub allow_stuck: bool,

    /// How many puzzles (at most 1000000000).
    #[arg(long, value_name = "N", default_value_t = 1, value_parser = parse_count)]
    pub count: usize,

    /// Seed: the same seed gives the same puzzles (default: from the clock, printed).
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,

    /// Tries per puzzle before giving up on its targets.
    #[arg(long, value_name = "N", default_value_t = 1000)]
    pub max_tries: u64,

    /// Seconds per puzzle, from its first try, before giving up on its targets
    /// (0 = no limit).
    #[arg(long, value_name = "S", default_value_t = DEFAULT_MAX_SECONDS, value_parser = parse_seconds)]
    pub max_seconds: f64,

    /// Worker threads (0 = all cores; at most 256).
    #[arg(long, value_name = "N", default_value_t = 0, value_parser = crate::cli::batch::parse_threads)]
    pub threads: usize,

    /// One JSON object per puzzle, one per line.
    #[arg(long)]
    pub json: bool,

    #[command(flatten)]
    pub scores: ScoresArg,
}

/// The most puzzles one `generate` makes: far more than anyone waits for, and a
/// bound that keeps every count and index well inside the integer types.
pub const MAX_COUNT: usize = 1_000_000_000;

/// The time a puzzle may take by default, in seconds: several 25×25 tries, and
/// thousands of 9×9 ones.
pub const DEFAULT_MAX_SECONDS: f64 = 300.0;

/// The longest `--max-seconds` (one week): a larger figure is surely a typo.
const MAX_SECONDS: f64 = 7.0 * 24.0 * 3600.0;

/// Reads `--count N`: 1 to [`MAX_COUNT`].
fn parse_count(s: &str) -> Result<usize, String> {
    s.trim()
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=MAX_COUNT).contains(n))
        .ok_or_else(|| format!("expected a number of puzzles 1 to {MAX_COUNT}, found '{s}'"))
}

/// Reads `--max-seconds S`: 0 (no limit) to a week, fractions allowed.
fn parse_seconds(s: &str) -> Result<f64, String> {
    s.trim()
        .parse::<f64>()
        .ok()
        .filter(|t| (0.0..=MAX_SECONDS).contains(t))
        .ok_or_else(|| format!("expected seconds 0 to {MAX_SECONDS} (0 = no limit), found '{s}'"))
}

/// Reads `WxH` for a Kakuro: 3 to 60 squares each way.
fn parse_kakuro_size(s: &str) -> Result<(usize, usize), String> {
    let bad = || format!("expected WIDTHxHEIGHT such as 12x12 (3 to 60 each), found '{s}'");
    let (w, h) = s.split_once(['x', 'X']).ok_or_else(bad)?;
    match (w.trim().parse::<usize>(), h.trim().parse::<usize>()) {
        (Ok(w), Ok(h)) if (3..=60).contains(&w) && (3..=60).contains(&h) => Ok((w, h)),
        _ => Err(bad()),
    }
}

/// A generated Sudoku as `--json` writes it.
#[derive(Serialize)]
struct SudokuRecord<'a> {
    index: usize,
    name: String,
    seed: u64,
    tries: u64,
    puzzle: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    layout: Option<String>,
    #[serde(flatten)]
    rating: RatingRecord<'a>,
}

/// A drill as `--json` writes it.
#[derive(Serialize)]
struct DrillRecord {
    index: usize,
    name: String,
    seed: u64,
    tries: u64,
    puzzle: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    layout: Option<String>,
    technique: &'static str,
    steps_before: usize,
    position: String,
    hint: String,
}

/// A generated Kakuro as `--json` writes it.
#[derive(Serialize)]
struct KakuroRecord<'a> {
    index: usize,
    name: String,
    seed: u64,
    tries: u64,
    puzzle: Vec<String>,
    /// The Kakuro score (null when not rated or stuck).
    score: Option<u32>,
    /// The Kakuro techniques Simplest first applied (null when not rated).
    counts: Option<OrderedMap>,
    #[serde(flatten)]
    profile: &'a KakuroProfile,
}

/// Runs `kibitz generate`.
pub fn run(args: &GenerateArgs, out: &mut Output) -> Result<Outcome> {
    let seed = args.seed.unwrap_or_else(clock_seed);
    if args.seed.is_none() {
        eprintln!("kibitz: seed {seed} (--seed {seed} makes these puzzles again)");
    }
    let options = SearchOptions {
        count: args.count,
        max_tries: args.max_tries,
        max_time: (args.max_seconds > 0.0).then(|| Duration::from_secs_f64(args.max_seconds)),
        threads: args.threads,
    };
    match args.kakuro {
        Some((width, height)) if args.drill => {
            kakuro_drill::run(args, width, height, seed, options, out)
        }
        Some((width, height)) => run_kakuro(args, width, height, seed, options, out),
        None if args.drill => run_drill(args, seed, options, out),
        None => run_sudoku(args, seed, options, out),
    }
}

/// The name of puzzle `index` of `seed`: the whole seed, which makes it again.
pub fn name(seed: u64, index: usize) -> String {
    format!("seed {seed} #{index}")
}

/// The board a Sudoku is made on, from `--size`, `--box`, `--jigsaw`, `--layout`.
fn sudoku_board(args: &GenerateArgs) -> Result<Board> {
    if let Some(path) = &args.layout {
        let bytes = read_file_bounded(path).context("cannot read the layout file")?;
        let symbols = layout_symbols(&text_of(bytes));
        let n = (symbols.len() as f64).sqrt().round() as usize;
        if n * n != symbols.len() {
            bail!(
                "{path}: expected N² region symbols (N lines of N), found {}",
                symbols.len()
            );
        }
        let labels: Vec<&str> = symbols.iter().map(String::as_str).collect();
        let geometry = Geometry::jigsaw(n, &labels).with_context(|| path.clone())?;
        return Ok(Board::Fixed(geometry));
    }
    if args.jigsaw {
        if !(4..=25).contains(&args.size) {
            bail!("--size {}: a jigsaw side is 4 to 25", args.size);
        }
        return Ok(Board::RandomJigsaw(args.size));
    }
    let geometry = match args.box_shape {
        Some((r, c)) => Geometry::boxes(r * c, r, c)?,
        None => Geometry::standard(args.size)?,
    };
    Ok(Board::Fixed(geometry))
}

fn sudoku_target(args: &GenerateArgs) -> SudokuTarget {
    SudokuTarget {
        score: args.score,
        er: args.er,
        requires: args
            .requires
            .iter()
            .filter_map(|r| match r {
                RequiredTechnique::Sudoku(t) => Some(*t),
                RequiredTechnique::Kakuro(_) => None,
            })
            .collect(),
        diffkey_label: args.diffkey_label,
        coarse: args.coarse,
        shd: args.shd,
        not_stuck: args.not_stuck,
    }
}

fn run_sudoku(
    args: &GenerateArgs,
    seed: u64,
    options: SearchOptions,
    out: &mut Output,
) -> Result<Outcome> {
    if let Some(RequiredTechnique::Kakuro(t)) = args
        .requires
        .iter()
        .find(|r| matches!(r, RequiredTechnique::Kakuro(_)))
    {
        bail!(
            "--requires {}: a Kakuro technique; --kakuro WxH makes Kakuro",
            t.id()
        );
    }
    let spec = SudokuSpec {
        board: sudoku_board(args)?,
        dig: DigOptions {
            symmetry: args.symmetry,
            minimal: !args.no_minimal,
        },
        target: sudoku_target(args),
        scores: args.scores.load()?,
    };
    let attempt =
        |k: usize, t: u64, deadline| try_sudoku(&spec, &mut try_rng(seed, k as u64, t), deadline);
    let emit = |k: usize, made: &GeneratedSudoku, tries: u64, out: &mut Output| {
        let position = &made.position;
        if args.json {
            out.json(&SudokuRecord {
                index: k,
                name: name(seed, k),
                seed,
                tries,
                puzzle: write_line(position),
                layout: position
                    .geometry()
                    .is_jigsaw()
                    .then(|| layout_text(position)),
                rating: RatingRecord::of(&made.rating),
            })
        } else {
            out.line(&sudoku_text(position, k, &name(seed, k), &made.rating))
        }
    };
    search_and_write(args, options, out, attempt, emit, &spec.target.describe())
}

/// `--drill`: each puzzle opened at the first position where the simplest hint is
/// the one technique `--requires` names; the other targets hold as without it.
fn run_drill(
    args: &GenerateArgs,
    seed: u64,
    options: SearchOptions,
    out: &mut Output,
) -> Result<Outcome> {
    let [RequiredTechnique::Sudoku(technique)] = args.requires[..] else {
        bail!(
            "--drill takes one --requires technique of Sudoku, not {} (--kakuro WxH drills Kakuro)",
            args.requires.len()
        );
    };
    let scores = args.scores.load()?;
    if !drillable(technique, &scores) {
        bail!(
            "--drill {}: the technique is disabled (score 0) in the scores",
            technique.id()
        );
    }
    let mut target = sudoku_target(args);
    let describe = target.describe();
    // The walk to the drill proves the requirement; a full rating only for the rest.
    target.requires.clear();
    let spec = SudokuSpec {
        board: sudoku_board(args)?,
        dig: DigOptions {
            symmetry: args.symmetry,
            minimal: !args.no_minimal,
        },
        target,
        scores,
    };
    let attempt = |k: usize, t: u64, deadline| {
        try_drill(&spec, technique, &mut try_rng(seed, k as u64, t), deadline)
    };
    let emit = |k: usize, drill: &Drill, tries: u64, out: &mut Output| {
        if args.json {
            out.json(&DrillRecord {
                index: k,
                name: name(seed, k),
                seed,
                tries,
                puzzle: write_line(&drill.puzzle),
                layout: drill
                    .puzzle
                    .geometry()
                    .is_jigsaw()
                    .then(|| layout_text(&drill.puzzle)),
                technique: technique.id(),
                steps_before: drill.steps.len(),
                position: write_pencil(&drill.position),
                hint: drill.hint.step_text(drill.position.geometry()),
            })
        } else {
            out.line(&drill_text(k, &name(seed, k), drill))
        }
    };
    search_and_write(args, options, out, attempt, emit, &describe)
}

/// A drill as text: a `#` line with the name, the technique, the hints applied
/// before it and the puzzle's one-line form, then the position as a pencil-mark
/// grid (a jigsaw's layout after a `layout` line).
fn drill_text(index: usize, name: &str, drill: &Drill) -> String {
    let blank = if index == 0 { "" } else { "\n" };
    let mut grid = write_pencil(&drill.position);
    if drill.position.geometry().is_jigsaw() {
        let letters: Vec<char> = layout_text(&drill.position).chars().collect();
        grid.push_str("layout\n");
        for row in letters.chunks(drill.position.n()) {
            grid.extend(row);
            grid.push('\n');
        }
    }
    format!(
        "{blank}# {name}: drill {} after {} hints, puzzle {}\n{}",
        drill.technique.id(),
        drill.steps.len(),
        write_line_with_layout(&drill.puzzle),
        grid.trim_end()
    )
}

fn run_kakuro(
    args: &GenerateArgs,
    width: usize,
    height: usize,
    seed: u64,
    options: SearchOptions,
    out: &mut Output,
) -> Result<Outcome> {
    let spec = kakuro_spec(args, width, height)?;
    let attempt =
        |k: usize, t: u64, deadline| try_kakuro(&spec, &mut try_rng(seed, k as u64, t), deadline);
    let emit = |k: usize, made: &GeneratedKakuro, tries: u64, out: &mut Output| {
        let rows = grid_rows(&made.puzzle.grid, &made.puzzle.givens);
        if args.json {
            out.json(&KakuroRecord {
                index: k,
                name: name(seed, k),
                seed,
                tries,
                puzzle: rows,
                score: made.logic.as_ref().and_then(|l| l.score),
                counts: made.logic.as_ref().map(|l| {
                    OrderedMap(
                        l.counts
                            .iter()
                            .map(|(t, n)| (t.id().to_string(), *n))
                            .collect(),
                    )
                }),
                profile: &made.profile,
            })
        } else {
            let p = &made.profile;
            let score = made.logic.as_ref().map_or(String::new(), |l| {
                format!(
                    " score {}",
                    l.score.map_or("***".to_string(), |s| s.to_string())
                )
            });
            let head = format!(
                "; {} Rating {} fixed {} implied {}{score}",
                name(seed, k),
                p.rating_text(),
                p.fixed,
                p.implied
            );
            let blank = if k > 0 { "\n" } else { "" };
            out.line(&format!("{blank}{head}\n{}", rows.join("\n")))
        }
    };
    search_and_write(args, options, out, attempt, emit, &spec.target.describe())
}

/// The Kakuro try's spec from the arguments: the targets a Kakuro takes (a
/// Sudoku target is a usage error) and a symmetry its shape allows.
pub(super) fn kakuro_spec(args: &GenerateArgs, width: usize, height: usize) -> Result<KakuroSpec> {
    let sudoku_only = SudokuTarget {
        score: None,
        not_stuck: false,
        ..sudoku_target(args)
    };
    if sudoku_only != SudokuTarget::default() {
        bail!(
            "--er, --diffkey-label, --coarse, --shd and Sudoku ids in --requires rate Sudoku; \
             a Kakuro takes --score, --requires with Kakuro ids, --rating, --fixed-max and \
             --allow-stuck"
        );
    }
    if !symmetry_fits(width, height, args.symmetry) {
        bail!(
            "--symmetry {:?} needs a square Kakuro; {width}x{height} takes none, rotational or mirror",
            args.symmetry
        );
    }
    Ok(KakuroSpec {
        width,
        height,
        symmetry: args.symmetry,
        target: KakuroTarget {
            rating: args.rating,
            fixed_max: args.fixed_max,
            score: args.score,
            requires: args
                .requires
                .iter()
                .filter_map(|r| match r {
                    RequiredTechnique::Kakuro(t) => Some(*t),
                    RequiredTechnique::Sudoku(_) => None,
                })
                .collect(),
            logic: !args.allow_stuck,
        },
        scores: args.scores.load_kakuro()?,
    })
}

/// Searches, writes each puzzle as soon as it and those before it are made, and
/// reports the puzzles whose targets were not met.
pub(super) fn search_and_write<T, A, E>(
    args: &GenerateArgs,
    options: SearchOptions,
    out: &mut Output,
    attempt: A,
    emit: E,
    targets: &str,
) -> Result<Outcome>
where
    T: Send,
    A: Fn(usize, u64, Option<Instant>) -> Option<T> + Sync + Send,
    E: Fn(usize, &T, u64, &mut Output) -> io::Result<()>,
{
    let bar = progress_bar(args.count);
    let mut missed = 0;
    search::find_each(
        options,
        attempt,
        |k, outcome| {
            let within = match outcome {
                search::Outcome::Found { item, tries } => {
                    emit(k, &item, tries, out)?;
                    return out.flush();
                }
                search::Outcome::NotMet { tries } => {
                    format!("within {tries} tries; widen the targets or raise --max-tries")
                }
                search::Outcome::OutOfTime { tries } => format!(
                    "within its time of {} s ({tries} tries); widen the targets or raise --max-seconds",
                    args.max_seconds
                ),
            };
            missed += 1;
            let error = format!("puzzle #{k}: no puzzle met the targets ({targets}) {within}");
            bar.suspend(|| eprintln!("kibitz: {error}"));
            if args.json {
                out.json(&ErrorRecord {
                    index: k,
                    name: None,
                    error,
                })?;
            }
            out.flush()
        },
        |done| bar.set_position(done as u64),
    )?;
    bar.finish_and_clear();
    out.flush()?;
    Ok(Outcome::from_bad_count(missed))
}

fn progress_bar(total: usize) -> ProgressBar {
    if !io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::with_draw_target(Some(total as u64), ProgressDrawTarget::stderr());
    if let Ok(style) =
        ProgressStyle::with_template("{spinner} {pos}/{len} puzzles, {per_sec}, {elapsed}")
    {
        bar.set_style(style);
    }
    bar
}

/// The region letters of a jigsaw, row-major.
fn layout_text(position: &Position) -> String {
    position
        .geometry()
        .region_layout()
        .iter()
        .map(|&r| char::from(b'A' + r))
        .collect()
}

/// One puzzle as text: the one-line form (and layout) with its name and ratings
/// after it up to 9×9, else a `# name` line and the grid.
fn sudoku_text(position: &Position, index: usize, name: &str, rating: &Rating) -> String {
    let score = rating
        .score
        .map_or_else(|| "***".to_string(), |s| s.to_string());
    let diffkey = match rating.diffkey.difficulty {
        Some(d) => format!("{} ({d})", label(d)),
        None => rating.diffkey.label.to_string(),
    };
    let er = rating
        .er
        .map_or_else(|| "***".to_string(), |e| e.to_string());
    let ratings = format!(
        "score {score}, ER {er}, SHD {}, DiffKey {diffkey}, coarse {}",
        rating.shd.total, rating.coarse
    );
    if position.n() <= 9 {
        format!("{} {name}: {ratings}", write_line_with_layout(position))
    } else {
        let blank = if index == 0 { "" } else { "\n" };
        format!(
            "{blank}# {name}: {ratings}\n{}",
            write_grid(position).trim_end()
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kakuro_sizes_are_checked() {
        assert_eq!(parse_kakuro_size("12x10"), Ok((12, 10)));
        assert!(parse_kakuro_size("2x9").unwrap_err().contains("3 to 60"));
        assert!(parse_kakuro_size("twelve").is_err());
    }

    #[test]
    fn counts_and_seconds_are_bounded() {
        assert_eq!(parse_count("1000000000"), Ok(MAX_COUNT));
        let e = parse_count("18446744073709551615").unwrap_err();
        assert!(e.contains("1 to 1000000000"), "{e}");
        assert!(parse_count("0").is_err());
        assert_eq!(parse_seconds("0.5"), Ok(0.5));
        assert!(parse_seconds("-1").is_err());
        assert!(parse_seconds("NaN").is_err());
        assert!(parse_seconds("1e30").is_err());
    }
}
