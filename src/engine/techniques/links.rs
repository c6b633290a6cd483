//! The link graph of one position (SPEC §2, chains; §2.1 builds AICs, nice loops
//! and forcing chains on it): every candidate is a node, and so is every grouped
//! node — the two or more cells holding a digit where a row or column crosses a
//! region (2–3 cells on a 9×9, up to the box width on larger boards; on jigsaw
//! boards the crossing with the jigsaw region, whatever its size). A grouped
//! node is always a whole crossing: part of one is not a node, so a strong link
//! in a region joins a cell or a whole row or column part to the rest only when
//! the rest is one node too.
//!
//! A node is *true* when its digit is in (one of) its cells. Links:
//! - **strong** (`=`, at least one end true): two nodes of one digit whose cells
//!   are exactly the digit's places in a group — a conjugate pair, a cell and a
//!   grouped node, or two grouped nodes;
//! - **weak** (`-`, at most one end true): two disjoint nodes of one digit where
//!   every cell of one sees every cell of the other — so a cell is weakly linked to
//!   a grouped node only when it sees *all* its cells;
//! - links inside a cell are implied, not stored: the candidate nodes of a cell are
//!   numbered consecutively ([`LinkGraph::cell_nodes`]); any two of them are weakly
//!   linked, and the two of a bivalue cell strongly ([`LinkGraph::partner`]).
//!
//! Candidate nodes come first (cells row-major, digits ascending), grouped nodes
//! after them; adjacency lists are compact arrays (one flat list per link kind,
//! the weak links between two candidates apart from those with a grouped node:
//! the first are laid out cell by cell as they are found, with no list of pairs
//! to sort).
//! The graph is built once per position, lazily, by [`super::Context::links`];
//! a finder on a few digits may build their part alone, with only their
//! candidates as nodes ([`super::Context::links_on`]), and chains of bivalue
//! cells the part they follow ([`super::Context::bivalue_links`]).

use super::{DigitIndex, bits};
use crate::engine::cellset::{Cell, CellSet};
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::geometry::{Geometry, GroupIndex};
use crate::engine::position::Position;

/// Index of a node in a [`LinkGraph`].
pub type NodeId = u32;

/// Adjacency lists in one flat array: the links of node `i` are
/// `to[start[i]..start[i + 1]]`.
#[derive(Clone, Debug, Default)]
struct Adjacency {
    start: Vec<u32>,
    to: Vec<NodeId>,
}

impl Adjacency {
    /// Lays out edges (both directions already listed) by their first node,
    /// keeping the order in which they were found.
    fn new(nodes: usize, edges: &[(NodeId, NodeId)]) -> Adjacency {
        let mut start = vec![0u32; nodes + 1];
        for &(from, _) in edges {
            start[from as usize + 1] += 1;
        }
        for i in 0..nodes {
            start[i + 1] += start[i];
        }
        let mut fill = start.clone();
        let mut to = vec![0; edges.len()];
        for &(from, dest) in edges {
            to[fill[from as usize] as usize] = dest;
            fill[from as usize] += 1;
        }
        Adjacency { start, to }
    }

    fn of(&self, node: NodeId) -> &[NodeId] {
        let i = node as usize;
        &self.to[self.start[i] as usize..self.start[i + 1] as usize]
    }
}

/// Strong and weak links between candidates and grouped nodes of one position.
#[derive(Clone, Debug)]
pub struct LinkGraph {
    /// First candidate node of each cell, and the candidate count at the end.
    cell_start: Vec<NodeId>,
    /// The node of each candidate, at `cell * n + d - 1`; [`NodeId::MAX`] if none.
    candidate_ids: Vec<NodeId>,
    n: usize,
    /// The digit of each node.
    digits: Vec<Digit>,
    /// Where each node's cells start in `cells`; one more entry ends the last.
    cell_span: Vec<u32>,
    cells: Vec<Cell>,
    strong: Adjacency,
    /// Weak links between two candidate nodes.
    weak_cells: Adjacency,
    /// Weak links with a grouped node at one end or both.
    weak_groups: Adjacency,
    /// The cells holding each digit as a candidate (index `d - 1`).
    digit_cells: Vec<CellSet>,
    /// Whether every candidate is a node, numbered as in [`LinkGraph::new`]
    /// (or only those of some digits: [`LinkGraph::on_digits`]).
    every_candidate: bool,
}

