//! Forcing nets (SPEC §2.1): each candidate taken as true is followed by
//! re-running basic filtering and naked and hidden singles on a copy of the
//! position until nothing changes, so a conclusion may rest on several earlier
//! ones; see [`super::conclusions`] for what one instance is and
//! [`crate::engine::pattern::forcing`] for its proof.
//!
//! A branch stops at its first contradiction (a candidate forced both ways, a
//! cell with no candidate, a digit with no place in a group); a step's proof
//! keeps only the singles and removals its conclusion rests on — a naked single
//! with the removals of its cell's other candidates, a hidden single with those
//! of the digit's other places in the group — and its size counts them.

use super::branch::Candidate;
use std::ops::ControlFlow;

use super::conclusions::{Branches, chosen, conclusions, each_conclusion};
use super::net::Nets;
use crate::engine::instance::Instance;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// The forcing net (SPEC §2.1).
pub const FORCING_NET: Descriptor = Descriptor {
    id: "forcing_net",
    name: "Forcing net",
    about: About {
        look_for: "As in a forcing chain, take each candidate of a cell, or each place of a \
                   digit in a row, column or region, as true in turn. After each assumption, \
                   update the board: clear candidates and place naked and hidden singles, again \
                   and again, so a step may rest on several earlier ones.",
        why: "The same logic as the forcing chain: a choice that ends in a contradiction is \
              false, and what every choice of a cell or group forces holds. Updating the board \
              lets each branch reach much further than links alone.",
        when: "The very last resort, for puzzles nothing else cracks; it proves a lot but \
               teaches little, so it carries the highest default score.",
    },
    default_score: Some(60),
    shd_rules: &[],
    choice: Choice::SmallestFirst,
    finder: forcing_nets,
    chosen: Some(chosen_forcing_net),
    locality: Locality::Position,
};

fn forcing_nets(cx: &Context<'_>) -> Vec<Instance> {
    conclusions(TechniqueId::ForcingNet, cx.pos, &branches(cx))
}

/// Every forcing net handed to `emit` one at a time, as [`forcing_nets`] finds them
/// (see [`each_conclusion`]).
pub fn each_forcing_net(cx: &Context<'_>, emit: &mut dyn FnMut(Instance) -> ControlFlow<()>) {
    each_conclusion(TechniqueId::ForcingNet, cx.pos, &branches(cx), emit);
}

/// The instance *smallest first* picks, tracing only its proof.
fn chosen_forcing_net(cx: &Context<'_>) -> Option<Instance> {
    chosen(TechniqueId::ForcingNet, cx.pos, &branches(cx))
}

/// Every candidate's branch.
fn branches(cx: &Context<'_>) -> Branches {
    let pos = cx.pos;
    let nets = Nets::new(pos);
    let mut branches = Branches::new();
    for cell in pos.empty_cells() {
        for digit in pos.candidates(cell) {
            let candidate = Candidate { cell, digit };
            branches.insert(candidate, nets.follow(candidate, true));
        }
    }
    branches
}
