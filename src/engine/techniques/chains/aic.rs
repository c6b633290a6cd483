//! AIC and nice loops (SPEC §2.1), and the search they share with the grouped
//! AIC ([`super::grouped_aic`]): alternating inference chains on single
//! candidates, starting and ending with a strong link, so one of the two ends is
//! true. Links are those of the [`LinkGraph`]: strong and weak links of one digit
//! in a group, and links inside a cell (any two candidates of a cell are weakly
//! linked, the two of a bivalue cell strongly too). Eliminations (HoDoKu's rules
//! for AICs and nice loops):
//! - ends on one digit: every cell that sees (every cell of) both ends loses it;
//! - ends on two digits in one cell: the cell's other candidates go;
//! - ends on digits x and y in two cells: the x-end cell loses y when it sees
//!   (every cell of) the y end, and the reverse;
//! - a chain from a candidate assumed false back to the same candidate true (a
//!   discontinuous loop with two strong links there) places it. A discontinuous
//!   loop with two weak links at a candidate removes it: that is the chain
//!   between its two neighbours, found by the rules above.
//!
//! A chain all on one digit is an X-chain, and one whose strong links all lie in
//! bivalue cells with ends on one digit is an XY-chain (or a shorter wing): those
//! are left to their own techniques. A chain has 3 to [`MAX_LINKS`] links (4 to
//! 20 nodes). What one instance is: see [`super`]. The search
//! ([`super::search`]) keeps only simple chains: no node twice, a cell's
//! candidates only side by side, the ends in one cell only as the chain's two
//! ends, a loop back to its start only at its end. So each pair of ends (and
//! each loop through a start) comes with the shortest such chain the search
//! builds; one that is an X-chain or an XY-chain is left to that technique,
//! not replaced by a longer AIC.
//!
//! Before the exact search from a start, the finder asks the position's
//! over-estimate of where chains lead ([`super::reach`], one for the AIC and
//! one for the grouped AIC) whether any chain from that start could end in a
//! step; most starts cannot, and skipping them changes no instance found.

use std::ops::ControlFlow;

use super::reach::Reach;
use super::search::{Bfs, Rules};
use super::{Sink, Smallest, chain_cells, finish, node_name, pattern};
use crate::engine::cellset::{Cell, CellSet};
use crate::engine::digits::{DigitSet, digit_char};
use crate::engine::instance::{CellDigit, Instance};
use crate::engine::pattern::{Link, Pattern};
use crate::engine::position::Position;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::closure;
use crate::engine::techniques::links::{LinkGraph, NodeId};
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The longest AIC or grouped AIC searched, in links (20 nodes).
pub const MAX_LINKS: usize = 19;

/// The shortest AIC, in links: one strong link alone is a conjugate pair.
const MIN_LINKS: usize = 3;

/// The AIC (SPEC §2.1).
pub const AIC: Descriptor = Descriptor {
    id: "aic",
    name: "AIC",
    about: About {
        look_for: "A chain of candidates that alternates strong links (of two candidates, one \
                   is true: a digit's only two places in a row, column or region, or the two \
                   candidates of a two-candidate cell) and weak links (two candidates that \
                   cannot both be true), starting and ending with a strong link, and free to \
                   change digit and cell.",
        why: "If the first candidate is false, its strong link makes the next one true, the \
              weak link makes the one after false, and so on to the end: at least one end is \
              true. Whatever clashes with both ends goes: a cell that sees both ends on one \
              digit loses it, and if the ends are two digits of one cell, that cell keeps only \
              those two.",
        when: "The general tool behind X-chains, XY-chains and wings, for when none of those \
               fits; a loop can give several eliminations at once.",
    },
    default_score: Some(21),
    shd_rules: &[],
    choice: Choice::SmallestFirst,
    finder: |cx| find(cx, false),
    chosen: Some(|cx| chosen(cx, false)),
    locality: Locality::Position,
};