/// The nodes and links found while building, before the lists are laid out.
struct Builder<'a> {
    geo: &'a Geometry,
    index: &'a DigitIndex,
    graph: LinkGraph,
    strong: Vec<(NodeId, NodeId)>,
    weak: Vec<(NodeId, NodeId)>,
    /// Grouped node of (digit, line, region): `block[line * n + region]`,
    /// valid when its digit matches.
    block: Vec<(Digit, NodeId)>,
    /// Room reused by each region's strong links: its parts, and its lines.
    parts: Vec<(u32, NodeId)>,
    lines: Vec<(usize, u32)>,
    /// Whether grouped nodes are built.
    grouped: bool,
    /// The digits whose links are built.
    digits: DigitSet,
    /// Whether only the weak links between candidates of bivalue cells are
    /// built.
    bivalue_only: bool,
}

impl LinkGraph {
    /// Builds the graph of a position from its digit index.
    pub fn new(pos: &Position, index: &DigitIndex) -> LinkGraph {
        LinkGraph::on_digits(pos, index, DigitSet::full(pos.n()), true)
    }

    /// Part of the graph, for much less than the whole graph costs: the
    /// candidates of `digits` only and their links, with grouped nodes (of
    /// those digits) or without. What a chain on those digits follows: an
    /// X-chain or a grouped X-chain on the few digits that changed since it
    /// was last searched.
    ///
    /// The nodes are numbered in the order of [`LinkGraph::new`] (candidates
    /// by cell, then grouped nodes), leaving the other digits out, and the
    /// links kept are listed in the same order, so a search on it meets the
    /// same nodes in the same order as one on the whole graph that leaves the
    /// other digits (and grouped nodes) aside. Being numbered apart, they are
    /// not the whole graph's node numbers ([`Self::numbers_every_candidate`]).
    pub fn on_digits(
        pos: &Position,
        index: &DigitIndex,
        digits: DigitSet,
        grouped: bool,
    ) -> LinkGraph {
        LinkGraph::build(pos, index, digits, grouped, false)
    }

    /// Whether every candidate of the position is a node, numbered as in
    /// [`LinkGraph::new`]: false for a graph of some digits only
    /// ([`LinkGraph::on_digits`]).
    pub fn numbers_every_candidate(&self) -> bool {
        self.every_candidate
    }

    /// The part of the graph a chain of bivalue cells follows (an XY-chain, a
    /// remote pair), for much less than the whole graph costs: every
    /// candidate is a node, numbered as in [`LinkGraph::new`], and the only
    /// links are the weak links between candidates of bivalue cells, listed
    /// in the same order (with the links inside each cell, which are never
    /// stored). No strong links through groups, no grouped nodes. So a search
    /// of bivalue cells meets the same nodes in the same order on it as on
    /// the whole graph.
    pub fn bivalue(pos: &Position, index: &DigitIndex) -> LinkGraph {
        LinkGraph::build(pos, index, DigitSet::full(pos.n()), false, true)
    }

