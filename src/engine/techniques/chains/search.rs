//! The breadth-first search shared by the chain finders (SPEC §2, §2.1): from a
//! start node assumed false, follow a strong link (so the next node is true),
//! then a weak link (so the next is false), and so on. A search state is a node
//! with the truth the chain gives it, and each state keeps the first chain that
//! reaches it.
//!
//! **Every kept chain is simple**, so the shortest chain people see is not lost
//! behind a shorter one that doubles back: an extension is refused when the new
//! node shares a cell with a node already on the chain, unless that node is the
//! one it extends (a link inside a cell, on another digit) or the start, where
//! the new node closes the chain — the start itself (a loop) or, both being
//! single cells, another candidate of the start's cell (an AIC with both ends in
//! one cell). A closing state is kept as an end but not extended. Each state
//! keeps the cells of its chain as bits, so the check is a mask test (exact on
//! boards of up to 128 cells; on larger boards a hit is confirmed by walking
//! the parents, at most 20 nodes), made only for states not yet reached.
//!
//! What that guarantees: states are reached in order of chain length, so a kept
//! chain is never longer than another simple chain to its state that extends
//! kept chains, and a state reached by some simple chain of kept prefixes is
//! reached. A simple chain can still be missed when the kept chain to one of
//! its inner states crosses its later cells (each state keeps one chain).
//!
//! The buffers are allocated once per position and reused by every search of
//! every chain finder ([`Bfs::of`]): a run stamps the states it reaches instead
//! of clearing them, and the inner loop allocates nothing.

use std::cell::RefMut;

use crate::engine::cellset::Cell;
use crate::engine::techniques::Context;
use crate::engine::techniques::links::{LinkGraph, NodeId};

/// Which links a kind of chain may follow.
pub(crate) trait Rules {
    /// The graph the links are taken from.
    fn graph(&self) -> &LinkGraph;
    /// Calls `visit` for each node a strong link leads to from `from`.
    fn strong(&self, from: NodeId, visit: impl FnMut(NodeId));
    /// Calls `visit` for each node a weak link leads to from `from`.
    fn weak(&self, from: NodeId, visit: impl FnMut(NodeId));
}

/// Reusable buffers of the alternating search.
pub(crate) struct Bfs {
    /// The run that reached each state (`node * 2 + truth`).
    seen: Vec<u32>,
    /// The state each state was reached from.
    parent: Vec<u32>,
    /// Links from the start to each state.
    depth: Vec<u8>,
    /// The cells of each state's chain after the start, as bits `cell % 128`
    /// (exact on boards of up to 128 cells, a filter beyond): a node none of
    /// whose bits is set meets no inner node of the chain.
    inner: Vec<u128>,
    /// The cells of each node, as the same bits.
    node_bits: Vec<u128>,
    /// States in the order they were reached.
    order: Vec<u32>,
    run: u32,
    /// Whether `node_bits` holds the cells of every candidate numbered as
    /// the whole graph numbers them ([`LinkGraph::numbers_every_candidate`]),
    /// or of the nodes of a graph of some digits.
    every_candidate: bool,
}

/// A chain being extended: its start node and its last state.
#[derive(Copy, Clone)]
struct Tip {
    start: NodeId,
    state: u32,
    /// The cells of the inner nodes before the last one (bits as in [`Bfs`]).
    before: u128,
    /// The cells a new node may not meet without a closer look: `before`, and
    /// the start's unless the last node is the start.
    guard: u128,
}

impl Bfs {
    /// Buffers for the searches on `graph`.
    fn new(graph: &LinkGraph) -> Bfs {
        let nodes = graph.node_count();
        Bfs {
            node_bits: (0..nodes as NodeId).map(|n| bits(graph.cells(n))).collect(),
            seen: vec![0; 2 * nodes],
            parent: vec![0; 2 * nodes],
            depth: vec![0; 2 * nodes],
            inner: vec![0; 2 * nodes],
            order: Vec::with_capacity(2 * nodes),
            run: 0,
            every_candidate: graph.numbers_every_candidate(),
        }
    }

