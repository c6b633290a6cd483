//! The "new puzzle" form (SPEC §10, made with the generator of SPEC §1, §8): a
//! kind, a size and a target chosen with the arrows, a puzzle made to that order on
//! a background thread ([`super::generator`]) while the game stays responsive, then
//! played as a new game.
//!
//! Choices where the spec leaves room:
//! - The form offers a short list: Sudoku with boxes (4, 6, 8, 9, 10, 12, 16),
//!   jigsaw (5 to 9) and Kakuro (6×6 to 12×12); targets are none, a coarse rating
//!   (3, 4, 5) or needing an X-Wing for a Sudoku, none or an ATK Rating band for a
//!   Kakuro. `kibitz generate` takes every other combination.
//! - Every order has a new seed (from the clock), so the same choice makes a
//!   different puzzle each time; the game's name says the seed.
//! - While a puzzle is being made the form shows it and only Esc (stop) and
//!   Ctrl-c work in it; a puzzle that arrives after Esc is dropped. A target not met
//!   within the bounded tries is said in one line and the form stays open.

use super::{Action, App, Puzzle, PuzzleEntry, Screen, Tone};
use crate::engine::TechniqueId;
use crate::generate::order::{Made, Order, OrderKind, OrderTarget, Unfilled, describe};
use crate::generate::rng::clock_seed;
use crate::generate::target::Range;

/// The kinds the form offers, with their names.
pub const KINDS: [(OrderKind, &str); 3] = [
    (OrderKind::Boxes, "Sudoku"),
    (OrderKind::Jigsaw, "Jigsaw"),
    (OrderKind::Kakuro, "Kakuro"),
];

/// The sizes offered for a kind (a Kakuro's is its width and height).
pub fn sizes(kind: OrderKind) -> &'static [usize] {
    match kind {
        OrderKind::Boxes => &[4, 6, 8, 9, 10, 12, 16],
        OrderKind::Jigsaw => &[5, 6, 7, 8, 9],
        OrderKind::Kakuro => &[6, 8, 10, 12],
    }
}

/// The targets offered for a kind, with their names.
pub fn targets(kind: OrderKind) -> &'static [(OrderTarget, &'static str)] {
    const SUDOKU: &[(OrderTarget, &str)] = &[
        (OrderTarget::Any, "none"),
        (OrderTarget::Coarse(3), "coarse 3"),
        (OrderTarget::Coarse(4), "coarse 4"),
        (OrderTarget::Coarse(5), "coarse 5"),
        (OrderTarget::Requires(TechniqueId::XWing), "requires x_wing"),
    ];
    const KAKURO: &[(OrderTarget, &str)] = &[
        (OrderTarget::Any, "none"),
        (
            OrderTarget::KakuroRating(Range {
                low: Some(1.0),
                high: Some(1.0),
            }),
            "Rating 1 (hints alone)",
        ),
        (
            OrderTarget::KakuroRating(Range {
                low: Some(1.0001),
                high: None,
            }),
            "Rating above 1",
        ),
    ];
    match kind {
        OrderKind::Kakuro => KAKURO,
        _ => SUDOKU,
    }
}

/// The form's fields, top to bottom.
pub const FIELDS: [&str; 3] = ["Kind", "Size", "Target"];

/// The form: the field selected, the choice in each, and the seed of the order
/// being made, if one is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewPuzzleForm {
    /// The selected field, an index into [`FIELDS`].
    pub field: usize,
    /// The kind, an index into [`KINDS`].
    pub kind: usize,
    /// The size, an index into [`sizes`] of the kind.
    pub size: usize,
    /// The target, an index into [`targets`] of the kind.
    pub target: usize,
    /// The seed of the order being made; its puzzle is the only one accepted.
    pub waiting: Option<u64>,
}

impl Default for NewPuzzleForm {
    /// A 9×9 Sudoku with no target.
    fn default() -> NewPuzzleForm {
        NewPuzzleForm {
            field: 0,
            kind: 0,
            size: 3,
            target: 0,
            waiting: None,
        }
    }
}

impl NewPuzzleForm {
    /// The kind chosen.
    pub fn kind(&self) -> OrderKind {
        KINDS[self.kind].0
    }

