//! The solving strategies of SourGumdrop (SPEC §3): Simplest first, Most
//! effective (with directed guessing when solving), Random, and the two hints.
//!
//! Every strategy starts with the automatic step (basic filtering and every naked
//! single, repeated) and takes it again after each technique applied; naked
//! singles are never counted.

use std::cell::OnceCell;

use rand::rngs::ChaCha8Rng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

use super::scores::Scores;
use super::unchanged::Unchanged;
use crate::engine::apply::automatic_step_indexed;
use crate::engine::instance::{Instance, largest_effect};
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{Context, DigitIndex, simplest_hint as first_hint};
use crate::engine::{Cell, Contradiction, Digit, Position};

/// How a run ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum End {
    /// Every cell filled, no duplicates.
    Solved,
    /// No enabled technique applies.
    Stuck,
    /// A cell was left without candidates (or the grid filled with duplicates).
    Contradiction,
}

/// One step of a solving path.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Naked singles set by the automatic step.
    Automatic(Vec<(Cell, Digit)>),
    /// A technique instance applied.
    Technique(Instance),
    /// A guess of directed guessing (only when solving).
    Guess(Cell, Digit),
}

/// What a strategy did from a position.
#[derive(Clone, Debug)]
pub struct Run {
    /// How many times each technique was applied, by table index.
    pub counts: [u32; TechniqueId::ALL.len()],
    /// How it ended.
    pub end: End,
    /// The steps in order.
    pub steps: Vec<Step>,
    /// The position reached.
    pub position: Position,
}

impl Run {
    /// How many times a technique was applied.
    pub fn count(&self, t: TechniqueId) -> u32 {
        self.counts[t.index()]
    }
}

#[cfg(test)]
impl Run {
    /// The positions the run's technique steps were found in, replayed from
    /// `start`: for tests that check a finder at every step of a real path.
    pub(crate) fn positions_of_steps(&self, start: &Position) -> Vec<Position> {
        use crate::engine::apply::{apply, automatic_step};
        let mut at = start.clone();
        automatic_step(&mut at);
        let mut out = Vec::new();
        for step in &self.steps {
            if let Step::Technique(applied) = step {
                out.push(at.clone());
                apply(applied, &mut at);
                automatic_step(&mut at);
            }
        }
        out
    }
}

/// What a run shows of the steps it takes, each in the position it is taken
/// in, so that what else is asked of those positions (the ER estimate's
/// values) is answered while the run makes them rather than by replaying it.
/// Every method does nothing unless implemented.
pub trait Observer {
    /// An instance about to be applied, with the context it was found in (the
    /// position before it, and whatever that position's finders built) and
    /// what the run knows of the techniques that found nothing before, to
    /// search that position through.
    fn found(&mut self, cx: &Context<'_>, instance: &Instance, unchanged: &mut Unchanged) {
        let _ = (cx, instance, unchanged);
    }

    /// The same instance just applied: the position and its index after it,
    /// before the automatic step that follows.
    fn applied(&mut self, pos: &Position, index: &DigitIndex, instance: &Instance) {
        let _ = (pos, index, instance);
    }

    /// A naked single the automatic step is about to set, with the position
    /// and its index before it.
    fn naked_single(&mut self, pos: &Position, index: &DigitIndex, cell: Cell, digit: Digit) {
        let _ = (pos, index, cell, digit);
    }
}

/// The observer that looks at nothing.
impl Observer for () {}

/// A run in progress with the digit index of its position, kept up to date
/// with every placement and elimination and lent to each step's finders.
struct Runner {
    run: Run,
    index: DigitIndex,
}

impl Runner {
    /// Starts from `start`, basic filtered; `index`, when given, is
    /// [`DigitIndex::new`] of `start` as it is, taken when filtering changes
    /// nothing.
    fn start(start: &Position, index: Option<&DigitIndex>, observer: &mut impl Observer) -> Runner {
        let mut position = start.clone();
        position.basic_filter();
        let index = match index {
            Some(index) if position.all_candidates() == start.all_candidates() => index.clone(),
            _ => DigitIndex::new(&position),
        };
        let mut runner = Runner {
            index,
            run: Run {
                counts: [0; TechniqueId::ALL.len()],
                end: End::Stuck,
                steps: Vec::new(),
                position,
            },
        };
        runner.automatic(observer);
        runner
    }

