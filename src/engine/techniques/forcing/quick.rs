//! A quick test that the forcing chains of a position conclude nothing (SPEC
//! §2.1), so that their branches need not be followed one by one.
//!
//! A forcing chain's branch is what its assumption reaches along the links of
//! the position ([`super::along_links`]), breadth-first, up to a depth, stopping
//! at its first contradiction. With no depth limit and no stop, what each
//! assumption reaches is the closure of the same links
//! ([`closure`](crate::engine::techniques::closure)), worked out for every
//! candidate at once; every fact a branch records is in its closure. So:
//! - a branch that breaks down forces some candidate both ways, and then so
//!   does its closure;
//! - when no closure forces a candidate both ways, no branch breaks down, and a
//!   fact that every branch of a cell (or of a digit's places in a group)
//!   forces is in all of their closures.
//!
//! When no closure forces a candidate both ways and no set of sources' closures
//! (the same sets [`super::conclusions::each_source_set`] draws conclusions from)
//! share a fact other than about the sources themselves, there is no forcing
//! chain ([`super::conclusions`] would find no instance), and the branches are
//! not followed. Otherwise they are, and the instances are exactly as before.

use std::ops::ControlFlow;

use super::along_links::ChainLinks;
use super::branch::Candidate;
use super::conclusions::each_source_set;
use crate::engine::position::Position;
use crate::engine::techniques::closure::{Closure, Implications};

/// Even bits of a row word: the "false" states (`2k`) of candidates.
const FALSE_STATES: u64 = 0x5555_5555_5555_5555;

/// Whether the forcing chains of `pos`, along `links`, may conclude anything:
/// `false` only when [`super::conclusions`] is sure to find no instance.
pub fn may_conclude(links: &ChainLinks, pos: &Position) -> bool {
    let slots = links.candidates();
    let number = |c: Candidate| slots.of(c).map(|k| k as u32);
    // States `2k` (candidate k false) and `2k + 1` (true), begun in the order
    // the candidates are numbered: by cell, then digit.
    let mut graph = Implications::with_capacity(2 * slots.count(), 16 * slots.count());
    for cell in pos.empty_cells() {
        for digit in pos.candidates(cell) {
            let c = Candidate { cell, digit };
            graph.begin_state();
            for &(made, _) in links.when_false(c) {
                number(made).into_iter().for_each(|k| graph.link(2 * k + 1));
            }
            graph.begin_state();
            for &removed in links.when_true(c) {
                number(removed).into_iter().for_each(|k| graph.link(2 * k));
            }
        }
    }
    let closure = Closure::new(&graph, 2 * slots.count(), Some);
    let row_of_true = |c: Candidate| number(c).map(|k| closure.row(2 * k + 1));
    let both_ways = |row: &[u64]| row.iter().any(|&w| w & (w >> 1) & FALSE_STATES != 0);
    let mut candidates = pos.empty_cells().flat_map(|cell| {
        pos.candidates(cell)
            .iter()
            .map(move |digit| Candidate { cell, digit })
    });
    if candidates.any(|c| row_of_true(c).is_some_and(both_ways)) {
        return true;
    }
    let mut shared = Vec::new();
    // Whether the sources' rows share a fact outside the sources' own states.
    let mut shares = |sources: &[Candidate]| {
        if sources.len() < 2 {
            return false;
        }
        shared.clear();
        shared.resize(closure.words(), !0u64);
        for &source in sources {
            let Some(row) = row_of_true(source) else {
                return false;
            };
            shared.iter_mut().zip(row).for_each(|(s, r)| *s &= r);
        }
        for k in sources.iter().filter_map(|&s| number(s)) {
            let word = (2 * k) as usize / 64;
            shared[word] &= !(0b11 << ((2 * k) % 64));
        }
        shared.iter().any(|&w| w != 0)
    };
    let found = each_source_set(pos, |_, sources| {
        if shares(sources) {
            ControlFlow::Break(())
        } else {
            ControlFlow::Continue(())
        }
    });
    found.is_break()
}
