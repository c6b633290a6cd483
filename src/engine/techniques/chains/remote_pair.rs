//! The remote pair (SPEC §2): a chain of bivalue cells holding the same two
//! digits, each seeing the next. Along the chain the cells alternate between the
//! two digits, so two cells an odd number of links apart hold both digits between
//! them, and a cell that sees two such chain cells loses both. A remote pair has
//! 4 to [`super::xy_chain::MAX_CELLS`] cells (two are a naked pair); it is
//! searched as an XY-chain on one pair of digits. What one instance is: see
//! [`super`] (the chain's ends are its two ends). The search
//! ([`super::search`]) keeps only simple chains (no cell twice), so each pair of
//! ends comes with the shortest simple chain the search builds to it; its size
//! is its nodes, two per cell.

use super::bivalue_masks::BivalueNodes;
use super::mask_search::Mask;
use super::search::Bfs;
use super::xy_chain::{Bivalue, BivalueLinks, MAX_LINKS};
use super::{Sink, alternating, every, graph_chain, smallest};
use crate::engine::cellset::{Cell, CellSet};
use crate::engine::geometry::Geometry;
use crate::engine::instance::{CellDigit, Instance};
use crate::engine::pattern::{ChainNode, Pattern};
use crate::engine::position::Position;
use crate::engine::technique::{ShdRule, TechniqueId};
use crate::engine::techniques::links::NodeId;
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The Remote pair (SPEC §2).
pub const REMOTE_PAIR: Descriptor = Descriptor {
    id: "remote_pair",
    name: "Remote pair",
    about: About {
        look_for: "A chain of four or more cells that all hold only the same two candidates, \
                   say 3 and 8, each cell seeing the next.",
        why: "Along the chain the digits alternate: if the first cell is 3, the next is 8, the \
              next 3, and so on. Two cells an odd number of steps apart therefore hold one 3 \
              and one 8 between them, so a cell that sees both loses 3 and 8.",
        when: "When the board is full of the same pair of candidates; it is an XY-chain on a \
               single pair of digits, and easier to follow.",
    },
    default_score: Some(10),
    shd_rules: &[ShdRule::PairChains],
    choice: Choice::SmallestFirst,
    finder: |cx| every(cx, search),
    chosen: Some(|cx| smallest(cx, search)),
    locality: Locality::Bivalue,
};

/// Searches every family of four cells or more, handing each instance to
/// `sink`: on the bivalue cells' masks ([`super::bivalue_masks`]) when they
/// hold them all, which finds the same chains as the graph's search for much
/// less.
fn search(cx: &Context<'_>, sink: &mut dyn Sink) {
    let family = family_sizes(cx.pos);
    // Without a family of four cells there is no remote pair, and the links
    // between bivalue cells are left unbuilt.
    if family.iter().all(|&size| size < 4) {
        return;
    }
    match BivalueNodes::of(cx.pos) {
        Some(nodes) => search_masks(cx, &nodes, &family, sink),
        None => search_graph(cx, &family, sink),
    }
}

/// [`search`] on the masks of `nodes`, given the size of each cell's family.
pub(super) fn search_masks(
    cx: &Context<'_>,
    nodes: &BivalueNodes,
    family: &[usize],
    sink: &mut dyn Sink,
) {
    let mut search = nodes.search();
    for start in 0..nodes.len() {
        // Each chain is searched from the lower digit of its pair (the first
        // node of its cell), and only in a family of four cells or more (the
        // search stays in its family).
        if start % 2 == 1 || family[nodes.cell(start) as usize] < 4 {
            continue;
        }
        let family_nodes = nodes.same_pair(cx.pos, start);
        search.run(
            nodes,
            start,
            (sink.max_links(MAX_LINKS), family_nodes),
            Mask::MAX,
        );
        for (end, links) in search.ends() {
            if end <= start || nodes.digit(end) != nodes.digit(start) || links < 7 {
                continue;
            }
            if let Some(instance) = instance(cx, nodes.chain(&search.chain_to(end))) {
                sink.offer(instance);
            }
        }
    }
}

