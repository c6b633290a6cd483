//! The "new puzzle" form (SPEC §10, made with the generator of SPEC §1, §8): a
//! kind, a size, a target and its value, and a symmetry chosen with the arrows
//! ([`choices`] lists them: every target of `kibitz generate`, techniques by
//! name, level names, and the drill), a puzzle made to that order on a
//! background thread ([`super::generator`]) while the game stays responsive, then
//! played as a new game ([`made`] says what was asked and what came).
//!
//! Choices where the spec leaves room:
//! - Every order has a new seed (from the clock), so the same choice makes a
//!   different puzzle each time; the game's name carries the whole seed.
//! - A drill opens at the first position where the simplest hint is the
//!   technique (the hints before it applied as undoable steps); the board's
//!   next-drill key orders another drill of the same form.
//! - While a puzzle is being made the form shows it and only Esc (stop) and
//!   Ctrl-c work in it; a puzzle that arrives after Esc is dropped. A target not met
//!   within the bounded tries is said in one line and the form stays open.

pub mod choices;
pub mod made;

use super::{Action, App, Screen, Tone};
use crate::generate::order::{Made, Order, OrderKind, OrderTarget, Unfilled, describe};
use crate::generate::rng::clock_seed;
use choices::{KINDS, TargetKind, sizes, symmetries, target_kinds, target_values};
pub use made::Opened;

/// The form's fields, top to bottom.
pub const FIELDS: [&str; 5] = ["Kind", "Size", "Target", "Value", "Symmetry"];

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
    /// The kind of target, an index into [`target_kinds`] of the kind.
    pub target: usize,
    /// The target's value, an index into [`target_values`] of the target kind.
    pub value: usize,
    /// The symmetry, an index into [`symmetries`] of the kind.
    pub symmetry: usize,
    /// The seed of the order being made; its puzzle is the only one accepted.
    pub waiting: Option<u64>,
}

impl Default for NewPuzzleForm {
    /// A 9×9 Sudoku with no target and no symmetry.
    fn default() -> NewPuzzleForm {
        NewPuzzleForm {
            field: 0,
            kind: 0,
            size: 3,
            target: 0,
            value: 0,
            symmetry: 0,
            waiting: None,
        }
    }
}

impl NewPuzzleForm {
    /// The kind chosen.
    pub fn kind(&self) -> OrderKind {
        KINDS[self.kind].0
    }

    /// The kind of target chosen.
    pub fn target_kind(&self) -> TargetKind {
        target_kinds(self.kind())[self.target]
    }

    /// The order the form describes.
    pub fn order(&self) -> Order {
        let kind = self.kind();
        Order {
            kind,
            size: sizes(kind)[self.size],
            target: target_values(self.target_kind())[self.value].0,
            symmetry: symmetries(kind)[self.symmetry].0,
        }
    }

    /// The value shown in each field.
    pub fn values(&self) -> [String; 5] {
        let kind = self.kind();
        let n = sizes(kind)[self.size];
        [
            KINDS[self.kind].1.to_string(),
            format!("{n}×{n}"),
            self.target_kind().name().to_string(),
            target_values(self.target_kind())[self.value].1.clone(),
            symmetries(kind)[self.symmetry].1.to_string(),
        ]
    }

    /// The order in a few words: the board and its target.
    pub fn summary(&self) -> String {
        let [kind, size, ..] = self.values();
        format!("{size} {kind}, target {}", describe(&self.order().target))
    }

