//! The alternating search of [`super::search`] (SPEC §2) on at most 128 nodes
//! numbered apart, whose links are bit masks: the X-chain's nodes on one digit
//! ([`super::one_digit`]), the candidates of bivalue cells for the XY-chain and
//! the remote pair ([`super::bivalue_masks`]). No link graph is built, and the
//! test that keeps a chain simple is one mask test.
//!
//! **The same chains as the graph's search**: the nodes are numbered in the
//! graph's order; each node's links are listed in the graph's order (strong
//! partners in turn, then weak ones as up to three masks, each read in
//! ascending order); a state keeps the first chain that reaches it; a node in
//! a cell the chain already passed through is refused, but for the start
//! itself, which closes a loop: such a state is kept, not extended.

/// A set of nodes, by number.
pub(super) type Mask = u128;

/// The most nodes a [`Mask`] holds.
pub(super) const MAX_NODES: usize = 128;

/// Marks the end of a node's strong partners.
pub(super) const NO_PARTNER: u8 = u8::MAX;

/// The links of nodes numbered apart.
pub(super) trait MaskLinks {
    /// The nodes strongly linked to `node`, in the order followed, then
    /// [`NO_PARTNER`].
    fn strong(&self, node: usize) -> [u8; 3];
    /// The nodes weakly linked to `node`, as masks followed in turn.
    fn weak(&self, node: usize) -> [Mask; 3];
    /// The nodes in the cell of `node`, `node` with them.
    fn cell_nodes(&self, node: usize) -> Mask;
}

/// The states of one search: a node with the truth the chain gives it, at
/// `node * 2 + truth`, each with the first chain that reached it.
pub(super) struct Search {
    /// The states reached, in order.
    order: Vec<u16>,
    /// The state each state was reached from.
    parent: Vec<u16>,
    /// Links from the start to each state.
    depth: Vec<u8>,
    /// The nodes in the cells of each state's chain after the start.
    inner: Vec<Mask>,
}

impl Search {
    /// Room for searches on `nodes` nodes.
    pub(super) fn new(nodes: usize) -> Search {
        Search {
            order: Vec::with_capacity(2 * nodes),
            parent: vec![0; 2 * nodes],
            depth: vec![0; 2 * nodes],
            inner: vec![0; 2 * nodes],
        }
    }

    /// Searches from `start` (false) along chains of at most `max_links`
    /// links; `allowed` holds the nodes a chain may use, the start's partners
    /// aside. The search stops once every node of `wanted` is reached true:
    /// the states reached until then, and their chains, are the whole
    /// search's.
    pub(super) fn run(
        &mut self,
        links: &impl MaskLinks,
        start: usize,
        (max_links, allowed): (usize, Mask),
        wanted: Mask,
    ) {
        let start_bit: Mask = 1 << start;
        // The nodes reached false and true.
        let mut seen: [Mask; 2] = [start_bit, 0];
        let first = (start * 2) as u16;
        self.order.clear();
        self.order.push(first);
        self.depth[first as usize] = 0;
        self.inner[first as usize] = 0;
        let mut head = 0;
        while head < self.order.len() && seen[1] & wanted != wanted {
            let state = self.order[head] as usize;
            head += 1;
            let (node, truth) = (state / 2, state & 1);
            let next_depth = self.depth[state] + 1;
            // Back in the start's cell, a chain closes: it is kept, not extended.
            let closing = next_depth > 2 && links.cell_nodes(node) & start_bit != 0;
            if next_depth as usize > max_links || closing {
                continue;
            }
            // A chain may not pass through a cell twice but back to its start.
            let guard = if next_depth == 1 {
                0
            } else {
                self.inner[self.parent[state] as usize] & !start_bit
            };
            let next_truth = 1 - truth;
            let inner = self.inner[state];
            let mut reach = |to: usize, seen: &mut [Mask; 2]| {
                let next = to * 2 + next_truth;
                seen[next_truth] |= 1 << to;
                self.parent[next] = state as u16;
                self.depth[next] = next_depth;
                self.inner[next] = inner | links.cell_nodes(to);
                self.order.push(next as u16);
            };
            if truth == 0 {
                let partners = links.strong(node);
                for &to in partners.iter().take_while(|&&to| to != NO_PARTNER) {
                    let to = to as usize;
                    if (seen[1] | guard) & 1 << to == 0 {
                        reach(to, &mut seen);
                    }
                }
            } else {
                for part in links.weak(node) {
                    let mut open = part & allowed & !seen[0] & !guard;
                    while open != 0 {
                        let to = open.trailing_zeros() as usize;
                        open &= open - 1;
                        reach(to, &mut seen);
                    }
                }
            }
        }
    }

    /// The nodes the last search reached true, in the order reached, with the
    /// links of their chains.
    pub(super) fn ends(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.order
            .iter()
            .filter(|&&s| s & 1 == 1)
            .map(|&s| (s as usize / 2, self.depth[s as usize] as usize))
    }

    /// The nodes of the last search's chain from its start to `end`, reached
    /// true.
    pub(super) fn chain_to(&self, end: usize) -> Vec<usize> {
        let mut state = end * 2 + 1;
        let mut nodes = vec![end];
        while self.depth[state] > 0 {
            state = self.parent[state] as usize;
            nodes.push(state / 2);
        }
        nodes.reverse();
        nodes
    }
}