    /// Takes the automatic step; returns whether the position is still open.
    fn automatic(&mut self, observer: &mut impl Observer) -> bool {
        let run = &mut self.run;
        let step =
            automatic_step_indexed(&mut run.position, &mut self.index, |pos, index, c, d| {
                observer.naked_single(pos, index, c, d)
            });
        if !step.placed.is_empty() {
            run.steps.push(Step::Automatic(step.placed));
        }
        if step.contradiction {
            run.end = End::Contradiction;
            return false;
        }
        // The index holds the position's digits: when every group holds
        // every digit the grid is full without duplicates, and a full grid
        // that falls short has some.
        debug_assert_eq!(
            self.index.holds_every_digit(),
            run.position.is_full() && !run.position.has_conflicts()
        );
        if self.index.holds_every_digit() {
            run.end = End::Solved;
            return false;
        }
        if run.position.is_full() {
            run.end = End::Contradiction;
            return false;
        }
        true
    }

    fn apply(&mut self, instance: Instance, observer: &mut impl Observer) -> bool {
        self.index.take_effect(&instance, &mut self.run.position);
        observer.applied(&self.run.position, &self.index, &instance);
        self.run.counts[instance.technique.index()] += 1;
        self.run.steps.push(Step::Technique(instance));
        self.automatic(observer)
    }
}

/// Simplest first: the first enabled technique (in score order) that has an
/// instance applies its largest-effect instance; then back to the simplest.
pub fn simplest_first(position: &Position, scores: &Scores) -> Run {
    simplest_first_observed(position, scores, &mut ())
}

/// [`simplest_first`], showing `observer` each step as it is taken.
pub fn simplest_first_observed(
    position: &Position,
    scores: &Scores,
    observer: &mut impl Observer,
) -> Run {
    simplest_first_indexed(position, None, scores, observer)
}

/// [`simplest_first_observed`], given `index`, the [`DigitIndex::new`] of
/// `position` when the caller has it.
pub fn simplest_first_indexed(
    position: &Position,
    index: Option<&DigitIndex>,
    scores: &Scores,
    observer: &mut impl Observer,
) -> Run {
    let order = scores.order();
    let mut unchanged = Unchanged::default();
    run_indexed(position, index, observer, |cx, observer| {
        let found = first_found(cx, &order, &mut unchanged);
        if let Some(instance) = &found {
            observer.found(cx, instance, &mut unchanged);
        }
        found
    })
}

