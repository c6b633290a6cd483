//! The ER estimate (SPEC §7.1): every technique's value on Sudoku Explainer's
//! difficulty scale, and the estimate of a position, the largest value over the
//! steps Simplest first applies from it.
//!
//! Sudoku Explainer gives each kind of hint one difficulty; hints that follow
//! implications add a *length increment* for long chains. The values below are
//! the ones its public source gives for the same pattern, and where it has no
//! rule for a technique, the value of its rule that proves the same deduction.
//! For single-digit chains that rule is the one of Sukaku Explainer, the
//! maintained Sudoku Explainer that rates the public collections players quote
//! (the corpus's ratings among them): it rates a chain of one digit by its
//! strong links (two: skyscraper 4.0, 2-string kite 4.1, turbot fish and empty
//! rectangle 4.2; three: 5.4; four: 5.8; then 0.4 more per link; 0.1 more when
//! the links mix kinds, 0.3 more with a grouped node). Finned fish, W-wings,
//! X-chains and grouped X-chains take those values; colours, AIC, ALS, Sue de
//! Coq and death blossom the value of a forcing chain of the same length.
//! Sudoku Explainer rates a chain by the kinds of strong link it uses: only
//! inside bivalue cells (a *Y-chain*: XY-chains and remote pairs) 6.6, only
//! between the places of a digit (an *X-chain*) 6.6, both kinds (any other AIC)
//! 7.0.
//!
//! | technique | ER | Sudoku Explainer's rule |
//! |---|---|---|
//! | hidden single | 1.0 / 1.2 / 1.5 | last empty cell of a group; hidden single in a box; in a row or column |
//! | naked single | 2.3 | naked single |
//! | locked candidates 1 / 2 | 2.6 / 2.8 (1.7 / 1.9 when a hidden single follows) | pointing / claiming (direct) |
//! | naked pair, triple, quad | 3.0, 3.6, 5.0 | naked sets |
//! | hidden pair, triple, quad | 3.4, 4.0, 5.4 (2.0, 2.5, 4.3 when a hidden single follows) | hidden sets (direct) |
//! | X-wing, swordfish, jellyfish | 3.2, 3.8, 5.2 | fish of degree 2, 3, 4 |
//! | XY-wing, XYZ-wing | 4.2, 4.4 | XY-wing, XYZ-wing |
//! | unique rectangle | 4.5 (type 3: + 0.1 per subset digit past the first) | unique rectangle |
//! | hidden, avoidable rectangle | 6.6 | no rectangle rule fits: a forcing X-chain of four nodes |
//! | BUG+1 | 5.6 | BUG type 1 |
//! | skyscraper, 2-string kite, empty rectangle | 4.0, 4.1, 4.2 | two strong links (turbot fish) |
//! | finned X-wing, swordfish, jellyfish | 4.3, 5.7, 6.1 | two, three, four strong links, the fins one grouped node |
//! | X-chain, grouped X-chain | by strong links (+ 0.3 grouped) | strong-link chain |
//! | simple, multi colours | 6.6 + length (the coloured cells) | forcing X-chain |
//! | XY-chain, remote pair | 6.6 + length | forcing Y-chain (every strong link inside a bivalue cell) |
//! | AIC, grouped AIC | 7.0 + length | forcing chain (strong links in cells and in groups) |
//! | W-wing | 5.5 | three strong links of two kinds (two in cells, one in a group) |
//! | Sue de Coq, ALS-XZ, ALS-XY-wing, ALS chain | 7.0 + length (the cells of the sets) | forcing chain |
//! | death blossom | 8.0 + length (the cells with the stem) | cell forcing chains (all candidates of the stem) |
//! | forcing chain | 7.5 + length (one candidate broken); 8.0 + length (a cell's or a group's) | Nishio; cell and region forcing chains |
//! | forcing net | 8.5 + length | dynamic forcing chains |
//!
//! **Length.** Sudoku Explainer measures a chain by its *complexity*, the
//! candidates (each on or off) its conclusion rests on, and adds 0.1 for each
//! step of 4, 6, 8, 12, 16, 24, 32 … (alternately ×3/2 and ×4/3) that the
//! complexity less 2 exceeds ([`length_increment`]). A chain eliminating from
//! cells that see both ends rests on its nodes and on the target, assumed and
//! then refuted: complexity = nodes + 2, so its length is its node count; a
//! chain from a candidate back to itself counts that candidate once at each end,
//! so its length is its node count less 2. Sudoku Explainer has no grouped
//! nodes: a group stands for the candidates of its cells, so a grouped node
//! counts as many candidates as it has cells, and an almost locked set as the
//! candidates of its cells (one per cell: the digit that links it). A forcing
//! proof's complexity is its implications plus its assumptions, one per branch
//! (`Trail::proof_size` counts the implications).
//!
//! **Singles.** Sudoku Explainer always takes the easiest step, so a single is
//! rated as the easiest single the position offers when it is placed: 1.0 when a
//! group has one empty cell left, 1.2 for a hidden single in a box, 1.5 in a row
//! or column, 2.3 only when no hidden single is left anywhere. kibitz sets
//! naked singles automatically, in row-major order; each is rated this way in
//! the position it was set in, which the run shows the estimate as it sets it
//! ([`Estimator`]; [`estimate`] replays a finished run's steps instead). Other
//! steps follow the same principle where it is cheap to: see [`estimate`].

