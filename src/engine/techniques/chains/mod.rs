//! Chains (SPEC §2, §2.1): remote pairs, X-chains, XY-chains, grouped X-chains,
//! AICs and grouped AICs, all searched on the position's [`LinkGraph`] by one
//! alternating breadth-first search ([`search`]).
//!
//! **One instance** of a chain technique is one pair of chain ends with the
//! shortest chain between them that the search finds: from every start node, the
//! search reaches each other node by a shortest alternating chain, and the pair
//! is taken once (from its lower-numbered end). A pair whose chain removes
//! nothing, or whose shortest chain passes through one node twice (or, for
//! grouped nodes, through one cell twice on one digit), gives no instance.
//! Two chains on the same cells with the same eliminations (the same cells
//! chained in another order) are one instance, the first found; on the same
//! cells with other eliminations (the weak links of one loop, each left out in
//! turn) they are several, ordered by their eliminations. So the list is finite,
//! deterministic, and holds every elimination a chain within the length limits
//! gives.
//!
//! Length limits (chains people find by hand have up to 8 cells): X-chains and
//! grouped X-chains up to [`x_chain::MAX_LINKS`] links, XY-chains and remote
//! pairs up to [`xy_chain::MAX_CELLS`] cells, AICs, grouped AICs and their
//! discontinuous loops up to [`aic::MAX_LINKS`] links (20 nodes). Because one
//! shortest chain is kept per node and truth, a longer chain to the same ends
//! is not tried when the shortest one reuses a node: every chain of up to 8
//! nodes whose shortest form is simple is found, but not every longer one.

pub mod aic;
pub mod grouped_aic;
pub mod grouped_x_chain;
pub mod remote_pair;
pub(crate) mod search;
pub mod x_chain;
pub mod xy_chain;

use crate::engine::cellset::Cell;
use crate::engine::geometry::Geometry;
use crate::engine::instance::{Instance, sort_canonical_unique};
use crate::engine::pattern::{Chain, ChainNode, Link};
use crate::engine::techniques::links::{LinkGraph, NodeId};

/// Whether a chain uses no node twice: nodes of one digit share no cell, and a
/// cell's candidates appear only side by side (linked inside the cell).
fn is_simple(graph: &LinkGraph, nodes: &[NodeId]) -> bool {
    for (i, &a) in nodes.iter().enumerate() {
        for (j, &b) in nodes.iter().enumerate().skip(i + 1) {
            let (ca, cb) = (graph.cells(a), graph.cells(b));
            let overlap = ca.iter().any(|c| cb.contains(c));
            if overlap && (graph.digit(a) == graph.digit(b) || j != i + 1) {
                return false;
            }
        }
    }
    true
}

/// The chain as a pattern: links alternate strong and weak from the first node.
fn pattern(graph: &LinkGraph, nodes: &[NodeId], conclusion: String) -> Chain {
    Chain {
        nodes: nodes
            .iter()
            .map(|&id| ChainNode {
                cells: graph.cells(id).to_vec(),
                digit: graph.digit(id),
            })
            .collect(),
        links: (1..nodes.len())
            .map(|i| if i % 2 == 1 { Link::Strong } else { Link::Weak })
            .collect(),
        conclusion,
    }
}

/// Every cell of a chain's nodes, ascending without repeats.
fn chain_cells(graph: &LinkGraph, nodes: &[NodeId]) -> Vec<Cell> {
    let mut cells: Vec<Cell> = nodes
        .iter()
        .flat_map(|&id| graph.cells(id).iter().copied())
        .collect();
    cells.sort_unstable();
    cells.dedup();
    cells
}

/// A node as people read it: `r1c2` or `(r1c2,r1c3)`.
fn node_name(graph: &LinkGraph, geo: &Geometry, node: NodeId) -> String {
    ChainNode {
        cells: graph.cells(node).to_vec(),
        digit: graph.digit(node),
    }
    .name(geo)
}

/// Canonical order, repeats (same cells, same eliminations) dropped.
fn finish(mut found: Vec<Instance>) -> Vec<Instance> {
    sort_canonical_unique(&mut found);
    found
}
