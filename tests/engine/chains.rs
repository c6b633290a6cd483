//! Chains (SPEC §2): remote pairs, X-chains, XY-chains and grouped X-chains on
//! hand-built positions — 9×9, 16×16 and a 6×6 jigsaw — with their exact
//! eliminations and texts, near-patterns that must not fire (a grouped node
//! whose cells a target does not all see, a broken strong link, too-short
//! chains), the link graph's strong and weak links, and why HoDoKu's one-digit
//! grouped loops are mostly beyond one-digit chains.

use crate::common;

use common::board::{at, board, set};
use kibitz::engine::techniques::choose;
use kibitz::engine::techniques::links::LinkGraph;
use kibitz::engine::techniques::{DigitIndex, find_all};
use kibitz::engine::{
    Cell, CellDigit, Digit, DigitSet, Geometry, Instance, Position, TechniqueId as T,
};

/// A 6×6 jigsaw: region C holds r2c3, r3c2..r3c4, r4c2, r4c3 (1-based).
fn jigsaw6() -> Position {
    let layout: Vec<char> = "AAABBBAACBBBACCCDDECCDDDEEFFFDEEEFFF".chars().collect();
    Position::empty(Geometry::jigsaw(6, &layout).expect("jigsaw layout"))
}

/// Leaves digit `d` only in the 1-based cells listed.
fn only(pos: &mut Position, d: u8, cells: &[(usize, usize)]) {
    let n = pos.n();
    for r in 1..=n {
        for c in 1..=n {
            if !cells.contains(&(r, c)) {
                let cell = at(pos, r, c);
                pos.eliminate(cell, d);
            }
        }
    }
}

fn texts(pos: &Position, found: &[Instance]) -> Vec<String> {
    found
        .iter()
        .map(|i| i.explanation(pos.geometry()))
        .collect()
}

fn removals(pos: &Position, d: u8, cells: &[(usize, usize)]) -> Vec<CellDigit> {
    cells
        .iter()
        .map(|&(r, c)| CellDigit {
            cell: at(pos, r, c),
            digit: d,
        })
        .collect()
}

/// The cells of the 9×9 X-chain board's 5s.
const X_CHAIN_CELLS: [(usize, usize); 10] = [
    (1, 2),
    (1, 7),
    (5, 7),
    (5, 4),
    (8, 4),
    (8, 1),
    (7, 2),
    (3, 1),
    (9, 7),
    (2, 4),
];

/// The 9×9 X-chain: digit 5 left in ten cells; rows 1, 5, 8 and box 7 are
/// conjugate pairs.
fn x_chain_board() -> Position {
    let mut pos = board(9);
    only(&mut pos, 5, &X_CHAIN_CELLS);
    pos
}

#[test]
fn x_chain_on_a_9x9() {
    let pos = x_chain_board();
    let found = find_all(T::XChain, &pos);
    assert_eq!(
        texts(&pos, &found),
        [
            "X-chain on 5: r5c4(5) = r5c7(5) - r1c7(5) = r1c2(5) - r7c2(5) = r8c1(5); one of r5c4, r8c1 is 5: remove 5 from r8c4",
            "X-chain on 5: r1c2(5) = r1c7(5) - r5c7(5) = r5c4(5) - r8c4(5) = r8c1(5); one of r1c2, r8c1 is 5: remove 5 from r3c1, r7c2",
            "X-chain on 5: r1c2(5) = r7c2(5) - r8c1(5) = r8c4(5) - r5c4(5) = r5c7(5); one of r1c2, r5c7 is 5: remove 5 from r1c7",
        ]
    );
    let second = &found[1];
    assert_eq!(second.eliminations, removals(&pos, 5, &[(3, 1), (7, 2)]));
    assert_eq!(second.effect, 2);
    assert!(second.groups.is_empty());
    let cells: Vec<Cell> = [(1, 2), (1, 7), (5, 4), (5, 7), (8, 1), (8, 4)]
        .iter()
        .map(|&(r, c)| at(&pos, r, c))
        .collect();
    assert_eq!(second.cells, cells);
    assert!(
        find_all(T::GroupedXChain, &pos).is_empty(),
        "no grouped node"
    );
}