/// Links between candidates of any digits, in groups and in cells; with
/// `grouped`, grouped nodes too.
struct Mixed<'a> {
    graph: &'a LinkGraph,
    grouped: bool,
}

impl Mixed<'_> {
    fn allowed(&self, node: NodeId) -> bool {
        self.grouped || !self.graph.is_group(node)
    }
}

impl Rules for Mixed<'_> {
    fn graph(&self) -> &LinkGraph {
        self.graph
    }

    fn strong(&self, from: NodeId, mut visit: impl FnMut(NodeId)) {
        for &to in self.graph.strong(from) {
            if self.allowed(to) {
                visit(to);
            }
        }
        if let Some(other) = self.graph.partner(from) {
            visit(other);
        }
    }

    fn weak(&self, from: NodeId, mut visit: impl FnMut(NodeId)) {
        self.graph.visit_weak(from, self.grouped, &mut visit);
        if !self.graph.is_group(from) {
            for other in self.graph.cell_nodes(self.graph.cells(from)[0]) {
                if other != from {
                    visit(other);
                }
            }
        }
    }
}

/// Every AIC (`grouped`: every grouped AIC, with at least one grouped node).
pub(super) fn find(cx: &Context<'_>, grouped: bool) -> Vec<Instance> {
    let mut out = Vec::new();
    search(cx, grouped, shared_reach(cx, grouped), &mut out);
    finish(out)
}

/// The instance [`find`]'s list would give to `choose`, searched only as deep
/// as the smallest chain found so far.
pub(super) fn chosen(cx: &Context<'_>, grouped: bool) -> Option<Instance> {
    let mut smallest = Smallest::new();
    search(cx, grouped, shared_reach(cx, grouped), &mut smallest);
    smallest.chosen()
}

/// Searches from every start node that `reach` (when there is one) says could
/// lead to a step, handing each instance to `sink`.
fn search(cx: &Context<'_>, grouped: bool, reach: Option<&Reach>, sink: &mut impl Sink) {
    let graph = cx.links();
    let pos = cx.pos;
    let technique = if grouped {
        TechniqueId::GroupedAic
    } else {
        TechniqueId::Aic
    };
    let rules = Mixed { graph, grouped };
    let mut bfs = Bfs::of(cx, graph);
    for start in 0..graph.node_count() as NodeId {
        if !rules.allowed(start) {
            break;
        }
        let mut has_strong = false;
        rules.strong(start, |_| has_strong = true);
        if !has_strong {
            continue;
        }
        // Without the over-estimate (a very large graph), every start is searched.
        let ends = reach.is_none_or(|reach| ends_may_step(&rules, pos, reach, start));
        let looping =
            !graph.is_group(start) && reach.is_none_or(|reach| loop_may_step(&rules, reach, start));
        if ends {
            offer_ends(graph, pos, &mut bfs, (&rules, technique), start, sink);
        }
        if looping {
            let max_links = sink.max_links(MAX_LINKS);
            if let Some(mut instance) =
                loop_elimination(graph, pos, &mut bfs, &rules, start, max_links)
            {
                instance.technique = technique;
                sink.offer(instance);
            }
        }
    }
}

/// Where chains lead, as [`Reach`] over-estimates them, made once per position
/// for the AIC and once for the grouped AIC. The AIC's is on its own links,
/// between candidates alone: it has fewer states than the grouped AIC's, and
/// the grouped AIC seldom follows the AIC in one position.
pub(crate) fn shared_reach<'c>(cx: &'c Context<'_>, grouped: bool) -> Option<&'c Reach> {
    cx.chain_reach[usize::from(grouped)]
        .get_or_init(|| {
            let graph = cx.links();
            let nodes = match grouped {
                false => graph.candidate_count(),
                true => graph.node_count(),
            };
            Reach::new(&Mixed { graph, grouped }, nodes)
        })
        .as_ref()
}

