//! The XY-wing (SPEC §2): a bivalue pivot {x,y} and two bivalue pincers {x,z} and
//! {y,z}, each seeing the pivot. Whichever digit the pivot takes, one pincer is z,
//! so z leaves every cell that sees both pincers.
//!
//! One instance is one pivot with one pair of pincers: its digits are {x,y,z}, it
//! belongs to no group, and its cells are the three wing cells. Pincers that see
//! each other are left out: the three cells would then see one another, any of
//! them could be the pivot, and in one group they are a naked triple.

use super::{Wing, for_each_wing, seen_by_all};
use crate::engine::digits::DigitSet;
use crate::engine::instance::{Instance, sort_canonical};
use crate::engine::pattern::Pattern;
use crate::engine::technique::{ShdRule, TechniqueId};
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The XY-wing (SPEC §2).
pub const XY_WING: Descriptor = Descriptor {
    id: "xy_wing",
    name: "XY-wing",
    about: About {
        look_for: "Three cells with two candidates each: a pivot holding x and y, and two \
                   pincers that see it, one holding x and z, the other y and z; for example \
                   {4,7}, {4,9} and {7,9}.",
        why: "Whatever the pivot is, one pincer becomes z: if the pivot is x, the {x,z} pincer \
              is z, and if it is y, the {y,z} pincer is. So a cell that sees both pincers \
              cannot be z.",
        when: "The first of the wings, for when lines and subsets are exhausted; scan the \
               two-candidate cells for a pivot whose digits each pair up with a common third \
               digit in cells it sees.",
    },
    default_score: Some(11),
    shd_rules: &[ShdRule::XyZap],
    choice: Choice::LargestEffect,
    finder: find,
    chosen: None,
    locality: Locality::Bivalue,
};

fn find(cx: &Context<'_>) -> Vec<Instance> {
    let pos = cx.pos;
    let geo = pos.geometry();
    let mut out = Vec::new();
    // Pincers share exactly one digit with the bivalue pivot.
    let pincer = |c: DigitSet, xy: DigitSet| (c & xy).has_len(1);
    for_each_wing(pos, 2, pincer, |wing| {
        let Wing {
            pivot,
            pincers,
            digits,
            z,
        } = wing;
        if pos.candidates(pivot).contains(z) || geo.sees(pincers[0], pincers[1]) {
            return;
        }
        let pattern = Pattern::Wing {
            pivot,
            pincers: pincers.to_vec(),
            eliminated: z,
        };
        out.extend(Instance::elimination(
            TechniqueId::XyWing,
            pattern,
            digits,
            Vec::new(),
            vec![pivot, pincers[0], pincers[1]],
            seen_by_all(pos, &pincers, z),
        ));
    });
    sort_canonical(&mut out);
    out
}