#[test]
fn x_chain_broken_strong_link_does_not_fire() {
    // A third 5 in row 5 breaks the link r5c4 = r5c7 every chain above uses.
    let mut pos = board(9);
    only(&mut pos, 5, &[X_CHAIN_CELLS.as_slice(), &[(5, 9)]].concat());
    let found = find_all(T::XChain, &pos);
    assert!(
        found
            .iter()
            .all(|i| !i.eliminations.iter().any(|e| e.cell == at(&pos, 3, 1))),
        "{:?}",
        texts(&pos, &found)
    );
    assert!(found.iter().all(|i| !i.cells.contains(&at(&pos, 5, 4))));
}

#[test]
fn grouped_x_chain_on_a_9x9() {
    let mut pos = board(9);
    only(
        &mut pos,
        7,
        &[
            (2, 1),
            (2, 7),
            (2, 8),
            (1, 9),
            (8, 9),
            (8, 1),
            (8, 5),
            (5, 1),
        ],
    );
    let found = find_all(T::GroupedXChain, &pos);
    assert_eq!(
        texts(&pos, &found),
        [
            "Grouped X-chain on 7: r2c1(7) = (r2c7,r2c8)(7) - r1c9(7) = r8c9(7); one of r2c1, r8c9 is 7: remove 7 from r8c1"
        ]
    );
    // Chain cells and one grouped node: SHD pays 6 + 1.
    assert_eq!(found[0].cells.len(), 5);
    assert_eq!(found[0].pattern.grouped_nodes(), 1);
    assert_eq!(
        found[0].shd_pattern_points(kibitz::engine::ShdRule::BlockedSingleValueChains),
        6
    );
    assert!(
        find_all(T::XChain, &pos).is_empty(),
        "it needs the grouped node"
    );
}

/// Digit 7 where a chain would need r5c8 to be weakly linked to the group
/// r2c7, r2c8: r5c8 sees r2c8 but not r2c7.
fn partly_seen_group() -> Position {
    let mut pos = board(9);
    only(
        &mut pos,
        7,
        &[
            (2, 1),
            (2, 7),
            (2, 8),
            (5, 8),
            (5, 2),
            (4, 1),
            (8, 1),
            (6, 3),
            (8, 8),
            (8, 5),
        ],
    );
    pos
}

#[test]
fn grouped_node_a_target_does_not_fully_see_does_not_fire() {
    let pos = partly_seen_group();
    for t in [T::XChain, T::GroupedXChain] {
        assert!(
            find_all(t, &pos).is_empty(),
            "{t:?}: {:?}",
            texts(&pos, &find_all(t, &pos))
        );
    }
    let index = DigitIndex::new(&pos);
    let graph = LinkGraph::new(&pos, &index);
    let group = (graph.candidate_count()..graph.node_count())
        .map(|i| i as u32)
        .find(|&g| graph.cells(g) == [at(&pos, 2, 7), at(&pos, 2, 8)])
        .expect("the grouped node r2c7, r2c8");
    let r5c8 = graph.candidate(at(&pos, 5, 8), 7).expect("a candidate");
    let r2c1 = graph.candidate(at(&pos, 2, 1), 7).expect("a candidate");
    assert!(
        !graph.weak(group).any(|n| n == r5c8),
        "r5c8 does not see r2c7"
    );
    assert!(graph.weak(group).any(|n| n == r2c1));
    assert_eq!(
        graph.strong(group),
        [r2c1],
        "row 2 holds 7 in r2c1 and the group only"
    );
}

