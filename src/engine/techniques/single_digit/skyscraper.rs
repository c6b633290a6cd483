//! The skyscraper (SPEC §2.1, HoDoKu 0400): two conjugate pairs on one digit in
//! two parallel lines (two rows, or two columns), one end of each on one crossing
//! line and the other ends on different crossing lines. The two ends on the
//! common crossing line cannot both hold the digit, so one of the other ends
//! does: every cell that sees both other ends loses the digit.
//!
//! One instance per pair of lines with their conjugate pairs; lines only, so it
//! works unchanged on jigsaw boards. Two pairs whose ends share both crossing
//! lines are an X-wing, not a skyscraper.

use super::conjugates::{ConjugatePair, conjugate_pairs};
use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, DigitSet, digit_char};
use crate::engine::geometry::Geometry;
use crate::engine::instance::{CellDigit, Instance, sort_canonical_unique};
use crate::engine::pattern::{Chain, ChainNode, Link, Pattern};
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The skyscraper (SPEC §2.1).
pub const SKYSCRAPER: Descriptor = Descriptor {
    id: "skyscraper",
    name: "Skyscraper",
    about: About {
        look_for: "One digit with exactly two places in each of two rows, where one place of \
                   each row is in the same column and the other two are in different columns; \
                   or the same with columns and rows swapped.",
        why: "The two places in the shared column cannot both hold the digit, so at least one \
              of the two other ends does. A cell that sees both of those ends loses the digit.",
        when: "A quick single-digit check next to the X-wing, which it resembles with one \
               corner out of line.",
    },
    default_score: Some(9),
    shd_rules: &[],
    choice: Choice::LargestEffect,
    finder: skyscrapers,
    chosen: None,
    locality: Locality::Digit,
};

fn skyscrapers(cx: &Context<'_>) -> Vec<Instance> {
    let geo = cx.pos.geometry();
    let n = geo.n();
    let mut out = Vec::new();
    for d in cx.search_digits() {
        let pairs = conjugate_pairs(cx, d);
        // Rows are groups 0..N, columns N..2N; a row pair's ends cross at columns.
        let rows: Vec<&ConjugatePair> = pairs.iter().filter(|p| p.group < n).collect();
        let cols: Vec<&ConjugatePair> = pairs
            .iter()
            .filter(|p| (n..2 * n).contains(&p.group))
            .collect();
        let across_rows = |c: Cell| geo.col_of(c);
        let across_cols = |c: Cell| geo.row_of(c);
        find_in(cx, d, &rows, &across_rows, &mut out);
        find_in(cx, d, &cols, &across_cols, &mut out);
    }
    sort_canonical_unique(&mut out);
    out
}

/// Skyscrapers among conjugate pairs of parallel lines; `crossing` names the
/// crossing line of a cell.
fn find_in(
    cx: &Context<'_>,
    d: Digit,
    pairs: &[&ConjugatePair],
    crossing: &dyn Fn(Cell) -> usize,
    out: &mut Vec<Instance>,
) {
    for (i, p) in pairs.iter().enumerate() {
        for q in &pairs[i + 1..] {
            for (pi, qi) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                let (p_base, q_base) = (p.cells[pi], q.cells[qi]);
                let (p_far, q_far) = (p.cells[1 - pi], q.cells[1 - qi]);
                if crossing(p_base) == crossing(q_base) && crossing(p_far) != crossing(q_far) {
                    out.extend(instance(cx, d, [p, q], [p_far, p_base, q_base, q_far]));
                }
            }
        }
    }
}

fn instance(
    cx: &Context<'_>,
    d: Digit,
    [p, q]: [&ConjugatePair; 2],
    nodes: [Cell; 4],
) -> Option<Instance> {
    let geo = cx.pos.geometry();
    let [p_far, _, _, q_far] = nodes;
    let targets = *cx.digit_cells(d) & *geo.peer_set(p_far) & *geo.peer_set(q_far);
    let eliminations: Vec<CellDigit> = targets
        .iter()
        .filter(|c| !nodes.contains(c))
        .map(|cell| CellDigit { cell, digit: d })
        .collect();
    // Most patterns remove nothing: their chain is not written out.
    if eliminations.is_empty() {
        return None;
    }
    let pattern = Pattern::Chain(four_node_chain(geo, d, nodes));
    Instance::elimination(
        TechniqueId::Skyscraper,
        pattern,
        DigitSet::single(d),
        vec![p.group, q.group],
        nodes.to_vec(),
        eliminations,
    )
}

/// The chain `far = base - base = far` of two conjugate pairs joined by a weak
/// link, read from one far end to the other.
pub(crate) fn four_node_chain(geo: &Geometry, d: Digit, nodes: [Cell; 4]) -> Chain {
    Chain {
        nodes: nodes.iter().map(|&c| ChainNode::cell(c, d)).collect(),
        links: vec![Link::Strong, Link::Weak, Link::Strong],
        conclusion: format!(
            "one of {}, {} is {}",
            geo.cell_name(nodes[0]),
            geo.cell_name(nodes[3]),
            digit_char(d)
        ),
    }
}
