//! The wording of Kakuro hints (SPEC §8, §10): digit lists, and the explanation of a
//! domain-test elimination with the combinations that still fit.

use crate::engine::DigitSet;

use super::combinations::{combination_text, combinations};
use super::grid::KakuroGrid;
use super::propagate::run_supports;

/// Digits joined by a separator: `3 − 4 − 2`.
pub(super) fn joined(digits: &[u8], sep: &str) -> String {
    digits
        .iter()
        .map(u8::to_string)
        .collect::<Vec<_>>()
        .join(sep)
}

/// Explains a domain-test elimination: the combinations that still fit, and what goes.
pub(super) fn domain_test_text(
    grid: &KakuroGrid,
    run: usize,
    sum: u8,
    doms: &[DigitSet],
    elims: &[(usize, u8)],
) -> String {
    let mut fitting: Vec<String> = combinations(sum, doms.len())
        .iter()
        .filter(|&&m| {
            let inside: Vec<DigitSet> = doms.iter().map(|&d| d & DigitSet(u32::from(m))).collect();
            !run_supports(sum, &inside)[0].is_empty()
        })
        .map(|&m| combination_text(m))
        .collect();
    // People list combinations in reading order: 37 before 46.
    fitting.sort();
    let mut per_cell: Vec<(usize, Vec<u8>)> = Vec::new();
    for &(cell, d) in elims {
        match per_cell.last_mut() {
            Some((c, ds)) if *c == cell => ds.push(d),
            _ => per_cell.push((cell, vec![d])),
        }
    }
    let gone: Vec<String> = per_cell
        .iter()
        .map(|(c, ds)| format!("{} in {}", or_list(ds), grid.cell_name(*c)))
        .collect();
    let (noun, verb) = if fitting.len() == 1 {
        ("combination", "fits")
    } else {
        ("combinations", "fit")
    };
    format!(
        "In {}, only the {noun} {} {verb} the cells' candidates, and no assignment of distinct digits from them that reaches {sum} puts {}: remove them.",
        grid.describe_run(run),
        fitting.join(", "),
        gone.join(", nor ")
    )
}

/// Digits as people list alternatives: `8`, `8 or 9`, `6, 7, 8 or 9`.
fn or_list(digits: &[u8]) -> String {
    match digits.split_last() {
        Some((last, [])) => last.to_string(),
        Some((last, rest)) => format!("{} or {last}", joined(rest, ", ")),
        None => String::new(),
    }
}