use crate::engine::few_bits;
use std::cell::OnceCell;
use std::fmt;

use serde::{Serialize, Serializer};

use super::scores::Scores;
use super::strategy::{End, Observer, Run, Step};
use super::unchanged::Unchanged;
use crate::engine::geometry::{GroupIndex, GroupKind};
use crate::engine::instance::Instance;
use crate::engine::pattern::forcing::{Conclusion, Trail};
use crate::engine::pattern::{Chain, Link, Pattern};
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::uniqueness::RectangleKind;
use crate::engine::techniques::{Context, DigitIndex};
use crate::engine::{Cell, Digit, Position};

/// A value on Sudoku Explainer's scale, kept in tenths (the scale's grain).
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Er(u16);

impl Er {
    /// The value `tenths / 10`.
    pub const fn tenths(tenths: u16) -> Er {
        Er(tenths)
    }

    /// The value as a number with one decimal.
    pub fn value(self) -> f64 {
        f64::from(self.0) / 10.0
    }
}

impl fmt::Display for Er {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.{}", self.0 / 10, self.0 % 10)
    }
}

impl Serialize for Er {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_f64(self.value())
    }
}

/// The last empty cell of a group.
const FULL_HOUSE: Er = Er(10);
/// A hidden single in a box (a region on jigsaw boards).
const HIDDEN_IN_BOX: Er = Er(12);
/// A hidden single in a row or column.
const HIDDEN_IN_LINE: Er = Er(15);
/// A naked single.
pub const NAKED_SINGLE: Er = Er(23);

/// Sudoku Explainer's length increment, in tenths, for a chain whose
/// complexity less 2 is `length`: one for each of the limits 4, 6, 8, 12, 16,
/// 24, 32 … (alternately ×3/2 and ×4/3) that it exceeds.
pub fn length_increment(length: usize) -> u16 {
    let (mut added, mut limit, mut three_halves) = (0, 4, true);
    while length > limit {
        added += 1;
        limit = if three_halves {
            limit * 3 / 2
        } else {
            limit * 4 / 3
        };
        three_halves = !three_halves;
    }
    added
}

/// A chain rule's base value plus the increment for `length`.
fn chained(base: u16, length: usize) -> Er {
    Er(base + length_increment(length))
}

/// The length of a chain in Sudoku Explainer's terms: each node counts the
/// candidates of its cells (a group as many as its cells); a chain that returns
/// to its first candidate counts it once at each end (complexity = nodes), an
/// open one adds the refuted target twice (complexity = nodes + 2).
fn chain_length(chain: &Chain) -> usize {
    let candidates: usize = chain.nodes.iter().map(|n| n.cells.len()).sum();
    match (chain.nodes.first(), chain.nodes.last()) {
        (Some(first), Some(last)) if chain.nodes.len() > 1 && first == last => {
            candidates.saturating_sub(2)
        }
        _ => candidates,
    }
}

/// The length of a forcing proof: its implications and one assumption per
/// branch, less 2.
fn forcing_length(branches: &[Trail]) -> usize {
    (Trail::proof_size(branches) + branches.len()).saturating_sub(2)
}

/// The value of a technique's simplest instance: its rule's base value (the
/// singles at their easiest). No instance of the technique is rated below it.
pub fn base(technique: TechniqueId) -> Er {
    use TechniqueId as T;
    Er(match technique {
        T::HiddenSingle => return FULL_HOUSE,
        T::NakedSingle => return NAKED_SINGLE,
        T::LockedCandidates1 => 26,
        T::LockedCandidates2 => 28,
        T::NakedPair => 30,
        T::NakedTriple => 36,
        T::NakedQuad => 50,
        T::HiddenPair => 34,
        T::HiddenTriple => 40,
        T::HiddenQuad => 54,
        T::XWing => 32,
        T::Swordfish => 38,
        T::Jellyfish => 52,
        T::XyWing => 42,
        T::XyzWing => 44,
        T::UniqueRectangle => 45,
        T::HiddenRectangle | T::AvoidableRectangle => 66,
        T::BugPlus1 => 56,
        T::Skyscraper => 40,
        T::TwoStringKite => 41,
        T::EmptyRectangle => 42,
        T::WWing => 55,
        T::FinnedXWing => 43,
        T::FinnedSwordfish => 57,
        T::FinnedJellyfish => 61,
        T::XChain | T::GroupedXChain => 54,
        T::SimpleColors | T::MultiColors => 66,
        T::XyChain | T::RemotePair => 66,
        T::Aic | T::GroupedAic => 70,
        T::SueDeCoq | T::AlsXz | T::AlsXyWing | T::AlsChain => 70,
        T::DeathBlossom => 80,
        T::ForcingChain => 75,
        T::ForcingNet => 85,
    })
}