    /// The buffers of the position's chain searches on `graph`, one of its link
    /// graphs: made on first use and then lent to one finder at a time, made
    /// again when a graph with more nodes asks. The graphs of a position that
    /// have every candidate as a node number them alike, with grouped nodes
    /// after them, which differ with the digits a graph has: their cells are
    /// read again from `graph`. A graph of some digits numbers its nodes apart:
    /// all their cells are read, and the candidates' again when a graph of
    /// every candidate next asks.
    pub(crate) fn of<'c>(cx: &'c Context<'_>, graph: &LinkGraph) -> RefMut<'c, Bfs> {
        RefMut::map(cx.chain_search.borrow_mut(), |bfs| {
            if bfs
                .as_ref()
                .is_some_and(|bfs| bfs.node_bits.len() < graph.node_count())
            {
                *bfs = None;
            }
            let bfs = bfs.get_or_insert_with(|| Bfs::new(graph));
            let every_candidate = graph.numbers_every_candidate();
            let first = if every_candidate && bfs.every_candidate {
                graph.candidate_count()
            } else {
                0
            };
            for n in first..graph.node_count() {
                bfs.node_bits[n] = bits(graph.cells(n as NodeId));
            }
            bfs.every_candidate = every_candidate;
            bfs
        })
    }

    /// Searches from `start` (false) along chains of at most `max_links` links.
    pub(crate) fn search(&mut self, rules: &impl Rules, start: NodeId, max_links: usize) {
        self.search_from(rules, start * 2, max_links);
    }

    /// Searches from the state `first` (`node * 2 + truth`: a start assumed true
    /// follows a weak link first) along chains of at most `max_links` links.
    pub(crate) fn search_from(&mut self, rules: &impl Rules, first: u32, max_links: usize) {
        self.search_until(rules, first, max_links, |_, _| false);
    }

    /// [`Self::search_from`], stopped at the first state reached for which
    /// `until` (given the state and the chains so far) holds: that state, if
    /// any. The states reached before it, and their chains, are those of the
    /// whole search, so the first state of the whole search that satisfies
    /// `until` is the one returned.
    pub(crate) fn search_until(
        &mut self,
        rules: &impl Rules,
        first: u32,
        max_links: usize,
        mut until: impl FnMut(u32, &Trail<'_>) -> bool,
    ) -> Option<u32> {
        self.run += 1;
        let run = self.run;
        let graph = rules.graph();
        let start = first / 2;
        let exact = graph.cell_count() <= 128;
        let Bfs {
            seen,
            parent,
            depth,
            inner,
            node_bits,
            order,
            ..
        } = self;
        let start_bits = node_bits[start as usize];
        order.clear();
        seen[first as usize] = run;
        depth[first as usize] = 0;
        inner[first as usize] = 0;
        order.push(first);
        let mut stopped = None;
        let mut head = 0;
        while head < order.len() {
            let state = order[head];
            head += 1;
            let next_depth = depth[state as usize] + 1;
            // A closing state (back in the start's cells) ends its chain.
            let closing = next_depth > 2
                && node_bits[(state / 2) as usize] & start_bits != 0
                && overlap(graph, state / 2, start);
            if next_depth as usize > max_links || closing {
                continue;
            }
            let before = if next_depth == 1 {
                0
            } else {
                inner[parent[state as usize] as usize]
            };
            let tip = Tip {
                start,
                state,
                before,
                guard: if next_depth == 1 {
                    0
                } else {
                    before | start_bits
                },
            };
            let truth = state & 1;
            let mut reach = |node: NodeId| {
                let next = node * 2 + (1 - truth);
                if stopped.is_some() || seen[next as usize] == run {
                    return;
                }
                let bits = node_bits[node as usize];
                if tip.guard & bits == 0
                    || closer_look(graph, (parent, depth), tip, (node, bits), exact)
                {
                    seen[next as usize] = run;
                    parent[next as usize] = state;
                    depth[next as usize] = next_depth;
                    inner[next as usize] = inner[state as usize] | bits;
                    order.push(next);
                    let trail = Trail { parent, depth };
                    if until(next, &trail) {
                        stopped = Some(next);
                    }
                }
            };
            if truth == 0 {
                rules.strong(state / 2, &mut reach);
            } else {
                rules.weak(state / 2, &mut reach);
            }
            if stopped.is_some() {
                break;
            }
        }
        stopped
    }

    /// The nodes the last search reached true, in the order reached, with the
    /// length of their chain in links.
    pub(crate) fn ends(&self) -> impl Iterator<Item = (NodeId, usize)> + '_ {
        self.order
            .iter()
            .filter(|&&s| s & 1 == 1)
            .map(|&s| (s / 2, self.depth[s as usize] as usize))
    }

