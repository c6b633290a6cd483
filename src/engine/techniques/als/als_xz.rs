//! ALS-XZ (SPEC §2.1): two disjoint almost locked sets A and B with a restricted
//! common x (every x of A sees every x of B, so x is in at most one of them).
//! Then A or B holds each other common digit z, and a cell that sees every z of
//! both loses z.
//!
//! Doubly linked, as HoDoKu: with two restricted commons x₁, x₂ each set holds
//! exactly one of them, so each x is removed from cells seeing all its cells in
//! both sets, and each set's other digits are locked in it: they leave every cell
//! outside the two sets that sees all their cells in that set.
//!
//! The two sets share no cell (SPEC §2.1, HoDoKu's default): restricted commons
//! are only looked for between disjoint ALS ([`AlsIndex::links`]), so two sets
//! with a cell in common are never paired.
//!
//! One instance is one unordered pair of ALS (ALS as enumerated by
//! [`sets`](super::sets)) with all its eliminations; A is the first of the pair
//! in enumeration order.

use super::sets::AlsIndex;
use super::{AlsShape, finish, instance, push_eliminations, searched, words};
use crate::engine::instance::{CellDigit, Instance};
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The ALS-XZ (SPEC §2.1).
pub const ALS_XZ: Descriptor = Descriptor {
    id: "als_xz",
    name: "ALS-XZ",
    about: About {
        look_for: "Two almost locked sets, groups of cells in one row, column or region holding \
                   one candidate more than they have cells (two cells with {1,4,7}, or one cell \
                   with {4,7}). They share a digit x whose every place in one sees every place \
                   in the other, and another digit z.",
        why: "x can be in at most one of the sets, so the other one loses x and has exactly as \
              many digits as cells: it holds all of them, z included. Either way z is in one of \
              the sets, so a cell that sees every z of both loses z.",
        when: "The first of the almost locked set techniques, for when chains and wings find \
               nothing; look for two small sets linked by one digit.",
    },
    default_score: Some(23),
    shd_rules: &[],
    choice: Choice::SmallestFirst,
    finder: find,
    chosen: None,
    locality: Locality::Cells,
};

fn find(cx: &Context<'_>) -> Vec<Instance> {
    let index = cx.als();
    let mut out = Vec::new();
    let mut buf = vec![0u64; index.words()];
    let searched = searched(cx, index);
    for a in 0..index.len() {
        let links = index.links(a).iter().filter(|l| l.other > a);
        for link in links.filter(|l| searched[a] || searched[l.other]) {
            let eliminations = eliminations(index, a, link.other, link.digits, &mut buf);
            out.extend(instance(
                TechniqueId::AlsXz,
                index,
                AlsShape::Xz,
                &[a, link.other],
                vec![link.digits],
                eliminations,
            ));
        }
    }
    finish(out)
}

/// What the pair `a`, `b` with restricted commons `rc` eliminates.
fn eliminations(
    index: &AlsIndex,
    a: usize,
    b: usize,
    rc: crate::engine::digits::DigitSet,
    buf: &mut [u64],
) -> Vec<CellDigit> {
    let (da, db) = (index.get(a).digits, index.get(b).digits);
    let doubly = rc.len() > 1;
    // Singly linked: the common digits but x; doubly: every common digit (each
    // restricted common is the z of the other).
    let zs = if doubly { da & db } else { (da & db) - rc };
    // A z without targets in both sets eliminates nothing.
    let zs = zs & index.get(a).targeted & index.get(b).targeted;
    let mut out = Vec::new();
    for z in zs {
        buf.copy_from_slice(index.targets(a, z));
        words::and_assign(buf, index.targets(b, z));
        push_eliminations(&mut out, buf, z);
    }
    if doubly {
        for (locked, other) in [(a, b), (b, a)] {
            for d in index.get(locked).targeted - rc {
                buf.copy_from_slice(index.targets(locked, d));
                words::and_not_assign(buf, index.set(other));
                push_eliminations(&mut out, buf, d);
            }
        }
    }
    out
}