/// The ER of a technique instance, for every technique but the singles (whose
/// value depends on the position: [`single_in`]): its rule's [`base`] value
/// plus what its pattern adds (a subset size, a chain's length).
pub fn of_instance(instance: &Instance) -> Er {
    use TechniqueId as T;
    let pattern = &instance.pattern;
    let base = base(instance.technique).0;
    match instance.technique {
        T::UniqueRectangle => rectangle(pattern),
        T::HiddenRectangle | T::AvoidableRectangle => chained(base, 4),
        T::XChain | T::GroupedXChain => match pattern {
            Pattern::Chain(chain) => strong_links(chain),
            _ => Er(base),
        },
        T::XyChain | T::RemotePair | T::Aic | T::GroupedAic => {
            chained(base, pattern_length(pattern, instance))
        }
        T::SimpleColors | T::MultiColors => chained(base, instance.size()),
        T::SueDeCoq | T::AlsXz | T::AlsXyWing | T::AlsChain | T::DeathBlossom => {
            chained(base, instance.size())
        }
        T::ForcingChain => forcing(pattern, 75, 80),
        T::ForcingNet => forcing(pattern, 85, 85),
        _ => Er(base),
    }
}

/// Whether the technique is searched when a step may be easier than the one
/// applied: the patterns of a fixed shape, single-digit chains and colours,
/// XY-chains and remote pairs. AIC, ALS and forcing techniques are left out:
/// their full search would slow rating by a sixth for a few tenths here and
/// there (an ALS-XZ at 7.0 where a W-wing at 7.1 was applied).
fn quick(technique: TechniqueId) -> bool {
    use TechniqueId as T;
    !matches!(
        technique,
        T::Aic
            | T::GroupedAic
            | T::SueDeCoq
            | T::AlsXz
            | T::AlsXyWing
            | T::AlsChain
            | T::DeathBlossom
            | T::ForcingChain
            | T::ForcingNet
    )
}

/// The value of a step that leaves a hidden single behind, for the techniques
/// Sudoku Explainer rates lower when they do (its *direct* hints): pointing
/// 1.7, claiming 1.9, hidden pair 2.0, triple 2.5, quad 4.3.
fn direct(technique: TechniqueId) -> Option<Er> {
    use TechniqueId as T;
    match technique {
        T::LockedCandidates1 => Some(Er(17)),
        T::LockedCandidates2 => Some(Er(19)),
        T::HiddenPair => Some(Er(20)),
        T::HiddenTriple => Some(Er(25)),
        T::HiddenQuad => Some(Er(43)),
        _ => None,
    }
}

/// A chain's length, or for a pattern that is not a chain its size.
fn pattern_length(pattern: &Pattern, instance: &Instance) -> usize {
    match pattern {
        Pattern::Chain(chain) => chain_length(chain),
        _ => instance.size(),
    }
}

/// A single-digit chain as Sukaku Explainer rates its strong-link chains: by
/// the number of strong links (2: 4.0, 3: 5.4, 4: 5.8, then 0.4 more per link),
/// 0.3 more when a node is a group of cells.
fn strong_links(chain: &Chain) -> Er {
    let strong = chain.links.iter().filter(|l| **l == Link::Strong).count();
    let value = match strong {
        0..=2 => 40,
        3 => 54,
        more => 58 + 4 * (more as u16 - 4),
    };
    let grouped = chain.nodes.iter().any(|n| n.cells.len() > 1);
    Er(value + if grouped { 3 } else { 0 })
}

/// A unique rectangle: 4.5; type 3 adds 0.1 per digit of its subset past the
/// first, as Sudoku Explainer's unique rectangle type 3 does.
fn rectangle(pattern: &Pattern) -> Er {
    match pattern {
        Pattern::Rectangle {
            kind: RectangleKind::Type3 { digits, .. },
            ..
        } => Er(45 + digits.len().saturating_sub(1) as u16),
        _ => Er(45),
    }
}

