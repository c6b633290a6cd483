//! The XY-wing (SPEC §2): a bivalue pivot {x,y} and two bivalue pincers {x,z} and
//! {y,z}, each seeing the pivot. Whichever digit the pivot takes, one pincer is z,
//! so z leaves every cell that sees both pincers.
//!
//! One instance is one pivot with one pair of pincers: its digits are {x,y,z}, it
//! belongs to no group, and its cells are the three wing cells. Pincers that see
//! each other are left out: the three cells would then see one another, any of
//! them could be the pivot, and in one group they are a naked triple.

use super::seen_by_all;
use crate::engine::cellset::Cell;
use crate::engine::digits::DigitSet;
use crate::engine::instance::{Instance, sort_canonical};
use crate::engine::pattern::Pattern;
use crate::engine::technique::{ShdRule, TechniqueId};
use crate::engine::techniques::{Context, Descriptor};

/// The XY-wing (SPEC §2).
pub const XY_WING: Descriptor = Descriptor {
    id: "xy_wing",
    name: "XY-wing",
    default_score: Some(11),
    shd_rules: &[ShdRule::XyZap],
    finder: find,
};

fn find(cx: &Context<'_>) -> Vec<Instance> {
    let pos = cx.pos;
    let geo = pos.geometry();
    let mut out = Vec::new();
    // Bivalue peers of the pivot sharing exactly one digit with it.
    let mut arms: Vec<(Cell, DigitSet)> = Vec::new();
    for pivot in pos.empty_cells() {
        let xy = pos.candidates(pivot);
        if xy.len() != 2 {
            continue;
        }
        arms.clear();
        arms.extend(geo.peers(pivot).iter().filter_map(|&p| {
            let c = pos.candidates(p);
            (c.len() == 2 && (c & xy).len() == 1).then_some((p, c))
        }));
        for (i, &(a, xz)) in arms.iter().enumerate() {
            for &(b, yz) in &arms[i + 1..] {
                let Some(z) = (xz & yz).single_digit() else {
                    continue;
                };
                if xy.contains(z) || geo.sees(a, b) {
                    continue;
                }
                let pincers = if a < b { [a, b] } else { [b, a] };
                let eliminations = seen_by_all(pos, &pincers, z);
                let pattern = Pattern::Wing {
                    pivot,
                    pincers: pincers.to_vec(),
                    eliminated: z,
                };
                out.extend(Instance::elimination(
                    TechniqueId::XyWing,
                    pattern,
                    xy | xz | yz,
                    Vec::new(),
                    vec![pivot, a, b],
                    eliminations,
                ));
            }
        }
    }
    sort_canonical(&mut out);
    out
}
