//! The XYZ-wing (SPEC §2): a pivot holding exactly {x,y,z} and two bivalue
//! pincers {x,z} and {y,z}, each seeing the pivot. One of the three cells is z
//! whatever the pivot takes, so z leaves every cell that sees all three.
//!
//! One instance is one pivot with one pair of pincers: its digits are {x,y,z}, it
//! belongs to no group, and its cells are the three wing cells.

use super::seen_by_all;
use crate::engine::cellset::Cell;
use crate::engine::digits::DigitSet;
use crate::engine::instance::{Instance, sort_canonical};
use crate::engine::pattern::Pattern;
use crate::engine::technique::{ShdRule, TechniqueId};
use crate::engine::techniques::{Context, Descriptor};

/// The XYZ-wing (SPEC §2).
pub const XYZ_WING: Descriptor = Descriptor {
    id: "xyz_wing",
    name: "XYZ-wing",
    default_score: Some(13),
    shd_rules: &[ShdRule::XyzWings],
    finder: find,
};

fn find(cx: &Context<'_>) -> Vec<Instance> {
    let pos = cx.pos;
    let geo = pos.geometry();
    let mut out = Vec::new();
    // Bivalue peers of the pivot holding two of its three digits.
    let mut arms: Vec<(Cell, DigitSet)> = Vec::new();
    for pivot in pos.empty_cells() {
        let xyz = pos.candidates(pivot);
        if xyz.len() != 3 {
            continue;
        }
        arms.clear();
        arms.extend(geo.peers(pivot).iter().filter_map(|&p| {
            let c = pos.candidates(p);
            (c.len() == 2 && c.is_subset(xyz)).then_some((p, c))
        }));
        for (i, &(a, xz)) in arms.iter().enumerate() {
            for &(b, yz) in &arms[i + 1..] {
                let Some(z) = (xz & yz).single_digit() else {
                    continue;
                };
                let wing = [pivot, a, b];
                let eliminations = seen_by_all(pos, &wing, z);
                let pattern = Pattern::Wing {
                    pivot,
                    pincers: if a < b { vec![a, b] } else { vec![b, a] },
                    eliminated: z,
                };
                out.extend(Instance::elimination(
                    TechniqueId::XyzWing,
                    pattern,
                    xyz,
                    Vec::new(),
                    wing.to_vec(),
                    eliminations,
                ));
            }
        }
    }
    sort_canonical(&mut out);
    out
}
