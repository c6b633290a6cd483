//! The W-wing (SPEC §2.1, HoDoKu 0803): two bivalue cells with the same two
//! digits {x, y} that do not see each other, joined by a conjugate pair on x
//! whose ends each see one of them. If the first cell is not y it is x, so its
//! end of the pair is not x, the other end is, and the second cell is y: one of
//! the two cells is y, and every cell that sees both loses y.
//!
//! One instance per pair of cells, linking digit and conjugate pair.

use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, DigitSet, digit_char};
use crate::engine::instance::{CellDigit, Instance, sort_canonical_unique};
use crate::engine::pattern::{Chain, ChainNode, Link, Pattern};
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::single_digit::conjugates::{ConjugatePair, conjugate_pairs};
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The W-wing (SPEC §2.1).
pub const W_WING: Descriptor = Descriptor {
    id: "w_wing",
    name: "W-wing",
    about: About {
        look_for: "Two cells that do not see each other, both holding only the same two digits \
                   x and y, and a row, column or region where x has exactly two places, one \
                   seeing each of the two cells.",
        why: "If the first cell is not y it is x, so the end of the link it sees is not x, the \
              other end is, and the second cell cannot be x: it is y. So one of the two cells \
              is y, and a cell that sees both cannot be.",
        when: "With the XY-wing: look for two equal two-candidate cells far apart, and a strong \
               link between them.",
    },
    default_score: Some(11),
    shd_rules: &[],
    choice: Choice::LargestEffect,
    finder: w_wings,
    chosen: None,
    locality: Locality::Position,
};

fn w_wings(cx: &Context<'_>) -> Vec<Instance> {
    let pos = cx.pos;
    let geo = pos.geometry();
    let bivalue: Vec<Cell> = pos
        .empty_cells()
        .filter(|&c| pos.candidates(c).has_len(2))
        .collect();
    let mut pairs_of: Vec<Option<Vec<ConjugatePair>>> = vec![None; pos.n()];
    let mut out = Vec::new();
    for (i, &a) in bivalue.iter().enumerate() {
        for &b in &bivalue[i + 1..] {
            let digits = pos.candidates(a);
            if pos.candidates(b) != digits || geo.sees(a, b) {
                continue;
            }
            for x in digits {
                let y = (digits - DigitSet::single(x)).first().unwrap_or(x);
                let pairs = pairs_of[x as usize - 1].get_or_insert_with(|| conjugate_pairs(cx, x));
                for pair in pairs.iter() {
                    out.extend(instance(cx, [a, b], [x, y], pair));
                }
            }
        }
    }
    sort_canonical_unique(&mut out);
    out
}

/// The W-wing of cells `a`, `b` linked on `x` by `pair`, if its ends see one
/// cell each and something sees both cells.
fn instance(
    cx: &Context<'_>,
    [a, b]: [Cell; 2],
    [x, y]: [Digit; 2],
    pair: &ConjugatePair,
) -> Option<Instance> {
    let geo = cx.pos.geometry();
    let [p, q] = pair.cells;
    let (near_a, near_b) = if geo.sees(p, a) && geo.sees(q, b) {
        (p, q)
    } else if geo.sees(q, a) && geo.sees(p, b) {
        (q, p)
    } else {
        return None;
    };
    let targets = *cx.digit_cells(y) & *geo.peer_set(a) & *geo.peer_set(b);
    let eliminations: Vec<CellDigit> = targets
        .iter()
        .map(|cell| CellDigit { cell, digit: y })
        .collect();
    // Most patterns remove nothing: their chain is not written out.
    if eliminations.is_empty() {
        return None;
    }
    let chain = Chain {
        nodes: vec![
            ChainNode::cell(a, y),
            ChainNode::cell(a, x),
            ChainNode::cell(near_a, x),
            ChainNode::cell(near_b, x),
            ChainNode::cell(b, x),
            ChainNode::cell(b, y),
        ],
        links: vec![
            Link::Strong,
            Link::Weak,
            Link::Strong,
            Link::Weak,
            Link::Strong,
        ],
        conclusion: format!(
            "one of {}, {} is {}",
            geo.cell_name(a),
            geo.cell_name(b),
            digit_char(y)
        ),
    };
    Instance::elimination(
        TechniqueId::WWing,
        Pattern::Chain(chain),
        cx.pos.candidates(a),
        vec![pair.group],
        vec![a, b, near_a, near_b],
        eliminations,
    )
}