    /// The chain of the last search from its start to `end` (reached true), node
    /// by node; links alternate strong, weak, …, strong.
    pub(crate) fn chain_to(&self, end: NodeId) -> Vec<NodeId> {
        self.chain_to_state(end * 2 + 1)
    }

    /// The chain of the last search from its start to a state it reached.
    pub(crate) fn chain_to_state(&self, end: u32) -> Vec<NodeId> {
        Trail {
            parent: &self.parent,
            depth: &self.depth,
        }
        .chain_to_state(end)
    }
}

/// The chains of a search under way, for [`Bfs::search_until`].
pub(crate) struct Trail<'a> {
    parent: &'a [u32],
    depth: &'a [u8],
}

impl Trail<'_> {
    /// Links from the start to a state reached.
    pub(crate) fn links(&self, state: u32) -> usize {
        self.depth[state as usize] as usize
    }

    /// The chain from the start to a state reached, node by node.
    pub(crate) fn chain_to_state(&self, end: u32) -> Vec<NodeId> {
        let mut state = end;
        let mut nodes = vec![end / 2];
        while self.depth[state as usize] > 0 {
            state = self.parent[state as usize];
            nodes.push(state / 2);
        }
        nodes.reverse();
        nodes
    }
}

/// The bits of a node's cells in a chain's mask.
fn bits(cells: &[Cell]) -> u128 {
    cells.iter().fold(0, |m, &c| m | 1 << (c % 128))
}

/// Whether two nodes' cells meet.
fn meet(a: &[Cell], b: &[Cell]) -> bool {
    match (a, b) {
        ([x], [y]) => x == y,
        _ => a.iter().any(|c| b.contains(c)),
    }
}

/// Whether two nodes share a cell.
fn overlap(graph: &LinkGraph, a: NodeId, b: NodeId) -> bool {
    meet(graph.cells(a), graph.cells(b))
}

/// Whether `node`, which may meet the chain's start or inner nodes, keeps the
/// chain simple (see the module text): the start itself closes a loop; another
/// candidate of the start's cell closes an AIC; an inner node before the last
/// may not be met (links join disjoint nodes of one digit, or two candidates of
/// one cell, so the last node needs no check).
#[cold]
fn closer_look(
    graph: &LinkGraph,
    (parent, depth): (&[u32], &[u8]),
    tip: Tip,
    (node, bits): (NodeId, u128),
    exact: bool,
) -> bool {
    if node == tip.start {
        return true;
    }
    let inner = tip.before & bits != 0;
    if exact && inner {
        return false;
    }
    let (start, cells) = (graph.cells(tip.start), graph.cells(node));
    let closes =
        graph.digit(tip.start) != graph.digit(node) && start.len() == 1 && cells.len() == 1;
    if !closes && meet(start, cells) {
        return false;
    }
    if !inner {
        return true;
    }
    let mut at = tip.state;
    while depth[at as usize] > 1 {
        at = parent[at as usize];
        if meet(graph.cells(at / 2), cells) {
            return false;
        }
    }
    true
}