/// Runs from a position, applying what `pick` finds after each automatic step
/// until it finds nothing or the position is solved or broken; `observer` is
/// shown the steps and lent to `pick`.
///
/// The givens never change along a run, so whether they have exactly one
/// solution (which uniqueness techniques ask) is decided once for the run's
/// contexts.
fn run_with<O: Observer>(
    position: &Position,
    observer: &mut O,
    pick: impl FnMut(&Context<'_>, &mut O) -> Option<Instance>,
) -> Run {
    run_indexed(position, None, observer, pick)
}

/// [`run_with`], given the position's [`DigitIndex`] when the caller has it.
fn run_indexed<O: Observer>(
    position: &Position,
    index: Option<&DigitIndex>,
    observer: &mut O,
    mut pick: impl FnMut(&Context<'_>, &mut O) -> Option<Instance>,
) -> Run {
    let known = OnceCell::new();
    let mut runner = Runner::start(position, index, observer);
    while runner.run.end == End::Stuck {
        let found = pick(
            &Context::indexed(&runner.run.position, &runner.index, &known),
            observer,
        );
        match found {
            Some(instance) => {
                if !runner.apply(instance, observer) {
                    break;
                }
            }
            None => break,
        }
    }
    runner.run
}

/// The instance to apply of the first technique in `order` that has one, what
/// the run knows to be unchanged left unsearched.
fn first_found(
    cx: &Context<'_>,
    order: &[TechniqueId],
    unchanged: &mut Unchanged,
) -> Option<Instance> {
    order.iter().find_map(|&t| unchanged.chosen(cx, t))
}

/// The largest-effect instance over the given techniques; ties go to the earlier
/// technique in `order`, then to the canonical key.
fn most_effective_instance(cx: &Context<'_>, order: &[TechniqueId]) -> Option<Instance> {
    let mut best: Option<Instance> = None;
    for &t in order {
        let found = cx.find(t);
        match largest_effect(&found) {
            Some(i) if best.as_ref().is_none_or(|b| i.effect > b.effect) => best = Some(i.clone()),
            _ => {}
        }
    }
    best
}

/// The techniques the general hint and Most effective may use from a position
/// (SPEC §3): the enabled ones no harder than the hardest that Simplest first
/// applies from there, in Simplest-first order: `solved` says whether Simplest
/// first under `scores` solved the position and `count` how often it applied
/// each technique; when it did not solve it, every enabled technique. Without
/// the cap a technique that proves many things at once (a forcing net, an ALS)
/// wins on effect on a puzzle that needs hidden singles only.
pub fn no_harder_than_needed(
    scores: &Scores,
    solved: bool,
    count: impl Fn(TechniqueId) -> u32,
) -> Vec<TechniqueId> {
    let mut order = scores.order();
    if solved {
        let needed = order.iter().rposition(|&t| count(t) > 0);
        order.truncate(needed.map_or(0, |hardest| hardest + 1));
    }
    order
}

/// The cap of [`no_harder_than_needed`] read off a Simplest-first run from the
/// position.
fn cap_of(scores: &Scores, position: &Position) -> Vec<TechniqueId> {
    let run = simplest_first(position, scores);
    no_harder_than_needed(scores, run.end == End::Solved, |t| run.count(t))
}

/// Most effective without guessing (as ratings use it): at each step the
/// largest-effect instance over the enabled techniques no harder than the
/// hardest Simplest first needs from `position` (the cap of SPEC §3, taken once
/// at the start: [`no_harder_than_needed`]).
pub fn most_effective(position: &Position, scores: &Scores) -> Run {
    let order = cap_of(scores, position);
    run_with(position, &mut (), |cx, _| {
        most_effective_instance(cx, &order)
    })
}

/// Guesses directed guessing may make before it gives up: plenty for any
/// puzzle people solve, and a bound on pathological boards.
pub const GUESS_BUDGET: u32 = 10_000;

/// Most effective with directed guessing when stuck (SPEC §3, solving only),
/// over the techniques no harder than needed from the start position
/// ([`no_harder_than_needed`]): guess in the open cell with the fewest candidates (ties row-major), digits
/// ascending, depth-first; the run returned is the successful branch, or the
/// first branch's end when no guess leads to a solution within
/// [`GUESS_BUDGET`] guesses.
pub fn solve_most_effective(position: &Position, scores: &Scores) -> Run {
    let mut budget = GUESS_BUDGET;
    let order = cap_of(scores, position);
    guided(position, &order, &mut budget)
}

/// Directed guessing over Most effective runs limited to `order` (the cap taken
/// at the start position holds for every branch).
fn guided(position: &Position, order: &[TechniqueId], budget: &mut u32) -> Run {
    let run = run_with(position, &mut (), |cx, _| {
        most_effective_instance(cx, order)
    });
    if run.end != End::Stuck {
        return run;
    }
    let Some(cell) = run
        .position
        .empty_cells()
        .min_by_key(|&c| (run.position.candidates(c).len(), c))
    else {
        return run;
    };
    for digit in run.position.candidates(cell) {
        if *budget == 0 {
            break;
        }
        *budget -= 1;
        let mut guessed = run.position.clone();
        guessed.place(cell, digit);
        let branch = guided(&guessed, order, budget);
        if branch.end == End::Solved {
            let mut joined = run.clone();
            joined.steps.push(Step::Guess(cell, digit));
            joined.steps.extend(branch.steps);
            for (total, n) in joined.counts.iter_mut().zip(branch.counts) {
                *total += n;
            }
            joined.end = End::Solved;
            joined.position = branch.position;
            return joined;
        }
    }
    run
}

/// Random: at each step the enabled techniques are tried in a fresh random order
/// (repeatable from the generator's seed); the first with an instance applies its
/// largest-effect instance.
pub fn random(position: &Position, scores: &Scores, rng: &mut ChaCha8Rng) -> Run {
    let mut order = scores.order();
    let mut unchanged = Unchanged::default();
    run_with(position, &mut (), |cx, _| {
        order.shuffle(rng);
        first_found(cx, &order, &mut unchanged)
    })
}

/// A generator for [`random`] runs from a seed.
pub fn seeded(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// Draws a fresh seed for one of several random runs.
pub fn next_seed(rng: &mut ChaCha8Rng) -> u64 {
    rng.next_u64()
}

/// The simplest hint on the position as it stands: a naked single first, else the
/// first step Simplest first would take. A position with a contradiction has no
/// hint (SPEC §3: it stops hinting); [`Contradiction::find`] says which.
pub fn simplest_hint(position: &Position, scores: &Scores) -> Option<Instance> {
    if Contradiction::find(position).is_some() {
        return None;
    }
    first_hint(position, &scores.order())
}

/// The simplest hint of `position` read off `run`, a Simplest-first run from it
/// under the same scores: `Some(hint)` when the run guarantees that
/// [`simplest_hint`] gives `hint`, `None` when only that search can tell.
///
/// Both look for the same thing — the first technique in score order with an
/// instance, and its largest-effect instance — but the run looks on the
/// position after its start (basic filtering, then the automatic step), the
/// hint on the position as it stands, naked singles first. The two positions
/// are the same, and so are the answers, exactly when
/// - basic filtering removes nothing (the player left no candidate that a
///   placed digit rules out), and
/// - the automatic step places nothing (no naked single: the hint would be
///   one, which the run places without naming) and finds no contradiction (the
///   hint stops there).
///
/// Then the run's finders looked at that very position, with a digit index
/// built afresh from it and the givens' uniqueness decided as a fresh context
/// decides it, so the run's first step, a technique, is the hint; and when the
/// run stopped stuck without a step there is no hint. Any other run (a naked
/// single placed first, a candidate filtered, a contradiction, a full grid)
/// answers `None`. The player's own eliminations need no care beyond this:
/// both searches see them alike.
pub fn simplest_hint_of_run(position: &Position, run: &Run) -> Option<Option<Instance>> {
    let first = match (run.steps.first(), run.end) {
        (Some(Step::Technique(instance)), _) => Some(instance.clone()),
        (None, End::Stuck) => None,
        _ => return None,
    };
    let mut filtered = position.clone();
    filtered.basic_filter();
    (filtered.all_candidates() == position.all_candidates()).then_some(first)
}

/// SourGumdrop's general hint (SPEC §3): the largest-effect instance over naked
/// singles and the enabled techniques no harder than the hardest one Simplest
/// first applies from the position as it stands ([`no_harder_than_needed`]);
/// ties go to the simpler technique (the naked single first), then the
/// canonical key.
pub fn general_hint(position: &Position, scores: &Scores) -> Option<Instance> {
    general_hint_within(position, &cap_of(scores, position))
}

/// The general hint over naked singles and `cap` (techniques in Simplest-first
/// order), for a caller that already ran Simplest first from the position.
pub fn general_hint_within(position: &Position, cap: &[TechniqueId]) -> Option<Instance> {
    if Contradiction::find(position).is_some() {
        return None;
    }
    let mut order = vec![TechniqueId::NakedSingle];
    order.extend_from_slice(cap);
    most_effective_instance(&Context::new(position), &order)
}