/// [`search`] on the position's link graph, given the size of each cell's
/// family.
pub(super) fn search_graph(cx: &Context<'_>, family: &[usize], sink: &mut dyn Sink) {
    let pos = cx.pos;
    let graph = cx.bivalue_links();
    let links = BivalueLinks::new(graph, pos);
    let mut bfs = Bfs::of(cx, graph);
    for start in 0..graph.candidate_count() as NodeId {
        let cell = graph.cells(start)[0];
        let pair = pos.candidates(cell);
        // As in `search_masks`.
        if !pair.has_len(2) || pair.first() != Some(graph.digit(start)) || family[cell as usize] < 4
        {
            continue;
        }
        let rules = Bivalue {
            graph,
            pos,
            pair: Some(pair),
            links: &links,
        };
        bfs.search(&rules, start, sink.max_links(MAX_LINKS));
        for (end, links) in bfs.ends() {
            if end <= start || graph.digit(end) != graph.digit(start) || links < 7 {
                continue;
            }
            if let Some(instance) = instance(cx, graph_chain(graph, &bfs.chain_to(end))) {
                sink.offer(instance);
            }
        }
    }
}

/// The remote pair of a chain of cells holding one pair, when it removes
/// anything.
fn instance(cx: &Context<'_>, chain: Vec<ChainNode>) -> Option<Instance> {
    let pos = cx.pos;
    let geo = pos.geometry();
    let pair = pos.candidates(chain[0].cells[0]);
    // Chain cells in order: the first node of each cell.
    let cells: Vec<Cell> = chain.iter().step_by(2).map(|n| n.cells[0]).collect();
    let targets = odd_pair_targets(geo, &cells);
    let eliminations: Vec<CellDigit> = pair
        .iter()
        .flat_map(|d| {
            (targets & *cx.digit_cells(d))
                .iter()
                .map(move |cell| CellDigit { cell, digit: d })
                .collect::<Vec<_>>()
        })
        .collect();
    if eliminations.is_empty() {
        return None;
    }
    let conclusion = format!(
        "{} and {}, like every two cells an odd number of links apart, hold {pair} between them",
        chain[0].name(geo),
        chain[chain.len() - 1].name(geo),
    );
    let chain = alternating(chain, conclusion);
    let cells = chain.cells();
    Instance::elimination(
        TechniqueId::RemotePair,
        Pattern::Chain(chain),
        pair,
        Vec::new(),
        cells,
        eliminations,
    )
}

/// For each bivalue cell, how many cells its family has: the cells holding
/// exactly its pair that it reaches cell by cell, each seeing the next (0 for
/// other cells). A remote pair lies within one family.
pub(super) fn family_sizes(pos: &Position) -> Vec<usize> {
    let geo = pos.geometry();
    let mut size = vec![0; geo.cell_count()];
    let mut family = Vec::new();
    for first in 0..geo.cell_count() as Cell {
        let pair = pos.candidates(first);
        if !pair.has_len(2) || size[first as usize] != 0 {
            continue;
        }
        family.clear();
        family.push(first);
        size[first as usize] = 1;
        let mut next = 0;
        while next < family.len() {
            let cell = family[next];
            next += 1;
            for peer in geo.peer_set(cell).iter() {
                if size[peer as usize] == 0 && pos.candidates(peer) == pair {
                    size[peer as usize] = 1;
                    family.push(peer);
                }
            }
        }
        for &cell in &family {
            size[cell as usize] = family.len();
        }
    }
    size
}

/// The cells outside the chain that see two chain cells an odd number (three or
/// more) of links apart.
fn odd_pair_targets(geo: &Geometry, cells: &[Cell]) -> CellSet {
    let mut targets = CellSet::EMPTY;
    for (i, &a) in cells.iter().enumerate() {
        for &b in cells.iter().skip(i + 3).step_by(2) {
            targets |= *geo.peer_set(a) & *geo.peer_set(b);
        }
    }
    targets - CellSet::from_cells(cells.iter().copied())
}
