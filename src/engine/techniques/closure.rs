//! Everything each state of an implication graph leads to (SPEC §2.1): the
//! quick over-estimates that let the chain finders ([`super::chains::reach`])
//! and the forcing chain ([`super::forcing::quick`]) skip searches that can
//! find nothing.
//!
//! A graph of states (a candidate, or a chain node, taken as true or false)
//! whose links are implications is given as lists ([`Implications`]). The
//! closure is reachability worked out for every state at once: the states are
//! grouped into strongly connected components (states that reach each other
//! reach the same states), and each component's reachable states are the union
//! of its successors', as rows of bits filled from the last component to the
//! first. That costs a few word operations per link, about what one search from
//! one start costs.

/// Not yet visited, or not yet in a component.
const NONE: u32 = u32::MAX;

/// The links of a graph of states as lists: the successors of state `s` are
/// `to[start[s]..start[s + 1]]`. States are numbered from 0 in the order they
/// are begun.
pub(crate) struct Implications {
    start: Vec<u32>,
    to: Vec<u32>,
}

impl Implications {
    /// An empty graph, with room for `states` states and `links` links.
    pub(crate) fn with_capacity(states: usize, links: usize) -> Implications {
        Implications {
            start: Vec::with_capacity(states + 1),
            to: Vec::with_capacity(links),
        }
    }

    /// Begins the next state: links added from now on leave it.
    pub(crate) fn begin_state(&mut self) {
        self.start.push(self.to.len() as u32);
    }

    /// A link from the state begun last to `state`.
    pub(crate) fn link(&mut self, state: u32) {
        self.to.push(state);
    }

    /// How many states were begun.
    fn states(&self) -> usize {
        self.start.len()
    }

    fn of(&self, state: u32) -> &[u32] {
        let (first, end) = self.bounds(state);
        &self.to[first as usize..end as usize]
    }

    /// Where the successors of `state` begin and end in `to`.
    fn bounds(&self, state: u32) -> (u32, u32) {
        let s = state as usize;
        let end = self
            .start
            .get(s + 1)
            .copied()
            .unwrap_or(self.to.len() as u32);
        (self.start[s], end)
    }
}

/// For every state of a graph, the marks of the states it reaches (itself
/// included), as a row of bits: each state is given at most one mark, and
/// several states may share one.
pub(crate) struct Closure {
    /// Words per row.
    words: usize,
    /// The component of each state.
    component: Vec<u32>,
    /// Per component, the marks of the states it reaches.
    rows: Vec<u64>,
}

impl Closure {
    /// The closure of `links`, each state marked with `mark_of(state)` (a bit
    /// below `marks`, or none).
    pub(crate) fn new(
        links: &Implications,
        marks: usize,
        mark_of: impl Fn(u32) -> Option<u32>,
    ) -> Closure {
        let words = marks.div_ceil(64).max(1);
        let (component, members) = components(links);
        let count = members.start.len() - 1;
        let mut rows = vec![0u64; count * words];
        let mut seen_by = vec![NONE; count];
        // Components come sinks first, so every successor's row is complete.
        for c in 0..count {
            let states = &members.states[members.start[c] as usize..members.start[c + 1] as usize];
            let (done, rest) = rows.split_at_mut(c * words);
            let row = &mut rest[..words];
            for &state in states {
                if let Some(mark) = mark_of(state) {
                    set(row, mark);
                }
                for &next in links.of(state) {
                    let to = component[next as usize] as usize;
                    if to != c && seen_by[to] != c as u32 {
                        seen_by[to] = c as u32;
                        let from = &done[to * words..(to + 1) * words];
                        row.iter_mut().zip(from).for_each(|(r, f)| *r |= f);
                    }
                }
            }
        }
        Closure {
            words,
            component,
            rows,
        }
    }

    /// The marks of the states `state` reaches.
    pub(crate) fn row(&self, state: u32) -> &[u64] {
        let c = self.component[state as usize] as usize;
        &self.rows[c * self.words..(c + 1) * self.words]
    }