/// A forcing step: `broken` when its one branch breaks down, `multiple` when
/// it rests on every candidate of a cell or every place of a digit in a group;
/// plus the increment for its proof's length.
fn forcing(pattern: &Pattern, broken: u16, multiple: u16) -> Er {
    match pattern {
        Pattern::Forcing {
            branches,
            conclusion,
        } => {
            let base = match conclusion {
                Conclusion::NotSo(_) => broken,
                Conclusion::Goes(_) | Conclusion::EitherWay(_) => multiple,
            };
            chained(base, forcing_length(branches))
        }
        _ => Er(multiple),
    }
}

/// The easiest single Sudoku Explainer would take in `pos` (indexed by
/// `index`) when `(cell, digit)` is set there: the single itself when it is a
/// full house or a hidden single in a box, else the easiest single anywhere
/// (see the module docs).
pub fn single_in(pos: &Position, index: &DigitIndex, cell: Cell, digit: Digit) -> Er {
    single_valued(pos, index, single_kind(pos, index, cell, digit))
}

/// The value in `pos` of a single that is `own` itself ([`single_kind`]): no
/// more than the easiest single there.
fn single_valued(pos: &Position, index: &DigitIndex, own: Er) -> Er {
    if own <= HIDDEN_IN_BOX {
        return own;
    }
    own.min(easiest_single(pos, index))
}

/// What `(cell, digit)` is in `pos`: a full house, a hidden single in a box or
/// in a line, or a naked single.
fn single_kind(pos: &Position, index: &DigitIndex, cell: Cell, digit: Digit) -> Er {
    let geo = pos.geometry();
    let mut best = NAKED_SINGLE;
    for g in geo.groups_of(cell) {
        if index.open_cells(g) == 1 {
            return FULL_HOUSE;
        }
        if few_bits::one(index.positions(g, digit)) {
            best = best.min(kind_of_hidden(pos, g));
        }
    }
    best
}

/// A hidden single's value by the kind of its group.
fn kind_of_hidden(pos: &Position, g: GroupIndex) -> Er {
    match pos.geometry().group_kind(g) {
        GroupKind::Region => HIDDEN_IN_BOX,
        _ => HIDDEN_IN_LINE,
    }
}

/// The easiest hidden single (or full house) of `pos`, indexed by `index`; a
/// naked single when there is none. The easier kinds are looked for first, so
/// the search stops at the first single of the easiest kind there is.
fn easiest_single(pos: &Position, index: &DigitIndex) -> Er {
    let n = pos.n();
    if (0..3 * n).any(|g| index.open_cells(g) == 1) {
        return FULL_HOUSE;
    }
    // A digit with one place in one of `groups`, among its open cells'
    // candidates. Every mask is read, with no branch, so the loop runs as
    // vector code: a mask `m` has one bit when `m ^ (m - 1)`, its bits up to
    // the lowest, exceeds `m - 1` (`0 - 1` wraps to all ones).
    let masks = index.all_positions();
    let hidden = |groups: std::ops::Range<GroupIndex>| {
        masks[groups.start * n..groups.end * n]
            .iter()
            .map(|&m| u32::from(m ^ m.wrapping_sub(1) > m.wrapping_sub(1)))
            .fold(0, |found, one| found | one)
            != 0
    };
    // Rows and columns are the groups 0..2N, regions 2N..3N.
    if hidden(2 * n..3 * n) {
        HIDDEN_IN_BOX
    } else if hidden(0..2 * n) {
        HIDDEN_IN_LINE
    } else {
        NAKED_SINGLE
    }
}

/// The ER estimate of `start` (SPEC §7.1) from Simplest first's `run` from it
/// under `scores`: the largest value over its steps, naked singles included;
/// `None` when the run did not solve the position. A solved position
/// estimates 0.0.
///
/// Each step is valued as Sudoku Explainer values the position it is taken
/// in: by the easiest step it offers there. Simplest first already found no
/// instance of the techniques before the one it applied, so only the enabled
/// techniques after it whose rule is easier are looked at (with the default
/// scores: an X-wing where a hidden triple was applied, an XY-wing where a
/// skyscraper was), and of those only the ones whose search is quick
/// ([`quick`]); a step that leaves a hidden single behind takes its direct
/// value ([`direct`]). The path itself is not changed, and nothing is searched
/// that cannot lower the value.
///
/// The look at easier steps earns its cost: on the 2,094 puzzles of
/// `sudoku_exchange_by_rating.txt` it raises the Spearman correlation with
/// Sudoku Explainer from 0.940 to 0.944 and the share within ±0.5 of its value
/// from 61% to 65%, for 2.4% of the instructions of rating hard puzzles (the
/// first 30 of top1465) and 4.9% of easy ones (300 17-clue puzzles).
pub fn estimate(start: &Position, run: &Run, scores: &Scores) -> Option<Er> {
    if run.end != End::Solved {
        return None;
    }
    let mut estimator = Estimator::new(scores);
    replay(start, run, &mut estimator);
    estimator.estimate(run)
}

