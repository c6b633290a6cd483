//! Forcing chains (SPEC §2.1): each candidate taken as true is followed along
//! the links of the position as it stands (a bivalue cell or a conjugate pair
//! for strong links), up to [`CHAIN_DEPTH`](super::along_links::CHAIN_DEPTH)
//! links; see [`super::conclusions`] for what one instance is and
//! [`crate::engine::pattern::forcing`] for its proof.
//!
//! A branch stops at its first contradiction (a candidate forced both ways);
//! a step's proof keeps only the links its conclusion rests on, and its size,
//! which the *smallest first* choice compares, counts them.

use super::along_links::ChainLinks;
use super::branch::Candidate;
use super::quick::may_conclude;
use std::ops::ControlFlow;

use super::conclusions::{Branches, chosen, conclusions, each_conclusion};
use crate::engine::instance::Instance;
use crate::engine::position::Position;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

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
    locality: Locality::Position,
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

/// Every candidate's branch; none when [`may_conclude`] rules out every
/// instance.
fn branches(cx: &Context<'_>) -> Branches {
    let links = ChainLinks::new(cx);
    if !may_conclude(&links, cx.pos) {
        return Branches::new();
    }
    follow_all(&links, cx.pos)
}

/// Every candidate's branch along `links`.
fn follow_all(links: &ChainLinks, pos: &Position) -> Branches {
    let mut branches = Branches::new();
    for cell in pos.empty_cells() {
        for digit in pos.candidates(cell) {
            let candidate = Candidate { cell, digit };
            branches.insert(candidate, links.follow(candidate, true));
        }
    }
    branches
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::fixtures::read as puzzle;
    use crate::rating::Scores;
    use crate::rating::strategy::simplest_first;

    /// Puzzles of the top95 list (MIT-licensed, norvig/pytudes) whose paths
    /// need forcing steps.
    const HARD: [&str; 2] = [
        "6.2.5.........3.4..........43...8....1....2........7..5..27...........81...6.....",
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    ];

    /// Wherever the quick test rules forcing chains out, following every
    /// branch finds none either; checked at each step of real paths.
    #[test]
    fn the_quick_test_rules_out_only_positions_without_forcing_chains() {
        let (mut ruled_out, mut with_chains) = (0, 0);
        for line in HARD {
            let start = puzzle(line);
            let run = simplest_first(&start, &Scores::default());
            for at in run.positions_of_steps(&start) {
                let cx = Context::new(&at);
                let links = ChainLinks::new(&cx);
                let every = conclusions(TechniqueId::ForcingChain, &at, &follow_all(&links, &at));
                if may_conclude(&links, &at) {
                    with_chains += usize::from(!every.is_empty());
                } else {
                    assert!(every.is_empty(), "ruled out, yet found {}", every.len());
                    ruled_out += 1;
                }
            }
        }
        assert!(ruled_out > 0, "the paths have positions to rule out");
        assert!(with_chains > 0, "the paths have forcing chains");
    }
}