#[test]
fn grouped_link_on_a_jigsaw() {
    // Region C is r2c3, r3c2..r3c4, r4c2, r4c3: its 7s in row 3 are one node.
    let mut pos = jigsaw6();
    only(
        &mut pos,
        4,
        &[(3, 2), (3, 3), (3, 6), (2, 3), (2, 5), (1, 6), (4, 5)],
    );
    assert_eq!(
        texts(&pos, &find_all(T::GroupedXChain, &pos)),
        [
            "Grouped X-chain on 4: r1c6(4) = r2c5(4) - r2c3(4) = (r3c2,r3c3)(4); one of r1c6, (r3c2,r3c3) is 4: remove 4 from r3c6",
            "Grouped X-chain on 4: r2c5(4) = r2c3(4) - (r3c2,r3c3)(4) = r3c6(4); one of r2c5, r3c6 is 4: remove 4 from r1c6, r4c5",
            "Grouped X-chain on 4: r4c5(4) = r2c5(4) - r2c3(4) = (r3c2,r3c3)(4); one of r4c5, (r3c2,r3c3) is 4: remove 4 from r3c6",
            "Grouped X-chain on 4: r2c5(4) = r4c5(4) - r3c6(4) = (r3c2,r3c3)(4); one of r2c5, (r3c2,r3c3) is 4: remove 4 from r2c3",
        ]
    );
    // Plain chains on the same digit: region B is r1c4..r1c6, r2c4..r2c6.
    let plain = texts(&pos, &find_all(T::XChain, &pos));
    assert!(plain.contains(
        &"X-chain on 4: r2c3(4) = r2c5(4) - r4c5(4) = r3c6(4); one of r2c3, r3c6 is 4: remove 4 from r3c2, r3c3"
            .to_string()
    ));
    assert_eq!(plain.len(), 6);
}

#[test]
fn jigsaw_group_a_target_does_not_fully_see_does_not_fire() {
    // r3c4 joins the row-3 group of region C; r2c3 no longer holds 4, so
    // region C's 4s are that group alone and r2c5 reaches none of it.
    let mut pos = jigsaw6();
    only(
        &mut pos,
        4,
        &[
            (3, 2),
            (3, 3),
            (3, 6),
            (4, 2),
            (2, 5),
            (1, 6),
            (4, 5),
            (1, 2),
        ],
    );
    let found = find_all(T::GroupedXChain, &pos);
    assert!(
        found
            .iter()
            .all(|i| !i.eliminations.iter().any(|e| e.cell == at(&pos, 2, 3))),
        "{:?}",
        texts(&pos, &found)
    );
}

#[test]
fn x_chain_on_a_16x16() {
    // Digit 12 (C): rows 1, 6 and 11 are conjugate pairs; columns 9 and 5 are not.
    let mut pos = board(16);
    only(
        &mut pos,
        12,
        &[
            (1, 2),
            (1, 9),
            (6, 9),
            (6, 5),
            (11, 5),
            (11, 1),
            (14, 9),
            (15, 5),
            (10, 2),
            (3, 1),
        ],
    );
    let found = find_all(T::XChain, &pos);
    let text = "X-chain on C: r1c2(C) = r1c9(C) - r6c9(C) = r6c5(C) - r11c5(C) = r11c1(C); one of r1c2, r11c1 is C: remove C from r3c1, r10c2";
    assert!(
        texts(&pos, &found).contains(&text.to_string()),
        "{:#?}",
        texts(&pos, &found)
    );
    let inst = found
        .iter()
        .find(|i| i.explanation(pos.geometry()) == text)
        .unwrap();
    assert_eq!(inst.eliminations, removals(&pos, 12, &[(3, 1), (10, 2)]));
}

/// Four bivalue cells r1c1 {1,2}, r1c5 {2,3}, r5c5 {3,4}, r5c2 {4,1}.
fn xy_board(last: &[u8]) -> Position {
    let mut pos = board(9);
    set(&mut pos, 1, 1, &[1, 2]);
    set(&mut pos, 1, 5, &[2, 3]);
    set(&mut pos, 5, 5, &[3, 4]);
    set(&mut pos, 5, 2, last);
    pos
}

