//! The 2-string kite (SPEC §2.1, HoDoKu 0401): a conjugate pair on one digit in
//! a row and one in a column, one end of each (different cells) in one region.
//! Those two ends see each other, so they cannot both hold the digit: one of the
//! other two ends does, and every cell that sees both loses the digit.
//!
//! One instance per row pair, column pair and the ends they join; the region is
//! the board's own, so jigsaw regions work the same way.

use super::conjugates::{ConjugatePair, conjugate_pairs};
use super::skyscraper::four_node_chain;
use crate::engine::cellset::Cell;
use crate::engine::digits::{Digit, DigitSet};
use crate::engine::instance::{CellDigit, Instance, sort_canonical_unique};
use crate::engine::pattern::Pattern;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The 2-string kite (SPEC §2.1).
pub const TWO_STRING_KITE: Descriptor = Descriptor {
    id: "two_string_kite",
    name: "2-string kite",
    about: About {
        look_for: "One digit with exactly two places in a row and exactly two in a column, \
                   where one place of the row and one of the column, two different cells, lie \
                   in the same region.",
        why: "Those two cells share a region, so at most one of them holds the digit, and the \
              row's other place or the column's other place must hold it. A cell that sees both \
              of those other places loses the digit.",
        when: "Like the skyscraper, a quick single-digit check just after the X-wing.",
    },
    default_score: Some(9),
    shd_rules: &[],
    choice: Choice::LargestEffect,
    finder: kites,
    chosen: None,
    locality: Locality::Digit,
};

fn kites(cx: &Context<'_>) -> Vec<Instance> {
    let geo = cx.pos.geometry();
    let n = geo.n();
    let mut out = Vec::new();
    for d in cx.search_digits() {
        let pairs = conjugate_pairs(cx, d);
        let rows = pairs.iter().filter(|p| p.group < n);
        let cols: Vec<&ConjugatePair> = pairs
            .iter()
            .filter(|p| (n..2 * n).contains(&p.group))
            .collect();
        for row in rows {
            for col in &cols {
                for (ri, ci) in [(0, 0), (0, 1), (1, 0), (1, 1)] {
                    let (row_end, col_end) = (row.cells[ri], col.cells[ci]);
                    let (row_far, col_far) = (row.cells[1 - ri], col.cells[1 - ci]);
                    let cells = [row_far, row_end, col_end, col_far];
                    if row_end != col_end
                        && geo.region_of(row_end) == geo.region_of(col_end)
                        && distinct(cells)
                    {
                        out.extend(instance(cx, d, [row, col], cells));
                    }
                }
            }
        }
    }
    sort_canonical_unique(&mut out);
    out
}

fn distinct(cells: [Cell; 4]) -> bool {
    (0..4).all(|i| (i + 1..4).all(|j| cells[i] != cells[j]))
}

fn instance(
    cx: &Context<'_>,
    d: Digit,
    [row, col]: [&ConjugatePair; 2],
    nodes: [Cell; 4],
) -> Option<Instance> {
    let geo = cx.pos.geometry();
    let [row_far, _, _, col_far] = nodes;
    let targets = *cx.digit_cells(d) & *geo.peer_set(row_far) & *geo.peer_set(col_far);
    let eliminations: Vec<CellDigit> = targets
        .iter()
        .filter(|c| !nodes.contains(c))
        .map(|cell| CellDigit { cell, digit: d })
        .collect();
    // Most patterns remove nothing: their chain is not written out.
    if eliminations.is_empty() {
        return None;
    }
    Instance::elimination(
        TechniqueId::TwoStringKite,
        Pattern::Chain(four_node_chain(geo, d, nodes)),
        DigitSet::single(d),
        vec![row.group, col.group],
        nodes.to_vec(),
        eliminations,
    )
}
