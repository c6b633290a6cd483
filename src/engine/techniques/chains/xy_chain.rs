//! The XY-chain (SPEC §2), and the bivalue-cell search it shares with the remote
//! pair: bivalue cells, each linked to the next by a digit they share (a weak
//! link between the cells, a strong link inside each cell), whose two ends share
//! a digit z: one of the ends is z, so every cell that sees both loses it.
//! An XY-chain has 4 to [`MAX_CELLS`] cells: three cells are an XY-wing, two a
//! naked pair. What one instance is: see [`super`]. The search
//! ([`super::search`]) keeps only simple chains (no cell twice), so each pair of
//! ends comes with the shortest simple chain of bivalue cells the search builds
//! to it; its size is its nodes, two per cell.

use super::bivalue_masks::BivalueNodes;
use super::mask_search::Mask;
use super::search::{Bfs, Rules};
use super::{Sink, every, graph_chain, one_of_the_ends, smallest};
use crate::engine::digits::DigitSet;
use crate::engine::position::Position;
use crate::engine::technique::{ShdRule, TechniqueId};
use crate::engine::techniques::links::{LinkGraph, NodeId};
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The longest XY-chain or remote pair searched, in cells.
pub const MAX_CELLS: usize = 14;

/// The XY-chain (SPEC §2).
pub const XY_CHAIN: Descriptor = Descriptor {
    id: "xy_chain",
    name: "XY-chain",
    about: About {
        look_for: "A chain of two-candidate cells, each seeing the next and sharing a digit \
                   with it, where the first and the last cell both hold a digit z that is not \
                   the one linking them to the chain.",
        why: "If the first cell is not z it holds its other digit, which the next cell then \
              cannot hold, so that cell takes its other digit, and so on until the last cell is \
              z. So one of the ends is z, and a cell that sees both ends cannot be.",
        when: "When the board has many two-candidate cells; the XY-wing is its three-cell case.",
    },
    default_score: Some(18),
    shd_rules: &[ShdRule::MultiValueChains],
    choice: Choice::SmallestFirst,
    finder: |cx| every(cx, search),
    chosen: Some(|cx| smallest(cx, search)),
    locality: Locality::Bivalue,
};

/// Links between candidates of bivalue cells; with `pair`, only cells holding
/// exactly that pair.
pub(super) struct Bivalue<'a> {
    pub(super) graph: &'a LinkGraph,
    pub(super) pos: &'a Position,
    pub(super) pair: Option<DigitSet>,
    /// The weak links between candidates of bivalue cells, worked out once for
    /// every search of a finder.
    pub(super) links: &'a BivalueLinks,
}

/// For each candidate node, the candidates of bivalue cells it is weakly
/// linked to ([`LinkGraph::weak_candidates`] of those cells alone, in order),
/// and whether it is itself in a bivalue cell.
pub(super) struct BivalueLinks {
    bivalue: Vec<bool>,
    start: Vec<u32>,
    to: Vec<NodeId>,
}

impl BivalueLinks {
    pub(super) fn new(graph: &LinkGraph, pos: &Position) -> BivalueLinks {
        let candidates = graph.candidate_count();
        let bivalue: Vec<bool> = (0..candidates as NodeId)
            .map(|node| pos.candidates(graph.cells(node)[0]).has_len(2))
            .collect();
        let mut start = Vec::with_capacity(candidates + 1);
        let mut to = Vec::new();
        start.push(0);
        for node in 0..candidates as NodeId {
            if bivalue[node as usize] {
                let weak = graph.weak_candidates(node);
                to.extend(weak.iter().filter(|&&n| bivalue[n as usize]));
            }
            start.push(to.len() as u32);
        }
        BivalueLinks { bivalue, start, to }
    }

    fn of(&self, node: NodeId) -> &[NodeId] {
        let i = node as usize;
        &self.to[self.start[i] as usize..self.start[i + 1] as usize]
    }
}

impl Bivalue<'_> {
    /// Whether a node is a candidate of a cell the chain may use.
    pub(super) fn allowed(&self, node: NodeId) -> bool {
        if self.graph.is_group(node) || !self.links.bivalue[node as usize] {
            return false;
        }
        self.pair
            .is_none_or(|p| p == self.pos.candidates(self.graph.cells(node)[0]))
    }
}