    /// The graph of `digits`, with grouped nodes or without; with
    /// `bivalue_only`, only the weak links between candidates of bivalue
    /// cells.
    fn build(
        pos: &Position,
        index: &DigitIndex,
        digits: DigitSet,
        grouped: bool,
        bivalue_only: bool,
    ) -> LinkGraph {
        let geo = pos.geometry();
        let n = geo.n();
        // The bivalue graph numbers every candidate, to meet them in the whole
        // graph's order; the graph of some digits only theirs.
        let noded = if bivalue_only {
            DigitSet::full(n)
        } else {
            digits
        };
        // Room for every candidate node and as many grouped ones (of two or
        // three cells), so the node lists are not copied as they grow.
        let candidates: usize = pos
            .empty_cells()
            .map(|c| (pos.candidates(c) & noded).len())
            .sum();
        let mut cell_span = Vec::with_capacity(2 * candidates + 1);
        cell_span.push(0);
        let mut graph = LinkGraph {
            cell_start: Vec::with_capacity(geo.cell_count() + 1),
            candidate_ids: vec![NodeId::MAX; geo.cell_count() * n],
            n,
            digits: Vec::with_capacity(2 * candidates),
            cell_span,
            cells: Vec::with_capacity(4 * candidates),
            strong: Adjacency::default(),
            weak_cells: Adjacency::default(),
            weak_groups: Adjacency::default(),
            digit_cells: vec![CellSet::EMPTY; n],
            every_candidate: noded == DigitSet::full(n),
        };
        for cell in 0..geo.cell_count() as Cell {
            graph.cell_start.push(graph.digits.len() as NodeId);
            for d in pos.candidates(cell) & noded {
                let id = graph.push_node(d, &[cell]);
                graph.candidate_ids[cell as usize * n + d as usize - 1] = id;
                graph.digit_cells[d as usize - 1].insert(cell);
            }
        }
        graph.cell_start.push(graph.digits.len() as NodeId);
        // Room for the usual link counts, so the lists are not copied as they grow.
        let mut b = Builder {
            geo,
            index,
            graph,
            strong: Vec::with_capacity(4 * candidates),
            weak: Vec::with_capacity(16 * candidates),
            block: vec![(0, 0); 2 * n * n],
            parts: Vec::with_capacity(n + 2 * n),
            lines: Vec::with_capacity(n),
            grouped,
            digits,
            bivalue_only,
        };
        // The bivalue graph has no links through groups but its weak ones.
        let linked_digits = if bivalue_only {
            DigitSet::EMPTY
        } else {
            digits
        };
        for d in linked_digits {
            let first_group = b.graph.digits.len() as NodeId;
            if grouped {
                b.grouped_nodes(d);
            }
            b.strong_links(d);
            if grouped {
                b.grouped_weak_links(d, first_group);
            }
        }
        let nodes = b.graph.digits.len();
        b.graph.strong = Adjacency::new(nodes, &b.strong);
        b.graph.weak_groups = Adjacency::new(nodes, &b.weak);
        b.graph.weak_cells = b.cell_weak_links(candidates);
        b.graph
    }

    fn push_node(&mut self, d: Digit, cells: &[Cell]) -> NodeId {
        self.push_node_of(d, cells.iter().copied())
    }

    fn push_node_of(&mut self, d: Digit, cells: impl Iterator<Item = Cell>) -> NodeId {
        self.digits.push(d);
        self.cells.extend(cells);
        self.cell_span.push(self.cells.len() as u32);
        (self.digits.len() - 1) as NodeId
    }

    /// How many nodes there are, candidates and grouped nodes together.
    pub fn node_count(&self) -> usize {
        self.digits.len()
    }

    /// How many candidate nodes there are; they are the nodes `0..candidate_count()`.
    pub fn candidate_count(&self) -> usize {
        self.cell_start[self.cell_start.len() - 1] as usize
    }

    /// How many cells the board has.
    pub fn cell_count(&self) -> usize {
        self.cell_start.len() - 1
    }

    /// Whether a node is a grouped node (two or more cells).
    pub fn is_group(&self, node: NodeId) -> bool {
        node as usize >= self.candidate_count()
    }

    /// The digit of a node.
    pub fn digit(&self, node: NodeId) -> Digit {
        self.digits[node as usize]
    }

