//! The drawing of a pattern as pure data (SPEC §10): a chain's nodes numbered in
//! order with strong and weak links told apart, and the step's marks.

use super::*;
use crate::engine::pattern::ChainNode;
use crate::engine::technique::TechniqueId;
use crate::engine::{CellDigit, DigitSet};

/// An X-chain on 5: r1c2 = r1c7 - r4c7 = r9c7, removing 5 from r9c2.
fn x_chain(geo: &Geometry) -> Instance {
    let cells = [
        geo.cell(0, 1),
        geo.cell(0, 6),
        geo.cell(3, 6),
        geo.cell(8, 6),
    ];
    let chain = Chain {
        nodes: cells.iter().map(|&c| ChainNode::cell(c, 5)).collect(),
        links: vec![Link::Strong, Link::Weak, Link::Strong],
        conclusion: "one of r1c2, r9c7 is 5".into(),
    };
    let removed = CellDigit {
        cell: geo.cell(8, 1),
        digit: 5,
    };
    Instance::elimination(
        TechniqueId::XChain,
        Pattern::Chain(chain),
        DigitSet::single(5),
        Vec::new(),
        cells.to_vec(),
        vec![removed],
    )
    .expect("an elimination")
}

#[test]
fn a_chain_numbers_its_nodes_in_order_and_tells_strong_from_weak_links() {
    let geo = Geometry::standard(9).unwrap();
    let marks = pattern_marks(&x_chain(&geo), &geo, false);
    let nodes: Vec<(Cell, &str, Option<char>)> = marks
        .candidates
        .iter()
        .map(|m| (m.cell, m.before.as_str(), m.after))
        .collect();
    assert_eq!(
        nodes,
        [
            (geo.cell(0, 1), "¹", Some('=')),
            (geo.cell(0, 6), "²", Some('-')),
            (geo.cell(3, 6), "³", Some('=')),
            (geo.cell(8, 6), "⁴", None),
        ]
    );
    assert!(marks.candidates.iter().all(|m| m.digit == 5));
    assert_eq!(marks.legend[0], "¹r1c2(5) = ²r1c7(5) - ³r4c7(5) = ⁴r9c7(5)");
    for (cell, _, _) in nodes {
        assert_eq!(marks.tint_of(cell), Some(Tint::Pattern));
    }
    // Nothing is struck before the step stage.
    assert!(marks.candidates.iter().all(|m| m.role == Role::Pattern));
}

#[test]
fn the_step_stage_strikes_the_removed_candidates() {
    let geo = Geometry::standard(9).unwrap();
    let marks = pattern_marks(&x_chain(&geo), &geo, true);
    let last = marks.candidates.last().expect("a mark");
    assert_eq!((last.cell, last.digit), (geo.cell(8, 1), 5));
    assert_eq!((last.before.as_str(), last.role), ("×", Role::Removed));
}

#[test]
fn numbers_are_written_small() {
    assert_eq!(small_number(7), "⁷");
    assert_eq!(small_number(12), "¹²");
}

#[test]
fn an_als_tints_each_set_apart_and_letters_its_digits() {
    use crate::engine::techniques::als::{AlsPattern, AlsSet, AlsShape};
    let geo = Geometry::standard(9).unwrap();
    let a = AlsSet {
        cells: vec![geo.cell(0, 0), geo.cell(0, 1)],
        digits: DigitSet::from_digits([1, 4, 7]),
    };
    let b = AlsSet {
        cells: vec![geo.cell(4, 1)],
        digits: DigitSet::from_digits([4, 7]),
    };
    let pattern = AlsPattern {
        shape: AlsShape::Xz,
        sets: vec![a.clone(), b.clone()],
        links: vec![DigitSet::single(4)],
        eliminated: DigitSet::single(7),
    };
    let removed = CellDigit {
        cell: geo.cell(4, 0),
        digit: 7,
    };
    let cells = [a.cells.clone(), b.cells.clone()].concat();
    let instance = Instance::elimination(
        TechniqueId::AlsXz,
        Pattern::Als(pattern),
        DigitSet::from_digits([4, 7]),
        Vec::new(),
        cells,
        vec![removed],
    )
    .unwrap();
    let marks = pattern_marks(&instance, &geo, false);
    assert_eq!(marks.tint_of(a.cells[1]), Some(Tint::Group(0)));
    assert_eq!(marks.tint_of(b.cells[0]), Some(Tint::Group(1)));
    let letters: Vec<(Cell, Digit, &str)> = marks
        .candidates
        .iter()
        .filter(|m| m.cell == b.cells[0])
        .map(|m| (m.cell, m.digit, m.before.as_str()))
        .collect();
    assert_eq!(letters, [(b.cells[0], 4, "B"), (b.cells[0], 7, "B")]);
    assert!(marks.legend[0].starts_with("A = {r1c1, r1c2}"));
}
