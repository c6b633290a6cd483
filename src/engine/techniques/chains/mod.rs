//! Chains (SPEC §2, §2.1): remote pairs, X-chains, XY-chains, grouped X-chains,
//! AICs and grouped AICs, all searched on the position's [`LinkGraph`] by one
//! alternating breadth-first search ([`search`]).
//!
//! **One instance** of a chain technique is one pair of chain ends with the
//! shortest simple chain between them that the search finds: from every start
//! node, the search ([`search`]) reaches each other node by a shortest
//! alternating chain among the simple ones it builds (no node used twice; for
//! grouped nodes, no cell twice on one digit; a cell's candidates only side by
//! side, linked inside the cell), and the pair is taken once (from its
//! lower-numbered end). A chain that would reuse a node is refused while
//! searching, so a longer simple chain to the same ends is tried instead of the
//! pair being lost. A pair whose chain removes nothing gives no instance. Two
//! chains on the same cells with the same eliminations (the same cells chained
//! in another order) are one instance, the first found; on the same cells with
//! other eliminations (the weak links of one loop, each left out in turn) they
//! are several, ordered by their eliminations. So the list is finite,
//! deterministic, and each pair of ends comes with the fewest nodes the search
//! reached it by: the *smallest first* choice (SPEC §2, [`Instance::size`]: the
//! chain's nodes) then reads the shortest chains first.
//!
//! Length limits (chains people find by hand have up to 8 cells): X-chains and
//! grouped X-chains up to [`x_chain::MAX_LINKS`] links, XY-chains and remote
//! pairs up to [`xy_chain::MAX_CELLS`] cells, AICs, grouped AICs and their
//! discontinuous loops up to [`aic::MAX_LINKS`] links (20 nodes). Each search
//! state (node and truth) keeps one chain, the first found, so a simple chain
//! can be missed when the kept chain to one of its inner states crosses its
//! later cells; and a chain of one technique's kind (an AIC all on one digit,
//! say) is left to that technique, not replaced by a longer one of this kind.

pub mod aic;
pub(crate) mod bivalue_masks;
pub mod grouped_aic;
pub mod grouped_x_chain;
pub(crate) mod mask_search;
pub(crate) mod one_digit;
pub(crate) mod reach;
pub mod remote_pair;
pub(crate) mod search;
pub mod x_chain;
pub mod xy_chain;

use super::choose;
use crate::engine::cellset::{Cell, CellSet};
use crate::engine::digits::{DigitSet, digit_char};
use crate::engine::geometry::Geometry;
use crate::engine::instance::CellDigit;
use crate::engine::instance::{Instance, sort_canonical_unique};
use crate::engine::pattern::Pattern;
use crate::engine::pattern::{Chain, ChainNode, Link};
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::Context;
use crate::engine::techniques::links::{LinkGraph, NodeId};

/// The chain as a pattern: links alternate strong and weak from the first node.
fn pattern(graph: &LinkGraph, nodes: &[NodeId], conclusion: String) -> Chain {
    alternating(graph_chain(graph, nodes), conclusion)
}

/// A chain of the graph's nodes as pattern nodes.
fn graph_chain(graph: &LinkGraph, nodes: &[NodeId]) -> Vec<ChainNode> {
    nodes
        .iter()
        .map(|&id| ChainNode {
            cells: graph.cells(id).to_vec(),
            digit: graph.digit(id),
        })
        .collect()
}

/// A chain of `nodes` whose links alternate strong and weak from the first.
fn alternating(nodes: Vec<ChainNode>, conclusion: String) -> Chain {
    Chain {
        links: (1..nodes.len())
            .map(|i| if i % 2 == 1 { Link::Strong } else { Link::Weak })
            .collect(),
        nodes,
        conclusion,
    }
}

/// The instance of a chain whose ends are on one digit, one of them holding
/// it (an X-chain, an XY-chain): `targets`, the cells holding it that see
/// both ends, lose it. `None` without targets.
fn one_of_the_ends(
    technique: TechniqueId,
    geo: &Geometry,
    nodes: Vec<ChainNode>,
    targets: CellSet,
) -> Option<Instance> {
    let z = nodes[nodes.len() - 1].digit;
    let mut conclusion = String::with_capacity(32);
    conclusion.push_str("one of ");
    push_node_name(&mut conclusion, geo, &nodes[0].cells);
    conclusion.push_str(", ");
    push_node_name(&mut conclusion, geo, &nodes[nodes.len() - 1].cells);
    conclusion.push_str(" is ");
    conclusion.push(digit_char(z));
    let cells = ascending_cells(nodes.iter().flat_map(|node| node.cells.iter().copied()));
    let chain = alternating(nodes, conclusion);
    debug_assert_eq!(
        cells,
        chain.cells(),
        "the chain's cells as the pattern reads them"
    );
    Instance::elimination(
        technique,
        Pattern::Chain(chain),
        DigitSet::single(z),
        Vec::new(),
        cells,
        targets
            .iter()
            .map(|cell| CellDigit { cell, digit: z })
            .collect(),
    )
}

/// Cells ascending without repeats, through a [`CellSet`]: cheaper than
/// sorting a list with a copy of each node's cells.
fn ascending_cells(cells: impl Iterator<Item = Cell>) -> Vec<Cell> {
    let set = CellSet::from_cells(cells);
    let mut out = Vec::with_capacity(set.len());
    out.extend(set.iter());
    out
}