impl Rules for Bivalue<'_> {
    fn graph(&self) -> &LinkGraph {
        self.graph
    }

    fn strong(&self, from: NodeId, mut visit: impl FnMut(NodeId)) {
        if let Some(other) = self.graph.partner(from) {
            visit(other);
        }
    }

    fn weak(&self, from: NodeId, mut visit: impl FnMut(NodeId)) {
        // Grouped nodes are never allowed; the links of a node of a bivalue
        // cell lead to bivalue cells only.
        for &to in self.links.of(from) {
            if self.pair.is_none() || self.allowed(to) {
                visit(to);
            }
        }
    }
}

/// The longest bivalue chain in links: two nodes per cell.
pub(super) const MAX_LINKS: usize = 2 * MAX_CELLS - 1;

/// Searches from every candidate of a bivalue cell, handing each instance to
/// `sink`: on the bivalue cells' masks ([`super::bivalue_masks`]) when they
/// hold them all, which finds the same chains as the graph's search for much
/// less.
fn search(cx: &Context<'_>, sink: &mut dyn Sink) {
    match BivalueNodes::of(cx.pos) {
        Some(nodes) => search_masks(cx, &nodes, sink),
        None => search_graph(cx, sink),
    }
}

/// [`search`] on the masks of `nodes`.
pub(super) fn search_masks(cx: &Context<'_>, nodes: &BivalueNodes, sink: &mut dyn Sink) {
    let geo = cx.pos.geometry();
    let mut search = nodes.search();
    for start in 0..nodes.len() {
        let z = nodes.digit(start);
        let seen_start = *geo.peer_set(nodes.cell(start)) & *cx.digit_cells(z);
        // The ends that could remove something: later nodes on z whose cell
        // sees a cell that sees the start and holds z. Without them the
        // search is skipped; once they are all reached it stops.
        let wanted = (start + 1..nodes.len())
            .filter(|&end| {
                nodes.digit(end) == z && geo.peer_set(nodes.cell(end)).intersects(&seen_start)
            })
            .fold(0, |mask: Mask, end| mask | 1 << end);
        if wanted == 0 {
            continue;
        }
        search.run(nodes, start, (sink.max_links(MAX_LINKS), Mask::MAX), wanted);
        for (end, links) in search.ends() {
            // Four cells or more: eight nodes, seven links.
            if end <= start || nodes.digit(end) != z || links < 7 {
                continue;
            }
            let targets = seen_start & *geo.peer_set(nodes.cell(end));
            if targets.is_empty() {
                continue;
            }
            let chain = nodes.chain(&search.chain_to(end));
            if let Some(instance) = one_of_the_ends(TechniqueId::XyChain, geo, chain, targets) {
                sink.offer(instance);
            }
        }
    }
}

/// [`search`] on the position's link graph.
pub(super) fn search_graph(cx: &Context<'_>, sink: &mut dyn Sink) {
    let graph = cx.bivalue_links();
    let geo = cx.pos.geometry();
    let links = BivalueLinks::new(graph, cx.pos);
    let rules = Bivalue {
        graph,
        pos: cx.pos,
        pair: None,
        links: &links,
    };
    let mut bfs = Bfs::of(cx, graph);
    for start in 0..graph.candidate_count() as NodeId {
        if !rules.allowed(start) {
            continue;
        }
        let z = graph.digit(start);
        let seen_start = graph.seen_by_all(geo, start) & *graph.digit_cells(z);
        if seen_start.is_empty() {
            continue;
        }
        bfs.search(&rules, start, sink.max_links(MAX_LINKS));
        for (end, links) in bfs.ends() {
            // Four cells or more: eight nodes, seven links.
            if end <= start || graph.digit(end) != z || links < 7 {
                continue;
            }
            let targets = seen_start & graph.seen_by_all(geo, end);
            if targets.is_empty() {
                continue;
            }
            let chain = graph_chain(graph, &bfs.chain_to(end));
            let instance = one_of_the_ends(TechniqueId::XyChain, geo, chain, targets);
            if let Some(instance) = instance {
                sink.offer(instance);
            }
        }
    }
}
