//! One puzzle made to order for the terminal game (SPEC §1, §8, §10; the game's
//! "new puzzle" form): a kind, a size, a symmetry and one target — every target
//! `kibitz generate` takes (score band, level, required technique, DiffKey label,
//! coarse rating, SHD band; a Kakuro's ATK Rating, score band or required
//! technique, rated under the Kakuro scores given), or a drill — tried one after
//! another on the calling thread until a puzzle meets the target, the tries run
//! out or the caller gives up. The tries are those of `kibitz generate`
//! ([`try_sudoku`], [`try_drill`], [`try_kakuro`] with [`try_rng`] streams), so a
//! seed makes the same puzzle again.
//!
//! Choices where the spec leaves room: givens are minimal; a Kakuro's black
//! squares are symmetric under a half turn whatever the symmetry chosen (a
//! Kakuro's givens are its clues; a Kakuro drill is walked under the default
//! Kakuro scores); [`MAX_TRIES`] bounds the tries (a target not
//! met within them is said in one line). A drill of a technique that generation
//! reaches too slowly on a 9×9 ([`super::drill_sets`]) is taken from the
//! bundled set, the puzzle chosen by the seed.

use std::sync::atomic::{AtomicBool, Ordering};

use super::dig::DigOptions;
use super::drill::{Drill, drill_in, try_drill};
use super::drill_sets::bundled_drills;
use super::kakuro::{GeneratedKakuro, KakuroSpec, try_kakuro};
use super::kakuro_drill::{KakuroDrill, try_kakuro_drill};
use super::rng::try_rng;
use super::sudoku::{Board, GeneratedSudoku, SudokuSpec, try_sudoku};
use super::symmetry::Symmetry;
use super::target::{KakuroTarget, Range, SudokuTarget};
use crate::engine::{Geometry, Regions, TechniqueId};
use crate::kakuro::{KakuroScores, KakuroTechnique};
use crate::rating::level::Level;
use crate::rating::{Rating, Scores, rate};

/// Tries per order before the target is given up.
pub const MAX_TRIES: u64 = 400;

/// Tries per drill order: a drill try is quicker than a rated one, and the
/// rarer techniques need more of them.
pub const MAX_DRILL_TRIES: u64 = 4000;

/// What kind of puzzle to make.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum OrderKind {
    /// A Sudoku with the default boxes of its size.
    Boxes,
    /// A Sudoku on a new random jigsaw layout.
    Jigsaw,
    /// A square Kakuro, clue row and column included.
    Kakuro,
}

/// The one target an order may carry.
#[derive(Copy, Clone, Debug, PartialEq)]
pub enum OrderTarget {
    /// Any unique puzzle.
    Any,
    /// A Sudoku whose §3 score lies in a level's band.
    Level(Level),
    /// A Sudoku whose §3 score lies in this range.
    Score(Range),
    /// A Sudoku that needs this technique.
    Requires(TechniqueId),
    /// A Sudoku that needs this technique, opened where it is the simplest hint.
    Drill(TechniqueId),
    /// A Sudoku with this DiffKey label (SPEC §6).
    DiffKey(&'static str),
    /// A Sudoku of this coarse rating (SPEC §7).
    Coarse(i8),
    /// A Sudoku whose SHD tally (SPEC §5) lies in this range.
    Shd(Range),
    /// A Kakuro whose ATK Rating (SPEC §8) lies in this range.
    KakuroRating(Range),
    /// A Kakuro whose score Σ Nᵢ × Dᵢ (SPEC §3 applied to §8) lies in this range.
    KakuroScore(Range),
    /// A Kakuro whose Simplest-first solving needs this technique.
    KakuroRequires(KakuroTechnique),
    /// A Kakuro opened where this Kakuro technique is the simplest hint.
    KakuroDrill(KakuroTechnique),
}

/// A puzzle to make.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct Order {
    /// The kind.
    pub kind: OrderKind,
    /// The side of the board (a Kakuro is `size`×`size`).
    pub size: usize,
    /// The target.
    pub target: OrderTarget,
    /// The symmetry of a Sudoku's givens.
    pub symmetry: Symmetry,
}

