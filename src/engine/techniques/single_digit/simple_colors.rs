//! Simple colours (SPEC §2.1, HoDoKu 0500 trap and 0501 wrap): one digit's
//! cluster of conjugate pairs in two colours, exactly one of which holds the
//! digit in all its cells. Trap: a cell outside the cluster that sees both
//! colours loses the digit. Wrap: a colour with two cells that see each other
//! cannot be the true one, so all its cells lose the digit.
//!
//! One trap instance per cluster (every trapped cell together), one wrap
//! instance per colour that sees itself. Every cluster of the digit is found
//! and coloured whole, so every trap and wrap is found; an instance's pattern
//! cells are the cluster's cells, the [`Instance::size`] that *smallest first*
//! compares (SPEC §2), and its colours ([`Pattern::size`]) count the same.

use super::conjugates::{Cluster, clusters, seen_by, sees_any};
use crate::engine::cellset::{Cell, CellSet};
use crate::engine::digits::{Digit, DigitSet, digit_char};
use crate::engine::instance::{CellDigit, Instance, sort_canonical};
use crate::engine::pattern::Pattern;
use crate::engine::technique::TechniqueId;
use crate::engine::techniques::{About, Choice, Context, Descriptor, Locality};

/// Simple colours (SPEC §2.1).
pub const SIMPLE_COLORS: Descriptor = Descriptor {
    id: "simple_colors",
    name: "Simple colours",
    about: About {
        look_for: "One digit and its strong links, the rows, columns and regions where it has \
                   exactly two places. Colour the cells these links join in two alternating \
                   colours, say blue and green.",
        why: "Every strong link has the digit at exactly one end, so either all blue cells hold \
              it or all green ones do. A cell outside the cluster that sees both colours loses \
              the digit (a trap); two cells of one colour that see each other make that colour \
              false, and all its cells lose the digit (a wrap).",
        when: "When one digit has many strong links; colouring a digit by hand is a classic way \
               through a hard patch.",
    },
    default_score: Some(16),
    shd_rules: &[],
    choice: Choice::SmallestFirst,
    finder: simple_colors,
    chosen: None,
    locality: Locality::Digit,
};

fn simple_colors(cx: &Context<'_>) -> Vec<Instance> {
    let mut out = Vec::new();
    for d in cx.search_digits() {
        for cluster in clusters(cx, d) {
            out.extend(trap(cx, d, &cluster));
            for (name, color) in ["A", "B"].into_iter().zip(cluster.colors) {
                if sees_any(cx, &color, &color) {
                    let reason = format!(
                        "two cells of colour {name} see each other, so colour {name} is not {}",
                        digit_char(d)
                    );
                    out.extend(instance(cx, d, &[&cluster], color, reason));
                }
            }
        }
    }
    sort_canonical(&mut out);
    out
}

fn trap(cx: &Context<'_>, d: Digit, cluster: &Cluster) -> Option<Instance> {
    let [a, b] = cluster.colors;
    let targets = (*cx.digit_cells(d) & seen_by(cx, &a) & seen_by(cx, &b)) - cluster.cells();
    let reason = format!("one colour is {}, and these cells see both", digit_char(d));
    instance(cx, d, &[cluster], targets, reason)
}

/// A colouring instance removing `d` from `targets`, made of `clusters`.
pub(super) fn instance(
    cx: &Context<'_>,
    d: Digit,
    clusters: &[&Cluster],
    targets: CellSet,
    reason: String,
) -> Option<Instance> {
    let technique = if clusters.len() == 1 {
        TechniqueId::SimpleColors
    } else {
        TechniqueId::MultiColors
    };
    let eliminations: Vec<CellDigit> = (targets & *cx.digit_cells(d))
        .iter()
        .map(|cell| CellDigit { cell, digit: d })
        .collect();
    let colors: Vec<Vec<Cell>> = clusters
        .iter()
        .flat_map(|c| c.colors.iter().map(|color| color.iter().collect()))
        .collect();
    let cells: Vec<Cell> = colors.concat();
    Instance::elimination(
        technique,
        Pattern::Colors { colors, reason },
        DigitSet::single(d),
        Vec::new(),
        cells,
        eliminations,
    )
}