    fn step_value(&mut self, step: isize) {
        let wrap = |at: usize, len: usize| (at as isize + step).rem_euclid(len as isize) as usize;
        match self.field {
            0 => {
                self.kind = wrap(self.kind, KINDS.len());
                // Sizes and targets differ by kind: start from the middle size, no target.
                self.size = (sizes(self.kind()).len() - 1) / 2;
                self.target = 0;
                self.value = 0;
                self.symmetry = 0;
            }
            1 => self.size = wrap(self.size, sizes(self.kind()).len()),
            2 => {
                self.target = wrap(self.target, target_kinds(self.kind()).len());
                self.value = 0;
            }
            3 => self.value = wrap(self.value, target_values(self.target_kind()).len()),
            _ => self.symmetry = wrap(self.symmetry, symmetries(self.kind()).len()),
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

/// Starts making the form's order with a new seed.
fn start(app: &mut App, mut form: NewPuzzleForm) {
    form.waiting = Some(clock_seed());
    let text = format!("making a {}… Esc stops", form.summary());
    app.screen = Screen::NewPuzzle(Box::new(form));
    app.message = Some((Tone::Info, text));
}

/// Orders the next drill of the form that made the last one (the board's
/// next-drill key), or says how to start one.
pub fn next_drill(app: &mut App) {
    match app.drill_form.clone() {
        Some(form) => start(app, form),
        None => {
            let key = app.key_for(Action::OpenNewPuzzle);
            let text = format!("no drill yet: {key} opens the form, Target \"drill\" makes one");
            app.message = Some((Tone::Info, text));
        }
    }
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
            let form = form.as_ref().clone();
            start(app, form);
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

/// Takes the generator's answer: what to open and the note to show when it is
/// the one the form waits for, else `None` (a stale answer is dropped; a target
/// not met is said in the form, which stays open). A drill's form is kept for the
/// next-drill key.
pub fn receive(app: &mut App, generated: Generated) -> Option<Opened> {
    let Screen::NewPuzzle(form) = &mut app.screen else {
        return None;
    };
    if form.waiting != Some(generated.seed) {
        return None;
    }
    form.waiting = None;
    let asked = form.summary();
    let drill = matches!(
        form.order().target,
        OrderTarget::Drill(_) | OrderTarget::KakuroDrill(_)
    )
    .then(|| form.as_ref().clone());
    match generated.outcome {
        Ok((made, tries)) => {
            app.screen = Screen::Board;
            if drill.is_some() {
                app.drill_form = drill;
            }
            Some(made::opened(made, generated.seed, tries, &asked))
        }
        Err(Unfilled::NotMet(why) | Unfilled::Invalid(why)) => {
            app.message = Some((Tone::Warning, why));
            None
        }
        Err(Unfilled::Cancelled) => None,
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
            ["Sudoku", "9×9", "none", "—", "none"].map(String::from)
        );
        update(&mut a, Action::Move(1, 0));
        update(&mut a, Action::Move(0, -1));
        update(&mut a, Action::Move(1, 0));
        update(&mut a, Action::Move(0, 1));
        update(&mut a, Action::Move(1, 0));
        update(&mut a, Action::Move(0, -1));
        update(&mut a, Action::Move(1, 0));
        update(&mut a, Action::Move(0, 1));
        assert_eq!(
            form(&a).values(),
            [
                "Sudoku",
                "8×8",
                "level",
                "Extreme (score 251..)",
                "half turn"
            ]
            .map(String::from)
        );
        assert_eq!(
            form(&a).summary(),
            "8×8 Sudoku, target level Extreme (score 251..)"
        );
        // The kind, one down from the last field, wraps to Kakuro with its own lists.
        update(&mut a, Action::Move(1, 0));
        update(&mut a, Action::Move(0, -1));
        assert_eq!(
            form(&a).values(),
            ["Kakuro", "8×8", "none", "—", "half turn"].map(String::from)
        );
        update(&mut a, Action::Move(2, 0));
        update(&mut a, Action::Move(0, 1));
        update(&mut a, Action::Move(1, 0));
        update(&mut a, Action::Move(0, -1));
        assert_eq!(form(&a).values()[2..4], ["Rating", "above 1"]);
        assert_eq!(form(&a).order().kind, OrderKind::Kakuro);
        // Left of none wraps to the last Kakuro target, a drill; left of that,
        // a required technique; both by name.
        update(&mut a, Action::Move(-1, 0));
        update(&mut a, Action::Move(0, -1));
        update(&mut a, Action::Move(0, -1));
        update(&mut a, Action::Move(1, 0));
        update(&mut a, Action::Move(0, -1));
        assert_eq!(form(&a).values()[2..4], ["drill", "Domain test"]);
        update(&mut a, Action::Move(-1, 0));
        update(&mut a, Action::Move(0, -1));
        update(&mut a, Action::Move(1, 0));
        update(&mut a, Action::Move(0, -1));
        assert_eq!(form(&a).values()[2..4], ["requires", "Domain test"]);
        assert_eq!(
            form(&a).order().target,
            OrderTarget::KakuroRequires(crate::kakuro::KakuroTechnique::DomainTest)
        );
    }

    #[test]
    fn a_drill_takes_a_technique_by_name_and_the_next_one_orders_it_again() {
        let mut a = app();
        next_drill(&mut a);
        assert!(a.message.as_ref().unwrap().1.starts_with("no drill yet"));
        open(&mut a);
        // Target: four right of none is the drill; its value, the technique.
        update(&mut a, Action::Move(2, 0));
        for _ in 0..4 {
            update(&mut a, Action::Move(0, 1));
        }
        update(&mut a, Action::Move(1, 0));
        update(&mut a, Action::Move(0, 1));
        assert_eq!(form(&a).values()[2..4], ["drill", "Hidden single"]);
        update(&mut a, Action::NewPuzzleStart);
        let (order, seed) = a.waiting_order().unwrap();
        assert_eq!(
            order.target,
            OrderTarget::Drill(crate::engine::TechniqueId::HiddenSingle)
        );
        let outcome = crate::generate::order::make(
            &order,
            &a.scores,
            seed,
            40,
            &std::sync::atomic::AtomicBool::new(false),
        );
        let opened = receive(&mut a, Generated { seed, outcome }).unwrap();
        assert!(!opened.steps.is_empty() || opened.note.contains("after 0 hints"));
        assert!(
            opened
                .note
                .contains("target drill Hidden single; result: score"),
            "{}",
            opened.note
        );
        assert!(opened.entry.label.starts_with("drill Hidden single, seed "));
        // The next drill orders the same form again, with a new seed.
        next_drill(&mut a);
        let (again, _) = a.waiting_order().unwrap();
        assert_eq!(again, order);
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