/// The ER estimate taken while Simplest first runs (SPEC §7.1): shown each
/// step as the run takes it ([`Observer`]), it values the step in the
/// position it is taken in, as [`estimate`] does replaying the run
/// afterwards.
pub struct Estimator {
    order: Vec<TechniqueId>,
    hardest: Er,
    /// The value of the instance found last, and whether it is the
    /// instance's own (no easier step was there).
    pending: Option<(Er, bool)>,
}

impl Estimator {
    /// An estimator for a Simplest-first run under `scores`.
    pub fn new(scores: &Scores) -> Estimator {
        Estimator {
            order: scores.order(),
            hardest: Er::default(),
            pending: None,
        }
    }

    /// The estimate of `run`, the run it was shown: the largest value over
    /// its steps, `None` when the run did not solve the position. A solved
    /// position estimates 0.0.
    pub fn estimate(&self, run: &Run) -> Option<Er> {
        (run.end == End::Solved).then_some(self.hardest)
    }
}

impl Observer for Estimator {
    /// Values the instance in the position it was found in: its own value,
    /// or that of an easier step the position offers ([`easiest_after`]).
    fn found(&mut self, cx: &Context<'_>, instance: &Instance, unchanged: &mut Unchanged) {
        let own = own_value(cx.pos, cx.index(), instance);
        let here = easiest_after(cx, unchanged, &self.order, instance.technique, own);
        self.pending = Some((here, here == own));
    }

    /// Takes the step's value, its direct one when it left a hidden single
    /// behind ([`direct`]).
    fn applied(&mut self, pos: &Position, index: &DigitIndex, instance: &Instance) {
        let Some((here, own)) = self.pending.take() else {
            return;
        };
        let er = match direct(instance.technique) {
            Some(d) if own && easiest_single(pos, index) < NAKED_SINGLE => d,
            _ => here,
        };
        self.hardest = self.hardest.max(er);
    }

    fn naked_single(&mut self, pos: &Position, index: &DigitIndex, cell: Cell, digit: Digit) {
        // A single is valued at most as what it is itself: when that is no
        // harder than the hardest step so far, the position's easiest single
        // cannot matter and is not looked for.
        let own = single_kind(pos, index, cell, digit);
        if own > self.hardest {
            self.hardest = self.hardest.max(single_valued(pos, index, own));
        }
    }
}

/// The value of `instance` itself in `pos` (a single by where it is set).
fn own_value(pos: &Position, index: &DigitIndex, instance: &Instance) -> Er {
    match instance.technique {
        TechniqueId::HiddenSingle | TechniqueId::NakedSingle => instance
            .placements
            .iter()
            .map(|p| single_in(pos, index, p.cell, p.digit))
            .max()
            .unwrap_or_default(),
        _ => of_instance(instance),
    }
}

/// Walks the steps of `run` from `start`, showing `observer` each as the run
/// showed it while it was made.
fn replay(start: &Position, run: &Run, observer: &mut impl Observer) {
    let mut pos = start.clone();
    pos.basic_filter();
    let mut index = DigitIndex::new(&pos);
    let known = OnceCell::new();
    let mut unchanged = Unchanged::default();
    for step in &run.steps {
        match step {
            Step::Automatic(placed) => {
                for &(cell, digit) in placed {
                    observer.naked_single(&pos, &index, cell, digit);
                    index.place(&mut pos, cell, digit);
                }
            }
            Step::Technique(instance) => {
                observer.found(
                    &Context::indexed(&pos, &index, &known),
                    instance,
                    &mut unchanged,
                );
                index.take_effect(instance, &mut pos);
                observer.applied(&pos, &index, instance);
            }
            Step::Guess(..) => {}
        }
    }
}