#[test]
fn xy_chain_and_its_near_misses() {
    let pos = xy_board(&[1, 4]);
    let found = find_all(T::XyChain, &pos);
    assert_eq!(
        texts(&pos, &found),
        [
            "XY-chain on 1: r1c1(1) = r1c1(2) - r1c5(2) = r1c5(3) - r5c5(3) = r5c5(4) - r5c2(4) = r5c2(1); one of r1c1, r5c2 is 1: remove 1 from r1c2, r2c2, r3c2, r4c1, r5c1, r6c1"
        ]
    );
    assert_eq!(found[0].digits, DigitSet::single(1));
    assert_eq!(found[0].cells.len(), 4);
    // The ends no longer share a digit.
    assert!(find_all(T::XyChain, &xy_board(&[4, 5])).is_empty());
    // Three cells are an XY-wing, not an XY-chain.
    let mut wing = board(9);
    set(&mut wing, 1, 1, &[1, 2]);
    set(&mut wing, 1, 5, &[2, 3]);
    set(&mut wing, 5, 5, &[3, 1]);
    assert!(find_all(T::XyChain, &wing).is_empty());
    assert!(find_all(T::RemotePair, &pos).is_empty());
}

#[test]
fn remote_pair_and_its_near_misses() {
    let mut pos = board(9);
    for (r, c) in [(1, 1), (1, 6), (5, 6), (5, 2)] {
        set(&mut pos, r, c, &[5, 8]);
    }
    let found = find_all(T::RemotePair, &pos);
    let targets = [(1, 2), (2, 2), (3, 2), (4, 1), (5, 1), (6, 1)];
    assert_eq!(
        texts(&pos, &found),
        [
            "Remote pair on {5,8}: r1c1(5) = r1c1(8) - r1c6(8) = r1c6(5) - r5c6(5) = r5c6(8) - r5c2(8) = r5c2(5); r1c1 and r5c2, like every two cells an odd number of links apart, hold {5,8} between them: remove 5 from r1c2, r2c2, r3c2, r4c1, r5c1, r6c1; 8 from r1c2, r2c2, r3c2, r4c1, r5c1, r6c1"
        ]
    );
    let mut expected = removals(&pos, 5, &targets);
    expected.extend(removals(&pos, 8, &targets));
    assert_eq!(found[0].eliminations, expected);
    assert_eq!(found[0].digits, DigitSet::from_digits([5, 8]));
    // Three cells: the ends hold the same digit, nothing follows.
    let mut three = board(9);
    for (r, c) in [(1, 1), (1, 6), (5, 6)] {
        set(&mut three, r, c, &[5, 8]);
    }
    assert!(find_all(T::RemotePair, &three).is_empty());
    // A cell with another pair breaks the chain.
    set(&mut pos, 5, 6, &[5, 9]);
    assert!(find_all(T::RemotePair, &pos).is_empty());
}

#[test]
fn link_graph_strong_links_in_a_region() {
    // Box 1's 3s form an L: r1c1, r1c2 in row 1 and r1c1..r3c1 in column 1. The
    // grouped nodes are whole crossings, so r1c2 and the column part are strongly
    // linked, while the row part's rest in the box (r2c1, r3c1) is no node.
    let mut pos = board(9);
    only(
        &mut pos,
        3,
        &[(1, 1), (1, 2), (2, 1), (3, 1), (1, 7), (7, 2), (9, 1)],
    );
    let index = DigitIndex::new(&pos);
    let graph = LinkGraph::new(&pos, &index);
    let node = |cells: &[(usize, usize)]| -> u32 {
        let want: Vec<Cell> = cells.iter().map(|&(r, c)| at(&pos, r, c)).collect();
        (0..graph.node_count() as u32)
            .find(|&i| graph.digit(i) == 3 && graph.cells(i) == want.as_slice())
            .unwrap_or_else(|| panic!("no node {cells:?}"))
    };
    let row_part = node(&[(1, 1), (1, 2)]);
    let whole_col = node(&[(1, 1), (2, 1), (3, 1)]);
    let r1c2 = node(&[(1, 2)]);
    // r1c2's other strong link: column 2 holds 3 in r1c2 and r7c2.
    assert_eq!(graph.strong(r1c2), [node(&[(7, 2)]), whole_col]);
    assert!(graph.strong(whole_col).contains(&r1c2));
    // Weakly linked: the row part and the column part share r1c1.
    assert!(!graph.weak(row_part).any(|n| n == whole_col));
    // Row 1 holds 3 in the row part and r1c7: a grouped strong link in the row.
    assert!(graph.strong(row_part).contains(&node(&[(1, 7)])));
    // A bivalue cell's two candidates are strongly linked inside the cell.
    let mut pair = board(9);
    set(&mut pair, 4, 4, &[2, 6]);
    let index = DigitIndex::new(&pair);
    let graph = LinkGraph::new(&pair, &index);
    let two = graph.cell_nodes(at(&pair, 4, 4));
    assert_eq!(two.len(), 2);
    assert_eq!(graph.partner(two.start), Some(two.start + 1));
    assert_eq!(graph.partner(graph.cell_nodes(0).start), None);
}

