//! The XYZ-wing (SPEC §2): a pivot holding exactly {x,y,z} and two bivalue
//! pincers {x,z} and {y,z}, each seeing the pivot. One of the three cells is z
//! whatever the pivot takes, so z leaves every cell that sees all three.
//!
//! One instance is one pivot with one pair of pincers: its digits are {x,y,z}, it
//! belongs to no group, and its cells are the three wing cells.

use super::{Wing, for_each_wing, seen_by_all};
use crate::engine::digits::DigitSet;
use crate::engine::instance::{Instance, sort_canonical};
use crate::engine::pattern::Pattern;
use crate::engine::technique::{ShdRule, TechniqueId};
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The XYZ-wing (SPEC §2).
pub const XYZ_WING: Descriptor = Descriptor {
    id: "xyz_wing",
    name: "XYZ-wing",
    about: About {
        look_for: "A pivot cell holding exactly x, y and z, and two cells it sees, one holding \
                   only x and z, the other only y and z.",
        why: "If the pivot is x, the first pincer is z; if it is y, the second one is; \
              otherwise the pivot is z itself. So a cell that sees all three cells cannot be z.",
        when: "The XY-wing with a three-candidate pivot; since its targets must see the pivot \
               as well, it clears fewer cells, usually one or two.",
    },
    default_score: Some(13),
    shd_rules: &[ShdRule::XyzWings],
    choice: Choice::LargestEffect,
    finder: find,
    chosen: None,
    locality: Locality::Position,
};

fn find(cx: &Context<'_>) -> Vec<Instance> {
    let pos = cx.pos;
    let mut out = Vec::new();
    // Pincers hold two of the pivot's three digits.
    let pincer = |c: DigitSet, xyz: DigitSet| c.is_subset(xyz);
    for_each_wing(pos, 3, pincer, |wing| {
        let Wing {
            pivot,
            pincers,
            digits,
            z,
        } = wing;
        let cells = [pivot, pincers[0], pincers[1]];
        let pattern = Pattern::Wing {
            pivot,
            pincers: pincers.to_vec(),
            eliminated: z,
        };
        out.extend(Instance::elimination(
            TechniqueId::XyzWing,
            pattern,
            digits,
            Vec::new(),
            cells.to_vec(),
            seen_by_all(pos, &cells, z),
        ));
    });
    sort_canonical(&mut out);
    out
}
