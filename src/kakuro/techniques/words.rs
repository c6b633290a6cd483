//! The arithmetic a Kakuro player writes (SPEC §8, §10): `16 in two = 7+9`,
//! `10 in two = 1+9, 2+8, 3+7 or 4+6`, digit and cell lists, so every technique's
//! explanation reads the same way.

use crate::engine::DigitSet;

use super::super::combinations::combinations;
use super::super::grid::KakuroGrid;
use super::RunState;

/// A count as a word, as players say run lengths: `two`, `three`.
pub fn count_word(n: usize) -> String {
    const WORDS: [&str; 10] = [
        "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine",
    ];
    WORDS
        .get(n)
        .map_or_else(|| n.to_string(), |w| w.to_string())
}

/// A combination as a sum, digits ascending: `7+9`.
pub fn plus(set: DigitSet) -> String {
    let digits: Vec<String> = set.iter().map(|d| d.to_string()).collect();
    digits.join("+")
}

/// Digit sets in reading order, as players list combinations: 1+9 before 2+8,
/// 1+2+9 before 1+3+8.
pub fn reading_order(mut sets: Vec<DigitSet>) -> Vec<DigitSet> {
    sets.sort_by_key(|s| s.iter().collect::<Vec<u8>>());
    sets
}

/// Combinations as alternatives in reading order: `1+9, 3+7 or 4+6`.
pub fn sums_or(sets: &[DigitSet]) -> String {
    let sorted = reading_order(sets.to_vec());
    or_list(&sorted.iter().map(|&c| plus(c)).collect::<Vec<_>>())
}

/// Items as people list alternatives: `a`, `a or b`, `a, b or c`.
pub fn or_list(items: &[String]) -> String {
    list_with(items, "or")
}

/// Items as people list them together: `a`, `a and b`, `a, b and c`.
pub fn and_list(items: &[String]) -> String {
    list_with(items, "and")
}

fn list_with(items: &[String], word: &str) -> String {
    match items.split_last() {
        None => String::new(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} {word} {last}", rest.join(", ")),
    }
}

/// Digits as an alternative: `8 or 9`.
pub fn digits_or(set: DigitSet) -> String {
    or_list(&set.iter().map(|d| d.to_string()).collect::<Vec<_>>())
}

/// Digits together: `7 and 9`.
pub fn digits_and(set: DigitSet) -> String {
    and_list(&set.iter().map(|d| d.to_string()).collect::<Vec<_>>())
}

/// Cell names together: `r2c3 and r2c4`.
pub fn cells_and(grid: &KakuroGrid, cells: &[usize]) -> String {
    and_list(&cells.iter().map(|&c| grid.cell_name(c)).collect::<Vec<_>>())
}

/// What is left to make in a run, as a player writes it: `16 in two` for an
/// empty run, `20 in three less the 9 placed: 11 in two` once digits are placed.
pub fn rest_of(state: &RunState) -> String {
    let whole = format!("{} in {}", state.sum, count_word(state.len));
    if state.placed.is_empty() {
        return whole;
    }
    format!(
        "{whole} less the {} placed: {} in {}",
        digits_and(state.placed),
        state.rest_sum(),
        count_word(state.empty.len())
    )
}

/// The ways to make what is left of a run, written out: `16 in two = 7+9`,
/// followed, when the cells' candidates rule some out, by the ones that fit.
pub fn ways(state: &RunState) -> String {
    let all: Vec<DigitSet> = combinations(state.rest_sum(), state.empty.len())
        .iter()
        .map(|&m| DigitSet(u32::from(m)))
        .filter(|&c| (c & state.placed).is_empty())
        .collect();
    let text = sums_or;
    let fitting: Vec<DigitSet> = state.combos.iter().map(|&c| c - state.placed).collect();
    let mut out = format!("{} = {}", rest_of(state), text(&all));
    if fitting.len() < all.len() {
        let verb = if fitting.len() == 1 { "fits" } else { "fit" };
        out.push_str(&format!(
            "; with these candidates only {} {verb}",
            text(&fitting)
        ));
    }
    out
}

/// Eliminations grouped by cell, and cells losing the same digits together, as
/// people say them: `8 from r2c3 and 1 and 2 from r2c4`, `5 from r2c2 and r3c2`.
pub fn removals(grid: &KakuroGrid, eliminations: &[(usize, u8)]) -> String {
    let mut per_cell: Vec<(usize, DigitSet)> = Vec::new();
    for &(cell, d) in eliminations {
        match per_cell.iter_mut().find(|(c, _)| *c == cell) {
            Some((_, set)) => set.insert(d),
            None => per_cell.push((cell, DigitSet::single(d))),
        }
    }
    let mut groups: Vec<(DigitSet, Vec<usize>)> = Vec::new();
    for (cell, set) in per_cell {
        match groups.iter_mut().find(|(s, _)| *s == set) {
            Some((_, cells)) => cells.push(cell),
            None => groups.push((set, vec![cell])),
        }
    }
    let parts: Vec<String> = groups
        .iter()
        .map(|(set, cells)| format!("{} from {}", digits_and(*set), cells_and(grid, cells)))
        .collect();
    if parts.len() > 1 {
        parts.join("; ")
    } else {
        and_list(&parts)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_people_write_them() {
        assert_eq!(plus(DigitSet::from_digits([7, 9])), "7+9");
        assert_eq!(digits_or(DigitSet::from_digits([6, 7, 8])), "6, 7 or 8");
        assert_eq!(digits_and(DigitSet::from_digits([1, 2])), "1 and 2");
        assert_eq!(count_word(3), "three");
        assert_eq!(or_list(&[]), "");
    }
}
