//! The bivalue-cell search of the XY-chain and the remote pair
//! ([`super::xy_chain`], [`super::remote_pair`]; SPEC §2) as bit masks
//! ([`super::mask_search`]), without a
//! [`LinkGraph`](crate::engine::techniques::links::LinkGraph).
//!
//! The nodes are the two candidates of each bivalue cell (at most 128 of them),
//! numbered as the graph numbers candidates (cells ascending, then digits);
//! a node's strong link is the other candidate of its cell, its weak links the
//! same digit in the bivalue cells it sees (in its row, its column, then its
//! region off both, as the graph lists them). The instances, and the order
//! they are found in, are the graph search's: a test compares the two on real
//! positions.

use super::mask_search::{MAX_NODES, Mask, MaskLinks, NO_PARTNER, Search};
use crate::engine::cellset::Cell;
use crate::engine::digits::Digit;
use crate::engine::pattern::ChainNode;
use crate::engine::position::Position;

/// The candidates of a position's bivalue cells and their links.
pub(super) struct BivalueNodes {
    /// The cell of each node (two nodes a cell).
    cells: Vec<Cell>,
    /// The digit of each node.
    digits: Vec<Digit>,
    /// The same digit in the bivalue cells each node sees: in its row, its
    /// column, then its region off both.
    weak: Vec<[Mask; 3]>,
}

impl BivalueNodes {
    /// The nodes of `pos`, or `None` when there are more than [`MAX_NODES`].
    pub(super) fn of(pos: &Position) -> Option<BivalueNodes> {
        let geo = pos.geometry();
        let (mut cells, mut digits) = (Vec::new(), Vec::new());
        for cell in 0..geo.cell_count() as Cell {
            let pair = pos.candidates(cell);
            if pair.has_len(2) {
                for d in pair {
                    cells.push(cell);
                    digits.push(d);
                }
            }
        }
        if cells.len() > MAX_NODES {
            return None;
        }
        // The nodes of each digit in each group, at `(d - 1) * groups + g`.
        let groups = geo.group_count();
        let mut in_group: Vec<Mask> = vec![0; pos.n() * groups];
        let slot = |d: Digit, g: usize| (d as usize - 1) * groups + g;
        for (node, (&cell, &d)) in cells.iter().zip(&digits).enumerate() {
            for g in geo.groups_of(cell) {
                in_group[slot(d, g)] |= 1 << node;
            }
        }
        let weak = cells
            .iter()
            .zip(&digits)
            .enumerate()
            .map(|(node, (&cell, &d))| {
                let [row, col, region] = geo.groups_of(cell).map(|g| in_group[slot(d, g)]);
                let own: Mask = 1 << node;
                [row & !own, col & !own, region & !row & !col]
            })
            .collect();
        Some(BivalueNodes {
            cells,
            digits,
            weak,
        })
    }

    /// How many nodes there are.
    pub(super) fn len(&self) -> usize {
        self.cells.len()
    }

    /// The cell of `node`.
    pub(super) fn cell(&self, node: usize) -> Cell {
        self.cells[node]
    }

    /// The digit of `node`.
    pub(super) fn digit(&self, node: usize) -> Digit {
        self.digits[node]
    }

    /// The nodes of the cells holding exactly the candidates of `node`'s cell.
    pub(super) fn same_pair(&self, pos: &Position, node: usize) -> Mask {
        let pair = pos.candidates(self.cells[node]);
        (0..self.len())
            .filter(|&i| pos.candidates(self.cells[i]) == pair)
            .fold(0, |mask, i| mask | 1 << i)
    }

    /// A search's chain as pattern nodes.
    pub(super) fn chain(&self, nodes: &[usize]) -> Vec<ChainNode> {
        nodes
            .iter()
            .map(|&i| ChainNode {
                cells: vec![self.cells[i]],
                digit: self.digits[i],
            })
            .collect()
    }

    /// Room for the searches on these nodes.
    pub(super) fn search(&self) -> Search {
        Search::new(self.len())
    }
}

impl MaskLinks for BivalueNodes {
    fn strong(&self, node: usize) -> [u8; 3] {
        [(node ^ 1) as u8, NO_PARTNER, NO_PARTNER]
    }

    fn weak(&self, node: usize) -> [Mask; 3] {
        self.weak[node]
    }

    fn cell_nodes(&self, node: usize) -> Mask {
        0b11 << (node & !1)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{finish, positions_along_paths, remote_pair, xy_chain};
    use super::*;
    use crate::engine::instance::Instance;
    use crate::engine::techniques::Context;

    #[test]
    fn the_masks_find_the_graphs_xy_chains_and_remote_pairs_along_real_paths() {
        let (mut compared, mut xy, mut remote) = (0, 0, 0);
        for at in &positions_along_paths() {
            // With too many bivalue cells, the graph's search is the only one.
            let Some(nodes) = BivalueNodes::of(at) else {
                continue;
            };
            compared += 1;
            let cx = Context::new(at);
            let (mut masks, mut graph): (Vec<Instance>, Vec<Instance>) = Default::default();
            xy_chain::search_masks(&cx, &nodes, &mut masks);
            xy_chain::search_graph(&cx, &mut graph);
            assert_eq!(finish(masks.clone()), finish(graph));
            xy += usize::from(!masks.is_empty());
            let (mut masks, mut graph): (Vec<Instance>, Vec<Instance>) = Default::default();
            let family = remote_pair::family_sizes(at);
            remote_pair::search_masks(&cx, &nodes, &family, &mut masks);
            remote_pair::search_graph(&cx, &family, &mut graph);
            assert_eq!(finish(masks.clone()), finish(graph));
            remote += usize::from(!masks.is_empty());
        }
        assert!(compared >= 100, "only {compared} positions compared");
        assert!(xy >= 20, "only {xy} positions had XY-chains");
        assert!(remote >= 5, "only {remote} positions had remote pairs");
    }
}