    /// The cells of a node, ascending (one for a candidate node).
    pub fn cells(&self, node: NodeId) -> &[Cell] {
        let i = node as usize;
        &self.cells[self.cell_span[i] as usize..self.cell_span[i + 1] as usize]
    }

    /// The candidate nodes of a cell, digits ascending (empty for a filled
    /// cell; on a graph of some digits, only theirs).
    pub fn cell_nodes(&self, cell: Cell) -> std::ops::Range<NodeId> {
        self.cell_start[cell as usize]..self.cell_start[cell as usize + 1]
    }

    /// The node of digit `d` in `cell`, when it is a candidate there.
    pub fn candidate(&self, cell: Cell, d: Digit) -> Option<NodeId> {
        let id = self.candidate_ids[cell as usize * self.n + d as usize - 1];
        (id != NodeId::MAX).then_some(id)
    }

    /// The other candidate of a bivalue cell: the strong link inside the cell.
    /// Only on a graph of every candidate ([`Self::numbers_every_candidate`]).
    pub fn partner(&self, node: NodeId) -> Option<NodeId> {
        debug_assert!(
            self.every_candidate,
            "a graph of some digits has no cell links"
        );
        if self.is_group(node) {
            return None;
        }
        let range = self.cell_nodes(self.cells(node)[0]);
        (range.len() == 2).then(|| range.start + range.end - 1 - node)
    }

    /// The nodes strongly linked to `node` through a group (same digit).
    pub fn strong(&self, node: NodeId) -> &[NodeId] {
        self.strong.of(node)
    }

    /// The candidate nodes weakly linked to `node` through a group: the first
    /// of [`Self::weak`], all a search without grouped nodes follows.
    pub fn weak_candidates(&self, node: NodeId) -> &[NodeId] {
        self.weak_cells.of(node)
    }

    /// Calls `visit` for each node weakly linked to `node` through a group, in
    /// [`Self::weak`]'s order; grouped nodes only when `grouped` (a search
    /// without them follows the candidate links alone).
    pub fn visit_weak(&self, node: NodeId, grouped: bool, visit: impl FnMut(NodeId)) {
        if grouped {
            self.weak(node).for_each(visit);
        } else {
            self.weak_candidates(node).iter().copied().for_each(visit);
        }
    }

    /// The nodes weakly linked to `node` through a group (same digit):
    /// candidate nodes first, then grouped nodes.
    pub fn weak(&self, node: NodeId) -> impl Iterator<Item = NodeId> + '_ {
        let groups = self.weak_groups.of(node);
        self.weak_cells.of(node).iter().chain(groups).copied()
    }

    /// The cells holding `d` as a candidate.
    pub fn digit_cells(&self, d: Digit) -> &CellSet {
        &self.digit_cells[d as usize - 1]
    }

    /// The cells that see every cell of a node (its own cells excluded).
    pub fn seen_by_all(&self, geo: &Geometry, node: NodeId) -> CellSet {
        let cells = self.cells(node);
        cells[1..]
            .iter()
            .fold(*geo.peer_set(cells[0]), |acc, &c| acc & *geo.peer_set(c))
    }
}

