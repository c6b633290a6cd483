//! The breadth-first search shared by the chain finders (SPEC §2): from a start
//! node assumed false, follow a strong link (so the next node is true), then a
//! weak link (so the next is false), and so on. A search state is a node with
//! the truth the chain gives it, so the first time a node is reached *true* is
//! by a shortest alternating chain that starts and ends with a strong link.
//!
//! The buffers are allocated once per finder and reused by every search: a run
//! stamps the states it reaches instead of clearing them, and the inner loop
//! allocates nothing.

use crate::engine::techniques::links::NodeId;

/// Which links a kind of chain may follow.
pub(crate) trait Rules {
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
    /// States in the order they were reached.
    order: Vec<u32>,
    run: u32,
}

impl Bfs {
    /// Buffers for a graph of `nodes` nodes.
    pub(crate) fn new(nodes: usize) -> Bfs {
        Bfs {
            seen: vec![0; 2 * nodes],
            parent: vec![0; 2 * nodes],
            depth: vec![0; 2 * nodes],
            order: Vec::with_capacity(2 * nodes),
            run: 0,
        }
    }

    /// Searches from `start` (false) along chains of at most `max_links` links.
    pub(crate) fn search(&mut self, rules: &impl Rules, start: NodeId, max_links: usize) {
        self.search_from(rules, start * 2, max_links);
    }

    /// Searches from the state `first` (`node * 2 + truth`: a start assumed true
    /// follows a weak link first) along chains of at most `max_links` links.
    pub(crate) fn search_from(&mut self, rules: &impl Rules, first: u32, max_links: usize) {
        self.run += 1;
        let run = self.run;
        let Bfs {
            seen,
            parent,
            depth,
            order,
            ..
        } = self;
        order.clear();
        seen[first as usize] = run;
        depth[first as usize] = 0;
        order.push(first);
        let mut head = 0;
        while head < order.len() {
            let state = order[head];
            head += 1;
            let next_depth = depth[state as usize] + 1;
            if next_depth as usize > max_links {
                continue;
            }
            let truth = state & 1;
            let mut reach = |node: NodeId| {
                let next = node * 2 + (1 - truth);
                if seen[next as usize] != run {
                    seen[next as usize] = run;
                    parent[next as usize] = state;
                    depth[next as usize] = next_depth;
                    order.push(next);
                }
            };
            if truth == 0 {
                rules.strong(state / 2, &mut reach);
            } else {
                rules.weak(state / 2, &mut reach);
            }
        }
    }

    /// The nodes the last search reached true, in the order reached, with the
    /// length of their chain in links.
    pub(crate) fn ends(&self) -> impl Iterator<Item = (NodeId, usize)> + '_ {
        self.order
            .iter()
            .filter(|&&s| s & 1 == 1)
            .map(|&s| (s / 2, self.depth[s as usize] as usize))
    }

    /// Every state the last search reached (`node * 2 + truth`), in the order
    /// reached, with the length of its chain in links.
    pub(crate) fn states(&self) -> impl Iterator<Item = (u32, usize)> + '_ {
        self.order
            .iter()
            .map(|&s| (s, self.depth[s as usize] as usize))
    }

    /// The chain of the last search from its start to `end` (reached true), node
    /// by node; links alternate strong, weak, …, strong.
    pub(crate) fn chain_to(&self, end: NodeId) -> Vec<NodeId> {
        self.chain_to_state(end * 2 + 1)
    }

    /// The chain of the last search from its start to a state it reached.
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
