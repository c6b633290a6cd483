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
//! every state at once: the states are grouped into strongly connected
//! components (states that reach each other reach the same states), and each
//! component's reachable states are the union of its successors', as rows of
//! bits filled from the last component to the first. That costs a few word
//! operations per link, about what one exact search from one start costs.
//!
//! It is built only for graphs of up to [`MAX_NODES`] nodes (every 9×9 and
//! most larger positions past their first steps); on a larger graph a finder
//! searches every start as before.

use super::search::Rules;
use crate::engine::techniques::links::NodeId;

/// The largest graph the over-estimate is built for: its rows take at most
/// `2 × nodes² / 8` bytes (1 MiB at this size).
pub const MAX_NODES: usize = 2048;

/// Not yet visited, or not yet in a component.
const NONE: u32 = u32::MAX;

/// The nodes every state reaches true, for one graph under some [`Rules`].
pub(crate) struct Reach {
    /// Words per row (one bit per node).
    words: usize,
    /// The component of each state (`node * 2 + truth`).
    component: Vec<u32>,
    /// Per component, the nodes its states reach true, its own true states
    /// included.
    rows: Vec<u64>,
}

/// The links of the state graph as lists: from a node false along strong
/// links to nodes true, from a node true along weak links to nodes false.
struct Links {
    /// Where the successors of each state start in `to`; one more entry ends
    /// the last.
    start: Vec<u32>,
    to: Vec<u32>,
}

impl Links {
    fn new(rules: &impl Rules, nodes: usize) -> Links {
        let mut start = Vec::with_capacity(2 * nodes + 1);
        let mut to = Vec::with_capacity(16 * nodes);
        for node in 0..nodes as NodeId {
            start.push(to.len() as u32);
            rules.strong(node, |next| to.push(next * 2 + 1));
            start.push(to.len() as u32);
            rules.weak(node, |next| to.push(next * 2));
        }
        start.push(to.len() as u32);
        Links { start, to }
    }

    fn of(&self, state: u32) -> &[u32] {
        let s = state as usize;
        &self.to[self.start[s] as usize..self.start[s + 1] as usize]
    }
}

impl Reach {
    /// The over-estimate for the graph `rules` walks, or `None` when it has
    /// more than [`MAX_NODES`] nodes.
    pub(crate) fn new(rules: &impl Rules) -> Option<Reach> {
        let nodes = rules.graph().node_count();
        if nodes > MAX_NODES {
            return None;
        }
        let words = nodes.div_ceil(64).max(1);
        let links = Links::new(rules, nodes);
        let (component, members) = components(&links, 2 * nodes);
        let count = members.len() - 1;
        let mut rows = vec![0u64; count * words];
        let mut mark = vec![NONE; count];
        // Components come sinks first, so every successor's row is complete.
        for c in 0..count {
            let states = &members.states[members.start[c] as usize..members.start[c + 1] as usize];
            let (done, rest) = rows.split_at_mut(c * words);
            let row = &mut rest[..words];
            for &state in states {
                if state & 1 == 1 {
                    set(row, state / 2);
                }
                for &next in links.of(state) {
                    let to = component[next as usize] as usize;
                    if to != c && mark[to] != c as u32 {
                        mark[to] = c as u32;
                        let from = &done[to * words..(to + 1) * words];
                        row.iter_mut().zip(from).for_each(|(r, f)| *r |= f);
                    }
                }
            }
        }
        Some(Reach {
            words,
            component,
            rows,
        })
    }

    /// The nodes some chain from `state` (`node * 2 + truth`) reaches true.
    pub(crate) fn trues(&self, state: u32) -> &[u64] {
        let c = self.component[state as usize] as usize;
        &self.rows[c * self.words..(c + 1) * self.words]
    }
}

/// The states of each component: those of component `c` are
/// `states[start[c]..start[c + 1]]`.
struct Members {
    start: Vec<u32>,
    states: Vec<u32>,
}

impl Members {
    /// How many components there are, plus one.
    fn len(&self) -> usize {
        self.start.len()
    }
}

/// The strongly connected components of the state graph (Tarjan's search, by
/// an explicit stack of states with the next link to follow): each state's
/// component, and each component's states, components listed sinks first.
fn components(links: &Links, states: usize) -> (Vec<u32>, Members) {
    let mut order = vec![NONE; states];
    let mut low = vec![0u32; states];
    let mut component = vec![NONE; states];
    let mut members = Members {
        start: vec![0],
        states: Vec::with_capacity(states),
    };
    let mut stack: Vec<u32> = Vec::new();
    let mut frames: Vec<(u32, u32)> = Vec::new();
    let mut counter = 0u32;
    for root in 0..states as u32 {
        if order[root as usize] != NONE {
            continue;
        }
        order[root as usize] = counter;
        low[root as usize] = counter;
        counter += 1;
        stack.push(root);
        frames.push((root, 0));
        while let Some(frame) = frames.last_mut() {
            let v = frame.0;
            if let Some(&next) = links.of(v).get(frame.1 as usize) {
                frame.1 += 1;
                let n = next as usize;
                if order[n] == NONE {
                    order[n] = counter;
                    low[n] = counter;
                    counter += 1;
                    stack.push(next);
                    frames.push((next, 0));
                } else if component[n] == NONE {
                    // Still on the stack: part of the component being built.
                    low[v as usize] = low[v as usize].min(order[n]);
                }
                continue;
            }
            frames.pop();
            if low[v as usize] == order[v as usize] {
                let id = members.start.len() as u32 - 1;
                while let Some(s) = stack.pop() {
                    component[s as usize] = id;
                    members.states.push(s);
                    if s == v {
                        break;
                    }
                }
                members.start.push(members.states.len() as u32);
            }
            if let Some(&(parent, _)) = frames.last() {
                let p = parent as usize;
                low[p] = low[p].min(low[v as usize]);
            }
        }
    }
    (component, members)
}

fn set(row: &mut [u64], node: NodeId) {
    row[node as usize / 64] |= 1 << (node % 64);
}

/// Whether `node` is in a row.
pub(crate) fn has(row: &[u64], node: NodeId) -> bool {
    row[node as usize / 64] & (1 << (node % 64)) != 0
}

/// The nodes of a row from `first` on, ascending.
pub(crate) fn nodes_from(row: &[u64], first: NodeId) -> impl Iterator<Item = NodeId> + '_ {
    let start = first as usize / 64;
    row.iter()
        .enumerate()
        .skip(start)
        .flat_map(move |(i, &word)| {
            let mut left = if i == start {
                word & (!0u64 << (first % 64))
            } else {
                word
            };
            std::iter::from_fn(move || {
                (left != 0).then(|| {
                    let bit = left.trailing_zeros();
                    left &= left - 1;
                    (i * 64) as NodeId + bit
                })
            })
        })
}

#[cfg(test)]
mod tests {
    use super::*;
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
        let reach = Reach::new(&rules).expect("a small graph");
        for first in 0..2 * nodes as u32 {
            let got: Vec<NodeId> = nodes_from(reach.trues(first), 0).collect();
            assert_eq!(got, plain(&rules, first), "from state {first}");
        }
    }
}
