//! ALS-XY-wing (SPEC §2.1), as HoDoKu: almost locked sets A, B and the pivot C,
//! A joined to C by a restricted common x and B to C by a restricted common y
//! (so each is disjoint from C), the two links not both the same single digit.
//! The three sets share no cell (SPEC §2.1, HoDoKu's default): A and B are
//! disjoint too, so HoDoKu's variant with overlapping A and B (0902-2 in its
//! regression library) is not an instance. If a
//! cell held a digit z common to A and B (not a restricted common of either
//! link) and saw all of their z, A and B would both be locked, C would lose x and
//! y and be left with too few digits: so such cells lose z. Cells of C may lose
//! it too.
//!
//! One instance is one pivot C with one unordered pair {A, B} (A first in
//! enumeration order) and all its eliminations; wings over the same cells,
//! groups and digits are one instance, the one removing most.

use super::sets::AlsIndex;
use super::{AlsShape, finish, instance, push_eliminations, searched, words};
use crate::engine::digits::DigitSet;
use crate::engine::instance::{CellDigit, Instance};
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The ALS-XY-wing (SPEC §2.1).
pub const ALS_XY_WING: Descriptor = Descriptor {
    id: "als_xy_wing",
    name: "ALS-XY-wing",
    about: About {
        look_for: "Three almost locked sets: a pivot set C linked to a set A by a digit x and \
                   to a set B by a digit y, each link such that the digit cannot be in both \
                   sets, with A and B sharing another digit z.",
        why: "If a cell that sees every z of A and B were z, A and B would each be left with as \
              many digits as cells, so A would hold x and B would hold y. C would lose both and \
              be left with too few digits for its cells, which cannot be. So such cells lose z.",
        when: "After ALS-XZ, when two sets do not link directly but both link to a third.",
    },
    default_score: Some(25),
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
    for c in 0..index.len() {
        let links = index.links(c);
        for (i, la) in links.iter().enumerate() {
            // The digits of A that could be z, before B is chosen: only those
            // with targets can eliminate anything.
            let za = index.get(la.other).targeted - la.digits;
            if za.is_empty() {
                continue;
            }
            for lb in &links[i + 1..] {
                let same_single = la.digits == lb.digits && la.digits.len() == 1;
                let zs = (za & index.get(lb.other).targeted) - lb.digits;
                let new = searched[c] || searched[la.other] || searched[lb.other];
                if !new || same_single || zs.is_empty() || !index.disjoint(la.other, lb.other) {
                    continue;
                }
                let eliminations = wing(index, la.other, lb.other, zs, &mut buf);
                out.extend(instance(
                    TechniqueId::AlsXyWing,
                    index,
                    AlsShape::XyWing,
                    &[la.other, lb.other, c],
                    vec![la.digits, lb.digits],
                    eliminations,
                ));
            }
        }
    }
    finish(out)
}

/// What the wing of A (`a`) and B (`b`) eliminates: each digit of `zs` (common
/// to both, a restricted common of neither link) from the cells seeing all of
/// its cells in both.
fn wing(index: &AlsIndex, a: usize, b: usize, zs: DigitSet, buf: &mut [u64]) -> Vec<CellDigit> {
    let mut out = Vec::new();
    for z in zs {
        buf.copy_from_slice(index.targets(a, z));
        words::and_assign(buf, index.targets(b, z));
        push_eliminations(&mut out, buf, z);
    }
    out
}
