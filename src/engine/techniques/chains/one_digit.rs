//! The X-chain search of [`super::x_chain`] (SPEC §2) on one digit's cells as
//! bit masks ([`super::mask_search`]), without a
//! [`LinkGraph`](crate::engine::techniques::links::LinkGraph).
//!
//! An X-chain without grouped nodes lives on one digit: its nodes are the
//! cells holding the digit (at most 128 of them, numbered in ascending order as
//! the graph numbers them), its strong links the groups where the digit has
//! two places (the row's, the column's, then the region's pair unless the same
//! two cells were linked in their line, as the graph lists them), its weak
//! links any two of its cells that see each other (the digit's places in the
//! row, in the column, then in the region off both). That is much less than
//! the link graph costs to build and walk, and the X-chain is searched often
//! (by every rating, on each digit that changed). The instances, and the order
//! they are found in, are the graph search's: a test compares the two on real
//! positions.

use super::mask_search::{MAX_NODES, Mask, MaskLinks, NO_PARTNER, Search};
use super::one_of_the_ends;
use crate::engine::cellset::{Cell, CellSet};
use crate::engine::digits::DigitSet;
use crate::engine::instance::Instance;
use crate::engine::pattern::ChainNode;
use crate::engine::position::Position;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::Context;

/// The fewest links of an X-chain: one strong link alone is a conjugate pair.
const MIN_LINKS: usize = 3;

/// One digit's cells and links, numbered in ascending cell order.
struct DigitLinks {
    /// The cells holding the digit, ascending.
    cells: Vec<Cell>,
    /// The same cells as a set.
    cell_set: CellSet,
    /// The digit's other places in each node's row, column, and region off
    /// both: the weak links, in the order they are followed.
    weak: Vec<[Mask; 3]>,
    /// Each node's strong partners in order, then [`NO_PARTNER`].
    strong: Vec<[u8; 3]>,
    /// The nodes in each group.
    in_group: Vec<Mask>,
}

impl DigitLinks {
    /// The links of one digit in `pos`, whose cells holding it are
    /// `cell_set` (the context's bitboard, read instead of every cell's
    /// candidates), or `None` when it has more than [`MAX_NODES`] cells.
    fn of(pos: &Position, cell_set: CellSet) -> Option<DigitLinks> {
        let geo = pos.geometry();
        if cell_set.len() > MAX_NODES {
            return None;
        }
        let cells: Vec<Cell> = cell_set.iter().collect();
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
            let mut partners = [NO_PARTNER; 3];
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
            cell_set,
            cells,
            weak,
            strong,
            in_group,
        })
    }

    /// The nodes whose cells see `node`'s cell (all but its own).
    fn peer_mask(&self, node: usize) -> Mask {
        let [row, col, region] = self.weak[node];
        row | col | region
    }

    /// The nodes whose cells see `node`'s cell, ascending.
    fn peers(&self, node: usize) -> impl Iterator<Item = usize> {
        let mut left = self.peer_mask(node);
        std::iter::from_fn(move || {
            (left != 0).then(|| {
                let i = left.trailing_zeros() as usize;
                left &= left - 1;
                i
            })
        })
    }

    /// How many places the digit has in group `g`.
    fn places(&self, g: usize) -> u32 {
        self.in_group[g].count_ones()
    }
}

impl MaskLinks for DigitLinks {
    fn strong(&self, node: usize) -> [u8; 3] {
        self.strong[node]
    }

    fn weak(&self, node: usize) -> [Mask; 3] {
        self.weak[node]
    }

    fn cell_nodes(&self, node: usize) -> Mask {
        1 << node
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
        let links = DigitLinks::of(pos, *cx.digit_cells(d))?;
        debug_assert!(
            (0..geo.group_count())
                .all(|g| links.places(g) == cx.index().positions(g, d).count_ones()),
            "the position's candidates and its index agree"
        );
        let mut search = Search::new(links.cells.len());
        for (start, &start_cell) in links.cells.iter().enumerate() {
            if links.strong[start][0] == NO_PARTNER {
                continue;
            }
            // The later ends that see a cell seeing the start: the search
            // stops once it has reached them all, as no other end removes
            // anything.
            let wanted = links
                .peers(start)
                .fold(0, |mask: Mask, target| mask | links.peer_mask(target))
                & !(Mask::MAX >> (Mask::BITS as usize - 1 - start));
            if wanted == 0 {
                continue;
            }
            let seen_start = *geo.peer_set(start_cell) & links.cell_set;
            search.run(&links, start, (max_links, Mask::MAX), wanted);
            for (end, length) in search.ends() {
                if end <= start || length < MIN_LINKS {
                    continue;
                }
                let targets = seen_start & *geo.peer_set(links.cells[end]);
                debug_assert!(
                    wanted & 1 << end != 0 || targets.is_empty(),
                    "an end left out of `wanted` removes nothing"
                );
                if targets.is_empty() {
                    continue;
                }
                let nodes = search.chain_to(end).into_iter().map(|i| ChainNode {
                    cells: vec![links.cells[i]],
                    digit: d,
                });
                out.extend(one_of_the_ends(
                    TechniqueId::XChain,
                    geo,
                    nodes.collect(),
                    targets,
                ));
            }
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::super::{finish, positions_along_paths, x_chain};
    use super::*;

    #[test]
    fn the_masks_find_the_graphs_x_chains_along_real_paths() {
        let mut with_chains = 0;
        let positions = positions_along_paths();
        for at in &positions {
            let cx = Context::new(at);
            let masks = finish(
                x_chains(&cx, DigitSet::full(at.n()), x_chain::MAX_LINKS)
                    .expect("few enough cells"),
            );
            // On the graph of the digits alone, then on the whole graph.
            assert_eq!(masks, x_chain::find_on_graph(&cx, false));
            cx.links();
            assert_eq!(masks, x_chain::find_on_graph(&cx, false));
            with_chains += usize::from(!masks.is_empty());
        }
        assert!(positions.len() >= 100, "only {} positions", positions.len());
        assert!(
            with_chains >= 20,
            "only {with_chains} positions had X-chains"
        );
    }
}