/// The boards the link graph tests build graphs of: the X-chain board, a
/// 16×16 with one cell narrowed and the jigsaw.
fn link_graph_boards() -> [Position; 3] {
    let mut sixteen = board(16);
    set(&mut sixteen, 1, 1, &[1, 2]);
    [x_chain_board(), sixteen, jigsaw6()]
}

#[test]
fn weak_links_of_a_candidate_are_its_digit_where_it_sees_then_grouped_nodes() {
    // On the X-chain board, a 16×16 and the jigsaw: each candidate node's weak
    // links to candidates are the other places of its digit in its row, its
    // column, then its region off that row and column; grouped nodes follow.
    for pos in link_graph_boards() {
        let geo = pos.geometry();
        let index = DigitIndex::new(&pos);
        let graph = LinkGraph::new(&pos, &index);
        for node in 0..graph.candidate_count() as u32 {
            let (cell, d) = (graph.cells(node)[0], graph.digit(node));
            let [row, col, region] = geo.groups_of(cell);
            let sees = |g: usize, c: Cell| {
                if g == region {
                    geo.row_of(c) != geo.row_of(cell) && geo.col_of(c) != geo.col_of(cell)
                } else {
                    c != cell
                }
            };
            let mut expected = Vec::new();
            for g in [row, col, region] {
                for &c in geo.group_cells(g) {
                    if sees(g, c) && pos.value(c) == 0 && pos.candidates(c).contains(d) {
                        expected.push(graph.candidate(c, d).expect("a candidate"));
                    }
                }
            }
            assert_eq!(graph.weak_candidates(node), expected.as_slice());
            let all: Vec<u32> = graph.weak(node).collect();
            assert_eq!(&all[..expected.len()], expected.as_slice());
            assert!(all[expected.len()..].iter().all(|&n| graph.is_group(n)));
        }
    }
}

#[test]
fn a_part_of_the_graph_keeps_its_digits_nodes_and_links_in_order() {
    // A part on some digits, with grouped nodes or without: the candidates
    // of those digits are its nodes, in the whole graph's order, the grouped
    // nodes kept come after them in the same order, and every node's links
    // are the whole graph's among the nodes kept, in the same order, so a
    // search walks it as it walks the whole graph leaving the rest aside.
    for pos in link_graph_boards() {
        let index = DigitIndex::new(&pos);
        let whole = LinkGraph::new(&pos, &index);
        let all = DigitSet::full(pos.n());
        for grouped in [false, true] {
            for digits in [all, DigitSet::single(2), DigitSet::from_digits([1, 3])] {
                let part = LinkGraph::on_digits(&pos, &index, digits, grouped);
                assert_eq!(part.numbers_every_candidate(), digits == all);
                // The whole graph's node of each of the part's nodes.
                let candidates = (0..whole.candidate_count() as u32)
                    .filter(|&n| digits.contains(whole.digit(n)));
                let groups = (whole.candidate_count() as u32..whole.node_count() as u32)
                    .filter(|&n| grouped && digits.contains(whole.digit(n)));
                let of_whole: Vec<u32> = candidates.chain(groups).collect();
                let candidate_nodes = of_whole.iter().filter(|&&n| !whole.is_group(n)).count();
                assert_eq!(part.candidate_count(), candidate_nodes);
                assert_eq!(part.node_count(), of_whole.len());
                let kept = |n: u32| of_whole.binary_search(&n).is_ok();
                let to_part = |n: u32| of_whole.binary_search(&n).expect("kept") as u32;
                for (node, &w) in of_whole.iter().enumerate() {
                    let node = node as u32;
                    assert_eq!(
                        (part.cells(node), part.digit(node)),
                        (whole.cells(w), whole.digit(w))
                    );
                    let strong: Vec<u32> = whole
                        .strong(w)
                        .iter()
                        .copied()
                        .filter(|&n| kept(n))
                        .map(to_part)
                        .collect();
                    assert_eq!(part.strong(node), strong.as_slice(), "grouped: {grouped}");
                    let weak: Vec<u32> = whole.weak(w).filter(|&n| kept(n)).map(to_part).collect();
                    assert_eq!(
                        part.weak(node).collect::<Vec<u32>>(),
                        weak,
                        "grouped: {grouped}"
                    );
                }
            }
        }
    }
}