    /// The order the form describes.
    pub fn order(&self) -> Order {
        let kind = self.kind();
        Order {
            kind,
            size: sizes(kind)[self.size],
            target: targets(kind)[self.target].0,
        }
    }

    /// The value shown in each field.
    pub fn values(&self) -> [String; 3] {
        let kind = self.kind();
        let n = sizes(kind)[self.size];
        [
            KINDS[self.kind].1.to_string(),
            format!("{n}×{n}"),
            targets(kind)[self.target].1.to_string(),
        ]
    }

    fn step_value(&mut self, step: isize) {
        let wrap = |at: usize, len: usize| (at as isize + step).rem_euclid(len as isize) as usize;
        match self.field {
            0 => {
                self.kind = wrap(self.kind, KINDS.len());
                // Sizes and targets differ by kind: start from the middle size, no target.
                self.size = (sizes(self.kind()).len() - 1) / 2;
                self.target = 0;
            }
            1 => self.size = wrap(self.size, sizes(self.kind()).len()),
            _ => self.target = wrap(self.target, targets(self.kind()).len()),
        }
    }
}

/// Opens the form on a 9×9 Sudoku with no target.
pub fn open(app: &mut App) {
    app.screen = Screen::NewPuzzle(Box::default());
    app.message = Some((
        Tone::Info,
        "new puzzle: choose with the arrows, Enter makes it".into(),
    ));
}

/// Applies an action in the form.
pub fn update(app: &mut App, action: Action) {
    let Screen::NewPuzzle(form) = &mut app.screen else {
        return;
    };
    if form.waiting.is_some() {
        if matches!(action, Action::Dismiss | Action::Quit) {
            form.waiting = None;
            app.message = Some((Tone::Info, "stopped; nothing changed".into()));
        }
        return;
    }
    match action {
        Action::Move(dr, 0) => {
            form.field = (form.field as isize + dr).rem_euclid(FIELDS.len() as isize) as usize;
        }
        Action::Move(0, dc) => form.step_value(dc),
        Action::NewPuzzleStart => {
            let seed = clock_seed();
            form.waiting = Some(seed);
            let order = form.order();
            let [kind, size, _] = form.values();
            let text = format!(
                "making a {size} {kind} (target {})… Esc stops",
                describe(&order.target)
            );
            app.message = Some((Tone::Info, text));
        }
        Action::Dismiss | Action::Quit => {
            app.screen = Screen::Board;
            app.message = Some((Tone::Info, "no new puzzle; nothing changed".into()));
        }
        _ => {}
    }
}

impl App {
    /// The order being made and its seed, while the form waits for one.
    pub fn waiting_order(&self) -> Option<(Order, u64)> {
        match &self.screen {
            Screen::NewPuzzle(form) => form.waiting.map(|seed| (form.order(), seed)),
            _ => None,
        }
    }
}

/// What the generator thread sends back: the seed it was given and what it made.
#[derive(Debug)]
pub struct Generated {
    /// The order's seed, which tells the answer to the order being waited for.
    pub seed: u64,
    /// The puzzle and the tries it took, or why there is none.
    pub outcome: Result<(Made, u64), Unfilled>,
}

/// Takes the generator's answer: the puzzle to open and the note to show when it
/// is the one the form waits for, else `None` (a stale answer is dropped; a target
/// not met is said in the form, which stays open).
pub fn receive(app: &mut App, generated: Generated) -> Option<(PuzzleEntry, String)> {
    let Screen::NewPuzzle(form) = &mut app.screen else {
        return None;
    };
    if form.waiting != Some(generated.seed) {
        return None;
    }
    form.waiting = None;
    let seed = generated.seed;
    match generated.outcome {
        Ok((made, tries)) => {
            app.screen = Screen::Board;
            let tries = if tries == 1 {
                "1 try".to_string()
            } else {
                format!("{tries} tries")
            };
            let (entry, what) = entry(made, seed);
            Some((entry, format!("new puzzle: {what}, made in {tries}")))
        }
        Err(Unfilled::NotMet(why) | Unfilled::Invalid(why)) => {
            app.message = Some((Tone::Warning, why));
            None
        }
        Err(Unfilled::Cancelled) => None,
    }
}