/// A puzzle made to order.
#[derive(Clone, Debug)]
pub enum Made {
    /// A Sudoku with its ratings.
    Sudoku(GeneratedSudoku),
    /// A Sudoku to open at its drill, with the ratings of the puzzle and, when it
    /// comes from a bundled set, the name it has there.
    Drill {
        /// The drill (boxed: it holds two positions and its steps).
        drill: Box<Drill>,
        /// The ratings of the puzzle (its givens).
        rating: Rating,
        /// The puzzle's name in the bundled set it was taken from.
        bundled: Option<String>,
    },
    /// A Kakuro with its profile.
    Kakuro(GeneratedKakuro),
    /// A Kakuro to open at its drill (boxed: it holds two positions and its steps).
    KakuroDrill(Box<KakuroDrill>),
}

/// Why an order was not filled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Unfilled {
    /// The order cannot be made (a size with no boxes, a target of the other kind).
    Invalid(String),
    /// No try met the target; the message says which target and how many tries.
    NotMet(String),
    /// The caller gave up before a puzzle was found.
    Cancelled,
}

/// Makes the order from `seed` under the technique scores `scores` (which a
/// drill's walk and the ratings use), trying at most `max_tries` times and stopping
/// early once `cancelled` is set. Returns the puzzle and how many tries it took
/// (0 for a drill from a bundled set).
pub fn make(
    order: &Order,
    scores: &Scores,
    seed: u64,
    max_tries: u64,
    cancelled: &AtomicBool,
) -> Result<(Made, u64), Unfilled> {
    let kakuro = KakuroScores::default();
    make_with(order, (scores, &kakuro), seed, max_tries, cancelled)
}

/// As [`make`], with a Kakuro rated (its score band, its required technique, its
/// finish by logic) under the Kakuro scores given beside the Sudoku ones.
pub fn make_with(
    order: &Order,
    (scores, kakuro): (&Scores, &KakuroScores),
    seed: u64,
    max_tries: u64,
    cancelled: &AtomicBool,
) -> Result<(Made, u64), Unfilled> {
    let attempt: Box<dyn Fn(u64) -> Option<Made>> = match (order.kind, order.target) {
        (OrderKind::Kakuro, OrderTarget::KakuroDrill(technique)) => {
            let spec = kakuro_spec(order, kakuro)?;
            Box::new(move |t| {
                try_kakuro_drill(&spec, technique, &mut try_rng(seed, 0, t), None)
                    .map(|drill| Made::KakuroDrill(Box::new(drill)))
            })
        }
        (OrderKind::Kakuro, _) => {
            let spec = kakuro_spec(order, kakuro)?;
            Box::new(move |t| try_kakuro(&spec, &mut try_rng(seed, 0, t), None).map(Made::Kakuro))
        }
        (_, OrderTarget::Drill(technique)) => {
            let spec = sudoku_spec(order, scores)?;
            if let Some(made) = from_bundle(&spec, technique, seed) {
                return Ok((made, 0));
            }
            Box::new(move |t| {
                let drill = try_drill(&spec, technique, &mut try_rng(seed, 0, t), None)?;
                let rating = rate(&drill.puzzle, &spec.scores);
                Some(Made::Drill {
                    drill: Box::new(drill),
                    rating,
                    bundled: None,
                })
            })
        }
        _ => {
            let spec = sudoku_spec(order, scores)?;
            Box::new(move |t| try_sudoku(&spec, &mut try_rng(seed, 0, t), None).map(Made::Sudoku))
        }
    };
    for t in 0..max_tries {
        if cancelled.load(Ordering::Relaxed) {
            return Err(Unfilled::Cancelled);
        }
        if let Some(made) = attempt(t) {
            return Ok((made, t + 1));
        }
    }
    Err(Unfilled::NotMet(format!(
        "no puzzle met the target ({}) within {max_tries} tries; try another target",
        describe(&order.target)
    )))
}