/// Whether some chain from `start` false, as [`Reach`] over-estimates them,
/// ends where [`offer_ends`] would make a step: back at `start` true, or at a
/// later node true with eliminations.
fn ends_may_step(rules: &Mixed<'_>, pos: &Position, reach: &Reach, start: NodeId) -> bool {
    let graph = rules.graph;
    let trues = reach.trues(start * 2);
    if !graph.is_group(start) && closure::has(trues, start) {
        return true;
    }
    let targets = Targets::of(graph, pos, start);
    closure::marks_from(trues, start + 1)
        .any(|end| rules.allowed(end) && targets.eliminate(graph, pos, end))
}

/// Whether some chain from the candidate `start` true, as [`Reach`]
/// over-estimates them, meets a contradiction [`loop_elimination`] looks for: a
/// node weakly linked to `start` true (its digit where it sees `start`'s cell,
/// another candidate of the cell, or the node before `start` false).
fn loop_may_step(rules: &Mixed<'_>, reach: &Reach, start: NodeId) -> bool {
    let trues = reach.trues(start * 2 + 1);
    let mut meets = false;
    rules.weak(start, |node| meets |= closure::has(trues, node));
    meets
}

/// What a chain from `start` eliminates with its other end (see the module
/// text), with what depends on `start` alone worked out once, so that many ends
/// can be tried against one start.
struct Targets {
    start: NodeId,
    /// The cells holding the start's digit that see all of the start.
    same_digit: CellSet,
    /// The start's cell when it is a candidate node.
    cell: Option<Cell>,
}

impl Targets {
    fn of(graph: &LinkGraph, pos: &Position, start: NodeId) -> Targets {
        let seen = graph.seen_by_all(pos.geometry(), start);
        Targets {
            start,
            same_digit: seen & *graph.digit_cells(graph.digit(start)),
            cell: (!graph.is_group(start)).then(|| graph.cells(start)[0]),
        }
    }

    /// What the ends `start` and `end` eliminate, in order.
    fn eliminations(&self, graph: &LinkGraph, pos: &Position, end: NodeId) -> Vec<CellDigit> {
        let mut out = Vec::new();
        let _ = self.each(graph, pos, end, |e| {
            out.push(e);
            ControlFlow::Continue(())
        });
        out
    }

    /// Whether the ends `start` and `end` eliminate anything.
    fn eliminate(&self, graph: &LinkGraph, pos: &Position, end: NodeId) -> bool {
        self.each(graph, pos, end, |_| ControlFlow::Break(()))
            .is_break()
    }

    /// Hands each elimination of the ends `start` and `end` to `visit`, in
    /// order, until it breaks:
    /// - one digit: the cells holding it that see all of both ends;
    /// - two digits in one cell: the cell's other candidates;
    /// - two digits in two cells: a one-cell end holding the other end's digit
    ///   and seeing all of that end loses it (the start's cell first).
    fn each(
        &self,
        graph: &LinkGraph,
        pos: &Position,
        end: NodeId,
        mut visit: impl FnMut(CellDigit) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let geo = pos.geometry();
        let (x, y) = (graph.digit(self.start), graph.digit(end));
        let end_cells = graph.cells(end);
        if x == y {
            let seen_end = match end_cells {
                [cell] => *geo.peer_set(*cell),
                _ => graph.seen_by_all(geo, end),
            };
            for cell in (self.same_digit & seen_end).iter() {
                visit(CellDigit { cell, digit: x })?;
            }
            return ControlFlow::Continue(());
        }
        let end_cell = (end_cells.len() == 1).then(|| end_cells[0]);
        if let (Some(a), Some(b)) = (self.cell, end_cell)
            && a == b
        {
            for digit in pos.candidates(a).iter().filter(|&d| d != x && d != y) {
                visit(CellDigit { cell: a, digit })?;
            }
            return ControlFlow::Continue(());
        }
        let start_cells = graph.cells(self.start);
        for (here, digit, there) in [(self.cell, y, end_cells), (end_cell, x, start_cells)] {
            if let Some(cell) = here
                && pos.candidates(cell).contains(digit)
                && there.iter().all(|&c| geo.sees(cell, c))
            {
                visit(CellDigit { cell, digit })?;
            }
        }
        ControlFlow::Continue(())
    }
}

