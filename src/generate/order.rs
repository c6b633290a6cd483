//! One puzzle made to order for the terminal game (SPEC §1, §8, §10; the game's
//! "new puzzle" form): a kind, a size and one target, tried one after another on
//! the calling thread until a puzzle meets the target, the tries run out or the
//! caller gives up. The tries are those of `kibitz generate` ([`try_sudoku`],
//! [`try_kakuro`] with [`try_rng`] streams), so a seed makes the same puzzle again.
//!
//! Choices where the spec leaves room: givens are minimal and without symmetry,
//! a Kakuro's black squares are symmetric under a half turn, and [`MAX_TRIES`]
//! bounds the tries (a target not met within them is said in one line).

use std::sync::atomic::{AtomicBool, Ordering};

use super::dig::DigOptions;
use super::kakuro::{GeneratedKakuro, KakuroSpec, try_kakuro};
use super::rng::try_rng;
use super::sudoku::{Board, GeneratedSudoku, SudokuSpec, try_sudoku};
use super::symmetry::Symmetry;
use super::target::{KakuroTarget, Range, SudokuTarget};
use crate::engine::{Geometry, TechniqueId};
use crate::kakuro::KakuroScores;
use crate::rating::Scores;

/// Tries per order before the target is given up.
pub const MAX_TRIES: u64 = 400;

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
    /// A Sudoku of this coarse rating (SPEC §7).
    Coarse(i8),
    /// A Sudoku that needs this technique.
    Requires(TechniqueId),
    /// A Kakuro whose ATK Rating (SPEC §8) lies in this range.
    KakuroRating(Range),
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
}

/// A puzzle made to order.
#[derive(Clone, Debug)]
pub enum Made {
    /// A Sudoku with its ratings.
    Sudoku(GeneratedSudoku),
    /// A Kakuro with its profile.
    Kakuro(GeneratedKakuro),
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

/// Makes the order from `seed`, trying at most `max_tries` times and stopping
/// early once `cancelled` is set. Returns the puzzle and how many tries it took.
pub fn make(
    order: &Order,
    seed: u64,
    max_tries: u64,
    cancelled: &AtomicBool,
) -> Result<(Made, u64), Unfilled> {
    let attempt: Box<dyn Fn(u64) -> Option<Made>> = match order.kind {
        OrderKind::Kakuro => {
            let spec = kakuro_spec(order)?;
            Box::new(move |t| try_kakuro(&spec, &mut try_rng(seed, 0, t), None).map(Made::Kakuro))
        }
        OrderKind::Boxes | OrderKind::Jigsaw => {
            let spec = sudoku_spec(order)?;
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

/// The target in words.
pub fn describe(target: &OrderTarget) -> String {
    match target {
        OrderTarget::Any => "any".into(),
        OrderTarget::Coarse(k) => format!("coarse {k}"),
        OrderTarget::Requires(t) => format!("requires {}", t.id()),
        OrderTarget::KakuroRating(r) => format!("Rating {r}"),
    }
}

fn sudoku_spec(order: &Order) -> Result<SudokuSpec, Unfilled> {
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
        OrderTarget::Any => {}
        OrderTarget::Coarse(k) => target.coarse = Some(k),
        OrderTarget::Requires(t) => target.requires = vec![t],
        OrderTarget::KakuroRating(_) => {
            return Err(Unfilled::Invalid("a Rating target is for a Kakuro".into()));
        }
    }
    Ok(SudokuSpec {
        board,
        dig: DigOptions {
            symmetry: Symmetry::None,
            minimal: true,
        },
        target,
        scores: Scores::default(),
    })
}

fn kakuro_spec(order: &Order) -> Result<KakuroSpec, Unfilled> {
    if !(3..=60).contains(&order.size) {
        return Err(Unfilled::Invalid(format!(
            "a Kakuro side is 3 to 60, not {}",
            order.size
        )));
    }
    let rating = match order.target {
        OrderTarget::Any => None,
        OrderTarget::KakuroRating(r) => Some(r),
        _ => return Err(Unfilled::Invalid("a Kakuro takes a Rating target".into())),
    };
    Ok(KakuroSpec {
        width: order.size,
        height: order.size,
        symmetry: Symmetry::Rotational,
        scores: KakuroScores::default(),
        target: KakuroTarget {
            rating,
            ..KakuroTarget::default()
        },
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
        };
        let (Made::Sudoku(a), _) = make(&order, 7, MAX_TRIES, &never).unwrap() else {
            panic!("a Sudoku was ordered");
        };
        assert_eq!(
            solve(&a.position, SolveLimits::default()).status,
            SolveStatus::Unique
        );
        let (Made::Sudoku(b), _) = make(&order, 7, MAX_TRIES, &never).unwrap() else {
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
        };
        let Err(Unfilled::NotMet(why)) = make(&hard, 1, 3, &never) else {
            panic!("a coarse 5 4×4 in 3 tries");
        };
        assert!(why.contains("coarse 5") && why.contains("3 tries"), "{why}");
        let now = AtomicBool::new(true);
        assert_eq!(make(&hard, 1, 3, &now).err(), Some(Unfilled::Cancelled));
        let odd = Order {
            kind: OrderKind::Boxes,
            size: 7,
            target: OrderTarget::Any,
        };
        assert!(matches!(
            make(&odd, 1, 3, &never),
            Err(Unfilled::Invalid(_))
        ));
    }
}