/// The tries an order may take: more for a drill.
pub fn tries_for(order: &Order) -> u64 {
    match order.target {
        OrderTarget::Drill(_) => MAX_DRILL_TRIES,
        _ => MAX_TRIES,
    }
}

/// A drill from the bundled set of the technique, when the board is a 9×9 with
/// boxes, has no symmetry asked for and the technique has a set: the puzzle the
/// seed picks, or the next one whose walk reaches the technique under `spec`'s
/// scores.
fn from_bundle(spec: &SudokuSpec, technique: TechniqueId, seed: u64) -> Option<Made> {
    let Board::Fixed(geometry) = &spec.board else {
        return None;
    };
    let plain = geometry.n() == 9 && matches!(geometry.regions(), Regions::Boxes { rows: 3, .. });
    if !plain || spec.dig.symmetry != Symmetry::None {
        return None;
    }
    let set = bundled_drills(technique);
    let first = (seed % set.len().max(1) as u64) as usize;
    (0..set.len()).find_map(|i| {
        let (puzzle, name) = &set[(first + i) % set.len()];
        let drill = drill_in(puzzle, technique, &spec.scores)?;
        Some(Made::Drill {
            rating: rate(puzzle, &spec.scores),
            drill: Box::new(drill),
            bundled: Some(name.clone()),
        })
    })
}

/// The target in words, techniques by name.
pub fn describe(target: &OrderTarget) -> String {
    match target {
        OrderTarget::Any => "any".into(),
        OrderTarget::Level(l) => format!("level {} (score {})", l.name, l.band()),
        OrderTarget::Score(r) => format!("score {r}"),
        OrderTarget::Requires(t) => format!("requires {}", t.name()),
        OrderTarget::Drill(t) => format!("drill {}", t.name()),
        OrderTarget::DiffKey(l) => format!("DiffKey {l}"),
        OrderTarget::Coarse(k) => format!("coarse {k}"),
        OrderTarget::Shd(r) => format!("SHD {r}"),
        OrderTarget::KakuroRating(r) => format!("Rating {r}"),
        OrderTarget::KakuroScore(r) => format!("score {r}"),
        OrderTarget::KakuroRequires(t) => format!("requires {}", t.name()),
        OrderTarget::KakuroDrill(t) => format!("drill {}", t.name()),
    }
}

fn sudoku_spec(order: &Order, scores: &Scores) -> Result<SudokuSpec, Unfilled> {
    let board = match order.kind {
        OrderKind::Jigsaw if (4..=25).contains(&order.size) => Board::RandomJigsaw(order.size),
        OrderKind::Jigsaw => {
            return Err(Unfilled::Invalid(format!(
                "a jigsaw side is 4 to 25, not {}",
                order.size
            )));
        }
        _ => Board::Fixed(
            Geometry::standard(order.size).map_err(|e| Unfilled::Invalid(e.to_string()))?,
        ),
    };
    let mut target = SudokuTarget::default();
    match order.target {
        OrderTarget::Any | OrderTarget::Drill(_) => {}
        OrderTarget::Level(l) => {
            target.score = Some(Range {
                low: Some(f64::from(l.low)),
                high: l.high.map(f64::from),
            })
        }
        OrderTarget::Score(r) => target.score = Some(r),
        OrderTarget::Requires(t) => target.requires = vec![t],
        OrderTarget::DiffKey(l) => target.diffkey_label = Some(l),
        OrderTarget::Coarse(k) => target.coarse = Some(k),
        OrderTarget::Shd(r) => target.shd = Some(r),
        OrderTarget::KakuroRating(_)
        | OrderTarget::KakuroScore(_)
        | OrderTarget::KakuroRequires(_)
        | OrderTarget::KakuroDrill(_) => {
            return Err(Unfilled::Invalid("that target is for a Kakuro".into()));
        }
    }
    Ok(SudokuSpec {
        board,
        dig: DigOptions {
            symmetry: order.symmetry,
            minimal: true,
        },
        target,
        scores: scores.clone(),
    })
}