/// Searches from `start` false and offers the chains to later ends (or back to
/// `start`) that make a step.
fn offer_ends(
    graph: &LinkGraph,
    pos: &Position,
    bfs: &mut Bfs,
    (rules, technique): (&Mixed<'_>, TechniqueId),
    start: NodeId,
    sink: &mut impl Sink,
) {
    let grouped = rules.grouped;
    bfs.search(rules, start, sink.max_links(MAX_LINKS));
    // What depends on the start alone, worked out once for all its ends.
    let targets = Targets::of(graph, pos, start);
    for (end, links) in bfs.ends() {
        if end < start || links < MIN_LINKS || links > sink.max_links(MAX_LINKS) {
            continue;
        }
        let found = if end == start {
            loop_placement(graph, pos, bfs, start, grouped)
        } else {
            chain_elimination(graph, pos, bfs, (&targets, end), grouped)
        };
        if let Some(mut instance) = found {
            instance.technique = technique;
            sink.offer(instance);
        }
    }
}

fn chain_elimination(
    graph: &LinkGraph,
    pos: &Position,
    bfs: &Bfs,
    (targets, end): (&Targets, NodeId),
    grouped: bool,
) -> Option<Instance> {
    let geo = pos.geometry();
    let start = targets.start;
    let eliminations = targets.eliminations(graph, pos, end);
    if eliminations.is_empty() {
        return None;
    }
    let nodes = bfs.chain_to(end);
    if !fits(graph, &nodes, grouped) {
        return None;
    }
    let (x, y) = (graph.digit(start), graph.digit(end));
    let conclusion = if x == y {
        format!(
            "one of {}, {} is {}",
            node_name(graph, geo, start),
            node_name(graph, geo, end),
            digit_char(x)
        )
    } else {
        format!(
            "{} is {} or {} is {}",
            node_name(graph, geo, start),
            digit_char(x),
            node_name(graph, geo, end),
            digit_char(y)
        )
    };
    Instance::elimination(
        TechniqueId::Aic,
        Pattern::Chain(pattern(graph, &nodes, conclusion)),
        DigitSet::from_digits([x, y]),
        Vec::new(),
        chain_cells(graph, &nodes),
        eliminations,
    )
}

/// The placement of `start` when the last search led from it false back to it
/// true (a discontinuous nice loop with two strong links there). HoDoKu gives
/// the same step as the removal of the cell's other candidates; here it places
/// the digit, as its explanation says.
fn loop_placement(
    graph: &LinkGraph,
    pos: &Position,
    bfs: &Bfs,
    start: NodeId,
    grouped: bool,
) -> Option<Instance> {
    if graph.is_group(start) {
        return None;
    }
    let nodes = bfs.chain_to(start);
    if !fits(graph, &nodes[..nodes.len() - 1], grouped) {
        return None;
    }
    let (cell, d) = (graph.cells(start)[0], graph.digit(start));
    let name = node_name(graph, pos.geometry(), start);
    let conclusion = format!(
        "{name} not {0} leads to {name} {0}, so it is {0}",
        digit_char(d)
    );
    // The step is what the chain proves: the digit placed (its effect as any
    // placement's), not the removal of the cell's other candidates.
    let placed = CellDigit { cell, digit: d };
    let mut instance = Instance {
        technique: TechniqueId::Aic,
        digits: DigitSet::single(d),
        groups: Vec::new(),
        cells: chain_cells(graph, &nodes),
        pattern: Pattern::Chain(pattern(graph, &nodes, conclusion)),
        placements: vec![placed],
        eliminations: Vec::new(),
        effect: 0,
    };
    instance.effect = instance.live_effect(pos);
    Some(instance)
}

/// The removal of the candidate `start` when, assumed true, it leads by the
/// shortest such chain to itself false, to another candidate of its cell true,
/// or to its digit true where it sees every cell (a discontinuous nice loop with
/// a weak link first), by a chain of at most `max_links` links.
fn loop_elimination(
    graph: &LinkGraph,
    pos: &Position,
    bfs: &mut Bfs,
    rules: &Mixed<'_>,
    start: NodeId,
    max_links: usize,
) -> Option<Instance> {
    let geo = pos.geometry();
    let (cell, d) = (graph.cells(start)[0], graph.digit(start));
    // The first contradiction (in the order states are reached) whose chain is
    // an AIC of this kind: the search stops there.
    let found = bfs.search_until(rules, start * 2 + 1, max_links, |state, trail| {
        let (node, truth) = (state / 2, state & 1);
        let contradiction = if truth == 0 {
            node == start
        } else if graph.digit(node) == d {
            node != start && graph.seen_by_all(geo, node).contains(cell)
        } else {
            !graph.is_group(node) && graph.cells(node)[0] == cell
        };
        if trail.links(state) < MIN_LINKS || !contradiction {
            return false;
        }
        let nodes = trail.chain_to_state(state);
        let checked = if node == start {
            &nodes[..nodes.len() - 1]
        } else {
            &nodes[..]
        };
        fits(graph, checked, rules.grouped)
    })?;
    let (nodes, end) = (bfs.chain_to_state(found), found / 2);
    let name = node_name(graph, geo, start);
    let conclusion = format!(
        "{name} {} leads to {}({}), so it is not {}",
        digit_char(d),
        node_name(graph, geo, end),
        digit_char(graph.digit(end)),
        digit_char(d)
    );
    let mut chain = pattern(graph, &nodes, conclusion);
    for link in &mut chain.links {
        *link = match link {
            Link::Strong => Link::Weak,
            Link::Weak => Link::Strong,
        };
    }
    Instance::elimination(
        TechniqueId::Aic,
        Pattern::Chain(chain),
        DigitSet::single(d),
        Vec::new(),
        chain_cells(graph, &nodes),
        vec![CellDigit { cell, digit: d }],
    )
}

/// Whether a chain (simple, as the search keeps it) is an AIC of this kind: it
/// is neither an X-chain nor an XY-chain, and it has a grouped node exactly
/// when `grouped`.
fn fits(graph: &LinkGraph, nodes: &[NodeId], grouped: bool) -> bool {
    let last = nodes.len() - 1;
    let d = graph.digit(nodes[0]);
    if nodes.iter().all(|&n| graph.digit(n) == d) {
        return false;
    }
    let in_cells = nodes
        .chunks(2)
        .all(|pair| pair.len() == 2 && graph.partner(pair[0]) == Some(pair[1]));
    if in_cells && graph.digit(nodes[last]) == d {
        return false;
    }
    grouped == nodes.iter().any(|&n| graph.is_group(n))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::fixtures::read as puzzle;
    use crate::rating::Scores;
    use crate::rating::strategy::simplest_first;

    /// #7 of the top95 list (MIT-licensed, norvig/pytudes), whose path needs
    /// chains, ALS and forcing steps.
    const TOP95_7: &str =
        "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....";

    /// Every AIC and grouped AIC found with and without the over-estimate of
    /// chains, at each step of a real path.
    #[test]
    fn skipping_the_starts_the_over_estimate_rules_out_finds_the_same_chains() {
        let start = puzzle(TOP95_7);
        let run = simplest_first(&start, &Scores::default());
        let mut found = 0;
        for at in run.positions_of_steps(&start) {
            let cx = Context::new(&at);
            for grouped in [false, true] {
                assert!(
                    shared_reach(&cx, grouped).is_some(),
                    "a 9×9 graph is small enough"
                );
                let mut every_start = Vec::new();
                search(&cx, grouped, None, &mut every_start);
                let filtered = find(&cx, grouped);
                assert_eq!(filtered, finish(every_start), "grouped: {grouped}");
                found += filtered.len();
            }
        }
        assert!(found > 0, "the path has AICs to find");
    }
}