/// The puzzle made as an entry to open, and a few words on it.
fn entry(made: Made, seed: u64) -> (PuzzleEntry, String) {
    match made {
        Made::Sudoku(s) => {
            let n = s.position.n();
            let kind = if s.position.geometry().is_jigsaw() {
                "jigsaw"
            } else {
                "Sudoku"
            };
            let name = format!("generated {n}×{n} {kind}, seed {seed}");
            let what = format!("{n}×{n} {kind}, coarse {}", s.report.coarse);
            let entry = PuzzleEntry {
                label: name.clone(),
                name: Some(name),
                puzzle: Puzzle::Sudoku(s.position),
            };
            (entry, what)
        }
        Made::Kakuro(k) => {
            let (w, h) = (k.puzzle.grid.width(), k.puzzle.grid.height());
            let name = format!("generated {w}×{h} Kakuro, seed {seed}");
            let what = format!("{w}×{h} Kakuro, Rating {}", k.profile.rating_text());
            let mut puzzle = k.puzzle;
            puzzle.name = Some(name.clone());
            let entry = PuzzleEntry {
                label: name.clone(),
                name: Some(name),
                puzzle: Puzzle::Kakuro(puzzle),
            };
            (entry, what)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::SudokuGame;
    use crate::game::fixtures::four;
    use crate::theme::Theme;

    fn app() -> App {
        let mut app = App::new(Theme::builtin(), None, Vec::new());
        app.open(SudokuGame::new(None, &four(), None));
        open(&mut app);
        app
    }

    fn form(app: &App) -> &NewPuzzleForm {
        match &app.screen {
            Screen::NewPuzzle(f) => f,
            other => panic!("not in the form: {other:?}"),
        }
    }

    #[test]
    fn arrows_choose_fields_and_values() {
        let mut a = app();
        assert_eq!(
            form(&a).values(),
            ["Sudoku", "9×9", "none"].map(String::from)
        );
        update(&mut a, Action::Move(1, 0));
        update(&mut a, Action::Move(0, -1));
        update(&mut a, Action::Move(1, 0));
        update(&mut a, Action::Move(0, 1));
        assert_eq!(
            form(&a).values(),
            ["Sudoku", "8×8", "coarse 3"].map(String::from)
        );
        // The kind, one up from the first field, wraps to Kakuro with its own lists.
        update(&mut a, Action::Move(1, 0));
        update(&mut a, Action::Move(0, -1));
        assert_eq!(
            form(&a).values(),
            ["Kakuro", "8×8", "none"].map(String::from)
        );
        update(&mut a, Action::Move(-1, 0));
        update(&mut a, Action::Move(0, -1));
        assert_eq!(form(&a).values()[2], "Rating above 1");
        assert_eq!(form(&a).order().kind, OrderKind::Kakuro);
    }

    #[test]
    fn enter_orders_esc_stops_and_a_stale_answer_is_dropped() {
        let mut a = app();
        assert_eq!(a.waiting_order(), None);
        update(&mut a, Action::NewPuzzleStart);
        let (order, seed) = a.waiting_order().unwrap();
        assert_eq!((order.kind, order.size), (OrderKind::Boxes, 9));
        // While it is made, the form's keys wait; Esc stops waiting.
        update(&mut a, Action::Move(0, 1));
        assert_eq!(form(&a).values()[0], "Sudoku");
        update(&mut a, Action::Dismiss);
        assert_eq!(a.waiting_order(), None);
        assert!(matches!(a.screen, Screen::NewPuzzle(_)));
        let late = Generated {
            seed,
            outcome: Err(Unfilled::NotMet("never shown".into())),
        };
        assert!(receive(&mut a, late).is_none());
        assert_ne!(a.message.as_ref().unwrap().1, "never shown");
        update(&mut a, Action::Dismiss);
        assert_eq!(a.screen, Screen::Board);
    }

    #[test]
    fn a_target_not_met_is_said_and_the_form_stays() {
        let mut a = app();
        update(&mut a, Action::NewPuzzleStart);
        let (_, seed) = a.waiting_order().unwrap();
        let missed = Generated {
            seed,
            outcome: Err(Unfilled::NotMet("no puzzle met the target".into())),
        };
        assert!(receive(&mut a, missed).is_none());
        assert_eq!(
            a.message,
            Some((Tone::Warning, "no puzzle met the target".into()))
        );
        assert_eq!(form(&a).waiting, None);
    }
}
