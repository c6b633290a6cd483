//! A quick over-estimate of where alternating chains lead (SPEC §2.1): from
//! each state (a node assumed false or true), the nodes some chain reaches
//! true when chains may cross themselves, meet a cell twice and run to
//! any length. The exact search ([`super::search`]) builds only simple chains of
//! bounded length along the same [`Rules`], so every state it reaches is in
//! this over-estimate. A finder asks the over-estimate first and skips the
//! exact search from a start whose reachable states can make no step: it then
//! finds exactly the steps it found without the check, only sooner, since in
//! most positions most starts lead to nothing.
//!
//! The over-estimate is reachability in the graph of states, worked out for
//! every state at once by [`closure`](crate::engine::techniques::closure).
//!
//! It is built only for graphs of up to [`MAX_NODES`] nodes (every 9×9 and
//! most larger positions past their first steps); on a larger graph a finder
//! searches every start as before.

use super::search::Rules;
use crate::engine::techniques::closure::{Closure, Implications};
use crate::engine::techniques::links::NodeId;

/// The largest graph the over-estimate is built for: its rows take at most
/// `2 × nodes² / 8` bytes (1 MiB at this size).
pub const MAX_NODES: usize = 2048;

/// The nodes every state reaches true, for one graph under some [`Rules`].
pub(crate) struct Reach(Closure);

impl Reach {
    /// The over-estimate for the graph `rules` walks, on its first `nodes`
    /// nodes (those its links lead to, from any of them), or `None` when they
    /// are more than [`MAX_NODES`]. The states are `node * 2 + truth`: from
    /// a node false along strong links to nodes true, from a node true along
    /// weak links to nodes false; a true state is marked by its node.
    pub(crate) fn new(rules: &impl Rules, nodes: usize) -> Option<Reach> {
        if nodes > MAX_NODES {
            return None;
        }
        let mut links = Implications::with_capacity(2 * nodes, 16 * nodes);
        for node in 0..nodes as NodeId {
            links.begin_state();
            rules.strong(node, |next| links.link(next * 2 + 1));
            links.begin_state();
            rules.weak(node, |next| links.link(next * 2));
        }
        let mark = |state: u32| (state & 1 == 1).then_some(state / 2);
        Some(Reach(Closure::new(&links, nodes, mark)))
    }

    /// The nodes some chain from `state` (`node * 2 + truth`) reaches true.
    pub(crate) fn trues(&self, state: u32) -> &[u64] {
        self.0.row(state)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::techniques::closure::marks_from;
    use crate::engine::techniques::links::LinkGraph;

    /// A graph given by its lists of strong and weak successors.
    struct Lists {
        graph: LinkGraph,
        strong: Vec<Vec<NodeId>>,
        weak: Vec<Vec<NodeId>>,
    }

    impl Rules for Lists {
        fn graph(&self) -> &LinkGraph {
            &self.graph
        }
        fn strong(&self, from: NodeId, mut visit: impl FnMut(NodeId)) {
            self.strong[from as usize].iter().for_each(|&n| visit(n));
        }
        fn weak(&self, from: NodeId, mut visit: impl FnMut(NodeId)) {
            self.weak[from as usize].iter().for_each(|&n| visit(n));
        }
    }

    /// The nodes any chain reaches true from `first`, by a plain search.
    fn plain(rules: &Lists, first: u32) -> Vec<NodeId> {
        let nodes = rules.strong.len();
        let mut seen = vec![false; 2 * nodes];
        let mut todo = vec![first];
        seen[first as usize] = true;
        while let Some(state) = todo.pop() {
            let (node, truth) = (state / 2, state & 1);
            let next = if truth == 0 {
                &rules.strong[node as usize]
            } else {
                &rules.weak[node as usize]
            };
            for &to in next {
                let s = to * 2 + (1 - truth);
                if !seen[s as usize] {
                    seen[s as usize] = true;
                    todo.push(s);
                }
            }
        }
        (0..nodes as NodeId)
            .filter(|&n| seen[n as usize * 2 + 1])
            .collect()
    }

    #[test]
    fn every_state_reaches_what_a_plain_search_reaches() {
        use crate::engine::{Geometry, Position};
        let pos = Position::empty(Geometry::standard(4).expect("a 4×4 board"));
        let cx = crate::engine::techniques::Context::new(&pos);
        let graph = cx.links().clone();
        let nodes = graph.node_count();
        // A fixed pseudo-random graph with loops, chains and dead ends.
        let mut seed = 12345u64;
        let mut next = |m: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % m
        };
        let mut lists = |most: u64| -> Vec<Vec<NodeId>> {
            (0..nodes)
                .map(|_| {
                    (0..next(most))
                        .map(|_| next(nodes as u64) as NodeId)
                        .collect()
                })
                .collect()
        };
        let strong = lists(3);
        let weak = lists(4);
        let rules = Lists {
            graph,
            strong,
            weak,
        };
        let reach = Reach::new(&rules, nodes).expect("a small graph");
        for first in 0..2 * nodes as u32 {
            let got: Vec<NodeId> = marks_from(reach.trues(first), 0).collect();
            assert_eq!(got, plain(&rules, first), "from state {first}");
        }
    }
}
