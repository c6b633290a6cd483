//! The X-chain search of [`super::x_chain`] (SPEC §2) on one digit's cells as
//! bit masks, without a [`LinkGraph`](crate::engine::techniques::links::LinkGraph).
//!
//! An X-chain without grouped nodes lives on one digit: its nodes are the
//! cells holding the digit, its strong links the groups where the digit has
//! two places, its weak links any two of its cells that see each other. With
//! the digit's cells numbered in ascending order (at most 128 of them, so a set
//! of them is one `u128`), a search state's links are three masks of weak
//! partners and at most three strong ones, and the test that keeps a chain
//! simple is one mask test. That is much less than the link graph costs to
//! build and walk, and the X-chain is searched often (by every rating, on each
//! digit that changed).
//!
//! **The same chains as the graph's search** ([`super::search`]): the nodes
//! are numbered in the graph's order (cell order, for one digit); a state's
//! links are followed in the graph's order (strong: the row's, the column's,
//! then the region's pair unless the same two cells were linked in their
//! line; weak: the digit's places in the row, in the column, then in the
//! region off that row and column, each ascending); a state keeps the first
//! chain that reaches it; an extension to a cell already on the chain is
//! refused, but for the start itself, which closes a loop (kept as a state, not
//! extended). So the instances, and the order they are found in, are the
//! graph search's: tests compare the two on real positions.

use crate::engine::cellset::{Cell, CellSet};
use crate::engine::digits::{Digit, DigitSet, digit_char};
use crate::engine::instance::{CellDigit, Instance};
use crate::engine::pattern::{Chain, ChainNode, Link, Pattern};
use crate::engine::position::Position;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::Context;

/// The most cells of one digit the masks hold.
pub(super) const MAX_CELLS: usize = 128;

/// The fewest links of an X-chain: one strong link alone is a conjugate pair.
const MIN_LINKS: usize = 3;

/// A set of a digit's cells, by their number among them.
type Mask = u128;

/// One digit's cells and links, numbered in ascending cell order.
struct DigitLinks {
    digit: Digit,
    /// The cells holding the digit, ascending.
    cells: Vec<Cell>,
    /// The same cells as a set.
    cell_set: CellSet,
    /// The digit's other places in each node's row, column, and region off
    /// both: the weak links, in the order they are followed.
    weak: Vec<[Mask; 3]>,
    /// Each node's strong partners in order, `u8::MAX` past the last.
    strong: Vec<[u8; 3]>,
    /// The nodes in each group.
    in_group: Vec<Mask>,
}

impl DigitLinks {
    /// The links of digit `d` in `pos`, or `None` when it has more than
    /// [`MAX_CELLS`] cells.
    fn of(pos: &Position, d: Digit) -> Option<DigitLinks> {
        let geo = pos.geometry();
        let cells: Vec<Cell> = (0..geo.cell_count() as Cell)
            .filter(|&c| pos.candidates(c).contains(d))
            .collect();
        if cells.len() > MAX_CELLS {
            return None;
        }
        let mut in_group: Vec<Mask> = vec![0; geo.group_count()];
        for (i, &c) in cells.iter().enumerate() {
            for g in geo.groups_of(c) {
                in_group[g] |= 1 << i;
            }
        }
        let pair = |g: usize| in_group[g].count_ones() == 2;
        let mut weak = Vec::with_capacity(cells.len());
        let mut strong = Vec::with_capacity(cells.len());
        for (i, &c) in cells.iter().enumerate() {
            let own: Mask = 1 << i;
            let [row, col, region] = geo.groups_of(c);
            weak.push([
                in_group[row] & !own,
                in_group[col] & !own,
                in_group[region] & !in_group[row] & !in_group[col],
            ]);
            let mut partners = [u8::MAX; 3];
            let mut count = 0;
            let mut link = |mask: Mask| {
                partners[count] = (mask & !own).trailing_zeros() as u8;
                count += 1;
            };
            if pair(row) {
                link(in_group[row]);
            }
            if pair(col) {
                link(in_group[col]);
            }
            // A region pair that is also the pair of its row or column was
            // linked there.
            let rest = in_group[region] & !own;
            let linked_in_line = (pair(row) && in_group[row] & rest != 0)
                || (pair(col) && in_group[col] & rest != 0);
            if pair(region) && !linked_in_line {
                link(in_group[region]);
            }
            strong.push(partners);
        }
        Some(DigitLinks {
            digit: d,
            cell_set: CellSet::from_cells(cells.iter().copied()),
            cells,
            weak,
            strong,
            in_group,
        })
    }

