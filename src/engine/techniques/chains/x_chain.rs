//! The X-chain (SPEC §2), and the search it shares with the grouped X-chain:
//! on one digit, links alternate strong and weak, starting and ending with a
//! strong link, so one of the two ends holds the digit and every cell that sees
//! both ends (all cells of a grouped end) loses it. A chain has at least three
//! links (the shortest are the skyscraper, the 2-string kite and the turbot
//! fish) and at most [`MAX_LINKS`]. What one instance is: see [`super`]. The
//! search ([`super::search`]) keeps only simple chains (no cell twice), so each
//! pair of ends comes with the shortest simple chain the search builds to it,
//! and *smallest first* reads its nodes (a group counts as one).

use super::one_digit;
use super::search::{Bfs, Rules};
use super::{finish, graph_chain, one_of_the_ends};
use crate::engine::cellset::CellSet;
use crate::engine::instance::Instance;
use crate::engine::technique::{ShdRule, TechniqueId};
use crate::engine::techniques::links::{LinkGraph, NodeId};
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The longest X-chain searched, in links (20 nodes).
pub const MAX_LINKS: usize = 19;

/// The X-chain (SPEC §2).
pub const X_CHAIN: Descriptor = Descriptor {
    id: "x_chain",
    name: "X-chain",
    about: About {
        look_for: "A chain on one digit that alternates strong links (a row, column or region \
                   where the digit has exactly two places) and weak links (two cells that see \
                   each other), starting and ending with a strong link.",
        why: "If the first cell does not hold the digit, its strong link forces the next cell \
              to, the weak link then clears the one after, and so on down the chain. So at \
              least one of the two end cells holds the digit, and a cell that sees both ends \
              loses it.",
        when: "When one digit keeps getting stuck; the skyscraper and the 2-string kite are its \
               shortest cases.",
    },
    default_score: Some(16),
    shd_rules: &[ShdRule::SingleValueChains],
    choice: Choice::SmallestFirst,
    finder: |cx| find(cx, false),
    chosen: None,
    locality: Locality::Digit,
};

/// The links of one digit, with or without grouped nodes.
struct OneDigit<'a> {
    graph: &'a LinkGraph,
    grouped: bool,
}

impl OneDigit<'_> {
    fn allowed(&self, node: NodeId) -> bool {
        self.grouped || !self.graph.is_group(node)
    }
}

impl Rules for OneDigit<'_> {
    fn graph(&self) -> &LinkGraph {
        self.graph
    }

    fn strong(&self, from: NodeId, mut visit: impl FnMut(NodeId)) {
        for &to in self.graph.strong(from) {
            if self.allowed(to) {
                visit(to);
            }
        }
    }

    fn weak(&self, from: NodeId, visit: impl FnMut(NodeId)) {
        self.graph.visit_weak(from, self.grouped, visit);
    }
}

/// Every X-chain (`grouped`: every grouped X-chain, with at least one grouped node).
/// Without grouped nodes, the search on each digit's cells as masks
/// ([`super::one_digit`]) finds the same chains as the graph's for much less,
/// on digits of at most [`MAX_NODES`](super::mask_search::MAX_NODES) cells.
pub(super) fn find(cx: &Context<'_>, grouped: bool) -> Vec<Instance> {
    if !grouped && let Some(found) = one_digit::x_chains(cx, cx.search_digits(), MAX_LINKS) {
        return finish(found);
    }
    find_on_graph(cx, grouped)
}

/// [`find`] on the position's [`LinkGraph`].
pub(super) fn find_on_graph(cx: &Context<'_>, grouped: bool) -> Vec<Instance> {
    // Only the searched digits' links are needed, and grouped nodes only for
    // grouped X-chains.
    let graph = &*cx.links_on(cx.search_digits(), grouped);
    let geo = cx.pos.geometry();
    let technique = if grouped {
        TechniqueId::GroupedXChain
    } else {
        TechniqueId::XChain
    };
    let rules = OneDigit { graph, grouped };
    let mut bfs = Bfs::of(cx, graph);
    let mut out = Vec::new();
    for start in 0..graph.node_count() as NodeId {
        if !rules.allowed(start) {
            break;
        }
        let d = graph.digit(start);
        if !cx.search_digits().contains(d) {
            continue;
        }
        let seen_start = graph.seen_by_all(geo, start) & *graph.digit_cells(d);
        if seen_start.is_empty() || !graph.strong(start).iter().any(|&n| rules.allowed(n)) {
            continue;
        }
        bfs.search(&rules, start, MAX_LINKS);
        for (end, links) in bfs.ends() {
            if end <= start || links < 3 {
                continue;
            }
            let targets: CellSet = seen_start & graph.seen_by_all(geo, end);
            if targets.is_empty() {
                continue;
            }
            let nodes = bfs.chain_to(end);
            if grouped && !nodes.iter().any(|&n| graph.is_group(n)) {
                continue;
            }
            let chain = graph_chain(graph, &nodes);
            let found = one_of_the_ends(technique, geo, chain, targets);
            out.extend(found);
        }
    }
    finish(out)
}