#[test]
fn the_bivalue_graph_keeps_the_whole_graphs_links_between_bivalue_cells_in_order() {
    // Every candidate is a node, numbered alike; a candidate of a bivalue cell
    // keeps its weak links to candidates of bivalue cells in the whole graph's
    // order, and nothing else is linked, so a search of bivalue cells walks it
    // as it walks the whole graph. The XY-chain board links its four bivalue
    // cells.
    let mut bivalue_links = 0;
    for pos in link_graph_boards().into_iter().chain([xy_board(&[1, 4])]) {
        let index = DigitIndex::new(&pos);
        let whole = LinkGraph::new(&pos, &index);
        let part = LinkGraph::bivalue(&pos, &index);
        assert_eq!(part.node_count(), whole.candidate_count());
        assert_eq!(part.candidate_count(), whole.candidate_count());
        let bivalue = |n: u32| pos.candidates(whole.cells(n)[0]).len() == 2;
        for node in 0..whole.candidate_count() as u32 {
            assert_eq!(
                (part.cells(node), part.digit(node), part.partner(node)),
                (whole.cells(node), whole.digit(node), whole.partner(node))
            );
            assert!(part.strong(node).is_empty());
            let weak: Vec<u32> = whole
                .weak_candidates(node)
                .iter()
                .copied()
                .filter(|&n| bivalue(node) && bivalue(n))
                .collect();
            assert_eq!(part.weak(node).collect::<Vec<u32>>(), weak);
            bivalue_links += weak.len();
        }
        for d in 1..=pos.n() as Digit {
            assert_eq!(part.digit_cells(d), whole.digit_cells(d));
        }
    }
    assert!(bivalue_links > 0, "the boards have linked bivalue cells");
}

/// A position of HoDoKu's regression library from its raw line: givens, `+`
/// placed digits, deleted candidates; with the candidate field and the
/// expected eliminations.
fn reglib_entry(raw: &str) -> (Position, String, Vec<CellDigit>) {
    let fields: Vec<&str> = raw.split(':').collect();
    let mut pos = board(9);
    let mut placed = Vec::new();
    let (mut cell, mut plus) = (0u16, false);
    for ch in fields[3].chars() {
        match ch {
            '+' => plus = true,
            '.' | '0' => cell += 1,
            _ => {
                placed.push((cell, ch as u8 - b'0', plus));
                plus = false;
                cell += 1;
            }
        }
    }
    let givens: Vec<u8> = (0..81u16)
        .map(|c| placed.iter().find(|p| p.0 == c && !p.2).map_or(0, |p| p.1))
        .collect();
    pos = Position::from_givens(pos.geometry().clone(), &givens);
    for &(c, d, _) in placed.iter().filter(|p| p.2) {
        pos.place(c, d);
    }
    let triples = |field: &str| -> Vec<CellDigit> {
        field
            .split_whitespace()
            .map(|t| {
                let b = t.as_bytes();
                let cell = (b[1] - b'1') as u16 * 9 + (b[2] - b'1') as u16;
                CellDigit {
                    cell,
                    digit: b[0] - b'0',
                }
            })
            .collect()
    };
    for e in triples(fields[4]) {
        pos.eliminate(e.cell, e.digit);
    }
    (pos, fields[2].to_string(), triples(fields[5]))
}

