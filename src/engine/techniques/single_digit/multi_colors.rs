//! Multi colours (SPEC §2.1, HoDoKu 0502 and 0503): two clusters of conjugate
//! pairs on one digit, colours A/B and C/D, each with exactly one true colour.
//! Type 1: a cell of colour A sees a cell of colour C, so A and C are not both
//! true, so B or D is: a cell that sees both B and D loses the digit. Type 2:
//! colour A sees both colours of the other cluster, one of which is true, so A
//! is false and all its cells lose the digit.
//!
//! One instance per pair of clusters, type and pair of colours. Every pair of
//! the digit's clusters is tried, each coloured whole, so every type 1 and 2
//! deduction is found; an instance's size (SPEC §2, [`Instance::size`]) is the
//! cells of both clusters, its pattern cells.

use super::conjugates::{Cluster, clusters, seen_by, sees_any};
use super::simple_colors::instance;
use crate::engine::digits::{Digit, digit_char};
use crate::engine::instance::{Instance, sort_canonical_unique};
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// Multi colours (SPEC §2.1).
pub const MULTI_COLORS: Descriptor = Descriptor {
    id: "multi_colors",
    name: "Multi colours",
    about: About {
        look_for: "Two separate colour clusters of the same digit, each coloured in two \
                   alternating colours as in simple colours, where a cell of one cluster sees a \
                   cell of the other.",
        why: "Each cluster has exactly one true colour. If colour A of the first cluster sees \
              colour C of the second, A and C are not both true, so B or D is: a cell that sees \
              both B and D loses the digit. If A sees both colours of the other cluster, A is \
              false and all its cells lose the digit.",
        when: "After simple colours finds nothing: try joining clusters that touch.",
    },
    default_score: Some(18),
    shd_rules: &[],
    choice: Choice::SmallestFirst,
    finder: multi_colors,
    chosen: None,
    locality: Locality::Digit,
};

/// Colour names in an instance's explanation: the first cluster's A and B,
/// the second's C and D.
const NAMES: [[&str; 2]; 2] = [["A", "B"], ["C", "D"]];

fn multi_colors(cx: &Context<'_>) -> Vec<Instance> {
    let mut out = Vec::new();
    for d in cx.search_digits() {
        let all = clusters(cx, d);
        for (i, first) in all.iter().enumerate() {
            for second in &all[i + 1..] {
                pair(cx, d, [first, second], &mut out);
            }
        }
    }
    sort_canonical_unique(&mut out);
    out
}

fn pair(cx: &Context<'_>, d: Digit, clusters: [&Cluster; 2], out: &mut Vec<Instance>) {
    let digit = digit_char(d);
    let both = clusters[0].cells() | clusters[1].cells();
    for s in 0..2 {
        for t in 0..2 {
            let (a, c) = (clusters[0].colors[s], clusters[1].colors[t]);
            if !sees_any(cx, &a, &c) {
                continue;
            }
            let (b, e) = (clusters[0].colors[1 - s], clusters[1].colors[1 - t]);
            let targets = (seen_by(cx, &b) & seen_by(cx, &e)) - both;
            let reason = format!(
                "colour {} sees colour {}, so {} or {} is {digit}, and these cells see both",
                NAMES[0][s],
                NAMES[1][t],
                NAMES[0][1 - s],
                NAMES[1][1 - t]
            );
            out.extend(instance(cx, d, &clusters, targets, reason));
        }
    }
    for (k, [own, other]) in [[0, 1], [1, 0]].into_iter().enumerate() {
        for (color, name) in clusters[own].colors.into_iter().zip(NAMES[k]) {
            let [c0, c1] = clusters[other].colors;
            if sees_any(cx, &color, &c0) && sees_any(cx, &color, &c1) {
                let reason = format!(
                    "colour {name} sees both colours of the other cluster, so none of its cells is {digit}"
                );
                out.extend(instance(cx, d, &clusters, color, reason));
            }
        }
    }
}