/// Appends a node's name as [`ChainNode::name`] writes it (`r1c2` or
/// `(r1c2,r1c3)`), without a string per cell: most chains built are dropped
/// by the *smallest first* choice, so their text should cost little.
fn push_node_name(out: &mut String, geo: &Geometry, cells: &[Cell]) {
    let push_cell = |out: &mut String, cell: Cell| {
        out.push('r');
        push_number(out, geo.row_of(cell) + 1);
        out.push('c');
        push_number(out, geo.col_of(cell) + 1);
    };
    match cells {
        [cell] => push_cell(out, *cell),
        _ => {
            out.push('(');
            for (i, &cell) in cells.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                push_cell(out, cell);
            }
            out.push(')');
        }
    }
}

/// Appends a row or column number (1 to 25) in decimal.
fn push_number(out: &mut String, n: usize) {
    debug_assert!(n < 100, "a row or column number");
    if n >= 10 {
        out.push(char::from(b'0' + (n / 10) as u8));
    }
    out.push(char::from(b'0' + (n % 10) as u8));
}

/// Every cell of a chain's nodes, ascending without repeats.
fn chain_cells(graph: &LinkGraph, nodes: &[NodeId]) -> Vec<Cell> {
    ascending_cells(nodes.iter().flat_map(|&id| graph.cells(id).iter().copied()))
}

/// A node as people read it: `r1c2` or `(r1c2,r1c3)`.
fn node_name(graph: &LinkGraph, geo: &Geometry, node: NodeId) -> String {
    let mut name = String::with_capacity(16);
    push_node_name(&mut name, geo, graph.cells(node));
    debug_assert_eq!(
        name,
        ChainNode {
            cells: graph.cells(node).to_vec(),
            digit: graph.digit(node),
        }
        .name(geo)
    );
    name
}

/// Every instance a chain search hands out, in canonical order: the finder of
/// a technique whose search takes any [`Sink`].
fn every(cx: &Context<'_>, search: fn(&Context<'_>, &mut dyn Sink)) -> Vec<Instance> {
    let mut out = Vec::new();
    search(cx, &mut out);
    finish(out)
}

/// The instance [`every`]'s list would give to `choose`, the search going
/// only as deep as the smallest chain found so far: the chooser of such a
/// technique.
fn smallest(cx: &Context<'_>, search: fn(&Context<'_>, &mut dyn Sink)) -> Option<Instance> {
    let mut smallest = Smallest::new();
    search(cx, &mut smallest);
    smallest.chosen()
}

/// Canonical order, repeats (same cells, same eliminations) dropped.
fn finish(mut found: Vec<Instance>) -> Vec<Instance> {
    sort_canonical_unique(&mut found);
    found
}

/// Where a chain search puts the instances it builds: every one (the finder),
/// or only those of the smallest size so far (the chooser, SPEC §2 *smallest
/// first*), which also tells the search how long a chain is still worth
/// building. A chain's size is its nodes, one more than its links.
trait Sink {
    /// The most links a chain may have and still be kept, within `limit`.
    fn max_links(&self, limit: usize) -> usize;
    /// Keeps an instance (or not).
    fn offer(&mut self, instance: Instance);
}

impl Sink for Vec<Instance> {
    fn max_links(&self, limit: usize) -> usize {
        limit
    }

    fn offer(&mut self, instance: Instance) {
        self.push(instance);
    }
}

/// The instances of the smallest size offered so far. A search stopped at that
/// size reaches every shorter chain as the whole search would (breadth first,
/// each state keeps its first chain), so [`Smallest::chosen`] is the instance
/// [`choose`] picks among the finder's, found without writing out the longer
/// chains.
struct Smallest {
    size: usize,
    kept: Vec<Instance>,
}

impl Smallest {
    fn new() -> Smallest {
        Smallest {
            size: usize::MAX,
            kept: Vec::new(),
        }
    }

    /// The instance to apply: smallest, then largest effect, then canonical.
    fn chosen(self) -> Option<Instance> {
        choose(&finish(self.kept)).cloned()
    }
}

impl Sink for Smallest {
    fn max_links(&self, limit: usize) -> usize {
        limit.min(self.size.saturating_sub(1))
    }

    fn offer(&mut self, instance: Instance) {
        let size = instance.size();
        if size < self.size {
            self.size = size;
            self.kept.clear();
        }
        if size == self.size {
            self.kept.push(instance);
        }
    }
}

/// Positions along real solving paths where chains are found, for the tests
/// that compare two searches: each position where Simplest first applies a
/// technique, on #7 of the top95 list (MIT-licensed, norvig/pytudes
/// `py/sudoku-top95.txt`) and the project's own generated and drill puzzles
/// (9×9, jigsaw, 16×16).
#[cfg(test)]
fn positions_along_paths() -> Vec<crate::engine::Position> {
    use crate::rating::Scores;
    use crate::rating::strategy::simplest_first;
    let top95_7 =
        "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....";
    let sources = [
        top95_7,
        include_str!("../../../../puzzles/drill/death_blossom.txt"),
        include_str!("../../../../puzzles/drill/grouped_x_chain.txt"),
        include_str!("../../../../puzzles/drill/remote_pair.txt"),
        include_str!("../../../../puzzles/generated/jigsaw_9x9.txt"),
        include_str!("../../../../puzzles/generated/16x16.txt"),
    ];
    let mut positions = Vec::new();
    for text in sources {
        for read in crate::format::read_sudoku(text, "t", &Default::default()).take(3) {
            let start = read.expect("it reads").position;
            let run = simplest_first(&start, &Scores::default());
            positions.extend(run.positions_of_steps(&start));
        }
    }
    positions
}