/// Whether some placement of `d` alone (one cell per row, column and box, among
/// its candidates and placed cells) puts `d` in `target`: then no reasoning on
/// `d` alone, X-chains and grouped X-chains included, can remove it.
fn in_some_template(pos: &Position, d: u8, target: Cell) -> bool {
    fn extend(pos: &Position, d: u8, row: usize, used: u32, hit: bool, target: Cell) -> bool {
        if row == 9 {
            return hit;
        }
        (0..9).any(|c| {
            let cell = pos.geometry().cell(row, c);
            let bits = 1 << c | 1 << (9 + pos.geometry().region_of(cell));
            let fits = pos.value(cell) == d || pos.candidates(cell).contains(d);
            fits && used & bits == 0
                && extend(pos, d, row + 1, used | bits, hit || cell == target, target)
        })
    }
    extend(pos, d, 0, 0, false, target)
}

/// HoDoKu's grouped nice loops and AICs that remove one digit (0710, 0711) are
/// mostly chains through several digits: for all but two of them, a one-digit
/// template still holds the removed candidate, so no one-digit chain can remove
/// it (SPEC §2.1's grouped AIC will). Line 1281 is removed by one-digit templates
/// but by no alternating chain on that digit.
#[test]
#[cfg_attr(not(kibitz_corpus), ignore = "needs ../shared/corpus")]
fn hodoku_grouped_loops_on_one_digit_need_other_digits() {
    let Some(text) = common::corpus_file(
        "hodoku_grouped_loops_on_one_digit_need_other_digits",
        "pencilmarks/hodoku_reglib-1.4.txt",
    ) else {
        return;
    };
    let (mut found, mut multi_digit) = (Vec::new(), Vec::new());
    for (i, raw) in text.lines().enumerate() {
        let line = i + 1;
        if !(raw.starts_with(":0710") || raw.starts_with(":0711")) {
            continue;
        }
        let (pos, digits, expected) = reglib_entry(raw);
        if digits.len() != 1 {
            continue;
        }
        let mut instances = find_all(T::XChain, &pos);
        instances.extend(find_all(T::GroupedXChain, &pos));
        if instances.iter().any(|i| i.eliminations == expected) {
            found.push(line);
        } else if expected
            .iter()
            .any(|e| in_some_template(&pos, e.digit, e.cell))
        {
            multi_digit.push(line);
        } else {
            assert_eq!(line, 1281, "line {line}: a one-digit chain was expected");
        }
    }
    assert_eq!(found, [1284, 1285]);
    assert_eq!(multi_digit.len(), 37);
}

/// Digit 5 in ten cells: row 1 (r1c1 = r1c5), column 6 (r3c6 = r7c6) and
/// column 9 (r7c9 = r2c9) are conjugate pairs; box 2 and row 7 give the weak
/// links; a third 5 in column 1 (r5c1) keeps r1c1 and r7c1 apart.
fn short_and_long_x_chains() -> Position {
    let mut pos = board(9);
    only(
        &mut pos,
        5,
        &[
            (1, 1),
            (1, 5),
            (3, 6),
            (7, 6),
            (7, 1),
            (7, 9),
            (2, 9),
            (2, 2),
            (2, 3),
            (5, 1),
        ],
    );
    pos
}

#[test]
fn smallest_first_takes_the_shorter_x_chain_over_the_one_removing_more() {
    let pos = short_and_long_x_chains();
    let found = find_all(T::XChain, &pos);
    // The four-node chain ends see r7c1; the six-node one, which carries it on
    // through row 7 and column 9, ends see r2c2 and r2c3.
    assert_eq!(
        texts(&pos, &found),
        [
            "X-chain on 5: r1c1(5) = r1c5(5) - r3c6(5) = r7c6(5) - r7c9(5) = r2c9(5); one of r1c1, r2c9 is 5: remove 5 from r2c2, r2c3",
            "X-chain on 5: r1c1(5) = r1c5(5) - r3c6(5) = r7c6(5); one of r1c1, r7c6 is 5: remove 5 from r7c1",
        ]
    );
    assert_eq!((found[0].size(), found[0].effect), (6, 2));
    assert_eq!((found[1].size(), found[1].effect), (4, 1));
    let chosen = choose(&found).expect("an instance");
    assert_eq!(
        chosen, &found[1],
        "the shorter chain first, though it removes less"
    );
}