    /// How many places the digit has in group `g`.
    fn places(&self, g: usize) -> u32 {
        self.in_group[g].count_ones()
    }
}

/// The states of one search: a node with the truth the chain gives it, at
/// `node * 2 + truth`, each with the first chain that reached it.
struct Search {
    /// The states reached, in order.
    order: Vec<u16>,
    /// The state each state was reached from.
    parent: Vec<u16>,
    /// Links from the start to each state.
    depth: Vec<u8>,
    /// The nodes of each state's chain after the start.
    inner: Vec<Mask>,
}

impl Search {
    fn new(nodes: usize) -> Search {
        Search {
            order: Vec::with_capacity(2 * nodes),
            parent: vec![0; 2 * nodes],
            depth: vec![0; 2 * nodes],
            inner: vec![0; 2 * nodes],
        }
    }

    /// Searches from `start` (false) along chains of at most `max_links` links.
    fn run(&mut self, links: &DigitLinks, start: usize, max_links: usize) {
        let start_bit: Mask = 1 << start;
        // The nodes reached false and true.
        let mut seen: [Mask; 2] = [start_bit, 0];
        let first = (start * 2) as u16;
        self.order.clear();
        self.order.push(first);
        self.depth[first as usize] = 0;
        self.inner[first as usize] = 0;
        let mut head = 0;
        while head < self.order.len() {
            let state = self.order[head] as usize;
            head += 1;
            let (node, truth) = (state / 2, state & 1);
            let next_depth = self.depth[state] + 1;
            // Back at the start, a chain closes: it is kept, not extended.
            if next_depth as usize > max_links || (next_depth > 2 && node == start) {
                continue;
            }
            // A chain may not meet its own cells again but at its start.
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
                self.inner[next] = inner | 1 << to;
                self.order.push(next as u16);
            };
            if truth == 0 {
                for &to in links.strong[node].iter().take_while(|&&to| to != u8::MAX) {
                    let to = to as usize;
                    if (seen[1] | guard) & 1 << to == 0 {
                        reach(to, &mut seen);
                    }
                }
            } else {
                for part in links.weak[node] {
                    let mut open = part & !seen[0] & !guard;
                    while open != 0 {
                        let to = open.trailing_zeros() as usize;
                        open &= open - 1;
                        reach(to, &mut seen);
                    }
                }
            }
        }
    }

    /// The nodes reached true, in the order reached, with their links.
    fn ends(&self) -> impl Iterator<Item = (usize, usize)> + '_ {
        self.order
            .iter()
            .filter(|&&s| s & 1 == 1)
            .map(|&s| (s as usize / 2, self.depth[s as usize] as usize))
    }

    /// The nodes of the chain from the start to `end` reached true.
    fn chain_to(&self, end: usize) -> Vec<usize> {
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

/// Every X-chain on `digits` in the context's position with at most
/// `max_links` links (and at least three: fewer is a conjugate pair), as the
/// graph's search finds them, in the order it finds them digit by digit;
/// `None` when a digit has more cells than the masks hold.
pub(super) fn x_chains(
    cx: &Context<'_>,
    digits: DigitSet,
    max_links: usize,
) -> Option<Vec<Instance>> {
    let pos = cx.pos;
    let geo = pos.geometry();
    let mut out = Vec::new();
    for d in digits {
        let links = DigitLinks::of(pos, d)?;
        debug_assert!(
            (0..geo.group_count())
                .all(|g| links.places(g) == cx.index().positions(g, d).count_ones()),
            "the position's candidates and its index agree"
        );
        let mut search = Search::new(links.cells.len());
        for (start, &start_cell) in links.cells.iter().enumerate() {
            let seen_start = *geo.peer_set(start_cell) & links.cell_set;
            if seen_start.is_empty() || links.strong[start][0] == u8::MAX {
                continue;
            }
            search.run(&links, start, max_links);
            for (end, length) in search.ends() {
                if end <= start || length < MIN_LINKS {
                    continue;
                }
                let targets = seen_start & *geo.peer_set(links.cells[end]);
                if targets.is_empty() {
                    continue;
                }
                let nodes = search.chain_to(end);
                out.extend(instance(pos, &links, &nodes, targets));
            }
        }
    }
    Some(out)
}

/// The X-chain instance of a chain (nodes by number) and what it removes.
fn instance(
    pos: &Position,
    links: &DigitLinks,
    nodes: &[usize],
    targets: CellSet,
) -> Option<Instance> {
    let d = links.digit;
    let chain_nodes: Vec<ChainNode> = nodes
        .iter()
        .map(|&i| ChainNode {
            cells: vec![links.cells[i]],
            digit: d,
        })
        .collect();
    let conclusion = format!(
        "one of {}, {} is {}",
        chain_nodes[0].name(pos.geometry()),
        chain_nodes[chain_nodes.len() - 1].name(pos.geometry()),
        digit_char(d)
    );
    let cells: Vec<Cell> = nodes.iter().map(|&i| links.cells[i]).collect();
    let chain = Chain {
        nodes: chain_nodes,
        links: (1..nodes.len())
            .map(|i| if i % 2 == 1 { Link::Strong } else { Link::Weak })
            .collect(),
        conclusion,
    };
    Instance::elimination(
        TechniqueId::XChain,
        Pattern::Chain(chain),
        DigitSet::single(d),
        Vec::new(),
        cells,
        targets
            .iter()
            .map(|cell| CellDigit { cell, digit: d })
            .collect(),
    )
}

#[cfg(test)]
mod tests {
    use super::super::{finish, x_chain};
    use super::*;
    use crate::engine::apply::{apply, automatic_step};
    use crate::rating::Scores;
    use crate::rating::strategy::{Step, simplest_first};

    /// Puzzles whose solving paths need chains: #7 of the top95 list
    /// (MIT-licensed, norvig/pytudes `py/sudoku-top95.txt`) and the project's
    /// own generated and drill puzzles (9×9, jigsaw, 16×16).
    fn puzzles() -> Vec<Position> {
        let top95_7 =
            "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....";
        let sources = [
            top95_7,
            include_str!("../../../../puzzles/drill/death_blossom.txt"),
            include_str!("../../../../puzzles/drill/grouped_x_chain.txt"),
            include_str!("../../../../puzzles/generated/jigsaw_9x9.txt"),
            include_str!("../../../../puzzles/generated/16x16.txt"),
        ];
        sources
            .into_iter()
            .flat_map(|text| {
                crate::format::read_sudoku(text, "t", &Default::default())
                    .take(3)
                    .map(|read| read.expect("it reads").position)
                    .collect::<Vec<_>>()
            })
            .collect()
    }

    #[test]
    fn the_masks_find_the_graphs_x_chains_along_real_paths() {
        let (mut compared, mut with_chains) = (0, 0);
        for start in puzzles() {
            let run = simplest_first(&start, &Scores::default());
            let mut at = start.clone();
            automatic_step(&mut at);
            for step in &run.steps {
                let Step::Technique(applied) = step else {
                    continue;
                };
                let cx = Context::new(&at);
                let masks = finish(
                    x_chains(&cx, DigitSet::full(at.n()), x_chain::MAX_LINKS)
                        .expect("few enough cells"),
                );
                // On the graph of the digits alone, then on the whole graph.
                assert_eq!(masks, x_chain::find_on_graph(&cx, false));
                cx.links();
                assert_eq!(masks, x_chain::find_on_graph(&cx, false));
                compared += 1;
                with_chains += usize::from(!masks.is_empty());
                apply(applied, &mut at);
                automatic_step(&mut at);
            }
        }
        assert!(compared >= 100, "only {compared} positions compared");
        assert!(
            with_chains >= 20,
            "only {with_chains} positions had X-chains"
        );
    }
}
