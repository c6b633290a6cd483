//! Forcing chains (SPEC §2.1): each candidate taken as true is followed along
//! the links of the position as it stands (a bivalue cell or a conjugate pair
//! for strong links), up to [`CHAIN_DEPTH`](super::along_links::CHAIN_DEPTH)
//! links; see [`super::conclusions`] for what one instance is and
//! [`super::trail`] for its proof.
//!
//! A branch stops at its first contradiction (a candidate forced both ways);
//! a step's proof keeps only the links its conclusion rests on, and its size,
//! which the *smallest first* choice compares, counts them.

use super::along_links::ChainLinks;
use super::branch::Candidate;
use std::ops::ControlFlow;

use super::conclusions::{Branches, chosen, conclusions, each_conclusion};
use crate::engine::instance::Instance;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{About, Choice, Context, Descriptor};

/// The forcing chain (SPEC §2.1); its depth limit is [`CHAIN_DEPTH`](super::branch::CHAIN_DEPTH).
pub const FORCING_CHAIN: Descriptor = Descriptor {
    id: "forcing_chain",
    name: "Forcing chain",
    about: About {
        look_for: "A cell with a few candidates, or a digit with a few places in a row, column \
                   or region. Take each choice in turn as true and follow what it forces along \
                   the links of the board as it stands.",
        why: "One of the choices is the truth. A choice that runs into a contradiction is \
              false; a placement or elimination that every choice leads to holds whichever one \
              is true.",
        when: "A last resort before guessing, for puzzles the patterns cannot crack; kibitz \
               shows one line per branch so the proof can be checked.",
    },
    default_score: Some(40),
    shd_rules: &[],
    choice: Choice::SmallestFirst,
    finder: forcing_chains,
    chosen: Some(chosen_forcing_chain),
};

fn forcing_chains(cx: &Context<'_>) -> Vec<Instance> {
    conclusions(TechniqueId::ForcingChain, cx.pos, &branches(cx))
}

/// Every forcing chain handed to `emit` one at a time, as [`forcing_chains`] finds them
/// (see [`each_conclusion`]).
pub fn each_forcing_chain(cx: &Context<'_>, emit: &mut dyn FnMut(Instance) -> ControlFlow<()>) {
    each_conclusion(TechniqueId::ForcingChain, cx.pos, &branches(cx), emit);
}

/// The instance *smallest first* picks, tracing only its proof.
fn chosen_forcing_chain(cx: &Context<'_>) -> Option<Instance> {
    chosen(TechniqueId::ForcingChain, cx.pos, &branches(cx))
}

/// Every candidate's branch.
fn branches(cx: &Context<'_>) -> Branches {
    let pos = cx.pos;
    let links = ChainLinks::new(cx);
    let mut branches = Branches::new();
    for cell in pos.empty_cells() {
        for digit in pos.candidates(cell) {
            let candidate = Candidate { cell, digit };
            branches.insert(candidate, links.follow(candidate, true));
        }
    }
    branches
}