fn kakuro_spec(order: &Order, scores: &KakuroScores) -> Result<KakuroSpec, Unfilled> {
    if !(3..=60).contains(&order.size) {
        return Err(Unfilled::Invalid(format!(
            "a Kakuro side is 3 to 60, not {}",
            order.size
        )));
    }
    let mut target = KakuroTarget::default();
    match order.target {
        OrderTarget::Any | OrderTarget::KakuroDrill(_) => {}
        OrderTarget::KakuroRating(r) => target.rating = Some(r),
        OrderTarget::KakuroScore(r) => target.score = Some(r),
        OrderTarget::KakuroRequires(t) if scores.enabled(t) => target.requires = vec![t],
        OrderTarget::KakuroRequires(t) => {
            return Err(Unfilled::Invalid(format!(
                "{} is disabled in the Kakuro scores (its score is 0)",
                t.name()
            )));
        }
        _ => {
            return Err(Unfilled::Invalid(
                "a Kakuro takes a Rating, score or technique target".into(),
            ));
        }
    }
    Ok(KakuroSpec {
        width: order.size,
        height: order.size,
        symmetry: Symmetry::Rotational,
        scores: scores.clone(),
        target,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::solver::{SolveLimits, SolveStatus, solve};

    #[test]
    fn orders_are_filled_unique_and_repeatable() {
        let never = AtomicBool::new(false);
        let order = Order {
            kind: OrderKind::Boxes,
            size: 4,
            target: OrderTarget::Any,
            symmetry: Symmetry::None,
        };
        let (Made::Sudoku(a), _) = make(&order, &Scores::default(), 7, MAX_TRIES, &never).unwrap()
        else {
            panic!("a Sudoku was ordered");
        };
        assert_eq!(
            solve(&a.position, SolveLimits::default()).status,
            SolveStatus::Unique
        );
        let (Made::Sudoku(b), _) = make(&order, &Scores::default(), 7, MAX_TRIES, &never).unwrap()
        else {
            panic!("a Sudoku was ordered");
        };
        assert_eq!(a.position.values(), b.position.values());
    }

    #[test]
    fn unmet_cancelled_and_invalid_orders_say_so() {
        let never = AtomicBool::new(false);
        let hard = Order {
            kind: OrderKind::Boxes,
            size: 4,
            target: OrderTarget::Coarse(5),
            symmetry: Symmetry::None,
        };
        let Err(Unfilled::NotMet(why)) = make(&hard, &Scores::default(), 1, 3, &never) else {
            panic!("a coarse 5 4×4 in 3 tries");
        };
        assert!(why.contains("coarse 5") && why.contains("3 tries"), "{why}");
        let now = AtomicBool::new(true);
        assert_eq!(
            make(&hard, &Scores::default(), 1, 3, &now).err(),
            Some(Unfilled::Cancelled)
        );
        let odd = Order {
            kind: OrderKind::Boxes,
            size: 7,
            target: OrderTarget::Any,
            symmetry: Symmetry::None,
        };
        assert!(matches!(
            make(&odd, &Scores::default(), 1, 3, &never),
            Err(Unfilled::Invalid(_))
        ));
    }

    #[test]
    fn a_drill_order_opens_at_its_technique_with_targets_in_words() {
        let never = AtomicBool::new(false);
        let order = Order {
            kind: OrderKind::Boxes,
            size: 9,
            target: OrderTarget::Drill(TechniqueId::NakedPair),
            symmetry: Symmetry::Rotational,
        };
        let scores = Scores::default();
        let (
            Made::Drill {
                drill,
                rating,
                bundled,
            },
            _,
        ) = make(&order, &scores, 11, MAX_DRILL_TRIES, &never).unwrap()
        else {
            panic!("a drill was ordered");
        };
        assert_eq!(drill.hint.technique, TechniqueId::NakedPair);
        assert!(rating.validity.is_valid() && bundled.is_none());
        assert_eq!(describe(&order.target), "drill Naked pair");
        assert_eq!(tries_for(&order), MAX_DRILL_TRIES);
        let level = crate::rating::level::LEVELS[2];
        assert_eq!(
            describe(&OrderTarget::Level(level)),
            "level Hard (score 41..100)"
        );
    }
}