impl Builder<'_> {
    fn n(&self) -> usize {
        self.geo.n()
    }

    fn cand(&self, cell: Cell, d: Digit) -> NodeId {
        self.graph
            .candidate(cell, d)
            .expect("an indexed place is a candidate")
    }

    /// Splits the positions `mask` of line `line` by region: (region, positions).
    fn blocks(&self, line: GroupIndex, mask: u32, out: &mut Vec<(usize, u32)>) {
        out.clear();
        let cells = self.geo.group_cells(line);
        for i in bits(mask) {
            let region = self.geo.region_of(cells[i]);
            match out.iter_mut().find(|(r, _)| *r == region) {
                Some((_, m)) => *m |= 1 << i,
                None => out.push((region, 1 << i)),
            }
        }
    }

    /// The node standing for positions `mask` of line `line` inside `region`:
    /// the candidate node of a single cell, else the grouped node.
    fn block_node(&self, d: Digit, line: GroupIndex, region: usize, mask: u32) -> NodeId {
        let cells = self.geo.group_cells(line);
        if mask.count_ones() == 1 {
            return self.cand(cells[mask.trailing_zeros() as usize], d);
        }
        let (digit, id) = self.block[line * self.n() + region];
        debug_assert_eq!(digit, d);
        id
    }

    /// One grouped node per line, region and digit where two or more cells of the
    /// crossing hold the digit.
    fn grouped_nodes(&mut self, d: Digit) {
        let mut blocks = Vec::new();
        for line in 0..2 * self.n() {
            let mask = self.index.positions(line, d);
            if mask.count_ones() < 2 {
                continue;
            }
            self.blocks(line, mask, &mut blocks);
            for &(region, m) in blocks.iter().filter(|(_, m)| m.count_ones() >= 2) {
                let id = self
                    .graph
                    .push_node_of(d, super::cells_of(self.geo.group_cells(line), m));
                let slot = line * self.n() + region;
                self.block[slot] = (d, id);
            }
        }
    }

    fn link(edges: &mut Vec<(NodeId, NodeId)>, a: NodeId, b: NodeId) {
        edges.push((a, b));
        edges.push((b, a));
    }

    /// Strong links on `d`: in each group, two nodes that are exactly its places.
    fn strong_links(&mut self, d: Digit) {
        let n = self.n();
        let mut blocks = Vec::new();
        for g in 0..3 * n {
            let mask = self.index.positions(g, d);
            let cells = self.geo.group_cells(g);
            match mask.count_ones() {
                0 | 1 => {}
                2 => {
                    let (a, b) = (
                        cells[mask.trailing_zeros() as usize],
                        cells[31 - mask.leading_zeros() as usize],
                    );
                    // A pair that is also conjugate in its row or column was linked there.
                    let in_line = [a, b].map(|c| self.geo.groups_of(c));
                    let shared_line = (0..2).find(|&k| in_line[0][k] == in_line[1][k]);
                    let done = g >= 2 * n
                        && shared_line.is_some_and(|k| {
                            self.index.positions(in_line[0][k], d).count_ones() == 2
                        });
                    if !done {
                        let (na, nb) = (self.cand(a, d), self.cand(b, d));
                        Self::link(&mut self.strong, na, nb);
                    }
                }
                // Three places or more link a grouped node or two.
                _ if !self.grouped => {}
                _ if g < 2 * n => {
                    self.blocks(g, mask, &mut blocks);
                    if let [(ra, ma), (rb, mb)] = blocks[..] {
                        let a = self.block_node(d, g, ra, ma);
                        let b = self.block_node(d, g, rb, mb);
                        Self::link(&mut self.strong, a, b);
                    }
                }
                _ => self.region_strong_links(d, g, mask),
            }
        }
    }

    /// Strong links inside a region holding `d` in three or more cells: a cell, a
    /// row part or a column part, and the rest when the rest is one node too.
    fn region_strong_links(&mut self, d: Digit, region: GroupIndex, mask: u32) {
        let geo = self.geo;
        let cells = geo.group_cells(region);
        // The region's nodes on `d`: (positions in the region, node).
        let (mut parts, mut lines) = (
            std::mem::take(&mut self.parts),
            std::mem::take(&mut self.lines),
        );
        parts.clear();
        parts.extend(bits(mask).map(|i| (1u32 << i, self.cand(cells[i], d))));
        for line_of in [
            |g: &Geometry, c: Cell| g.row_of(c),
            |g: &Geometry, c: Cell| g.n() + g.col_of(c),
        ] {
            lines.clear();
            for i in bits(mask) {
                let line = line_of(geo, cells[i]);
                match lines.iter_mut().find(|(l, _)| *l == line) {
                    Some((_, m)) => *m |= 1 << i,
                    None => lines.push((line, 1 << i)),
                }
            }
            for &(line, m) in lines.iter().filter(|(_, m)| m.count_ones() >= 2) {
                let (digit, id) = self.block[line * self.n() + region - 2 * self.n()];
                debug_assert_eq!(digit, d);
                parts.push((m, id));
            }
        }
        for (i, &(a_mask, a)) in parts.iter().enumerate() {
            let rest = mask & !a_mask;
            for &(_, b) in parts[i + 1..].iter().filter(|(m, _)| *m == rest) {
                Self::link(&mut self.strong, a, b);
            }
        }
        (self.parts, self.lines) = (parts, lines);
    }

    /// The weak links between candidates that see each other, laid out node
    /// by node: for each, the places of its digit in its row, its column, then
    /// its region off that row and column (with `bivalue_only`, only between
    /// candidates of bivalue cells). `candidates` is how many there are.
    fn cell_weak_links(&self, candidates: usize) -> Adjacency {
        let geo = self.geo;
        let nodes = self.graph.digits.len();
        let mut start = Vec::with_capacity(nodes + 1);
        let mut to = Vec::with_capacity(12 * candidates);
        start.push(0);
        for cell in 0..geo.cell_count() as Cell {
            let groups = geo.groups_of(cell);
            // The slots of each group the cell's links skip: its own in its
            // row and column, and in its region those on its row or column
            // (linked through the line already).
            let [row_slot, col_slot, _] = geo.slots_of(cell);
            let skipped = [
                1u32 << row_slot,
                1u32 << col_slot,
                geo.row_crossing(cell).region_slots | geo.column_crossing(cell).region_slots,
            ];
            let nodes = self.graph.cell_nodes(cell);
            let linked = !self.bivalue_only || nodes.len() == 2;
            for d in nodes.map(|node| self.graph.digit(node)) {
                if !self.digits.contains(d) || !linked {
                    start.push(to.len() as u32);
                    continue;
                }
                for (g, skip) in groups.into_iter().zip(skipped) {
                    let cells = geo.group_cells(g);
                    let others = bits(self.index.positions(g, d) & !skip).map(|i| cells[i]);
                    if self.bivalue_only {
                        to.extend(
                            others
                                .filter(|&other| self.graph.cell_nodes(other).len() == 2)
                                .map(|other| self.cand(other, d)),
                        );
                    } else {
                        to.extend(others.map(|other| self.cand(other, d)));
                    }
                }
                start.push(to.len() as u32);
            }
        }
        // Grouped nodes have none here.
        start.resize(nodes + 1, to.len() as u32);
        Adjacency { start, to }
    }

    /// Weak links on `d` with a grouped node (from `first_group` on): with the
    /// nodes that see all its cells.
    fn grouped_weak_links(&mut self, d: Digit, first_group: NodeId) {
        let geo = self.geo;
        let groups = first_group..self.graph.digits.len() as NodeId;
        for g in groups.clone() {
            let (line, region) = self.home(g);
            let own = CellSet::from_cells(self.graph.cells(g).iter().copied());
            let around = (*geo.group_set(line) | *geo.group_set(region)) - own;
            for cell in (around & *self.graph.digit_cells(d)).iter() {
                let to = self.cand(cell, d);
                Self::link(&mut self.weak, g, to);
            }
            for h in g + 1..groups.end {
                let cells = self.graph.cells(h);
                if cells.iter().all(|&c| around.contains(c)) {
                    Self::link(&mut self.weak, g, h);
                }
            }
        }
    }

    /// The line and the region a grouped node lies in.
    fn home(&self, node: NodeId) -> (GroupIndex, GroupIndex) {
        let cells = self.graph.cells(node);
        let [row, col, region] = self.geo.groups_of(cells[0]);
        let line = if self.geo.row_of(cells[1]) == self.geo.row_of(cells[0]) {
            row
        } else {
            col
        };
        (line, region)
    }
}