    /// Words per row.
    pub(crate) fn words(&self) -> usize {
        self.words
    }
}

/// The states of each component: those of component `c` are
/// `states[start[c]..start[c + 1]]`.
struct Members {
    start: Vec<u32>,
    states: Vec<u32>,
}

/// The strongly connected components of the graph (Tarjan's search, by an
/// explicit stack of states with the next link to follow and the end of their
/// links, so that a step reads one link): each state's component, and each
/// component's states, components listed sinks first.
fn components(links: &Implications) -> (Vec<u32>, Members) {
    let states = links.states();
    let mut order = vec![NONE; states];
    let mut low = vec![0u32; states];
    let mut component = vec![NONE; states];
    let mut members = Members {
        start: vec![0],
        states: Vec::with_capacity(states),
    };
    let mut stack: Vec<u32> = Vec::with_capacity(states);
    // Each frame: a state, its next link in `links.to`, the end of its links.
    let mut frames: Vec<(u32, u32, u32)> = Vec::with_capacity(states);
    let mut counter = 0u32;
    for root in 0..states as u32 {
        if order[root as usize] != NONE {
            continue;
        }
        order[root as usize] = counter;
        low[root as usize] = counter;
        counter += 1;
        stack.push(root);
        let (first, end) = links.bounds(root);
        frames.push((root, first, end));
        while let Some(frame) = frames.last_mut() {
            let v = frame.0;
            if frame.1 < frame.2 {
                let next = links.to[frame.1 as usize];
                frame.1 += 1;
                let n = next as usize;
                if order[n] == NONE {
                    order[n] = counter;
                    low[n] = counter;
                    counter += 1;
                    stack.push(next);
                    let (first, end) = links.bounds(next);
                    frames.push((next, first, end));
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
            if let Some(&(parent, _, _)) = frames.last() {
                let p = parent as usize;
                low[p] = low[p].min(low[v as usize]);
            }
        }
    }
    (component, members)
}

fn set(row: &mut [u64], mark: u32) {
    row[mark as usize / 64] |= 1 << (mark % 64);
}

/// Whether `mark` is in a row.
pub(crate) fn has(row: &[u64], mark: u32) -> bool {
    row[mark as usize / 64] & (1 << (mark % 64)) != 0
}

/// The marks of a row from `first` on, ascending.
pub(crate) fn marks_from(row: &[u64], first: u32) -> impl Iterator<Item = u32> + '_ {
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
                    (i * 64) as u32 + bit
                })
            })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The states reachable from `first` by a plain search.
    fn plain(lists: &[Vec<u32>], first: u32) -> Vec<u32> {
        let mut seen = vec![false; lists.len()];
        let mut todo = vec![first];
        seen[first as usize] = true;
        while let Some(state) = todo.pop() {
            for &to in &lists[state as usize] {
                if !std::mem::replace(&mut seen[to as usize], true) {
                    todo.push(to);
                }
            }
        }
        (0..lists.len() as u32)
            .filter(|&s| seen[s as usize])
            .collect()
    }

    #[test]
    fn every_state_reaches_what_a_plain_search_reaches() {
        // A fixed pseudo-random graph with loops, chains and dead ends, every
        // state marked by itself.
        let mut seed = 12345u64;
        let mut next = |m: u64| {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) % m
        };
        let states = 150;
        let lists: Vec<Vec<u32>> = (0..states)
            .map(|_| (0..next(3)).map(|_| next(states) as u32).collect())
            .collect();
        let mut links = Implications::with_capacity(lists.len(), 0);
        for list in &lists {
            links.begin_state();
            list.iter().for_each(|&to| links.link(to));
        }
        let closure = Closure::new(&links, states as usize, Some);
        for first in 0..states as u32 {
            let got: Vec<u32> = marks_from(closure.row(first), 0).collect();
            assert_eq!(got, plain(&lists, first), "from state {first}");
        }
    }
}