/// The easiest value in the context's position: `own`, the value of the step
/// applied with `applied`, or an instance of a technique after it in `order`
/// whose rule is easier.
fn easiest_after(
    cx: &Context<'_>,
    unchanged: &mut Unchanged,
    order: &[TechniqueId],
    applied: TechniqueId,
    own: Er,
) -> Er {
    let later = order.iter().skip_while(|&&t| t != applied).skip(1);
    later.fold(own, |best, &t| {
        if base(t) >= best || !quick(t) {
            return best;
        }
        let mut easiest = best;
        unchanged.visit_found(cx, t, |instance| {
            easiest = easiest.min(of_instance(instance))
        });
        easiest
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::DigitSet;
    use crate::engine::geometry::Geometry;
    use crate::engine::pattern::{ChainNode, Link};
    use crate::engine::techniques::forcing::branch::{Candidate, Fact, Why};
    use crate::game::fixtures::read as puzzle;
    use crate::rating::{Scores, rate};

    fn instance(technique: TechniqueId, pattern: Pattern, cells: usize) -> Instance {
        Instance {
            technique,
            digits: DigitSet::EMPTY,
            groups: Vec::new(),
            cells: (0..cells as Cell).collect(),
            pattern,
            placements: Vec::new(),
            eliminations: Vec::new(),
            effect: 1,
        }
    }

    fn er(technique: TechniqueId, pattern: Pattern, cells: usize) -> String {
        of_instance(&instance(technique, pattern, cells)).to_string()
    }

    /// A chain through `nodes` (cells, digit), strong and weak links in turn.
    fn chain(nodes: &[(&[Cell], Digit)]) -> Pattern {
        Pattern::Chain(Chain {
            nodes: nodes
                .iter()
                .map(|&(cells, digit)| ChainNode {
                    cells: cells.to_vec(),
                    digit,
                })
                .collect(),
            links: (1..nodes.len())
                .map(|i| if i % 2 == 1 { Link::Strong } else { Link::Weak })
                .collect(),
            conclusion: String::new(),
        })
    }

    /// A forcing proof: one branch per entry, each with that many implications
    /// after its assumption.
    fn forcing(implications: &[usize], conclusion: Conclusion) -> Pattern {
        let fact = |cell: Cell, why| Fact {
            candidate: Candidate { cell, digit: 1 },
            truth: false,
            parent: None,
            why,
        };
        let branches = implications
            .iter()
            .map(|&n| Trail {
                source: Candidate { cell: 0, digit: 1 },
                facts: std::iter::once(fact(0, Why::Assumed))
                    .chain((1..=n as Cell).map(|c| fact(c, Why::NakedSingle)))
                    .collect(),
                contradiction: None,
            })
            .collect();
        Pattern::Forcing {
            branches,
            conclusion,
        }
    }

    fn empty_board() -> Position {
        let mut pos = Position::empty(Geometry::standard(9).unwrap());
        pos.reset_candidates();
        pos
    }

    #[test]
    fn the_length_increment_adds_a_tenth_past_4_6_8_12_16_24() {
        let added: Vec<u16> = [0, 4, 5, 6, 7, 8, 9, 12, 13, 16, 17, 24, 25]
            .into_iter()
            .map(length_increment)
            .collect();
        assert_eq!(added, [0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6]);
    }

    #[test]
    fn singles_are_rated_by_what_they_are_where_they_are_set() {
        // r1c9 is the only place of 1 in row 1, but box 3 has others.
        let mut row = empty_board();
        for cell in 0..8 {
            row.eliminate(cell, 1);
        }
        assert_eq!(
            single_in(&row, &DigitIndex::new(&row), 8, 1).to_string(),
            "1.5"
        );
        // r1c1 is the only place of 1 in box 1 (row 1 has others).
        let mut region = empty_board();
        for cell in [1, 2, 9, 10, 11, 18, 19, 20] {
            region.eliminate(cell, 1);
        }
        assert_eq!(
            single_in(&region, &DigitIndex::new(&region), 0, 1).to_string(),
            "1.2"
        );
        // Row 1 holds 1..8: r1c9 is the last empty cell of its row.
        let mut house = empty_board();
        for cell in 0..8 {
            house.place(cell, cell as Digit + 1);
        }
        assert_eq!(
            single_in(&house, &DigitIndex::new(&house), 8, 9).to_string(),
            "1.0"
        );
        // r5c5 holds only 5, which has other places in all its groups, and no
        // hidden single is left anywhere.
        let mut naked = empty_board();
        naked.set_candidates(40, DigitSet::single(5));
        assert_eq!(
            single_in(&naked, &DigitIndex::new(&naked), 40, 5),
            NAKED_SINGLE
        );
        assert_eq!(NAKED_SINGLE.to_string(), "2.3");
    }

    /// A single's value by scanning its groups' cells.
    fn scanned_single_in(pos: &Position, cell: Cell, digit: Digit) -> Er {
        let geo = pos.geometry();
        let mut own = NAKED_SINGLE;
        for g in geo.groups_of(cell) {
            let cells = geo.group_cells(g);
            if cells.iter().filter(|&&c| pos.value(c) == 0).count() == 1 {
                return FULL_HOUSE;
            }
            if pos.digit_cells(g, digit).len() == 1 {
                own = own.min(kind_of_hidden(pos, g));
            }
        }
        if own <= HIDDEN_IN_BOX {
            return own;
        }
        own.min(scanned_easiest_single(pos))
    }

    /// The easiest single by scanning every group's cells.
    fn scanned_easiest_single(pos: &Position) -> Er {
        let geo = pos.geometry();
        let mut best = NAKED_SINGLE;
        for g in 0..geo.group_count() {
            let open: Vec<Cell> = geo
                .group_cells(g)
                .iter()
                .copied()
                .filter(|&c| pos.value(c) == 0)
                .collect();
            if open.len() == 1 {
                return FULL_HOUSE;
            }
            let once = (1..=pos.n() as Digit).any(|d| {
                open.iter()
                    .filter(|&&c| pos.candidates(c).contains(d))
                    .count()
                    == 1
            });
            if once {
                best = best.min(kind_of_hidden(pos, g));
            }
        }
        best
    }

    #[test]
    fn the_indexed_singles_agree_with_scanning_the_board() {
        // Puzzles of the project's generator (`puzzles/generated`, `puzzles/drill`).
        let sources = [
            include_str!("../../puzzles/generated/9x9_rotational_medium.txt"),
            include_str!("../../puzzles/drill/swordfish.txt"),
            include_str!("../../puzzles/generated/jigsaw_9x9.txt"),
        ];
        let mut compared = 0;
        for text in sources {
            for read in crate::format::read_sudoku(text, "t", &Default::default()).take(4) {
                let start = read.expect("it reads").position;
                let run = crate::rating::strategy::simplest_first(&start, &Scores::default());
                let mut pos = start.clone();
                pos.basic_filter();
                let mut index = DigitIndex::new(&pos);
                for step in &run.steps {
                    match step {
                        Step::Automatic(placed) => {
                            for &(cell, digit) in placed {
                                let er = single_in(&pos, &index, cell, digit);
                                assert_eq!(er, scanned_single_in(&pos, cell, digit));
                                index.place(&mut pos, cell, digit);
                                compared += 1;
                            }
                        }
                        Step::Technique(instance) => {
                            assert_eq!(easiest_single(&pos, &index), scanned_easiest_single(&pos));
                            index.take_effect(instance, &mut pos);
                            compared += 1;
                        }
                        Step::Guess(..) => {}
                    }
                }
            }
        }
        assert!(compared >= 200, "only {compared} singles compared");
    }

    #[test]
    fn intersections_subsets_fish_and_wings_take_their_rules_values() {
        use TechniqueId as T;
        let subset = |naked| Pattern::Subset { naked };
        let fish = || Pattern::Fish {
            cover: Vec::new(),
            fins: Vec::new(),
        };
        assert_eq!(er(T::LockedCandidates1, Pattern::Intersection, 2), "2.6");
        assert_eq!(er(T::LockedCandidates2, Pattern::Intersection, 3), "2.8");
        assert_eq!(er(T::NakedPair, subset(true), 2), "3.0");
        assert_eq!(er(T::HiddenTriple, subset(false), 3), "4.0");
        assert_eq!(er(T::NakedQuad, subset(true), 4), "5.0");
        assert_eq!(er(T::XWing, fish(), 4), "3.2");
        assert_eq!(er(T::Jellyfish, fish(), 16), "5.2");
        // A finned swordfish is a grouped chain of three strong links: 5.4 + 0.3.
        assert_eq!(er(T::FinnedSwordfish, fish(), 8), "5.7");
        let wing = || Pattern::Wing {
            pivot: 0,
            pincers: vec![1, 2],
            eliminated: 3,
        };
        assert_eq!(er(T::XyWing, wing(), 3), "4.2");
        assert_eq!(er(T::XyzWing, wing(), 3), "4.4");
        // Three strong links, on two digits: 5.4 + 0.1.
        assert_eq!(er(T::WWing, wing(), 2), "5.5");
    }

    #[test]
    fn uniqueness_follows_the_unique_rectangle_and_bug_rules() {
        let rectangle = |kind| Pattern::Rectangle {
            corners: [0, 1, 9, 10],
            digits: DigitSet::from_digits([1, 2]),
            kind,
        };
        let type1 = rectangle(RectangleKind::Type1 { target: 10 });
        assert_eq!(er(TechniqueId::UniqueRectangle, type1, 4), "4.5");
        // A naked triple with the two roof corners: 4.5 + 0.2.
        let type3 = rectangle(RectangleKind::Type3 {
            group: 0,
            extras: DigitSet::from_digits([3, 4]),
            subset: vec![5, 6],
            digits: DigitSet::from_digits([3, 4, 5]),
        });
        assert_eq!(er(TechniqueId::UniqueRectangle, type3, 4), "4.7");
        let bug = Pattern::Bug { groups: [0, 9, 18] };
        assert_eq!(er(TechniqueId::BugPlus1, bug, 1), "5.6");
    }

    #[test]
    fn chains_add_their_length_increment() {
        use TechniqueId as T;
        // r1c1=r1c5-r3c5=r3c9 on 5: two strong links, a turbot fish.
        let four = chain(&[(&[0], 5), (&[4], 5), (&[22], 5), (&[26], 5)]);
        assert_eq!(er(T::XChain, four, 4), "4.0");
        let six = chain(&[
            (&[0], 5),
            (&[4], 5),
            (&[22], 5),
            (&[26], 5),
            (&[53], 5),
            (&[80], 5),
        ]);
        // Three strong links.
        assert_eq!(er(T::XChain, six, 6), "5.4");
        // A grouped node adds 0.3.
        let grouped = chain(&[(&[0], 5), (&[3, 4], 5), (&[22], 5), (&[26], 5)]);
        assert_eq!(er(T::GroupedXChain, grouped, 5), "4.3");
        // Four bivalue cells, two nodes each: length 8.
        let xy: Vec<(&[Cell], Digit)> = vec![
            (&[0], 1),
            (&[0], 2),
            (&[4], 2),
            (&[4], 3),
            (&[22], 3),
            (&[22], 4),
            (&[26], 4),
            (&[26], 1),
        ];
        assert_eq!(er(T::XyChain, chain(&xy), 4), "6.8");
        // From r1c1 not 1 back to r1c1 is 1: the candidate counts once at each
        // end, so six nodes make a length of 4.
        let back = chain(&[
            (&[0], 1),
            (&[4], 1),
            (&[4], 2),
            (&[22], 2),
            (&[22], 1),
            (&[0], 1),
        ]);
        assert_eq!(er(T::Aic, back, 3), "7.0");
    }

    #[test]
    fn als_count_the_cells_of_their_sets() {
        // Any pattern: the ALS size is the instance's cells (stem included).
        let als = || Pattern::Subset { naked: true };
        assert_eq!(er(TechniqueId::AlsXz, als(), 4), "7.0");
        assert_eq!(er(TechniqueId::AlsChain, als(), 9), "7.3");
        assert_eq!(er(TechniqueId::DeathBlossom, als(), 7), "8.2");
    }

    #[test]
    fn forcing_techniques_count_implications_and_assumptions() {
        let not_so = Conclusion::NotSo(Candidate { cell: 0, digit: 1 });
        let goes = Conclusion::Goes(Candidate { cell: 0, digit: 1 });
        // One branch, five implications: complexity 6, length 4.
        let short = forcing(&[5], not_so);
        assert_eq!(er(TechniqueId::ForcingChain, short, 1), "7.5");
        // Two branches of six: complexity 14, length 12.
        let cell = forcing(&[6, 6], goes);
        assert_eq!(er(TechniqueId::ForcingChain, cell, 1), "8.3");
        // Two branches of nine: complexity 20, length 18.
        let net = forcing(&[9, 9], goes);
        assert_eq!(er(TechniqueId::ForcingNet, net, 1), "9.0");
    }

    #[test]
    fn a_singles_only_puzzle_estimates_below_the_naked_single() {
        let p = puzzle(
            "2.76..4..94.........84..9..6...7...4....9....5...8...7..4..27.........53..1..76.8",
        );
        let er = rate(&p, &Scores::default()).er.expect("solved");
        assert!(er < NAKED_SINGLE, "{er}");
        assert!(er >= FULL_HOUSE, "{er}");
    }

    /// The estimate taken while the run is made is the one a replay of the
    /// run gives: on an easy, a mid and a forcing-net puzzle.
    #[test]
    fn the_estimate_taken_during_the_run_matches_a_replay() {
        use crate::rating::strategy::simplest_first_observed;
        let scores = Scores::default();
        for line in [
            "2.76..4..94.........84..9..6...7...4....9....5...8...7..4..27.........53..1..76.8",
            "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
            "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....",
        ] {
            let p = puzzle(line);
            let mut estimator = Estimator::new(&scores);
            let run = simplest_first_observed(&p, &scores, &mut estimator);
            let during = estimator.estimate(&run);
            assert!(during.is_some(), "{line}");
            assert_eq!(during, estimate(&p, &run, &scores), "{line}");
        }
    }

    #[test]
    fn a_puzzle_that_needs_forcing_nets_estimates_as_dynamic_chains() {
        // top95 #7.
        let p = puzzle(
            "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....",
        );
        let rating = rate(&p, &Scores::default());
        assert!(rating.counts.get(TechniqueId::ForcingNet) > 0);
        let er = rating.er.expect("solved");
        assert!(er >= Er::tenths(85), "{er}");
    }

    #[test]
    fn a_stuck_position_has_no_estimate() {
        // Two solutions (Sudopedia's test case): Simplest first ends stuck.
        let p = puzzle(
            ".39...12....9.7...8..4.1..6.42...79...........91...54.5..1.9..3...8.5....14...87.",
        );
        assert_eq!(rate(&p, &Scores::default()).er, None);
    }
}
